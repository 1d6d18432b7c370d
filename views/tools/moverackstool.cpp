#include "tools/moverackstool.h"

#include "commands/rackcommands.h"
#include "design/floorlayout.h"
#include "document/document.h"
#include "floorplan/floorplanscene.h"
#include "floorplan/rackitem.h"

#include <QGraphicsSceneMouseEvent>

namespace railyard {

bool MoveRacksTool::mousePressed(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) return false;
    RackItem *item = m_scene->rackItemAt(event->scenePos());
    if (!item) return false;
    if (event->modifiers() & Qt::ControlModifier) {
        item->setSelected(!item->isSelected());
        return true;
    }
    if (!item->isSelected()) {
        m_scene->clearSelection();
        item->setSelected(true);
    }
    m_pressed = item->rack();
    m_drag.press(event->scenePos());
    m_start.clear();
    for (QGraphicsItem *selected : m_scene->selectedItems())
        if (selected->type() == RackItem::Type)
            m_start.insert(static_cast<RackItem *>(selected)->rack(), selected->pos());
    return true;
}

void MoveRacksTool::mouseMoved(QGraphicsSceneMouseEvent *event)
{
    if (m_pressed < 0) return;
    if (!m_drag.move(event)) return;
    // The pressed rack snaps to the grid; the others keep their offsets to it.
    const QPointF delta = m_scene->snap(m_start.value(m_pressed) + event->scenePos() - m_drag.pressPos()) -
                          m_start.value(m_pressed);
    for (auto it = m_start.cbegin(); it != m_start.cend(); ++it)
        if (RackItem *item = m_scene->rackItem(it.key())) {
            item->showAt(it.value() + delta);
            item->setRefused(m_scene->wouldOverlap(it.key(), it.value() + delta));
        }
}

void MoveRacksTool::mouseReleased(QGraphicsSceneMouseEvent *)
{
    const bool dragged = m_drag.finish();
    m_pressed = -1;
    if (!dragged) return;
    Document *doc = m_scene->document();
    QList<int> moved;
    QList<QPointF> to;
    QHash<int, QPointF> moves;
    for (auto it = m_start.cbegin(); it != m_start.cend(); ++it) {
        RackItem *item = m_scene->rackItem(it.key());
        if (!item || (item->pos() - m_scene->rackCentre(it.key())).manhattanLength() < 0.5) continue;
        moved.append(it.key());
        to.append(item->pos() / FloorPlanScene::unitsPerMetre);
        moves.insert(it.key(), to.last());
    }
    if (moved.isEmpty()) {
        putBack();
        return;
    }
    // Racks cannot stand on racks (floor-overlap): refused and put back, as a refused U slot is.
    if (const auto clash = overlapAfterMove(doc->design(), moves)) {
        const Design &d = doc->design();
        putBack();
        Q_EMIT message(tr("Cannot move there: %1 and %2 would overlap on the floor")
                           .arg(d.racks().at(clash->first).id, d.racks().at(clash->second).id));
        return;
    }
    m_start.clear();
    doc->push(new MoveRacks(doc, moved, to));
}

void MoveRacksTool::cancel()
{
    if (m_drag.finish()) putBack();
    m_pressed = -1;
}

void MoveRacksTool::putBack()
{
    for (auto it = m_start.cbegin(); it != m_start.cend(); ++it)
        if (RackItem *item = m_scene->rackItem(it.key())) item->sync();
    m_start.clear();
}

} // namespace railyard
