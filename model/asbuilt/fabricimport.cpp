#include "asbuilt/fabricimport.h"

#include "asbuilt/nodenames.h"
#include "asbuilt/portplacement.h"
#include "core/naturalorder.h"
#include "design/design.h"
#include "io/bundledcatalog.h"

#include <QMap>
#include <QSet>

#include <algorithm>

namespace railyard {

namespace {

// Scalable units: the leaves a host reaches belong to one SU, so SUs are the groups of leaves joined through
// a common host (a host missing some links still joins its own), numbered in the order of their leaves'
// names (switches are named by plan, hosts not always). Hosts are numbered within their SU by name.
void inferScalableUnits(Design &d)
{
    QHash<int, int> parent; // union-find over leaf slots
    const auto root = [&parent](int leaf) {
        int r = leaf;
        while (parent.value(r, r) != r)
            r = parent.value(r);
        parent[leaf] = r;
        return r;
    };
    QMap<int, QSet<int>> hostLeaves; // GPU server → the leaves it reaches
    for (int c : d.cables().live()) {
        const Cable &cable = d.cables().at(c);
        for (const auto &[h, sw] :
             {std::pair{cable.ends[0], cable.ends[1]}, std::pair{cable.ends[1], cable.ends[0]}})
            if (d.deviceType(h.device).role == Role::GpuServer && d.deviceType(sw.device).role == Role::Leaf)
                hostLeaves[h.device].insert(sw.device);
    }
    for (const QSet<int> &leaves : hostLeaves) {
        const int first = root(*leaves.cbegin());
        for (int leaf : leaves)
            parent[root(leaf)] = first;
    }
    const auto byName = [&](int a, int b) { return naturalLess(d.devices().at(a).id, d.devices().at(b).id); };
    std::vector<int> leaves(parent.keyBegin(), parent.keyEnd());
    std::sort(leaves.begin(), leaves.end(), byName);
    QHash<int, int> suOfRoot;
    for (int leaf : leaves)
        if (!suOfRoot.contains(root(leaf))) suOfRoot.insert(root(leaf), int(suOfRoot.size()) + 1);
    for (int leaf : leaves)
        d.device(leaf).su = suOfRoot.value(root(leaf));
    std::vector<int> hosts(hostLeaves.keyBegin(), hostLeaves.keyEnd());
    std::sort(hosts.begin(), hosts.end(), byName);
    QHash<int, int> nodesInSu;
    for (int h : hosts) {
        Device &host = d.device(h);
        host.su = suOfRoot.value(root(*hostLeaves[h].cbegin()));
        host.node = ++nodesInSu[*host.su];
    }
}

} // namespace

FabricImportOptions partsForSpeed(const QString &speed)
{
    struct Parts
    {
        const char *speed, *host, *leaf, *spine, *hostModule, *switchModule, *cable;
    };
    static constexpr Parts table[] = {
        {"NDR", "dgx-h100", "qm9700", "qm9700-spine", "MMS4X00-NM-FLT", "MMS4X00-NM", "MFP7E30"},
        {"XDR", "dgx-b300", "q3400", "q3400-spine", "MMS4A20", "MMS4A00", "MFP7E30"},
    };
    FabricImportOptions parts;
    for (const Parts &p : table)
        if (speed == QLatin1String(p.speed)) {
            parts.hostType = QLatin1String(p.host);
            parts.leafType = QLatin1String(p.leaf);
            parts.spineType = QLatin1String(p.spine);
            parts.hostModule = QLatin1String(p.hostModule);
            parts.switchModule = QLatin1String(p.switchModule);
            parts.cableType = QLatin1String(p.cable);
        }
    return parts;
}

QString fabricSpeed(const IbFabric &fabric)
{
    QHash<QString, int> counts;
    for (const IbLink &l : fabric.links)
        if (!l.speed.isEmpty() && l.speed != QLatin1String("???")) ++counts[l.speed];
    QString best;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        if (best.isEmpty() || it.value() > counts.value(best) ||
            (it.value() == counts.value(best) && it.key() < best))
            best = it.key();
    return best;
}

Result<Design> importIbFabric(const IbFabric &fabric, const FabricImportOptions &given, QStringList *report)
{
    // The parts not given: the fabric's speed's, else NDR's (and say so).
    FabricImportOptions o = given;
    const QString speed = fabricSpeed(fabric);
    FabricImportOptions parts = partsForSpeed(speed);
    if (parts.hostType.isEmpty()) parts = partsForSpeed(QStringLiteral("NDR"));
    bool fellBack = false;
    for (auto [mine, fallback] : {std::pair{&o.hostType, &parts.hostType},
                                  {&o.leafType, &parts.leafType},
                                  {&o.spineType, &parts.spineType},
                                  {&o.hostModule, &parts.hostModule},
                                  {&o.switchModule, &parts.switchModule},
                                  {&o.cableType, &parts.cableType}})
        if (mine->isEmpty()) {
            *mine = *fallback;
            fellBack = true;
        }
    if (fellBack && !speed.isEmpty() && partsForSpeed(speed).hostType.isEmpty() && report)
        report->append(
            QStringLiteral("the fabric's links run at %1; the catalog has no %1 parts: imported with "
                           "NDR parts (choose the types the nodes become)")
                .arg(speed));
    Design d;
    d.catalog = bundledCatalog();
    d.name = QStringLiteral("Discovered InfiniBand fabric");
    const auto need = [&](int index, const QString &what, const QString &id) -> Result<> {
        if (index >= 0) return {};
        return IoError{{}, {}, id, QStringLiteral("no %1 \"%2\" in the catalog").arg(what, id)};
    };
    const int hostType = d.catalog.deviceTypes.indexOf(o.hostType);
    const int leafType = d.catalog.deviceTypes.indexOf(o.leafType);
    const int spineType = d.catalog.deviceTypes.indexOf(o.spineType);
    const int hostModule = d.catalog.transceivers.indexOf(o.hostModule);
    const int switchModule = d.catalog.transceivers.indexOf(o.switchModule);
    const int cableType = d.catalog.cableTypes.indexOf(o.cableType);
    for (const auto &e : {need(hostType, QStringLiteral("device type"), o.hostType),
                          need(leafType, QStringLiteral("device type"), o.leafType),
                          need(spineType, QStringLiteral("device type"), o.spineType),
                          need(hostModule, QStringLiteral("transceiver"), o.hostModule),
                          need(switchModule, QStringLiteral("transceiver"), o.switchModule),
                          need(cableType, QStringLiteral("cable type"), o.cableType)})
        if (!e.ok()) return e.error();
    if (d.catalog.deviceTypes.at(hostType).role != Role::GpuServer)
        return IoError{{}, {}, o.hostType, QStringLiteral("\"%1\" is not a GPU server").arg(o.hostType)};
    for (const auto &[type, id] : {std::pair{leafType, o.leafType}, std::pair{spineType, o.spineType}}) {
        const Role role = d.catalog.deviceTypes.at(type).role;
        if (!isSwitchRole(role)) return IoError{{}, {}, id, QStringLiteral("\"%1\" is not a switch").arg(id)};
    }

    // An HCA map must place every adapter it names on a connector the host type has.
    for (auto it = o.hcaPorts.cbegin(); it != o.hcaPorts.cend(); ++it) {
        const std::optional<Connector> c =
            hostConnector(d.catalog.deviceTypes.at(hostType), it.key(), o.hcaPorts);
        const PortDef *port = c ? &d.catalog.deviceTypes.at(hostType).ports[size_t(c->first)] : nullptr;
        const int subs = port ? int(std::max({qsizetype(1), port->rails.size(), port->rdma.size()})) : 0;
        if (!port || port->kind != PortKind::Cage || c->second > subs)
            return IoError{{},
                           {},
                           it.key(),
                           QStringLiteral("the HCA map places it on %1, which %2 does not have")
                               .arg(it.value(), o.hostType)};
    }

    // Who each node is; leaves are the switches with a host among their peers.
    const std::vector<DiscoveredName> names = discoveredNames(fabric);
    const auto isHost = [&](int n) {
        return fabric.nodes[size_t(n)].kind != IbNode::Kind::Switch &&
               names[size_t(n)].kind != DiscoveredName::Kind::AggregationNode;
    };
    QSet<int> leaves;
    for (const IbLink &l : fabric.links) {
        if (fabric.nodes[size_t(l.a.node)].kind == IbNode::Kind::Switch && isHost(l.b.node))
            leaves.insert(l.a.node);
        if (fabric.nodes[size_t(l.b.node)].kind == IbNode::Kind::Switch && isHost(l.a.node))
            leaves.insert(l.b.node);
    }

    // The host type's RDMA names: the discovered ones in connector order where the catalog's differ.
    QStringList discovered;
    for (const IbLink &l : fabric.links)
        for (const IbEnd &e : {l.a, l.b})
            if (isHost(e.node) && !names[size_t(e.node)].hca.isEmpty()) {
                const QString rdma = rdmaPortName(names[size_t(e.node)].hca, e.port);
                if (!discovered.contains(rdma) && !o.hcaPorts.contains(rdma)) discovered.append(rdma);
            }
    std::sort(discovered.begin(), discovered.end(), naturalLess);
    DeviceType &host = d.catalog.deviceTypes.at(hostType);
    const std::vector<Connector> connectors = computeConnectors(host);
    bool known = true;
    for (const QString &rdma : discovered) {
        bool found = false;
        for (const PortDef &p : host.ports)
            found = found || p.rdma.contains(rdma);
        known = known && found;
    }
    if (!known) {
        if (discovered.size() > qsizetype(connectors.size()))
            return IoError{{},
                           {},
                           o.hostType,
                           QStringLiteral("hosts report %1 RDMA devices; %2 has %3 compute connectors")
                               .arg(discovered.size())
                               .arg(o.hostType)
                               .arg(connectors.size())};
        for (size_t i = 0; i < connectors.size(); ++i) {
            PortDef &p = host.ports[size_t(connectors[i].first)];
            while (p.rdma.size() < connectors[i].second)
                p.rdma.append(QString());
            p.rdma[connectors[i].second - 1] =
                i < size_t(discovered.size()) ? discovered[qsizetype(i)] : QStringLiteral("unused%1").arg(i);
        }
        if (report)
            report->append(
                QStringLiteral("hosts report RDMA devices %1; %2's compute connectors renamed to them in "
                               "connector order (an HCA map places them otherwise)")
                    .arg(discovered.join(QStringLiteral(", ")), o.hostType));
    }

    // Devices, one per host name, switch, or unnamed adapter.
    const std::vector<QString> ids = discoveredDeviceIds(fabric, names, report);
    QHash<QString, int> deviceOf;
    std::vector<int> nodeDevice(fabric.nodes.size(), -1);
    for (size_t n = 0; n < fabric.nodes.size(); ++n) {
        const QString &id = ids[n];
        if (id.isEmpty()) continue; // an aggregation node
        if (const auto it = deviceOf.constFind(id); it != deviceOf.cend()) {
            nodeDevice[n] = it.value();
            continue;
        }
        Device dev;
        dev.id = id;
        dev.type = fabric.nodes[n].kind == IbNode::Kind::Switch
                       ? (leaves.contains(int(n)) ? leafType : spineType)
                       : hostType;
        const int slot = d.devices().slotCount();
        d.insertDevice(slot, dev);
        deviceOf.insert(id, slot);
        nodeDevice[n] = slot;
    }

    // The connector of a discovered port, with a module in its cage.
    // The RDMA device most of a leaf's named hosts reach it with: in a rail-optimized fabric, its rail's.
    QHash<int, QString> leafRdma;
    {
        QHash<int, QHash<QString, int>> counts;
        for (const IbLink &l : fabric.links)
            for (const auto &[sw, h] : {std::pair{l.a.node, l.b.node}, std::pair{l.b.node, l.a.node}})
                if (leaves.contains(sw) && isHost(h) && !names[size_t(h)].hca.isEmpty())
                    ++counts[sw][rdmaPortName(names[size_t(h)].hca, sw == l.a.node ? l.b.port : l.a.port)];
        for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
            QString best;
            for (auto c = it.value().cbegin(); c != it.value().cend(); ++c)
                if (best.isEmpty() || c.value() > it.value().value(best)) best = c.key();
            leafRdma.insert(it.key(), best);
        }
    }

