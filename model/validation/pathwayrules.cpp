#include "validation/pathwayrules.h"

#include "core/numberformat.h"
#include "design/design.h"
#include "route/router.h"
#include "validation/validationcontext.h"

#include <QHash>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <numbers>
#include <tuple>

namespace railyard {

namespace {

// The devices at a cable's ends, each once.
QList<int> endDevices(const Cable &c)
{
    QList<int> devices;
    for (const Endpoint &e : c.ends)
        if (!e.isLoose() && !devices.contains(e.device)) devices.append(e.device);
    return devices;
}

QString rackOf(const Design &d, const Endpoint &e)
{
    return d.racks().at(d.devices().at(e.device).rack).id;
}

// Where a cable turns from one segment into the next: the node they share, and how far it turns.
struct Turn
{
    int node = -1;
    double degrees = 0;
};

// A route that turns less than this at a node runs on straight (a tray's small kinks are not bends).
constexpr double straightDegrees = 30;

Turn turnBetween(const Pathways &p, const QHash<QString, int> &nodeOf, const PathSegment &in,
                 const PathSegment &out)
{
    const QString shared = in.a == out.a || in.a == out.b   ? in.a
                           : in.b == out.a || in.b == out.b ? in.b
                                                            : QString();
    if (shared.isEmpty()) return {}; // the next leg of a splitter, not a turn
    const PathNode &n = p.nodes[nodeOf.value(shared)];
    const PathNode &from = p.nodes[nodeOf.value(in.a == shared ? in.b : in.a)];
    const PathNode &to = p.nodes[nodeOf.value(out.a == shared ? out.b : out.a)];
    const double ux = from.xM - n.xM, uy = from.yM - n.yM, uz = from.zM - n.zM;
    const double vx = to.xM - n.xM, vy = to.yM - n.yM, vz = to.zM - n.zM;
    const double lu = std::hypot(ux, uy, uz), lv = std::hypot(vx, vy, vz);
    if (lu <= 0 || lv <= 0) return {};
    // The angle between the way in (reversed) and the way out: 0 straight on, 90 a corner, 180 back.
    const double cosine = std::clamp((ux * vx + uy * vy + uz * vz) / (lu * lv), -1.0, 1.0);
    return {nodeOf.value(shared), 180 - std::acos(cosine) * 180 / std::numbers::pi};
}

// bend-radius: a cable that turns at a node bends within the narrower of the two segments; across a
// corner of a pathway W wide it can curve at most about W. One issue per corner and cable type whose
// min_bend_radius_mm is more than that.
void checkBends(const Design &d, const Routing &r, QList<Issue> &issues)
{
    const Pathways &p = d.pathways;
    QHash<QString, int> nodeOf;
    for (int i = 0; i < p.nodes.size(); ++i)
        nodeOf.insert(p.nodes[i].id, i);
    struct Corner
    {
        int in, out, type;
        bool operator<(const Corner &o) const
        {
            return std::tie(in, out, type) < std::tie(o.in, o.out, o.type);
        }
    };
    std::map<Corner, QList<int>> tight;
    std::map<Corner, Turn> turns;
    // No corner is narrower than the narrowest segment: a cable that bends within it anywhere is not looked
    // at.
    double narrowest = std::numeric_limits<double>::infinity();
    for (const PathSegment &s : p.segments)
        narrowest = std::min(narrowest, s.widthMm);
    for (int c : d.cables().live()) {
        const CableRoute &route = r.cables[size_t(c)];
        const std::optional<double> radius = d.cableType(c).minBendRadiusMm;
        // A splitter's legs part ways at a node its route does not record: only single runs are followed.
        if (route.status != RouteStatus::Routed || !radius || *radius <= narrowest || d.isReplaced(c) ||
            d.cables().at(c).legs() != 1)
            continue;
        for (int i = 1; i < route.segments.size(); ++i) {
            const PathSegment &in = p.segments[route.segments[i - 1]], &out = p.segments[route.segments[i]];
            const Turn turn = turnBetween(p, nodeOf, in, out);
            if (turn.node < 0 || turn.degrees < straightDegrees) continue;
            if (std::min(in.widthMm, out.widthMm) >= *radius) continue;
            const Corner corner{std::min(route.segments[i - 1], route.segments[i]),
                                std::max(route.segments[i - 1], route.segments[i]), d.cables().at(c).type};
            QList<int> &cables = tight[corner];
            if (cables.isEmpty() || cables.last() != c) cables.append(c);
            turns[corner] = turn;
        }
    }
    for (const auto &[corner, cables] : tight) {
        const PathSegment &a = p.segments[corner.in], &b = p.segments[corner.out];
        const CableType &type = d.catalog.cableTypes.at(corner.type);
        Issue issue;
        issue.rule = Rule::BendRadius;
        issue.severity = defaultSeverity(Rule::BendRadius);
        issue.message =
            ValidationText::tr("%1: a %2° corner between %3 and %4, %5 mm across, is tighter than the "
                               "%6 mm bend radius of %n %7 cable(s)",
                               nullptr, int(cables.size()))
                .arg(p.nodes[turns[corner].node].id)
                .arg(qRound(turns[corner].degrees))
                .arg(a.id, b.id)
                .arg(std::min(a.widthMm, b.widthMm))
                .arg(*type.minBendRadiusMm)
                .arg(type.id);
        issue.cables = cables;
        issue.segments = {a.id, b.id};
        issues.append(issue);
    }
}

} // namespace

QList<Issue> checkPathwayRules(const Design &d)
{
    QList<Issue> issues;
    const Routing r = routeCables(d);
    if (!r.active) return issues;
    for (int s = 0; s < d.pathways.segments.size(); ++s) {
        const PathSegment &segment = d.pathways.segments[s];
        const double fill = r.fillPercent(d, s);
        if (fill <= segment.fillLimitPercent) continue;
        const int cables = int(r.cablesOf[size_t(s)].size());
        Issue issue;
        issue.rule = Rule::TrayFill;
        issue.severity = fill > 100 ? Severity::Error : Severity::Warning;
        issue.message =
            fill > 100
                ? ValidationText::tr("Tray %1 is %2 % full: its %n cables do not fit in it", nullptr, cables)
                      .arg(segment.id)
                      .arg(fill, 0, 'f', 1)
                : ValidationText::tr("Tray %1 is %2 % full with %n cables, above its limit of %3 %", nullptr,
                                     cables)
                      .arg(segment.id)
                      .arg(fill, 0, 'f', 1)
                      .arg(segment.fillLimitPercent);
        issue.segments = {segment.id};
        issues.append(issue);
    }
    checkBends(d, r, issues);
    IssueSink sink(issues);
    for (int c : d.cables().live()) {
        if (d.isReplaced(c)) continue;
        const Cable &cable = d.cables().at(c);
        const CableRoute &route = r.cables[size_t(c)];
        if (route.status == RouteStatus::NoPath || route.status == RouteStatus::BrokenRoute) {
            QString far;
            for (int leg : cable.bEnds())
                if (const Endpoint &e = cable.ends[leg]; far.isEmpty() && !e.isLoose() &&
                                                         d.devices().at(e.device).isPlaced() &&
                                                         rackOf(d, e) != rackOf(d, cable.ends[0]))
                    far = rackOf(d, cable.ends[leg]);
            sink.report(
                Rule::NoRoute,
                route.status == RouteStatus::BrokenRoute
                    ? ValidationText::tr("%1's route does not join racks %2 and %3")
                          .arg(cable.id, rackOf(d, cable.ends[0]), far)
                    : ValidationText::tr(
                          "%1 runs from rack %2 to rack %3, but no pathway joins them (does each rack "
                          "drop into a tray? Design ▸ Drop Racks into Trays)")
                          .arg(cable.id, rackOf(d, cable.ends[0]), far),
                {c}, endDevices(cable));
        } else if (route.status == RouteStatus::Routed && cable.lengthM < route.routeM - 1e-9) {
            sink.report(Rule::LengthShort,
                        ValidationText::tr("%1 is %2; its route is about %3")
                            .arg(cable.id, formatLength(cable.lengthM), formatLength(route.routeM, 2)),
                        {c}, endDevices(cable));
        }
    }
    return issues;
}

} // namespace railyard
