#include "window/mainwindow.h"

#include "asbuilt/verificationoverlay.h"
#include "commission/counteroverlay.h"
#include "common/backgroundtask.h"
#include "common/dockcontent.h"
#include "controllers/autosave.h"
#include "controllers/bulkeditcontroller.h"
#include "controllers/catalogcontroller.h"
#include "controllers/clipboardcontroller.h"
#include "controllers/commissioningcontroller.h"
#include "controllers/editcontroller.h"
#include "controllers/exportcontroller.h"
#include "controllers/overlaycontroller.h"
#include "controllers/revisioncontroller.h"
#include "controllers/validationcontroller.h"
#include "dialogs/preferencesdialog.h"
#include "document/document.h"
#include "elevation/elevationpage.h"
#include "elevation/elevationscene.h"
#include "elevation/elevationview.h"
#include "fabric/fabricscene.h"
#include "fabric/fabricview.h"
#include "floorplan/floorplanscene.h"
#include "floorplan/floorplanview.h"
#include "io/ibnetdiscover.h"
#include "panels/catalogpanel.h"
#include "panels/commissioningpanel.h"
#include "panels/designpanel.h"
#include "panels/propertiespanel.h"
#include "panels/revisionspanel.h"
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
#include "window/windowdocks.h"
#include "window/windowviews.h"

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
    WindowControllers &c = m_controllers;
    c.selection = new SelectionModel(this);
    c.edit = new EditController(c.selection, this);
    c.clipboard = new ClipboardController(c.selection, this);
    c.validation = new ValidationController(this);
    c.overlay = new OverlayController(this);
    c.exports = new ExportController(c.selection, c.validation, this);
    c.exports->setOverlay(c.overlay);
    c.catalog = new CatalogController(this);
    c.bulk = new BulkEditController(c.selection, this);
    c.commissioning = new CommissioningController(this);
    c.revisions = new RevisionController(c.overlay, this);
    m_views = new WindowViews(this, c.overlay);
    c.navigator = new Navigator(c.selection, *m_views, this);
    c.autosaver = new Autosaver(AutosaveStore(), this);
    c.files = new FileController(
        this, c.autosaver, [this](std::unique_ptr<Document> document) { setDocument(std::move(document)); });
    m_docks = new WindowDocks(this);
    connectMessages();
    c.edit->everythingShown = [this] { return m_controllers.navigator->everythingShown(); };
    c.clipboard->pasteRackFallback = [this] {
        return m_views->elevations->racks().isEmpty() ? -1 : m_views->elevations->racks().first();
    };
    createStatusBar();
    m_actions = new ActionSet(this, m_controllers, *m_views, *m_docks);
    c.navigator->setRearAction(m_actions->rearAction());
    connectParts();
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

void MainWindow::connectMessages()
{
    // What the views and controllers say goes to the status bar, for as long as it takes to read.
    const WindowControllers &c = m_controllers;
    const auto say = [this](int timeout) {
        return [this, timeout](const QString &text) { showMessage(text, timeout); };
    };
    connect(m_views->elevations, &ElevationScene::message, this, say(6000));
    connect(m_views->floorPlan, &FloorPlanScene::message, this, say(6000));
    connect(c.edit, &EditController::message, this, say(5000));
    connect(c.clipboard, &ClipboardController::message, this, say(5000));
    connect(c.bulk, &BulkEditController::message, this, say(6000));
    connect(c.exports, &ExportController::message, this, say(8000));
    connect(c.files, &FileController::message, this, &MainWindow::showMessage);
    connect(c.catalog, &CatalogController::message, this, say(6000));
    connect(c.commissioning, &CommissioningController::message, this, say(6000));
    connect(c.revisions, &RevisionController::message, this, say(6000));
    connect(c.navigator, &Navigator::message, this, &MainWindow::showMessage);
    connect(m_docks->propertiesPanel, &PropertiesPanel::message, this, say(6000));
}

