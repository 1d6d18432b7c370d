#include "tools/selectcabletool.h"

#include "elevation/elevationscene.h"

#include <QGraphicsSceneMouseEvent>

namespace railyard {

bool SelectCableTool::mousePressed(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || scene()->deviceItemAt(event->scenePos())) return false;
    const int cable = scene()->cableAt(event->scenePos());
    if (cable < 0) return false;
    scene()->clearSelection();
    scene()->setSelectedCable(cable);
    return true;
}

} // namespace railyard
