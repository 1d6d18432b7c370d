#pragma once

#include "asbuilt/fabricinputs.h"

#include "common/preferences.h"
#include "controllers/selectionmodel.h"

#include <QMainWindow>

#include <memory>

class QDockWidget;
class QMimeData;
class QLabel;
class QTabWidget;
class QToolButton;
class QUndoView;

namespace railyard {

class ActionSet;
class Autosaver;
class BulkEditController;
class CatalogPanel;
class ClipboardController;
class DesignPanel;
class DesignView;
class Document;
class EditController;
class ElevationPage;
class ElevationScene;
class ElevationView;
class CatalogController;
class ExportController;
class FabricScene;
class FileController;
class FloorPlanScene;
class FloorPlanView;
class Navigator;
class PropertiesPanel;
class SelectionSync;
class TracePanel;
class ValidationController;
class OverlayController;
class ValidationPanel;
class VerificationPanel;

// The application window: the three views in tabs, the docks, the status bar and the shared selection, kept
// on the document it holds. What the menus do is ActionSet's; opening and saving, FileController's; which
// view shows what, Navigator's.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens a design (native or JSON); shows an error dialog and keeps the current design on failure.
    bool openFile(const QString &path);
    // After a crash: offers the autosaved designs the last session left behind. Whether one was opened.
    bool offerRecovery();
    // Opens design files dropped on a window or named to a running Railyard: the first in this window (after
    // the unsaved-changes question), the others each in a new window.
    void openFiles(const QStringList &paths);
    // A design in a window of its own, placed a little below and right of this one.
    MainWindow *openInNewWindow(const QString &path);
    // The design files among dropped data: local .railyard and .json files.
    static QStringList designFiles(const QMimeData *mime);
    // File ▸ Verify Against Discovered Topology: reads an ibnetdiscover dump and/or LLDP reports (and the
    // maps given) and lists, in the Verification dock, how the running fabric differs from the design. False
    // (with a message box) when a file is unusable.
    bool verifyAgainst(const FabricInputs &inputs);
    VerificationPanel *verificationPanel() const { return m_verificationPanel; }
    // Edit ▸ Preferences: the dialog; OK saves and applies them (in every window).
    void showPreferences();
    // Puts preferences into effect in this window: autosave interval, floor grid, length unit (the texts that
    // show lengths are made again).
    void applyPreferences(const Preferences &preferences);
    const Preferences &preferences() const { return m_preferences; }
    // Shows the rack elevations of a rack and the racks of its row.
    void showRackElevation(int rack);
    // Edit ▸ Find: a rack, device or cable by id, or a cable by label. Selects it and centres the view on it.
    bool find(const QString &text);
    // What a right-click in a view acts on (tools/contextpick.h). False over empty space.
    bool selectUnder(DesignView *view, const QPoint &pos);

    Document *document() const { return m_document.get(); }
    Autosaver *autosaver() const { return m_autosaver; }
    SelectionModel *selection() const { return m_selection; }
    ValidationController *validation() const { return m_validation; }
    OverlayController *overlay() const { return m_overlay; }
    ValidationPanel *validationPanel() const { return m_validationPanel; }
    CatalogPanel *catalogPanel() const { return m_catalogPanel; }
    PropertiesPanel *propertiesPanel() const { return m_propertiesPanel; }
    TracePanel *tracePanel() const { return m_tracePanel; }
    FloorPlanView *floorPlanView() const { return m_floorPlanView; }
    ElevationView *elevationView() const { return m_elevationView; }
    FabricScene *fabric() const { return m_fabric; }
    FileController *files() const { return m_files; }
    CatalogController *catalogController() const { return m_catalog; }
    Navigator *navigator() const { return m_navigator; }
    EditController *editController() const { return m_edit; }
    ClipboardController *clipboard() const { return m_clipboard; }
    ExportController *exportController() const { return m_exports; }
    BulkEditController *bulkEditController() const { return m_bulk; }

    // Narrower than this, the docks gather on the left as tabs (a 1024 × 700 screen keeps a usable view).
    static constexpr int compactWidth = 1150;

protected:
    void closeEvent(QCloseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    // Design files dragged from the file manager open (parts dragged from the catalog go to the views).
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    Preferences m_preferences;
    VerificationPanel *m_verificationPanel = nullptr;
    QDockWidget *m_verificationDock = nullptr;
    friend class ActionSet; // the menus act on the window's views, docks and controllers

    void createViews();
    void createStatusBar();
    void createDocks();
    QDockWidget *addDock(QWidget *widget, const QString &title, const QString &name, Qt::DockWidgetArea area);
    void updateValidationStatus();
    void setEmptyHints();
    void readSettings();
    void writeSettings();
    void setDocument(std::unique_ptr<Document> document);
    void updateTitle();
    void updateStatus();
    void showMessage(const QString &text, int timeout);

    std::unique_ptr<Document> m_document;
    SelectionModel *m_selection = nullptr;
    ValidationController *m_validation = nullptr;
    OverlayController *m_overlay = nullptr;
    EditController *m_edit = nullptr;
    ClipboardController *m_clipboard = nullptr;
    ExportController *m_exports = nullptr;
    CatalogController *m_catalog = nullptr;
    BulkEditController *m_bulk = nullptr;
    FileController *m_files = nullptr;
    Navigator *m_navigator = nullptr;
    ActionSet *m_actions = nullptr;
    SelectionSync *m_selectionSync = nullptr;
    Autosaver *m_autosaver = nullptr;

    QTabWidget *m_views = nullptr;
    FloorPlanScene *m_floorPlan = nullptr;
    FloorPlanView *m_floorPlanView = nullptr;
    ElevationScene *m_elevations = nullptr;
    ElevationView *m_elevationView = nullptr;
    ElevationPage *m_elevationPage = nullptr;
    FabricScene *m_fabric = nullptr;
    DesignView *m_fabricView = nullptr;
    bool m_fitFabricWhenShown = false; // a new design came while the fabric was behind another tab

    DesignPanel *m_designPanel = nullptr;
    ValidationPanel *m_validationPanel = nullptr;
    CatalogPanel *m_catalogPanel = nullptr;
    PropertiesPanel *m_propertiesPanel = nullptr;
    TracePanel *m_tracePanel = nullptr;
    QUndoView *m_undoView = nullptr;
    QDockWidget *m_validationDock = nullptr;
    QDockWidget *m_propertiesDock = nullptr;
    QList<QDockWidget *> m_docks;
    bool m_compact = false;

    QLabel *m_counts = nullptr;
    QLabel *m_autosaveProblem = nullptr;
    QToolButton *m_validationStatus = nullptr;
};

} // namespace railyard
