#pragma once

#include "commission/testimport.h"
#include "commission/testjudge.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace railyard {

class Design;

// The margins of the tested cables counted in bins, for the report's histogram: below 0 dB (failed on loss),
// 0–0.5, 0.5–1, 1–1.5, 1.5–2, 2–3 and 3 dB or more.
struct MarginBin
{
    QString label; // "0.5–1 dB"
    int count = 0;
};
QList<MarginBin> marginHistogram(const Commissioning &commissioning);

// The judged cables in the report's order: failures first, then those with warnings, then passes (each by
// margin, the smallest first), then the untested.
std::vector<const CableJudgement *> reportOrder(const Commissioning &commissioning);

// `railyard-cli commission --json`: {"summary": {"tested", "passed", "failed", "untested", "unmatched"},
// "results": [{"cable", "label", "verdict", "loss_db", "budget_db", "margin_db", "limit_db", "length_m",
// "design_length_m", "records", "findings"}], "unmatched": [{"row", "cable"}]}, results in design order.
QByteArray commissioningJson(const Design &design, const Commissioning &commissioning,
                             const QList<UnmatchedResult> &unmatched);
// The same for people: the summary, every failure and warning, the unmatched results.
QString commissioningText(const Design &design, const Commissioning &commissioning,
                          const QList<UnmatchedResult> &unmatched);

} // namespace railyard
