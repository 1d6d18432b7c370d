#include "jobs/jobregistry.h"

#include "commission/commissionoutput.h"
#include "commission/testimport.h"
#include "commission/testjudge.h"
#include "export/commissionreport.h"
#include "io/designfile.h"

#include <QDate>
#include <QFileInfo>

namespace railyard::jobs {

namespace {

int runCommission(const JobParameters &p, JobContext &s)
{
    const QString report = p.value(QStringLiteral("report"));
    const QString out = p.value(QStringLiteral("output"));
    const QStringList testFiles =
        p.isSet(QStringLiteral("tests")) ? p.values(QStringLiteral("tests")) : QStringList();
    const QString map = p.value(QStringLiteral("map"));
    if (!map.isEmpty() && testFiles.isEmpty())
        return fail(s, QStringLiteral("commission: --map goes with --tests"));
    if (!report.isEmpty()) {
        const QString suffix = QFileInfo(report).suffix().toLower();
        if (suffix != QLatin1String("xlsx") && suffix != QLatin1String("pdf") &&
            suffix != QLatin1String("csv"))
            return fail(
                s,
                QStringLiteral("%1: the commissioning report is written as .xlsx, .pdf or .csv").arg(report));
    }
    std::optional<FileFormat> format;
    if (!out.isEmpty()) {
        format = formatForFileName(out);
        if (*format == FileFormat::Unknown)
            return fail(
                s, QStringLiteral("%1: unknown output format; use a .json or .railyard file name").arg(out));
    }
    QStringList inputs{p.positionalArguments().value(0)};
    inputs += testFiles;
    if (!map.isEmpty()) inputs << map;
    for (const QString &output : {report, out})
        if (!output.isEmpty())
            if (const QString problem = outputProblem(inputs, output); !problem.isEmpty())
                return fail(s, problem);
    if (!report.isEmpty() && !out.isEmpty() &&
        QFileInfo(report).absoluteFilePath() == QFileInfo(out).absoluteFilePath())
        return fail(s, QStringLiteral("%1: the report and the design cannot be the same file").arg(out));

    Result<Design> loaded = jobDesign(p, s);
    if (!loaded.ok()) return fail(s, loaded.error().toString());
    Design design = std::move(loaded.value());
    ResultColumns columns = railyardResultColumns();
    if (!map.isEmpty()) {
        Result<ResultColumns> profile = readResultColumns(map);
        if (!profile.ok()) return fail(s, profile.error().toString());
        columns = profile.value();
    }
    // Every file is read before anything is applied: a bad file changes nothing.
    QList<ReadResult> results;
    for (const QString &file : testFiles) {
        Result<QList<ReadResult>> read = readTestResults(file, columns);
        if (!read.ok()) return fail(s, read.error().toString());
        results += read.value();
    }
    const TestImport import = planTestImport(design, results, QDate::currentDate().toString(Qt::ISODate));
    applyTestImport(design, import);
    const Commissioning judged = judgeTests(design);
    if (p.isSet(QStringLiteral("json")))
        s.out << QString::fromUtf8(commissioningJson(design, judged, import.unmatched));
    else
        s.out << commissioningText(design, judged, import.unmatched);
    s.out.flush();
    if (!report.isEmpty())
        if (Result<> written = writeCommissioningReport(report, design, judged, import.unmatched);
            !written.ok())
            return fail(s, written.error().toString());
    if (format)
        if (Result<> saved = saveDesign(design, out, *format); !saved.ok())
            return fail(s, saved.error().toString());
    const bool complete =
        judged.summary.failed == 0 && judged.summary.untested == 0 && import.unmatched.isEmpty();
    return complete ? int(ExitOk) : int(ExitValidationErrors);
}

} // namespace

Job commissionJob()
{
    Job c;
    c.name = QStringLiteral("commission");
    c.summary = QStringLiteral("Judge fiber test results against each cable's loss budget; write the report");
    c.positional = QStringLiteral("FILE");
    c.translatable = true;
    c.options = declareOptions([](JobOptionList &p) {
        p.addOption(
            {QStringLiteral("tests"),
             QStringLiteral("A tester's results (.csv) to import: Railyard's own columns cable, fiber, "
                            "wavelength_nm, loss_db, limit_db, length_m, result, date, tester, or those "
                            "--map names. Repeat for several files."),
             QStringLiteral("CSV")});
        p.allowRepeats();
        p.addOption({QStringLiteral("map"),
                     QStringLiteral("A column profile (.json) naming the columns of the tester's export "
                                    "(docs/commissioning.md)."),
                     QStringLiteral("MAP")});
        p.addOption({QStringLiteral("report"),
                     QStringLiteral("Write the commissioning report: .xlsx (with a chart), .pdf or .csv."),
                     QStringLiteral("REPORT")},
                    JobOption::Kind::OutputFile);
        p.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                     QStringLiteral("Write the design with the imported results and the statuses they give "
                                    "(.json or .railyard)."),
                     QStringLiteral("OUT")});
        p.addOption(
            QCommandLineOption(QStringLiteral("json"),
                               QStringLiteral("Print the judgement as JSON: summary, results, unmatched.")));
    });
    c.run = runCommission;
    c.menuItems = {
        {JobMenuItem::Menu::Import, QT_TRANSLATE_NOOP("railyard::ActionSet", "Fiber Test &Results…")},
        {JobMenuItem::Menu::Export, QT_TRANSLATE_NOOP("railyard::ActionSet", "Commissioning &Report…")},
    };
    c.formats = {
        jobFormat("test-results-csv", QT_TRANSLATE_NOOP("railyard::JobFormat", "Fiber test results, CSV"),
                  {"csv"}, FormatDirection::Read, "--tests"),
        jobFormat("test-columns-json",
                  QT_TRANSLATE_NOOP("railyard::JobFormat", "Column profile of a tester's export, JSON"),
                  {"json"}, FormatDirection::Read, "--map"),
        jobFormat("commissioning-report-xlsx",
                  QT_TRANSLATE_NOOP("railyard::JobFormat", "Commissioning report, Excel workbook"), {"xlsx"},
                  FormatDirection::Write, "--report"),
        jobFormat("commissioning-report-pdf",
                  QT_TRANSLATE_NOOP("railyard::JobFormat", "Commissioning report, PDF"), {"pdf"},
                  FormatDirection::Write, "--report"),
        jobFormat("commissioning-report-csv",
                  QT_TRANSLATE_NOOP("railyard::JobFormat", "Commissioning report, CSV"), {"csv"},
                  FormatDirection::Write, "--report"),
    };
    return c;
}

} // namespace railyard::jobs
