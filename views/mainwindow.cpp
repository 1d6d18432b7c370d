#include "mainwindow.h"

#include "addrowdialog.h"
#include "autosave.h"
#include "bulkactions.h"
#include "commands/cablecommands.h"
#include "commands/devicecommands.h"
#include "commands/rackcommands.h"
#include "design/findobject.h"
#include "design/floorlayout.h"
#include "design/rackspace.h"
#include "designoverview.h"
#include "dockcontent.h"
#include "document/document.h"
#include "editactions.h"
#include "elevation/deviceitem.h"
#include "elevation/elevationpage.h"
#include "elevation/elevationscene.h"
#include "elevation/elevationview.h"
#include "exportactions.h"
#include "fabric/fabricscene.h"
#include "floorplan/floorplanscene.h"
#include "floorplan/floorplanview.h"
#include "floorplan/rackitem.h"
#include "mimetypes.h"
#include "panels/catalogpanel.h"
#include "panels/propertiespanel.h"
#include "panels/tracepanel.h"
#include "panels/validationpanel.h"
#include "render/elevationgeometry.h"
#include "selectionmodel.h"
#include "selectionsync.h"
#include "shortcutsdialog.h"
#include "validationcontroller.h"

#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QGraphicsItem>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QResizeEvent>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolBar>
#include <QToolButton>
#include <QUndoView>

namespace railyard {

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setObjectName(QStringLiteral("MainWindow"));
    m_overview = new DesignOverview(this);
    m_selection = new SelectionModel(this);
    m_edit = new EditActions(m_selection, this);
    m_validation = new ValidationController(this);
    m_exports = new ExportActions(m_selection, m_validation, this);
    m_bulk = new BulkActions(m_selection, this);
    m_floorPlan = new FloorPlanScene(this);
    m_floorPlanView = new FloorPlanView(m_floorPlan, this);
    m_elevations = new ElevationScene(this);
    m_elevationView = new ElevationView(m_elevations, this);
    m_views = new QTabWidget(this);
    m_views->setDocumentMode(true);
    m_views->addTab(m_floorPlanView, tr("Floor plan"));
    m_elevationPage = new ElevationPage(m_elevations, m_elevationView, this);
    m_views->addTab(m_elevationPage, tr("Rack elevations"));
    m_fabric = new FabricScene(this);
    m_fabricView = new DesignView(this);
    m_fabricView->setScene(m_fabric);
    m_fabricView->setBackgroundBrush(palette().color(QPalette::Base));
    m_fabricView->setDragMode(QGraphicsView::ScrollHandDrag);
    m_views->addTab(m_fabricView, tr("Fabric"));
    m_fabric->setShown(false);
    connect(m_views, &QTabWidget::currentChanged, this, [this] {
        const bool shown = m_views->currentWidget() == m_fabricView;
        m_fabric->setShown(shown);
        // The fabric lays itself out when it comes to the front: fit it then if a fit was asked for.
        if (shown && m_fitFabricWhenShown) {
            m_fitFabricWhenShown = false;
            m_fabricView->zoomToFit();
        }
    });
    setCentralWidget(m_views);
    connect(m_floorPlan, &FloorPlanScene::rackActivated, this, &MainWindow::showRackElevation);
    connect(m_elevations, &ElevationScene::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, 6000); });
    connect(m_floorPlan, &FloorPlanScene::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, 6000); });
    connect(m_edit, &EditActions::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, 5000); });
    connect(m_bulk, &BulkActions::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, 6000); });
    connect(m_exports, &ExportActions::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    m_edit->everythingShown = [this] { return everythingShown(); };
    m_edit->pasteRackFallback = [this] {
        return m_elevations->racks().isEmpty() ? -1 : m_elevations->racks().first();
    };
    m_autosaver = new Autosaver(AutosaveStore(), this);
    // A failing autosave stays on screen until one succeeds: a passing message is easy to miss, and the work
    // it should protect is at stake.
    m_autosaveProblem = new QLabel(this);
    m_autosaveProblem->setObjectName(QStringLiteral("autosaveProblem"));
    m_autosaveProblem->setTextFormat(Qt::RichText);
    m_autosaveProblem->hide();
    statusBar()->addPermanentWidget(m_autosaveProblem);
    connect(m_autosaver, &Autosaver::failed, this, [this](const QString &message) {
        m_autosaveProblem->setText(tr("<span style='color:#d62728'>⚠ Autosave failed</span>"));
        m_autosaveProblem->setToolTip(
            tr("The last autosave could not be written: %1\nSave the design (Ctrl+S) to keep your work.")
                .arg(message));
        m_autosaveProblem->show();
        statusBar()->showMessage(tr("Autosave failed: %1").arg(message), 10000);
    });
    connect(m_autosaver, &Autosaver::saved, m_autosaveProblem, &QWidget::hide);
    m_counts = new QLabel(this);
    m_validationStatus = new QToolButton(this);
    m_validationStatus->setAutoRaise(true);
    m_validationStatus->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_validationStatus->setToolTip(tr("Show the validation panel"));
    statusBar()->addPermanentWidget(m_counts);
    statusBar()->addPermanentWidget(m_validationStatus);
    createActions();
    createDocks();
    // Edit commands are enabled for what they can act on: Copy and Cut take devices, Paste needs copied
    // devices.
    const auto updateEditActions = [this] {
        const Selection &s = m_selection->selection();
        m_contextActions.cut->setEnabled(!s.devices.isEmpty());
        m_contextActions.copy->setEnabled(!s.devices.isEmpty());
        m_contextActions.remove->setEnabled(!s.isEmpty());
        m_contextActions.fillCages->setEnabled(!s.devices.isEmpty());
        m_contextActions.connectByRail->setEnabled(s.devices.size() > 1);
        const QMimeData *mime = QGuiApplication::clipboard()->mimeData();
        m_contextActions.paste->setEnabled(mime && mime->hasFormat(devicesMimeType));
    };
    connect(m_selection, &SelectionModel::changed, this, updateEditActions);
    connect(QGuiApplication::clipboard(), &QClipboard::dataChanged, this, updateEditActions);
    updateEditActions();
    for (DesignView *view :
         {static_cast<DesignView *>(m_floorPlanView), static_cast<DesignView *>(m_elevationView)}) {
        view->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(view, &QWidget::customContextMenuRequested, this, [this, view](const QPoint &pos) {
            selectUnder(view, pos);
            QMenu menu(this);
            menu.addAction(m_contextActions.cut);
            menu.addAction(m_contextActions.copy);
            menu.addAction(m_contextActions.paste);
            menu.addAction(m_contextActions.remove);
            if (view == m_elevationView) {
                menu.addSeparator();
                menu.addAction(m_contextActions.fillCages);
                menu.addAction(m_contextActions.connectByRail);
            }
            menu.addSeparator();
            menu.addAction(m_contextActions.print);
            if (view == m_floorPlanView && !m_selection->selection().racks.isEmpty()) {
                const int rack = m_selection->selection().racks.first();
                menu.addAction(tr("Open Rack &Elevation"), this, [this, rack] { showRackElevation(rack); });
            }
            menu.exec(view->viewport()->mapToGlobal(pos));
        });
    }
    connect(m_validation, &ValidationController::issuesChanged, this, &MainWindow::updateValidationStatus);
    connect(m_validationStatus, &QToolButton::clicked, this, [this] {
        m_validationDock->show();
        m_validationDock->raise();
    });
    setEmptyHints();
    setDocument(std::make_unique<Document>());
    resize(1280, 800);
    readSettings();
}

