#include "tools/contextpick.h"

#include "common/designview.h"
#include "controllers/selectionmodel.h"
#include "elevation/deviceitem.h"
#include "elevation/elevationscene.h"
#include "floorplan/rackitem.h"

namespace railyard {

bool pickForContextMenu(SelectionModel &selection, DesignView *view, const QPoint &pos,
                        const ElevationScene *elevations)
{
    const QPointF scenePos = view->mapToScene(pos);
    const Selection &current = selection.selection();
    for (QGraphicsItem *item : view->scene()->items(scenePos)) {
        if (item->type() == RackItem::Type) {
            const int rack = static_cast<RackItem *>(item)->rack();
            if (!current.racks.contains(rack)) selection.select({{rack}, {}, {}});
            return true;
        }
        if (item->type() == DeviceItem::Type) {
            const int device = static_cast<DeviceItem *>(item)->device();
            if (!current.devices.contains(device)) selection.select({{}, {device}, {}});
            return true;
        }
    }
    if (elevations)
        if (const int cable = elevations->cableAt(scenePos); cable >= 0) {
            if (!current.cables.contains(cable)) selection.select({{}, {}, {cable}});
            return true;
        }
    return false;
}

} // namespace railyard
