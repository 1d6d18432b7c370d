#include "clicommand.h"

#include <cmath>

#include "io/designfile.h"
#include "io/jsonout.h"
#include "trace/channelreport.h"
#include "design/describe.h"

namespace railyard::cli {

namespace {

QString plugText(const MatingSide &s)
{
    QStringList parts{s.connector.isEmpty() ? QStringLiteral("-") : s.connector};
    if (s.polish != Polish::None)
        parts << enumName(s.polish);
    if (s.gender != Gender::None)
        parts << enumName(s.gender);
    return parts.join(QLatin1Char(' '));
}

// Losses to 1/10000 dB: enough for any budget, without binary floating-point noise in the output.
double rounded(double v)
{
    return std::round(v * 1e4) / 1e4;
}

QString dB(double v)
{
    return QString::number(v, 'f', 2) + QStringLiteral(" dB");
}

QString polarityText(const ChannelReport &r)
{
    const ChannelAnalysis &a = r.analysis;
    if (!a.fiber)
        return QStringLiteral("not applicable (direct attach)");
    if (!r.channel.isComplete())
        return QStringLiteral("not checked (incomplete channel)");
    if (a.kind == ChannelAnalysis::Kind::Mixed)
        return QStringLiteral("not checked (MPO and LC in one channel)");
    const QString elements = a.kind == ChannelAnalysis::Kind::Parallel ? QStringLiteral("reversing elements")
                                                                       : QStringLiteral("A-B swaps");
    QString text = QStringLiteral("%1: %2 %3").arg(a.polarityOk ? QStringLiteral("ok") : QStringLiteral("FAIL")).arg(a.reversals).arg(elements);
    if (a.typeC > 0)
        text += QStringLiteral(", %1 Type C").arg(a.typeC);
    return text;
}

void printText(const Design &d, const QString &cableId, const QList<ChannelReport> &reports, QTextStream &out)
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
                const CableType &t = d.cableType(s.cable);
                QString detail = QStringLiteral("%1 m").arg(formatNumber(s.lengthM));
                if (t.fiber != FiberGrade::None)
                    detail += QLatin1Char(' ') + enumName(t.fiber);
                if (t.polarity != Polarity::None)
                    detail += QStringLiteral(" type %1").arg(enumName(t.polarity));
                out << QStringLiteral("  %1  %2  %3  loss %4, total %5\n")
                           .arg(d.cables().at(s.cable).id.leftJustified(24), s.what, detail, dB(s.lossDb), dB(s.lossSoFarDb));
                break;
            }
            case TraceStep::Adapter:
                out << QStringLiteral("  %1  %2 adapter").arg(describeEndpoint(d, s.at).leftJustified(24), s.what);
                if (s.mating)
                    out << QStringLiteral(": %1 | %2").arg(plugText(s.mating->a), plugText(s.mating->b));
                out << QStringLiteral("  +%1, total %2\n").arg(dB(s.lossDb), dB(s.lossSoFarDb));
                break;
            }
        }
        const ChannelAnalysis &a = r.analysis;
        QString length = QStringLiteral("%1 m").arg(formatNumber(a.lengthM));
        if (a.reachM)
            length += QStringLiteral(" of %1 m reach").arg(formatNumber(*a.reachM));
        if (a.grade != FiberGrade::None)
            length += QStringLiteral(" (%1)").arg(enumName(a.grade));
        out << QStringLiteral("  Length    %1\n").arg(length);
        if (a.fiber) {
            QString loss = dB(a.lossDb);
            if (a.budgetDb)
                loss += QStringLiteral(" of %1 budget, margin %2").arg(dB(*a.budgetDb), dB(*a.budgetDb - a.lossDb));
            out << QStringLiteral("  Loss      %1\n").arg(loss);
        }
        out << QStringLiteral("  Polarity  %1\n").arg(polarityText(r));
        if (r.issues.isEmpty())
            out << "  Issues    none\n";
        for (const Issue &i : r.issues)
            out << QStringLiteral("  %1  %2: %3\n").arg(QString(severityName(i.severity)).leftJustified(8), ruleId(i.rule), i.message);
        out << "\n";
    }
}

void writeEndpointJson(JsonOut &o, const Design &d, const Endpoint &e)
{
    if (e.isLoose()) {
        o.null();
        return;
    }
    o.beginObject(true);
    o.field("device", d.devices().at(e.device).id);
    o.field("port", d.port(e).name);
    if (d.port(e).kind == PortKind::Adapter)
        o.field("side", QString(enumName(e.side)));
    else
        o.field("sub", e.effectiveSub());
    o.endObject();
}