MainWindow::~MainWindow()
{
    // First: the scenes deselect their items as they are deleted, which must not reach a deleted model.
    delete m_selectionSync;
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QToolBar *toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("mainToolBar"));

    QAction *newAction = file->addAction(tr("&New"), this, &MainWindow::newDesign);
    newAction->setShortcut(QKeySequence::New);
    QAction *openAction = file->addAction(tr("&Open…"), this, &MainWindow::open);
    openAction->setShortcut(QKeySequence::Open);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::fillRecentMenu);
    QMenu *samples = file->addMenu(tr("Open &Sample"));
    const std::pair<QString, QString> bundled[] = {
        {tr("Four DGX H100 and their rail leaves"), QStringLiteral(":/railyard/samples/dgx-h100-4node.json")},
        {tr("DGX SuperPOD H100, one scalable unit (generated)"),
         QStringLiteral(":/railyard/samples/dgx-h100-superpod-1su.json")}};
    for (const auto &[title, path] : bundled)
        samples->addAction(title, this, [this, path = path] {
            if (maybeSave()) openFile(path);
        });
    file->addAction(tr("&Import JSON…"), this, &MainWindow::importJson);
    file->addSeparator();
    QAction *saveAction = file->addAction(tr("&Save"), this, &MainWindow::save);
    saveAction->setShortcut(QKeySequence::Save);
    QAction *saveAsAction = file->addAction(tr("Save &As…"), this, &MainWindow::saveAs);
    saveAsAction->setShortcut(QKeySequence::SaveAs);
    file->addAction(tr("Import &Price List…"), m_exports, &ExportActions::importPriceList);
    QMenu *exportMenu = file->addMenu(tr("&Export"));
    exportMenu->addAction(tr("Design as &JSON…"), this, &MainWindow::exportJson);
    // Design ▸ Bill of Materials shows the BOM; this writes it as a file to send (PDF or XLSX quote, CSV,
    // JSON).
    exportMenu->addAction(tr("&Quote or BOM File…"), m_exports, &ExportActions::exportBom)
        ->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_B);
    exportMenu->addAction(tr("Cable &Labels…"), m_exports, &ExportActions::exportLabels);
    exportMenu->addAction(tr("&Drawing of This View…"), this,
                          [this] { m_exports->exportDrawing(currentDrawing()); });
    exportMenu->addAction(tr("&Quote Package…"), m_exports, &ExportActions::exportQuotePackage);
    QAction *print = file->addAction(tr("&Print Labels…"), m_exports, &ExportActions::printLabels);
    m_contextActions.print = print;
    print->setShortcut(QKeySequence::Print);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
    toolbar->addAction(newAction);
    toolbar->addAction(openAction);
    toolbar->addAction(saveAction);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    m_undo = edit->addAction(tr("&Undo"));
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo = edit->addAction(tr("&Redo"));
    m_redo->setShortcut(QKeySequence::Redo);
    edit->addSeparator();
    m_contextActions.cut = edit->addAction(tr("Cu&t"), this, [this] {
        if (m_edit->copySelection()) m_edit->deleteSelection();
    });
    m_contextActions.cut->setShortcut(QKeySequence::Cut);
    m_contextActions.copy = edit->addAction(tr("&Copy"), m_edit, &EditActions::copySelection);
    m_contextActions.copy->setShortcut(QKeySequence::Copy);
    m_contextActions.paste = edit->addAction(tr("&Paste"), this, [this] {
        if (m_edit->paste()) m_views->setCurrentWidget(m_elevationPage);
    });
    m_contextActions.paste->setShortcut(QKeySequence::Paste);
    QAction *remove = edit->addAction(tr("&Delete"), m_edit, &EditActions::deleteSelection);
    m_contextActions.remove = remove;
    remove->setShortcuts({QKeySequence::Delete, Qt::Key_Backspace});
    edit->addAction(tr("Select &All"), m_edit, &EditActions::selectAll)->setShortcut(QKeySequence::SelectAll);
    edit->addSeparator();
    QAction *findAction = edit->addAction(tr("&Find…"), this, [this] {
        bool ok = false;
        const QString text =
            QInputDialog::getText(this, tr("Find"), tr("Id of a rack, device or cable, or a cable label:"),
                                  QLineEdit::Normal, QString(), &ok);
        if (ok && !text.trimmed().isEmpty() && !find(text.trimmed()))
            statusBar()->showMessage(tr("Nothing called \"%1\" in this design").arg(text.trimmed()), 5000);
    });
    findAction->setShortcut(QKeySequence::Find);

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    QAction *floor = m_viewMenu->addAction(tr("&Floor Plan"), this, [this] { m_views->setCurrentIndex(0); });
    floor->setShortcut(Qt::CTRL | Qt::Key_1);
    QAction *elevations =
        m_viewMenu->addAction(tr("&Rack Elevations"), this, [this] { m_views->setCurrentIndex(1); });
    elevations->setShortcut(Qt::CTRL | Qt::Key_2);
    QAction *fabric = m_viewMenu->addAction(tr("F&abric"), this, [this] { m_views->setCurrentIndex(2); });
    fabric->setShortcut(Qt::CTRL | Qt::Key_3);
    QAction *rear = m_rearAction = m_viewMenu->addAction(tr("Rack &Rear"), this, [this](bool on) {
        m_elevations->setRear(on);
        m_views->setCurrentWidget(m_elevationPage);
    });
    rear->setCheckable(true);
    rear->setShortcut(Qt::CTRL | Qt::Key_R);
    rear->setToolTip(tr("Show the rear of the racks: the back of the patch panels and the trunks (Ctrl+R)"));
    m_elevationPage->toolBar()->addAction(rear);
    m_viewMenu->addSeparator();
    auto currentView = [this] {
        return m_views->currentWidget() == m_elevationPage
                   ? m_elevationView
                   : static_cast<DesignView *>(m_views->currentWidget());
    };
    QAction *zoomIn = m_viewMenu->addAction(tr("Zoom &In"), this, [currentView] { currentView()->zoomIn(); });
    zoomIn->setShortcut(QKeySequence::ZoomIn);
    QAction *zoomOut =
        m_viewMenu->addAction(tr("Zoom &Out"), this, [currentView] { currentView()->zoomOut(); });
    zoomOut->setShortcut(QKeySequence::ZoomOut);
    QAction *fit =
        m_viewMenu->addAction(tr("&Fit to Window"), this, [currentView] { currentView()->zoomToFit(); });
    fit->setShortcut(Qt::CTRL | Qt::Key_0);
    QMenu *colourBy = m_viewMenu->addMenu(tr("&Colour Cables By"));
    auto *colourGroup = new QActionGroup(this);
    const std::pair<QString, Colouring> colourings[] = {
        {tr("&Rail"), Colouring::Rail},
        {tr("&Network"), Colouring::Network},
        {tr("Cable &Type"), Colouring::CableType},
        {tr("&Validation Status"), Colouring::ValidationStatus}};
    for (const auto &[label, colouring] : colourings) {
        QAction *a =
            colourBy->addAction(label, this, [this, c = colouring] { m_floorPlan->setColouring(c); });
        a->setCheckable(true);
        a->setChecked(colouring == Colouring::Rail);
        colourGroup->addAction(a);
    }
    m_viewMenu->addSeparator();

    QMenu *design = menuBar()->addMenu(tr("&Design"));
    design
        ->addAction(tr("&Generate Fabric…"), this,
                    [this] {
                        // A whole new hall: show all of it.
                        if (!m_bulk->generateFabric()) return;
                        m_floorPlanView->zoomToFit();
                        m_elevationView->zoomToFit();
                        m_fabricView->zoomToFit();
                        m_fitFabricWhenShown = m_views->currentWidget() != m_fabricView;
                    })
        ->setStatusTip(tr("Lay out a whole cluster: a DGX SuperPOD or a rail-optimized fabric of your own"));
    design->addSeparator();
    design->addAction(tr("Add &Rack"), m_edit, &EditActions::addRack)
        ->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_R);
    design->addAction(tr("Add Ro&w of Racks…"), this, &MainWindow::askForRow);
    design->addSeparator();
    m_contextActions.fillCages =
        design->addAction(tr("&Fill Empty Cages…"), m_bulk, &BulkActions::fillEmptyCages);
    m_contextActions.fillCages->setStatusTip(
        tr("Plug one transceiver into every empty cage of the selected devices"));
    m_contextActions.connectByRail =
        design->addAction(tr("Connect by Ra&il…"), m_bulk, &BulkActions::connectByRail);
    m_contextActions.connectByRail->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_L);
    m_contextActions.connectByRail->setStatusTip(
        tr("Cable the selected GPU servers to the leaves of their rails"));
    design->addSeparator();
    design->addAction(tr("&Bill of Materials…"), m_exports, &ExportActions::showBom)
        ->setShortcut(Qt::CTRL | Qt::Key_B);
    QAction *validate = design->addAction(tr("&Validate"), this, [this] {
        m_validation->setDocument(m_document.get()); // a full run from scratch
        m_validationDock->show();
        m_validationDock->raise();
    });
    validate->setShortcut(Qt::Key_F7);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Keyboard Shortcuts"), this, &MainWindow::showShortcuts)
        ->setShortcut(QKeySequence::HelpContents);
    QAction *about = help->addAction(tr("&About Railyard"), this, [this] {
        QMessageBox::about(
            this, tr("About Railyard"),
            tr("<h3>Railyard %1</h3><p>Design, check and order the cabling of GPU clusters.</p>")
                .arg(QApplication::applicationVersion()));
    });
    about->setMenuRole(QAction::AboutRole);
}

