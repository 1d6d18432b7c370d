#include "tools/rackdroptool.h"

#include "commands/operations.h"
#include "design/floorlayout.h"
#include "document/document.h"
#include "floorplan/floorplanscene.h"
#include "panels/catalogpanel.h"

#include <QMimeData>

namespace railyard {

void RackDropTool::hideGhost()
{
    m_scene->hideGhost();
}

bool RackDropTool::apply(const QMimeData *mime, const QPointF &at, bool commit, QString *why)
{
    Document *doc = m_scene->document();
    if (!doc || !mime->hasFormat(catalogMimeType)) return false;
    const CatalogItemRef ref = CatalogItemRef::fromMime(mime->data(catalogMimeType));
    const Design &d = doc->design();
    if (ref.kind != QLatin1String("rack_type")) {
        m_scene->hideGhost();
        *why = ref.kind == QLatin1String("transceiver")
                   ? tr("a transceiver goes into a cage: drop it on a device in the Rack elevations view")
               : ref.kind == QLatin1String("cable_type")
                   ? tr("cables are added by dragging from one port to another in the Rack elevations view")
                   : tr("a device goes into a rack: drop it on a rack in the Rack elevations view");
        return false;
    }
    const int type = d.catalog.rackTypes.indexOf(ref.id);
    if (type < 0) return false;
    const QPointF centre = m_scene->snap(at) / FloorPlanScene::unitsPerMetre;
    Rack rack = rackDroppedAt(d, type, centre);
    const QRectF footprint = *rackFootprint(rack);
    for (int r : d.racks().live())
        if (const std::optional<QRectF> other = rackFootprint(d.racks().at(r));
            other && footprintsOverlap(footprint, *other)) {
            m_scene->showGhost(
                FloorPlanLayout::rackRect(rack).translated(centre * FloorPlanScene::unitsPerMetre), false);
            *why = tr("%1 would stand on rack %2").arg(ref.id, d.racks().at(r).id);
            return false;
        }
    m_scene->showGhost(FloorPlanLayout::rackRect(rack).translated(centre * FloorPlanScene::unitsPerMetre),
                       true);
    if (commit) {
        const QString id = rack.id;
        Operation op = operations::addRacks(*doc, {std::move(rack)});
        Q_EMIT message(op.summary);
        op.pushTo(*doc);
        m_scene->selectRacks({d.racks().find(id)});
    }
    return true;
}

} // namespace railyard
