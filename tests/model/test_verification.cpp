#include "asbuilt/verification.h"
#include "designfixtures.h"
#include "trace/channeltracer.h"

using namespace railyard;
using namespace railyard::test;

namespace {

bool isSwitch(const Design &d, int device)
{
    const Role r = d.deviceType(device).role;
    return r == Role::Leaf || r == Role::Spine || r == Role::Core || r == Role::Switch;
}

// What ibnetdiscover would report of the design built exactly as drawn: hosts as "<host> <rdma device>" on
// HCA port 1, managed switches as "MF0;<host>:MQM9700/U1" with two logical ports per cage, every compute link
// 4x NDR. Each switch also has its aggregation node on port 65.
IbFabric fabricOf(const Design &d)
{
    IbFabric f;
    const auto node = [&f](const QString &description, IbNode::Kind kind) {
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
            f.links.push_back(
                IbLink{{sw, 65}, {int(f.nodes.size()) - 1, 1}, QStringLiteral("4x"), QStringLiteral("NDR")});
            return sw;
        }
        return int(f.nodes.size()) - 1;
    };
    const auto end = [&](const Endpoint &e) {
        const DeviceType &type = d.deviceType(e.device);
        const QString id = d.devices().at(e.device).id;
        if (isSwitch(d, e.device)) {
            int ordinal = 0;
            for (int p = 0; p <= e.port; ++p)
                ordinal += type.ports[size_t(p)].kind == PortKind::Cage ? 1 : 0;
            return IbEnd{node(QStringLiteral("MF0;%1:MQM9700/U1").arg(id), IbNode::Kind::Switch),
                         2 * (ordinal - 1) + e.effectiveSub()};
        }
        return IbEnd{node(id + QLatin1Char(' ') + type.ports[size_t(e.port)].rdma.value(e.effectiveSub() - 1),
                          IbNode::Kind::Ca),
                     1};
    };
    for (const Channel &ch : ChannelTracer(d).traceAll())
        if (ch.startTerminal == Terminal::Module && ch.finishTerminal == Terminal::Module &&
            d.port(ch.start).network == Network::Compute)
            f.links.push_back(
                IbLink{end(ch.start), end(ch.finish), QStringLiteral("4x"), QStringLiteral("NDR")});
    return f;
}

// The link between a host's HCA and a leaf, host end first.
std::pair<int, IbEnd> hostLink(const IbFabric &f, const char *host)
{
    for (size_t i = 0; i < f.links.size(); ++i)
        for (const auto &[mine, other] :
             {std::pair{f.links[i].a, f.links[i].b}, std::pair{f.links[i].b, f.links[i].a}})
            if (f.nodes[size_t(mine.node)].description == QLatin1String(host)) return {int(i), other};
    FAIL("no link of " << host);
    return {};
}

} // namespace

TEST_CASE("Verify: the sample built as drawn is all ok", "[verify]")
{
    const Design d = sampleDesign();
    const Verification v = verifyIbFabric(d, fabricOf(d));
    CHECK(v.summary() == QMap<QString, int>{{QStringLiteral("ok"), 32}}); // 4 DGX H100 × 8 rails
    CHECK(v.allOk());
    CHECK(v.links.front().design.a.contains(QLatin1Char(':')));
}

TEST_CASE("Verify: a perturbed fabric gives exactly the expected states", "[verify]")
{
    const Design d = sampleDesign();
    IbFabric f = fabricOf(d);
    // Two host links swapped at the leaves.
    const auto [l1, leaf1] = hostLink(f, "dgx-su1-n01 mlx5_0");
    const auto [l2, leaf2] = hostLink(f, "dgx-su1-n02 mlx5_0");
    (f.links[size_t(l1)].a == leaf1 ? f.links[size_t(l1)].a : f.links[size_t(l1)].b) = leaf2;
    (f.links[size_t(l2)].a == leaf2 ? f.links[size_t(l2)].a : f.links[size_t(l2)].b) = leaf1;
    // One removed, one degraded, one added between two free leaf ports.
    f.links.erase(f.links.begin() + hostLink(f, "dgx-su1-n03 mlx5_0").first);
    f.links[size_t(hostLink(f, "dgx-su1-n04 mlx5_0").first)].width = QStringLiteral("2x");
    const int leaf = f.links[size_t(l1)].a == leaf2 ? leaf2.node : leaf2.node;
    f.links.push_back(IbLink{{leaf, 63},
                             {leaf2.node == leaf ? leaf1.node : leaf2.node, 63},
                             QStringLiteral("4x"),
                             QStringLiteral("NDR")});
    const Verification v = verifyIbFabric(d, f);
    const QMap<QString, int> expected{{QStringLiteral("ok"), 28},
                                      {QStringLiteral("swapped"), 1},
                                      {QStringLiteral("missing"), 1},
                                      {QStringLiteral("degraded"), 1},
                                      {QStringLiteral("unexpected"), 1}};
    CAPTURE(QStringList(v.summary().keys()).join(QLatin1Char(',')).toStdString());
    CHECK(v.summary() == expected);
    CHECK_FALSE(v.allOk());
    for (const VerifiedLink &l : v.links)
        if (l.status == LinkStatus::Swapped) {
            CHECK(l.design.cables.size() >= 1);
            CHECK_FALSE(l.pairedWith.a.isEmpty());
        }
}

TEST_CASE("Verify: a renamed switch is an unknown device and its design switch is not discovered", "[verify]")
{
    const Design d = sampleDesign();
    IbFabric f = fabricOf(d);
    int renamed = -1;
    for (size_t i = 0; i < f.nodes.size() && renamed < 0; ++i)
        if (f.nodes[i].kind == IbNode::Kind::Switch) renamed = int(i);
    REQUIRE(renamed >= 0);
    const QString before = f.nodes[size_t(renamed)].description;
    f.nodes[size_t(renamed)].description = QStringLiteral("MF0;leaf-renamed:MQM9700/U1");
    int links = 0;
    for (const IbLink &l : f.links)
        links += (l.a.node == renamed || l.b.node == renamed) && l.a.port != 65 && l.b.port != 65 ? 1 : 0;
    const Verification v = verifyIbFabric(d, f);
    CHECK(v.summary().value(QStringLiteral("wrong-peer")) == links);
    CHECK(v.summary().value(QStringLiteral("ok")) == 32 - links);
    REQUIRE(v.notDiscovered.size() == 1);
    CHECK(before.contains(v.notDiscovered.first()));
}

TEST_CASE("Verify: an HCA map places hosts whose RDMA names differ from the catalog's", "[verify]")
{
    const Result<QHash<QString, QString>> map =
        parseHcaMap("port,hca-name\nosfp1.1,HCA-1\nosfp1.2,mlx5_1\n", QStringLiteral("map.csv"));
    REQUIRE(map.ok());
    CHECK(map.value().value(QStringLiteral("mlx5_0")) == QLatin1String("osfp1.1"));
    CHECK(map.value().value(QStringLiteral("mlx5_1")) == QLatin1String("osfp1.2"));
    const Result<QHash<QString, QString>> broken = parseHcaMap("osfp1.1;mlx5_0\n", QStringLiteral("map.csv"));
    REQUIRE_FALSE(broken.ok());
    CHECK(broken.error().toString().startsWith(QLatin1String("map.csv: line 1: expected port,hca-name")));
}