void MainWindow::createDocks()
{
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);
    m_catalogPanel = new CatalogPanel(this);
    addDock(m_catalogPanel, tr("Catalog"), QStringLiteral("catalogDock"), Qt::LeftDockWidgetArea);
    m_validationPanel = new ValidationPanel(this);
    m_validationDock = addDock(new DockContent(m_validationPanel, QSize(900, 170)), tr("Validation"),
                               QStringLiteral("validationDock"), Qt::BottomDockWidgetArea);
    connect(m_validationPanel, &ValidationPanel::issueActivated, this, &MainWindow::showIssue);
    QDockWidget *tree =
        addDock(m_overview, tr("Design"), QStringLiteral("designDock"), Qt::LeftDockWidgetArea);
    // Picked in the tree: devices are shown in their rack's elevation (the selection follows by itself).
    connect(m_overview, &DesignOverview::picked, this, [this](const QList<int> &, const QList<int> &devices) {
        if (!devices.isEmpty()) reveal({{}, devices, {}});
    });
    tabifyDockWidget(m_docks.first(), tree);
    m_docks.first()->raise();
    m_propertiesPanel = new PropertiesPanel(this);
    m_propertiesDock = addDock(new DockContent(m_propertiesPanel, QSize(260, 400)), tr("Properties"),
                               QStringLiteral("propertiesDock"), Qt::RightDockWidgetArea);
    m_selectionSync =
        new SelectionSync(m_selection, m_floorPlan, m_elevations, m_overview, m_propertiesPanel, this);
    m_selectionSync->setFabric(m_fabric);
    m_tracePanel = new TracePanel(this);
    m_tracePanel->setObjectName(QStringLiteral("tracePanel"));
    QDockWidget *trace =
        addDock(m_tracePanel, tr("Trace"), QStringLiteral("traceDock"), Qt::RightDockWidgetArea);
    tabifyDockWidget(m_propertiesDock, trace);
    m_propertiesDock->raise();
    // The Trace dock follows the selected cable (the first, when several are selected).
    connect(m_selection, &SelectionModel::changed, this, [this] {
        const Selection &s = m_selection->selection();
        m_tracePanel->showCable(s.cables.isEmpty() ? -1 : s.cables.first());
    });
    connect(m_fabric, &FabricScene::deviceActivated, this, [this](int device) {
        m_views->setCurrentWidget(m_elevationPage); // double-click: to the device in its rack
        reveal({{}, {device}, {}});
    });
    m_undoView = new QUndoView(this);
    m_undoView->setEmptyLabel(tr("<opened design>"));
    QDockWidget *history =
        addDock(m_undoView, tr("History"), QStringLiteral("historyDock"), Qt::RightDockWidgetArea);
    history->hide();
}

