#include "io/ibnetdiscover.h"

#include <QFile>

using namespace railyard;

namespace {

QByteArray readData(const char *name)
{
    QFile file(QStringLiteral(RAILYARD_TEST_DATA_DIR "/ibnetdiscover/") + QLatin1String(name));
    REQUIRE(file.open(QIODevice::ReadOnly));
    return file.readAll();
}

int nodeNamed(const IbFabric &f, const QString &description)
{
    for (size_t i = 0; i < f.nodes.size(); ++i)
        if (f.nodes[i].description == description) return int(i);
    return -1;
}

// The link at a node's port, or nullptr.
const IbLink *linkAt(const IbFabric &f, int node, int port)
{
    for (const IbLink &l : f.links)
        if ((l.a.node == node && l.a.port == port) || (l.b.node == node && l.b.port == port)) return &l;
    return nullptr;
}

IbEnd otherEnd(const IbLink &l, int node)
{
    return l.a.node == node ? l.b : l.a;
}

} // namespace

TEST_CASE("ibnetdiscover: the real DGX SuperPOD dump, every link once", "[ibnetdiscover]")
{
    const Result<IbFabric> read =
        parseIbnetdiscover(readData("ibnetdiscover-dgx-superpod-ndr.out"), "dump.out");
    REQUIRE(read.ok());
    const IbFabric &f = read.value();
    CHECK(f.switchCount() == 40);
    CHECK(f.caCount() == 582);
    CHECK(f.links.size() == 1114); // 2,228 port lines: each link seen from both ends
    for (const IbLink &l : f.links) {
        CHECK(l.width == QLatin1String("4x"));
        CHECK(l.speed == QLatin1String("NDR"));
    }
    const int leaf = nodeNamed(f, QStringLiteral("MF0;A09-P1-IBLEAF-04-04:MQM9701/U1"));
    REQUIRE(leaf >= 0);
    CHECK(f.nodes[size_t(leaf)].kind == IbNode::Kind::Switch);
    CHECK(f.nodes[size_t(leaf)].ports == 65);
    CHECK(f.nodes[size_t(leaf)].lid == 73);
    CHECK(f.nodes[size_t(leaf)].guid == 0x2c5eab0300b87b40ULL);
    const IbLink *host = linkAt(f, leaf, 17);
    REQUIRE(host);
    const IbEnd hca = otherEnd(*host, leaf);
    CHECK(f.nodes[size_t(hca.node)].description == QLatin1String("a08-p1-dgx-04-c17 mlx5_5"));
    CHECK(f.nodes[size_t(hca.node)].kind == IbNode::Kind::Ca);
    CHECK(hca.port == 1);
    const IbLink *aggregation = linkAt(f, leaf, 65);
    REQUIRE(aggregation);
    CHECK(f.nodes[size_t(otherEnd(*aggregation, leaf).node)].description ==
          QLatin1String("Mellanox Technologies Aggregation Node"));
    const IbLink *spine = linkAt(f, leaf, 42);
    REQUIRE(spine);
    CHECK(f.nodes[size_t(otherEnd(*spine, leaf).node)].description ==
          QLatin1String("MF0;B10-P1-IBSPINE-05:MQM9701/U1"));
    CHECK(otherEnd(*spine, leaf).port == 32);
}

