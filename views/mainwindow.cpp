#include "mainwindow.h"

#include "autosave.h"
#include "commands/cablecommands.h"
#include "commands/devicecommands.h"
#include "commands/rackcommands.h"
#include "design/rackspace.h"
#include "elevation/deviceitem.h"
#include "elevation/elevationview.h"
#include "floorplan/rackitem.h"
#include "addrowdialog.h"
#include "designoverview.h"
#include "deviceclipboard.h"
#include "elevation/elevationscene.h"
#include "elevation/elevationview.h"
#include "fabric/fabricscene.h"
#include "floorplan/floorplanscene.h"
#include "floorplan/floorplanview.h"
#include "document/document.h"
#include "panels/catalogpanel.h"
#include "panels/propertiespanel.h"
#include "panels/validationpanel.h"
#include "shortcutsdialog.h"
#include "validationcontroller.h"

#include <QActionGroup>
#include <QLocale>
#include <QApplication>
#include <QGraphicsItem>
#include <QClipboard>
#include <QMimeData>
#include <QInputDialog>
#include <QLineEdit>
#include <QTabWidget>
#include <QCloseEvent>
#include <QDockWidget>
#include <QSettings>
#include <QToolButton>
#include <QUndoView>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QToolBar>

namespace railyard {

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setObjectName(QStringLiteral("MainWindow"));
    m_overview = new DesignOverview(this);
    m_validation = new ValidationController(this);
    m_floorPlan = new FloorPlanScene(this);
    m_floorPlanView = new FloorPlanView(m_floorPlan, this);
    m_elevations = new ElevationScene(this);
    m_elevationView = new ElevationView(m_elevations, this);
    m_views = new QTabWidget(this);
    m_views->setDocumentMode(true);
    m_views->addTab(m_floorPlanView, tr("Floor plan"));
    m_views->addTab(m_elevationView, tr("Rack elevations"));
    m_fabric = new FabricScene(this);
    m_fabricView = new DesignView(this);
    m_fabricView->setScene(m_fabric);
    m_fabricView->setBackgroundBrush(palette().color(QPalette::Base));
    m_fabricView->setDragMode(QGraphicsView::ScrollHandDrag);
    m_views->addTab(m_fabricView, tr("Fabric"));
    m_fabric->setShown(false);
    connect(m_views, &QTabWidget::currentChanged, this, [this] { m_fabric->setShown(m_views->currentWidget() == m_fabricView); });
    setCentralWidget(m_views);
    connect(m_floorPlan, &FloorPlanScene::rackActivated, this, &MainWindow::showRackElevation);
    connect(m_elevations, &ElevationScene::message, this, [this](const QString &text) { statusBar()->showMessage(text, 6000); });
    m_autosaver = new Autosaver(AutosaveStore(), this);
    connect(m_autosaver, &Autosaver::failed, this, [this](const QString &message) {
        statusBar()->showMessage(tr("Autosave failed: %1").arg(message), 10000);
    });
    m_counts = new QLabel(this);
    m_validationStatus = new QToolButton(this);
    m_validationStatus->setAutoRaise(true);
    m_validationStatus->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_validationStatus->setToolTip(tr("Show the validation panel"));
    statusBar()->addPermanentWidget(m_counts);
    statusBar()->addPermanentWidget(m_validationStatus);
    createActions();
    createDocks();
    connect(m_validation, &ValidationController::issuesChanged, this, &MainWindow::updateValidationStatus);
    connect(m_validationStatus, &QToolButton::clicked, this, [this] {
        m_validationDock->show();
        m_validationDock->raise();
    });
    setDocument(std::make_unique<Document>());
    resize(1280, 800);
    readSettings();
}

