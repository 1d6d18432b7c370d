// Routing over pathways (docs/pathways.md): a generated pod with trays routes every cable between racks,
// fills are the cables' cross-sections over the trays' sections, a missing cross tray leaves cables unrouted,
// a route a cable names wins.
#include "generate/traylayout.h"
#include "generatesupport.h"
#include "route/routereport.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <numbers>

using namespace railyard;
using namespace railyard::test;

namespace {

bool betweenRacks(const Design &d, int cable)
{
    const Cable &c = d.cables().at(cable);
    for (int leg = 1; leg < int(c.ends.size()); ++leg)
        if (!c.ends[0].isLoose() && !c.ends[leg].isLoose() &&
            d.devices().at(c.ends[0].device).rack != d.devices().at(c.ends[leg].device).rack)
            return true;
    return false;
}

} // namespace

TEST_CASE("A generated pod with trays routes every cable between racks", "[route][generate]")
{
    const Design d = podWithTrays(2);
    REQUIRE_FALSE(d.pathways.isEmpty());
    CHECK(d.pathways.drops.size() == d.racks().liveCount());
    const Routing r = routeCables(d);
    REQUIRE(r.active);
    CHECK(r.unrouted.isEmpty());
    CHECK(r.noDiameter.isEmpty());
    int between = 0;
    for (int c : d.cables().live()) {
        const CableRoute &route = r.cables[size_t(c)];
        if (!betweenRacks(d, c)) {
            CHECK(route.status == RouteStatus::NotBetweenRacks);
            continue;
        }
        ++between;
        REQUIRE(route.status == RouteStatus::Routed);
        // The generator gave the cable the length its route calls for, as ordered.
        CHECK(d.cables().at(c).lengthM == routedOrderLength(d, d.cables().at(c), route));
        CHECK(d.cables().at(c).lengthM >= route.routeM);
    }
    CHECK(between > 1000);
    // One route agrees with the router's for the whole design.
    const int some = r.cablesOf[size_t(segmentIndexOf(d, "TX-A-B-W"))].first();
    CHECK(routeCable(d, d.cables().at(some)).segments == r.cables[size_t(some)].segments);
}

TEST_CASE("A segment's fill is its cables' cross-sections over its section", "[route]")
{
    const Design d = podWithTrays(2);
    const Routing r = routeCables(d);
    for (int s = 0; s < d.pathways.segments.size(); ++s) {
        double area = 0;
        for (int c : d.cables().live())
            if (r.cables[size_t(c)].segments.contains(s)) {
                const double od = *d.cableType(c).outerDiameterMm;
                area += std::numbers::pi / 4 * od * od;
            }
        const PathSegment &segment = d.pathways.segments[s];
        CHECK(r.fillPercent(d, s) == Approx(100 * area / (segment.widthMm * segment.depthMm)));
        // The generator sized it to stay within its limit.
        CHECK(r.fillPercent(d, s) <= segment.fillLimitPercent);
    }

    SECTION("a narrowed tray is over its limit")
    {
        Design narrowed = d;
        const int busiest = segmentIndexOf(d, "TR-A04-A05");
        narrowed.pathways.segments[busiest].widthMm = 50;
        const Routing again = routeCables(narrowed);
        CHECK(again.fillPercent(narrowed, busiest) > 50);
        CHECK(again.fillPercent(narrowed, busiest) == Approx(r.fillPercent(d, busiest) * 3));
        CHECK(routingText(narrowed, again).contains(QLatin1String("TR-A04-A05")));
    }
}

TEST_CASE("Without the cross trays the cables between rows have no route", "[route]")
{
    Design d = podWithTrays(2);
    d.pathways.segments.removeIf([](const PathSegment &s) { return s.id.startsWith(QLatin1String("TX-A")); });
    const Routing r = routeCables(d);
    REQUIRE_FALSE(r.unrouted.isEmpty());
    for (int c : r.unrouted) {
        CHECK(r.cables[size_t(c)].status == RouteStatus::NoPath);
        // Each joins row A to another row.
        const Cable &cable = d.cables().at(c);
        QStringList rows;
        for (const Endpoint &e : cable.ends)
            rows << d.racks().at(d.devices().at(e.device).rack).row;
        rows.removeDuplicates();
        CHECK(rows.size() > 1);
        CHECK(rows.contains(QStringLiteral("A")));
    }
    const QJsonObject json = QJsonDocument::fromJson(routingJson(d, r)).object();
    CHECK(json[QStringLiteral("unrouted")].toArray().size() == r.unrouted.size());
    CHECK(routingText(d, r).contains(QLatin1String("no path joins")));
}

TEST_CASE("A route a cable names wins, and one that does not join its racks is reported", "[route]")
{
    Design d = podWithTrays(2);
    const Routing r = routeCables(d);
    // A cable between rows A and B: its shortest path is over the first cross tray.
    const int near = segmentIndexOf(d, "TX-A-B-W");
    const int cable = r.cablesOf[size_t(near)].first();
    CHECK_FALSE(r.cables[size_t(cable)].segments.contains(segmentIndexOf(d, "TX-A-B-E")));

    // Named the long way round, without the first cross trays (a walk over the others): that route is
    // taken, and it is longer.
    const Cable &c = d.cables().at(cable);
    const auto dropOf = [&d](const Endpoint &e) {
        return d.pathways.drops[d.pathways.dropIndex(d.racks().at(d.devices().at(e.device).rack).id)].node;
    };
    const QString from = dropOf(c.ends[0]), to = dropOf(c.ends[1]);
    QHash<QString, QStringList> walks{{from, {}}};
    QList<QString> queue{from};
    while (!queue.isEmpty() && !walks.contains(to)) {
        const QString node = queue.takeFirst();
        for (const PathSegment &s : d.pathways.segments) {
            if (s.id == QLatin1String("TX-A-B-W") || s.id == QLatin1String("TX-B-C-W")) continue;
            const QString next = s.a == node ? s.b : s.b == node ? s.a : QString();
            if (next.isEmpty() || walks.contains(next)) continue;
            walks[next] = walks[node] + QStringList{s.id};
            queue << next;
        }
    }
    const QStringList around = walks.value(to);
    REQUIRE(around.contains(QStringLiteral("TX-A-B-E")));
    d.cableForEdit(cable).editExtras().route = around;
    const CableRoute named = routeCable(d, d.cables().at(cable));
    REQUIRE(named.status == RouteStatus::Routed);
    CHECK(named.segments.contains(segmentIndexOf(d, "TX-A-B-E")));
    CHECK(named.routeM > r.cables[size_t(cable)].routeM);

    // A route that stops short of the far rack.
    d.cableForEdit(cable).editExtras().route = around.mid(0, 1);
    CHECK(routeCable(d, d.cables().at(cable)).status == RouteStatus::BrokenRoute);
    const Routing broken = routeCables(d);
    CHECK(broken.unrouted == QList<int>{cable});
    CHECK(unroutedReason(cable, broken).contains(QLatin1String("does not join")));
}

TEST_CASE("Trays are laid over rows that have positions", "[route][generate]")
{
    Design d = podWithTrays(2);
    const Pathways laid = layTrays(d);
    CHECK(laid == d.pathways);
    // Every rack drops to a node above it.
    for (const RackDrop &drop : laid.drops) {
        const Rack &rack = d.racks().at(d.racks().find(drop.rack));
        const PathNode &n = laid.nodes[laid.nodeIndex(drop.node)];
        CHECK(n.xM == *rack.xM);
        CHECK(n.zM > rack.heightU * 0.04445);
    }
}
