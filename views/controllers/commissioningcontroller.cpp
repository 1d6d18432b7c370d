#include "controllers/commissioningcontroller.h"

#include "commands/valuecommands.h"
#include "commission/testimport.h"
#include "commission/testjudge.h"
#include "commission/testresults.h"
#include "common/backgroundtask.h"
#include "common/exportfile.h"
#include "common/preferences.h"
#include "dialogs/counterinputsdialog.h"
#include "dialogs/testcolumnsdialog.h"
#include "document/document.h"
#include "export/commissionreport.h"
#include "io/atomicfile.h"
#include "io/inputfile.h"

#include <QDate>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QSettings>

namespace railyard {

namespace {

const char *const profileKey = "commissioning/columns";
const char *const folderKey = "commissioning/folder";

// The columns to start from: Railyard's own where the file has them, else the profile used last where it
// reads the file, else a guess from the column titles.
ResultColumns initialColumns(const QByteArray &file)
{
    const ResultColumns own = railyardResultColumns();
    const QStringList headers = testResultHeaders(file, own);
    if (headers.contains(QStringLiteral("cable")) &&
        (headers.contains(QStringLiteral("loss_db")) || headers.contains(QStringLiteral("result"))))
        return own;
    // The profile used last, where this file has its columns (the same tester's next export).
    const QByteArray last = QSettings().value(QLatin1String(profileKey)).toByteArray();
    if (!last.isEmpty())
        if (Result<ResultColumns> remembered = parseResultColumns(last, QString()); remembered.ok())
            if (!testResultHeaders(file, remembered.value()).isEmpty() &&
                parseTestResults(file, QString(), remembered.value()).ok())
                return remembered.value();
    return guessResultColumns(testResultHeaders(file, own));
}

} // namespace

CommissioningController::CommissioningController(QWidget *window) : QObject(window), m_window(window) {}

void CommissioningController::setDocument(Document *document)
{
    m_document = document;
    m_unmatched.clear();
}

void CommissioningController::exportReport()
{
    if (!m_document) return;
    const QString path = askExportFile(
        m_window, m_document, tr("Export Commissioning Report"),
        exportBaseName(m_document) + QStringLiteral(" commissioning report.xlsx"),
        tr("Excel workbook with a chart (*.xlsx);;PDF (*.pdf);;CSV (*.csv)"), QStringLiteral("xlsx"));
    if (path.isEmpty()) return;
    exportReportTo(path);
}

bool CommissioningController::exportReportTo(const QString &path)
{
    if (!m_document) return false;
    // Judging traces every channel: off the GUI thread, over a copy of the design.
    auto design = std::make_shared<const Design>(m_document->design());
    const Paper paper = Preferences::load().paper;
    const std::optional<Result<>> written = runInBackground<Result<>>(
        m_window, tr("Writing the commissioning report…"),
        [design, path, paper, unmatched = m_unmatched](Feedback &) {
            return writeCommissioningReport(path, *design, judgeTests(*design), unmatched, paper);
        });
    if (!written) return false;
    if (!written->ok()) {
        QMessageBox::critical(
            m_window, tr("Cannot export the commissioning report"),
            tr("<p>%1</p><p>Nothing was written.</p>").arg(written->error().toString().toHtmlEscaped()));
        return false;
    }
    Q_EMIT message(tr("Commissioning report written to %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

void CommissioningController::importTestResults()
{
    if (!m_document) return;
    QSettings settings;
    // Where the last results came from, else beside the design.
    QString folder = settings.value(QLatin1String(folderKey)).toString();
    if (folder.isEmpty() && !m_document->fileName().isEmpty())
        folder = QFileInfo(m_document->fileName()).absolutePath();
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Import Fiber Test Results"), folder,
                                                      tr("Test results (*.csv *.txt);;All files (*)"));
    if (path.isEmpty()) return;
    settings.setValue(QLatin1String(folderKey), QFileInfo(path).absolutePath());
    Result<QByteArray> bytes = readInputFile(path);
    if (!bytes.ok()) {
        QMessageBox::critical(
            m_window, tr("Cannot import the test results"),
            tr("<p>%1</p><p>Nothing was imported.</p>").arg(bytes.error().toString().toHtmlEscaped()));
        return;
    }
    TestColumnsDialog dialog(bytes.value(), path, initialColumns(bytes.value()), m_window);
    if (dialog.exec() != QDialog::Accepted) return;
    const ResultColumns columns = dialog.columns();
    settings.setValue(QLatin1String(profileKey), resultColumnsJson(columns));
    importTestResultsFrom(path, columns);
}

bool CommissioningController::importTestResultsFrom(const QString &path, const ResultColumns &columns)
{
    if (!m_document) return false;
    Result<QList<ReadResult>> read = readTestResults(path, columns);
    if (!read.ok()) {
        QMessageBox::critical(
            m_window, tr("Cannot import the test results"),
            tr("<p>%1</p><p>Nothing was imported.</p>").arg(read.error().toString().toHtmlEscaped()));
        return false;
    }
    // Judging traces every channel: off the GUI thread on a large design.
    auto design = std::make_shared<const Design>(m_document->design());
    const QString today = QDate::currentDate().toString(Qt::ISODate);
    const std::optional<TestImport> plan = runInBackground<TestImport>(
        m_window, tr("Judging the test results…"), [design, results = read.value(), today](Feedback &) {
            return planTestImport(*design, results, today);
        });
    if (!plan) return false;
    const QString file = QFileInfo(path).fileName();
    if (plan->cables.isEmpty()) {
        QMessageBox::warning(m_window, tr("No test result imported"),
                             tr("<p>None of the %n result(s) in %1 names a cable of this design by its id or "
                                "label.</p><p>Nothing was imported.</p>",
                                nullptr, int(read.value().size()))
                                 .arg(file.toHtmlEscaped()));
        return false;
    }
    QList<CableCommissioning> values;
    for (int i = 0; i < int(plan->cables.size()); ++i)
        values.append({plan->tests[i], plan->statuses[i]});
    m_document->push(setCableCommissioning(m_document, plan->cables, values));
    m_unmatched += plan->unmatched;
    QString text = tr("<p>%1 imported from %2 for %3: %4.</p>")
                       .arg(tr("%n result(s)", nullptr, plan->records), file.toHtmlEscaped(),
                            tr("%n cable(s)", nullptr, int(plan->cables.size())),
                            plan->failed ? tr("%n failed", nullptr, plan->failed) : tr("all pass"));
    QMessageBox box(plan->unmatched.isEmpty() && plan->failed == 0 ? QMessageBox::Information
                                                                   : QMessageBox::Warning,
                    tr("Test Results Imported"), QString(), QMessageBox::Ok, m_window);
    if (!plan->unmatched.isEmpty()) {
        text += tr("<p>Left out, as they name no cable of the design: %n result(s) (see the details).</p>",
                   nullptr, int(plan->unmatched.size()));
        QStringList rows;
        for (const UnmatchedResult &u : plan->unmatched)
            rows << (u.ambiguous ? tr("row %1: “%2” is a label several cables carry")
                                 : tr("row %1: “%2” is no cable's id or label"))
                        .arg(u.row)
                        .arg(u.cable);
        box.setDetailedText(rows.join(QLatin1Char('\n')));
    }
    text += tr(
        "<p>The Commissioning panel lists the failures and warnings; Edit ▸ Undo takes the import back.</p>");
    box.setText(text);
    Q_EMIT imported();
    box.exec();
    Q_EMIT message(tr("%n test result(s) imported", nullptr, plan->records));
    return true;
}

void CommissioningController::recordBaseline()
{
    if (!m_document) return;
    CounterInputsDialog dialog(CounterInputsDialog::Purpose::Record, m_window);
    if (dialog.exec() != QDialog::Accepted) return;
    const QString folder = QFileInfo(dialog.inputs().ibdiagnet).absolutePath();
    QString path = QFileDialog::getSaveFileName(
        m_window, tr("Save Counter Baseline"),
        QDir(folder).filePath(
            QStringLiteral("counters %1.json").arg(QDate::currentDate().toString(Qt::ISODate))),
        tr("Counter snapshots (*.json)"));
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".json");
    recordBaselineTo(dialog.inputs(), path);
}

void CommissioningController::compareCounters()
{
    if (!m_document) return;
    CounterInputsDialog dialog(CounterInputsDialog::Purpose::Compare, m_window);
    if (dialog.exec() != QDialog::Accepted) return;
    compareCountersWith(dialog.inputs());
}

namespace {

// The counters read on the thread pool (the dump and the verification take a while on a large fabric).
std::optional<Result<CounterCheck>> readCounters(QWidget *window, const Document &document,
                                                 const CounterInputs &inputs)
{
    auto design = std::make_shared<const Design>(document.design());
    const QString taken = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    return runInBackground<Result<CounterCheck>>(
        window, CommissioningController::tr("Reading the port counters…"),
        [design, inputs, taken](Feedback &) { return checkCounters(*design, inputs, taken); });
}

} // namespace

bool CommissioningController::recordBaselineTo(const CounterInputs &inputs, const QString &snapshot)
{
    if (!m_document) return false;
    const std::optional<Result<CounterCheck>> check = readCounters(m_window, *m_document, inputs);
    if (!check) return false;
    if (!check->ok()) {
        QMessageBox::critical(
            m_window, tr("Cannot read the port counters"),
            tr("<p>%1</p><p>No baseline was written.</p>").arg(check->error().toString().toHtmlEscaped()));
        return false;
    }
    if (Result<> written = writeFileAtomically(snapshot, counterSnapshotJson(check->value().snapshot));
        !written.ok()) {
        QMessageBox::critical(
            m_window, tr("Cannot save the counter baseline"),
            tr("<p>%1</p><p>Nothing was written.</p>").arg(written.error().toString().toHtmlEscaped()));
        return false;
    }
    const CounterComparison &c = check->value().comparison;
    // The next comparison starts from this baseline.
    QSettings().setValue(QStringLiteral("commissioning/baseline"), snapshot);
    Q_EMIT countersCompared(c, QString());
    Q_EMIT message(
        tr("Baseline of %n port(s) saved to %1", nullptr, int(check->value().snapshot.ports.size()))
            .arg(QDir::toNativeSeparators(snapshot)));
    return true;
}

bool CommissioningController::compareCountersWith(const CounterInputs &inputs)
{
    if (!m_document) return false;
    const std::optional<Result<CounterCheck>> check = readCounters(m_window, *m_document, inputs);
    if (!check) return false;
    if (!check->ok()) {
        QMessageBox::critical(m_window, tr("Cannot compare the port counters"),
                              tr("<p>%1</p>").arg(check->error().toString().toHtmlEscaped()));
        return false;
    }
    Q_EMIT countersCompared(check->value().comparison, QFileInfo(inputs.baseline).fileName());
    const CounterComparison &c = check->value().comparison;
    Q_EMIT message(tr("Port counters: %1 rose, %2 ok, %3 unseen").arg(c.rose).arg(c.ok).arg(c.unseen));
    return true;
}

} // namespace railyard