MainWindow::~MainWindow() = default;

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
    file->addAction(tr("&Import JSON…"), this, &MainWindow::importJson);
    file->addSeparator();
    QAction *saveAction = file->addAction(tr("&Save"), this, &MainWindow::save);
    saveAction->setShortcut(QKeySequence::Save);
    QAction *saveAsAction = file->addAction(tr("Save &As…"), this, &MainWindow::saveAs);
    saveAsAction->setShortcut(QKeySequence::SaveAs);
    QMenu *exportMenu = file->addMenu(tr("&Export"));
    exportMenu->addAction(tr("Design as &JSON…"), this, &MainWindow::exportJson);
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
    edit->addAction(tr("Cu&t"), this, [this] {
        copySelection();
        deleteSelection();
    })->setShortcut(QKeySequence::Cut);
    edit->addAction(tr("&Copy"), this, &MainWindow::copySelection)->setShortcut(QKeySequence::Copy);
    edit->addAction(tr("&Paste"), this, &MainWindow::paste)->setShortcut(QKeySequence::Paste);
    QAction *remove = edit->addAction(tr("&Delete"), this, &MainWindow::deleteSelection);
    remove->setShortcuts({QKeySequence::Delete, Qt::Key_Backspace});
    QAction *selectAll = edit->addAction(tr("Select &All"), this, [this] {
        auto *view = static_cast<QGraphicsView *>(m_views->currentWidget());
        for (QGraphicsItem *item : view->scene()->items())
            if (item->flags() & QGraphicsItem::ItemIsSelectable)
                item->setSelected(true);
    });
    selectAll->setShortcut(QKeySequence::SelectAll);
    edit->addSeparator();
    QAction *findAction = edit->addAction(tr("&Find…"), this, [this] {
        bool ok = false;
        const QString text = QInputDialog::getText(this, tr("Find"), tr("Id of a rack, device or cable, or a cable label:"),
                                                   QLineEdit::Normal, QString(), &ok);
        if (ok && !text.trimmed().isEmpty() && !find(text.trimmed()))
            statusBar()->showMessage(tr("Nothing called \"%1\" in this design").arg(text.trimmed()), 5000);
    });
    findAction->setShortcut(QKeySequence::Find);

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    QAction *floor = m_viewMenu->addAction(tr("&Floor Plan"), this, [this] { m_views->setCurrentIndex(0); });
    floor->setShortcut(Qt::CTRL | Qt::Key_1);
    QAction *elevations = m_viewMenu->addAction(tr("&Rack Elevations"), this, [this] { m_views->setCurrentIndex(1); });
    elevations->setShortcut(Qt::CTRL | Qt::Key_2);
    QAction *fabric = m_viewMenu->addAction(tr("F&abric"), this, [this] { m_views->setCurrentIndex(2); });
    fabric->setShortcut(Qt::CTRL | Qt::Key_3);
    QAction *rear = m_viewMenu->addAction(tr("Rack &Rear"), this, [this](bool on) {
        m_elevations->setRear(on);
        m_views->setCurrentWidget(m_elevationView);
    });
    rear->setCheckable(true);
    rear->setShortcut(Qt::CTRL | Qt::Key_R);
    m_viewMenu->addSeparator();
    auto currentView = [this] { return static_cast<DesignView *>(m_views->currentWidget()); };
    QAction *zoomIn = m_viewMenu->addAction(tr("Zoom &In"), this, [currentView] { currentView()->zoomIn(); });
    zoomIn->setShortcut(QKeySequence::ZoomIn);
    QAction *zoomOut = m_viewMenu->addAction(tr("Zoom &Out"), this, [currentView] { currentView()->zoomOut(); });
    zoomOut->setShortcut(QKeySequence::ZoomOut);
    QAction *fit = m_viewMenu->addAction(tr("&Fit to Window"), this, [currentView] { currentView()->zoomToFit(); });
    fit->setShortcut(Qt::CTRL | Qt::Key_0);
    QMenu *colourBy = m_viewMenu->addMenu(tr("&Colour Cables By"));
    auto *colourGroup = new QActionGroup(this);
    const std::pair<QString, Colouring> colourings[] = {{tr("&Rail"), Colouring::Rail},
                                                        {tr("&Network"), Colouring::Network},
                                                        {tr("Cable &Type"), Colouring::CableType},
                                                        {tr("&Validation Status"), Colouring::ValidationStatus}};
    for (const auto &[label, colouring] : colourings) {
        QAction *a = colourBy->addAction(label, this, [this, c = colouring] { m_floorPlan->setColouring(c); });
        a->setCheckable(true);
        a->setChecked(colouring == Colouring::Rail);
        colourGroup->addAction(a);
    }
    m_viewMenu->addSeparator();

    QMenu *design = menuBar()->addMenu(tr("&Design"));
    design->addAction(tr("Add &Rack"), this, &MainWindow::addRack)->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_R);
    design->addAction(tr("Add Ro&w of Racks…"), this, &MainWindow::askForRow);
    design->addSeparator();
    QAction *validate = design->addAction(tr("&Validate"), this, [this] {
        m_validation->setDocument(m_document.get());  // a full run from scratch
        m_validationDock->show();
        m_validationDock->raise();
    });
    validate->setShortcut(Qt::Key_F7);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Keyboard Shortcuts"), this, &MainWindow::showShortcuts)->setShortcut(QKeySequence::HelpContents);
    QAction *about = help->addAction(tr("&About Railyard"), this, [this] {
        QMessageBox::about(this, tr("About Railyard"),
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
    m_validationDock = addDock(m_validationPanel, tr("Validation"), QStringLiteral("validationDock"), Qt::BottomDockWidgetArea);
    connect(m_validationPanel, &ValidationPanel::issueActivated, this, &MainWindow::showIssue);
    QDockWidget *tree = addDock(m_overview, tr("Design"), QStringLiteral("designDock"), Qt::LeftDockWidgetArea);
    connect(m_overview, &DesignOverview::devicesPicked, this, [this](const QList<int> &devices) {
        const Design &d = m_document->design();
        if (!d.devices().at(devices.first()).isPlaced())
            return;
        showRackElevation(d.devices().at(devices.first()).rack);
        m_elevations->clearSelection();
        for (int dev : devices)
            if (QGraphicsItem *item = m_elevations->deviceItem(dev))
                item->setSelected(true);
    });
    tabifyDockWidget(m_docks.first(), tree);
    m_docks.first()->raise();
    m_propertiesPanel = new PropertiesPanel(this);
    addDock(m_propertiesPanel, tr("Properties"), QStringLiteral("propertiesDock"), Qt::RightDockWidgetArea);
    connect(m_floorPlan, &QGraphicsScene::selectionChanged, this, [this] { selectionChanged(m_floorPlan); });
    connect(m_elevations, &QGraphicsScene::selectionChanged, this, [this] { selectionChanged(m_elevations); });
    connect(m_elevations, &ElevationScene::cableSelected, this, [this](int cable) {
        if (cable >= 0)
            m_propertiesPanel->showObjects(PropertiesPanel::Kind::Cable, {cable});
    });
    m_undoView = new QUndoView(this);
    m_undoView->setEmptyLabel(tr("<opened design>"));
    QDockWidget *history = addDock(m_undoView, tr("History"), QStringLiteral("historyDock"), Qt::RightDockWidgetArea);
    history->hide();
}

QDockWidget *MainWindow::addDock(QWidget *widget, const QString &title, const QString &name, Qt::DockWidgetArea area)
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
    const QStyle::StandardPixmap icon = s.errors > 0 ? QStyle::SP_MessageBoxCritical
                                        : s.warnings > 0 ? QStyle::SP_MessageBoxWarning
                                                         : QStyle::SP_DialogApplyButton;
    m_validationStatus->setIcon(style()->standardIcon(icon));
    m_validationStatus->setText(s.errors + s.warnings + s.infos == 0
                                    ? tr("No issues")
                                    : tr("%1 errors, %2 warnings, %3 infos").arg(s.errors).arg(s.warnings).arg(s.infos));
}

void MainWindow::showIssue(const Issue &issue)
{
    // Until the graphical views arrive, point at the objects in the overview and the status bar.
    const Design &d = m_document->design();
    QStringList names;
    for (int c : issue.cables)
        names << d.cables().at(c).id;
    for (int dev : issue.devices)
        names << d.devices().at(dev).id;
    m_overview->selectDevices(issue.devices);
    // In the elevations: the devices named by the issue, or the ends of its first cable.
    if (m_views->currentWidget() == m_elevationView) {
        QList<int> devices = issue.devices;
        if (devices.isEmpty() && !issue.cables.isEmpty())
            for (const Endpoint &e : d.cables().at(issue.cables.first()).ends)
                if (!e.isLoose())
                    devices.append(e.device);
        if (!devices.isEmpty() && d.devices().at(devices.first()).isPlaced()) {
            showRackElevation(d.devices().at(devices.first()).rack);
            m_elevations->clearSelection();
            QRectF area;
            for (int dev : devices)
                if (QGraphicsItem *item = m_elevations->deviceItem(dev)) {
                    item->setSelected(true);
                    area |= item->sceneBoundingRect();
                }
            if (!area.isEmpty())
                m_elevationView->centreOnRect(area);
        }
        statusBar()->showMessage(QStringLiteral("%1: %2").arg(QString(ruleId(issue.rule)), names.join(QStringLiteral(", "))), 8000);
        return;
    }
    // Show the racks the issue's objects are in.
    QList<int> racks;
    QRectF area;
    for (int dev : issue.devices)
        if (const int r = d.devices().at(dev).rack; r >= 0 && !racks.contains(r))
            racks.append(r);
    for (int c : issue.cables)
        for (const Endpoint &e : d.cables().at(c).ends)
            if (!e.isLoose())
                if (const int r = d.devices().at(e.device).rack; r >= 0 && !racks.contains(r))
                    racks.append(r);
    m_floorPlan->selectRacks(racks);
    for (QGraphicsItem *item : m_floorPlan->selectedItems())
        area |= item->sceneBoundingRect();
    if (!area.isEmpty())
        m_floorPlanView->centreOnRect(area);
    statusBar()->showMessage(QStringLiteral("%1: %2").arg(QString(ruleId(issue.rule)), names.join(QStringLiteral(", "))), 8000);
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
            if (maybeSave())
                openFile(file);
        });
        a->setEnabled(QFileInfo::exists(file));
    }
    if (files.isEmpty())
        m_recentMenu->addAction(tr("No recent designs"))->setEnabled(false);
    m_recentMenu->addSeparator();
    m_recentMenu->addAction(tr("&Clear List"), this, [] { QSettings().remove(QStringLiteral("recentFiles")); });
}

