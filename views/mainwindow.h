#pragma once

#include "selectionmodel.h"

#include <QMainWindow>

#include <memory>

class QAction;
class QGraphicsScene;
class QDockWidget;
class QLabel;
class QToolButton;
class QUndoView;

namespace railyard {

class Autosaver;
class CatalogPanel;
class Document;
class DesignOverview;
class EditActions;
class ExportActions;
class SelectionModel;
class ElevationScene;
class ElevationView;
class FabricScene;
class FloorPlanScene;
class FloorPlanView;
class PropertiesPanel;
class ValidationController;
class ValidationPanel;
struct Issue;

// The application window: opens, saves and closes designs; holds the three views, the docks and the shared
// selection, and decides which view shows what (Find, issues, the design tree).
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens a design (native or JSON); shows an error dialog and keeps the current design on failure.
    bool openFile(const QString &path);
    // After a crash: offers the autosaved designs the last session left behind. Returns whether one was
    // opened.
    bool offerRecovery();
    Autosaver *autosaver() const { return m_autosaver; }
    Document *document() const { return m_document.get(); }
    ValidationController *validation() const { return m_validation; }
    ValidationPanel *validationPanel() const { return m_validationPanel; }
    CatalogPanel *catalogPanel() const { return m_catalogPanel; }
    PropertiesPanel *propertiesPanel() const { return m_propertiesPanel; }
    class TracePanel *tracePanel() const { return m_tracePanel; }
    FloorPlanView *floorPlanView() const { return m_floorPlanView; }
    ElevationView *elevationView() const { return m_elevationView; }
    FabricScene *fabric() const { return m_fabric; }
    // Shows the rack elevations of a rack and the racks of its row.
    void showRackElevation(int rack);
    // Edit ▸ Find: a rack, device or cable by id, or a cable by label. Selects it and centres the view on it.
    bool find(const QString &text);
    // Shows objects in the view that shows them, scrolled and zoomed to them, and flashes them: racks on the
    // floor plan; devices and cables in the rack elevations (their row, from the rear for trunks between
    // panels), or in the fabric while it is the current view.
    void reveal(const Selection &what);
    SelectionModel *selection() const { return m_selection; }
    // What a right-click in a view acts on: the rack, device or cable under `pos` (selected alone unless it
    // is already part of the selection). False over empty space.
    bool selectUnder(class DesignView *view, const QPoint &pos);
    EditActions *editActions() const { return m_edit; }
    ExportActions *exportActions() const { return m_exports; }
    class BulkActions *bulkActions() const { return m_bulk; }

    // Narrower than this, the docks gather on the left as tabs (a 1024 × 700 screen keeps a usable view).
    static constexpr int compactWidth = 1150;

protected:
    void closeEvent(QCloseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void createActions();
    void createDocks();
    QDockWidget *addDock(QWidget *widget, const QString &title, const QString &name, Qt::DockWidgetArea area);
    void updateValidationStatus();
    void setEmptyHints();
    Selection everythingShown() const;
    // What File ▸ Export ▸ Drawing draws: the current view (in the elevations, the selected or first rack).
    struct DrawingView currentDrawing() const;
    void showIssue(const Issue &issue);
    void readSettings();
    void showShortcuts();
    void askForRow();
    void addRecentFile(const QString &path);
    void fillRecentMenu();
    void writeSettings();
    void setDocument(std::unique_ptr<Document> document);
    void updateTitle();
    void updateStatus();
    bool maybeSave();
    bool save();
    bool saveAs();
    void exportJson();
    void open();
    void importJson();
    void newDesign();

    std::unique_ptr<Document> m_document;
    SelectionModel *m_selection = nullptr;
    EditActions *m_edit = nullptr;
    ExportActions *m_exports = nullptr;
    class BulkActions *m_bulk = nullptr;
    class SelectionSync *m_selectionSync = nullptr;
    DesignOverview *m_overview = nullptr;
    FloorPlanScene *m_floorPlan = nullptr;
    FloorPlanView *m_floorPlanView = nullptr;
    ElevationScene *m_elevations = nullptr;
    ElevationView *m_elevationView = nullptr;
    class ElevationPage *m_elevationPage = nullptr;
    FabricScene *m_fabric = nullptr;
    class DesignView *m_fabricView = nullptr;
    class QTabWidget *m_views = nullptr;
    ValidationController *m_validation = nullptr;
    ValidationPanel *m_validationPanel = nullptr;
    CatalogPanel *m_catalogPanel = nullptr;
    PropertiesPanel *m_propertiesPanel = nullptr;
    class TracePanel *m_tracePanel = nullptr;
    QUndoView *m_undoView = nullptr;
    QDockWidget *m_validationDock = nullptr;
    QDockWidget *m_propertiesDock = nullptr;
    bool m_compact = false;
    QList<QDockWidget *> m_docks;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    Autosaver *m_autosaver = nullptr;
    QLabel *m_counts = nullptr;
    QLabel *m_autosaveProblem = nullptr;
    QToolButton *m_validationStatus = nullptr;
    struct
    {
        QAction *cut = nullptr;
        QAction *copy = nullptr;
        QAction *paste = nullptr;
        QAction *remove = nullptr;
        QAction *print = nullptr;
        QAction *fillCages = nullptr;
        QAction *connectByRail = nullptr;
    } m_contextActions; // the menu actions a view's context menu offers
    QAction *m_rearAction = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    bool m_fitFabricWhenShown = false; // a new design came while the fabric was behind another tab
};

} // namespace railyard
