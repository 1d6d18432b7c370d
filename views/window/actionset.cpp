#include "window/actionset.h"

#include "commission/statusoverlay.h"
#include "common/designview.h"
#include "controllers/bulkeditcontroller.h"
#include "controllers/catalogcontroller.h"
#include "controllers/clipboardcontroller.h"
#include "controllers/commissioningcontroller.h"
#include "controllers/editcontroller.h"
#include "controllers/exportcontroller.h"
#include "controllers/overlaycontroller.h"
#include "controllers/revisioncontroller.h"
#include "controllers/validationcontroller.h"
#include "design/floorlayout.h"
#include "dialogs/addrowdialog.h"
#include "dialogs/fabricinputsdialog.h"
#include "dialogs/shortcutsdialog.h"
#include "document/document.h"
#include "elevation/elevationpage.h"
#include "elevation/elevationscene.h"
#include "elevation/elevationview.h"
#include "floorplan/floorplanscene.h"
#include "floorplan/floorplanview.h"
#include "jobs/jobregistry.h"
#include "render/colouring.h"
#include "window/filecontroller.h"
#include "window/mainwindow.h"
#include "window/navigator.h"
#include "window/windowdocks.h"
#include "window/windowviews.h"

#include <QActionGroup>
#include <QApplication>
#include <QDockWidget>
#include <QInputDialog>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolBar>
#include <QUndoStack>

namespace railyard {

ActionSet::ActionSet(MainWindow *window, const WindowControllers &controllers, WindowViews &views,
                     WindowDocks &docks)
    : QObject(window), m_window(window), m_controllers(controllers), m_views(views), m_docks(docks)
{
    createFileMenu();
    createEditMenu();
    createViewMenu();
    createDesignMenu();
    createHelpMenu();
    QToolBar *toolbar = m_window->addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("mainToolBar"));
    toolbar->addAction(m_newAction);
    toolbar->addAction(m_openAction);
    toolbar->addAction(m_saveAction);
}

void ActionSet::addJobItems(QMenu *importMenu, QMenu *exportMenu)
{
    // The menus list the registry's jobs in its order; what each item does is the window's flow for that job
    // (file dialogs, options, confirmations), by the job's name, or for an export without one the dialogs the
    // job's options and formats make (ExportController::exportWithJob).
    FileController *files = m_controllers.files;
    ExportController *exports = m_controllers.exports;
    using Menu = JobMenuItem::Menu;
    const QHash<QString, std::function<void()>> flows{
        {QStringLiteral("convert/import"), [files] { files->importJson(); }},
        {QStringLiteral("import/import"), [files] { files->importDiscoveredTopology(); }},
        {QStringLiteral("import-netbox/import"), [files] { files->importNetBoxFolder(); }},
        {QStringLiteral("convert/export"), [files] { files->exportJson(); }},
        // Design ▸ Bill of Materials shows the BOM; this writes it as a file to send (PDF or XLSX quote, CSV,
        // JSON).
        {QStringLiteral("bom/export"), [exports] { exports->exportBom(); }},
        {QStringLiteral("labels/export"), [exports] { exports->exportLabels(); }},
        {QStringLiteral("pull-list/export"), [exports] { exports->exportPullLists(); }},
        {QStringLiteral("render/export"),
         [this, exports] { exports->exportDrawing(m_controllers.navigator->currentDrawing()); }},
        {QStringLiteral("package/export"), [exports] { exports->exportQuotePackage(); }},
        {QStringLiteral("export-netbox/export"), [exports] { exports->exportNetBox(); }},
        {QStringLiteral("commission/import"), [this] { m_controllers.commissioning->importTestResults(); }},
        {QStringLiteral("commission/export"), [this] { m_controllers.commissioning->exportReport(); }},
        {QStringLiteral("change-order/export"), [this] { m_controllers.revisions->exportChangeOrder(); }},
    };
    for (const Job &job : jobRegistry())
        for (const JobMenuItem &item : job.menuItems) {
            const QString key = job.name + (item.menu == Menu::Import ? QStringLiteral("/import")
                                                                      : QStringLiteral("/export"));
            const auto flow = flows.constFind(key);
            const QString title = QCoreApplication::translate("railyard::ActionSet", item.title);
            std::function<void()> run;
            if (flow != flows.constEnd())
                run = *flow;
            else if (item.menu == Menu::Export && job.writesDesign)
                // No flow of its own: the job's options and formats make its dialogs.
                run = [exports, &job, name = QString(title).remove(QLatin1Char('&')).remove(QChar(0x2026))] {
                    exports->exportWithJob(job, name);
                };
            else
                continue; // an import needs a flow of its own (a test asks for every item)
            QMenu *menu = item.menu == Menu::Import ? importMenu : exportMenu;
            QAction *action = menu->addAction(title);
            connect(action, &QAction::triggered, this, run);
            action->setObjectName(QStringLiteral("job:") + key);
            if (job.name == QLatin1String("bom")) action->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_B);
        }
}

