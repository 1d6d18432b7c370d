#include "asbuilt/nodenames.h"

#include <QFile>

using namespace railyard;

namespace {

IbNode node(IbNode::Kind kind, const char *description, quint64 guid = 0)
{
    IbNode n;
    n.kind = kind;
    n.description = QString::fromUtf8(description);
    n.guid = guid;
    return n;
}

} // namespace

TEST_CASE("Discovered names: hosts, HCAs, managed switches, aggregation nodes", "[ibnetdiscover]")
{
    using Kind = DiscoveredName::Kind;
    const DiscoveredName host = discoveredName(node(IbNode::Kind::Ca, "a08-p1-dgx-04-c17 mlx5_5"));
    CHECK(host.kind == Kind::Host);
    CHECK(host.host == QLatin1String("a08-p1-dgx-04-c17"));
    CHECK(host.hca == QLatin1String("mlx5_5"));
    const DiscoveredName hca = discoveredName(node(IbNode::Kind::Ca, "node019 HCA-6"));
    CHECK(hca.host == QLatin1String("node019"));
    CHECK(rdmaDeviceName(hca.hca) == QLatin1String("mlx5_5"));
    CHECK(rdmaDeviceName(QStringLiteral("mlx5_11")) == QLatin1String("mlx5_11"));
    // UCX's and NCCL's device:port; the second port of a dual-port adapter keeps its port.
    CHECK(rdmaDeviceName(QStringLiteral("mlx5_3:1")) == QLatin1String("mlx5_3"));
    CHECK(rdmaPortName(QStringLiteral("HCA-4"), 1) == QLatin1String("mlx5_3"));
    CHECK(rdmaPortName(QStringLiteral("mlx5_3"), 2) == QLatin1String("mlx5_3:2"));
    const DiscoveredName bare = discoveredName(node(IbNode::Kind::Ca, "dgx-su1-n01"));
    CHECK(bare.kind == Kind::Host);
    CHECK(bare.hca.isEmpty());
    CHECK(discoveredName(node(IbNode::Kind::Ca, "MT4129 ConnectX7   Mellanox Technologies")).kind ==
          Kind::Unnamed);
    const DiscoveredName leaf =
        discoveredName(node(IbNode::Kind::Switch, "MF0;A09-P1-IBLEAF-04-04:MQM9701/U1"));
    CHECK(leaf.kind == Kind::Switch);
    CHECK(leaf.host == QLatin1String("A09-P1-IBLEAF-04-04"));
    CHECK(discoveredName(node(IbNode::Kind::Switch, "Quantum Mellanox Technologies")).kind == Kind::Unnamed);
    CHECK(discoveredName(node(IbNode::Kind::Ca, "Mellanox Technologies Aggregation Node")).kind ==
          Kind::AggregationNode);
}

TEST_CASE("Quantum-2 logical ports: two per twin-port cage", "[ibnetdiscover]")
{
    CHECK(cageOfIbPort(1).cage == 1);
    CHECK(cageOfIbPort(1).sub == 1);
    CHECK(cageOfIbPort(2).cage == 1);
    CHECK(cageOfIbPort(2).sub == 2);
    CHECK(cageOfIbPort(63).cage == 32);
    CHECK(cageOfIbPort(64).sub == 2);
    CHECK(cageOfIbPort(5, 1).cage == 5);
    CHECK(cageOfIbPort(0).cage == 0);
}

TEST_CASE("A node-name map renames unmanaged switches by GUID", "[ibnetdiscover]")
{
    const Result<QHash<quint64, QString>> map = parseNodeNameMap(
        "# generated\n0x0008f10400411a08 \"leaf-su1-r1\"\n2c5eab0300b87b40 \"spine-1\"  # a comment\n\n",
        "map.txt");
    REQUIRE(map.ok());
    CHECK(map.value().size() == 2);
    IbFabric fabric;
    fabric.nodes.push_back(
        node(IbNode::Kind::Switch, "Quantum Mellanox Technologies", 0x0008f10400411a08ULL));
    fabric.nodes.push_back(node(IbNode::Kind::Switch, "Quantum Mellanox Technologies", 0x1111ULL));
    applyNodeNameMap(fabric, map.value());
    CHECK(discoveredName(fabric.nodes[0]).host == QLatin1String("leaf-su1-r1"));
    CHECK(discoveredName(fabric.nodes[1]).kind == DiscoveredName::Kind::Unnamed);
    const Result<QHash<quint64, QString>> broken =
        parseNodeNameMap("0x12 \"a\"\nnot a guid line\n", "map.txt");
    REQUIRE_FALSE(broken.ok());
    CHECK(broken.error().toString().startsWith(QLatin1String("map.txt: line 2: not a node-name map line")));
}

TEST_CASE("Every node of the real SuperPOD dump has a name or is known to have none", "[ibnetdiscover]")
{
    QFile file(QStringLiteral(RAILYARD_TEST_DATA_DIR "/ibnetdiscover/ibnetdiscover-dgx-superpod-ndr.out"));
    REQUIRE(file.open(QIODevice::ReadOnly));
    const Result<IbFabric> read = parseIbnetdiscover(file.readAll(), QStringLiteral("dump.out"));
    REQUIRE(read.ok());
    QHash<int, int> kinds;
    for (const IbNode &n : read.value().nodes)
        ++kinds[int(discoveredName(n).kind)];
    CHECK(kinds.value(int(DiscoveredName::Kind::Switch)) == 40);
    CHECK(kinds.value(int(DiscoveredName::Kind::Host)) == 473);
    CHECK(kinds.value(int(DiscoveredName::Kind::AggregationNode)) == 40);
    CHECK(kinds.value(int(DiscoveredName::Kind::Unnamed)) == 69); // the firmware's default description
}