QDockWidget *MainWindow::addDock(QWidget *widget, const QString &title, const QString &name,
                                 Qt::DockWidgetArea area)
{
    auto *dock = new QDockWidget(title, this);
    dock->setObjectName(name);
    dock->setWidget(widget);
    addDockWidget(area, dock);
    m_viewMenu->addAction(dock->toggleViewAction());
    m_docks.append(dock);
    return dock;
}

void MainWindow::updateValidationStatus()
{
    const ValidationSummary s = m_validation->summary();
    const QStyle::StandardPixmap icon = s.errors > 0     ? QStyle::SP_MessageBoxCritical
                                        : s.warnings > 0 ? QStyle::SP_MessageBoxWarning
                                                         : QStyle::SP_DialogApplyButton;
    m_validationStatus->setIcon(style()->standardIcon(icon));
    m_validationStatus->setText(
        s.errors + s.warnings + s.infos == 0
            ? tr("No issues")
            : tr("%1 errors, %2 warnings, %3 infos").arg(s.errors).arg(s.warnings).arg(s.infos));
}

void MainWindow::setEmptyHints()
{
    // A new design shows where to start rather than an empty canvas.
    const auto noRacks = [this] { return m_document && m_document->design().racks().liveCount() == 0; };
    const QString addRacks = tr("This design has no racks yet.\n\nDesign ▸ Generate Fabric… lays out a whole "
                                "cluster; Design ▸ Add Row of Racks… lays out a row; Design ▸ Add Rack "
                                "(Ctrl+Shift+R) adds one rack.");
    m_floorPlanView->setEmptyHint([noRacks, addRacks] { return noRacks() ? addRacks : QString(); });
    m_elevationView->setEmptyHint([this, noRacks, addRacks] {
        if (noRacks()) return addRacks;
        if (!m_elevations->deviceItems().isEmpty()) return QString();
        return tr("These racks are empty.\n\nDrag GPU servers, switches and patch panels from the Catalog "
                  "into a rack, "
                  "then transceivers onto their cages; drag from port to port to add a cable.");
    });
    m_fabricView->setEmptyHint([this] {
        return m_fabric->nodes().empty() ? tr("No GPU servers or switches yet.\n\nPlace them in the rack "
                                              "elevations; once cabled, the fabric "
                                              "shows each server's links to its rail leaves here.")
                                         : QString();
    });
}