void ActionSet::createFileMenu()
{
    FileController *files = m_controllers.files;
    ExportController *exports = m_controllers.exports;
    QMenu *file = m_window->menuBar()->addMenu(tr("&File"));
    m_newAction = file->addAction(tr("&New"), files, &FileController::newDesign);
    m_newAction->setShortcut(QKeySequence::New);
    m_openAction = file->addAction(tr("&Open…"), files, &FileController::open);
    m_openAction->setShortcut(QKeySequence::Open);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, [this, files] { files->fillRecentMenu(m_recentMenu); });
    QMenu *samples = file->addMenu(tr("Open Sa&mple"));
    const std::pair<QString, QString> bundled[] = {
        {tr("Four DGX H100 and their rail leaves"), QStringLiteral(":/railyard/samples/dgx-h100-4node.json")},
        {tr("DGX SuperPOD H100, one scalable unit (generated)"),
         QStringLiteral(":/railyard/samples/dgx-h100-superpod-1su.json")}};
    for (const auto &[title, path] : bundled)
        samples->addAction(title, files, [files, path = path] { files->openSample(path); });
    QMenu *importMenu = file->addMenu(tr("&Import"));
    file->addSeparator();
    m_saveAction = file->addAction(tr("&Save"), files, &FileController::save);
    m_saveAction->setShortcut(QKeySequence::Save);
    file->addAction(tr("Save &As…"), files, &FileController::saveAs)->setShortcut(QKeySequence::SaveAs);
    file->addAction(tr("Import Pri&ce List…"), exports, &ExportController::importPriceList);
    QMenu *exportMenu = file->addMenu(tr("&Export"));
    addJobItems(importMenu, exportMenu);
    m_print = file->addAction(tr("Print &Labels…"), exports, &ExportController::printLabels);
    m_print->setShortcut(QKeySequence::Print);
    RevisionController *revisions = m_controllers.revisions;
    file->addAction(tr("Save Re&vision…"), revisions, &RevisionController::saveRevision)
        ->setStatusTip(tr("Keep the design as it is now inside the document, to compare with later"));
    file->addAction(tr("Com&pare with Revision…"), revisions, &RevisionController::compareWithChosen)
        ->setStatusTip(tr("Colour what changed since a saved revision in every view"));
    file->addAction(tr("Veri&fy Against Discovered Topology…"), this, [this] {
        FabricInputsDialog dialog(FabricInputsDialog::Purpose::Verify, m_window->document()->design().catalog,
                                  m_window);
        if (dialog.exec() == QDialog::Accepted) m_window->verifyAgainst(dialog.inputs());
    });
    CommissioningController *commissioning = m_controllers.commissioning;
    file->addAction(tr("Record &Baseline…"), commissioning, &CommissioningController::recordBaseline)
        ->setStatusTip(
            tr("Save the fabric's port error counters (ibdiagnet) to compare later readings with"));
    file->addAction(tr("Compare Coun&ters…"), commissioning, &CommissioningController::compareCounters)
        ->setStatusTip(
            tr("Compare the fabric's port error counters with a baseline; mark the links that rose"));
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), m_window, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
}

