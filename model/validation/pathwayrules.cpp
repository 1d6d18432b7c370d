#include "validation/pathwayrules.h"

#include "core/numberformat.h"
#include "design/design.h"
#include "route/router.h"
#include "validation/validationcontext.h"

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
    IssueSink sink(issues);
    for (int c : d.cables().live()) {
        if (d.isReplaced(c)) continue;
        const Cable &cable = d.cables().at(c);
        const CableRoute &route = r.cables[size_t(c)];
        if (route.status == RouteStatus::NoPath || route.status == RouteStatus::BrokenRoute) {
            QString far;
            for (int leg = 1; leg < int(cable.ends.size()) && far.isEmpty(); ++leg)
                if (const Endpoint &e = cable.ends[leg]; !e.isLoose() &&
                                                         d.devices().at(e.device).isPlaced() &&
                                                         rackOf(d, e) != rackOf(d, cable.ends[0]))
                    far = rackOf(d, cable.ends[leg]);
            sink.report(Rule::NoRoute,
                        route.status == RouteStatus::BrokenRoute
                            ? ValidationText::tr("%1's route does not join racks %2 and %3")
                                  .arg(cable.id, rackOf(d, cable.ends[0]), far)
                            : ValidationText::tr("%1 runs from rack %2 to rack %3, but no pathway joins them")
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