    const auto endOf = [&](const IbEnd &e, const IbEnd &peer, QString *why) -> std::optional<Endpoint> {
        const int device = nodeDevice[size_t(e.node)];
        if (device < 0) return {};
        const DeviceType &type = d.deviceType(device);
        const DiscoveredName &name = names[size_t(e.node)];
        Endpoint end{device, -1, 1, Side::None};
        const auto at = [device](const std::optional<Connector> &c) {
            return c ? Endpoint{device, c->first, c->second, Side::None}
                     : Endpoint{device, -1, 1, Side::None};
        };
        if (fabric.nodes[size_t(e.node)].kind == IbNode::Kind::Switch) {
            end = at(switchConnector(type, e.port));
        } else {
            // An adapter without an RDMA name: the one its leaf's other hosts use, else the first.
            const bool named = name.kind != DiscoveredName::Kind::Unnamed && !name.hca.isEmpty();
            const QString rdma = named ? rdmaPortName(name.hca, e.port) : leafRdma.value(peer.node);
            end = rdma.isEmpty() ? at(connectors.front()) : at(hostConnector(type, rdma, o.hcaPorts));
        }
        if (end.port < 0) {
            *why = QStringLiteral("%1 port %2").arg(ids[size_t(e.node)]).arg(e.port);
            return {};
        }
        Device &dev = d.device(device);
        if (dev.moduleAt(end.port) < 0) {
            const int module =
                fabric.nodes[size_t(e.node)].kind == IbNode::Kind::Switch ? switchModule : hostModule;
            dev.modules.append(CageModule{end.port, module});
            std::sort(dev.modules.begin(), dev.modules.end(),
                      [](const CageModule &a, const CageModule &b) { return a.port < b.port; });
        }
        return end;
    };

