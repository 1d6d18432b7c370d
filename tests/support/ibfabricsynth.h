#pragma once

// A running fabric made up from a design, for the as-built tests: what ibnetdiscover would report of the
// design built exactly as drawn, as an IbFabric and as the text of the default report.

#include "design/design.h"
#include "io/ibnetdiscover.h"
#include "trace/channeltracer.h"

#include <QSet>
#include <QString>

#include <algorithm>
#include <tuple>
#include <vector>

namespace railyard::test {

inline bool isSwitch(const Design &d, int device)
{
    const Role r = d.deviceType(device).role;
    return r == Role::Leaf || r == Role::Spine || r == Role::Core || r == Role::Switch;
}

// What ibnetdiscover would report of the design built exactly as drawn: hosts as "<host> <rdma device>" on
// HCA port 1, managed switches as "MF0;<host>:MQM9700/U1" with two logical ports per cage, every compute link
// 4x NDR. Each switch also has its aggregation node on port 65.
inline IbFabric fabricOf(const Design &d)
{
    IbFabric f;
    // A switch's aggregation node sits on the port after its last (65 on a Quantum-2's 64).
    const auto node = [&f](const QString &description, IbNode::Kind kind, int aggregationPort = 65) {
        const auto it = f.index.constFind(description);
        if (it != f.index.cend()) return it.value();
        IbNode n;
        n.kind = kind;
        n.description = description;
        f.nodes.push_back(n);
        f.index.insert(description, int(f.nodes.size()) - 1);
        if (kind == IbNode::Kind::Switch) {
            const int sw = int(f.nodes.size()) - 1;
            IbNode aggregation;
            aggregation.description = QStringLiteral("Mellanox Technologies Aggregation Node");
            f.nodes.push_back(aggregation);
            f.links.push_back(IbLink{{sw, aggregationPort},
                                     {int(f.nodes.size()) - 1, 1},
                                     QStringLiteral("4x"),
                                     QStringLiteral("NDR")});
            return sw;
        }
        return int(f.nodes.size()) - 1;
    };
    const auto end = [&](const Endpoint &e) {
        const DeviceType &type = d.deviceType(e.device);
        const QString id = d.devices().at(e.device).id;
        if (isSwitch(d, e.device)) {
            int ordinal = 0, cages = 0;
            for (int p = 0; p < int(type.ports.size()); ++p) {
                const bool cage = type.ports[size_t(p)].kind == PortKind::Cage;
                cages += cage ? 1 : 0;
                ordinal += cage && p <= e.port ? 1 : 0;
            }
            return IbEnd{
                node(QStringLiteral("MF0;%1:MQM9700/U1").arg(id), IbNode::Kind::Switch, 2 * cages + 1),
                2 * (ordinal - 1) + e.effectiveSub()};
        }
        const QString rdma = type.ports[size_t(e.port)].rdma.value(e.effectiveSub() - 1);
        if (!rdma.isEmpty()) return IbEnd{node(id + QLatin1Char(' ') + rdma, IbNode::Kind::Ca), 1};
        // A type that names no RDMA devices (the UFM appliance): one adapter with a port per cage, as a
        // ConnectX with two ports reports itself.
        int ordinal = 0;
        for (int p = 0; p <= e.port; ++p)
            ordinal += type.ports[size_t(p)].kind == PortKind::Cage ? 1 : 0;
        return IbEnd{node(id + QStringLiteral(" HCA-1"), IbNode::Kind::Ca), ordinal};
    };
    // The compute channels, and the switch-to-switch channels of the switches they reach (tier by tier).
    std::vector<Channel> channels;
    for (const Channel &ch : ChannelTracer(d).traceAll())
        if (ch.startTerminal == Terminal::Module && ch.finishTerminal == Terminal::Module)
            channels.push_back(ch);
    const auto net = [&d](const Endpoint &e) { return d.port(e).network; };
    const auto ib = [&](const Endpoint &e) { return net(e) == Network::Compute || net(e) == Network::None; };
    QSet<int> fabricDevices;
    for (const Channel &ch : channels)
        for (const Endpoint &e : {ch.start, ch.finish})
            if (net(e) == Network::Compute) fabricDevices.insert(e.device);
    for (bool grew = true; grew;) {
        grew = false;
        for (const Channel &ch : channels)
            if (ib(ch.start) && ib(ch.finish) &&
                fabricDevices.contains(ch.start.device) != fabricDevices.contains(ch.finish.device)) {
                fabricDevices.insert(ch.start.device);
                fabricDevices.insert(ch.finish.device);
                grew = true;
            }
    }
    for (const Channel &ch : channels)
        if (ib(ch.start) && ib(ch.finish) && fabricDevices.contains(ch.start.device))
            f.links.push_back(
                IbLink{end(ch.start), end(ch.finish), QStringLiteral("4x"), QStringLiteral("NDR")});
    return f;
}

// The default ibnetdiscover report of a fabric (formats.md §A1.1): a block per node with its port lines,
// GUIDs made up from the node's index.
inline QByteArray ibnetdiscoverText(const IbFabric &f)
{
    const auto guid = [](int node) {
        return QStringLiteral("%1").arg(quint64(0xe09d730300000000ULL) + quint64(node), 16, 16,
                                        QLatin1Char('0'));
    };
    const auto prefix = [&f](int node) {
        return f.nodes[size_t(node)].kind == IbNode::Kind::Switch ? QStringLiteral("S") : QStringLiteral("H");
    };
    // Each node's link ends by port, so that writing stays linear in the links (the benchmark's XL).
    std::vector<std::vector<std::tuple<int, IbEnd, const IbLink *>>> ends(f.nodes.size());
    for (const IbLink &l : f.links)
        for (const auto &[mine, other] : {std::pair{l.a, l.b}, std::pair{l.b, l.a}})
            ends[size_t(mine.node)].emplace_back(mine.port, other, &l);
    for (auto &e : ends)
        std::stable_sort(e.begin(), e.end(),
                         [](const auto &x, const auto &y) { return std::get<0>(x) < std::get<0>(y); });
    QString text = QStringLiteral("#\n# Topology file: generated on Thu Dec  3 12:00:00 2026\n#\n");
    for (int pass = 0; pass < 2; ++pass)
        for (int n = 0; n < int(f.nodes.size()); ++n) {
            const IbNode &node = f.nodes[size_t(n)];
            const bool isSw = node.kind == IbNode::Kind::Switch;
            if (isSw != (pass == 0)) continue;
            text += QStringLiteral("\nvendid=0x2c9\ndevid=0x%1\n")
                        .arg(isSw ? QStringLiteral("d2f2") : QStringLiteral("1021"));
            if (isSw)
                text +=
                    QStringLiteral(
                        "switchguid=0x%1(%1)\nSwitch\t65 \"S-%1\"\t\t# \"%2\" enhanced port 0 lid %3 lmc 0\n")
                        .arg(guid(n), node.description)
                        .arg(n + 1);
            else
                text += QStringLiteral("caguid=0x%1\nCa\t1 \"H-%1\"\t\t# \"%2\"\n")
                            .arg(guid(n), node.description);
            for (const auto &[port, other, link] : ends[size_t(n)]) {
                const IbNode &peer = f.nodes[size_t(other.node)];
                const QString speed = link->width + link->speed;
                if (isSw)
                    text += QStringLiteral("[%1]\t\"%2-%3\"[%4]%5\t\t# \"%6\" lid %7 %8\n")
                                .arg(port)
                                .arg(prefix(other.node), guid(other.node))
                                .arg(other.port)
                                .arg(peer.kind == IbNode::Kind::Switch
                                         ? QString()
                                         : QStringLiteral("(%1) ").arg(guid(other.node)))
                                .arg(peer.description)
                                .arg(other.node + 1)
                                .arg(speed);
                else
                    text += QStringLiteral("[%1](%2) \t\"%3-%4\"[%5]\t\t# lid %6 lmc 0 \"%7\" lid %8 %9\n")
                                .arg(port)
                                .arg(guid(n), prefix(other.node), guid(other.node))
                                .arg(other.port)
                                .arg(n + 1)
                                .arg(peer.description)
                                .arg(other.node + 1)
                                .arg(speed);
            }
        }
    return text.toUtf8();
}

// The link between a host's HCA ("dgx-su1-n01 mlx5_0") and a leaf: its index, and the leaf's end.
inline std::pair<int, IbEnd> hostLink(const IbFabric &f, const char *host)
{
    for (size_t i = 0; i < f.links.size(); ++i)
        for (const auto &[mine, other] :
             {std::pair{f.links[i].a, f.links[i].b}, std::pair{f.links[i].b, f.links[i].a}})
            if (f.nodes[size_t(mine.node)].description == QLatin1String(host)) return {int(i), other};
    return {-1, {}};
}

// Exchanges the leaf ends of two host links: the two cables plugged into each other's leaf port.
inline void swapHostLinks(IbFabric &f, const char *host1, const char *host2)
{
    const auto [l1, leaf1] = hostLink(f, host1);
    const auto [l2, leaf2] = hostLink(f, host2);
    (f.links[size_t(l1)].a == leaf1 ? f.links[size_t(l1)].a : f.links[size_t(l1)].b) = leaf2;
    (f.links[size_t(l2)].a == leaf2 ? f.links[size_t(l2)].a : f.links[size_t(l2)].b) = leaf1;
}

// The sample's fabric with exactly one swapped pair (rail 1 of nodes 1 and 2), one missing link
// (node 3), one degraded (node 4, 2x) and one unexpected (a loop from the rail-1 leaf's port 63 to its
// port 64).
inline void perturbSample(IbFabric &f)
{
    const int leaf1 = hostLink(f, "dgx-su1-n01 mlx5_0").second.node;
    const int leaf2 = hostLink(f, "dgx-su1-n02 mlx5_0").second.node;
    swapHostLinks(f, "dgx-su1-n01 mlx5_0", "dgx-su1-n02 mlx5_0");
    f.links.erase(f.links.begin() + hostLink(f, "dgx-su1-n03 mlx5_0").first);
    f.links[size_t(hostLink(f, "dgx-su1-n04 mlx5_0").first)].width = QStringLiteral("2x");
    f.links.push_back(IbLink{{leaf1, 63}, {leaf2, 64}, QStringLiteral("4x"), QStringLiteral("NDR")});
}

} // namespace railyard::test
