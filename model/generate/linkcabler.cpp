#include "generate/linkcabler.h"

#include "core/numberformat.h"
#include "design/cablechoice.h"
#include "design/describe.h"
#include "design/design.h"
#include "design/routeestimate.h"

#include <QCoreApplication>

#include <algorithm>
#include <tuple>

namespace railyard {

namespace {

// Where lupdate finds this file's texts: Text::tr() in the LinkCabler context.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(LinkCabler)
};

const char *netKey(FabricNet n)
{
    static const char *keys[] = {"cmp", "sto", "inb", "oob"};
    return keys[int(n)];
}

// Twin-port modules name their lane set "2xDR4"; a single-port DR4 module at the far end speaks the same.
QStringView basePmd(const QString &pmd)
{
    return pmd.startsWith(QLatin1String("2x"), Qt::CaseInsensitive) ? QStringView(pmd).mid(2)
                                                                    : QStringView(pmd);
}

bool compatible(const Transceiver &x, const Transceiver &y)
{
    return x.isOptical() && x.media == y.media && x.connector == y.connector && x.polish == y.polish &&
           x.rateGbps == y.rateGbps && basePmd(x.pmd) == basePmd(y.pmd);
}

// The reach two modules share over the grade their cords will be (what cablechoice picks: OS2, then OM4).
double sharedReach(const Transceiver &x, const Transceiver &y)
{
    for (FiberGrade g : {FiberGrade::OS2, FiberGrade::OM4, FiberGrade::OM5, FiberGrade::OM3})
        if (x.reachM.has(g) && y.reachM.has(g)) return std::min(*x.reachM.value(g), *y.reachM.value(g));
    return 0;
}

double bestReach(const Transceiver &t)
{
    double most = 0;
    for (FiberGrade g : GradeMap::grades)
        if (t.reachM.has(g)) most = std::max(most, *t.reachM.value(g));
    return most;
}

} // namespace

bool moduleFits(const Transceiver &t, const PortDef &cage, int connectors)
{
    return t.formFactor == cage.formFactor && t.connectors == connectors &&
           (cage.rateGbps <= 0 || t.rateGbps * t.connectors <= cage.rateGbps + 1e-9);
}

int connectorsPerCage(const Design &d, const DeviceType &type, const PortDef &port)
{
    if (!port.rails.isEmpty()) return int(port.rails.size());
    if (!isSwitchRole(type.role)) return 1;
    int most = 1;
    for (const Transceiver &t : d.catalog.transceivers)
        if (t.formFactor == port.formFactor) most = std::max(most, t.connectors);
    return most;
}

LinkCabler::LinkCabler(Design &design, const FabricOptions &options, FabricCounts &counts)
    : m_design(design), m_options(options), m_counts(counts),
      m_label(options.names.label,
              {QStringLiteral("net"), QStringLiteral("NET"), QStringLiteral("n"), QStringLiteral("part")}),
      m_panelName(options.names.panel, {QStringLiteral("rack"), QStringLiteral("p")})
{
    if (!m_label.error().isEmpty())
        m_error = m_label.error();
    else if (!m_panelName.error().isEmpty())
        m_error = m_panelName.error();
}

void LinkCabler::setHallSpan(double metres)
{
    m_hallSpanM = metres;
    m_modulePairs.clear();
}

void LinkCabler::reserveRack(int rack, int highestUsedU)
{
    PanelRack &p = m_panelRacks[rack];
    p.floorU = std::max(p.floorU, highestUsedU);
}

// Links are numbered per network when labels name the network, else through the whole design.
size_t LinkCabler::counter(FabricNet net) const
{
    return m_label.uses("net") || m_label.uses("NET") ? size_t(net) : 0;
}

QString LinkCabler::where(const Endpoint &e) const
{
    return describeEndpoint(m_design, e);
}

double LinkCabler::route(const Endpoint &a, const Endpoint &b) const
{
    Cable probe;
    probe.ends = {a, b};
    return estimatedRoute(m_design, probe).value_or(0);
}

int LinkCabler::cageConnectors(const Endpoint &e) const
{
    const DeviceType &type = m_design.deviceType(e.device);
    const PortDef &port = m_design.port(e);
    const int n = connectorsPerCage(m_design, type, port);
    return !isSwitchRole(type.role) && port.network == Network::Compute ? n * m_planes : n;
}

