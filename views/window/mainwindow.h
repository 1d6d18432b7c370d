#pragma once

#include "asbuilt/fabricinputs.h"

#include "common/preferences.h"
#include "controllers/selectionmodel.h"
#include "window/windowcontrollers.h"
#include "window/windowdocks.h"
#include "window/windowviews.h"

#include <QMainWindow>

#include <memory>

class QMimeData;
class QLabel;
class QToolButton;

namespace railyard {

class ActionSet;
class DesignView;
class Document;
class SelectionSync;
class VerificationPanel;

// The application window: owns its document and puts its parts together — the controllers
// (WindowControllers), the three views in tabs (WindowViews), the docks (WindowDocks), the menus (ActionSet)
// — keeping them all on the document it holds; opens, recovers and closes, in this window or new ones. What
// the menus do is ActionSet's; opening and saving, FileController's; which view shows what, Navigator's.
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
    // The window's parts: its controllers, its views and its docks (for its actions and the tests).
    const WindowControllers &controllers() const { return m_controllers; }
    WindowViews *views() const { return m_views; }
    WindowDocks *docks() const { return m_docks; }

protected:
    void closeEvent(QCloseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    // Design files dragged from the file manager open (parts dragged from the catalog go to the views).
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void connectMessages();
    void connectParts();
    void createStatusBar();
    void updateValidationStatus();
    void setEmptyHints();
    void readSettings();
    void writeSettings();
    void setDocument(std::unique_ptr<Document> document);
    void updateTitle();
    void updateStatus();
    void showMessage(const QString &text, int timeout);

    Preferences m_preferences;
    std::unique_ptr<Document> m_document;
    WindowControllers m_controllers;
    WindowViews *m_views = nullptr;
    WindowDocks *m_docks = nullptr;
    ActionSet *m_actions = nullptr;
    SelectionSync *m_selectionSync = nullptr;
    QLabel *m_counts = nullptr;
    QLabel *m_autosaveProblem = nullptr;
    QToolButton *m_validationStatus = nullptr;
};

} // namespace railyard
