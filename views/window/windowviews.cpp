#include "window/windowviews.h"

#include "common/designview.h"
#include "document/document.h"
#include "elevation/elevationpage.h"
#include "elevation/elevationscene.h"
#include "elevation/elevationview.h"
#include "fabric/fabricscene.h"
#include "fabric/fabricview.h"
#include "floorplan/floorplanscene.h"
#include "floorplan/floorplanview.h"
#include "tools/installtools.h"

#include <QMainWindow>
#include <QTabWidget>

namespace railyard {

WindowViews::WindowViews(QMainWindow *window, OverlayController *overlay)
    : QObject(window), tabs(new QTabWidget(window)), floorPlan(new FloorPlanScene(window)),
      floorPlanView(new FloorPlanView(floorPlan, window)), elevations(new ElevationScene(window)),
      elevationView(new ElevationView(elevations, window)),
      elevationPage(new ElevationPage(elevations, elevationView, window)), fabric(new FabricScene(window)),
      fabricView(new FabricView(fabric, window))
{
    installTools(floorPlan);
    installTools(elevations);
    elevations->setOverlay(overlay);
    fabric->setOverlay(overlay);
    floorPlan->setOverlay(overlay);
    tabs->setDocumentMode(true);
    tabs->addTab(floorPlanView, tr("Floor plan"));
    tabs->addTab(elevationPage, tr("Rack elevations"));
    tabs->addTab(fabricView, tr("Fabric"));
    fabric->setShown(false);
    connect(tabs, &QTabWidget::currentChanged, this, [this] {
        const bool shown = tabs->currentWidget() == fabricView;
        fabric->setShown(shown);
        // The fabric lays itself out when it comes to the front: fit it then if a fit was asked for, or once
        // it is laid out if that goes on in the background (a large fabric).
        if (shown && m_fitFabricWhenShown) {
            m_fitFabricWhenShown = false;
            if (fabric->isLayingOut())
                m_fitFabricOnLayout = true;
            else
                fabricView->zoomToFit();
        }
    });
    window->setCentralWidget(tabs);
    connect(fabric, &FabricScene::laidOut, this, [this] {
        if (!m_fitFabricOnLayout) return;
        m_fitFabricOnLayout = false;
        fabricView->zoomToFit();
    });
}

void WindowViews::setDocument(Document *document, ValidationController *validation)
{
    floorPlan->setDocument(document, validation);
    elevations->setDocument(document, validation);
    fabric->setDocument(document, validation);
    disconnect(m_replaced);
    m_fitFabricOnLayout = false;
    if (!document) return;
    zoomAllToFit();
    // After the scenes' own handlers (connected above): they show the new design before the views fit it.
    m_replaced = connect(document, &Document::changed, this, [this](const Change &change) {
        if (change.kind == ChangeKind::Reset) fitReplaced();
    });
}

void WindowViews::fitReplaced()
{
    zoomAllToFit();
    // In front, the fabric is laid out again once the new design is checked: it fits then too.
    m_fitFabricOnLayout = tabs->currentWidget() == fabricView;
}

void WindowViews::zoomAllToFit()
{
    floorPlanView->zoomToFit();
    elevationView->zoomToFit();
    fabricView->zoomToFit();
    // Behind another tab the fabric is not laid out yet: it fits once it comes to the front; in front, a
    // large one laid out in the background fits once it is.
    m_fitFabricWhenShown = tabs->currentWidget() != fabricView;
    if (!m_fitFabricWhenShown && fabric->isLayingOut()) m_fitFabricOnLayout = true;
}

} // namespace railyard
