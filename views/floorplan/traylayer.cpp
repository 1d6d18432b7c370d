#include "floorplan/traylayer.h"

#include "design/pathwayedits.h"
#include "document/document.h"
#include "floorplan/floorplanscene.h"
#include "route/router.h"

#include <QPainter>
#include <QPalette>

#include <algorithm>
#include <limits>
#include <QStyleOptionGraphicsItem>

namespace railyard {

namespace {

constexpr int maxRoutes = 64;

} // namespace

TrayLayer::TrayLayer(FloorPlanScene *scene) : m_scene(scene)
{
    setZValue(1.5); // over the racks, under the bundles
}

void TrayLayer::invalidate()
{
    m_dirty = true;
    update();
}

const std::vector<floorplan::Tray> &TrayLayer::trays()
{
    if (m_dirty) {
        m_dirty = false;
        m_trays.clear();
        m_nodes.clear();
        m_routeSegments.clear();
        if (const Document *doc = m_scene->document()) {
            const Design &d = doc->design();
            m_trays = floorplan::trays(d);
            m_nodes = floorplan::trayNodes(d);
            // A few selected cables at most are followed: a route is one shortest-path search.
            for (int c : m_routeCables.mid(0, maxRoutes))
                if (d.cables().isLive(c))
                    for (int s : routeCable(d, d.cables().at(c)).segments)
                        if (!m_routeSegments.contains(s)) m_routeSegments.append(s);
        }
    }
    return m_trays;
}

void TrayLayer::setRouteCables(const QList<int> &cables)
{
    if (cables == m_routeCables) return;
    m_routeCables = cables;
    invalidate();
}

const QList<int> &TrayLayer::routeSegments()
{
    trays();
    return m_routeSegments;
}

const std::vector<floorplan::TrayNode> &TrayLayer::nodes()
{
    trays();
    return m_nodes;
}

void TrayLayer::setPathwaySelection(const QStringList &segments, const QStringList &nodes)
{
    if (segments == m_selectedSegments && nodes == m_selectedNodes) return;
    m_selectedSegments = segments;
    m_selectedNodes = nodes;
    update();
}

void TrayLayer::setEditing(bool editing)
{
    if (editing == m_editing) return;
    m_editing = editing;
    // Being drawn, the trays and their fills come over the cable bundles.
    setZValue(editing ? 3 : 1.5);
    update();
}

void TrayLayer::setColourByFill(bool on)
{
    if (on == m_byFill) return;
    m_byFill = on;
    update();
}

QString TrayLayer::nodeAt(const QPointF &scenePos, double tolerance)
{
    QString best;
    double bestDistance = tolerance;
    for (const floorplan::TrayNode &n : nodes())
        if (const double d = QLineF(n.at, scenePos).length(); d <= bestDistance) {
            best = n.id;
            bestDistance = d;
        }
    return best;
}

QString TrayLayer::segmentAt(const QPointF &scenePos, double tolerance)
{
    QString best;
    double bestDistance = std::numeric_limits<double>::max();
    for (const floorplan::Tray &t : trays()) {
        // The distance from the point to the segment's centre line, against half its width.
        const double d = pathwayedits::nearestOnLine(t.line.p1(), t.line.p2(), scenePos).second;
        if (d <= t.widthUnits / 2 + tolerance && d < bestDistance) {
            best = t.id;
            bestDistance = d;
        }
    }
    return best;
}

void TrayLayer::previewNodeAt(const QString &node, const QPointF &at)
{
    trays();
    for (floorplan::TrayNode &n : m_nodes)
        if (n.id == node) n.at = at;
    for (floorplan::Tray &t : m_trays) {
        if (t.a == node) t.line.setP1(at);
        if (t.b == node) t.line.setP2(at);
    }
    update();
}

void TrayLayer::setRubberLine(const QLineF &line)
{
    m_rubber = line;
    update();
}

void TrayLayer::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const QColor highlight = m_scene->palette().color(QPalette::Highlight);
    floorplan::paintTrays(*painter, trays(), lod, option->exposedRect, m_byFill, m_editing);
    if (!m_routeSegments.isEmpty()) floorplan::paintRoute(*painter, m_trays, m_routeSegments, highlight, lod);
    floorplan::paintSelectedTrays(*painter, m_trays, m_selectedSegments, highlight, lod);
    if (m_editing || !m_selectedNodes.isEmpty())
        floorplan::paintNodes(*painter, m_nodes, m_selectedNodes, highlight, lod, option->exposedRect);
    if (!m_rubber.isNull()) {
        painter->save();
        QPen pen(highlight, 2 / std::max(lod, 1e-6), Qt::DashLine);
        painter->setPen(pen);
        painter->drawLine(m_rubber);
        painter->restore();
    }
}

} // namespace railyard