void ActionSet::createEditMenu()
{
    EditController *edit = m_controllers.edit;
    ClipboardController *clipboard = m_controllers.clipboard;
    QMenu *menu = m_window->menuBar()->addMenu(tr("&Edit"));
    m_undo = menu->addAction(tr("&Undo"));
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo = menu->addAction(tr("&Redo"));
    m_redo->setShortcut(QKeySequence::Redo);
    menu->addSeparator();
    m_cut = menu->addAction(tr("Cu&t"), edit, [edit, clipboard] {
        if (clipboard->copySelection()) edit->deleteSelection();
    });
    m_cut->setShortcut(QKeySequence::Cut);
    m_copy = menu->addAction(tr("&Copy"), clipboard, &ClipboardController::copySelection);
    m_copy->setShortcut(QKeySequence::Copy);
    m_paste = menu->addAction(tr("&Paste"), clipboard, [this, clipboard] {
        if (clipboard->paste()) m_views.tabs->setCurrentWidget(m_views.elevationPage);
    });
    m_paste->setShortcut(QKeySequence::Paste);
    m_remove = menu->addAction(tr("&Delete"), edit, &EditController::deleteSelection);
    m_remove->setShortcuts({QKeySequence::Delete, Qt::Key_Backspace});
    menu->addAction(tr("Select &All"), edit, &EditController::selectAll)
        ->setShortcut(QKeySequence::SelectAll);
    menu->addSeparator();
    QAction *find = menu->addAction(tr("&Find…"), this, [this] {
        bool ok = false;
        const QString text = QInputDialog::getText(m_window, tr("Find"),
                                                   tr("Id of a rack, device or cable, or a cable label:"),
                                                   QLineEdit::Normal, QString(), &ok);
        if (ok && !text.trimmed().isEmpty() && !m_controllers.navigator->find(text.trimmed()))
            m_window->statusBar()->showMessage(tr("Nothing called \"%1\" in this design").arg(text.trimmed()),
                                               5000);
    });
    find->setShortcut(QKeySequence::Find);
    menu->addSeparator();
    // Where each platform expects it: here on Linux and Windows, the application menu on macOS.
    QAction *preferences = menu->addAction(tr("Pr&eferences…"), m_window, &MainWindow::showPreferences);
    preferences->setMenuRole(QAction::PreferencesRole);
    // Ctrl+, where the platform names no key for it (most Linux desktops).
    preferences->setShortcut(QKeySequence::keyBindings(QKeySequence::Preferences)
                                 .value(0, QKeySequence(Qt::CTRL | Qt::Key_Comma)));
}

