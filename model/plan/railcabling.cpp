#include "plan/railcabling.h"

#include "core/idranges.h"
#include "core/naturalorder.h"
#include "design/describe.h"
#include "design/design.h"
#include "design/freshids.h"
#include "validation/connectioncheck.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <map>
#include <set>

namespace railyard {

namespace {

// Where lupdate finds this file's texts: Text::tr() in the RailCabling context.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(RailCabling)
};

quint64 endpointKey(const Endpoint &e)
{
    return (quint64(quint32(e.device)) << 32) | (quint64(quint32(e.port) & 0xfffff) << 12) |
           (quint64(e.effectiveSub() & 0x3ff) << 2) | quint64(e.side);
}

// The free connectors of a device's compute cages in port order (a cage with a module: each of its
// connectors; an empty cage: the cage itself, for a direct-attach cable).
std::vector<Endpoint> computeConnectors(const Design &d, int device)
{
    std::vector<Endpoint> out;
    const auto &ports = d.deviceType(device).ports;
    for (int p = 0; p < int(ports.size()); ++p) {
        const PortDef &port = ports[size_t(p)];
        if (port.kind != PortKind::Cage ||
            (port.network != Network::Compute && port.network != Network::None))
            continue;
        const int n = d.connectorsAt(device, p);
        for (int sub = 1; sub <= n; ++sub) {
            const Endpoint e{device, p, n > 1 ? sub : 0, Side::None};
            if (d.connectivity().at(e).cable < 0) out.push_back(e);
        }
    }
    return out;
}

} // namespace

QList<int> serversOfLeaves(const Design &d, const QList<int> &leaves)
{
    QSet<int> units;
    bool anyUnit = false;
    for (int leaf : leaves)
        if (const std::optional<int> su = d.devices().at(leaf).su) {
            units.insert(*su);
            anyUnit = true;
        }
    QList<int> servers;
    for (int dev : d.devices().live()) {
        if (d.deviceType(dev).role != Role::GpuServer) continue;
        const std::optional<int> su = d.devices().at(dev).su;
        if (!anyUnit || (su && units.contains(*su))) servers.append(dev);
    }
    return servers;
}

std::map<int, int> freeConnectorsByRail(const Design &d, const QList<int> &servers)
{
    std::map<int, int> free;
    for (int s : servers)
        for (const Endpoint &e : computeConnectors(d, s)) {
            const PortDef &port = d.port(e);
            // An empty cage of several rails takes no cable to one leaf: it counts for none of them.
            if (!d.moduleAt(e) && port.rails.size() > 1) continue;
            if (const int rail = port.railOf(e.effectiveSub()); rail > 0) ++free[rail];
        }
    return free;
}

std::set<int> railsNeeded(const Design &d, const QList<int> &servers)
{
    std::set<int> needed;
    for (int s : servers)
        for (const PortDef &port : d.deviceType(s).ports)
            if (port.kind == PortKind::Cage && port.network == Network::Compute)
                for (int r : port.rails)
                    needed.insert(r);
    return needed;
}

std::optional<int> railCabledTo(const Design &d, int leaf)
{
    std::map<int, int> seen; // rail -> server connectors cabled straight to the leaf
    const auto &ports = d.deviceType(leaf).ports;
    for (int p = 0; p < int(ports.size()); ++p) {
        if (ports[size_t(p)].kind != PortKind::Cage) continue;
        const int n = d.connectorsAt(leaf, p);
        for (int sub = 1; sub <= n; ++sub) {
            const Connectivity::EndRef at =
                d.connectivity().at(Endpoint{leaf, p, n > 1 ? sub : 0, Side::None});
            if (at.cable < 0) continue;
            const Cable &cable = d.cables().at(at.cable);
            const int peer = cable.peerOf(at.end);
            if (peer < 0) continue;
            const Endpoint &far = cable.ends[peer];
            if (far.isLoose() || d.deviceType(far.device).role != Role::GpuServer) continue;
            if (const int rail = d.port(far).railOf(far.effectiveSub()); rail > 0) ++seen[rail];
        }
    }
    std::optional<int> most;
    for (const auto &[rail, count] : seen)
        if (!most || count > seen[*most]) most = rail;
    return most;
}

