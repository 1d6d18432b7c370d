#include "controllers/exportcontroller.h"

#include "export/bomprices.h"
#include "revision/designdiff.h"
#include "revision/revisionstore.h"

#include "common/exportfile.h"

#include "common/backgroundtask.h"
#include "common/preferences.h"

#include "export/cableorder.h"

#include "commands/catalogcommands.h"
#include "controllers/overlaycontroller.h"
#include "controllers/selectionmodel.h"
#include "controllers/validationcontroller.h"
#include "dialogs/bomdialog.h"
#include "dialogs/joboptionsdialog.h"
#include "dialogs/labeloptionsdialog.h"
#include "dialogs/pricelistreportdialog.h"
#include "document/document.h"
#include "export/bomwriter.h"
#include "export/labels.h"
#include "export/labeltemplate.h"
#include "export/pulllist.h"
#include "export/quotepackage.h"
#include "io/pricelistfile.h"
#include "netbox/netboxexport.h"
#include "render/decorations.h"

#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>
#include <QPrintPreviewDialog>
#include <QProgressDialog>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>

#include <algorithm>

namespace railyard {

namespace {

// Above this many labels Print Labels goes straight to the print dialog: the preview renders every page
// first.
constexpr qint64 previewLimit = 2100;

// A modal progress dialog for printing: the QPrinter belongs to the GUI thread, so the pages are painted
// there and processing events between labels is what lets Cancel work. (Writing files runs on the thread
// pool: runWithProgress.)
class Progress
{
public:
    Progress(QWidget *parent, const QString &text) : m_dialog(text, QObject::tr("Cancel"), 0, 1000, parent)
    {
        setUpProgressDialog(m_dialog);
        m_dialog.setMinimumDuration(400);
    }
    // Feedback that moves the bar and lets Cancel work between labels.
    Feedback *feedback()
    {
        m_feedback.setListener([this](const Feedback &f) {
            m_dialog.setValue(f.perMille());
            QApplication::processEvents();
            if (m_dialog.wasCanceled()) m_feedback.cancel();
        });
        return &m_feedback;
    }

private:
    QProgressDialog m_dialog;
    Feedback m_feedback;
};

} // namespace

ExportController::ExportController(SelectionModel *selection, ValidationController *validation,
                                   QWidget *window)
    : QObject(window), m_selection(selection), m_validation(validation), m_window(window)
{
}

void ExportController::setDocument(Document *document)
{
    m_document = document;
}

std::vector<int> ExportController::selectedCables() const
{
    if (!m_document) return {};
    const Design &d = m_document->design();
    const Selection &s = m_selection->selection();
    const QSet<int> racks(s.racks.cbegin(), s.racks.cend());
    const QSet<int> devices(s.devices.cbegin(), s.devices.cend());
    const QSet<int> cables(s.cables.cbegin(), s.cables.cend());
    std::vector<int> out;
    if (s.isEmpty()) return out;
    for (int c : d.cables().live()) {
        bool chosen = cables.contains(c);
        for (const Endpoint &e : d.cables().at(c).ends)
            chosen = chosen || (!e.isLoose() && (devices.contains(e.device) ||
                                                 racks.contains(d.devices().at(e.device).rack)));
        if (chosen) out.push_back(c);
    }
    return out;
}

QString ExportController::askForFile(const QString &title, const QString &suggestedName,
                                     const QString &filters)
{
    return askExportFile(m_window, m_document, title, suggestedName, filters);
}

void ExportController::showError(const QString &title, const IoError &error)
{
    QMessageBox::critical(m_window, title,
                          tr("<p>%1</p><p>Nothing was written.</p>").arg(error.toString().toHtmlEscaped()));
}

bool ExportController::importPrices(const QString &path)
{
    Result<QList<PriceEntry>> prices = readPriceList(path);
    if (!prices.ok()) {
        QMessageBox::critical(
            m_window, tr("Cannot import the price list"),
            tr("<p>%1</p><p>No price was changed.</p>").arg(prices.error().toString().toHtmlEscaped()));
        return false;
    }
    const QList<PriceRowResult> report = checkPriceList(m_document->design().catalog, prices.value());
    auto *command = new SetPrices(m_document, prices.value());
    const int priced = command->partCount();
    m_document->push(command);
    Q_EMIT message(tr("Priced %n part(s) from %1", nullptr, priced).arg(QFileInfo(path).fileName()));
    // Rows not applied (or applied with a doubt) and the BOM lines still without a price are listed where the
    // user cannot miss them, and can be saved: nothing goes to the buyer silently at 0.
    const QList<PriceRowResult> unpriced = unpricedBomLines(buildBom(m_document->design()));
    const bool notable = std::any_of(report.begin(), report.end(), [](const PriceRowResult &r) {
        return r.outcome != PriceRowResult::Outcome::Applied;
    });
    if (notable || !unpriced.isEmpty()) {
        PriceListReportDialog dialog(path, priced, report + unpriced, m_window);
        dialog.exec();
    }
    return true;
}

void ExportController::importPriceList()
{
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Import Price List"), QString(),
                                                      tr("Price lists (*.csv);;All files (*)"));
    if (!path.isEmpty()) importPrices(path);
}