void ActionSet::createViewMenu()
{
    QTabWidget *tabs = m_views.tabs;
    m_viewMenu = m_window->menuBar()->addMenu(tr("&View"));
    m_viewMenu->addAction(tr("&Floor Plan"), tabs, [tabs] { tabs->setCurrentIndex(0); })
        ->setShortcut(Qt::CTRL | Qt::Key_1);
    m_viewMenu->addAction(tr("&Rack Elevations"), tabs, [tabs] { tabs->setCurrentIndex(1); })
        ->setShortcut(Qt::CTRL | Qt::Key_2);
    m_viewMenu->addAction(tr("F&abric"), tabs, [tabs] { tabs->setCurrentIndex(2); })
        ->setShortcut(Qt::CTRL | Qt::Key_3);
    m_rear = m_viewMenu->addAction(tr("Rack R&ear"), this, [this](bool on) {
        m_views.elevations->setRear(on);
        m_views.tabs->setCurrentWidget(m_views.elevationPage);
    });
    m_rear->setCheckable(true);
    m_rear->setShortcut(Qt::CTRL | Qt::Key_R);
    m_rear->setToolTip(
        tr("Show the rear of the racks: the back of the patch panels and the trunks (Ctrl+R)"));
    m_views.elevationPage->toolBar()->addAction(m_rear);
    m_viewMenu->addSeparator();
    Navigator *navigator = m_controllers.navigator;
    m_viewMenu->addAction(tr("Zoom &In"), navigator, [navigator] { navigator->currentView()->zoomIn(); })
        ->setShortcut(QKeySequence::ZoomIn);
    m_viewMenu->addAction(tr("Zoom &Out"), navigator, [navigator] { navigator->currentView()->zoomOut(); })
        ->setShortcut(QKeySequence::ZoomOut);
    m_viewMenu
        ->addAction(tr("Fit to &Window"), navigator, [navigator] { navigator->currentView()->zoomToFit(); })
        ->setShortcut(Qt::CTRL | Qt::Key_0);
    QMenu *colourBy = m_viewMenu->addMenu(tr("&Colour Cables By"));
    auto *colourGroup = new QActionGroup(this);
    const std::pair<QString, Colouring> colourings[] = {
        {tr("&Rail"), Colouring::Rail},
        {tr("&Network"), Colouring::Network},
        {tr("Cable &Type"), Colouring::CableType},
        {tr("&Validation Status"), Colouring::ValidationStatus},
        {tr("&Install Status"), Colouring::InstallStatus}};
    FloorPlanScene *floorPlan = m_views.floorPlan;
    OverlayController *overlay = m_controllers.overlay;
    for (const auto &[label, colouring] : colourings) {
        // The floor plan colours its bundles; the racks and the fabric take the install status as an overlay
        // (they colour by rail otherwise).
        QAction *a = colourBy->addAction(label, floorPlan, [floorPlan, overlay, c = colouring] {
            floorPlan->setColouring(c);
            // Asking for the install status shows it, over a verification shown before; another colouring
            // takes it away and leaves a verification.
            overlay->setBaseOverlay(c == Colouring::InstallStatus
                                        ? OverlayController::OverlayMaker(statusOverlay)
                                        : OverlayController::OverlayMaker());
            if (c == Colouring::InstallStatus) overlay->setOverlay({});
        });
        a->setObjectName(QStringLiteral("colourBy%1").arg(int(colouring)));
        a->setCheckable(true);
        a->setChecked(colouring == Colouring::Rail);
        colourGroup->addAction(a);
    }
    QAction *power = m_viewMenu->addAction(tr("Colour Racks by &Power Use"), floorPlan,
                                           [floorPlan](bool on) { floorPlan->setPowerColouring(on); });
    power->setCheckable(true);
    power->setObjectName(QStringLiteral("powerColouring"));
    power->setStatusTip(tr("Fill the racks on the floor plan by the power their devices draw, in kW against "
                           "their rack type's limit"));
    QAction *trayFill = m_viewMenu->addAction(tr("Colour &Trays by Fill"), floorPlan,
                                              [floorPlan](bool on) { floorPlan->setTrayFillColouring(on); });
    trayFill->setCheckable(true);
    trayFill->setChecked(true);
    trayFill->setObjectName(QStringLiteral("trayFillColouring"));
    trayFill->setStatusTip(
        tr("Colour the trays on the floor plan by how full their cables make them, against "
           "each tray's fill limit"));
    QAction *editPathways =
        m_viewMenu->addAction(tr("Edit Pat&hways"), floorPlan, [floorPlan, navigator](bool on) {
            floorPlan->setPathwayEditing(on);
            if (on) navigator->showFloorPlan();
        });
    editPathways->setCheckable(true);
    editPathways->setObjectName(QStringLiteral("editPathways"));
    editPathways->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_P);
    editPathways->setStatusTip(
        tr("Draw trays on the floor plan: click to place a node, drag between nodes for a "
           "tray, Shift-drag to move a node"));
    m_viewMenu->addSeparator();
    for (QDockWidget *dock : m_docks.docks) {
        m_viewMenu->addAction(dock->toggleViewAction());
        // A dock shown from the menu comes to the front of its tabs: the user asked to see it.
        connect(dock->toggleViewAction(), &QAction::triggered, dock, [dock](bool on) {
            if (on) dock->raise();
        });
    }
}