void MainWindow::showIssue(const Issue &issue)
{
    const Design &d = m_document->design();
    QStringList names;
    for (int c : issue.cables)
        names << d.cables().at(c).id;
    for (int dev : issue.devices)
        names << d.devices().at(dev).id;
    for (int r : issue.racks)
        names << d.racks().at(r).id;
    m_selection->select({issue.racks, issue.devices, issue.cables});
    reveal(m_selection->selection());
    statusBar()->showMessage(
        QStringLiteral("%1: %2").arg(QString(ruleId(issue.rule)), names.join(QStringLiteral(", "))), 8000);
}

void MainWindow::reveal(const Selection &what)
{
    const Design &d = m_document->design();
    // Devices, and the devices at the ends of cables: the elevations (and the fabric) show those.
    QList<int> devices = what.devices;
    for (int c : what.cables)
        for (const Endpoint &e : d.cables().at(c).ends)
            if (!e.isLoose() && !devices.contains(e.device)) devices.append(e.device);

    // In the fabric, devices it draws are shown there.
    if (m_views->currentWidget() == m_fabricView && what.racks.isEmpty() && !devices.isEmpty()) {
        QList<QRectF> boxes;
        QRectF area;
        for (int dev : devices)
            if (const std::optional<QPointF> pos = m_fabric->nodePos(dev)) {
                boxes.append(QRectF(*pos - QPointF(8, 8), QSizeF(16, 16)));
                area |= boxes.last();
            }
        if (!boxes.isEmpty()) {
            m_fabricView->showRect(area, 3.0);
            m_fabricView->flash(boxes);
            return;
        }
    }

    devices.removeIf([&](int dev) { return !d.devices().at(dev).isPlaced(); });
    if (!devices.isEmpty() && what.racks.isEmpty()) {
        // The row that holds them (all racks when they are in several rows and the design is small enough).
        QSet<QString> rows;
        for (int dev : devices)
            rows.insert(d.racks().at(d.devices().at(dev).rack).row);
        const bool allShown = std::all_of(devices.begin(), devices.end(), [&](int dev) {
            return m_elevations->racks().contains(d.devices().at(dev).rack);
        });
        if (!allShown) {
            if (rows.size() > 1 && d.racks().liveCount() <= ElevationPage::allRacksLimit)
                m_elevations->showAllRacks();
            else
                m_elevations->showRow(d.racks().at(d.devices().at(devices.first()).rack).row);
        }
        // The side the cables are plugged on: trunks between panels are seen from the rear.
        bool rear = false, front = false;
        for (int c : what.cables)
            for (const Endpoint &e : d.cables().at(c).ends)
                if (!e.isLoose()) {
                    rear = rear || e.side == Side::Rear;
                    front = front || e.side != Side::Rear;
                }
        const bool wantRear = (rear || front) ? !front : m_elevations->isRear(); // devices alone: as it is
        if (wantRear != m_elevations->isRear()) m_rearAction->trigger();
        m_views->setCurrentWidget(m_elevationPage);
        QList<QRectF> boxes;
        QRectF area;
        for (int dev : devices)
            if (QGraphicsItem *item = m_elevations->deviceItem(dev)) {
                boxes.append(item->sceneBoundingRect());
                area |= boxes.last();
            }
        // A rack unit about 36 pixels high at most: one device is shown at a working size, not filling the
        // screen.
        m_elevationView->showRect(area, 36.0 / elevation::unitHeight);
        m_elevationView->flash(boxes);
        return;
    }

    // Racks (and devices without a place in the elevations): on the floor plan.
    QList<int> racks = what.racks;
    for (int dev : devices)
        if (!racks.contains(d.devices().at(dev).rack)) racks.append(d.devices().at(dev).rack);
    QList<QRectF> boxes;
    QRectF area;
    for (int r : racks)
        if (RackItem *item = m_floorPlan->rackItem(r)) {
            boxes.append(item->sceneBoundingRect());
            area |= boxes.last();
        }
    if (area.isEmpty()) return;
    m_views->setCurrentWidget(m_floorPlanView);
    m_floorPlanView->showRect(area, 2.0);
    m_floorPlanView->flash(boxes);
}