void ExportController::showBom()
{
    BomDialog dialog([this](const BomOptions &options) { return buildBom(m_document->design(), options); },
                     m_window);
    connect(&dialog, &BomDialog::exportRequested, this, &ExportController::exportBomAs);
    dialog.exec();
}

void ExportController::exportPullLists()
{
    // The racks selected (or holding the selected devices), else every rack.
    const Design &d = m_document->design();
    const Selection &s = m_selection->selection();
    QStringList racks;
    for (int r : s.racks)
        racks << d.racks().at(r).id;
    for (int v : s.devices)
        if (const int r = d.devices().at(v).rack; r >= 0 && !racks.contains(d.racks().at(r).id))
            racks << d.racks().at(r).id;
    const QString path =
        askForFile(racks.isEmpty() ? tr("Export Pull Lists")
                                   : tr("Export Pull Lists of %n Rack(s)", nullptr, int(racks.size())),
                   exportBaseName(m_document) + QStringLiteral(" pull lists.pdf"),
                   tr("PDF, a page per rack (*.pdf);;Excel workbook (*.xlsx);;CSV (*.csv)"));
    if (path.isEmpty()) return;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const std::vector<PullListRow> rows = buildPullList(d, racks);
    const Result<> status = writePullList(d, rows, path, Preferences::load().paper);
    QApplication::restoreOverrideCursor();
    if (!status.ok()) {
        showError(tr("Cannot export the pull lists"), status.error());
        return;
    }
    QSet<QString> listed;
    for (const PullListRow &r : rows)
        listed.insert(r.rack);
    Q_EMIT message(tr("Pull lists of %n rack(s) written to %1", nullptr, int(listed.size()))
                       .arg(QDir::toNativeSeparators(path)));
}

void ExportController::exportBom()
{
    exportBomAs({});
}

void ExportController::exportBomAs(const BomOptions &options)
{
    const QString path =
        askForFile(tr("Export Quote or Bill of Materials"),
                   exportBaseName(m_document) +
                       (options.rfq ? QStringLiteral(" rfq.pdf") : QStringLiteral(" quote.pdf")),
                   tr("PDF quote (*.pdf);;Excel workbook (*.xlsx);;CSV (*.csv);;JSON (*.json)"));
    if (path.isEmpty()) return;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const Result<> status = writeBom(m_document->design(), path, Preferences::load().paper, options);
    QApplication::restoreOverrideCursor();
    if (!status.ok())
        showError(tr("Cannot export the bill of materials"), status.error());
    else
        // Named as what was written: the quotation its title says, or the bill of materials.
        Q_EMIT message(
            tr("%1 written to %2")
                .arg(bomTitle(buildBom(m_document->design(), options)), QDir::toNativeSeparators(path)));
}

Result<> ExportController::writeLabelsShowingProgress(const LabelTemplate &layout, LabelOptions options,
                                                      const QString &path)
{
    // On the thread pool, over a copy of the design: the window repaints, and Cancel stops the writer.
    auto design = std::make_shared<const Design>(m_document->design());
    return runWithProgress<Result<>>(m_window, tr("Writing cable labels…"),
                                     [design, layout, options, path](Feedback &feedback) {
                                         return writeLabels(*design, layout, path, options, &feedback);
                                     });
}

