#include "design/cablechoice.h"

#include "design/design.h"
#include "design/routeestimate.h"

namespace railyard {

namespace {

struct EndNeeds
{
    bool cage = false;
    const Transceiver *module = nullptr;
    const PortDef *port = nullptr;
};

EndNeeds needsOf(const Design &d, const Endpoint &e)
{
    const PortDef &p = d.port(e);
    return {p.kind == PortKind::Cage, d.opticAt(e), &p};
}

FiberGrade gradeFor(const Transceiver *m)
{
    if (!m) return FiberGrade::OS2;
    for (FiberGrade g : {FiberGrade::OS2, FiberGrade::OM4, FiberGrade::OM5, FiberGrade::OM3})
        if (m->reachM.has(g)) return g;
    return FiberGrade::None;
}

} // namespace

std::optional<CableProposal> proposeCable(const Design &d, const Endpoint &a, const Endpoint &b,
                                          FiberGrade trunkGrade)
{
    const EndNeeds x = needsOf(d, a), y = needsOf(d, b);
    Cable probe;
    probe.ends = {a, b};
    const std::optional<double> route = estimatedRoute(d, probe);
    const double need = route ? withSlack(*route) : 1.0;
    int best = -1;
    int bestScore = -1;
    for (int t = 0; t < d.catalog.cableTypes.size(); ++t) {
        const CableType &type = d.catalog.cableTypes.at(t);
        // Splitters and trunk assemblies are chosen on purpose, not by default.
        if (type.legs != 1 || type.isAssembly()) continue;
        int score = 0;
        if (type.isCopperCord()) {
            // RJ45 and the like: a cord whose plug both ports take (fixed ports or adapters of its
            // connector).
            if (x.cage || y.cage || x.port->connector != type.connector ||
                y.port->connector != type.connector)
                continue;
            score = 1;
        } else if (x.cage && y.cage && !x.module && !y.module) {
            // Copper straight into two cages.
            if (!type.isDirectAttach()) continue;
            const QString &fa = x.port->formFactor, &fb = y.port->formFactor;
            if (!((type.formFactorA == fa && type.formFactorB == fb) ||
                  (type.formFactorA == fb && type.formFactorB == fa)))
                continue;
            score = type.kind == CableKind::Dac ? 2 : 1; // passive first
        } else {
            if (!type.isFiber()) continue;
            const Transceiver *module = x.module ? x.module : y.module;
            const PortDef *adapter = x.port->kind == PortKind::Adapter
                                         ? x.port
                                         : (y.port->kind == PortKind::Adapter ? y.port : nullptr);
            const QString connector = module ? module->connector : (adapter ? adapter->connector : QString());
            const Polish polish = module ? module->polish : (adapter ? adapter->polish : Polish::None);
            if (connector.isEmpty() || type.connector != connector) continue;
            if (polish != Polish::None && type.polish != polish) continue;
            const FiberGrade grade = module || trunkGrade == FiberGrade::None ? gradeFor(module) : trunkGrade;
            if (type.fiber != grade) continue;
            // Cords into modules are unpinned (the module is pinned); trunks between panels are pinned.
            const bool trunk = !module;
            const Gender want = trunk ? Gender::Pinned : Gender::Unpinned;
            if (type.isMpo() && (type.genderA != want || type.genderB != want)) continue;
            const bool standardPolarity = type.polarity == Polarity::B || type.polarity == Polarity::AB;
            // Between equals, one made long enough (an LC trunk between panels rather than a 50 m cord).
            const double longest = type.longestOrderable();
            score = (standardPolarity ? 4 : 0) + (type.connectorLossDb <= 0.35 ? 2 : 0) +
                    (longest <= 0 || need <= longest + 1e-9 ? 1 : 0);
        }
        if (score > bestScore) {
            best = t;
            bestScore = score;
        }
    }
    if (best < 0) return std::nullopt;
    const CableType &type = d.catalog.cableTypes.at(best);
    double length = need;
    if (type.maxLengthM && length > *type.maxLengthM) length = *type.maxLengthM;
    return CableProposal{best, type.orderedLength(length)};
}

std::optional<Endpoint> freeConnector(const Design &d, int device, int port, Side side)
{
    const PortDef &p = d.deviceType(device).ports[size_t(port)];
    const Endpoint base{device, port, 0, p.kind == PortKind::Adapter ? side : Side::None};
    int connectors = 1;
    if (p.kind == PortKind::Cage)
        if (const Transceiver *m = d.moduleAt(base)) connectors = m->connectors;
    for (int sub = 1; sub <= connectors; ++sub) {
        Endpoint e = base;
        e.sub = connectors > 1 ? sub : 0;
        if (d.connectivity().at(e).cable < 0) return e;
    }
    return std::nullopt;
}

} // namespace railyard