void MainWindow::connectParts()
{
    // How the views, docks and controllers follow each other: one selection everywhere, issues and cables
    // revealed where they show, the as-built overlay with its key.
    const WindowControllers &c = m_controllers;
    const WindowViews &v = *m_views;
    const WindowDocks &d = *m_docks;
    m_selectionSync =
        new SelectionSync(c.selection, v.floorPlan, v.elevations, d.designPanel, d.propertiesPanel, this);
    m_selectionSync->setFabric(v.fabric);
    connect(v.floorPlan, &FloorPlanScene::rackActivated, this, &MainWindow::showRackElevation);
    connect(v.fabric, &FabricScene::deviceActivated, this, [this](int device) {
        m_views->tabs->setCurrentWidget(m_views->elevationPage); // double-click: to the device in its rack
        m_controllers.navigator->reveal({{}, {device}, {}});
    });
    connect(d.validationPanel, &ValidationPanel::issueActivated, c.navigator, &Navigator::showIssue);
    connect(d.verificationPanel, &VerificationPanel::cableActivated, this,
            [this](const QString &id) { find(id); });
    connect(d.verificationPanel, &VerificationPanel::cleared, c.overlay, [this] {
        if (m_controllers.overlay->shows(OverlayController::Source::Verification))
            m_controllers.overlay->setOverlay({});
    });
    // The rack and fabric views colour the links as the fabric reported them, with a key.
    connect(c.overlay, &OverlayController::overlayChanged, this, [this] {
        const LinkOverlay *overlay = m_controllers.overlay->overlay();
        for (DesignView *view : {static_cast<DesignView *>(m_views->elevationView),
                                 static_cast<DesignView *>(m_views->fabricView)})
            view->setOverlayLegend(overlay ? overlay->title : QString(),
                                   overlay ? overlay->legendEntries() : QList<QPair<QColor, QString>>());
        // The floor plan shows only an overlay that marks racks (a comparison with a revision).
        const bool racks = overlay && !overlay->racks.isEmpty();
        m_views->floorPlanView->setOverlayLegend(racks ? overlay->title : QString(),
                                                 racks ? overlay->legendEntries(true)
                                                       : QList<QPair<QColor, QString>>());
    });
    // Picked in the tree: devices are shown in their rack's elevation (the selection follows by itself).
    connect(d.designPanel, &DesignPanel::picked, this, [this](const QList<int> &, const QList<int> &devices) {
        if (!devices.isEmpty()) m_controllers.navigator->reveal({{}, devices, {}});
    });
    // A scanned cable is selected, so that the views and Properties show which one it was; a rack
    // double-clicked in the progress list is shown in its elevation.
    connect(d.commissioningPanel, &CommissioningPanel::cableScanned, this, [this](int cable) {
        m_controllers.selection->select({{}, {}, {cable}});
    });
    connect(d.commissioningPanel, &CommissioningPanel::rackActivated, this, &MainWindow::showRackElevation);
    connect(d.commissioningPanel, &CommissioningPanel::cableActivated, this, [this](int cable) {
        m_controllers.navigator->reveal({{}, {}, {cable}});
    });
    connect(c.commissioning, &CommissioningController::countersCompared, this,
            [this](const CounterComparison &comparison, const QString &baseline) {
                m_docks->commissioningPanel->setCounters(comparison, baseline);
                m_docks->commissioningDock->show();
                m_docks->commissioningDock->raise();
                // The fabric and rack views colour the links by it, after a comparison.
                if (!baseline.isEmpty())
                    m_controllers.overlay->setOverlay(
                        [comparison](const Design &design) { return counterOverlay(design, comparison); },
                        OverlayController::Source::Counters);
            });
    // Revisions: the dock's buttons go to the controller; a comparison shows in the dock and the views.
    connect(d.revisionsPanel, &RevisionsPanel::saveRequested, c.revisions, &RevisionController::saveRevision);
    connect(d.revisionsPanel, &RevisionsPanel::compareRequested, c.revisions, &RevisionController::compare);
    connect(d.revisionsPanel, &RevisionsPanel::stopRequested, c.revisions,
            &RevisionController::stopComparing);
    connect(d.revisionsPanel, &RevisionsPanel::restoreRequested, c.revisions, &RevisionController::restore);
    connect(d.revisionsPanel, &RevisionsPanel::deleteRequested, c.revisions, &RevisionController::remove);
    connect(c.revisions, &RevisionController::comparisonChanged, this,
            [this](const QString &name, const DesignDiff &diff) {
                m_docks->revisionsPanel->setComparison(name, diff);
                if (name.isEmpty()) return;
                m_docks->revisionsDock->show();
                m_docks->revisionsDock->raise();
            });
    connect(d.revisionsPanel, &RevisionsPanel::objectActivated, this,
            [this](EntityKind, const QString &id) { find(id); });
    connect(d.revisionsPanel, &RevisionsPanel::removedActivated, this, [this](const QString &id) {
        // Shown where it was: the devices at its ends, or what is left of its rack.
        const QList<int> near = m_controllers.revisions->devicesNearRemoved(id);
        if (!near.isEmpty()) m_controllers.navigator->reveal({{}, near, {}});
        showMessage(near.isEmpty() ? tr("%1 is in the revision only: the design no longer has it.").arg(id)
                                   : tr("%1 is in the revision only; shown where it was.").arg(id),
                    6000);
    });
    connect(c.commissioning, &CommissioningController::imported, this, [this] {
        m_docks->commissioningDock->show();
        m_docks->commissioningDock->raise();
    });
    // The Trace dock follows the selected cable (the first, when several are selected).
    connect(c.selection, &SelectionModel::changed, this, [this] {
        const Selection &s = m_controllers.selection->selection();
        m_docks->tracePanel->showCable(s.cables.isEmpty() ? -1 : s.cables.first());
    });
    connect(c.selection, &SelectionModel::changed, m_actions, &ActionSet::updateEnabled);
    connect(QGuiApplication::clipboard(), &QClipboard::dataChanged, m_actions, &ActionSet::updateEnabled);
    m_actions->updateEnabled();
    for (DesignView *view :
         {static_cast<DesignView *>(v.floorPlanView), static_cast<DesignView *>(v.elevationView)}) {
        view->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(view, &QWidget::customContextMenuRequested, this,
                [this, view](const QPoint &pos) { m_actions->showContextMenu(view, pos); });
    }
    connect(c.validation, &ValidationController::issuesChanged, this, &MainWindow::updateValidationStatus);
    connect(m_validationStatus, &QToolButton::clicked, this, [this] {
        m_docks->validationDock->show();
        m_docks->validationDock->raise();
    });
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
    connect(m_controllers.autosaver, &Autosaver::failed, this, [this](const QString &message) {
        m_autosaveProblem->setText(QStringLiteral("<span style='color:%1'>%2</span>")
                                       .arg(Palette::error().name(), tr("⚠ Autosave failed")));
        m_autosaveProblem->setToolTip(
            tr("The last autosave could not be written: %1\nSave the design (Ctrl+S) to keep your work.")
                .arg(message));
        m_autosaveProblem->show();
        statusBar()->showMessage(tr("Autosave failed: %1").arg(message), 10000);
    });
    connect(m_controllers.autosaver, &Autosaver::saved, m_autosaveProblem, &QWidget::hide);
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
    return m_controllers.files->openFile(path);
}