TEST_CASE("ibnetdiscover: unusual but valid reports", "[ibnetdiscover]")
{
    SECTION("the man page's SDR fabric: a two-port CA, a degraded 1x link, -g, -f")
    {
        const QByteArray text =
            "#\n# Topology file: generated on Tue Jun  5 14:15:10 2007\n#\n"
            "vendid=0x2c9\ndevid=0x5a44\ncaguid=0x8f10403960558\n"
            "Ca      2 \"H-0008f10403960558\"          # \"MT23108 InfiniHost Mellanox Technologies\"\n"
            "[2](8f1040396055a)     \"S-005442ba00003080\"[8]         # lid 14 lmc 1 \"ISR9024 "
            "Voltaire\" lid 6 4xSDR\n"
            "[1](8f10403960559)     \"S-005442ba00003080\"[12]                # lid 10 lmc 1 "
            "\"ISR9024 Voltaire\" lid 6 1xSDR\n\n"
            "switchguid=0x5442ba00003080(5442ba00003080)\t# ISR9024 Voltaire\n"
            "Switch\t24 \"S-005442ba00003080\"\t\t# \"ISR9024 Voltaire\" base port 0 lid 6 lmc 0\n"
            "[8][ext 8]\t\"H-0008f10403960558\"[2](8f1040396055a) \t\t# \"MT23108 InfiniHost "
            "Mellanox Technologies\" lid 14 4xSDR s=1 w=2 v=3\n"
            "[12]\t\"H-0008f10403960558\"[1](8f10403960559) \t\t# \"MT23108 InfiniHost "
            "Mellanox Technologies\" lid 10 4xSDR\n";
        const Result<IbFabric> read = parseIbnetdiscover(text, "man.out");
        REQUIRE(read.ok());
        const IbFabric &f = read.value();
        CHECK(f.nodes.size() == 2);
        CHECK(f.links.size() == 2);
        const int ca = nodeNamed(f, QStringLiteral("MT23108 InfiniHost Mellanox Technologies"));
        REQUIRE(ca >= 0);
        CHECK(f.nodes[size_t(ca)].ports == 2);
        const IbLink *degraded = linkAt(f, ca, 1);
        REQUIRE(degraded);
        CHECK(degraded->width == QLatin1String("1x")); // the lower of the two ends' reports
        CHECK(otherEnd(*degraded, ca).port == 12);
        CHECK(linkAt(f, ca, 2)->width == QLatin1String("4x"));
    }
    SECTION("-g: chassis comments on the id lines and external port numbers")
    {
        const QByteArray text =
            "vendid=0x8f1\ndevid=0x5a5a\nsysimgguid=0x8f10400410015\t\t# Chassis 1 (ISR9288) "
            "slot 3\nswitchguid=0x8f10400410015(8f10400410015)\t# ISR9288 Voltaire spine 1 chip 1\n"
            "Switch\t24 \"S-0008f10400410015\"\t\t# \"ISR9288/ISR9096 Voltaire sFB-12D\" base "
            "port 0 lid 64 lmc 0\n"
            "[1][ext 1]\t\"S-0008f10400410014\"[19][ext 7]\t\t# \"ISR9288 Voltaire sLB-24D\" "
            "lid 62 4xDDR\n";
        const Result<IbFabric> read = parseIbnetdiscover(text, "g.out");
        REQUIRE(read.ok());
        REQUIRE(read.value().links.size() == 1);
        CHECK(read.value().links[0].b.port == 19); // the logical port, not the front-panel one
        CHECK(read.value().links[0].speed == QLatin1String("DDR"));
    }
    SECTION("the ports report (-p), with a node-name map's switch names and unconnected ports")
    {
        const QByteArray text =
            "CA   134  1 0x7cfe9003003b4bde 4x EDR - SW  1719 10 0x7cfe9003009ce5b0 ( 'o0001 HCA-1' - "
            "'ib-i1l1s01' )\n"
            "CA   133  1 0x7cfe9003003b4b96 4x EDR - SW  1719 11 0x7cfe9003009ce5b0 ( 'o0002 HCA-1' - "
            "'ib-i1l1s01' )\n"
            "CA  1432  1 0x506b4b0300cc02a6 4x EDR - SW  2052 35 0x506b4b03005c2740 ( 'p0001 HCA-1' - "
            "'ib-i4l1s01' )\n"
            "SW  1719 10 0x7cfe9003009ce5b0 4x EDR - CA   134  1 0x7cfe9003003b4bde ( 'ib-i1l1s01' - 'o0001 "
            "HCA-1' )\n"
            "SW  1719 11 0x7cfe9003009ce5b0 4x EDR - CA   133  1 0x7cfe9003003b4b96 ( 'ib-i1l1s01' - 'o0002 "
            "HCA-1' )\n"
            "SW  1719  1 0x7cfe9003009ce5b0 4x EDR - SW  1516  1 0x7cfe900300b07320 ( 'ib-i1l1s01' - "
            "'ib-i1l2s01' )\n"
            "SW  2052 35 0x506b4b03005c2740 4x EDR - CA  1432  1 0x506b4b0300cc02a6 ( 'ib-i4l1s01' - 'p0001 "
            "HCA-1' )\n"
            "SW  2052 37 0x506b4b03005c2740 4x ???                                    'ib-i4l1s01'\n"
            "SW  1781 80 0x08c0eb0300add20e 4x SDR                                    'ib-i7l2s01'\n";
        const Result<IbFabric> read = parseIbnetdiscover(text, "ports.out");
        REQUIRE(read.ok());
        const IbFabric &f = read.value();
        CHECK(f.nodes.size() == 7);
        CHECK(f.switchCount() == 4);
        CHECK(f.links.size() == 4);
        const int o1 = nodeNamed(f, QStringLiteral("o0001 HCA-1"));
        REQUIRE(o1 >= 0);
        const IbLink *l = linkAt(f, o1, 1);
        REQUIRE(l);
        CHECK(f.nodes[size_t(otherEnd(*l, o1).node)].description == QLatin1String("ib-i1l1s01"));
        CHECK(otherEnd(*l, o1).port == 10);
        CHECK(l->speed == QLatin1String("EDR"));
    }
}

TEST_CASE("ibnetdiscover: broken reports are refused, naming the line", "[ibnetdiscover]")
{
    const auto message = [](const QByteArray &text) {
        const Result<IbFabric> read = parseIbnetdiscover(text, QStringLiteral("dump.out"));
        return read.ok() ? QString() : read.error().toString();
    };
    CHECK(message("") == QLatin1String("dump.out: no switch or adapter: not ibnetdiscover output"));
    CHECK(message("# only comments\n\n") ==
          QLatin1String("dump.out: no switch or adapter: not ibnetdiscover output"));
    CHECK(message("Switch\t65 \"S-2c5eab0300b87b40\"\t\t# \"leaf\" enhanced port 0 lid 73 lmc 0\n"
                  "[1]\t\"H-e09d7303007a4bd8\"[1](e09d7303007a4bd8) \t\t# \"host mlx5_5\" lid 647 4xNDR\n"
                  "[2]\tgarbage\n")
              .startsWith(QLatin1String("dump.out: line 3: not a line of ibnetdiscover output: [2]")));
    CHECK(message("[1]\t\"H-e09d7303007a4bd8\"[1](e09d7303007a4bd8) \t\t# \"host mlx5_5\" lid 647 4xNDR\n") ==
          QLatin1String("dump.out: line 1: a port line before any Switch or Ca line"));
    CHECK(message("Switch\t65 \"S-2c5eab0300b87b40\"\t\t# \"leaf\" enhanced port 0 lid 73 lmc 0\n"
                  "[1]\t\"H-e09d7303007a4bd8\"[1](e09d7303007a4bd8) \t\t# \"host mlx5_5\" lid 647 4xNDR\n"
                  "[1]\t\"H-e09d7303007a4bd9\"[1](e09d7303007a4bd9) \t\t# \"host mlx5_6\" lid 648 4xNDR\n") ==
          QLatin1String("dump.out: line 3: port 1 is reported connected to two different peers"));
    CHECK(message("This is a README, not a topology\n").contains(QLatin1String("line 1")));
}
