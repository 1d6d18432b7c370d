#include "tools/pathwaytool.h"

#include "commands/valuecommands.h"
#include "design/pathwayedits.h"
#include "document/document.h"
#include "floorplan/floorplanscene.h"
#include "floorplan/traylayer.h"

#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>

namespace railyard {

namespace {

// Nodes snap to a 0.1 m grid: trays are laid to the centimetres that matter, not to the 0.6 m floor tiles.
constexpr double nodeGridMetres = 0.1;
constexpr double pickPixels = 7;

} // namespace

double PathwayTool::tolerance(const QGraphicsSceneMouseEvent *event) const
{
    // A few pixels on screen, whatever the zoom.
    const QWidget *viewport = event->widget();
    const auto *view = viewport ? qobject_cast<const QGraphicsView *>(viewport->parentWidget()) : nullptr;
    const double scale = view ? view->transform().m11() : 1.0;
    return pickPixels / std::max(scale, 1e-6);
}

QPointF PathwayTool::floorAt(const QPointF &scenePos) const
{
    return FloorPlanLayout::snap(scenePos, nodeGridMetres) / FloorPlanScene::unitsPerMetre;
}

bool PathwayTool::mousePressed(QGraphicsSceneMouseEvent *event)
{
    if (!m_scene->pathwayEditing() || event->button() != Qt::LeftButton || !m_scene->trayLayer())
        return false;
    TrayLayer *layer = m_scene->trayLayer();
    m_tolerance = tolerance(event);
    m_fromNode = layer->nodeAt(event->scenePos(), m_tolerance);
    m_pickedSegment = m_fromNode.isEmpty() ? layer->segmentAt(event->scenePos(), m_tolerance) : QString();
    m_toggle = event->modifiers() & Qt::ControlModifier;
    m_drag.press(event->scenePos());
    if (!m_fromNode.isEmpty() && (event->modifiers() & Qt::ShiftModifier))
        m_gesture = Gesture::Move;
    else if (!m_pickedSegment.isEmpty())
        m_gesture = Gesture::Pick;
    else
        m_gesture = Gesture::Draw;
    return true;
}

void PathwayTool::mouseMoved(QGraphicsSceneMouseEvent *event)
{
    if (m_gesture == Gesture::None || !m_drag.move(event)) return;
    TrayLayer *layer = m_scene->trayLayer();
    if (!layer) return;
    if (m_gesture == Gesture::Pick) m_gesture = Gesture::Draw; // from the point of the tray pressed
    const QPointF at = floorAt(event->scenePos()) * FloorPlanScene::unitsPerMetre;
    if (m_gesture == Gesture::Move) {
        layer->previewNodeAt(m_fromNode, at);
    } else if (m_gesture == Gesture::Draw) {
        const QPointF from = !m_fromNode.isEmpty() ? m_scene->nodeCentre(m_fromNode)
                             : !m_pickedSegment.isEmpty()
                                 ? m_drag.pressPos()
                                 : floorAt(m_drag.pressPos()) * FloorPlanScene::unitsPerMetre;
        // The pointer snaps to a node it is over.
        const QString over = layer->nodeAt(event->scenePos(), tolerance(event));
        layer->setRubberLine(QLineF(from, over.isEmpty() ? at : m_scene->nodeCentre(over)));
    }
}

void PathwayTool::mouseReleased(QGraphicsSceneMouseEvent *event)
{
    const Gesture gesture = std::exchange(m_gesture, Gesture::None);
    const bool dragged = m_drag.finish();
    if (TrayLayer *layer = m_scene->trayLayer()) layer->setRubberLine({});
    Document *doc = m_scene->document();
    if (!doc) return;
    switch (gesture) {
    case Gesture::None:
        return;
    case Gesture::Pick: // not dragged
        pick(m_pickedSegment, {}, m_toggle);
        return;
    case Gesture::Move:
        if (dragged) {
            move(event);
        } else {
            pick({}, m_fromNode, m_toggle);
        }
        return;
    case Gesture::Draw:
        if (dragged) {
            draw(event);
        } else if (!m_fromNode.isEmpty()) {
            pick({}, m_fromNode, m_toggle);
        } else {
            QString id;
            const Pathways p =
                pathwayedits::addNode(doc->design(), doc->design().pathways, floorAt(event->scenePos()), &id);
            doc->push(setPathways(doc, p, tr("Add Tray Node %1").arg(id)));
            pick({}, id, false);
            Q_EMIT message(tr("Added tray node %1").arg(id));
        }
        return;
    }
}

void PathwayTool::draw(const QGraphicsSceneMouseEvent *event)
{
    Document *doc = m_scene->document();
    const Design &d = doc->design();
    Pathways p = d.pathways;
    const QString from = m_fromNode.isEmpty() ? endAt(p, m_drag.pressPos(), m_tolerance) : m_fromNode;
    const QString to = endAt(p, event->scenePos(), tolerance(event));
    QString segment;
    p = pathwayedits::addSegment(p, from, to, &segment);
    if (segment.isEmpty()) {
        Q_EMIT message(from == to ? tr("A tray needs two different nodes")
                                  : tr("Nodes %1 and %2 are joined already").arg(from, to));
        return;
    }
    const double length = p.lengthM(p.segments[p.segmentIndex(segment)]);
    // The racks it passes over that have no drop yet drop into it: a tray drawn along a row serves the row.
    int dropped = 0;
    p = pathwayedits::dropRacks(d, p, &dropped);
    doc->push(setPathways(doc, p, tr("Draw Tray %1").arg(segment)));
    pick(segment, {}, false);
    const QString drew =
        tr("Drew tray %1 from %2 to %3 (%4 m)").arg(segment, from, to).arg(length, 0, 'f', 1);
    Q_EMIT message(dropped == 0 ? drew
                                : tr("%1; %n rack(s) under it drop into it", nullptr, dropped).arg(drew));
}

QString PathwayTool::endAt(Pathways &p, const QPointF &scenePos, double tolerance) const
{
    TrayLayer *layer = m_scene->trayLayer();
    QString node = layer->nodeAt(scenePos, tolerance);
    if (!node.isEmpty() && p.nodeIndex(node) >= 0) return node;
    // On a tray: joined to it, at that point.
    if (const QString segment = layer->segmentAt(scenePos, tolerance); p.segmentIndex(segment) >= 0) {
        p = pathwayedits::splitSegment(p, segment, scenePos / FloorPlanScene::unitsPerMetre, &node);
        if (!node.isEmpty()) return node;
    }
    p = pathwayedits::addNode(m_scene->document()->design(), p, floorAt(scenePos), &node);
    return node;
}

void PathwayTool::move(const QGraphicsSceneMouseEvent *event)
{
    Document *doc = m_scene->document();
    Pathways p = doc->design().pathways;
    const int i = p.nodeIndex(m_fromNode);
    if (i < 0) return;
    const QPointF at = floorAt(event->scenePos());
    if (qFuzzyCompare(p.nodes[i].xM + 1, at.x() + 1) && qFuzzyCompare(p.nodes[i].yM + 1, at.y() + 1)) {
        m_scene->trayLayer()->invalidate();
        return;
    }
    p.nodes[i].xM = at.x();
    p.nodes[i].yM = at.y();
    doc->push(setPathways(doc, p, tr("Move Tray Node %1").arg(m_fromNode)));
    pick({}, m_fromNode, false);
}

void PathwayTool::pick(const QString &segment, const QString &node, bool toggle)
{
    QStringList segments = toggle ? m_scene->selectedSegments() : QStringList();
    QStringList nodes = toggle ? m_scene->selectedNodes() : QStringList();
    const auto flip = [toggle](QStringList &list, const QString &id) {
        if (id.isEmpty()) return;
        if (toggle && list.removeOne(id)) return;
        list.append(id);
    };
    flip(segments, segment);
    flip(nodes, node);
    m_scene->pickPathways(segments, nodes);
}

void PathwayTool::cancel()
{
    m_gesture = Gesture::None;
    m_drag.finish();
    if (TrayLayer *layer = m_scene->trayLayer()) {
        layer->setRubberLine({});
        layer->invalidate(); // a node shown where it was being dragged goes back
    }
}

} // namespace railyard
