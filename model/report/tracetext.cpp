#include "report/tracetext.h"

#include "core/enumtext.h"
#include "design/describe.h"

#include <QCoreApplication>

namespace railyard {

namespace {

// Where lupdate finds this file's texts: Text::tr() in the Trace context. The trace panel shows them in the
// application's language; the CLI, which installs no translation for `trace`, prints them as they are.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Trace)
};

} // namespace

QString plugText(const MatingSide &s)
{
    QStringList parts{s.connector.isEmpty() ? QStringLiteral("-") : s.connector};
    if (s.polish != Polish::None) parts << enumName(s.polish);
    if (s.gender != Gender::None) parts << genderText(s.gender);
    return parts.join(QLatin1Char(' '));
}

QString dBText(double v)
{
    return formatFixed(v, 2) + QStringLiteral(" dB");
}

QString polarityText(const ChannelReport &r)
{
    const ChannelAnalysis &a = r.analysis;
    if (!a.fiber) return Text::tr("not applicable (not a fiber channel)");
    if (!r.channel.isComplete()) return Text::tr("not checked (incomplete channel)");
    if (a.kind == ChannelAnalysis::Kind::Mixed) return Text::tr("not checked (MPO and LC in one channel)");
    const bool parallel = a.kind == ChannelAnalysis::Kind::Parallel;
    QString text;
    if (a.polarityOk)
        text = parallel ? Text::tr("ok: %n reversing element(s)", nullptr, a.reversals)
                        : Text::tr("ok: %n A-B swap(s)", nullptr, a.reversals);
    else
        text = parallel ? Text::tr("FAIL: %n reversing element(s)", nullptr, a.reversals)
                        : Text::tr("FAIL: %n A-B swap(s)", nullptr, a.reversals);
    if (a.typeC > 0) text += Text::tr(", %1 Type C").arg(a.typeC);
    return text;
}

void writeTraceText(const Design &d, const QString &cableId, const QList<ChannelReport> &reports,
                    QTextStream &out)
{
    if (reports.isEmpty()) {
        out << cableId << " is on no channel: no path through it reaches a transceiver.\n";
        return;
    }
    int n = 0;
    for (const ChannelReport &r : reports) {
        const Channel &ch = r.channel;
        out << QStringLiteral("Channel %1 of %2: %3 -> %4 (%5)\n")
                   .arg(++n)
                   .arg(reports.size())
                   .arg(describeEndpoint(d, ch.start), describeEndpoint(d, ch.finish),
                        ch.isComplete() ? QStringLiteral("complete") : QStringLiteral("incomplete"));
        for (const TraceStep &s : r.steps) {
            switch (s.kind) {
            case TraceStep::Terminal:
                out << QStringLiteral("  %1  %2").arg(describeEndpoint(d, s.at).leftJustified(24), s.what);
                if (s.mating) {
                    const MatingSide &own = s.mating->a.kind == MatingSide::Plug ? s.mating->b : s.mating->a;
                    out << "  " << plugText(own);
                }
                out << "\n";
                break;
            case TraceStep::Cable: {
                const QString detail = cableStepText(d, s);
                out << QStringLiteral("  %1  %2  %3  loss %4, total %5\n")
                           .arg(d.cables().at(s.cable).id.leftJustified(24), s.what, detail, dBText(s.lossDb),
                                dBText(s.lossSoFarDb));
                break;
            }
            case TraceStep::Adapter:
                out << QStringLiteral("  %1  %2 adapter")
                           .arg(describeEndpoint(d, s.at).leftJustified(24), s.what);
                if (s.mating)
                    out << QStringLiteral(": %1 | %2").arg(plugText(s.mating->a), plugText(s.mating->b));
                out << QStringLiteral("  +%1, total %2\n").arg(dBText(s.lossDb), dBText(s.lossSoFarDb));
                break;
            }
        }
        const ChannelAnalysis &a = r.analysis;
        out << QStringLiteral("  Length    %1\n").arg(lengthText(a));
        if (a.fiber) out << QStringLiteral("  Loss      %1\n").arg(lossText(a));
        out << QStringLiteral("  Polarity  %1\n").arg(polarityText(r));
        if (r.issues.isEmpty()) out << "  Issues    none\n";
        for (const Issue &i : r.issues)
            out << QStringLiteral("  %1  %2: %3\n")
                       .arg(QString(severityName(i.severity)).leftJustified(8), ruleId(i.rule), i.message);
        out << "\n";
    }
}

QString cableStepText(const Design &d, const TraceStep &s)
{
    const CableType &t = d.cableType(s.cable);
    QString detail = formatLength(s.lengthM);
    if (t.fiber != FiberGrade::None) detail += QLatin1Char(' ') + enumName(t.fiber);
    if (t.polarity != Polarity::None) detail += Text::tr(" type %1").arg(enumName(t.polarity));
    return detail;
}

QString lengthText(const ChannelAnalysis &a)
{
    QString length = formatLength(a.lengthM);
    if (a.reachM) length += Text::tr(" of %1 reach").arg(formatLength(*a.reachM));
    if (a.grade != FiberGrade::None) length += QStringLiteral(" (%1)").arg(enumName(a.grade));
    return length;
}

QString lossText(const ChannelAnalysis &a)
{
    QString loss = dBText(a.lossDb);
    if (a.budgetDb)
        loss += Text::tr(" of %1 budget, margin %2").arg(dBText(*a.budgetDb), dBText(*a.budgetDb - a.lossDb));
    return loss;
}

} // namespace railyard