bool LinkCabler::adjacentRacks(int rackA, int rackB) const
{
    if (rackA == rackB) return true;
    const Rack &a = m_design.racks().at(rackA), &b = m_design.racks().at(rackB);
    if (a.row != b.row || !a.hasPosition() || !b.hasPosition()) return false;
    const double touching = (a.widthMm.value_or(600) + b.widthMm.value_or(600)) / 2000.0;
    return std::abs(*a.xM - *b.xM) <= touching + 0.01 && std::abs(*a.yM - *b.yM) < 0.01;
}

bool LinkCabler::addCable(FabricNet net, int typeIndex, double routeM, const Endpoint &a, const Endpoint &b,
                          QChar part, double *lengthOut)
{
    const CableType &type = m_design.catalog.cableTypes.at(typeIndex);
    const double need = withSlack(routeM);
    const double longest = type.longestOrderable();
    if (longest > 0 && need > longest + 1e-9) {
        m_error = QCoreApplication::translate("LinkCabler",
                                              "%1 to %2 needs %3 of %4, longer than it can be ordered (%5): "
                                              "make the rows shorter or the hall smaller")
                      .arg(where(a), where(b), formatLength(need), type.id, formatLength(longest));
        return false;
    }
    Cable cable;
    cable.type = typeIndex;
    cable.lengthM = type.orderedLength(need);
    const QString netName = QLatin1String(netKey(net));
    cable.label = m_label.format({{"net", netName},
                                  {"NET", netName.toUpper()},
                                  {"n", m_numbers[counter(net)]},
                                  {"part", part.isNull() ? QString() : QString(part)}});
    cable.id = cable.label;
    if (cable.id.isEmpty() || m_design.cables().find(cable.id) >= 0) {
        m_error = QCoreApplication::translate(
                      "LinkCabler", "the label pattern \"%1\" gives \"%2\" twice: it must contain {n}")
                      .arg(m_label.text(), cable.id);
        return false;
    }
    cable.ends = {a, b};
    m_design.insertCable(m_design.cables().nextSlot(), std::move(cable));
    if (lengthOut) *lengthOut = m_design.cables().at(m_design.cables().nextSlot() - 1).lengthM;
    ++m_counts[net].cables;
    if (type.isDirectAttach())
        ++m_counts.dacs;
    else if (type.isCopperCord())
        ++m_counts.copper;
    else {
        (type.genderA == Gender::Pinned && type.genderB == Gender::Pinned ? m_counts.trunks
                                                                          : m_counts.cords)++;
        m_counts.fibers += type.fibers * type.legs;
    }
    return true;
}

std::optional<LinkCabler::ModulePair> LinkCabler::modulesFor(const Endpoint &a, const Endpoint &b)
{
    const PortDef &pa = m_design.port(a), &pb = m_design.port(b);
    const int ca = cageConnectors(a);
    const int cb = cageConnectors(b);
    // A cage that already holds a module (the other half of a twin port) keeps it: the far end must match.
    const int haveA = m_design.devices().at(a.device).moduleAt(a.port);
    const int haveB = m_design.devices().at(b.device).moduleAt(b.port);
    const QString key = QStringLiteral("%1/%2/%3/%4/%5/%6/%7/%8")
                            .arg(pa.formFactor)
                            .arg(ca)
                            .arg(pb.formFactor)
                            .arg(cb)
                            .arg(haveA)
                            .arg(haveB)
                            .arg(pa.rateGbps)
                            .arg(pb.rateGbps);
    if (auto it = m_modulePairs.constFind(key); it != m_modulePairs.cend()) return *it;
    const QString media =
        m_options.media == FabricMedia::Multimode ? QStringLiteral("MMF") : QStringLiteral("SMF");
    std::optional<ModulePair> best;
    std::tuple<bool, double, double, double> bestScore{};
    const auto &ts = m_design.catalog.transceivers;
    for (int x = 0; x < ts.size(); ++x) {
        const Transceiver &tx = ts.at(x);
        if ((haveA >= 0 && x != haveA) || !moduleFits(tx, pa, ca)) continue;
        for (int y = 0; y < ts.size(); ++y) {
            const Transceiver &ty = ts.at(y);
            if ((haveB >= 0 && y != haveB) || !moduleFits(ty, pb, cb) || !compatible(tx, ty)) continue;
            // The media asked for first; then the fastest both cages carry (XDR between XDR cages); then the
            // optics with the shortest reach that still spans the hall (DR4 rather than FR4 in a hall of
            // 100 m), or else the longest; between equals, the parts of shorter reach of their own (the 100 m
            // MMS4X00-NS at a switch whose far end is a 100 m single-port module anyway).
            const double reach = sharedReach(tx, ty);
            const double own = bestReach(tx) + bestReach(ty);
            const std::tuple<bool, double, double, double> score{
                tx.media == media, tx.rateGbps, reach >= m_hallSpanM ? 2e6 - reach : reach, -own};
            if (!best || score > bestScore) {
                bestScore = score;
                best = ModulePair{x, y};
            }
        }
    }
    m_modulePairs.insert(key, best);
    return best;
}

