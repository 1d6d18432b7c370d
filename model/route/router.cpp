#include "route/router.h"

#include "design/cablechoice.h"
#include "design/design.h"
#include "design/routeestimate.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <queue>

namespace railyard {

namespace {

constexpr double unreachable = std::numeric_limits<double>::infinity();

// The pathways as a graph of indices, made once per routing.
struct Graph
{
    explicit Graph(const Design &d)
    {
        const Pathways &p = d.pathways;
        for (int i = 0; i < p.nodes.size(); ++i)
            nodeOf.insert(p.nodes[i].id, i);
        adjacent.resize(size_t(p.nodes.size()));
        for (int s = 0; s < p.segments.size(); ++s) {
            const PathSegment &segment = p.segments[s];
            const int a = nodeOf.value(segment.a, -1), b = nodeOf.value(segment.b, -1);
            ends.push_back({a, b});
            segmentOf.insert(segment.id, s);
            if (a < 0 || b < 0) {
                length.push_back(0);
                continue;
            }
            const PathNode &na = p.nodes[a], &nb = p.nodes[b];
            length.push_back(std::hypot(na.xM - nb.xM, na.yM - nb.yM, na.zM - nb.zM));
            adjacent[size_t(a)].push_back({s, b});
            adjacent[size_t(b)].push_back({s, a});
        }
        dropOfRack.assign(size_t(d.racks().slotCount()), -1);
        for (const RackDrop &drop : p.drops)
            if (const int rack = d.racks().find(drop.rack); rack >= 0)
                dropOfRack[size_t(rack)] = nodeOf.value(drop.node, -1);
        active = !p.segments.isEmpty() && !p.drops.isEmpty();
    }

    int other(int segment, int node) const
    {
        const auto [a, b] = ends[size_t(segment)];
        return node == a ? b : node == b ? a : -1;
    }

    QHash<QString, int> nodeOf, segmentOf;
    std::vector<std::vector<std::pair<int, int>>> adjacent; // node → (segment, node at its other end)
    std::vector<std::pair<int, int>> ends;                  // segment → its two nodes (-1: missing)
    std::vector<double> length;                             // segment → metres
    std::vector<int> dropOfRack;                            // rack slot → node, -1
    bool active = false;
};

// Shortest distances from one node, and the segment each node is reached by.
struct Tree
{
    int source = -1;
    std::vector<double> distance;
    std::vector<int> via;

    void grow(const Graph &g, int from)
    {
        source = from;
        distance.assign(g.adjacent.size(), unreachable);
        via.assign(g.adjacent.size(), -1);
        using Item = std::pair<double, int>;
        std::priority_queue<Item, std::vector<Item>, std::greater<>> queue;
        distance[size_t(from)] = 0;
        queue.push({0, from});
        while (!queue.empty()) {
            const auto [d, node] = queue.top();
            queue.pop();
            if (d > distance[size_t(node)]) continue;
            for (const auto &[segment, next] : g.adjacent[size_t(node)]) {
                const double through = d + g.length[size_t(segment)];
                if (through < distance[size_t(next)]) {
                    distance[size_t(next)] = through;
                    via[size_t(next)] = segment;
                    queue.push({through, next});
                }
            }
        }
    }

    QList<int> pathTo(const Graph &g, int node) const
    {
        QList<int> path;
        while (node != source) {
            const int segment = via[size_t(node)];
            path.append(segment);
            node = g.other(segment, node);
        }
        std::reverse(path.begin(), path.end());
        return path;
    }
};

// Where a cable end is: its device's rack and top U.
struct Place
{
    int rack = -1;
    int top = 0;
};

std::optional<Place> placeOf(const Design &d, const Endpoint &e)
{
    if (e.isLoose()) return std::nullopt;
    const Device &dev = d.devices().at(e.device);
    if (!dev.isPlaced()) return std::nullopt;
    return Place{dev.rack, dev.u + d.catalog.deviceTypes.at(dev.type).heightU - 1};
}

// Routes cables leg by leg from the tree of their A end's drop (a trunk assembly from its first connector's:
// its connectors are fanned out of one jacket, so they share the rack at each end).
class CableRouter
{
public:
    CableRouter(const Design &d, const Graph &g) : m_d(d), m_g(g) {}

    // The drop node a cable's routes start from, or -1 when it has none (or no end to start from).
    int sourceOf(const Cable &c) const
    {
        const std::optional<Place> a = placeOf(m_d, c.ends[0]);
        return a ? m_g.dropOfRack[size_t(a->rack)] : -1;
    }

    CableRoute route(const Cable &c, const Tree *tree) const
    {
        CableRoute result;
        const std::optional<Place> a = placeOf(m_d, c.ends[0]);
        if (!a) return result;
        for (int leg : c.bEnds()) {
            const std::optional<Place> b = placeOf(m_d, c.ends[leg]);
            if (!b || b->rack == a->rack) continue;
            const int from = m_g.dropOfRack[size_t(a->rack)], to = m_g.dropOfRack[size_t(b->rack)];
            if (from < 0 || to < 0) return noPath(RouteStatus::NoPath);
            QList<int> path;
            double pathM = 0;
            if (c.legs() == 1 && !c.route().isEmpty() &&
                named(c.route(), from, to, &path, &pathM) == Named::Broken)
                return noPath(RouteStatus::BrokenRoute);
            if (path.isEmpty() && from != to) {
                if (!tree || tree->source != from || tree->distance[size_t(to)] == unreachable)
                    return noPath(RouteStatus::NoPath);
                path = tree->pathTo(m_g, to);
                pathM = tree->distance[size_t(to)];
            }
            result.status = RouteStatus::Routed;
            result.routeM = std::max(result.routeM, rise(*a, from) + pathM + rise(*b, to));
            // A splitter's legs share their first segments: each is counted once. One run keeps its path as
            // it is (a named route may pass a segment twice, and then lies in it twice).
            if (result.segments.isEmpty()) {
                result.segments = path;
            } else {
                const QSet<int> taken(result.segments.cbegin(), result.segments.cend());
                for (int segment : path)
                    if (!taken.contains(segment)) result.segments.append(segment);
            }
        }
        return result;
    }

private:
    enum class Named
    {
        Unusable, // names a segment that is gone: the router chooses
        Joins,
        Broken,
    };

