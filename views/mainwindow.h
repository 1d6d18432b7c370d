#pragma once

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
class ElevationScene;
class ElevationView;
class FabricScene;
class FloorPlanScene;
class FloorPlanView;
class PropertiesPanel;
class ValidationController;
class ValidationPanel;
struct Issue;

// The application window: opens, saves and closes designs. The floor plan, rack and fabric views,
// the catalog and the validation panel attach here in later steps.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens a design (native or JSON); shows an error dialog and keeps the current design on failure.
    bool openFile(const QString &path);
    // After a crash: offers the autosaved designs the last session left behind. Returns whether one was opened.
    bool offerRecovery();
    Autosaver *autosaver() const { return m_autosaver; }
    Document *document() const { return m_document.get(); }
    ValidationController *validation() const { return m_validation; }
    ValidationPanel *validationPanel() const { return m_validationPanel; }
    CatalogPanel *catalogPanel() const { return m_catalogPanel; }
    PropertiesPanel *propertiesPanel() const { return m_propertiesPanel; }
    FloorPlanView *floorPlanView() const { return m_floorPlanView; }
    ElevationView *elevationView() const { return m_elevationView; }
    FabricScene *fabric() const { return m_fabric; }
    // Shows the rack elevations of a rack and the racks of its row.
    void showRackElevation(int rack);
    // Edit ▸ Delete: removes the racks or devices selected in the current view (one undo step).
    void deleteSelection();
    // Edit ▸ Copy / Paste: devices selected in the elevations, pasted into the rack of the selection (or the first
    // rack shown) at their old U where free.
    void copySelection();
    bool paste();
    // Edit ▸ Find: a rack, device or cable by id, or a cable by label. Selects it and centres the view on it.
    bool find(const QString &text);
    // Design ▸ Add Rack: a new rack at the end of the selected rack's row (or of the last row).
    void addRack();
    // Design ▸ Add Row of Racks: `count` racks of one row side by side (one undo step).
    void addRow(const QString &row, int count, int heightU, double x, double y);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createDocks();
    QDockWidget *addDock(QWidget *widget, const QString &title, const QString &name, Qt::DockWidgetArea area);
    void updateValidationStatus();
    void selectionChanged(QGraphicsScene *scene);
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
    DesignOverview *m_overview = nullptr;
    FloorPlanScene *m_floorPlan = nullptr;
    FloorPlanView *m_floorPlanView = nullptr;
    ElevationScene *m_elevations = nullptr;
    ElevationView *m_elevationView = nullptr;
    FabricScene *m_fabric = nullptr;
    class DesignView *m_fabricView = nullptr;
    class QTabWidget *m_views = nullptr;
    ValidationController *m_validation = nullptr;
    ValidationPanel *m_validationPanel = nullptr;
    CatalogPanel *m_catalogPanel = nullptr;
    PropertiesPanel *m_propertiesPanel = nullptr;
    QUndoView *m_undoView = nullptr;
    QDockWidget *m_validationDock = nullptr;
    QList<QDockWidget *> m_docks;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    Autosaver *m_autosaver = nullptr;
    QLabel *m_counts = nullptr;
    QToolButton *m_validationStatus = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
};

} // namespace railyard
