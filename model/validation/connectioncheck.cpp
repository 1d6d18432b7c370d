#include "validation/connectioncheck.h"

#include "design/describe.h"
#include "design/design.h"
#include "design/freshids.h"
#include "design/routeestimate.h"
#include "trace/channelanalysis.h"
#include "validation/channelrules.h"
#include "validation/matingrules.h"

namespace railyard {

namespace {

// The connector to plug into: the one asked for if it is free, else the first free one.
std::optional<Endpoint> pickConnector(const Design &d, int device, int port, int sub, Side side)
{
    if (sub > 0) {
        const PortDef &p = d.deviceType(device).ports[size_t(port)];
        const Endpoint wanted{device, port, sub, p.kind == PortKind::Adapter ? side : Side::None};
        const Transceiver *m = p.kind == PortKind::Cage ? d.moduleAt(wanted) : nullptr;
        if (m && m->connectors > 1 && sub <= m->connectors && d.connectivity().at(wanted).cable < 0)
            return wanted;
    }
    return freeConnector(d, device, port, side);
}

QString endProblemAt(const Design &d, const CableType &type, bool aEnd, const Endpoint &e)
{
    const PortDef &port = d.port(e);
    const Transceiver *module = port.kind == PortKind::Cage ? d.moduleAt(e) : nullptr;
    if (type.isCopperCord()) {
        if (port.kind == PortKind::Cage || port.connector != type.connector)
            return ValidationText::tr("%1 does not take the %2 plug of %3")
                .arg(describeEndpoint(d, e), type.connector, type.id);
        return {};
    }
    if (type.isDirectAttach()) {
        if (port.kind != PortKind::Cage)
            return ValidationText::tr("%1 is not a cage for a direct-attach cable")
                .arg(describeEndpoint(d, e));
        if (module)
            return ValidationText::tr("%1 holds %2; a direct-attach cable needs an empty cage")
                .arg(describeEndpoint(d, e), module->id);
        const QString &ff = aEnd ? type.formFactorA : type.formFactorB;
        if (!ff.isEmpty() && !port.formFactor.isEmpty() && ff != port.formFactor)
            return ValidationText::tr("%1 takes %2; %3 ends in %4")
                .arg(describeEndpoint(d, e), port.formFactor, type.id, ff);
        return {};
    }
    if (port.kind == PortKind::Cage && !module)
        return ValidationText::tr("%1 holds no transceiver").arg(describeEndpoint(d, e));
    Mating m;
    m.at = e;
    m.a = plugSide(type, aEnd);
    if (module) {
        m.b = moduleSide(*module);
        if (type.fiber != FiberGrade::None && !module->reachM.has(type.fiber))
            return ValidationText::tr("%1 does not run over %2 fiber").arg(module->id, enumName(type.fiber));
    } else if (port.kind == PortKind::Fixed) {
        m.b = fixedPortSide(port);
    } else {
        // An adapter: the new plug meets whatever is plugged into the other side (nothing yet is fine).
        Endpoint other = e;
        other.side = e.side == Side::Front ? Side::Rear : Side::Front;
        const Connectivity::EndRef r = d.connectivity().planned(other);
        if (r.cable < 0) {
            // Only the adapter's own connector is checked: a stand-in plug that mates with anything else.
            m.b = m.a;
            m.b.polish = Polish::None;
            m.b.gender = m.a.gender == Gender::Pinned ? Gender::Unpinned : Gender::Pinned;
        } else {
            m.b = plugSide(d, r.cable, r.end);
        }
        m.adapter = &port;
    }
    const QList<MatingProblem> problems = matingProblems(d, m);
    return problems.isEmpty() ? QString() : problems.first().message;
}

} // namespace

std::optional<Endpoint> connectorToPlug(const Design &d, int device, int port, int sub, Side side)
{
    return pickConnector(d, device, port, sub, side);
}

QString cableEndProblem(const Design &d, const CableType &type, bool aEnd, const Endpoint &at)
{
    return endProblemAt(d, type, aEnd, at);
}

ConnectionCheck checkConnection(const Design &d, const Endpoint &from, int device, int port, int sub,
                                Side side)
{
    ConnectionCheck check;
    check.a = from;
    if (device == from.device && port == from.port) {
        check.reason = ValidationText::tr("the cable starts here");
        return check;
    }
    // A device cabled to itself is a self-loop; a patch panel may join two of its own ports (a hairpin
    // cross-connect between the trunks behind them).
    if (device == from.device && d.deviceType(device).role != Role::PatchPanel) {
        check.reason =
            ValidationText::tr("%1 would be cabled to itself (self-loop)").arg(d.devices().at(device).id);
        return check;
    }
    const std::optional<Endpoint> to = pickConnector(d, device, port, sub, side);
    if (!to) {
        check.fit = ConnectionCheck::Fit::Busy;
        check.reason = ValidationText::tr("%1 %2 has no free connector")
                           .arg(d.devices().at(device).id, d.deviceType(device).ports[size_t(port)].name);
        return check;
    }
    check.b = *to;
    const std::optional<CableProposal> proposal = proposeCable(d, from, *to);
    if (!proposal) {
        check.reason = ValidationText::tr("no cable in the catalog joins %1 and %2")
                           .arg(describeEndpoint(d, from), describeEndpoint(d, *to));
        return check;
    }
    check.cable = *proposal;
    const CableType &type = d.catalog.cableTypes.at(proposal->type);
    // A direct-attach cable is as long as it comes: one that does not reach is a fiber's job, and that needs
    // transceivers.
    if (type.isDirectAttach() && type.maxLengthM) {
        Cable probe;
        probe.ends = {from, *to};
        if (const std::optional<double> route = estimatedRoute(d, probe);
            route && *route > *type.maxLengthM) {
            check.reason =
                ValidationText::tr("%1 reaches %2 and the route is about %3: put transceivers in the "
                                   "cages for a fiber cable")
                    .arg(type.id, formatLength(*type.maxLengthM), formatLength(*route, 1));
            return check;
        }
    }
    for (int end = 0; end < 2; ++end)
        if (const QString problem = endProblemAt(d, type, end == 0, end == 0 ? from : *to);
            !problem.isEmpty()) {
            check.reason = problem;
            return check;
        }
    // A cord straight from module to module: the two must speak the same link.
    const Transceiver *x = d.opticAt(from);
    const Transceiver *y = d.opticAt(*to);
    if (x && y)
        if (const QStringList faults = rateFaults(*x, *y); !faults.isEmpty()) {
            check.reason = ValidationText::tr("%1 and %2 do not talk to each other: %3")
                               .arg(x->id, y->id, faults.join(QStringLiteral(", ")));
            return check;
        }
    check.fit = ConnectionCheck::Fit::Fits;
    return check;
}

Cable cableFor(const Design &d, const ConnectionCheck &check)
{
    Cable cable;
    cable.id = freshId(d, EntityKind::Cable, QStringLiteral("C"));
    cable.type = check.cable.type;
    cable.lengthM = check.cable.lengthM;
    cable.ends = {check.a, check.b};
    return cable;
}

} // namespace railyard
