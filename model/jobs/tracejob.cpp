#include "jobs/jobregistry.h"

#include "revision/revisionstore.h"

#include <cmath>

#include "design/describe.h"
#include "io/designfile.h"
#include "io/jsonout.h"
#include "report/channelreport.h"
#include "report/tracetext.h"

namespace railyard::jobs {

namespace {

// Losses to 1/10000 dB: enough for any budget, without binary floating-point noise in the output.
double rounded(double v)
{
    return std::round(v * 1e4) / 1e4;
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
        o.field("kind",
                s.kind == MatingSide::Module ? QStringLiteral("module") : QStringLiteral("fixed-port"));
    o.field("connector", s.connector);
    if (s.polish != Polish::None) o.field("polish", QString(enumName(s.polish)));
    if (s.gender != Gender::None) o.field("gender", QString(enumName(s.gender)));
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
        if (a.grade != FiberGrade::None) o.field("fiber", QString(enumName(a.grade)));
        if (a.reachM) o.field("reach_m", *a.reachM);
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
                o.field("kind", a.kind == ChannelAnalysis::Kind::Parallel ? QStringLiteral("parallel")
                                                                          : QStringLiteral("duplex"));
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

Job traceJob()
{
    Job c;
    c.name = QStringLiteral("trace");
    c.summary =
        QStringLiteral("The channel through a cable: every element, length, loss, budget and polarity");
    c.positional = QStringLiteral("FILE CABLE_ID");
    c.positionalHelp = {
        QStringLiteral("The design: interchange JSON or a native .railyard document (by content)."),
        QStringLiteral("The id of a cable of the channel.")};
    c.positionalCount = 2;
    c.options = declareOptions([](JobOptionList &p) {
        p.addOption(QCommandLineOption(QStringLiteral("json"), QStringLiteral("Print the channel as JSON.")));
    });
    c.run = [](const JobParameters &p, JobContext &s) {
        const QString file = p.positionalArguments().at(0);
        const QString cableId = p.positionalArguments().at(1);
        Result<Design> design = loadDesignOrRevision(file);
        if (!design.ok()) return fail(s, design.error().toString());
        const int cable = design.value().cables().find(cableId);
        if (cable < 0) return fail(s, QStringLiteral("%1: no cable with id \"%2\"").arg(file, cableId));
        const QList<ChannelReport> reports = traceCable(design.value(), cable);
        if (p.isSet(QStringLiteral("json")))
            s.out << QString::fromUtf8(toJson(design.value(), cableId, reports));
        else
            writeTraceText(design.value(), cableId, reports, s.out);
        s.out.flush();
        return int(ExitOk);
    };
    return c;
}

} // namespace railyard::jobs