    // One cable per link.
    const CableType &cable = d.catalog.cableTypes.at(cableType);
    const double length = cable.orderedLength(o.cableLengthM);
    int number = 0;
    for (const IbLink &l : fabric.links) {
        if (names[size_t(l.a.node)].kind == DiscoveredName::Kind::AggregationNode ||
            names[size_t(l.b.node)].kind == DiscoveredName::Kind::AggregationNode)
            continue;
        QString why;
        const std::optional<Endpoint> a = endOf(l.a, l.b, &why);
        const std::optional<Endpoint> b = a ? endOf(l.b, l.a, &why) : std::nullopt;
        if (!a || !b) {
            if (report)
                report->append(QStringLiteral("not imported: a link at %1 (no connector for it)").arg(why));
            continue;
        }
        Cable c;
        c.id = QStringLiteral("IB%1").arg(++number, 5, 10, QLatin1Char('0'));
        c.label = c.id;
        c.type = cableType;
        c.lengthM = length;
        c.ends = {*a, *b};
        d.insertCable(d.cables().slotCount(), c);
    }
    // Each leaf serves the rail of the host connectors it reaches, when they agree.
    QHash<int, QSet<int>> leafRails;
    for (int c : d.cables().live()) {
        const Cable &cable = d.cables().at(c);
        for (const auto &[sw, h] :
             {std::pair{cable.ends[0], cable.ends[1]}, std::pair{cable.ends[1], cable.ends[0]}}) {
            if (d.deviceType(sw.device).role != Role::Leaf || d.deviceType(h.device).role != Role::GpuServer)
                continue;
            if (const int rail = d.port(h).railOf(h.effectiveSub()); rail > 0)
                leafRails[sw.device].insert(rail);
        }
    }
    for (auto it = leafRails.cbegin(); it != leafRails.cend(); ++it)
        if (it.value().size() == 1) d.device(it.key()).rail = *it.value().cbegin();
    inferScalableUnits(d);
    return d;
}

} // namespace railyard
