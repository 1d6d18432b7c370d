#include "window/windowdocks.h"

#include "common/dockcontent.h"
#include "controllers/validationcontroller.h"
#include "document/document.h"
#include "panels/catalogpanel.h"
#include "panels/commissioningpanel.h"
#include "panels/designpanel.h"
#include "panels/propertiespanel.h"
#include "panels/revisionspanel.h"
#include "panels/tracepanel.h"
#include "panels/validationpanel.h"
#include "panels/verificationpanel.h"

#include <QChildEvent>
#include <QDockWidget>
#include <QMainWindow>
#include <QTabBar>
#include <QUndoView>

namespace railyard {

WindowDocks::WindowDocks(QMainWindow *window)
    : QObject(window), catalogPanel(new CatalogPanel(window)), designPanel(new DesignPanel(window)),
      validationPanel(new ValidationPanel(window)), verificationPanel(new VerificationPanel(window)),
      propertiesPanel(new PropertiesPanel(window)), tracePanel(new TracePanel(window)),
      commissioningPanel(new CommissioningPanel(window)), revisionsPanel(new RevisionsPanel(window)),
      undoView(new QUndoView(window)), m_window(window)
{
    window->setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);
    // The tab bars of docks side by side are the main window's own, made as docks are tabified: each gets
    // whole titles (scroll arrows where they do not fit) rather than "Prop… T…".
    window->installEventFilter(this);
    QDockWidget *catalog =
        addDock(catalogPanel, tr("Catalog"), QStringLiteral("catalogDock"), Qt::LeftDockWidgetArea);
    validationDock = addDock(new DockContent(validationPanel, QSize(900, 170)), tr("Validation"),
                             QStringLiteral("validationDock"), Qt::BottomDockWidgetArea);
    // Beside the validation list, hidden until a verification has something to show.
    verificationDock = addDock(new DockContent(verificationPanel, QSize(900, 170)), tr("Verification"),
                               QStringLiteral("verificationDock"), Qt::BottomDockWidgetArea);
    window->tabifyDockWidget(validationDock, verificationDock);
    verificationDock->hide();
    validationDock->raise();
    QDockWidget *tree =
        addDock(designPanel, tr("Design"), QStringLiteral("designDock"), Qt::LeftDockWidgetArea);
    window->tabifyDockWidget(catalog, tree);
    catalog->raise();
    m_propertiesDock = addDock(new DockContent(propertiesPanel, QSize(260, 400)), tr("Properties"),
                               QStringLiteral("propertiesDock"), Qt::RightDockWidgetArea);
    tracePanel->setObjectName(QStringLiteral("tracePanel"));
    m_traceDock = addDock(tracePanel, tr("Trace"), QStringLiteral("traceDock"), Qt::RightDockWidgetArea);
    window->tabifyDockWidget(m_propertiesDock, m_traceDock);
    // The build on the floor, for whoever scans the cables: beside Properties, shown from the View menu.
    commissioningPanel->setObjectName(QStringLiteral("commissioningPanel"));
    commissioningDock = addDock(commissioningPanel, tr("Commissioning"), QStringLiteral("commissioningDock"),
                                Qt::RightDockWidgetArea);
    window->tabifyDockWidget(m_traceDock, commissioningDock);
    commissioningDock->hide();
    // The document's revisions and a comparison's changes: beside them too, shown from the View menu or when
    // a comparison starts.
    revisionsPanel->setObjectName(QStringLiteral("revisionsPanel"));
    revisionsDock = addDock(new DockContent(revisionsPanel, QSize(300, 420)), tr("Revisions"),
                            QStringLiteral("revisionsDock"), Qt::RightDockWidgetArea);
    window->tabifyDockWidget(commissioningDock, revisionsDock);
    revisionsDock->hide();
    m_propertiesDock->raise();
    undoView->setEmptyLabel(tr("<opened design>"));
    addDock(undoView, tr("History"), QStringLiteral("historyDock"), Qt::RightDockWidgetArea)->hide();
}

QDockWidget *WindowDocks::addDock(QWidget *widget, const QString &title, const QString &name,
                                  Qt::DockWidgetArea area)
{
    auto *dock = new QDockWidget(title, m_window);
    dock->setObjectName(name);
    dock->setWidget(widget);
    m_window->addDockWidget(area, dock);
    docks.append(dock);
    return dock;
}

void WindowDocks::setDocument(Document *document, ValidationController *validation)
{
    designPanel->setDocument(document);
    propertiesPanel->setDocument(document);
    tracePanel->setDocument(document);
    commissioningPanel->setDocument(document);
    revisionsPanel->setDocument(document);
    validationPanel->setController(document ? validation : nullptr, document ? &document->design() : nullptr);
    validationPanel->setDocument(document);
    if (!document) {
        verificationPanel->clear(); // it was about the design going
        return;
    }
    catalogPanel->setCatalog(document->design().catalog);
    undoView->setStack(document->undoStack());
}

bool WindowDocks::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::ChildPolished)
        if (auto *tabs = qobject_cast<QTabBar *>(static_cast<QChildEvent *>(event)->child())) {
            tabs->setElideMode(Qt::ElideNone);
            tabs->setUsesScrollButtons(true);
        }
    return QObject::eventFilter(watched, event);
}

void WindowDocks::adaptTo(QSize windowSize)
{
    const bool compact = windowSize.width() < compactWidth;
    if (compact == m_compact) return;
    m_compact = compact;
    if (m_propertiesDock->isFloating()) return;
    QDockWidget *left = docks.first();
    if (compact) {
        for (QDockWidget *dock : {m_propertiesDock, m_traceDock, commissioningDock, revisionsDock})
            if (!dock->isFloating()) m_window->tabifyDockWidget(left, dock);
        left->raise();
    } else {
        m_window->addDockWidget(Qt::RightDockWidgetArea, m_propertiesDock);
        if (!m_traceDock->isFloating()) m_window->tabifyDockWidget(m_propertiesDock, m_traceDock);
        if (!commissioningDock->isFloating()) m_window->tabifyDockWidget(m_traceDock, commissioningDock);
        if (!revisionsDock->isFloating()) m_window->tabifyDockWidget(commissioningDock, revisionsDock);
        m_propertiesDock->raise();
    }
    m_window->resizeDocks({validationDock}, {std::min(170, windowSize.height() / 5)}, Qt::Vertical);
}

} // namespace railyard
