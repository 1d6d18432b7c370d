// The edits the Pathways tool makes (design/pathwayedits.h): fresh ids, drops of racks under new nodes,
// segments split where a tray is joined, racks dropped into the trays over them, removals that take what
// depends on them along.
#include "design/pathwayedits.h"
#include "designfixtures.h"
#include "route/router.h"

using namespace railyard;
using namespace railyard::test;

// The designs are the 4-node sample: racks A01, A02, A03 of 48 U at x 0, 0.6 and 1.2 m.

TEST_CASE("Pathway edits: nodes over racks become their drops, segments join two distinct nodes",
          "[pathways][edits]")
{
    Design d = sampleDesign();
    QString n1, n2, n3, t1;
    Pathways p = pathwayedits::addNode(d, d.pathways, QPointF(0.05, 0.1), &n1);
    CHECK(n1 == QStringLiteral("N1"));
    REQUIRE(p.drops.size() == 1);
    CHECK(p.drops[0].rack == QStringLiteral("A01"));
    CHECK(p.drops[0].node == n1);
    // Over the tallest rack (48 U) at the design's tray height.
    CHECK(p.nodes[0].zM == Approx(48 * 0.04445 + d.settings.trayHeightM));
    p = pathwayedits::addNode(d, p, QPointF(1.2, 0), &n2);
    // A second node over A01 does not take its drop.
    p = pathwayedits::addNode(d, p, QPointF(0.1, 0.2), &n3);
    CHECK(p.drops.size() == 2);
    CHECK(pathwayedits::racksDroppingTo(p, n1) == QStringList{QStringLiteral("A01")});
    p = pathwayedits::addSegment(p, n1, n2, &t1);
    CHECK(t1 == QStringLiteral("T1"));
    // Not twice, not a node to itself, not to a node that is not there.
    QString none = QStringLiteral("x");
    CHECK(pathwayedits::addSegment(p, n2, n1, &none) == p);
    CHECK(none.isEmpty());
    CHECK(pathwayedits::addSegment(p, n1, n1, &none) == p);
    CHECK(pathwayedits::addSegment(p, n1, QStringLiteral("N9"), &none) == p);
    // The next segment is like the last one drawn.
    p.segments[0].kind = SegmentKind::Ladder;
    p.segments[0].widthMm = 450;
    QString t2;
    p = pathwayedits::addSegment(p, n2, n3, &t2);
    CHECK(p.segments[1].kind == SegmentKind::Ladder);
    CHECK(p.segments[1].widthMm == 450);
    CHECK(pathwayedits::segmentsAt(p, n2) == QStringList{t1, t2});
    // Ids are shared between nodes and segments: a node N1 and a segment N1 never both exist.
    CHECK(pathwayedits::freshId(p, QStringLiteral("T")) == QStringLiteral("T3"));
    CHECK(pathwayedits::freshId(p, QStringLiteral("N")) == QStringLiteral("N4"));
}

TEST_CASE("Pathway edits: a split keeps the tray's size, and racks drop into the trays over them",
          "[pathways][edits]")
{
    Design d = sampleDesign();
    QString a, b, t;
    Pathways p = pathwayedits::addNode(d, d.pathways, QPointF(0, 0), &a);
    p = pathwayedits::addNode(d, p, QPointF(1.2, 0), &b);
    p.nodes[1].zM += 1; // a sloping tray: the split node's height lies between
    p = pathwayedits::addSegment(p, a, b, &t);
    p.segments[0].widthMm = 600;
    QString mid;
    const Pathways split = pathwayedits::splitSegment(p, t, QPointF(0.3, 0.4), &mid);
    REQUIRE(split.segments.size() == 2);
    const int m = split.nodeIndex(mid);
    REQUIRE(m >= 0);
    CHECK(split.nodes[m].xM == Approx(0.3));
    CHECK(split.nodes[m].yM == Approx(0));
    CHECK(split.nodes[m].zM == Approx(p.nodes[0].zM + 0.25));
    CHECK(split.segments[0].id == t);
    CHECK(split.segments[0].b == mid);
    CHECK(split.segments[1].a == mid);
    CHECK(split.segments[1].b == b);
    CHECK(split.segments[1].widthMm == 600);
    CHECK(split.lengthM(split.segments[0]) + split.lengthM(split.segments[1]) ==
          Approx(p.lengthM(p.segments[0])));

    // A02 has no drop, but the tray passes over its middle: it drops into a node splitting it there.
    int dropped = 0;
    const Pathways all = pathwayedits::dropRacks(d, p, &dropped);
    CHECK(dropped == 1);
    const int i = all.dropIndex(QStringLiteral("A02"));
    REQUIRE(i >= 0);
    const int n = all.nodeIndex(all.drops[i].node);
    REQUIRE(n >= 0);
    CHECK(all.nodes[n].xM == Approx(0.6));
    CHECK(all.segments.size() == 2);
    // Every cable between the racks now has a route.
    Design routed = d;
    routed.pathways = all;
    const Routing r = routeCables(routed);
    CHECK(r.unrouted.empty());
    CHECK(pathwayedits::dropRacks(routed, all, &dropped) == all);
    CHECK(dropped == 0);
}

TEST_CASE("Pathway edits: removing a node takes its segments and drops along", "[pathways][edits]")
{
    Design d = sampleDesign();
    QString a, b, c, t1, t2;
    Pathways p = pathwayedits::addNode(d, d.pathways, QPointF(0, 0), &a);
    p = pathwayedits::addNode(d, p, QPointF(0.6, 0), &b);
    p = pathwayedits::addNode(d, p, QPointF(1.2, 0), &c);
    p = pathwayedits::addSegment(p, a, b, &t1);
    p = pathwayedits::addSegment(p, b, c, &t2);
    const Pathways without = pathwayedits::remove(p, {}, {b});
    CHECK(without.nodes.size() == 2);
    CHECK(without.segments.isEmpty());
    CHECK(without.dropIndex(QStringLiteral("A02")) < 0);
    CHECK(without.dropIndex(QStringLiteral("A01")) >= 0);
    const Pathways oneTray = pathwayedits::remove(p, {t1}, {});
    CHECK(oneTray.segments.size() == 1);
    CHECK(oneTray.nodes.size() == 3);
    // Drops move between nodes and go.
    Pathways moved = pathwayedits::setDrops(p, {QStringLiteral("A01"), QStringLiteral("A02")}, c);
    CHECK(pathwayedits::racksDroppingTo(moved, c) ==
          QStringList({QStringLiteral("A01"), QStringLiteral("A02"), QStringLiteral("A03")}));
    moved = pathwayedits::setDrops(moved, {QStringLiteral("A03")}, {});
    CHECK(moved.dropIndex(QStringLiteral("A03")) < 0);
}
