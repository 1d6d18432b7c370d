#include "jobs/jobregistry.h"

#include "commission/countermeasure.h"
#include "io/atomicfile.h"
#include "jobs/fabricinputoptions.h"

#include <QDateTime>

namespace railyard::jobs {

Job countersJob()
{
    Job c;
    c.name = QStringLiteral("counters");
    c.summary =
        QStringLiteral("Read the fabric's port error counters per design link; compare with a baseline");
    c.positional = QStringLiteral("FILE");
    c.options = declareOptions([](JobOptionList &p) {
        addFabricInputOptions(p, false);
        p.addOption({QStringLiteral("ibdiagnet"),
                     QStringLiteral("ibdiagnet's ibdiagnet2.db_csv (PM_INFO: the port counters; run with "
                                    "--extended_speeds all for the FEC counters)."),
                     QStringLiteral("FILE")});
        p.addOption(
            {QStringLiteral("perfquery"),
             QStringLiteral("Instead of --ibdiagnet: perfquery text (-x, -T) of the ports, one block per "
                            "port headed \"# Port counters: Lid L port P\"; the LIDs are found in the dump."),
             QStringLiteral("FILE")});
        p.addOption({QStringLiteral("baseline"),
                     QStringLiteral("A snapshot written earlier with -o: links whose counters rose past the "
                                    "thresholds since then are \"rose\" (exit 1)."),
                     QStringLiteral("FILE")});
        p.addOption({QStringLiteral("thresholds"),
                     QStringLiteral("Thresholds (.json) replacing the defaults (docs/commissioning.md)."),
                     QStringLiteral("FILE")});
        p.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                     QStringLiteral("Write the counters read as a snapshot (.json), the next baseline."),
                     QStringLiteral("OUT")});
        p.addOption(QCommandLineOption(QStringLiteral("json"), QStringLiteral("Print the links as JSON.")));
    });
    c.run = [](const JobParameters &p, JobContext &s) {
        if (!p.isSet(QStringLiteral("ibnetdiscover")) ||
            p.isSet(QStringLiteral("ibdiagnet")) == p.isSet(QStringLiteral("perfquery")))
            return fail(
                s, QStringLiteral("counters: --ibnetdiscover DUMP and one of --ibdiagnet FILE or --perfquery "
                                  "FILE are required"));
        CounterInputs inputs;
        inputs.fabric = fabricInputs(p, false);
        inputs.ibdiagnet = p.value(p.isSet(QStringLiteral("perfquery")) ? QStringLiteral("perfquery")
                                                                        : QStringLiteral("ibdiagnet"));
        inputs.baseline = p.value(QStringLiteral("baseline"));
        inputs.thresholds = p.value(QStringLiteral("thresholds"));
        const QString out = p.value(QStringLiteral("output"));
        if (!out.isEmpty()) {
            if (!out.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
                return fail(s, QStringLiteral("%1: a counter snapshot is written as .json").arg(out));
            if (const QString problem = outputProblem({p.positionalArguments().value(0), inputs.fabric.dump,
                                                       inputs.fabric.hcaMap, inputs.fabric.nodeNameMap,
                                                       inputs.ibdiagnet, inputs.baseline, inputs.thresholds},
                                                      out);
                !problem.isEmpty())
                return fail(s, problem);
        }
        Result<Design> design = jobDesign(p, s);
        if (!design.ok()) return fail(s, design.error().toString());
        Result<CounterCheck> check =
            checkCounters(design.value(), inputs, QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
        if (!check.ok()) return fail(s, check.error().toString());
        if (!out.isEmpty())
            if (Result<> written = writeFileAtomically(out, counterSnapshotJson(check.value().snapshot));
                !written.ok())
                return fail(s, written.error().toString());
        const CounterComparison &comparison = check.value().comparison;
        if (p.isSet(QStringLiteral("json")))
            s.out << QString::fromUtf8(counterComparisonJson(comparison));
        else
            s.out << counterComparisonText(comparison);
        s.out.flush();
        return comparison.rose > 0 ? int(ExitValidationErrors) : int(ExitOk);
    };
    c.formats = {
        jobFormat("ibdiagnet-db-csv",
                  QT_TRANSLATE_NOOP("railyard::JobFormat", "ibdiagnet port counters (ibdiagnet2.db_csv)"),
                  {"db_csv", "csv"}, FormatDirection::Read, "--ibdiagnet"),
        jobFormat("perfquery", QT_TRANSLATE_NOOP("railyard::JobFormat", "perfquery port counters, text"),
                  {"txt", "out"}, FormatDirection::Read, "--perfquery"),
        jobFormat("counter-snapshot", QT_TRANSLATE_NOOP("railyard::JobFormat", "Port counter snapshot, JSON"),
                  {"json"}, FormatDirection::Both, "-o"),
        jobFormat("counter-thresholds",
                  QT_TRANSLATE_NOOP("railyard::JobFormat", "Port counter thresholds, JSON"), {"json"},
                  FormatDirection::Read, "--thresholds"),
    };
    return c;
}

} // namespace railyard::jobs
