#include "tools/catalogdroptool.h"

#include "commands/operations.h"
#include "document/document.h"
#include "elevation/deviceitem.h"
#include "elevation/elevationscene.h"
#include "panels/catalogpanel.h"

#include <QMimeData>

namespace railyard {

void CatalogDropTool::hideGhost()
{
    m_scene->hideGhost();
}

bool CatalogDropTool::apply(const QMimeData *mime, const QPointF &at, bool commit, QString *why)
{
    Document *doc = m_scene->document();
    if (!doc || !mime->hasFormat(catalogMimeType)) return false;
    const CatalogItemRef ref = CatalogItemRef::fromMime(mime->data(catalogMimeType));
    const Design &d = doc->design();

    // A new device of a catalog type, or a device of the design not in a rack yet (an imported fabric's,
    // dragged from the Design dock): into the slot under the pointer.
    const bool newDevice = ref.kind == QLatin1String("device_type");
    if (newDevice || ref.kind == QLatin1String("device")) {
        const int type = newDevice ? d.catalog.deviceTypes.indexOf(ref.id) : -1;
        const int device = newDevice ? -1 : d.devices().find(ref.id);
        if (type < 0 && device < 0) return false;
        const int height = newDevice ? d.catalog.deviceTypes.at(type).heightU : d.deviceType(device).heightU;
        const std::optional<Placement> placement = m_scene->placementAt(at, height);
        if (!placement) {
            m_scene->hideGhost();
            *why =
                m_scene->racks().isEmpty()
                    ? tr("there are no racks here yet: add a row of racks first (Design ▸ Add Row of Racks)")
                    : tr("drop %1 on a rack").arg(ref.id);
            return false;
        }
        Operation place = newDevice ? operations::placeDevice(*doc, type, *placement)
                                    : operations::placeExistingDevice(*doc, device, *placement);
        m_scene->showGhost(m_scene->slotRect(placement->rack, placement->u, height), bool(place));
        if (!place) {
            *why = place.refusal;
            return false;
        }
        if (commit) {
            Q_EMIT message(place.summary);
            const QString placed = newDevice ? place.added.value(0) : ref.id;
            place.pushTo(*doc);
            // Selected, so that Properties shows what was just dropped.
            m_scene->selectDevices({doc->design().devices().find(placed)});
        }
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
        Operation set = operations::setTransceiver(*doc, hit->device, hit->port, transceiver);
        DeviceItem *item = m_scene->deviceItem(hit->device);
        const QRectF cage = item->mapRectToScene(item->portRect(hit->port));
        m_scene->showGhost(cage.adjusted(-2, -2, 2, 2), bool(set));
        if (!set) {
            *why = set.refusal;
            return false;
        }
        if (commit) {
            Q_EMIT message(set.summary);
            set.pushTo(*doc);
            m_scene->selectDevices({hit->device});
        }
        return true;
    }
    if (ref.kind == QLatin1String("rack_type")) {
        m_scene->hideGhost();
        *why = tr("racks stand on the floor: drop %1 on the Floor plan").arg(ref.id);
    }
    if (ref.kind == QLatin1String("cable_type")) {
        m_scene->hideGhost();
        *why = tr("cables are added by dragging from one port to another (the cable type can then be changed "
                  "in Properties)");
    }
    return false;
}

} // namespace railyard