QStringList ExportController::revisionNames() const
{
    QStringList names;
    for (const Revision &r : m_document->design().revisions)
        names << r.name;
    return names;
}

std::optional<std::vector<int>> ExportController::labelCables(const LabelOptionsDialog &options,
                                                              const std::vector<int> &selected)
{
    if (options.selectionOnly()) return selected;
    const int index = options.sinceRevision();
    if (index < 0) return std::vector<int>(); // every cable
    const Revision &revision = m_document->design().revisions.at(index);
    const QString where =
        m_document->fileName().isEmpty() ? m_document->displayName() : m_document->fileName();
    const bool partOnLabel = options.options().extras.cable;
    // Reading the revision and comparing take a moment on a large hall: off the GUI thread.
    std::optional<Result<std::vector<int>>> changed = runInBackground<Result<std::vector<int>>>(
        m_window, tr("Finding the cables changed since revision %1…").arg(revision.name),
        [revision, where, now = Design(m_document->design()),
         partOnLabel](Feedback &) -> Result<std::vector<int>> {
            Result<Design> before = revisionDesign(revision, where);
            if (!before.ok()) return before.error();
            return cablesToRelabel(before.value(), now, partOnLabel);
        });
    if (!changed) return std::nullopt;
    if (!changed->ok()) {
        showError(tr("Cannot read revision %1").arg(revision.name), changed->error());
        return std::nullopt;
    }
    // No list would mean every cable: say there is nothing to print instead.
    if (changed->value().empty()) {
        QMessageBox::information(m_window, tr("Nothing to Print"),
                                 tr("No cable's label changed since revision %1.").arg(revision.name));
        return std::nullopt;
    }
    return changed->value();
}

void ExportController::exportLabels()
{
    const std::vector<int> selected = selectedCables();
    LabelOptionsDialog options(tr("Export Cable Labels"), m_document->design().cables().liveCount(),
                               int(selected.size()), true, revisionNames(), m_window);
    if (options.exec() != QDialog::Accepted) return;
    // The cables first: when none changed since the revision asked for, no file is asked for.
    const std::optional<std::vector<int>> cables = labelCables(options, selected);
    if (!cables) return;
    const LabelFormat format = options.format();
    const QString suffix = format == LabelFormat::Zpl   ? QStringLiteral("zpl")
                           : format == LabelFormat::Csv ? QStringLiteral("csv")
                                                        : QStringLiteral("pdf");
    const QString filter = format == LabelFormat::Zpl   ? tr("Zebra ZPL (*.zpl)")
                           : format == LabelFormat::Csv ? tr("CSV (*.csv)")
                                                        : tr("PDF labels, sheets or rolls (*.pdf)");
    QString path = askForFile(tr("Export Cable Labels"),
                              exportBaseName(m_document) + QStringLiteral(" labels.") + suffix, filter);
    if (path.isEmpty()) return;
    if (!path.endsWith(QLatin1Char('.') + suffix, Qt::CaseInsensitive)) path += QLatin1Char('.') + suffix;
    LabelOptions chosen = options.options();
    chosen.cables = *cables;
    const Result<> status = writeLabelsShowingProgress(options.labelTemplate(), chosen, path);
    if (!status.ok() && status.error().cancelled)
        Q_EMIT message(tr("Label export cancelled; nothing was written"));
    else if (!status.ok())
        showError(tr("Cannot export the cable labels"), status.error());
    else
        Q_EMIT message(tr("Cable labels written to %1").arg(QDir::toNativeSeparators(path)));
}

bool ExportController::paintLabels(QPrinter *printer, const LabelTemplate &layout,
                                   const LabelOptions &options, bool outlines)
{
    const Design &d = m_document->design();
    LabelExtras extras = options.extras;
    extras.panelSides = true; // printed labels say which side of a panel port they go on
    LabelSource source = LabelSource::of(d, layout, labelsFor(d, options), extras);
    Progress progress(m_window, tr("Printing cable labels…"));
    LabelRecord tooBig;
    const PaintResult result =
        paintLabelPages(*printer, layout, source, progress.feedback(), outlines, options.skip, &tooBig);
    if (result == PaintResult::DoesNotFit)
        Q_EMIT message(tr("Label of %1 (%2 end) does not fit the %3 template at 6 pt: choose a wider stock")
                           .arg(tooBig.cableId, tooBig.end, layout.name));
    return result == PaintResult::Done;
}

