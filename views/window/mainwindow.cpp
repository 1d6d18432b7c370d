#include "window/mainwindow.h"

#include "asbuilt/verificationoverlay.h"
#include "common/backgroundtask.h"
#include "common/dockcontent.h"
#include "controllers/autosave.h"
#include "controllers/bulkeditcontroller.h"
#include "controllers/catalogcontroller.h"
#include "controllers/clipboardcontroller.h"
#include "controllers/editcontroller.h"
#include "controllers/exportcontroller.h"
#include "controllers/overlaycontroller.h"
#include "controllers/validationcontroller.h"
#include "dialogs/preferencesdialog.h"
#include "document/document.h"
#include "elevation/elevationpage.h"
#include "elevation/elevationscene.h"
#include "elevation/elevationview.h"
#include "fabric/fabricscene.h"
#include "floorplan/floorplanscene.h"
#include "floorplan/floorplanview.h"
#include "io/ibnetdiscover.h"
#include "panels/catalogpanel.h"
#include "panels/designpanel.h"
#include "panels/propertiespanel.h"
#include "panels/tracepanel.h"
#include "panels/validationpanel.h"
#include "panels/verificationpanel.h"
#include "render/palette.h"
#include "tools/contextpick.h"
#include "tools/installtools.h"
#include "window/actionset.h"
#include "window/filecontroller.h"
#include "window/navigator.h"
#include "window/selectionsync.h"

#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QResizeEvent>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolButton>
#include <QUndoView>
#include <QUrl>

namespace railyard {

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setObjectName(QStringLiteral("MainWindow"));
    setAcceptDrops(true);
    m_designPanel = new DesignPanel(this);
    m_selection = new SelectionModel(this);
    m_edit = new EditController(m_selection, this);
    m_clipboard = new ClipboardController(m_selection, this);
    m_validation = new ValidationController(this);
    m_overlay = new OverlayController(this);
    m_exports = new ExportController(m_selection, m_validation, this);
    m_exports->setOverlay(m_overlay);
    m_catalog = new CatalogController(this);
    m_bulk = new BulkEditController(m_selection, this);
    createViews();
    m_navigator = new Navigator(m_selection,
                                {m_views, m_floorPlan, m_floorPlanView, m_elevations, m_elevationView,
                                 m_elevationPage, m_fabric, m_fabricView},
                                this);
    m_autosaver = new Autosaver(AutosaveStore(), this);
    m_files = new FileController(
        this, m_autosaver, [this](std::unique_ptr<Document> document) { setDocument(std::move(document)); });
    connect(m_elevations, &ElevationScene::message, this,
            [this](const QString &text) { showMessage(text, 6000); });
    connect(m_floorPlan, &FloorPlanScene::message, this,
            [this](const QString &text) { showMessage(text, 6000); });
    connect(m_edit, &EditController::message, this, [this](const QString &text) { showMessage(text, 5000); });
    connect(m_clipboard, &ClipboardController::message, this,
            [this](const QString &text) { showMessage(text, 5000); });
    connect(m_bulk, &BulkEditController::message, this,
            [this](const QString &text) { showMessage(text, 6000); });
    connect(m_exports, &ExportController::message, this,
            [this](const QString &text) { showMessage(text, 8000); });
    connect(m_files, &FileController::message, this, &MainWindow::showMessage);
    connect(m_catalog, &CatalogController::message, this,
            [this](const QString &text) { showMessage(text, 6000); });
    connect(m_navigator, &Navigator::message, this, &MainWindow::showMessage);
    m_edit->everythingShown = [this] { return m_navigator->everythingShown(); };
    m_clipboard->pasteRackFallback = [this] {
        return m_elevations->racks().isEmpty() ? -1 : m_elevations->racks().first();
    };
    createStatusBar();
    m_actions = new ActionSet(this);
    m_navigator->setRearAction(m_actions->rearAction());
    createDocks();
    connect(m_selection, &SelectionModel::changed, m_actions, &ActionSet::updateEnabled);
    connect(QGuiApplication::clipboard(), &QClipboard::dataChanged, m_actions, &ActionSet::updateEnabled);
    m_actions->updateEnabled();
    for (DesignView *view :
         {static_cast<DesignView *>(m_floorPlanView), static_cast<DesignView *>(m_elevationView)}) {
        view->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(view, &QWidget::customContextMenuRequested, this,
                [this, view](const QPoint &pos) { m_actions->showContextMenu(view, pos); });
    }
    connect(m_validation, &ValidationController::issuesChanged, this, &MainWindow::updateValidationStatus);
    connect(m_validationStatus, &QToolButton::clicked, this, [this] {
        m_validationDock->show();
        m_validationDock->raise();
    });
    setEmptyHints();
    applyPreferences(Preferences::load());
    setDocument(std::make_unique<Document>());
    resize(1280, 800);
    readSettings();
}

