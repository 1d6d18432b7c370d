#pragma once

#include <QList>
#include <QObject>
#include <QSize>

class QDockWidget;
class QMainWindow;
class QUndoView;
class QWidget;

namespace railyard {

class CatalogPanel;
class CommissioningPanel;
class DesignPanel;
class Document;
class PropertiesPanel;
class RevisionsPanel;
class TracePanel;
class ValidationController;
class ValidationPanel;
class VerificationPanel;

// A window's docks and the panels in them: Catalog and Design on the left, Properties and Trace on the right
// (Commissioning and Revisions beside them, hidden until asked for),
// Validation and Verification below, History hidden. Keeps the panels on the document and gathers the docks
// on the left on a narrow window. The window's actions and the tests reach the panels through these members.
class WindowDocks : public QObject
{
    Q_OBJECT

public:
    explicit WindowDocks(QMainWindow *window);

    // Shows a document (null: none) in every panel.
    void setDocument(Document *document, ValidationController *validation);
    // Narrower than this, the docks gather on the left as tabs (a 1024 × 700 screen keeps a usable view).
    static constexpr int compactWidth = 1150;
    // On crossing compactWidth the right-hand docks move to the left as tabs, or back (a layout the user made
    // in between stays).
    void adaptTo(QSize windowSize);

    CatalogPanel *const catalogPanel;
    DesignPanel *const designPanel;
    ValidationPanel *const validationPanel;
    VerificationPanel *const verificationPanel;
    PropertiesPanel *const propertiesPanel;
    TracePanel *const tracePanel;
    CommissioningPanel *const commissioningPanel;
    RevisionsPanel *const revisionsPanel;
    QUndoView *const undoView;

    QDockWidget *validationDock = nullptr;
    QDockWidget *verificationDock = nullptr;
    QDockWidget *commissioningDock = nullptr;
    QDockWidget *revisionsDock = nullptr;
    // Every dock, in the order the View menu lists them.
    QList<QDockWidget *> docks;

protected:
    // Gives the main window's dock tab bars whole titles as they are made.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QDockWidget *addDock(QWidget *widget, const QString &title, const QString &name, Qt::DockWidgetArea area);

    QMainWindow *m_window;
    QDockWidget *m_propertiesDock = nullptr;
    QDockWidget *m_traceDock = nullptr;
    bool m_compact = false;
};

} // namespace railyard