void ExportController::printLabels()
{
    const std::vector<int> selected = selectedCables();
    LabelOptionsDialog options(tr("Print Labels"), m_document->design().cables().liveCount(),
                               int(selected.size()), false, revisionNames(), m_window);
    if (options.exec() != QDialog::Accepted) return;
    const LabelTemplate &layout = options.labelTemplate();
    LabelOptions chosen = options.options();
    const std::optional<std::vector<int>> cables = labelCables(options, selected);
    if (!cables) return;
    chosen.cables = *cables;
    const qint64 count = qint64(labelsFor(m_document->design(), chosen).size());
    QPrinter printer(QPrinter::HighResolution);
    // What a print to file is named after: as the exports' files, no commas.
    printer.setDocName(exportBaseName(m_document) + QStringLiteral(" labels"));
    if (count <= previewLimit) {
        QPrintPreviewDialog preview(&printer, m_window);
        preview.setWindowTitle(tr("Print Labels — %1 (%n labels)", nullptr, int(count)).arg(layout.name));
        connect(&preview, &QPrintPreviewDialog::paintRequested, this,
                // No outlines: the same painting goes to the printer, and stock is die-cut.
                [&](QPrinter *p) { paintLabels(p, layout, chosen, false); });
        preview.exec();
        return;
    }
    QPrintDialog dialog(&printer, m_window);
    dialog.setWindowTitle(tr("Print %n Labels", nullptr, int(count)));
    if (dialog.exec() == QDialog::Accepted && !paintLabels(&printer, layout, chosen, false))
        Q_EMIT message(tr("Printing cancelled"));
}

void ExportController::exportDrawing(const DrawingView &view)
{
    const QString path = askForFile(tr("Export Drawing"),
                                    QStringLiteral("%1 %2.pdf").arg(exportBaseName(m_document), view.title()),
                                    tr("PDF (*.pdf);;PNG image (*.png);;SVG drawing (*.svg)"));
    if (path.isEmpty()) return;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    m_validation->flush(); // the drawing shows the issues of the design as it is now
    const Result<> status =
        railyard::exportDrawing(m_document->design(), windowDecorations(m_validation, m_overlay), view, path,
                                Preferences::load().paper);
    QApplication::restoreOverrideCursor();
    if (!status.ok())
        showError(tr("Cannot export the drawing"), status.error());
    else
        Q_EMIT message(tr("Drawing written to %1").arg(QDir::toNativeSeparators(path)));
}

void ExportController::exportQuotePackage()
{
    QString path =
        askForFile(tr("Export Quote Package"), exportBaseName(m_document) + QStringLiteral(" quote.zip"),
                   tr("Zip archive (*.zip)"));
    if (path.isEmpty()) return;
    if (!path.endsWith(QLatin1String(".zip"), Qt::CaseInsensitive)) path += QStringLiteral(".zip");
    // On the thread pool, over a copy of the design whose channels are traced there for the drawings' colours
    // (the window's validator follows the live design, which may change meanwhile; a package marks no
    // issues): the window repaints, and Cancel stops the writer.
    auto design = std::make_shared<const Design>(m_document->design());
    const Result<> status = runWithProgress<Result<>>(
        m_window, tr("Writing the quote package…"),
        [design, fileName = m_document->fileName(), path,
         paper = Preferences::load().paper](Feedback &feedback) {
            const TracedDecorations traced(*design);
            return writeQuotePackage(*design, fileName, traced.decorations(), path, &feedback, paper);
        });
    if (!status.ok() && status.error().cancelled)
        Q_EMIT message(tr("Quote package cancelled; nothing was written"));
    else if (!status.ok())
        showError(tr("Cannot export the quote package"), status.error());
    else
        Q_EMIT message(tr("Quote package written to %1").arg(QDir::toNativeSeparators(path)));
}