bool MainWindow::offerRecovery()
{
    QList<AutosaveStore::Entry> entries = AutosaveStore().entries();
    entries.erase(std::remove_if(entries.begin(), entries.end(),
                                 [this](const AutosaveStore::Entry &e) { return e.path == m_autosaver->path(); }),
                  entries.end());
    if (entries.isEmpty())
        return false;
    const AutosaveStore::Entry &newest = entries.first();
    const auto answer = QMessageBox::question(
        this, tr("Recover unsaved changes"),
        tr("<p>Railyard did not close normally last time. An autosaved copy of <b>%1</b> from %2 was found.</p>"
           "<p>Open it to recover the changes?</p>")
            .arg(newest.name.toHtmlEscaped(), QLocale().toString(newest.savedAt, QLocale::ShortFormat)),
        QMessageBox::Open | QMessageBox::Discard | QMessageBox::Ignore, QMessageBox::Open);
    if (answer == QMessageBox::Ignore)
        return false;  // keep the copies for the next start
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
            QMessageBox::warning(this, tr("Recover unsaved changes"), recovered.error().toString().toHtmlEscaped());
        }
    }
    for (const AutosaveStore::Entry &e : entries)
        AutosaveStore::remove(e);
    return opened;
}

void MainWindow::showRackElevation(int rack)
{
    const Design &d = m_document->design();
    // The rack with the racks of its row, in floor order.
    QList<int> row;
    for (int r : d.racks().live())
        if (d.racks().at(r).row == d.racks().at(rack).row)
            row.append(r);
    std::stable_sort(row.begin(), row.end(), [&](int a, int b) {
        return d.racks().at(a).xM.value_or(0) < d.racks().at(b).xM.value_or(0);
    });
    const int at = int(row.indexOf(rack));
    const int first = std::clamp(at - 4, 0, std::max(0, int(row.size()) - 9));
    m_elevations->setRacks(row.mid(first, 9));
    m_views->setCurrentWidget(m_elevationView);
    m_elevationView->centreOnRect(m_elevations->rackRect(rack));
}

