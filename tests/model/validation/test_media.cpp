#include "designbuilder.h"
#include "parts.h"

using namespace railyard;
using namespace railyard::test;

TEST_CASE("Fiber: single-mode and multimode never share a channel", "[validation][media]")
{
    SECTION("a multimode cord on single-mode optics")
    {
        DesignBuilder b;
        b.chain("MMS4X00-NM", {"MFP7E10 3"}, "MMS4X00-NM");
        const QList<Issue> issues = issuesOf(b.design(), "fiber-mismatch");
        REQUIRE(issues.size() == 1);
        CHECK(issues[0].severity == Severity::Error);
        CHECK(issues[0].message.contains(QLatin1String("MMS4X00-NM (SMF) does not support OM4 fiber")));
    }
    SECTION("single-mode and multimode cables in one channel")
    {
        DesignBuilder b;
        b.chain("MMA4Z00-NS", {"MFP7E10 3", "|", "MPO12-TRUNK-SM-B 10", "|", "MFP7E10 3"}, "MMA4Z00-NS");
        const QList<Issue> issues = issuesOf(b.design(), "fiber-mismatch");
        REQUIRE(issues.size() == 1);
        CHECK(issues[0].message.contains(QLatin1String("single-mode and multimode")));
    }
    SECTION("near miss: multimode optics on OM4 throughout")
    {
        DesignBuilder b;
        b.chain("MMA4Z00-NS", {"MFP7E10 3", "|", "MPO12-TRUNK-MM-B 10", "|", "MFP7E10 3"}, "MMA4Z00-NS");
        CHECK(rulesFired(b.design()).isEmpty());
    }
}

TEST_CASE("Fiber: mixing multimode grades alone is a warning", "[validation][media]")
{
    DesignBuilder b;
    b.part("cable_types", parts::cord("trunk-om3", "B", "APC", "pinned", "pinned", "OM3"));
    b.chain("MMA4Z00-NS", {"MFP7E10 3", "|", "trunk-om3 10", "|", "MFP7E10 3"}, "MMA4Z00-NS");
    const QList<Issue> issues = issuesOf(b.design(), "fiber-mismatch");
    REQUIRE(issues.size() == 1);
    CHECK(issues[0].severity == Severity::Warning);
    CHECK(issues[0].message.contains(QLatin1String("lowest (OM3)")));

    // With a grade an end module does not support, the same mix is an error.
    DesignBuilder c;
    c.part("cable_types", parts::cord("trunk-om3", "B", "APC", "pinned", "pinned", "OM3"));
    c.part("transceivers", parts::module("sr4-om4-only", "APC", "MMF", {{"OM4", 100}}, 1.9, "SR4"));
    c.chain("sr4-om4-only", {"MFP7E10 3", "|", "trunk-om3 10", "|", "MFP7E10 3"}, "sr4-om4-only");
    const QList<Issue> strict = issuesOf(c.design(), "fiber-mismatch");
    REQUIRE(strict.size() == 1);
    CHECK(strict[0].severity == Severity::Error);
}

TEST_CASE("Rate: the end modules must speak the same interface", "[validation][media]")
{
    SECTION("DR4 against SR4")
    {
        DesignBuilder b;
        b.chain("MMS4X00-NM", {"MFP7E30 3"}, "MMA4Z00-NS");
        const QStringList rules = rulesFired(b.design());
        CHECK(rules.contains(QStringLiteral("rate-mismatch")));
        const QList<Issue> issues = issuesOf(b.design(), "rate-mismatch");
        REQUIRE(issues.size() == 1);
        CHECK(issues[0].message.contains(QLatin1String("media SMF and MMF")));
        CHECK(issues[0].message.contains(QLatin1String("PMDs 2xDR4 and 2xSR4")));
    }
    SECTION("near miss: 2xDR4 twin-port against single DR4 (the leading 2x is dropped)")
    {
        DesignBuilder b;
        b.chain("MMS4X00-NM", {"MFP7E30 3"}, "MMS4X00-NS400", QStringLiteral("qm9700"),
                QStringLiteral("hgx-8gpu"));
        CHECK_FALSE(rulesFired(b.design()).contains(QStringLiteral("rate-mismatch")));
    }
    SECTION("through a splitter: leg rate times legs must equal the trunk module's rate")
    {
        DesignBuilder b;
        const QStringList ids =
            splitterToServers(b, 10, QStringLiteral("dr2-200"), QStringLiteral("MMS4X00-NS400"));
        const QString leaf = ids[0], h2 = ids[2];
        const Design d = b.design();
        const QList<Issue> issues = issuesOf(d, "rate-mismatch");
        // 2 x 200 G = 400 G: fine; 2 x 400 G: not.
        REQUIRE(issues.size() == 1);
        CHECK(deviceIds(d, issues[0]) == QStringList{leaf, h2});
    }
    SECTION("through a splitter: a 400G SR4 module runs in its 200G splitter mode on a leg")
    {
        // NVIDIA's MMA4Z00-NS400 has a 200G mode for the MFP7E20 1:2 splitter (split_rate_gbps); a module
        // that is otherwise the same but has no such mode does not make the trunk module's 400 G with a
        // sibling.
        DesignBuilder b;
        b.part("transceivers", parts::module("sr4-400-only", "APC", "MMF", {{"OM4", 50}}, 1.9, "SR4",
                                             "MPO-12", "OSFP-RHS", 400));
        const QString leaf = b.device(QStringLiteral("qm9700"));
        const QString h1 = b.device(QStringLiteral("hgx-8gpu"));
        const QString h2 = b.device(QStringLiteral("hgx-8gpu"));
        b.module(leaf, QStringLiteral("osfp1"), QStringLiteral("MMA4Z00-NS"));
        b.module(h1, QStringLiteral("nic1"), QStringLiteral("MMA4Z00-NS400"));
        b.module(h2, QStringLiteral("nic1"), QStringLiteral("sr4-400-only"));
        b.cable(QStringLiteral("MFP7E20"), 10, DesignBuilder::end(leaf, QStringLiteral("osfp1"), 1),
                QJsonArray{DesignBuilder::end(h1, QStringLiteral("nic1")),
                           DesignBuilder::end(h2, QStringLiteral("nic1"))});
        const Design d = b.design();
        const QList<Issue> issues = issuesOf(d, "rate-mismatch");
        REQUIRE(issues.size() == 1);
        CHECK(deviceIds(d, issues[0]) == QStringList{leaf, h2});
        CHECK(issues[0].message.contains(QLatin1String("sr4-400-only")));
    }
}

