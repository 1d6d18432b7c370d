#include "elevationview.h"

#include "commands/devicecommands.h"
#include "design/rackspace.h"
#include "deviceitem.h"
#include "document/document.h"
#include "elevationscene.h"
#include "panels/catalogpanel.h"

#include <QDragEnterEvent>
#include <QMimeData>

namespace railyard {

ElevationView::ElevationView(ElevationScene *scene, QWidget *parent) : DesignView(parent), m_scene(scene)
{
    setScene(scene);
    setBackgroundBrush(palette().color(QPalette::Base));
    setAcceptDrops(true);
    viewport()->setAcceptDrops(true);
    connect(scene, &ElevationScene::zoomToPortsRequested, this, &ElevationView::zoomToPorts);
}

void ElevationView::zoomToPorts(int device, const QPointF &at)
{
    // The smallest port of the device reaches a comfortable size; the point pressed stays under the pointer.
    double smallest = 0;
    const int ports = m_scene->document() ? int(m_scene->document()->design().deviceType(device).ports.size()) : 0;
    for (int p = 0; p < ports; ++p) {
        const double px = m_scene->portPixels(device, p);
        if (px > 0 && (smallest == 0 || px < smallest))
            smallest = px;
    }
    if (smallest <= 0)
        return;
    const QPoint pointer = mapFromScene(at);
    zoomBy(ElevationScene::comfortablePortPixels / smallest);
    // Keep the pressed point where the pointer is.
    const QPointF drift = mapToScene(pointer) - at;
    centerOn(mapToScene(viewport()->rect().center()) - drift);
}

bool ElevationView::handleDrop(const QMimeData *mime, const QPoint &viewPos, bool commit)
{
    Document *doc = m_scene->document();
    if (!doc || !mime->hasFormat(catalogMimeType))
        return false;
    const CatalogItemRef ref = CatalogItemRef::fromMime(mime->data(catalogMimeType));
    const Design &d = doc->design();
    const QPointF at = mapToScene(viewPos);

    if (ref.kind == QLatin1String("device_type")) {
        const int type = d.catalog.deviceTypes.indexOf(ref.id);
        if (type < 0)
            return false;
        const int height = d.catalog.deviceTypes.at(type).heightU;
        const std::optional<Placement> place = m_scene->placementAt(at, height);
        if (!place) {
            m_scene->hideGhost();
            return false;
        }
        const bool fits = m_scene->fits(*place, height);
        m_scene->showGhost(m_scene->slotRect(place->rack, place->u, height), fits);
        if (!commit)
            return fits;
        m_scene->hideGhost();
        if (!fits)
            return false;
        Device device;
        device.id = freshId(d, IdSpace::Device, ref.id);
        device.type = type;
        device.rack = place->rack;
        device.u = place->u;
        doc->push(new AddDevices(doc, {device}));
        return true;
    }
    if (ref.kind == QLatin1String("transceiver")) {
        const int transceiver = d.catalog.transceivers.indexOf(ref.id);
        for (QGraphicsItem *item : m_scene->items(at)) {
            if (item->type() != DeviceItem::Type)
                continue;
            auto *deviceItem = static_cast<DeviceItem *>(item);
            const int port = deviceItem->portAt(deviceItem->mapFromScene(at));
            if (port < 0 || d.deviceType(deviceItem->device()).ports[size_t(port)].kind != PortKind::Cage)
                return false;
            if (commit)
                doc->push(new SetTransceivers(doc, {ModuleChange{deviceItem->device(), port, transceiver}}));
            return true;
        }
    }
    return false;
}

void ElevationView::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasFormat(catalogMimeType))
        event->acceptProposedAction();
    else
        event->ignore();
}

void ElevationView::dragMoveEvent(QDragMoveEvent *event)
{
    if (handleDrop(event->mimeData(), event->position().toPoint(), false))
        event->acceptProposedAction();
    else
        event->ignore();
}

void ElevationView::dragLeaveEvent(QDragLeaveEvent *event)
{
    m_scene->hideGhost();
    DesignView::dragLeaveEvent(event);
}

void ElevationView::dropEvent(QDropEvent *event)
{
    if (handleDrop(event->mimeData(), event->position().toPoint(), true))
        event->acceptProposedAction();
    else
        event->ignore();
}

} // namespace railyard
