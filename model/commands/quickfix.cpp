#include "commands/quickfix.h"

#include "commands/devicecommands.h"
#include "commands/rackcommands.h"
#include "commands/valuecommands.h"
#include "core/numberformat.h"
#include "design/cablechoice.h"
#include "design/describe.h"
#include "design/floorlayout.h"
#include "design/rackspace.h"
#include "design/routeestimate.h"
#include "document/document.h"
#include "route/router.h"
#include "validation/connectioncheck.h"

#include <QCoreApplication>

#include <cmath>

namespace railyard {

namespace {

// Where lupdate finds this file's texts: Text::tr() in the QuickFix context.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(QuickFix)
};

std::optional<QuickFix> lengthFix(const Design &d, int cable)
{
    const Cable &c = d.cables().at(cable);
    // Over pathways its route over them, else the straight estimate (as length-short measured it).
    std::optional<double> route;
    if (runsOverPathways(d, c)) {
        if (const CableRoute r = routeCable(d, c); r.status == RouteStatus::Routed) route = r.routeM;
    } else {
        route = estimatedRoute(d, c);
    }
    if (!route) return std::nullopt;
    const double length = d.cableType(cable).orderedLength(*route);
    if (length <= c.lengthM) return std::nullopt;
    return QuickFix{
        Text::tr("Set the length of %1 to %2 (its route, orderable)").arg(c.id, formatLength(length)),
        [cable, length](Document *doc) { return setCableLength(doc, {cable}, length); }};
}

bool endsFit(const Design &d, const CableType &type, const Cable &c)
{
    for (int end = 0; end < int(c.ends.size()); ++end)
        if (!c.ends[end].isLoose() && !cableEndProblem(d, type, c.isAEnd(end), c.ends[end]).isEmpty())
            return false;
    return true;
}

std::optional<QuickFix> typeFix(const Document &doc, const QList<int> &cables)
{
    const Design &d = doc.design();
    for (int cable : cables) {
        const Cable &c = d.cables().at(cable);
        if (c.legs() != 1 || c.isAssembly() || c.ends[0].isLoose() || c.ends[1].isLoose()) continue;
        if (endsFit(d, d.cableType(cable), c)) continue; // this cable is not the one at fault
        const std::optional<CableProposal> proposal = proposeCable(d, c.ends[0], c.ends[1]);
        if (!proposal || proposal->type == c.type || !canSetCableType(doc, {cable}, proposal->type)) continue;
        if (!endsFit(d, d.catalog.cableTypes.at(proposal->type), c)) continue;
        const int type = proposal->type;
        return QuickFix{Text::tr("Change %1 to %2").arg(c.id, d.catalog.cableTypes.at(type).id),
                        [cable, type](Document *document) { return setCableType(document, {cable}, type); }};
    }
    return std::nullopt;
}

std::optional<QuickFix> slotFix(const Design &d, int device)
{
    const Device &dev = d.devices().at(device);
    if (!dev.isPlaced()) return std::nullopt;
    const int height = d.deviceType(device).heightU;
    const int rackHeight = d.racks().at(dev.rack).heightU;
    // The nearest U, up or down, where it fits.
    for (int distance = 1; distance <= rackHeight; ++distance)
        for (int u : {dev.u - distance, dev.u + distance})
            if (u >= 1 && fitsInRack(d, dev.rack, u, height, device)) {
                const Placement to{dev.rack, u};
                return QuickFix{Text::tr("Move %1 to U%2 of %3 (the nearest free slot)")
                                    .arg(dev.id)
                                    .arg(u)
                                    .arg(d.racks().at(dev.rack).id),
                                [device, to](Document *doc) { return new MoveDevices(doc, {device}, {to}); }};
            }
    return std::nullopt;
}

std::optional<QuickFix> floorFix(const Design &d, int rack)
{
    const Rack &r = d.racks().at(rack);
    if (!r.hasPosition()) return std::nullopt;
    // Along the row (x), one floor tile at a time, to either side.
    constexpr double tile = 0.6;
    for (int step = 1; step <= 200; ++step)
        for (int sign : {1, -1}) {
            const QPointF to(*r.xM + sign * step * tile, *r.yM);
            if (!overlapAfterMove(d, {{rack, to}}))
                return QuickFix{Text::tr("Move %1 to x %2 (the nearest free floor tile along its row)")
                                    .arg(r.id, formatLength(to.x())),
                                [rack, to](Document *doc) { return new MoveRacks(doc, {rack}, {to}); }};
        }
    return std::nullopt;
}

} // namespace

std::optional<QuickFix> quickFixFor(const Document &doc, const Issue &issue)
{
    const Design &d = doc.design();
    switch (issue.rule) {
    case Rule::LengthShort:
        return issue.cables.isEmpty() ? std::nullopt : lengthFix(d, issue.cables.first());
    case Rule::PolishMismatch:
    case Rule::GenderMismatch:
    case Rule::ConnectorMismatch:
    case Rule::FiberMismatch:
    case Rule::FormFactorMismatch:
    case Rule::CageMismatch:
        return typeFix(doc, issue.cables);
    case Rule::RackOverlap:
    case Rule::RackOverflow:
        // The second device of an overlap (the first stays), the device of an overflow.
        return issue.devices.isEmpty() ? std::nullopt : slotFix(d, issue.devices.last());
    case Rule::FloorOverlap:
        return issue.racks.size() < 2 ? std::nullopt : floorFix(d, issue.racks.last());
    default:
        return std::nullopt;
    }
}

} // namespace railyard
