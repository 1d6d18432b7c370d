#pragma once

#include "export/bom.h"
#include "export/drawingexport.h"
#include "export/labelwriter.h"
#include "jobs/job.h"

#include <QObject>
#include <QPointer>
#include <QStringList>

#include <optional>

#include <vector>

class QPrinter;
class QWidget;

namespace railyard {

class Document;
class LabelOptionsDialog;
class OverlayController;
class SelectionModel;
class ValidationController;
struct LabelTemplate;

// File ▸ Import Price List, File ▸ Export (BOM, cable labels, drawing, quote package) and File ▸ Print
// Labels. Dialogs ask; the work is done by the model's exporters; long work shows a progress dialog that can
// cancel (and then leaves no file behind). The functions without dialogs are public for the tests.
class ExportController : public QObject
{
    Q_OBJECT

public:
    ExportController(SelectionModel *selection, ValidationController *validation, QWidget *window);
    void setDocument(Document *document);
    // Drawings of the views show the as-built overlay they show.
    void setOverlay(OverlayController *overlay) { m_overlay = overlay; }

    void importPriceList();
    // Design ▸ Bill of Materials: the BOM in a table, with an Export button.
    void showBom();
    void exportBom();
    // File ▸ Export ▸ Pull Lists: per rack the cables to stage there, for the selected racks or all.
    void exportPullLists();
    // Writes the BOM grouped, or as a request for quotation, as the BOM window's options say.
    void exportBomAs(const railyard::BomOptions &options);
    void exportLabels();
    void printLabels();
    void exportDrawing(const DrawingView &view);
    void exportQuotePackage();
    // File ▸ Export ▸ Commissioning Report…: the test results kept in the design, judged, as XLSX, PDF or
    // CSV.
    void exportCommissioningReport();
    // File ▸ Export ▸ NetBox CSV…: asks for a folder, then exportNetBoxTo.
    void exportNetBox();
    // The design as NetBox bulk-import files in `folder`; false (with a message box) when they cannot be
    // written.
    bool exportNetBoxTo(const QString &folder);
    // A File ▸ Export item of a job with no dialog of its own (the cable schedule): the job's options
    // (JobOptionsDialog), the file to write (the job's formats as filters), then the job on the open design
    // off the GUI thread. `title` is the menu item's, without its mnemonic.
    void exportWithJob(const Job &job, const QString &title);
    // The same once the options and the file are known (the tests' way in); false with a message box on
    // failure.
    bool runExportJob(const Job &job, const QString &title, JobParameters parameters, const QString &path);

    // The cables the selection names: selected cables, and the cables plugged into selected devices or into
    // the devices of selected racks. In cable order.
    std::vector<int> selectedCables() const;
    // Applies a price list as one undo step; false (with a message box) if the file cannot be used.
    bool importPrices(const QString &path);
    // Writes labels with a progress dialog; returns the error, if any (a cancel is `cancelled`).
    Result<> writeLabelsShowingProgress(const LabelTemplate &layout, LabelOptions options,
                                        const QString &path);
    // Paints the labels onto a printer (or the preview's printer); false when cancelled.
    bool paintLabels(QPrinter *printer, const LabelTemplate &layout, const LabelOptions &options,
                     bool outlines);

Q_SIGNALS:
    // A sentence for the status bar.
    void message(const QString &text);

private:
    QStringList revisionNames() const;
    // The cables the label dialog chose: none (every cable), the selection's, or those whose labels changed
    // since a revision; nullopt when there is nothing to print (said) or the revision cannot be read.
    std::optional<std::vector<int>> labelCables(const LabelOptionsDialog &options,
                                                const std::vector<int> &selected);
    QString askForFile(const QString &title, const QString &suggestedName, const QString &filters);
    void showError(const QString &title, const IoError &error);

    SelectionModel *m_selection;
    ValidationController *m_validation;
    OverlayController *m_overlay = nullptr;
    QWidget *m_window;
    QPointer<Document> m_document;
};

} // namespace railyard