void MainWindow::addRecentFile(const QString &path)
{
    QSettings settings;
    QStringList files = settings.value(QStringLiteral("recentFiles")).toStringList();
    files.removeAll(path);
    files.prepend(path);
    settings.setValue(QStringLiteral("recentFiles"), files.mid(0, 10));
}

void MainWindow::fillRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = QSettings().value(QStringLiteral("recentFiles")).toStringList();
    for (const QString &file : files) {
        QAction *a = m_recentMenu->addAction(QDir::toNativeSeparators(file), this, [this, file] {
            if (maybeSave()) openFile(file);
        });
        a->setEnabled(QFileInfo::exists(file));
    }
    if (files.isEmpty()) m_recentMenu->addAction(tr("No recent designs"))->setEnabled(false);
    m_recentMenu->addSeparator();
    m_recentMenu->addAction(tr("&Clear List"), this,
                            [] { QSettings().remove(QStringLiteral("recentFiles")); });
}

bool MainWindow::offerRecovery()
{
    // Only copies no running window holds: a second Railyard must not offer (or delete) the first one's.
    QList<AutosaveStore::Entry> entries = AutosaveStore().orphans();
    entries.erase(
        std::remove_if(entries.begin(), entries.end(),
                       [this](const AutosaveStore::Entry &e) { return e.path == m_autosaver->path(); }),
        entries.end());
    if (entries.isEmpty()) return false;
    const AutosaveStore::Entry &newest = entries.first();
    const auto answer = QMessageBox::question(
        this, tr("Recover unsaved changes"),
        tr("<p>Railyard did not close normally last time. An autosaved copy of <b>%1</b> from %2 was "
           "found.</p>"
           "<p>Open it to recover the changes?</p>")
            .arg(newest.name.toHtmlEscaped(), QLocale().toString(newest.savedAt, QLocale::ShortFormat)),
        QMessageBox::Open | QMessageBox::Discard | QMessageBox::Ignore, QMessageBox::Open);
    if (answer == QMessageBox::Ignore) return false; // keep the copies for the next start
    bool opened = false;
    if (answer == QMessageBox::Open) {
        Result<std::unique_ptr<Document>> recovered = Document::open(newest.path);
        if (recovered.ok()) {
            std::unique_ptr<Document> doc = recovered.takeValue();
            doc->setFileName(newest.originalFile);
            doc->markUnsaved();
            setDocument(std::move(doc));
            opened = true;
        } else {
            QMessageBox::warning(this, tr("Recover unsaved changes"),
                                 recovered.error().toString().toHtmlEscaped());
        }
    }
    for (const AutosaveStore::Entry &e : entries)
        AutosaveStore::remove(e);
    return opened;
}

void MainWindow::showRackElevation(int rack)
{
    // The rack with the racks of its row (or all racks, if that is what is shown and it is among them).
    if (!m_elevations->racks().contains(rack) ||
        m_elevations->rackChoice() == ElevationScene::RackChoice::Listed)
        m_elevations->showRow(m_document->design().racks().at(rack).row);
    m_views->setCurrentWidget(m_elevationPage);
    m_elevationView->centreOnRect(m_elevations->rackRect(rack));
}

bool MainWindow::find(const QString &text)
{
    const FoundObject found = findObject(m_document->design(), text);
    Selection what;
    switch (found.kind) {
    case EntityKind::None:
        return false;
    case EntityKind::Rack:
        what.racks = {found.slot};
        break;
    case EntityKind::Device:
        what.devices = {found.slot};
        break;
    case EntityKind::Cable:
        what.cables = {found.slot};
        statusBar()->showMessage(tr("Cable %1").arg(m_document->design().cables().at(found.slot).id), 5000);
        break;
    }
    m_selection->select(what);
    // A rack is found on the floor plan, a device or cable in the rack elevations (or the fabric, if shown).
    reveal(what);
    return true;
}

