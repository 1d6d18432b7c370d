#include "jobs/jobregistry.h"

#include "asbuilt/verification.h"
#include "export/verificationreport.h"
#include "io/designfile.h"
#include "io/jsonout.h"
#include "jobs/fabricinputoptions.h"

#include <QFileInfo>

namespace railyard::jobs {

namespace {

void writeEnds(JsonOut &out, const char *name, const LinkEnds &ends, bool withCables)
{
    out.key(name);
    out.beginObject(true);
    out.field("a", ends.a);
    out.field("b", ends.b);
    if (withCables) {
        out.key("cables");
        out.beginArray(true);
        for (const QString &c : ends.cables)
            out.value(c);
        out.endArray();
    }
    out.endObject();
}

QByteArray verificationJson(const Verification &v)
{
    QByteArray text;
    JsonOut out(text);
    out.beginObject();
    out.key("summary");
    out.beginObject(true);
    const QMap<QString, int> summary = v.summary();
    for (auto it = summary.cbegin(); it != summary.cend(); ++it)
        out.field(it.key().toUtf8().constData(), it.value());
    out.endObject();
    out.key("links");
    out.beginArray();
    for (const VerifiedLink &l : v.links) {
        out.beginObject(true);
        out.field("status", linkStatusName(l.status));
        if (!l.design.a.isEmpty()) writeEnds(out, "design", l.design, true);
        if (!l.found.a.isEmpty()) {
            out.key("found");
            out.beginObject(true);
            out.field("a", l.found.a);
            out.field("b", l.found.b);
            out.field("width", l.width);
            out.field("speed", l.speed);
            out.endObject();
        }
        // Railyard's own key: the other design link of a swapped pair.
        if (!l.pairedWith.a.isEmpty()) writeEnds(out, "pair", l.pairedWith, true);
        out.endObject();
    }
    out.endArray();
    out.key("devices");
    out.beginArray();
    for (const QString &device : v.notDiscovered) {
        out.beginObject(true);
        out.field("status", QStringLiteral("not-discovered"));
        out.field("device", device);
        out.endObject();
    }
    out.endArray();
    out.endObject();
    text += '\n';
    return text;
}

QString verificationText(const Verification &v)
{
    QString text;
    const QMap<QString, int> summary = v.summary();
    QStringList counts;
    for (auto it = summary.cbegin(); it != summary.cend(); ++it)
        counts << QStringLiteral("%1 %2").arg(it.value()).arg(it.key());
    text += counts.join(QStringLiteral(", ")) + QLatin1Char('\n');
    for (const VerifiedLink &l : v.links) {
        if (l.status == LinkStatus::Ok) continue;
        QString line = QStringLiteral("%1  ").arg(linkStatusName(l.status).leftJustified(14));
        if (!l.design.a.isEmpty())
            line += QStringLiteral("design %1 -> %2 (%3)")
                        .arg(l.design.a, l.design.b, l.design.cables.join(QLatin1Char(',')));
        if (!l.found.a.isEmpty())
            line += QStringLiteral("%1found %2 -> %3 %4%5")
                        .arg(l.design.a.isEmpty() ? QString() : QStringLiteral("; "), l.found.a, l.found.b,
                             l.width, l.speed);
        if (!l.pairedWith.a.isEmpty())
            line += QStringLiteral("; swapped with %1 -> %2").arg(l.pairedWith.a, l.pairedWith.b);
        text += printableText(line) + QLatin1Char('\n'); // names the network reported
    }
    for (const QString &device : v.notDiscovered)
        text += QStringLiteral("%1  %2\n")
                    .arg(QStringLiteral("not-discovered").leftJustified(14), printableText(device));
    return text;
}

} // namespace

Job verifyJob()
{
    Job c;
    c.name = QStringLiteral("verify");
    c.summary =
        QStringLiteral("Compare the design with what the running fabric reports (ibnetdiscover, LLDP)");
    c.positional = QStringLiteral("FILE");
    c.options = declareOptions([](JobOptionList &p) {
        addFabricInputOptions(p, true);
        p.addOption(
            QCommandLineOption(QStringLiteral("json"), QStringLiteral("Print the verdicts as JSON.")));
        p.addOption({QStringLiteral("report"),
                     QStringLiteral("Also write the report for the field team: .xlsx or .csv."),
                     QStringLiteral("FILE")},
                    JobOption::Kind::OutputFile);
    });
    c.run = [](const JobParameters &p, JobContext &s) {
        if (!p.isSet(QStringLiteral("ibnetdiscover")) && !p.isSet(QStringLiteral("lldp")))
            return fail(s, QStringLiteral("verify: --ibnetdiscover DUMP or --lldp PATH is required"));
        const FabricInputs inputs = fabricInputs(p, true);
        if (p.isSet(QStringLiteral("report")))
            if (const QString problem =
                    outputProblem({p.positionalArguments().first(), inputs.dump, inputs.lldp, inputs.hcaMap,
                                   inputs.nodeNameMap, inputs.ifnameMap},
                                  p.value(QStringLiteral("report")));
                !problem.isEmpty())
                return fail(s, problem);
        Result<Design> design = jobDesign(p, s);
        if (!design.ok()) return fail(s, design.error().toString());
        const Result<LoadedFabric> loaded = loadFabricInputs(inputs);
        if (!loaded.ok()) return fail(s, loaded.error().toString());
        const Verification v = verifyDiscovered(design.value(), loaded.value());
        if (p.isSet(QStringLiteral("report"))) {
            const QString designName = QFileInfo(p.positionalArguments().first()).completeBaseName();
            if (Result<> status = writeVerificationReport(v, designName, inputs.sourceNames(),
                                                          p.value(QStringLiteral("report")));
                !status.ok())
                return fail(s, status.error().toString());
        }
        if (p.isSet(QStringLiteral("json")))
            s.out << QString::fromUtf8(verificationJson(v));
        else
            s.out << verificationText(v);
        s.out.flush();
        return v.allOk() ? int(ExitOk) : int(ExitValidationErrors);
    };
    c.formats = {
        jobFormat("verification-report-xlsx",
                  QT_TRANSLATE_NOOP("railyard::JobFormat", "Verification report for the field team, XLSX"),
                  {"xlsx"}, FormatDirection::Write, "--report"),
        jobFormat("verification-report-csv",
                  QT_TRANSLATE_NOOP("railyard::JobFormat", "Verification report for the field team, CSV"),
                  {"csv"}, FormatDirection::Write, "--report"),
        jobFormat("ibnetdiscover",
                  QT_TRANSLATE_NOOP("railyard::JobFormat", "ibnetdiscover output (default or ports report)"),
                  {"out", "txt"}, FormatDirection::Read, "--ibnetdiscover"),
        jobFormat("lldp",
                  QT_TRANSLATE_NOOP("railyard::JobFormat",
                                    "lldpcli -f json0 / -f json reports, a file or a folder"),
                  {"json"}, FormatDirection::Read, "--lldp"),
        jobFormat("node-name-map",
                  QT_TRANSLATE_NOOP("railyard::JobFormat", "ibnetdiscover node-name map (<guid> \"<name>\")"),
                  {"map", "txt"}, FormatDirection::Read, "--node-name-map"),
        jobFormat("hca-map", QT_TRANSLATE_NOOP("railyard::JobFormat", "HCA map, port,hca-name CSV"), {"csv"},
                  FormatDirection::Read, "--hca-map"),
        jobFormat(
            "ifname-map",
            QT_TRANSLATE_NOOP("railyard::JobFormat", "Interface-name map, [device-or-type,]port,ifname CSV"),
            {"csv"}, FormatDirection::Read, "--ifname-map"),
    };
    return c;
}

} // namespace railyard::jobs
