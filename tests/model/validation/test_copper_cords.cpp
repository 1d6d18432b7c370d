#include "design/cablechoice.h"
#include "designbuilder.h"
#include "io/jsondesignwriter.h"
#include "trace/channeltracer.h"
#include "validation/connectioncheck.h"

using namespace railyard;
using namespace railyard::test;

// RJ45 copper patch cords (cable kind "copper", a Railyard extension): the out-of-band network of a SuperPOD.
TEST_CASE("RJ45 cords join BMCs and management ports to the out-of-band switch", "[validation][copper]")
{
    DesignBuilder b;
    const QString dgx = b.device(QStringLiteral("dgx-h100"), QStringLiteral("R1"), 0);
    const QString oob = b.device(QStringLiteral("sn2201"), QStringLiteral("R1"), 20);
    const QString leaf = b.device(QStringLiteral("qm9700"), QStringLiteral("R1"), 22);

    SECTION("a BMC and a switch's management port on cords validate clean")
    {
        b.cable(QStringLiteral("CAT6A-RJ45"), 3, DesignBuilder::end(dgx, QStringLiteral("bmc")),
                DesignBuilder::end(oob, QStringLiteral("eth1")));
        b.cable(QStringLiteral("CAT6A-RJ45"), 1, DesignBuilder::end(leaf, QStringLiteral("mgmt")),
                DesignBuilder::end(oob, QStringLiteral("eth2")));
        const Design d = b.design();
        const QList<Issue> issues = validateDesign(d);
        for (const Issue &i : issues) {
            INFO(ruleId(i.rule).data() << ": " << i.message.toStdString());
            CHECK(i.severity != Severity::Error);
        }
    }

    SECTION("a cord longer than the copper channel limit is a reach error")
    {
        b.cable(QStringLiteral("CAT6A-RJ45"), 120, DesignBuilder::end(dgx, QStringLiteral("bmc")),
                DesignBuilder::end(oob, QStringLiteral("eth1")));
        const QList<Issue> reach = issuesOf(b.design(), "reach");
        REQUIRE(reach.size() == 1);
        CHECK(reach.first().message.contains(QStringLiteral("100 m")));
    }

    SECTION("a cord in a cage, or a fiber in an RJ45 port, is a connector mismatch")
    {
        b.cable(QStringLiteral("CAT6A-RJ45"), 2, DesignBuilder::end(leaf, QStringLiteral("osfp1")),
                DesignBuilder::end(oob, QStringLiteral("eth3")));
        CHECK(issuesOf(b.design(), "connector-mismatch").size() == 1);
        DesignBuilder fiber;
        const QString s = fiber.device(QStringLiteral("sn2201"), QStringLiteral("R1"), 0);
        const QString q = fiber.device(QStringLiteral("qm9700"), QStringLiteral("R1"), 2);
        fiber.module(q, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NM"));
        fiber.cable(QStringLiteral("MFP7E30"), 3, DesignBuilder::end(q, QStringLiteral("osfp1"), 1),
                    DesignBuilder::end(s, QStringLiteral("eth1")));
        CHECK_FALSE(issuesOf(fiber.design(), "connector-mismatch").isEmpty());
    }

    SECTION("connecting two RJ45 ports proposes the cord; a cage refuses it")
    {
        const Design d = b.design();
        const int dgxIndex = d.devices().find(dgx), oobIndex = d.devices().find(oob),
                  leafIndex = d.devices().find(leaf);
        const Endpoint bmc{dgxIndex, d.deviceType(dgxIndex).portIndex(QStringLiteral("bmc")), 0, Side::None};
        const int eth5 = d.deviceType(oobIndex).portIndex(QStringLiteral("eth5"));
        const ConnectionCheck ok = checkConnection(d, bmc, oobIndex, eth5, 0, Side::None);
        CHECK(ok.fit == ConnectionCheck::Fit::Fits);
        CHECK(d.catalog.cableTypes.at(ok.cable.type).id == QLatin1String("CAT6A-RJ45"));
        const int osfp2 = d.deviceType(leafIndex).portIndex(QStringLiteral("osfp2"));
        const ConnectionCheck refused = checkConnection(d, bmc, leafIndex, osfp2, 0, Side::None);
        CHECK(refused.fit != ConnectionCheck::Fit::Fits);
    }
}

TEST_CASE("A copper cord type survives a JSON round trip", "[io][copper]")
{
    DesignBuilder b;
    const QString dgx = b.device(QStringLiteral("dgx-h100"), QStringLiteral("R1"), 0);
    const QString oob = b.device(QStringLiteral("sn2201"), QStringLiteral("R1"), 20);
    b.cable(QStringLiteral("CAT6A-RJ45"), 3, DesignBuilder::end(dgx, QStringLiteral("bmc")),
            DesignBuilder::end(oob, QStringLiteral("eth1")));
    const Design d = b.design();
    // Against an empty catalog, so the cord type must come from the file itself.
    Result<Design> r = readJsonDesign(writeJsonDesign(d), QStringLiteral("oob.json"), Catalog());
    REQUIRE(r.ok());
    const Design back = r.takeValue();
    const CableType *t = back.catalog.cableTypes.find(QStringLiteral("CAT6A-RJ45"));
    REQUIRE(t);
    CHECK(t->kind == CableKind::Copper);
    CHECK(t->connector == QLatin1String("RJ45"));
    CHECK(t->maxLengthM == 100.0);
    CHECK(*t == *d.catalog.cableTypes.find(QStringLiteral("CAT6A-RJ45")));
}

TEST_CASE("An out-of-band run through RJ45 coupler panels is one copper channel", "[validation][copper]")
{
    DesignBuilder b;
    const QString dgx = b.device(QStringLiteral("dgx-h100"), QStringLiteral("R1"), 0);
    const QString panelA = b.device(QStringLiteral("pp-rj45-48"), QStringLiteral("R1"), 40);
    const QString panelB = b.device(QStringLiteral("pp-rj45-48"), QStringLiteral("R2"), 40);
    const QString oob = b.device(QStringLiteral("sn2201"), QStringLiteral("R2"), 20);
    auto run = [&](double middle) {
        b.cable(QStringLiteral("CAT6A-RJ45"), 3, DesignBuilder::end(dgx, QStringLiteral("bmc")),
                DesignBuilder::end(panelA, QStringLiteral("P01"), 0, QStringLiteral("front")));
        b.cable(QStringLiteral("CAT6A-RJ45"), middle,
                DesignBuilder::end(panelA, QStringLiteral("P01"), 0, QStringLiteral("rear")),
                DesignBuilder::end(panelB, QStringLiteral("P01"), 0, QStringLiteral("rear")));
        b.cable(QStringLiteral("CAT6A-RJ45"), 3,
                DesignBuilder::end(panelB, QStringLiteral("P01"), 0, QStringLiteral("front")),
                DesignBuilder::end(oob, QStringLiteral("eth1")));
        return b.design();
    };

    SECTION("within 100 m in total: clean, and traced end to end")
    {
        const Design d = run(30);
        for (const Issue &i : validateDesign(d)) {
            INFO(ruleId(i.rule).data() << ": " << i.message.toStdString());
            CHECK(i.severity != Severity::Error);
        }
        int channels = 0;
        for (const Channel &ch : ChannelTracer(d).traceAll()) {
            ++channels;
            CHECK(ch.hops.size() == 3);
            CHECK(ch.isComplete());
        }
        CHECK(channels == 1);
    }

    SECTION("each cord is short enough, but the channel is 104 m")
    {
        const QList<Issue> reach = issuesOf(run(98), "reach");
        REQUIRE(reach.size() == 1);
        CHECK(reach.first().message.contains(QStringLiteral("104 m")));
    }
}