DrawingView MainWindow::currentDrawing() const
{
    if (m_views->currentWidget() == m_fabricView) return {DrawingView::Kind::Fabric, {}, false, {}};
    if (m_views->currentWidget() == m_elevationPage && !m_elevations->racks().isEmpty()) {
        // Every rack on screen, as shown: a row by its name, else the racks by id.
        const Design &d = m_document->design();
        if (m_elevations->rackChoice() == ElevationScene::RackChoice::Row)
            return {DrawingView::Kind::Row, m_elevations->row(), m_elevations->isRear(), {}};
        QStringList ids;
        for (int r : m_elevations->racks())
            ids << d.racks().at(r).id;
        return {DrawingView::Kind::Racks, {}, m_elevations->isRear(), ids};
    }
    return {DrawingView::Kind::Floor, {}, false, {}};
}

bool MainWindow::selectUnder(DesignView *view, const QPoint &pos)
{
    // A right-click on something not selected selects it alone, as file managers and editors do; on the
    // selection it keeps the selection, so the menu acts on all of it.
    const QPointF scenePos = view->mapToScene(pos);
    const Selection &current = m_selection->selection();
    for (QGraphicsItem *item : view->scene()->items(scenePos)) {
        if (item->type() == RackItem::Type) {
            const int rack = static_cast<RackItem *>(item)->rack();
            if (!current.racks.contains(rack)) m_selection->select({{rack}, {}, {}});
            return true;
        }
        if (item->type() == DeviceItem::Type) {
            const int device = static_cast<DeviceItem *>(item)->device();
            if (!current.devices.contains(device)) m_selection->select({{}, {device}, {}});
            return true;
        }
    }
    if (view == m_elevationView) {
        if (const int cable = m_elevations->cableAt(scenePos); cable >= 0) {
            if (!current.cables.contains(cable)) m_selection->select({{}, {}, {cable}});
            return true;
        }
    }
    return false;
}

Selection MainWindow::everythingShown() const
{
    const Design &d = m_document->design();
    Selection all;
    if (m_views->currentWidget() == m_floorPlanView) {
        for (int r : d.racks().live())
            all.racks.append(r);
    } else if (m_views->currentWidget() == m_elevationPage) {
        for (int dev : d.devices().live())
            if (m_elevations->deviceItem(dev)) all.devices.append(dev);
    }
    return all;
}

void MainWindow::showShortcuts()
{
    showShortcutsDialog(this, menuBar());
}

void MainWindow::askForRow()
{
    if (const std::optional<RowRequest> row =
            askForRowOfRacks(this, proposeRow(m_document->design()), m_document->design().catalog)) {
        m_edit->addRow(row->row, row->count, row->heightU, row->x, row->y, row->rackType);
        m_elevations->showRow(row->row); // the new row is what the user works on next
    }
}

void MainWindow::readSettings()
{
    QSettings settings;
    if (const QByteArray geometry = settings.value(QStringLiteral("window/geometry")).toByteArray();
        !geometry.isEmpty())
        restoreGeometry(geometry);
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
}

void MainWindow::writeSettings()
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
}

void MainWindow::setDocument(std::unique_ptr<Document> document)
{
    m_overview->setDocument(nullptr);
    m_propertiesPanel->setDocument(nullptr);
    m_tracePanel->setDocument(nullptr);
    m_floorPlan->setDocument(nullptr, nullptr);
    m_elevations->setDocument(nullptr, nullptr);
    m_fabric->setDocument(nullptr, nullptr);
    m_validationPanel->setController(nullptr, nullptr);
    m_validationPanel->setDocument(nullptr);
    m_validation->setDocument(nullptr);
    m_document = std::move(document);
    Document *doc = m_document.get();
    m_selection->setDocument(doc);
    m_edit->setDocument(doc);
    m_exports->setDocument(doc);
    m_bulk->setDocument(doc);
    m_tracePanel->setDocument(doc);
    m_overview->setDocument(doc);
    m_validation->setDocument(doc);
    m_floorPlan->setDocument(doc, m_validation);
    m_floorPlanView->zoomToFit();
    m_elevations->setDocument(doc, m_validation);
    m_elevationView->zoomToFit();
    m_fabric->setDocument(doc, m_validation);
    m_fabricView->zoomToFit();
    m_validationPanel->setController(m_validation, &doc->design());
    m_validationPanel->setDocument(doc);
    m_catalogPanel->setCatalog(doc->design().catalog);
    m_undoView->setStack(doc->undoStack());
    m_propertiesPanel->setDocument(doc);
    m_autosaver->setDocument(doc);
    QUndoStack *stack = doc->undoStack();
    disconnect(m_undo, nullptr, nullptr, nullptr);
    disconnect(m_redo, nullptr, nullptr, nullptr);
    connect(m_undo, &QAction::triggered, stack, &QUndoStack::undo);
    connect(m_redo, &QAction::triggered, stack, &QUndoStack::redo);
    m_undo->setEnabled(stack->canUndo());
    m_redo->setEnabled(stack->canRedo());
    connect(stack, &QUndoStack::canUndoChanged, m_undo, &QAction::setEnabled);
    connect(stack, &QUndoStack::canRedoChanged, m_redo, &QAction::setEnabled);
    connect(doc, &Document::modifiedChanged, this, &MainWindow::updateTitle);
    connect(doc, &Document::fileNameChanged, this, &MainWindow::updateTitle);
    connect(doc, &Document::changed, this, [this] {
        updateTitle();
        updateStatus();
    });
    updateTitle();
    updateStatus();
}

