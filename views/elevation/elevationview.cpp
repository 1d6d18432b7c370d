#include "elevation/elevationview.h"

#include "document/document.h"
#include "elevation/elevationscene.h"

namespace railyard {

ElevationView::ElevationView(ElevationScene *scene, QWidget *parent) : DesignView(parent), m_scene(scene)
{
    setScene(scene);
    setBackgroundBrush(palette().color(QPalette::Base));
    setAcceptDrops(true);
    viewport()->setAcceptDrops(true);
    setTools(scene->tools());
    connect(scene, &ElevationScene::zoomToPortsRequested, this, &ElevationView::zoomToPorts);
}

void ElevationView::zoomToPorts(int device, const QPointF &at)
{
    // The smallest port of the device reaches a comfortable size; the point pressed stays under the pointer.
    double smallest = 0;
    const int ports =
        m_scene->document() ? int(m_scene->document()->design().deviceType(device).ports.size()) : 0;
    for (int p = 0; p < ports; ++p) {
        const double px = m_scene->portPixels(device, p);
        if (px > 0 && (smallest == 0 || px < smallest)) smallest = px;
    }
    if (smallest <= 0) return;
    const QPoint pointer = mapFromScene(at);
    zoomBy(ElevationScene::comfortablePortPixels / smallest);
    // Keep the pressed point where the pointer is.
    const QPointF drift = mapToScene(pointer) - at;
    centerOn(mapToScene(viewport()->rect().center()) - drift);
}

} // namespace railyard