bool LinkCabler::plug(const Endpoint &e, int transceiver)
{
    Device &device = m_design.device(e.device);
    const int present = device.moduleAt(e.port);
    if (present == transceiver) return true;
    if (present >= 0) {
        m_error = QCoreApplication::translate("LinkCabler", "%1 would need both %2 and %3")
                      .arg(where(e), m_design.catalog.transceivers.at(present).id,
                           m_design.catalog.transceivers.at(transceiver).id);
        return false;
    }
    device.setModule(e.port, transceiver);
    ++m_counts.transceivers;
    return true;
}

int LinkCabler::panelTypeFor(const Transceiver &module)
{
    const QString key = module.connector + QLatin1Char('/') + QString::number(int(module.polish));
    if (auto it = m_panelTypes.constFind(key); it != m_panelTypes.cend()) return *it;
    int best = -1;
    size_t bestPorts = 0;
    const auto &types = m_design.catalog.deviceTypes;
    const bool duplex = module.connector == QLatin1String("LC");
    for (int t = 0; t < types.size(); ++t) {
        const DeviceType &type = types.at(t);
        if (type.role != Role::PatchPanel || type.ports.empty()) continue;
        const bool fits = std::all_of(type.ports.begin(), type.ports.end(), [&](const PortDef &p) {
            return p.kind == PortKind::Adapter && p.connector == module.connector &&
                   p.polish == module.polish && (p.adapter == AdapterMode::Aligned || duplex);
        });
        if (fits && type.ports.size() > bestPorts) {
            best = t;
            bestPorts = type.ports.size();
        }
    }
    m_panelTypes.insert(key, best);
    return best;
}

std::optional<Endpoint> LinkCabler::panelPort(int rackSlot, const Transceiver &module)
{
    const int type = panelTypeFor(module);
    if (type < 0) {
        m_error = QCoreApplication::translate(
                      "LinkCabler", "no patch panel in the catalog takes %1 %2 plugs through aligned "
                                    "adapters")
                      .arg(module.connector, enumName(module.polish));
        return std::nullopt;
    }
    const DeviceType &panelType = m_design.catalog.deviceTypes.at(type);
    PanelRack &p = m_panelRacks[rackSlot];
    const Rack &rack = m_design.racks().at(rackSlot);
    if (p.nextU == 0) p.nextU = rack.heightU - panelType.heightU + 1;
    const bool full = p.panels.empty() || p.used == int(panelType.ports.size()) ||
                      m_design.devices().at(p.panels.back()).type != type;
    if (full) {
        if (p.nextU <= p.floorU) {
            m_error =
                QCoreApplication::translate("LinkCabler", "rack %1 has no room left for another patch panel")
                    .arg(rack.id);
            return std::nullopt;
        }
        Device panel;
        panel.type = type;
        panel.rack = rackSlot;
        panel.u = p.nextU;
        panel.id = m_panelName.format({{"rack", rack.id}, {"p", int(p.panels.size()) + 1}});
        if (panel.id.isEmpty() || m_design.devices().find(panel.id) >= 0) {
            m_error = QCoreApplication::translate("LinkCabler",
                                                  "the panel name pattern \"%1\" gives \"%2\" twice: it must "
                                                  "contain {rack} and {p}")
                          .arg(m_panelName.text(), panel.id);
            return std::nullopt;
        }
        const int slot = m_design.devices().nextSlot();
        m_design.insertDevice(slot, std::move(panel));
        p.panels.push_back(slot);
        p.used = 0;
        p.nextU -= panelType.heightU;
        ++m_counts.panels;
    }
    return Endpoint{p.panels.back(), p.used++, 0, Side::None};
}