void MainWindow::updateTitle()
{
    // "[*]" is where Qt shows the modified marker.
    setWindowTitle(QStringLiteral("%1[*] — Railyard").arg(m_document->displayName()));
    setWindowModified(m_document->isModified());
}

void MainWindow::updateStatus()
{
    const Design &d = m_document->design();
    m_counts->setText(tr("%1 racks · %2 devices · %3 cables")
                          .arg(d.racks().liveCount())
                          .arg(d.devices().liveCount())
                          .arg(d.cables().liveCount()));
}

bool MainWindow::openFile(const QString &path)
{
    QApplication::setOverrideCursor(Qt::WaitCursor);
    Result<std::unique_ptr<Document>> opened = Document::open(path);
    QApplication::restoreOverrideCursor();
    if (!opened.ok()) {
        QMessageBox::critical(
            this, tr("Cannot open the design"),
            tr("<p>%1 could not be opened.</p><p>%2</p><p>Nothing was changed.</p>")
                .arg(QFileInfo(path).fileName().toHtmlEscaped(), opened.error().toString().toHtmlEscaped()));
        return false;
    }
    setDocument(opened.takeValue());
    if (!path.startsWith(QLatin1Char(':'))) addRecentFile(QFileInfo(path).absoluteFilePath());
    statusBar()->showMessage(path.startsWith(QLatin1Char(':'))
                                 ? tr("Opened the sample design")
                                 : tr("Opened %1").arg(QDir::toNativeSeparators(path)),
                             4000);
    return true;
}

void MainWindow::newDesign()
{
    if (maybeSave()) setDocument(std::make_unique<Document>());
}

void MainWindow::open()
{
    if (!maybeSave()) return;
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Design"), QString(), tr("Railyard designs (*.railyard *.json);;All files (*)"));
    if (!path.isEmpty()) openFile(path);
}

void MainWindow::importJson()
{
    if (!maybeSave()) return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Import JSON Design"), QString(),
                                                      tr("Interchange JSON (*.json);;All files (*)"));
    if (!path.isEmpty()) openFile(path);
}

bool MainWindow::save()
{
    if (m_document->fileName().isEmpty()) return saveAs();
    if (IoStatus status = m_document->saveAs(m_document->fileName())) {
        QMessageBox::critical(this, tr("Cannot save the design"), status->toString().toHtmlEscaped());
        return false;
    }
    m_autosaver->discard();
    addRecentFile(m_document->fileName());
    statusBar()->showMessage(tr("Saved"), 3000);
    return true;
}

bool MainWindow::saveAs()
{
    QString path = QFileDialog::getSaveFileName(
        this, tr("Save Design As"), fileNameFrom(m_document->displayName()) + QStringLiteral(".railyard"),
        tr("Railyard documents (*.railyard)"));
    if (path.isEmpty()) return false;
    if (!path.endsWith(QLatin1String(".railyard"))) path += QStringLiteral(".railyard");
    if (IoStatus status = m_document->saveAs(path)) {
        QMessageBox::critical(this, tr("Cannot save the design"), status->toString().toHtmlEscaped());
        return false;
    }
    m_autosaver->discard();
    addRecentFile(path);
    return true;
}

void MainWindow::exportJson()
{
    QString path = QFileDialog::getSaveFileName(
        this, tr("Export JSON"), fileNameFrom(m_document->displayName()) + QStringLiteral(".json"),
        tr("Interchange JSON (*.json)"));
    if (path.isEmpty()) return;
    if (!path.endsWith(QLatin1String(".json"))) path += QStringLiteral(".json");
    if (IoStatus status = m_document->saveAs(path))
        QMessageBox::critical(this, tr("Cannot export the design"), status->toString().toHtmlEscaped());
}

bool MainWindow::maybeSave()
{
    if (!m_document || !m_document->isModified()) return true;
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved changes"), tr("%1 has unsaved changes. Save them?").arg(m_document->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save) return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    // On a small screen the docks share the left side as tabs, so the view keeps most of the window; once
    // wider again, Properties returns to the right. Only on crossing the width, so a layout the user made
    // stays.
    const bool compact = width() < compactWidth;
    if (compact == m_compact || !m_propertiesDock || !m_docks.size()) return;
    m_compact = compact;
    if (m_propertiesDock->isFloating()) return;
    QDockWidget *trace = findChild<QDockWidget *>(QStringLiteral("traceDock"));
    if (compact) {
        for (QDockWidget *dock : {m_propertiesDock, trace})
            if (dock && !dock->isFloating()) tabifyDockWidget(m_docks.first(), dock);
        m_docks.first()->raise();
    } else {
        addDockWidget(Qt::RightDockWidgetArea, m_propertiesDock);
        if (trace && !trace->isFloating()) tabifyDockWidget(m_propertiesDock, trace);
        m_propertiesDock->raise();
    }
    resizeDocks({m_validationDock}, {std::min(170, height() / 5)}, Qt::Vertical);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (maybeSave()) {
        writeSettings();
        m_autosaver->discard(); // closed on purpose: nothing to recover
        event->accept();
    } else
        event->ignore();
}

} // namespace railyard