void ExportController::exportNetBox()
{
    QSettings settings;
    QString start = settings.value(QStringLiteral("export/folder")).toString();
    if (start.isEmpty() && !m_document->fileName().isEmpty())
        start = QFileInfo(m_document->fileName()).absolutePath();
    const QString folder = QFileDialog::getExistingDirectory(m_window, tr("Export NetBox CSV"), start);
    if (folder.isEmpty()) return;
    settings.setValue(QStringLiteral("export/folder"), folder);
    exportNetBoxTo(folder);
}

bool ExportController::exportNetBoxTo(const QString &folder)
{
    QStringList written, notes;
    if (Result<> status = writeNetBoxCsv(m_document->design(), folder, &written, &notes); !status.ok()) {
        showError(tr("Cannot export for NetBox"), status.error());
        return false;
    }
    Q_EMIT message(tr("%1 NetBox files written to %2; import them in name order")
                       .arg(written.size())
                       .arg(QDir::toNativeSeparators(folder)));
    if (!notes.isEmpty()) {
        QMessageBox box(QMessageBox::Information, tr("Exported for NetBox"),
                        tr("<p>NetBox cannot hold everything as the design has it; see the details.</p>"),
                        QMessageBox::Ok, m_window);
        box.setDetailedText(notes.join(QLatin1Char('\n')));
        box.exec();
    }
    return true;
}

void ExportController::exportWithJob(const Job &job, const QString &title)
{
    if (!m_document) return;
    JobParameters parameters(job.options);
    const QString dialogTitle = tr("Export %1").arg(title);
    if (JobOptionsDialog::hasOptions(job)) {
        JobOptionsDialog dialog(job, dialogTitle, m_window);
        if (dialog.exec() != QDialog::Accepted) return;
        dialog.apply(parameters);
    }
    // The formats the job writes to its output, as the file dialog's filters.
    QStringList filters;
    QString suffix;
    for (const JobFormat &f : job.formats) {
        if (f.direction == FormatDirection::Read || f.option != QLatin1String("-o")) continue;
        QStringList patterns;
        for (const QString &e : f.extensions)
            patterns << QStringLiteral("*.") + e;
        filters << QStringLiteral("%1 (%2)").arg(
            QCoreApplication::translate("railyard::JobFormat", f.title.toUtf8().constData()),
            patterns.join(QLatin1Char(' ')));
        if (suffix.isEmpty()) suffix = f.extensions.value(0);
    }
    // Named like the other exports' files: the design, then what it is ("… cable schedule.csv").
    QString path = askForFile(dialogTitle,
                              exportBaseName(m_document) + QLatin1Char(' ') +
                                  QString(job.name).replace(QLatin1Char('-'), QLatin1Char(' ')) +
                                  QLatin1Char('.') + suffix,
                              filters.join(QStringLiteral(";;")));
    if (path.isEmpty()) return;
    if (!suffix.isEmpty() && QFileInfo(path).suffix().isEmpty()) path += QLatin1Char('.') + suffix;
    runExportJob(job, title, std::move(parameters), path);
}

bool ExportController::runExportJob(const Job &job, const QString &title, JobParameters parameters,
                                    const QString &path)
{
    parameters.set(QStringLiteral("output"), {path});
    parameters.setPositional({m_document->fileName()});
    // On the thread pool over a copy of the design (cheap: it shares the data until one side writes), with
    // the job's own checks and messages; what it says on its error stream is the reason it gives.
    auto design = std::make_shared<const Design>(m_document->design());
    const auto [code, said] = runWithProgress<std::pair<int, QString>>(
        m_window, tr("Writing %1…").arg(title), [&job, parameters, design](Feedback &feedback) {
            QString out, err;
            QTextStream outStream(&out), errStream(&err);
            JobContext context{outStream, errStream, &feedback, design.get(), QString()};
            const int code = job.run(parameters, context);
            errStream.flush();
            return std::pair{code, err};
        });
    if (code != ExitOk) {
        const QString reason = said.trimmed();
        QMessageBox::critical(m_window, tr("Cannot write %1").arg(title),
                              tr("<p>%1</p><p>Nothing was written.</p>").arg(reason.toHtmlEscaped()));
        return false;
    }
    Q_EMIT message(tr("%1 written to %2").arg(title, QDir::toNativeSeparators(path)));
    return true;
}

} // namespace railyard
