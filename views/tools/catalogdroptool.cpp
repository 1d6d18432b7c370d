#include "catalogdroptool.h"

#include "commands/devicecommands.h"
#include "design/describe.h"
#include "design/rackspace.h"
#include "document/document.h"
#include "elevation/deviceitem.h"
#include "elevation/elevationscene.h"
#include "panels/catalogpanel.h"

#include <QMimeData>

namespace railyard {

bool CatalogDropTool::hover(const QMimeData *mime, const QPointF &scenePos)
{
    QString why;
    return apply(mime, scenePos, false, &why);
}

bool CatalogDropTool::drop(const QMimeData *mime, const QPointF &scenePos)
{
    QString why;
    const bool done = apply(mime, scenePos, true, &why);
    m_scene->hideGhost();
    if (!done && !why.isEmpty()) Q_EMIT message(tr("Cannot drop here: %1").arg(why));
    return done;
}

void CatalogDropTool::leave()
{
    m_scene->hideGhost();
}

bool CatalogDropTool::apply(const QMimeData *mime, const QPointF &at, bool commit, QString *why)
{
    Document *doc = m_scene->document();
    if (!doc || !mime->hasFormat(catalogMimeType)) return false;
    const CatalogItemRef ref = CatalogItemRef::fromMime(mime->data(catalogMimeType));
    const Design &d = doc->design();

    if (ref.kind == QLatin1String("device_type")) {
        const int type = d.catalog.deviceTypes.indexOf(ref.id);
        if (type < 0) return false;
        const int height = d.catalog.deviceTypes.at(type).heightU;
        const std::optional<Placement> place = m_scene->placementAt(at, height);
        if (!place) {
            m_scene->hideGhost();
            *why =
                m_scene->racks().isEmpty()
                    ? tr("there are no racks here yet: add a row of racks first (Design ▸ Add Row of Racks)")
                    : tr("drop %1 on a rack").arg(ref.id);
            return false;
        }
        const bool fits = m_scene->fits(*place, height);
        m_scene->showGhost(m_scene->slotRect(place->rack, place->u, height), fits);
        if (!fits) {
            *why = tr("%1 (%2 U) does not fit at U%3 of %4: the slot is taken or runs past the rack")
                       .arg(ref.id)
                       .arg(height)
                       .arg(place->u)
                       .arg(d.racks().at(place->rack).id);
            return false;
        }
        if (!commit) return true;
        Device device;
        device.id = freshId(d, EntityKind::Device, ref.id);
        device.type = type;
        device.rack = place->rack;
        device.u = place->u;
        doc->push(new AddDevices(doc, {device}));
        return true;
    }
    if (ref.kind == QLatin1String("transceiver")) {
        const int transceiver = d.catalog.transceivers.indexOf(ref.id);
        if (transceiver < 0) return false;
        const std::optional<PortHit> hit = m_scene->portAt(at);
        const PortDef *port = hit ? &d.deviceType(hit->device).ports[size_t(hit->port)] : nullptr;
        if (!port || port->kind != PortKind::Cage) {
            m_scene->hideGhost();
            *why = tr("drop a transceiver on a cage");
            return false;
        }
        const Transceiver &t = d.catalog.transceivers.at(transceiver);
        DeviceItem *item = m_scene->deviceItem(hit->device);
        const QRectF cage = item->mapRectToScene(item->portRect(hit->port));
        // Form factors must match, as form-factor-mismatch would say: refused here rather than flagged later.
        const bool fits =
            t.formFactor.isEmpty() || port->formFactor.isEmpty() || t.formFactor == port->formFactor;
        m_scene->showGhost(cage.adjusted(-2, -2, 2, 2), fits);
        if (!fits) {
            *why = tr("%1 is a %2 module; %3 %4 is a %5 cage")
                       .arg(t.id, t.formFactor, d.devices().at(hit->device).id, port->name, port->formFactor);
            return false;
        }
        if (commit) doc->push(new SetTransceivers(doc, {ModuleChange{hit->device, hit->port, transceiver}}));
        return true;
    }
    if (ref.kind == QLatin1String("cable_type")) {
        m_scene->hideGhost();
        *why = tr("cables are added by dragging from one port to another (the cable type can then be changed "
                  "in Properties)");
    }
    return false;
}

} // namespace railyard
