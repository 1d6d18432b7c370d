#include "asbuilt/fabricimport.h"
#include "asbuilt/verification.h"
#include "designfixtures.h"
#include "generate/fabricgenerator.h"
#include "ibfabricsynth.h"
#include "io/bundledcatalog.h"

#include <QFile>
#include <QRegularExpression>

using namespace railyard;
using namespace railyard::test;

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
    perturbSample(f);
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

TEST_CASE("Verify: the design's fabric written as an ibnetdiscover report and read back is all ok",
          "[verify]")
{
    const Design d = sampleDesign();
    const Result<IbFabric> read =
        parseIbnetdiscover(ibnetdiscoverText(fabricOf(d)), QStringLiteral("made.out"));
    REQUIRE(read.ok());
    CHECK(read.value().links.size() == fabricOf(d).links.size());
    CHECK(verifyIbFabric(d, read.value()).summary() == QMap<QString, int>{{QStringLiteral("ok"), 32}});
}

TEST_CASE("Import: the real SuperPOD dump becomes a design that verifies all ok against it",
          "[verify][import]")
{
    QFile file(QStringLiteral(RAILYARD_TEST_DATA_DIR "/ibnetdiscover/ibnetdiscover-dgx-superpod-ndr.out"));
    REQUIRE(file.open(QIODevice::ReadOnly));
    const Result<IbFabric> fabric = parseIbnetdiscover(file.readAll(), QStringLiteral("dump.out"));
    REQUIRE(fabric.ok());
    QStringList report;
    const Result<Design> imported = importIbFabric(fabric.value(), {}, &report);
    REQUIRE(imported.ok());
    const Design &d = imported.value();
    int leaves = 0, spines = 0, hosts = 0;
    for (int dev : d.devices().live()) {
        const Role role = d.deviceType(dev).role;
        leaves += role == Role::Leaf ? 1 : 0;
        spines += role == Role::Spine ? 1 : 0;
        hosts += role == Role::GpuServer ? 1 : 0;
    }
    CHECK(leaves == 31);
    CHECK(spines == 9);
    CHECK(d.cables().liveCount() == 1114 - 40); // every link but the aggregation nodes'
    CHECK(hosts > 0);
    CHECK(report.join(QLatin1Char('\n')).contains(QLatin1String("mlx5_0, mlx5_1, mlx5_4, mlx5_5")));
    CHECK(report.join(QLatin1Char('\n')).contains(QLatin1String("69 nodes report no name")));
    const Verification v = verifyIbFabric(d, fabric.value());
    CAPTURE(QStringList(v.summary().keys()).join(QLatin1Char(',')).toStdString());
    CHECK(v.summary() == QMap<QString, int>{{QStringLiteral("ok"), 1114 - 40}});
}

TEST_CASE("Import: scalable units follow the leaves the hosts reach, numbered by the leaves' names",
          "[verify][import]")
{
    QFile file(QStringLiteral(RAILYARD_TEST_DATA_DIR "/ibnetdiscover/ibnetdiscover-dgx-superpod-ndr.out"));
    REQUIRE(file.open(QIODevice::ReadOnly));
    const Result<IbFabric> fabric = parseIbnetdiscover(file.readAll(), QStringLiteral("dump.out"));
    REQUIRE(fabric.ok());
    const Result<Design> imported = importIbFabric(fabric.value(), {}, nullptr);
    REQUIRE(imported.ok());
    const Design &d = imported.value();
    // The dump's hosts are named <row>-p1-dgx-0<SU>-c<node> and its leaves <row>-P1-IBLEAF-<rail>-0<SU>: the
    // SUs found from the cabling alone are the ones the names tell.
    QMap<int, QSet<QString>> hostGroups, leafGroups;
    QMap<int, QSet<int>> nodes;
    const QRegularExpression host(QStringLiteral("^[ab]\\d\\d-p1-dgx-0(\\d)-c\\d+$"));
    const QRegularExpression leaf(QStringLiteral("^[AB]09-P1-IBLEAF-0\\d-0(\\d)$"));
    for (int dev : d.devices().live()) {
        const Device &device = d.devices().at(dev);
        const Role role = d.deviceType(dev).role;
        if (role == Role::Spine) {
            CHECK_FALSE(device.su);
            continue;
        }
        if (const QRegularExpressionMatch m = host.match(device.id); m.hasMatch()) {
            REQUIRE(device.su);
            REQUIRE(device.node);
            hostGroups[*device.su].insert(m.captured(1));
            CHECK_FALSE(nodes[*device.su].contains(*device.node)); // each node number once per SU
            nodes[*device.su].insert(*device.node);
        } else if (const QRegularExpressionMatch l = leaf.match(device.id); l.hasMatch()) {
            REQUIRE(device.su);
            leafGroups[*device.su].insert(l.captured(1));
        }
    }
    REQUIRE(hostGroups.size() == 8);
    for (int su = 1; su <= 8; ++su) {
        CHECK(hostGroups[su] == QSet<QString>{QString::number(su)});
        CHECK(leafGroups[su] == QSet<QString>{QString::number(su)});
    }
}