MainWindow::~MainWindow()
{
    // First: the scenes deselect their items as they are deleted, which must not reach a deleted model.
    delete m_selectionSync;
}

void MainWindow::createViews()
{
    m_floorPlan = new FloorPlanScene(this);
    installTools(m_floorPlan);
    m_floorPlanView = new FloorPlanView(m_floorPlan, this);
    m_elevations = new ElevationScene(this);
    installTools(m_elevations);
    m_elevations->setOverlay(m_overlay);
    m_elevationView = new ElevationView(m_elevations, this);
    m_views = new QTabWidget(this);
    m_views->setDocumentMode(true);
    m_views->addTab(m_floorPlanView, tr("Floor plan"));
    m_elevationPage = new ElevationPage(m_elevations, m_elevationView, this);
    m_views->addTab(m_elevationPage, tr("Rack elevations"));
    m_fabric = new FabricScene(this);
    m_fabric->setOverlay(m_overlay);
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
}

void MainWindow::createStatusBar()
{
    // A failing autosave stays on screen until one succeeds: a passing message is easy to miss, and the work
    // it should protect is at stake.
    m_autosaveProblem = new QLabel(this);
    m_autosaveProblem->setObjectName(QStringLiteral("autosaveProblem"));
    m_autosaveProblem->setTextFormat(Qt::RichText);
    m_autosaveProblem->hide();
    statusBar()->addPermanentWidget(m_autosaveProblem);
    connect(m_autosaver, &Autosaver::failed, this, [this](const QString &message) {
        m_autosaveProblem->setText(QStringLiteral("<span style='color:%1'>%2</span>")
                                       .arg(Palette::error().name(), tr("⚠ Autosave failed")));
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
}

void MainWindow::showMessage(const QString &text, int timeout)
{
    statusBar()->showMessage(text, timeout);
}

bool MainWindow::openFile(const QString &path)
{
    return m_files->openFile(path);
}

bool MainWindow::offerRecovery()
{
    return m_files->offerRecovery();
}

void MainWindow::showRackElevation(int rack)
{
    m_navigator->showRackElevation(rack);
}

bool MainWindow::find(const QString &text)
{
    return m_navigator->find(text);
}

bool MainWindow::selectUnder(DesignView *view, const QPoint &pos)
{
    return pickForContextMenu(*m_selection, view, pos, view == m_elevationView ? m_elevations : nullptr);
}

void MainWindow::createDocks()
{
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);
    m_catalogPanel = new CatalogPanel(this);
    addDock(m_catalogPanel, tr("Catalog"), QStringLiteral("catalogDock"), Qt::LeftDockWidgetArea);
    m_validationPanel = new ValidationPanel(this);
    m_validationDock = addDock(new DockContent(m_validationPanel, QSize(900, 170)), tr("Validation"),
                               QStringLiteral("validationDock"), Qt::BottomDockWidgetArea);
    connect(m_validationPanel, &ValidationPanel::issueActivated, m_navigator, &Navigator::showIssue);
    // Beside the validation list, hidden until a verification has something to show.
    m_verificationPanel = new VerificationPanel(this);
    m_verificationDock = addDock(new DockContent(m_verificationPanel, QSize(900, 170)), tr("Verification"),
                                 QStringLiteral("verificationDock"), Qt::BottomDockWidgetArea);
    tabifyDockWidget(m_validationDock, m_verificationDock);
    m_verificationDock->hide();
    m_validationDock->raise();
    connect(m_verificationPanel, &VerificationPanel::cableActivated, this,
            [this](const QString &id) { find(id); });
    connect(m_verificationPanel, &VerificationPanel::cleared, m_overlay,
            [this] { m_overlay->setOverlay({}); });
    // The rack and fabric views colour the links as the fabric reported them, with a key.
    connect(m_overlay, &OverlayController::overlayChanged, this, [this] {
        const LinkOverlay *overlay = m_overlay->overlay();
        for (DesignView *view : {static_cast<DesignView *>(m_elevationView), m_fabricView})
            view->setOverlayLegend(overlay ? overlay->title : QString(),
                                   overlay ? overlay->legendEntries() : QList<QPair<QColor, QString>>());
    });
    QDockWidget *tree =
        addDock(m_designPanel, tr("Design"), QStringLiteral("designDock"), Qt::LeftDockWidgetArea);
    // Picked in the tree: devices are shown in their rack's elevation (the selection follows by itself).
    connect(m_designPanel, &DesignPanel::picked, this, [this](const QList<int> &, const QList<int> &devices) {
        if (!devices.isEmpty()) m_navigator->reveal({{}, devices, {}});
    });
    tabifyDockWidget(m_docks.first(), tree);
    m_docks.first()->raise();
    m_propertiesPanel = new PropertiesPanel(this);
    m_propertiesDock = addDock(new DockContent(m_propertiesPanel, QSize(260, 400)), tr("Properties"),
                               QStringLiteral("propertiesDock"), Qt::RightDockWidgetArea);
    m_selectionSync =
        new SelectionSync(m_selection, m_floorPlan, m_elevations, m_designPanel, m_propertiesPanel, this);
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
        m_navigator->reveal({{}, {device}, {}});
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
    m_actions->viewMenu()->addAction(dock->toggleViewAction());
    m_docks.append(dock);
    return dock;
}

void MainWindow::updateValidationStatus()
{
    const ValidationSummary s = m_validation->summary();
    const QStyle::StandardPixmap icon = m_validation->isValidating() ? QStyle::SP_BrowserReload
                                        : s.errors > 0               ? QStyle::SP_MessageBoxCritical
                                        : s.warnings > 0             ? QStyle::SP_MessageBoxWarning
                                                                     : QStyle::SP_DialogApplyButton;
    m_validationStatus->setIcon(style()->standardIcon(icon));
    m_validationStatus->setText(m_validation->isValidating() ? tr("Checking the design…")
                                : s.errors + s.warnings + s.infos == 0
                                    ? tr("No issues")
                                    : tr("%1, %2, %3")
                                          .arg(tr("%Ln error(s)", nullptr, s.errors),
                                               tr("%Ln warning(s)", nullptr, s.warnings),
                                               tr("%Ln info(s)", nullptr, s.infos)));
}

void MainWindow::setEmptyHints()
{
    // A new design shows where to start rather than an empty canvas.
    const auto noRacks = [this] { return m_document && m_document->design().racks().liveCount() == 0; };
    const QString addRacks = tr("This design has no racks yet.\n\nDesign ▸ Generate Fabric… lays out a whole "
                                "cluster; Design ▸ Add Row of Racks… lays out a row; Design ▸ Add Rack "
                                "(Ctrl+Shift+R) adds one rack; or drag a rack, or a rack system such as the "
                                "GB300 NVL72 with its trays, from the Catalog onto the floor plan.");
    // An imported fabric has devices but no racks: say where they wait.
    const auto unplacedHint = [this, noRacks, addRacks] {
        if (!noRacks()) return QString();
        const int devices = m_document->design().devices().liveCount();
        if (devices == 0) return addRacks;
        return tr(
            "This design has no racks yet; its devices (%Ln) wait under Not placed in the Design "
            "dock.\n\nAdd racks (Design ▸ Add Row of Racks…), then drag each device from the Design dock "
            "into a rack of the elevations.",
            nullptr, devices);
    };
    m_floorPlanView->setEmptyHint(unplacedHint);
    m_elevationView->setEmptyHint([this, noRacks, unplacedHint] {
        if (noRacks()) return unplacedHint();
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

void MainWindow::showPreferences()
{
    PreferencesDialog dialog(m_preferences, this);
    if (dialog.exec() != QDialog::Accepted) return;
    const Preferences chosen = dialog.preferences();
    chosen.save();
    // The preferences are the application's: every window takes them.
    for (QWidget *w : QApplication::topLevelWidgets())
        if (auto *window = qobject_cast<MainWindow *>(w)) window->applyPreferences(chosen);
}

bool MainWindow::verifyAgainst(const FabricInputs &inputs)
{
    // Reading the dump and judging every link takes seconds on a large design: on the thread pool, over a
    // copy of the design (the window stays live and may be edited meanwhile), with a progress dialog that
    // cancels.
    using Outcome = std::shared_ptr<Result<Verification>>;
    auto design = std::make_shared<const Design>(m_document->design());
    const std::optional<Outcome> done = runInBackground<Outcome>(
        this, tr("Verifying against %1…").arg(inputs.sourceNames()), [inputs, design] {
            const Result<LoadedFabric> loaded = loadFabricInputs(inputs);
            if (!loaded.ok()) return std::make_shared<Result<Verification>>(loaded.error());
            return std::make_shared<Result<Verification>>(verifyDiscovered(*design, loaded.value()));
        });
    if (!done) {
        showMessage(tr("Verification cancelled"), 4000);
        return false;
    }
    if (!(*done)->ok()) {
        QMessageBox::critical(
            this, tr("Cannot verify the design"),
            tr("<p>%1</p><p>Nothing was compared.</p>").arg((*done)->error().toString().toHtmlEscaped()));
        return false;
    }
    const Verification verification = (*done)->value();
    m_verificationPanel->setVerification(verification, inputs.sourceNames(), m_document->displayName());
    m_overlay->setOverlay(
        [verification](const Design &design) { return verificationOverlay(design, verification); });
    m_verificationDock->show();
    m_verificationDock->raise();
    return true;
}

QStringList MainWindow::designFiles(const QMimeData *mime)
{
    QStringList files;
    if (!mime || !mime->hasUrls()) return files;
    for (const QUrl &url : mime->urls()) {
        const QString path = url.toLocalFile();
        const QString suffix = QFileInfo(path).suffix().toLower();
        if (!path.isEmpty() && (suffix == QLatin1String("railyard") || suffix == QLatin1String("json")))
            files.append(path);
    }
    return files;
}

void MainWindow::openFiles(const QStringList &paths)
{
    if (paths.isEmpty()) return;
    for (const QString &path : paths.mid(1))
        openInNewWindow(path);
    if (m_files->maybeSave()) openFile(paths.first());
}

MainWindow *MainWindow::openInNewWindow(const QString &path)
{
    auto *window = new MainWindow;
    window->setAttribute(Qt::WA_DeleteOnClose);
    if (!isMaximized() && !isFullScreen()) window->move(pos() + QPoint(32, 32));
    window->show();
    window->raise();
    window->activateWindow();
    // After the window shows, as on start-up: a large design's read shows its progress over it.
    QTimer::singleShot(0, window, [window, path] { window->openFile(path); });
    return window;
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (!designFiles(event->mimeData()).isEmpty())
        event->acceptProposedAction();
    else
        event->ignore();
}

void MainWindow::dragMoveEvent(QDragMoveEvent *event)
{
    if (!designFiles(event->mimeData()).isEmpty())
        event->acceptProposedAction();
    else
        event->ignore();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QStringList files = designFiles(event->mimeData());
    if (files.isEmpty()) return event->ignore();
    event->acceptProposedAction();
    // After the drop returns: the unsaved-changes question and the read must not run inside the drag.
    QTimer::singleShot(0, this, [this, files] { openFiles(files); });
}

void MainWindow::applyPreferences(const Preferences &preferences)
{
    const bool unitChanged = preferences.lengthUnit != m_preferences.lengthUnit;
    m_preferences = preferences;
    preferences.applyUnits();
    m_autosaver->setInterval(preferences.autosaveMinutes * 60 * 1000);
    m_floorPlan->setGridMetres(preferences.floorGridM);
    if (!unitChanged) return;
    // Lengths are in the issues' texts, the properties, the design tree and the trace: all made again.
    m_validation->recheckAll();
    m_propertiesPanel->refresh();
    m_designPanel->refresh();
    m_tracePanel->refresh();
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
    m_designPanel->setDocument(nullptr);
    m_propertiesPanel->setDocument(nullptr);
    m_tracePanel->setDocument(nullptr);
    m_floorPlan->setDocument(nullptr, nullptr);
    m_elevations->setDocument(nullptr, nullptr);
    m_fabric->setDocument(nullptr, nullptr);
    m_validationPanel->setController(nullptr, nullptr);
    m_validationPanel->setDocument(nullptr);
    m_verificationPanel->clear(); // it was about the design going
    m_validation->setDocument(nullptr);
    m_overlay->setDocument(nullptr);
    m_document = std::move(document);
    Document *doc = m_document.get();
    m_selection->setDocument(doc);
    m_edit->setDocument(doc);
    m_clipboard->setDocument(doc);
    m_files->setDocument(doc);
    m_navigator->setDocument(doc);
    m_exports->setDocument(doc);
    m_catalog->setDocument(doc);
    m_bulk->setDocument(doc);
    m_tracePanel->setDocument(doc);
    m_designPanel->setDocument(doc);
    m_validation->setDocument(doc);
    m_overlay->setDocument(doc);
    m_floorPlan->setDocument(doc, m_validation);
    m_floorPlanView->zoomToFit();
    m_elevations->setDocument(doc, m_validation);
    m_elevationView->zoomToFit();
    m_fabric->setDocument(doc, m_validation);
    m_fabricView->zoomToFit();
    // Behind another tab the fabric is not laid out yet: it fits once it comes to the front.
    m_fitFabricWhenShown = m_views->currentWidget() != m_fabricView;
    m_validationPanel->setController(m_validation, &doc->design());
    m_validationPanel->setDocument(doc);
    m_catalogPanel->setCatalog(doc->design().catalog);
    m_undoView->setStack(doc->undoStack());
    m_propertiesPanel->setDocument(doc);
    m_autosaver->setDocument(doc);
    m_actions->setUndoStack(doc->undoStack());
    connect(doc, &Document::modifiedChanged, this, &MainWindow::updateTitle);
    connect(doc, &Document::fileNameChanged, this, &MainWindow::updateTitle);
    connect(doc, &Document::changed, this, [this](const Change &change) {
        // Parts added to the design's catalog (or taken away by undo) show in the Catalog dock.
        if (change.kind == ChangeKind::CatalogChanged || change.kind == ChangeKind::Reset)
            m_catalogPanel->setCatalog(m_document->design().catalog);
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
    m_counts->setText(tr("%1 · %2 · %3")
                          .arg(tr("%Ln rack(s)", nullptr, d.racks().liveCount()),
                               tr("%Ln device(s)", nullptr, d.devices().liveCount()),
                               tr("%Ln cable(s)", nullptr, d.cables().liveCount())));
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
    if (m_files->maybeSave()) {
        writeSettings();
        m_autosaver->discard(); // closed on purpose: nothing to recover
        event->accept();
    } else
        event->ignore();
}

} // namespace railyard
