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