bool MainWindow::offerRecovery()
{
    return m_controllers.files->offerRecovery();
}

void MainWindow::showRackElevation(int rack)
{
    m_controllers.navigator->showRackElevation(rack);
}

bool MainWindow::find(const QString &text)
{
    return m_controllers.navigator->find(text);
}

bool MainWindow::selectUnder(DesignView *view, const QPoint &pos)
{
    return pickForContextMenu(*m_controllers.selection, view, pos,
                              view == m_views->elevationView ? m_views->elevations : nullptr);
}

void MainWindow::updateValidationStatus()
{
    const ValidationSummary s = m_controllers.validation->summary();
    const QStyle::StandardPixmap icon = m_controllers.validation->isValidating() ? QStyle::SP_BrowserReload
                                        : s.errors > 0   ? QStyle::SP_MessageBoxCritical
                                        : s.warnings > 0 ? QStyle::SP_MessageBoxWarning
                                                         : QStyle::SP_DialogApplyButton;
    m_validationStatus->setIcon(style()->standardIcon(icon));
    m_validationStatus->setText(m_controllers.validation->isValidating() ? tr("Checking the design…")
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
    m_views->floorPlanView->setEmptyHint(unplacedHint);
    m_views->elevationView->setEmptyHint([this, noRacks, unplacedHint] {
        if (noRacks()) return unplacedHint();
        if (!m_views->elevations->deviceItems().isEmpty()) return QString();
        return tr("These racks are empty.\n\nDrag GPU servers, switches and patch panels from the Catalog "
                  "into a rack, "
                  "then transceivers onto their cages; drag from port to port to add a cable.");
    });
    m_views->fabricView->setEmptyHint([this] {
        if (!m_views->fabric->nodes().empty()) return QString();
        if (m_views->fabric->isWaitingForValidation())
            return tr("The fabric is drawn once the design is checked…");
        if (m_views->fabric->isLayingOut()) return tr("Laying out the fabric…");
        return tr("No GPU servers or switches yet.\n\nPlace them in the rack "
                  "elevations; once cabled, the fabric "
                  "shows each server's links to its rail leaves here.");
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
        this, tr("Verifying against %1…").arg(inputs.sourceNames()),
        [inputs, design, reading = tr("Reading %1…").arg(inputs.sourceNames()),
         comparing = tr("Comparing every link with the design…")](Feedback &feedback) {
            feedback.setPhase(reading);
            const Result<LoadedFabric> loaded = loadFabricInputs(inputs);
            if (!loaded.ok()) return std::make_shared<Result<Verification>>(loaded.error());
            if (feedback.isCancelled()) return std::make_shared<Result<Verification>>(IoError::cancel({}));
            feedback.setPhase(comparing);
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
    m_docks->verificationPanel->setVerification(verification, inputs.sourceNames(),
                                                m_document->displayName());
    m_controllers.overlay->setOverlay(
        [verification](const Design &design) { return verificationOverlay(design, verification); });
    m_docks->verificationDock->show();
    m_docks->verificationDock->raise();
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
    if (m_controllers.files->maybeSave()) openFile(paths.first());
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
    m_controllers.autosaver->setInterval(preferences.autosaveMinutes * 60 * 1000);
    m_views->floorPlan->setGridMetres(preferences.floorGridM);
    if (!unitChanged) return;
    // Lengths are in the issues' texts, the properties, the design tree and the trace: all made again.
    m_controllers.validation->recheckAll();
    m_docks->propertiesPanel->refresh();
    m_docks->designPanel->refresh();
    m_docks->tracePanel->refresh();
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
    // The going document first leaves everything that shows it, then the new one comes to all.
    WindowControllers &c = m_controllers;
    m_docks->setDocument(nullptr, nullptr);
    m_views->setDocument(nullptr, nullptr);
    c.validation->setDocument(nullptr);
    c.overlay->setDocument(nullptr);
    if (m_document) freeOnPool(m_document->takeDesign()); // nothing shows it any more
    m_document = std::move(document);
    Document *doc = m_document.get();
    c.selection->setDocument(doc);
    c.edit->setDocument(doc);
    c.clipboard->setDocument(doc);
    c.files->setDocument(doc);
    c.navigator->setDocument(doc);
    c.exports->setDocument(doc);
    c.catalog->setDocument(doc);
    c.bulk->setDocument(doc);
    c.commissioning->setDocument(doc);
    c.revisions->setDocument(doc);
    c.validation->setDocument(doc);
    c.overlay->setDocument(doc);
    m_views->setDocument(doc, c.validation);
    m_docks->setDocument(doc, c.validation);
    c.autosaver->setDocument(doc);
    m_actions->setUndoStack(doc->undoStack());
    connect(doc, &Document::modifiedChanged, this, &MainWindow::updateTitle);
    connect(doc, &Document::fileNameChanged, this, &MainWindow::updateTitle);
    connect(doc, &Document::changed, this, [this](const Change &change) {
        // Parts added to the design's catalog (or taken away by undo) show in the Catalog dock.
        if (change.kind == ChangeKind::CatalogChanged || change.kind == ChangeKind::Reset)
            m_docks->catalogPanel->setCatalog(m_document->design().catalog);
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
    // On a small screen the docks share the left side as tabs, so the view keeps most of the window.
    m_docks->adaptTo(size());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_controllers.files->maybeSave()) {
        writeSettings();
        m_controllers.autosaver->discard(); // closed on purpose: nothing to recover
        event->accept();
    } else
        event->ignore();
}

} // namespace railyard