namespace {

// The racks and devices selected in a scene.
void selectedObjects(const QGraphicsScene *scene, QList<int> &racks, QList<int> &devices)
{
    for (QGraphicsItem *item : scene->selectedItems()) {
        if (item->type() == RackItem::Type)
            racks.append(static_cast<RackItem *>(item)->rack());
        else if (item->type() == DeviceItem::Type)
            devices.append(static_cast<DeviceItem *>(item)->device());
    }
}

} // namespace

void MainWindow::selectionChanged(QGraphicsScene *scene)
{
    QList<int> racks, devices;
    selectedObjects(scene, racks, devices);
    if (!devices.isEmpty())
        m_propertiesPanel->showObjects(PropertiesPanel::Kind::Device, devices);
    else
        m_propertiesPanel->showObjects(PropertiesPanel::Kind::Rack, racks);
}

void MainWindow::deleteSelection()
{
    if (m_views->currentWidget() == m_elevationView && m_elevations->selectedCable() >= 0) {
        m_document->push(new RemoveCables(m_document.get(), {m_elevations->selectedCable()}));
        return;
    }
    auto *view = static_cast<QGraphicsView *>(m_views->currentWidget());
    QList<int> racks, devices;
    selectedObjects(view->scene(), racks, devices);
    if (!racks.isEmpty())
        m_document->push(new RemoveRacks(m_document.get(), racks));
    else if (!devices.isEmpty())
        m_document->push(new RemoveDevices(m_document.get(), devices));
}