bool LinkCabler::connect(FabricNet net, const Endpoint &a, const Endpoint &b)
{
    if (!m_error.isEmpty()) return false;
    Design &d = m_design;
    ++m_numbers[counter(net)];
    const PortDef &pa = d.port(a), &pb = d.port(b);
    const int rackA = d.devices().at(a.device).rack, rackB = d.devices().at(b.device).rack;

    auto cannot = [&]() {
        m_error = QCoreApplication::translate("LinkCabler", "no cable in the catalog joins %1 and %2")
                      .arg(where(a), where(b));
        return false;
    };

    if (pa.kind != PortKind::Cage || pb.kind != PortKind::Cage) {
        const std::optional<CableProposal> cord = proposeCable(d, a, b);
        if (!cord) return cannot();
        return addCable(net, cord->type, route(a, b), a, b, QChar(), nullptr);
    }

    // Copper straight into both cages: only where each cage is one whole link.
    const int ca = cageConnectors(a);
    const int cb = cageConnectors(b);
    if (ca == 1 && cb == 1 && adjacentRacks(rackA, rackB)) {
        if (const std::optional<CableProposal> dac = proposeCable(d, a, b)) {
            const CableType &type = d.catalog.cableTypes.at(dac->type);
            const double r = route(a, b);
            if (type.isDirectAttach() && (!type.maxLengthM || withSlack(r) <= *type.maxLengthM))
                return addCable(net, dac->type, r, a, b, QChar(), nullptr);
        }
    }

    const std::optional<ModulePair> modules = modulesFor(a, b);
    if (!modules) {
        m_error =
            QCoreApplication::translate("LinkCabler",
                                        "no pair of transceivers in the catalog joins the %1 cage of %2 "
                                        "and the %3 cage of %4")
                .arg(pa.formFactor, d.devices().at(a.device).id, pb.formFactor, d.devices().at(b.device).id);
        return false;
    }
    if (!plug(a, modules->a) || !plug(b, modules->b)) return false;
    const Transceiver &ma = d.catalog.transceivers.at(modules->a);
    const Transceiver &mb = d.catalog.transceivers.at(modules->b);
    const double reach = sharedReach(ma, mb);

    const std::optional<CableProposal> cord = proposeCable(d, a, b);
    if (!cord) return cannot();
    const double direct = route(a, b);
    const bool fitsOneCord =
        withSlack(direct) <= d.catalog.cableTypes.at(cord->type).longestOrderable() + 1e-9;
    double total = 0;
    // Structured cabling as a contractor builds it: a cord within a rack or to the rack beside it; anything
    // further — across the row, into another row — runs panel to panel over a trunk.
    if (adjacentRacks(rackA, rackB) && fitsOneCord) {
        if (!addCable(net, cord->type, direct, a, b, QChar(), &total)) return false;
    } else {
        std::optional<Endpoint> nearA = panelPort(rackA, ma);
        if (!nearA) return false;
        std::optional<Endpoint> nearB = panelPort(rackB, mb);
        if (!nearB) return false;
        Endpoint frontA = *nearA, rearA = *nearA, frontB = *nearB, rearB = *nearB;
        frontA.side = frontB.side = Side::Front;
        rearA.side = rearB.side = Side::Rear;
        const std::optional<CableProposal> cordA = proposeCable(d, a, frontA);
        const std::optional<CableProposal> trunk =
            cordA ? proposeCable(d, rearA, rearB, d.catalog.cableTypes.at(cordA->type).fiber) : std::nullopt;
        const std::optional<CableProposal> cordB = proposeCable(d, frontB, b);
        if (!cordA || !trunk || !cordB) return cannot();
        double la = 0, lt = 0, lb = 0;
        if (!addCable(net, cordA->type, route(a, frontA), a, frontA, QLatin1Char('A'), &la) ||
            !addCable(net, trunk->type, route(rearA, rearB), rearA, rearB, QLatin1Char('T'), &lt) ||
            !addCable(net, cordB->type, route(frontB, b), frontB, b, QLatin1Char('B'), &lb))
            return false;
        total = la + lt + lb;
    }
    if (reach > 0 && total > reach + 1e-9) {
        m_error = QCoreApplication::translate("LinkCabler",
                                              "%1 to %2 is %3 of fiber, beyond the %4 reach of %5 and %6%7")
                      .arg(where(a), where(b), formatLength(total), formatLength(reach), ma.id, mb.id,
                           m_options.media == FabricMedia::Multimode ? Text::tr(": choose single-mode optics")
                                                                     : Text::tr(": make the hall smaller"));
        return false;
    }
    return true;
}

} // namespace railyard
