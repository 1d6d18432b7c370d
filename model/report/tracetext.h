#pragma once

#include "report/channelreport.h"

#include <QString>
#include <QTextStream>

namespace railyard {

// The phrases of `railyard-cli trace`, shared with the window's Trace panel so both say the same.
QString plugText(const MatingSide &side);                           // "MPO-12 APC pinned"
QString dBText(double value);                                       // "0.35 dB"
QString cableStepText(const Design &design, const TraceStep &step); // "3 m OS2 type B"
QString lengthText(const ChannelAnalysis &analysis);                // "11 m of 100 m reach (OS2)"
QString lossText(const ChannelAnalysis &analysis); // "0.70 dB of 3.00 dB budget, margin 2.30 dB"
QString polarityText(const ChannelReport &report); // "ok: 3 reversing elements"

// The whole text of `trace` for one cable.
void writeTraceText(const Design &design, const QString &cableId, const QList<ChannelReport> &reports,
                    QTextStream &out);

} // namespace railyard