bool MainWindow::find(const QString &text)
{
    const Design &d = m_document->design();
    if (const int rack = d.racks().find(text); rack >= 0) {
        m_views->setCurrentWidget(m_floorPlanView);
        m_floorPlan->selectRacks({rack});
        if (RackItem *item = m_floorPlan->rackItem(rack))
            m_floorPlanView->centreOnRect(item->sceneBoundingRect());
        return true;
    }
    int device = d.devices().find(text);
    int cable = d.cables().find(text);
    if (device < 0 && cable < 0)
        for (int c : d.cables().live())
            if (d.cables().at(c).label == text) {
                cable = c;
                break;
            }
    if (cable >= 0) {
        // A cable is shown by the device at its A end (or its first plugged end).
        for (const Endpoint &e : d.cables().at(cable).ends)
            if (!e.isLoose()) {
                device = e.device;
                break;
            }
        statusBar()->showMessage(tr("Cable %1").arg(d.cables().at(cable).id), 5000);
    }
    if (device < 0 || !d.devices().at(device).isPlaced())
        return cable >= 0;
    showRackElevation(d.devices().at(device).rack);
    m_elevations->clearSelection();
    if (QGraphicsItem *item = m_elevations->deviceItem(device)) {
        item->setSelected(true);
        m_elevationView->centreOnRect(item->sceneBoundingRect());
    }
    return true;
}

void MainWindow::copySelection()
{
    QList<int> racks, devices;
    selectedObjects(m_elevations, racks, devices);
    if (devices.isEmpty())
        return;
    std::sort(devices.begin(), devices.end());
    auto *mime = new QMimeData;
    const QByteArray data = copyDevices(m_document->design(), devices);
    mime->setData(devicesMimeType, data);
    mime->setText(QString::fromUtf8(data));
    QGuiApplication::clipboard()->setMimeData(mime);
    statusBar()->showMessage(tr("Copied %1 devices (without their cables)").arg(devices.size()), 4000);
}

bool MainWindow::paste()
{
    const QMimeData *mime = QGuiApplication::clipboard()->mimeData();
    if (!mime || !mime->hasFormat(devicesMimeType) || m_elevations->racks().isEmpty())
        return false;
    int rack = m_elevations->racks().first();
    for (QGraphicsItem *item : m_elevations->selectedItems())
        if (item->type() == DeviceItem::Type)
            rack = m_document->design().devices().at(static_cast<DeviceItem *>(item)->device()).rack;
    QString error;
    std::vector<Device> devices = pasteDevices(m_document->design(), mime->data(devicesMimeType), rack, &error);
    if (devices.empty()) {
        statusBar()->showMessage(tr("Cannot paste: %1").arg(error), 6000);
        return false;
    }
    auto *command = new AddDevices(m_document.get(), devices);
    command->setText(tr("Paste Devices"));
    m_document->push(command);
    m_views->setCurrentWidget(m_elevationView);
    return true;
}

void MainWindow::addRack()
{
    const Design &d = m_document->design();
    // The row of the selected rack, else the row of the last rack; the next free tile at its end.
    int like = -1;
    for (QGraphicsItem *item : m_floorPlan->selectedItems())
        if (item->type() == RackItem::Type)
            like = static_cast<RackItem *>(item)->rack();
    if (like < 0)
        for (int r : d.racks().live())
            like = r;
    Rack rack;
    rack.row = like >= 0 ? d.racks().at(like).row : QStringLiteral("A");
    rack.heightU = like >= 0 ? d.racks().at(like).heightU : 48;
    double x = 0, y = like >= 0 ? d.racks().at(like).yM.value_or(0) : 0;
    bool any = false;
    for (int r : d.racks().live())
        if (d.racks().at(r).row == rack.row && d.racks().at(r).xM) {
            x = any ? std::max(x, *d.racks().at(r).xM) : *d.racks().at(r).xM;
            any = true;
        }
    rack.xM = any ? x + 0.6 : 0.0;
    rack.yM = y;
    rack.widthMm = 600;
    rack.depthMm = 1200;
    // TIA-606 style ids: row letter and a two-digit position.
    for (int n = 1;; ++n) {
        rack.id = QStringLiteral("%1%2").arg(rack.row).arg(n, 2, 10, QLatin1Char('0'));
        if (d.racks().find(rack.id) < 0)
            break;
    }
    m_document->push(new AddRacks(m_document.get(), {rack}));
    m_floorPlan->selectRacks({d.racks().find(rack.id)});
    statusBar()->showMessage(tr("Added rack %1").arg(rack.id), 4000);
}