RailPlan planRailCabling(const Design &d, const QList<int> &devices, const std::map<int, int> &chosenRails)
{
    RailPlan plan;
    QList<int> servers, leaves;
    for (int dev : devices) {
        if (!d.devices().isLive(dev)) continue;
        const Role role = d.deviceType(dev).role;
        if (role == Role::GpuServer)
            servers.append(dev);
        else if (role == Role::Leaf)
            leaves.append(dev);
    }
    // Leaves alone: their ports go to the servers of their scalable units (of the design, without units).
    if (servers.isEmpty() && !leaves.isEmpty()) {
        servers = serversOfLeaves(d, leaves);
        if (!servers.isEmpty())
            plan.notes << Text::tr(
                "no GPU server was selected: the %n server(s) of the leaves' scalable units", nullptr,
                int(servers.size()));
    }
    if (servers.isEmpty() || leaves.isEmpty()) {
        plan.problems << Text::tr("select GPU servers and the leaf switches of their rails");
        return plan;
    }
    // Ids in natural order: leaf-r9 before leaf-r10.
    const auto byOrder = [&](int a, int b) {
        const Device &x = d.devices().at(a), &y = d.devices().at(b);
        const auto kx = std::tuple(x.su.value_or(0), x.node.value_or(0), x.rail.value_or(0));
        const auto ky = std::tuple(y.su.value_or(0), y.node.value_or(0), y.rail.value_or(0));
        return kx != ky ? kx < ky : naturalLess(x.id, y.id);
    };
    std::sort(servers.begin(), servers.end(), byOrder);
    std::sort(leaves.begin(), leaves.end(),
              [&](int a, int b) { return naturalLess(d.devices().at(a).id, d.devices().at(b).id); });

    // The rails the servers need, and which leaf takes each: its own, the one the user chose for it, else the
    // next rail nobody has.
    const std::set<int> needed = railsNeeded(d, servers);
    std::map<std::pair<int, int>, int> leafOf; // (su or 0, rail) -> leaf
    QSet<int> railsTaken;
    for (int leaf : leaves)
        if (const Device &l = d.devices().at(leaf); l.rail) {
            leafOf.emplace(std::make_pair(l.su.value_or(0), *l.rail), leaf);
            railsTaken.insert(*l.rail);
        }
    for (int leaf : leaves)
        if (const Device &l = d.devices().at(leaf); !l.rail && chosenRails.count(leaf)) {
            const int rail = chosenRails.at(leaf);
            leafOf.emplace(std::make_pair(l.su.value_or(0), rail), leaf);
            railsTaken.insert(rail);
            plan.leafRails.emplace_back(leaf, rail);
            plan.notes << Text::tr("%1 has no rail set: it takes rail %2").arg(l.id).arg(rail);
        }
    auto next = needed.begin();
    for (int leaf : leaves) {
        const Device &l = d.devices().at(leaf);
        if (l.rail || chosenRails.count(leaf)) continue;
        while (next != needed.end() && railsTaken.contains(*next))
            ++next;
        if (next == needed.end()) {
            plan.notes << Text::tr("%1 has no rail and no rail is left for it: not used").arg(l.id);
            continue;
        }
        leafOf.emplace(std::make_pair(l.su.value_or(0), *next), leaf);
        railsTaken.insert(*next);
        plan.leafRails.emplace_back(leaf, *next);
        plan.notes << Text::tr("%1 has no rail set: it takes rail %2").arg(l.id).arg(*next);
        ++next;
    }
    const auto leafFor = [&](int server, int rail) {
        const int su = d.devices().at(server).su.value_or(0);
        if (auto it = leafOf.find({su, rail}); it != leafOf.end()) return it->second;
        if (auto it = leafOf.find({0, rail}); it != leafOf.end()) return it->second;
        for (const auto &[key, leaf] : leafOf) // a leaf of that rail in another unit, as the only choice
            if (key.second == rail) return leaf;
        return -1;
    };

    QHash<int, std::vector<Endpoint>> freeOnLeaf; // leaf -> free connectors in port order, front first
    QSet<quint64> taken;
    std::map<int, int> unserved; // rail no chosen leaf serves -> the server connectors left for it
    FreshIds cableIds(d, EntityKind::Cable, QStringLiteral("C")); // as a dragged cable is named

    for (int server : servers) {
        for (const Endpoint &from : computeConnectors(d, server)) {
            const PortDef &port = d.port(from);
            // An empty cage of several rails: one cable straight into it would take them all to one leaf.
            // Each of its connectors is named, so that none is skipped unseen.
            if (!d.moduleAt(from) && port.rails.size() > 1) {
                for (qsizetype i = 0; i < port.rails.size(); ++i)
                    if (leafFor(server, port.rails[i]) < 0)
                        ++unserved[port.rails[i]]; // no leaf of that rail asked for: not a problem here
                    else
                        plan.problems
                            << Text::tr("%1.%2 (rail %3): the cage holds no transceiver, and a direct-attach "
                                        "cable would take all its rails to one leaf: put transceivers in "
                                        "it first (Design ▸ Fill Empty Cages)")
                                   .arg(describeEndpoint(d, from))
                                   .arg(i + 1)
                                   .arg(port.rails[i]);
                continue;
            }
            const int rail = port.railOf(from.effectiveSub());
            const QString where = describeEndpoint(d, from);
            if (rail <= 0) {
                plan.problems << Text::tr("%1 has no rail in the catalog").arg(where);
                continue;
            }
            const int leaf = leafFor(server, rail);
            if (leaf < 0) {
                // Not asked for: the leaves of the other rails were not chosen. Said once per rail, below.
                ++unserved[rail];
                continue;
            }
            if (!freeOnLeaf.contains(leaf)) freeOnLeaf.insert(leaf, computeConnectors(d, leaf));
            // The first free connector of the leaf that this cable fits, as a drag there would find it.
            const std::vector<Endpoint> &candidates = freeOnLeaf[leaf];
            std::optional<ConnectionCheck> found;
            QString lastReason;
            for (const Endpoint &to : candidates) {
                if (taken.contains(endpointKey(to))) continue;
                const ConnectionCheck check = checkConnection(d, from, leaf, to.port, to.sub, Side::Front);
                if (check.fit == ConnectionCheck::Fit::Fits && check.b == to) {
                    found = check;
                    break;
                }
                lastReason = check.reason;
            }
            if (!found) {
                plan.problems << (lastReason.isEmpty()
                                      ? Text::tr("%1 (rail %2): %3 has no free connector left")
                                            .arg(where)
                                            .arg(rail)
                                            .arg(d.devices().at(leaf).id)
                                      : Text::tr("%1 (rail %2): no connector of %3 fits: %4")
                                            .arg(where)
                                            .arg(rail)
                                            .arg(d.devices().at(leaf).id, lastReason));
                continue;
            }
            taken.insert(endpointKey(found->b));
            Cable cable;
            cable.id = cableIds.next();
            cable.type = found->cable.type;
            cable.lengthM = found->cable.lengthM;
            cable.ends = {found->a, found->b};
            plan.links.push_back({cable, rail});
        }
    }
    if (!unserved.empty()) {
        QStringList rails;
        int connectors = 0;
        for (const auto &[rail, count] : unserved) {
            rails << QString::number(rail);
            connectors += count;
        }
        plan.notes << Text::tr(
                          "%n server connector(s) of rails %1 are left for the leaves of those rails (none "
                          "was chosen)",
                          nullptr, connectors)
                          .arg(idRanges(rails, 0));
    }
    return plan;
}

} // namespace railyard
