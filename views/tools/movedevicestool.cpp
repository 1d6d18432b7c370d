#include "tools/movedevicestool.h"

#include "commands/devicecommands.h"
#include "document/document.h"
#include "elevation/deviceitem.h"
#include "elevation/elevationscene.h"

#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>

namespace railyard {

bool MoveDevicesTool::mousePressed(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) return false;
    // Over ports too small to aim at (not drawn, or fully cabled, so no cable starts there), a click without
    // movement zooms in to them; a drag never does.
    m_zoomTo = -1;
    if (const std::optional<PortHit> hit = m_scene->portAt(event->scenePos());
        hit && !m_scene->canAimAtPort(hit->device, hit->port) && event->modifiers() == Qt::NoModifier)
        m_zoomTo = hit->device;
    DeviceItem *item = m_scene->deviceItemAt(event->scenePos());
    if (!item && m_zoomTo >= 0) item = m_scene->deviceItem(m_zoomTo);
    if (!item) return false;
    // Selection as everywhere else: Ctrl toggles, a click on an unselected device selects it alone, a click
    // on a selected one keeps the selection so that all of it can be dragged.
    if (event->modifiers() & Qt::ControlModifier) {
        item->setSelected(!item->isSelected());
        return true;
    }
    if (!item->isSelected()) {
        m_scene->clearSelection();
        item->setSelected(true);
    }
    m_pressed = item->device();
    m_drag.press(event->scenePos());
    m_start.clear();
    for (DeviceItem *selected : m_scene->selectedDeviceItems())
        m_start.insert(selected->device(), selected->pos());
    return true;
}

void MoveDevicesTool::mouseMoved(QGraphicsSceneMouseEvent *event)
{
    if (m_pressed < 0) return;
    if (!m_drag.move(event)) return;
    const Design &d = m_scene->document()->design();
    const QPointF delta = event->scenePos() - m_drag.pressPos();
    bool allFit = true;
    QRectF ghost;
    for (auto it = m_start.cbegin(); it != m_start.cend(); ++it) {
        DeviceItem *item = m_scene->deviceItem(it.key());
        if (!item) continue;
        const int height = d.deviceType(it.key()).heightU;
        const QPointF centre = it.value() + item->boundingRect().center() + delta;
        const std::optional<Placement> p = m_scene->placementAt(centre, height);
        if (!p) {
            allFit = false;
            item->showAt(it.value() + delta);
            continue;
        }
        const QRectF slot = m_scene->slotRect(p->rack, p->u, height);
        allFit = allFit && m_scene->fits(*p, height, it.key());
        item->showAt(slot.topLeft());
        if (it.key() == m_pressed) ghost = slot;
    }
    if (!ghost.isNull())
        m_scene->showGhost(ghost, allFit);
    else
        m_scene->hideGhost();
}

void MoveDevicesTool::mouseReleased(QGraphicsSceneMouseEvent *)
{
    const bool dragged = m_drag.finish();
    m_pressed = -1;
    m_scene->hideGhost();
    if (!dragged) {
        if (m_zoomTo >= 0 && m_scene->document()) {
            Q_EMIT m_scene->zoomToPortsRequested(m_zoomTo, m_drag.pressPos());
            Q_EMIT message(tr("Zoomed in to the ports of %1: drag from a port to another to connect them")
                               .arg(m_scene->document()->design().devices().at(m_zoomTo).id));
        }
        m_zoomTo = -1;
        return;
    }
    m_zoomTo = -1;
    Document *doc = m_scene->document();
    const Design &d = doc->design();
    QList<int> moved;
    QList<Placement> to;
    QString refusal;
    for (auto it = m_start.cbegin(); it != m_start.cend(); ++it) {
        DeviceItem *item = m_scene->deviceItem(it.key());
        const Device &dev = d.devices().at(it.key());
        const int height = d.deviceType(it.key()).heightU;
        const std::optional<Placement> target =
            item ? m_scene->placementAt(item->sceneBoundingRect().center(), height) : std::nullopt;
        if (!target) {
            refusal = tr("Cannot move %1 there: it is outside the racks").arg(dev.id);
            break;
        }
        if (!m_scene->fits(*target, height, it.key())) {
            refusal = tr("Cannot move %1 to U%2 of %3: the slot is taken or too small")
                          .arg(dev.id)
                          .arg(target->u)
                          .arg(d.racks().at(target->rack).id);
            break;
        }
        if (target->rack == dev.rack && target->u == dev.u) continue;
        moved.append(it.key());
        to.append(*target);
    }
    // Moved devices must not land on each other either.
    for (int i = 0; i < moved.size() && refusal.isEmpty(); ++i)
        for (int j = i + 1; j < moved.size(); ++j) {
            const int hi = d.deviceType(moved[i]).heightU, hj = d.deviceType(moved[j]).heightU;
            if (to[i].rack == to[j].rack && to[i].u < to[j].u + hj && to[j].u < to[i].u + hi)
                refusal = tr("Cannot move there: %1 and %2 would share a slot")
                              .arg(d.devices().at(moved[i]).id, d.devices().at(moved[j]).id);
        }
    if (!refusal.isEmpty() || moved.isEmpty()) {
        putBack();
        if (!refusal.isEmpty()) Q_EMIT message(refusal);
        return;
    }
    m_start.clear();
    doc->push(new MoveDevices(doc, moved, to));
}

void MoveDevicesTool::cancel()
{
    m_zoomTo = -1;
    if (m_drag.finish()) putBack();
    m_pressed = -1;
    m_scene->hideGhost();
}

void MoveDevicesTool::putBack()
{
    for (auto it = m_start.cbegin(); it != m_start.cend(); ++it)
        if (DeviceItem *item = m_scene->deviceItem(it.key())) item->sync();
    m_start.clear();
}

} // namespace railyard