TEST_CASE("Verify: perturbed copies of the real dump against the design imported from it", "[verify][import]")
{
    QFile file(QStringLiteral(RAILYARD_TEST_DATA_DIR "/ibnetdiscover/ibnetdiscover-dgx-superpod-ndr.out"));
    REQUIRE(file.open(QIODevice::ReadOnly));
    const Result<IbFabric> read = parseIbnetdiscover(file.readAll(), QStringLiteral("dump.out"));
    REQUIRE(read.ok());
    const Result<Design> imported = importIbFabric(read.value(), {}, nullptr);
    REQUIRE(imported.ok());
    const Design &d = imported.value();

    SECTION("two host links swapped, one removed, one degraded, one added")
    {
        IbFabric f = read.value();
        const IbEnd leaf1 = hostLink(f, "a08-p1-dgx-04-c01 mlx5_5").second;
        swapHostLinks(f, "a08-p1-dgx-04-c01 mlx5_5", "a08-p1-dgx-04-c02 mlx5_5");
        f.links.erase(f.links.begin() + hostLink(f, "a08-p1-dgx-04-c03 mlx5_5").first);
        f.links[size_t(hostLink(f, "a08-p1-dgx-04-c04 mlx5_5").first)].width = QStringLiteral("2x");
        // Port 60 of the leaf is free (hosts on 1–17, spines on 35–50), and of the leaf's first spine too.
        int otherLeaf = -1;
        for (size_t n = 0; n < f.nodes.size() && otherLeaf < 0; ++n)
            if (f.nodes[n].kind == IbNode::Kind::Switch && int(n) != leaf1.node &&
                f.nodes[n].description.contains(QLatin1String("IBLEAF")))
                otherLeaf = int(n);
        REQUIRE(otherLeaf >= 0);
        f.links.push_back(
            IbLink{{leaf1.node, 60}, {otherLeaf, 60}, QStringLiteral("4x"), QStringLiteral("NDR")});
        const Verification v = verifyIbFabric(d, f);
        CAPTURE(QStringList(v.summary().keys()).join(QLatin1Char(',')).toStdString());
        CHECK(v.summary() == QMap<QString, int>{{QStringLiteral("ok"), 1070},
                                                {QStringLiteral("swapped"), 1},
                                                {QStringLiteral("missing"), 1},
                                                {QStringLiteral("degraded"), 1},
                                                {QStringLiteral("unexpected"), 1}});
    }
    SECTION("a spine renamed")
    {
        IbFabric f = read.value();
        int renamed = -1;
        for (size_t n = 0; n < f.nodes.size() && renamed < 0; ++n)
            if (f.nodes[n].description.contains(QLatin1String("IBSPINE"))) renamed = int(n);
        REQUIRE(renamed >= 0);
        f.nodes[size_t(renamed)].description = QStringLiteral("MF0;B10-P1-IBSPINE-XX:MQM9701/U1");
        // Its links to the leaves, not to its own aggregation node (port 65, no cable).
        int links = 0;
        for (const IbLink &l : f.links)
            links += (l.a.node == renamed || l.b.node == renamed) && l.a.port != 65 && l.b.port != 65 ? 1 : 0;
        const Verification v = verifyIbFabric(d, f);
        CHECK(links == 62);
        CHECK(v.summary().value(QStringLiteral("wrong-peer")) == links);
        CHECK(v.summary().value(QStringLiteral("ok")) == 1074 - links);
        CHECK(v.notDiscovered.size() == 1);
    }
}

TEST_CASE("Verify: a generated DGX SuperPOD against a dump synthesised from it, then perturbed", "[verify]")
{
    FabricOptions o;
    o.preset = QStringLiteral("dgx-h100-superpod");
    o.sus = 1;
    const Result<GeneratedFabric> r = generateFabric(o, bundledCatalog());
    REQUIRE(r.ok());
    const Design &d = r.value().design;
    IbFabric f = fabricOf(d);
    const Verification clean = verifyIbFabric(d, f);
    const int links = clean.summary().value(QStringLiteral("ok"));
    CHECK(clean.allOk());
    CHECK(links > 248); // 248 node-leaf links and the leaf-spine tier (storage and management stay out)
    // A leaf-spine link missing and a node-leaf link degraded.
    for (size_t i = 0; i < f.links.size(); ++i)
        if (f.nodes[size_t(f.links[i].a.node)].kind == IbNode::Kind::Switch &&
            f.nodes[size_t(f.links[i].b.node)].kind == IbNode::Kind::Switch && f.links[i].a.port != 65 &&
            f.links[i].b.port != 65) {
            f.links.erase(f.links.begin() + qsizetype(i));
            break;
        }
    for (IbLink &l : f.links)
        if (f.nodes[size_t(l.a.node)].kind == IbNode::Kind::Ca &&
            f.nodes[size_t(l.a.node)].description !=
                QLatin1String("Mellanox Technologies Aggregation Node")) {
            l.speed = QStringLiteral("HDR");
            break;
        }
    const Verification v = verifyIbFabric(d, f);
    CHECK(v.summary() == QMap<QString, int>{{QStringLiteral("ok"), links - 2},
                                            {QStringLiteral("missing"), 1},
                                            {QStringLiteral("degraded"), 1}});
}