TEST_CASE("Self-loop: a channel whose two ends are on one device", "[validation][media][regression]")
{
    SECTION(
        "a cord from a server's cage to another of its own cages, and one between a cage's two connectors")
    {
        DesignBuilder b;
        const QString node = b.device(QStringLiteral("dgx-h100"));
        b.module(node, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NM-FLT"));
        b.module(node, QStringLiteral("osfp2"), QStringLiteral("MMS4X00-NM-FLT"));
        const QString across =
            b.cable(QStringLiteral("MFP7E30"), 3, DesignBuilder::end(node, QStringLiteral("osfp1"), 1),
                    DesignBuilder::end(node, QStringLiteral("osfp2"), 1));
        const QString within =
            b.cable(QStringLiteral("MFP7E30"), 3, DesignBuilder::end(node, QStringLiteral("osfp2"), 2),
                    DesignBuilder::end(node, QStringLiteral("osfp1"), 2));
        const Design d = b.design();
        const QList<Issue> issues = issuesOf(d, "self-loop");
        REQUIRE(issues.size() == 2); // one per channel
        CHECK(issues[0].severity == Severity::Error);
        CHECK(cableIds(d, issues[0]) == QStringList{across});
        CHECK(deviceIds(d, issues[0]) == QStringList{node});
        CHECK(issues[0].message ==
              QStringLiteral(
                  "%1 is cabled to itself: the channel from %1 osfp1.1 ends at %1 osfp2.1, on the same "
                  "device")
                  .arg(node));
        CHECK(cableIds(d, issues[1]) == QStringList{within});
    }
    SECTION("through patch panels: one issue with every cable of the channel")
    {
        DesignBuilder b;
        const QString leaf = b.device(QStringLiteral("qm9700"));
        const QString p1 = b.device(QStringLiteral("pp-mpo12-apc-24"));
        const QString p2 = b.device(QStringLiteral("pp-mpo12-apc-24"));
        b.module(leaf, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NM"));
        b.module(leaf, QStringLiteral("osfp2"), QStringLiteral("MMS4X00-NM"));
        const QStringList cables{
            b.cable(QStringLiteral("MFP7E30"), 3, DesignBuilder::end(leaf, QStringLiteral("osfp1"), 1),
                    DesignBuilder::end(p1, QStringLiteral("P01"), 0, QStringLiteral("front"))),
            b.cable(QStringLiteral("MPO12-TRUNK-SM-B"), 10,
                    DesignBuilder::end(p1, QStringLiteral("P01"), 0, QStringLiteral("rear")),
                    DesignBuilder::end(p2, QStringLiteral("P01"), 0, QStringLiteral("rear"))),
            b.cable(QStringLiteral("MFP7E30"), 3,
                    DesignBuilder::end(p2, QStringLiteral("P01"), 0, QStringLiteral("front")),
                    DesignBuilder::end(leaf, QStringLiteral("osfp2"), 1))};
        const Design d = b.design();
        const QList<Issue> issues = issuesOf(d, "self-loop");
        REQUIRE(issues.size() == 1);
        CHECK(cableIds(d, issues[0]) == cables);
        CHECK(deviceIds(d, issues[0]) == QStringList{leaf});
    }
    SECTION("near miss: the same channel between two switches")
    {
        DesignBuilder b;
        b.chain("MMS4X00-NM", {"MFP7E30 3", "|", "MPO12-TRUNK-SM-B 10", "|", "MFP7E30 3"}, "MMS4X00-NM");
        CHECK(issuesOf(b.design(), "self-loop").isEmpty());
    }
    SECTION("a direct-attach cable from a switch to itself")
    {
        DesignBuilder b;
        const QString leaf = b.device(QStringLiteral("qm9700"));
        const QString dac =
            b.cable(QStringLiteral("MCP4Y10-N"), 1, DesignBuilder::end(leaf, QStringLiteral("osfp1")),
                    DesignBuilder::end(leaf, QStringLiteral("osfp2")));
        const Design d = b.design();
        const QList<Issue> issues = issuesOf(d, "self-loop");
        REQUIRE(issues.size() == 1);
        CHECK(cableIds(d, issues[0]) == QStringList{dac});
    }
}
