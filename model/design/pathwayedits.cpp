#include "design/pathwayedits.h"

#include "design/design.h"
#include "design/floorlayout.h"
#include "design/routeestimate.h"

#include <QSet>

#include <algorithm>
#include <cmath>
#include <limits>

namespace railyard::pathwayedits {

QString freshId(const Pathways &p, const QString &prefix)
{
    QSet<QString> taken;
    for (const PathNode &n : p.nodes)
        taken.insert(n.id);
    for (const PathSegment &s : p.segments)
        taken.insert(s.id);
    for (int n = 1;; ++n)
        if (const QString id = prefix + QString::number(n); !taken.contains(id)) return id;
}

double defaultHeightM(const Design &design)
{
    int tallest = 0;
    for (int r : design.racks().live())
        tallest = std::max(tallest, design.racks().at(r).heightU);
    return (tallest > 0 ? tallest : 42) * metresPerU + design.settings.trayHeightM;
}

Pathways addNode(const Design &design, const Pathways &pathways, QPointF atM, QString *id)
{
    Pathways p = pathways;
    PathNode node;
    node.id = freshId(p, QStringLiteral("N"));
    node.xM = atM.x();
    node.yM = atM.y();
    node.zM = defaultHeightM(design);
    p.nodes.append(node);
    // A node over a rack is where that rack's cables rise, unless the rack has a drop already.
    for (int r : design.racks().live()) {
        const Rack &rack = design.racks().at(r);
        const std::optional<QRectF> footprint = rackFootprint(rack);
        if (footprint && footprint->contains(atM) && p.dropIndex(rack.id) < 0)
            p.drops.append({rack.id, node.id});
    }
    if (id) *id = node.id;
    return p;
}

Pathways addSegment(const Pathways &pathways, const QString &a, const QString &b, QString *id)
{
    if (id) id->clear();
    if (a == b || pathways.nodeIndex(a) < 0 || pathways.nodeIndex(b) < 0) return pathways;
    for (const PathSegment &s : pathways.segments)
        if ((s.a == a && s.b == b) || (s.a == b && s.b == a)) return pathways;
    Pathways p = pathways;
    // Trays are drawn a run at a time: the next segment is like the last one.
    PathSegment segment = p.segments.isEmpty() ? PathSegment() : p.segments.last();
    segment.id = freshId(p, QStringLiteral("T"));
    segment.a = a;
    segment.b = b;
    p.segments.append(segment);
    if (id) *id = segment.id;
    return p;
}

namespace {

// The fraction along a segment (0 at a, 1 at b) of the point of it nearest `at`, in floor metres; and that
// point's distance.
std::pair<double, double> nearestAlong(const PathNode &a, const PathNode &b, QPointF at)
{
    return nearestOnLine(QPointF(a.xM, a.yM), QPointF(b.xM, b.yM), at);
}

} // namespace

std::pair<double, double> nearestOnLine(QPointF a, QPointF b, QPointF p)
{
    const QPointF v = b - a;
    const double length2 = QPointF::dotProduct(v, v);
    const double t = length2 > 0 ? std::clamp(QPointF::dotProduct(p - a, v) / length2, 0.0, 1.0) : 0.0;
    const QPointF d = a + t * v - p;
    return {t, std::hypot(d.x(), d.y())};
}

Pathways splitSegment(const Pathways &pathways, const QString &segment, QPointF atM, QString *id)
{
    if (id) id->clear();
    const int s = pathways.segmentIndex(segment);
    if (s < 0) return pathways;
    const int ia = pathways.nodeIndex(pathways.segments[s].a),
              ib = pathways.nodeIndex(pathways.segments[s].b);
    if (ia < 0 || ib < 0) return pathways;
    Pathways p = pathways;
    const PathNode a = p.nodes[ia], b = p.nodes[ib];
    const double t = nearestAlong(a, b, atM).first;
    PathNode node;
    node.id = freshId(p, QStringLiteral("N"));
    node.xM = a.xM + t * (b.xM - a.xM);
    node.yM = a.yM + t * (b.yM - a.yM);
    node.zM = a.zM + t * (b.zM - a.zM);
    p.nodes.append(node);
    PathSegment second = p.segments[s];
    second.id = freshId(p, QStringLiteral("T"));
    second.a = node.id;
    p.segments[s].b = node.id;
    p.segments.insert(s + 1, second);
    if (id) *id = node.id;
    return p;
}

Pathways dropRacks(const Design &design, const Pathways &pathways, int *dropped)
{
    Pathways p = pathways;
    int count = 0;
    for (int r : design.racks().live()) {
        const Rack &rack = design.racks().at(r);
        const std::optional<QRectF> footprint = rackFootprint(rack);
        if (!footprint || p.dropIndex(rack.id) >= 0) continue;
        const QPointF centre = footprint->center();
        // A node on the rack: the one nearest its centre.
        QString node;
        double nearest = std::numeric_limits<double>::max();
        for (const PathNode &n : p.nodes)
            if (const QPointF at(n.xM, n.yM); footprint->contains(at)) {
                const double d = std::hypot(at.x() - centre.x(), at.y() - centre.y());
                if (d < nearest) {
                    nearest = d;
                    node = n.id;
                }
            }
        // Else the segment passing nearest its centre, within its footprint.
        if (node.isEmpty()) {
            QString segment;
            for (const PathSegment &s : p.segments) {
                const int a = p.nodeIndex(s.a), b = p.nodeIndex(s.b);
                if (a < 0 || b < 0) continue;
                const auto [t, d] = nearestAlong(p.nodes[a], p.nodes[b], centre);
                const QPointF at(p.nodes[a].xM + t * (p.nodes[b].xM - p.nodes[a].xM),
                                 p.nodes[a].yM + t * (p.nodes[b].yM - p.nodes[a].yM));
                if (footprint->contains(at) && d < nearest) {
                    nearest = d;
                    segment = s.id;
                }
            }
            if (segment.isEmpty()) continue;
            p = splitSegment(p, segment, centre, &node);
        }
        p.drops.append({rack.id, node});
        ++count;
    }
    if (dropped) *dropped = count;
    return p;
}

Pathways remove(const Pathways &pathways, const QStringList &segments, const QStringList &nodes)
{
    Pathways p = pathways;
    const QSet<QString> goneNodes(nodes.begin(), nodes.end());
    const QSet<QString> goneSegments(segments.begin(), segments.end());
    p.nodes.removeIf([&](const PathNode &n) { return goneNodes.contains(n.id); });
    p.segments.removeIf([&](const PathSegment &s) {
        return goneSegments.contains(s.id) || goneNodes.contains(s.a) || goneNodes.contains(s.b);
    });
    p.drops.removeIf([&](const RackDrop &d) { return goneNodes.contains(d.node); });
    return p;
}

Pathways setDrops(const Pathways &pathways, const QStringList &racks, const QString &node)
{
    Pathways p = pathways;
    for (const QString &rack : racks) {
        const int i = p.dropIndex(rack);
        if (node.isEmpty()) {
            if (i >= 0) p.drops.removeAt(i);
        } else if (i >= 0) {
            p.drops[i].node = node;
        } else {
            p.drops.append({rack, node});
        }
    }
    return p;
}

QStringList racksDroppingTo(const Pathways &pathways, const QString &node)
{
    QStringList racks;
    for (const RackDrop &d : pathways.drops)
        if (d.node == node) racks << d.rack;
    return racks;
}

QStringList segmentsAt(const Pathways &pathways, const QString &node)
{
    QStringList out;
    for (const PathSegment &s : pathways.segments)
        if (s.a == node || s.b == node) out << s.id;
    return out;
}

} // namespace railyard::pathwayedits