void ActionSet::createDesignMenu()
{
    BulkEditController *bulk = m_controllers.bulk;
    ExportController *exports = m_controllers.exports;
    QMenu *design = m_window->menuBar()->addMenu(tr("&Design"));
    design
        ->addAction(tr("&Generate Fabric…"), this,
                    [this, bulk] {
                        // A whole new hall: show all of it.
                        if (bulk->generateFabric()) m_views.zoomAllToFit();
                    })
        ->setStatusTip(tr("Lay out a whole cluster: a DGX SuperPOD or a rail-optimized fabric of your own"));
    design->addSeparator();
    design->addAction(tr("Add &Rack"), m_controllers.edit, &EditController::addRack)
        ->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_R);
    design->addAction(tr("Add Ro&w of Racks…"), this, &ActionSet::askForRow);
    design->addAction(tr("&Drop Racks into Trays"), m_controllers.edit, &EditController::dropRacksIntoTrays)
        ->setStatusTip(tr("Give every rack without a drop one into the tray that passes over it"));
    m_combineTrunks = design->addAction(tr("Co&mbine into Trunk Assemblies"), m_controllers.edit,
                                        &EditController::combineTrunks);
    m_combineTrunks->setStatusTip(
        tr("Make the selected trunks, or every trunk between the two selected patch "
           "panels, multi-MPO trunk assemblies of the catalog"));
    m_splitAssembly =
        design->addAction(tr("Spli&t Trunk Assembly"), m_controllers.edit, &EditController::splitAssembly);
    m_splitAssembly->setStatusTip(tr("Take the selected trunk assembly apart into single trunks"));
    design->addSeparator();
    m_fillCages = design->addAction(tr("&Fill Empty Cages…"), bulk, &BulkEditController::fillEmptyCages);
    m_fillCages->setStatusTip(tr("Plug one transceiver into every empty cage of the selected devices"));
    m_connectByRail = design->addAction(tr("Connect by Ra&il…"), bulk, &BulkEditController::connectByRail);
    m_connectByRail->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_L);
    m_connectByRail->setStatusTip(tr("Cable the selected GPU servers to the leaves of their rails"));
    design->addSeparator();
    design->addAction(tr("&Bill of Materials…"), exports, &ExportController::showBom)
        ->setShortcut(Qt::CTRL | Qt::Key_B);
    QAction *validate = design->addAction(tr("&Validate"), this, [this] {
        m_controllers.validation->setDocument(m_window->document()); // a full run from scratch
        m_docks.validationDock->show();
        m_docks.validationDock->raise();
    });
    validate->setShortcut(Qt::Key_F7);
}

void ActionSet::createHelpMenu()
{
    QMenu *catalog = m_window->menuBar()->addMenu(tr("&Catalog"));
    catalog->addAction(tr("Import &Device Types…"), m_controllers.catalog,
                       &CatalogController::importDeviceTypeFiles);
    catalog->addAction(tr("Import Device Types from &Folder…"), m_controllers.catalog,
                       &CatalogController::importDeviceTypeFolder);
    QMenu *help = m_window->menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Keyboard Shortcuts"), this,
                    [this] { showShortcutsDialog(m_window, m_window->menuBar()); })
        ->setShortcut(QKeySequence::HelpContents);
    QAction *about = help->addAction(tr("&About Railyard"), this, [this] {
        QMessageBox::about(
            m_window, tr("About Railyard"),
            tr("<h3>Railyard %1</h3><p>Design, check and order the cabling of GPU clusters.</p>")
                .arg(QApplication::applicationVersion()));
    });
    about->setMenuRole(QAction::AboutRole);
}