void writePlugJson(JsonOut &o, const Design &d, const MatingSide &s)
{
    o.beginObject(true);
    if (s.kind == MatingSide::Plug)
        o.field("cable", d.cables().at(s.cable).id);
    else
        o.field("kind", s.kind == MatingSide::Module ? QStringLiteral("module") : QStringLiteral("fixed-port"));
    o.field("connector", s.connector);
    if (s.polish != Polish::None)
        o.field("polish", QString(enumName(s.polish)));
    if (s.gender != Gender::None)
        o.field("gender", QString(enumName(s.gender)));
    o.endObject();
}

QByteArray toJson(const Design &d, const QString &cableId, const QList<ChannelReport> &reports)
{
    QByteArray bytes;
    JsonOut o(bytes);
    o.beginObject();
    o.field("design", d.name);
    o.field("cable", cableId);
    o.key("channels");
    o.beginArray();
    for (const ChannelReport &r : reports) {
        const ChannelAnalysis &a = r.analysis;
        o.beginObject();
        o.field("complete", r.channel.isComplete());
        o.key("from");
        writeEndpointJson(o, d, r.channel.start);
        o.key("to");
        writeEndpointJson(o, d, r.channel.finish);
        o.key("elements");
        o.beginArray();
        for (const TraceStep &s : r.steps) {
            o.beginObject(true);
            switch (s.kind) {
            case TraceStep::Terminal:
                o.field("element", QStringLiteral("end"));
                o.key("at");
                writeEndpointJson(o, d, s.at);
                o.field("what", s.what);
                break;
            case TraceStep::Cable:
                o.field("element", QStringLiteral("cable"));
                o.field("id", d.cables().at(s.cable).id);
                o.field("cable_type", s.what);
                o.field("length_m", rounded(s.lengthM));
                o.field("loss_db", rounded(s.lossDb));
                o.field("loss_so_far_db", rounded(s.lossSoFarDb));
                break;
            case TraceStep::Adapter:
                o.field("element", QStringLiteral("adapter"));
                o.key("at");
                writeEndpointJson(o, d, s.at);
                o.field("adapter", s.what);
                if (s.mating) {
                    o.key("a");
                    writePlugJson(o, d, s.mating->a);
                    o.key("b");
                    writePlugJson(o, d, s.mating->b);
                }
                o.field("loss_db", rounded(s.lossDb));
                o.field("loss_so_far_db", rounded(s.lossSoFarDb));
                break;
            }
            o.endObject();
        }
        o.endArray();
        o.field("length_m", rounded(a.lengthM));
        if (a.grade != FiberGrade::None)
            o.field("fiber", QString(enumName(a.grade)));
        if (a.reachM)
            o.field("reach_m", *a.reachM);
        if (a.fiber) {
            o.field("loss_db", rounded(a.lossDb));
            if (a.budgetDb) {
                o.field("budget_db", rounded(*a.budgetDb));
                o.field("margin_db", rounded(*a.budgetDb - a.lossDb));
            }
            if (r.channel.isComplete() && a.kind != ChannelAnalysis::Kind::Mixed) {
                o.key("polarity");
                o.beginObject(true);
                o.field("ok", a.polarityOk);
                o.field("kind", a.kind == ChannelAnalysis::Kind::Parallel ? QStringLiteral("parallel") : QStringLiteral("duplex"));
                o.field("reversals", a.reversals);
                o.field("type_c", a.typeC);
                o.endObject();
            }
        }
        o.key("issues");
        o.beginArray();
        for (const Issue &i : r.issues) {
            o.beginObject(true);
            o.field("rule", QString(ruleId(i.rule)));
            o.field("severity", QString(severityName(i.severity)));
            o.field("message", i.message);
            o.endObject();
        }
        o.endArray();
        o.endObject();
    }
    o.endArray();
    o.endObject();
    return bytes;
}

} // namespace

Command traceCommand()
{
    Command c;
    c.name = QStringLiteral("trace");
    c.summary = QStringLiteral("The channel through a cable: every element, length, loss, budget and polarity");
    c.positional = QStringLiteral("FILE CABLE_ID");
    c.positionalCount = 2;
    c.addOptions = [](QCommandLineParser &p) {
        p.addOption(QCommandLineOption(QStringLiteral("json"), QStringLiteral("Print the channel as JSON.")));
    };
    c.run = [](const QCommandLineParser &p, Streams &s) {
        const QString file = p.positionalArguments().at(0);
        const QString cableId = p.positionalArguments().at(1);
        Result<Design> design = loadDesign(file);
        if (!design.ok())
            return fail(s, design.error().toString());
        const int cable = design.value().cables().find(cableId);
        if (cable < 0)
            return fail(s, QStringLiteral("%1: no cable with id \"%2\"").arg(file, cableId));
        const QList<ChannelReport> reports = traceCable(design.value(), cable);
        if (p.isSet(QStringLiteral("json")))
            s.out << QString::fromUtf8(toJson(design.value(), cableId, reports));
        else
            printText(design.value(), cableId, reports, s.out);
        s.out.flush();
        return int(ExitOk);
    };
    return c;
}

} // namespace railyard::cli
