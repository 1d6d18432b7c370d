#pragma once

#include <QList>
#include <QString>

#include <functional>
#include <vector>

namespace railyard {

class Design;
struct Cable;
struct CableType;

// How the cables between racks run over a design's pathways (docs/pathways.md). A cable leaves each of its
// racks at the rack's drop: up from its device to the top of the rack, up to the drop's node and across to
// it; between the two drops it follows the shortest path over the segments (Dijkstra, by the segments' 3D
// lengths), or the route the cable names when that route joins the two drops. A splitter is routed leg by leg
// and is as long as its longest leg.
enum class RouteStatus : quint8
{
    NotBetweenRacks, // an end not placed, or both in one rack: no pathway to take
    Routed,
    NoPath,      // between racks, but a rack has no drop or no path joins the drops
    BrokenRoute, // the route the cable names does not join its racks' drops
};

struct CableRoute
{
    RouteStatus status = RouteStatus::NotBetweenRacks;
    QList<int> segments; // indices into pathways.segments, in order from the A end (then the other legs')
    double routeM = 0;   // the longest leg: the two rises and the path between the drops
};

struct Routing
{
    bool active = false;              // the design has segments and drops: cables between racks are routed
    std::vector<CableRoute> cables;   // by cable slot; empty when not active
    std::vector<double> areaMm2;      // by segment: the cross-sections (π/4·OD²) of the cables in it
    std::vector<QList<int>> cablesOf; // by segment: the cable slots in it, in document order
    QList<int> unrouted;              // cables between racks with no route (NoPath or BrokenRoute)
    QList<int> noDiameter; // routed cables whose type has no outer diameter (counted as 0 in fills)

    // The fill of a segment: its cables' cross-sections over its width × depth, in percent.
    double fillPercent(const Design &design, int segment) const;
};

// What a cable of this type takes of a tray: π/4·OD², 0 when its outer diameter is not known.
double crossSectionMm2(const CableType &type);

// Whether the design routes this cable over its pathways (it has segments and drops, and the cable's ends are
// placed in two different racks): its route, not the straight estimate, is then what its length must cover.
bool runsOverPathways(const Design &design, const Cable &cable);

// Routes every live cable of the design. Cancellable between groups of cables (an empty result then).
Routing routeCables(const Design &design, const std::function<bool()> &cancelled = {});
// Routes one cable (the window's "route of the selected cable"; a whole design goes through routeCables).
CableRoute routeCable(const Design &design, const Cable &cable);

// The length a routed cable calls for: its route with the slack of the length estimate (cablechoice.h),
// rounded up to an orderable length of its type.
double routedOrderLength(const Design &design, const Cable &cable, const CableRoute &route);

} // namespace railyard