void MainWindow::showShortcuts()
{
    showShortcutsDialog(this, menuBar());
}

void MainWindow::askForRow()
{
    if (const std::optional<RowRequest> row = askForRowOfRacks(this))
        addRow(row->row, row->count, row->heightU, row->x, row->y);
}

void MainWindow::addRow(const QString &row, int count, int heightU, double x, double y)
{
    const Design &d = m_document->design();
    std::vector<Rack> racks;
    int n = 1;
    for (int i = 0; i < count; ++i) {
        Rack rack;
        rack.row = row;
        do
            rack.id = QStringLiteral("%1%2").arg(row).arg(n++, 2, 10, QLatin1Char('0'));
        while (d.racks().find(rack.id) >= 0);
        rack.heightU = heightU;
        rack.xM = x + i * 0.6;  // 600 mm racks side by side
        rack.yM = y;
        rack.widthMm = 600;
        rack.depthMm = 1200;
        racks.push_back(rack);
    }
    m_document->push(new AddRacks(m_document.get(), racks));
    statusBar()->showMessage(tr("Added %1 racks in row %2").arg(count).arg(row), 4000);
}

void MainWindow::readSettings()
{
    QSettings settings;
    if (const QByteArray geometry = settings.value(QStringLiteral("window/geometry")).toByteArray(); !geometry.isEmpty())
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
    m_floorPlan->setDocument(nullptr, nullptr);
    m_elevations->setDocument(nullptr, nullptr);
    m_fabric->setDocument(nullptr, nullptr);
    m_validationPanel->setController(nullptr, nullptr);
    m_validation->setDocument(nullptr);
    m_document = std::move(document);
    Document *doc = m_document.get();
    m_overview->setDocument(doc);
    m_validation->setDocument(doc);
    m_floorPlan->setDocument(doc, m_validation);
    m_floorPlanView->zoomToFit();
    m_elevations->setDocument(doc, m_validation);
    m_elevationView->zoomToFit();
    m_fabric->setDocument(doc, m_validation);
    m_fabricView->zoomToFit();
    m_validationPanel->setController(m_validation, &doc->design());
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
        QMessageBox::critical(this, tr("Cannot open the design"),
                              tr("<p>%1 could not be opened.</p><p>%2</p><p>Nothing was changed.</p>")
                                  .arg(QFileInfo(path).fileName().toHtmlEscaped(),
                                       opened.error().toString().toHtmlEscaped()));
        return false;
    }
    setDocument(opened.takeValue());
    if (!path.startsWith(QLatin1Char(':')))
        addRecentFile(QFileInfo(path).absoluteFilePath());
    statusBar()->showMessage(path.startsWith(QLatin1Char(':')) ? tr("Opened the sample design")
                                                               : tr("Opened %1").arg(QDir::toNativeSeparators(path)),
                             4000);
    return true;
}

void MainWindow::newDesign()
{
    if (maybeSave())
        setDocument(std::make_unique<Document>());
}

void MainWindow::open()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Design"), QString(),
                                                      tr("Railyard designs (*.railyard *.json);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

void MainWindow::importJson()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Import JSON Design"), QString(),
                                                      tr("Interchange JSON (*.json);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::save()
{
    if (m_document->fileName().isEmpty())
        return saveAs();
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
    QString path = QFileDialog::getSaveFileName(this, tr("Save Design As"), m_document->displayName() + QStringLiteral(".railyard"),
                                                tr("Railyard documents (*.railyard)"));
    if (path.isEmpty())
        return false;
    if (!path.endsWith(QLatin1String(".railyard")))
        path += QStringLiteral(".railyard");
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
    QString path = QFileDialog::getSaveFileName(this, tr("Export JSON"), m_document->displayName() + QStringLiteral(".json"),
                                                tr("Interchange JSON (*.json)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".json")))
        path += QStringLiteral(".json");
    if (IoStatus status = m_document->saveAs(path))
        QMessageBox::critical(this, tr("Cannot export the design"), status->toString().toHtmlEscaped());
}

bool MainWindow::maybeSave()
{
    if (!m_document || !m_document->isModified())
        return true;
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved changes"), tr("%1 has unsaved changes. Save them?").arg(m_document->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (maybeSave()) {
        writeSettings();
        m_autosaver->discard();  // closed on purpose: nothing to recover
        event->accept();
    }
    else
        event->ignore();
}

} // namespace railyard
