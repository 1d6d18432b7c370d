#pragma once

#include <QObject>
#include <QPoint>

class QAction;
class QMenu;
class QUndoStack;

namespace railyard {

class DesignView;
class MainWindow;
class WindowDocks;
class WindowViews;
struct WindowControllers;

// The window's menus, toolbar and actions: what each menu item does (through the file, edit, clipboard,
// export and bulk-edit controllers and the navigator), the context menu of the views, and which edit commands
// are enabled for the selection.
class ActionSet : public QObject
{
    Q_OBJECT

public:
    // Builds the menu bar and the main toolbar of `window`, acting on its parts.
    ActionSet(MainWindow *window, const WindowControllers &controllers, WindowViews &views,
              WindowDocks &docks);

    // Undo and Redo act on this stack (the current document's).
    void setUndoStack(QUndoStack *stack);
    // Cut, Copy, Delete, Fill Cages and Connect by Rail follow the selection; Paste, the clipboard.
    void updateEnabled();
    // The context menu of a view at `pos` (viewport coordinates), on what is under it.
    void showContextMenu(DesignView *view, const QPoint &pos);

    QAction *rearAction() const { return m_rear; }

private:
    void createFileMenu();
    // File ▸ Import and File ▸ Export: an item per menu item of the registry's jobs.
    void addJobItems(QMenu *importMenu, QMenu *exportMenu);
    void createEditMenu();
    void createViewMenu();
    void createDesignMenu();
    void createHelpMenu();
    void askForRow();

    MainWindow *m_window;
    const WindowControllers &m_controllers;
    WindowViews &m_views;
    WindowDocks &m_docks;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    // The menu actions a view's context menu offers.
    QAction *m_cut = nullptr;
    QAction *m_copy = nullptr;
    QAction *m_paste = nullptr;
    QAction *m_remove = nullptr;
    QAction *m_print = nullptr;
    QAction *m_fillCages = nullptr;
    QAction *m_connectByRail = nullptr;
    QAction *m_combineTrunks = nullptr;
    QAction *m_splitAssembly = nullptr;
    QAction *m_rear = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
};

} // namespace railyard