void ActionSet::askForRow()
{
    const Design &d = m_window->document()->design();
    if (const std::optional<RowRequest> row = askForRowOfRacks(m_window, proposeRow(d), d.catalog)) {
        m_controllers.edit->addRow(row->row, row->count, row->heightU, row->x, row->y, row->rackType);
        m_views.elevations->showRow(row->row); // the new row is what the user works on next
    }
}

void ActionSet::setUndoStack(QUndoStack *stack)
{
    disconnect(m_undo, nullptr, nullptr, nullptr);
    disconnect(m_redo, nullptr, nullptr, nullptr);
    connect(m_undo, &QAction::triggered, stack, &QUndoStack::undo);
    connect(m_redo, &QAction::triggered, stack, &QUndoStack::redo);
    m_undo->setEnabled(stack->canUndo());
    m_redo->setEnabled(stack->canRedo());
    // The items name what they undo and redo: "Undo Delete 3 Cables".
    const auto nameUndo = [this](const QString &what) {
        m_undo->setText(what.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(what));
    };
    const auto nameRedo = [this](const QString &what) {
        m_redo->setText(what.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(what));
    };
    nameUndo(stack->undoText());
    nameRedo(stack->redoText());
    connect(stack, &QUndoStack::undoTextChanged, m_undo, nameUndo);
    connect(stack, &QUndoStack::redoTextChanged, m_redo, nameRedo);
    connect(stack, &QUndoStack::canUndoChanged, m_undo, &QAction::setEnabled);
    connect(stack, &QUndoStack::canRedoChanged, m_redo, &QAction::setEnabled);
}

void ActionSet::updateEnabled()
{
    // Copy and Cut take devices, Paste needs copied devices.
    const Selection &s = m_controllers.selection->selection();
    m_cut->setEnabled(!s.devices.isEmpty());
    m_copy->setEnabled(!s.devices.isEmpty());
    m_remove->setEnabled(!s.isEmpty());
    m_fillCages->setEnabled(!s.devices.isEmpty());
    m_connectByRail->setEnabled(!s.devices.isEmpty()); // a leaf alone takes the servers of its unit
    m_combineTrunks->setEnabled(s.cables.size() > 1 || s.devices.size() == 2);
    const Design *d = m_controllers.edit->document() ? &m_controllers.edit->document()->design() : nullptr;
    m_splitAssembly->setEnabled(d && std::any_of(s.cables.begin(), s.cables.end(), [d](int c) {
                                    return d->cables().isLive(c) && d->cables().at(c).isAssembly();
                                }));
    m_paste->setEnabled(ClipboardController::canPaste());
}

void ActionSet::showContextMenu(DesignView *view, const QPoint &pos)
{
    m_window->selectUnder(view, pos);
    QMenu menu(m_window);
    menu.addAction(m_cut);
    menu.addAction(m_copy);
    menu.addAction(m_paste);
    menu.addAction(m_remove);
    if (view == m_views.elevationView) {
        menu.addSeparator();
        menu.addAction(m_fillCages);
        menu.addAction(m_connectByRail);
    }
    menu.addSeparator();
    menu.addAction(m_print);
    const Selection &s = m_controllers.selection->selection();
    if (view == m_views.floorPlanView && !s.racks.isEmpty()) {
        const int rack = s.racks.first();
        menu.addAction(tr("Open Rack &Elevation"), m_window,
                       [this, rack] { m_window->showRackElevation(rack); });
    }
    menu.exec(view->viewport()->mapToGlobal(pos));
}

} // namespace railyard
