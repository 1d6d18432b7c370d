#include "jobs/jobregistry.h"

#include "commission/cablefinder.h"
#include "commission/installstatus.h"
#include "io/csv.h"
#include "io/designfile.h"
#include "io/inputfile.h"

namespace railyard::jobs {

namespace {

// The entries of --cables (comma-separated) or of a scan file (one per line, as a scanner typed them).
Result<QStringList> scannedEntries(const JobParameters &p)
{
    if (p.isSet(QStringLiteral("cables"))) {
        QStringList entries;
        for (const QString &value : p.values(QStringLiteral("cables")))
            entries += value.split(QLatin1Char(','));
        return entries;
    }
    const QString path = p.value(QStringLiteral("scans"));
    Result<QByteArray> bytes = readInputFile(path);
    if (!bytes.ok()) return bytes.error();
    const QString text = decodeText(bytes.value());
    if (looksBinary(text))
        return IoError{path, {}, {}, QStringLiteral("not a text file of scanned ids or labels")};
    return text.split(QLatin1Char('\n'));
}

int setStatus(const JobParameters &p, JobContext &s)
{
    const QString out = p.value(QStringLiteral("output"));
    const QString statusName = p.value(QStringLiteral("set"));
    const std::optional<CableStatus> status = enumFromName<CableStatus>(statusName);
    if (!status)
        return fail(s, QStringLiteral("status: --set must be %1, not \"%2\"")
                           .arg(enumChoices<CableStatus>(), statusName));
    const bool byIds = p.isSet(QStringLiteral("cables")), byScans = p.isSet(QStringLiteral("scans"));
    if (byIds == byScans)
        return fail(s,
                    QStringLiteral("status: --set takes the cables from --cables ID,… or --scans FILE (one "
                                   "of them)"));
    if (out.isEmpty())
        return fail(s, QStringLiteral("status: --set writes the design to -o OUT (see 'railyard-cli status "
                                      "--help')"));
    const FileFormat format = formatForFileName(out);
    if (format == FileFormat::Unknown)
        return fail(s,
                    QStringLiteral("%1: unknown output format; use a .json or .railyard file name").arg(out));
    QStringList inputs{p.positionalArguments().value(0)};
    if (byScans) inputs << p.value(QStringLiteral("scans"));
    // The scans first: a folder or a binary file is the problem to report, not the output beside it.
    Result<QStringList> entries = scannedEntries(p);
    if (!entries.ok()) return fail(s, entries.error().toString());
    if (std::all_of(entries.value().cbegin(), entries.value().cend(),
                    [](const QString &e) { return e.trimmed().isEmpty(); }))
        return fail(s, QStringLiteral("%1: no cable id or label to set")
                           .arg(byScans ? inputs.last() : QStringLiteral("--cables")));
    if (const QString problem = outputProblem(inputs, out); !problem.isEmpty()) return fail(s, problem);

    Result<Design> loaded = jobDesign(p, s);
    if (!loaded.ok()) return fail(s, loaded.error().toString());
    Design design = std::move(loaded.value());
    const ScanResult found = findScanned(design, entries.value());
    for (int c : found.cables)
        design.cableForEdit(c).status = *status;
    if (Result<> saved = saveDesign(design, out, format); !saved.ok())
        return fail(s, saved.error().toString());
    const QString source = byScans ? p.value(QStringLiteral("scans")) : QStringLiteral("--cables");
    for (const ScanResult::Miss &miss : found.misses)
        s.err << QStringLiteral("%1: entry %2: %3 \"%4\"\n")
                     .arg(source)
                     .arg(miss.line)
                     .arg(miss.outcome == CableFinder::Match::Ambiguous
                              ? QStringLiteral("a label several cables carry, none set:")
                              : QStringLiteral("no cable has the id or label"),
                          echoText(miss.entry));
    const auto count = [](qsizetype n, const char *one, const char *many) {
        return QStringLiteral("%1 %2").arg(n).arg(QLatin1String(n == 1 ? one : many));
    };
    s.out << QStringLiteral("%1 set %2, %3 unknown\n")
                 .arg(count(found.cables.size(), "cable", "cables"), statusName,
                      count(found.misses.size(), "entry", "entries"));
    s.out.flush();
    s.err.flush();
    return found.misses.isEmpty() ? int(ExitOk) : int(ExitValidationErrors);
}

} // namespace

Job statusJob()
{
    Job c;
    c.name = QStringLiteral("status");
    c.summary =
        QStringLiteral("Count cables by install status per rack and row, or set the status of cables");
    c.positional = QStringLiteral("FILE");
    c.options = declareOptions([](JobOptionList &p) {
        p.addOption(QCommandLineOption(QStringLiteral("json"), QStringLiteral("Print the counts as JSON.")));
        p.addOption(
            {QStringLiteral("set"),
             QStringLiteral("Set the status of the cables given by --cables or --scans and write the "
                            "design to -o: planned, pulled, terminated, tested, in-service or failed."),
             QStringLiteral("STATUS")});
        p.addOption({QStringLiteral("cables"),
                     QStringLiteral("The cables to set, by id or label, separated by commas."),
                     QStringLiteral("ID,…")});
        p.allowRepeats();
        p.addOption(
            {QStringLiteral("scans"),
             QStringLiteral("A file of what a barcode or QR scanner read: one cable id (the labels' QR "
                            "code) or label per line. Entries no cable has are listed and change "
                            "nothing (exit 1)."),
             QStringLiteral("FILE")});
        p.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                     QStringLiteral("The design to write with --set (.json or .railyard)."),
                     QStringLiteral("OUT")});
    });
    c.run = [](const JobParameters &p, JobContext &s) {
        if (p.isSet(QStringLiteral("set"))) return setStatus(p, s);
        for (const char *only : {"cables", "scans", "output"})
            if (p.isSet(QLatin1String(only)))
                return fail(s, QStringLiteral("status: --%1 goes with --set").arg(QLatin1String(only)));
        Result<Design> design = jobDesign(p, s);
        if (!design.ok()) return fail(s, design.error().toString());
        const InstallProgress progress = installProgress(design.value());
        if (p.isSet(QStringLiteral("json")))
            s.out << QString::fromUtf8(installProgressJson(progress));
        else
            s.out << installProgressText(progress);
        s.out.flush();
        return int(ExitOk);
    };
    c.formats = {
        jobFormat("scan-list",
                  QT_TRANSLATE_NOOP("railyard::JobFormat", "Scanned cable ids or labels, one per line"),
                  {"txt"}, FormatDirection::Read, "--scans"),
    };
    return c;
}

} // namespace railyard::jobs
