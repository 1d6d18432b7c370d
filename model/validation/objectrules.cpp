#include "validation/objectrules.h"

#include "route/router.h"

#include "design/floorlayout.h"
#include "design/rackpower.h"
#include "design/routeestimate.h"

#include <cmath>

namespace railyard {

namespace {

QString cageName(const Design &d, int device, int port)
{
    return d.devices().at(device).id + QLatin1Char(' ') + d.deviceType(device).ports[size_t(port)].name;
}

} // namespace

void checkDevice(const Design &d, int device, IssueSink &sink)
{
    const Device &dev = d.devices().at(device);
    const DeviceType &type = d.catalog.deviceTypes.at(dev.type);
    for (const CageModule &m : dev.modules) {
        const PortDef &port = type.ports[size_t(m.port)];
        const Transceiver &t = d.catalog.transceivers.at(m.transceiver);
        if (!t.formFactor.isEmpty() && !port.formFactor.isEmpty() && t.formFactor != port.formFactor)
            sink.report(Rule::FormFactorMismatch,
                        ValidationText::tr("%1 (%2) is in %3, whose cage takes %4")
                            .arg(t.id, t.formFactor, cageName(d, device, m.port), port.formFactor),
                        {}, {device});
    }
    if (type.role != Role::GpuServer) {
        // Anywhere else a module with no cable on any of its connectors is an optic ordered for nothing (half
        // of a twin port left free is normal: a leaf with an odd count of links).
        for (const CageModule &m : dev.modules) {
            const Transceiver &t = d.catalog.transceivers.at(m.transceiver);
            bool cabled = false;
            for (int sub = 1; sub <= t.connectors && !cabled; ++sub)
                cabled = d.connectivity().at(Endpoint{device, m.port, sub, Side::None}).cable >= 0;
            if (!cabled)
                sink.report(Rule::Unconnected,
                            ValidationText::tr("%1 (%2) has no cable").arg(cageName(d, device, m.port), t.id),
                            {}, {device});
        }
        return;
    }
    for (const CageModule &m : dev.modules) {
        const PortDef &port = type.ports[size_t(m.port)];
        if (port.network != Network::Compute) continue;
        const Transceiver &t = d.catalog.transceivers.at(m.transceiver);
        for (int sub = 1; sub <= t.connectors; ++sub) {
            if (d.connectivity().at(Endpoint{device, m.port, sub, Side::None}).cable >= 0) continue;
            const QString connector =
                t.connectors > 1 ? QStringLiteral("%1.%2").arg(port.name).arg(sub) : port.name;
            sink.report(Rule::Unconnected,
                        ValidationText::tr("%1 %2 (%3) has no cable").arg(dev.id, connector, t.id), {},
                        {device});
        }
    }
}

void checkCable(const Design &d, int cable, IssueSink &sink)
{
    const Cable &c = d.cables().at(cable);
    // The cable it replaces is gone (the change is done: the link can go too) or never was (a typo).
    if (!c.replaces().isEmpty() && d.cables().find(c.replaces()) < 0)
        sink.report(
            Rule::ReplacesUnknown,
            ValidationText::tr("%1 replaces %2, which the design does not have").arg(c.id, c.replaces()),
            {cable}, {});
    const CableType &type = d.catalog.cableTypes.at(c.type);
    for (int end = 0; end < int(c.ends.size()); ++end) {
        const Endpoint &e = c.ends[end];
        if (e.isLoose()) continue;
        const PortDef &port = d.port(e);
        if (port.kind != PortKind::Cage) {
            // A fixed port is one connector, or as many as its built-in optic has: a cable on a connector
            // beyond them would share the port with another unnoticed.
            const Transceiver *optic = d.builtInOptic(e);
            const int connectors = optic ? optic->connectors : 1;
            if (e.effectiveSub() > connectors) {
                sink.report(Rule::ConnectorMismatch,
                            optic ? ValidationText::tr("%1 is on connector %2 of %3 (built in), which has %4")
                                        .arg(describeCableEnd(d, cable, end))
                                        .arg(e.effectiveSub())
                                        .arg(optic->id)
                                        .arg(connectors)
                                  : ValidationText::tr("%1 is on connector %2 of %3, a port of one connector")
                                        .arg(describeCableEnd(d, cable, end))
                                        .arg(e.effectiveSub())
                                        .arg(describeEndpoint(d, Endpoint{e.device, e.port, 0, e.side})),
                            {cable}, {e.device});
                continue;
            }
        }
        if (type.isCopperCord()) {
            // A copper cord plugs into a fixed port or an adapter of its own connector, never into a cage.
            if (port.kind == PortKind::Cage || port.connector != type.connector)
                sink.report(Rule::ConnectorMismatch,
                            ValidationText::tr("%1 is an %2 plug; %3 is %4")
                                .arg(describeCableEnd(d, cable, end), type.connector, describeEndpoint(d, e),
                                     port.kind == PortKind::Cage
                                         ? ValidationText::tr("a cage")
                                         : ValidationText::tr("an %1 port").arg(port.connector)),
                            {cable}, {e.device});
            continue;
        }
        if (port.kind != PortKind::Cage) {
            if (type.isDirectAttach())
                sink.report(Rule::ConnectorMismatch,
                            ValidationText::tr("%1 is a direct-attach end; %2 is not a cage")
                                .arg(describeCableEnd(d, cable, end), describeEndpoint(d, e)),
                            {cable}, {e.device});
            continue;
        }
        const Transceiver *module = d.moduleAt(e);
        if (type.isDirectAttach()) {
            const QString &ff = c.isAEnd(end) ? type.formFactorA : type.formFactorB;
            if (module)
                sink.report(
                    Rule::CageMismatch,
                    ValidationText::tr("%1 is a direct-attach end, but %2 holds %3")
                        .arg(describeCableEnd(d, cable, end), cageName(d, e.device, e.port), module->id),
                    {cable}, {e.device});
            else if (!ff.isEmpty() && !port.formFactor.isEmpty() && ff != port.formFactor)
                sink.report(Rule::FormFactorMismatch,
                            ValidationText::tr("%1 (%2) is in %3, whose cage takes %4")
                                .arg(describeCableEnd(d, cable, end), ff, cageName(d, e.device, e.port),
                                     port.formFactor),
                            {cable}, {e.device});
        } else if (!module) {
            sink.report(Rule::CageMismatch,
                        ValidationText::tr("%1 is a fiber end in %2, which holds no transceiver")
                            .arg(describeCableEnd(d, cable, end), cageName(d, e.device, e.port)),
                        {cable}, {e.device});
        } else if (e.effectiveSub() > module->connectors) {
            sink.report(Rule::CageMismatch,
                        ValidationText::tr("%1 is on connector %2 of %3, which has %4")
                            .arg(describeCableEnd(d, cable, end))
                            .arg(e.effectiveSub())
                            .arg(module->id)
                            .arg(module->connectors),
                        {cable}, {e.device});
        }
    }
    // Over pathways, the route decides (pathwayrules); else the straight estimate.
    if (runsOverPathways(d, c)) return;
    if (const std::optional<double> route = estimatedRoute(d, c); route && c.lengthM < *route - 1e-9) {
        QList<int> devices;
        for (const Endpoint &e : c.ends)
            if (!e.isLoose() && !devices.contains(e.device)) devices.append(e.device);
        sink.report(Rule::LengthShort,
                    ValidationText::tr("%1 is %2; its route is about %3")
                        .arg(c.id, formatLength(c.lengthM), formatLength(*route, 2)),
                    {cable}, devices);
    }
}

void checkPortConflict(const Design &d, int cable, int end, IssueSink &sink)
{
    const Endpoint &e = d.cables().at(cable).ends[end];
    auto refs = d.connectivity().allAt(e);
    // A cable and the one it will replace share the port while both exist: one, as far as the checks go.
    if (d.hasReplacedCables())
        refs.erase(std::remove_if(refs.begin(), refs.end(),
                                  [&d](const Connectivity::EndRef &r) { return d.isReplaced(r.cable); }),
                   refs.end());
    if (refs.size() < 2) return;
    QList<int> cables;
    for (const Connectivity::EndRef &r : refs)
        if (!cables.contains(r.cable)) cables.append(r.cable);
    std::sort(cables.begin(), cables.end());
    // Report once, at the first end in document order.
    const Connectivity::EndRef first = d.connectivity().at(e);
    if (first.cable != cable || first.end != end) return;
    sink.report(
        Rule::PortConflict,
        ValidationText::tr("%1 cable ends are plugged into %2").arg(refs.size()).arg(describeEndpoint(d, e)),
        cables, {e.device});
}

void checkRack(const Design &d, int rack, const QList<int> &devices, IssueSink &sink)
{
    checkRackPower(d, rack, devices, sink);
    const Rack &r = d.racks().at(rack);
    struct Span
    {
        int device, low, high;
    };
    std::vector<Span> spans;
    for (int dev : devices) {
        const Device &device = d.devices().at(dev);
        if (device.u == 0) continue; // in the rack but not at a U yet
        const int high = device.u + d.catalog.deviceTypes.at(device.type).heightU - 1;
        if (device.u < 1 || high > r.heightU)
            sink.report(Rule::RackOverflow,
                        ValidationText::tr("%1 occupies U%2-U%3 of %4, which has U1-U%5")
                            .arg(device.id)
                            .arg(device.u)
                            .arg(high)
                            .arg(r.id)
                            .arg(r.heightU),
                        {}, {dev});
        spans.push_back({dev, device.u, high});
    }
    std::sort(spans.begin(), spans.end(), [](const Span &a, const Span &b) {
        return a.low < b.low || (a.low == b.low && a.device < b.device);
    });
    for (size_t i = 0; i < spans.size(); ++i) {
        for (size_t j = i + 1; j < spans.size() && spans[j].low <= spans[i].high; ++j) {
            const Span &a = spans[i].device < spans[j].device ? spans[i] : spans[j];
            const Span &b = spans[i].device < spans[j].device ? spans[j] : spans[i];
            const int low = std::max(a.low, b.low), high = std::min(a.high, b.high);
            sink.report(Rule::RackOverlap,
                        ValidationText::tr("%1 and %2 share %3 of %4")
                            .arg(d.devices().at(a.device).id, d.devices().at(b.device).id,
                                 low == high ? QStringLiteral("U%1").arg(low)
                                             : QStringLiteral("U%1-U%2").arg(low).arg(high),
                                 r.id),
                        {}, {a.device, b.device});
        }
    }
}

void checkRackPower(const Design &d, int rack, const QList<int> &devices, IssueSink &sink)
{
    const RackPower power = rackPower(d, rack, devices);
    if (!power.overLimit()) return;
    const Rack &r = d.racks().at(rack);
    QList<int> sorted = devices;
    std::sort(sorted.begin(), sorted.end());
    const QString draw = formatDrawKw(power);
    const QString limit = formatNumber(*power.limitW / 1000.0);
    // The limit says where it comes from; optics are named where they count (a figure that includes them adds
    // none).
    const QString allowed = power.limitFromType
                                ? ValidationText::tr("the %1 kW its rack type %2 allows")
                                      .arg(limit, d.catalog.rackTypes.at(r.type).id)
                                : ValidationText::tr("the design's rack power budget of %1 kW").arg(limit);
    const QString message =
        power.opticsW > 0
            ? ValidationText::tr("the devices in %1 draw %2 kW (%3 W of it optics), more than %4")
                  .arg(r.id, draw, formatNumber(std::round(power.opticsW)), allowed)
            : ValidationText::tr("the devices in %1 draw %2 kW, more than %3").arg(r.id, draw, allowed);
    sink.reportRacks(Rule::RackPower, message, {rack}, sorted);
}

void checkFloorOverlap(const Design &d, int a, int b, IssueSink &sink)
{
    const std::optional<QRectF> fa = rackFootprint(d.racks().at(a));
    const std::optional<QRectF> fb = rackFootprint(d.racks().at(b));
    if (!fa || !fb || !footprintsOverlap(*fa, *fb)) return;
    const QRectF shared = fa->intersected(*fb);
    sink.reportRacks(Rule::FloorOverlap,
                     ValidationText::tr("%1 and %2 overlap on the floor (%3 × %4)")
                         .arg(d.racks().at(a).id, d.racks().at(b).id, formatLength(shared.width()),
                              formatLength(shared.height())),
                     {a, b});
}

void checkLabel(const QString &label, const QList<int> &cables, IssueSink &sink)
{
    if (label.isEmpty() || cables.size() < 2) return;
    sink.report(Rule::LabelDuplicate,
                ValidationText::tr("%1 cables carry the label \"%2\"").arg(cables.size()).arg(label), cables,
                {});
}

} // namespace railyard