    static CableRoute noPath(RouteStatus status)
    {
        CableRoute r;
        r.status = status;
        return r;
    }

    // Walks the route a cable names from one drop; it must end at the other.
    Named named(const QStringList &route, int from, int to, QList<int> *path, double *metres) const
    {
        QList<int> segments;
        for (const QString &id : route) {
            const int s = m_g.segmentOf.value(id, -1);
            if (s < 0) return Named::Unusable;
            segments.append(s);
        }
        int node = from;
        double m = 0;
        for (int s : segments) {
            node = m_g.other(s, node);
            if (node < 0) return Named::Broken;
            m += m_g.length[size_t(s)];
        }
        if (node != to) return Named::Broken;
        *path = segments;
        *metres = m;
        return Named::Joins;
    }

    // From a device's top up to the top of its rack, up to the drop's node and across to it on the floor.
    double rise(const Place &p, int node) const
    {
        const Rack &r = m_d.racks().at(p.rack);
        const PathNode &n = m_d.pathways.nodes[node];
        double m = (r.heightU - p.top) * metresPerU + std::max(0.0, n.zM - r.heightU * metresPerU);
        if (r.hasPosition()) m += std::abs(n.xM - *r.xM) + std::abs(n.yM - *r.yM);
        return m;
    }

    const Design &m_d;
    const Graph &m_g;
};

} // namespace

double crossSectionMm2(const CableType &type)
{
    const std::optional<double> &od = type.outerDiameterMm;
    return od ? std::numbers::pi / 4 * *od * *od : 0;
}

bool runsOverPathways(const Design &d, const Cable &c)
{
    if (d.pathways.segments.isEmpty() || d.pathways.drops.isEmpty()) return false;
    const std::optional<Place> a = placeOf(d, c.ends[0]);
    if (!a) return false;
    for (int leg : c.bEnds())
        if (const std::optional<Place> b = placeOf(d, c.ends[leg]); b && b->rack != a->rack) return true;
    return false;
}

double Routing::fillPercent(const Design &design, int segment) const
{
    const PathSegment &s = design.pathways.segments[segment];
    return 100.0 * areaMm2[size_t(segment)] / (s.widthMm * s.depthMm);
}

Routing routeCables(const Design &d, const std::function<bool()> &cancelled)
{
    Routing r;
    const Graph g(d);
    r.active = g.active;
    r.areaMm2.assign(size_t(d.pathways.segments.size()), 0);
    r.cablesOf.resize(size_t(d.pathways.segments.size()));
    // A design without trays routes nothing: no route per cable (validation asks on every design).
    if (!r.active) return r;
    r.cables.resize(size_t(d.cables().slotCount()));

    // One shortest-path tree per drop the cables start from: the cables are grouped by it.
    const CableRouter router(d, g);
    std::vector<std::pair<int, int>> pending; // (source node, cable slot)
    for (int c : d.cables().live())
        pending.push_back({router.sourceOf(d.cables().at(c)), c});
    std::stable_sort(pending.begin(), pending.end(),
                     [](const auto &x, const auto &y) { return x.first < y.first; });
    Tree tree;
    for (const auto &[source, c] : pending) {
        if (source >= 0 && tree.source != source) {
            if (cancelled && cancelled()) return Routing{};
            tree.grow(g, source);
        }
        r.cables[size_t(c)] = router.route(d.cables().at(c), source >= 0 ? &tree : nullptr);
    }

    for (int c : d.cables().live()) {
        const CableRoute &route = r.cables[size_t(c)];
        if (route.status == RouteStatus::NoPath || route.status == RouteStatus::BrokenRoute) r.unrouted << c;
        if (route.status != RouteStatus::Routed) continue;
        const std::optional<double> od = d.cableType(c).outerDiameterMm;
        if (!od) r.noDiameter << c;
        const double area = crossSectionMm2(d.cableType(c));
        for (int s : route.segments) {
            r.areaMm2[size_t(s)] += area;
            r.cablesOf[size_t(s)].append(c);
        }
    }
    return r;
}

CableRoute routeCable(const Design &d, const Cable &cable)
{
    const Graph g(d);
    if (!g.active) return {};
    const CableRouter router(d, g);
    Tree tree;
    const int source = router.sourceOf(cable);
    if (source >= 0) tree.grow(g, source);
    return router.route(cable, source >= 0 ? &tree : nullptr);
}

double routedOrderLength(const Design &d, const Cable &cable, const CableRoute &route)
{
    return d.catalog.cableTypes.at(cable.type).orderedLength(withSlack(route.routeM));
}

} // namespace railyard
