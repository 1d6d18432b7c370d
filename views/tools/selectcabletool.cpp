#include "tools/selectcabletool.h"

#include "elevation/elevationscene.h"

#include <QGraphicsSceneMouseEvent>

namespace railyard {

bool SelectCableTool::mousePressed(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || m_scene->deviceItemAt(event->scenePos())) return false;
    const int cable = m_scene->cableAt(event->scenePos());
    if (cable < 0) return false;
    m_scene->clearSelection();
    m_scene->setSelectedCable(cable);
    return true;
}

} // namespace railyard
