#include "designbuilder.h"
#include "parts.h"

using namespace railyard;
using namespace railyard::test;

TEST_CASE("Gender: one pinned and one unpinned end at every MPO mating", "[validation][mating]")
{
    SECTION("female cords at both sides of a single panel")
    {
        DesignBuilder b;
        const QStringList cables = b.chain("MMS4X00-NM", {"MFP7E30 3", "|", "MFP7E30 3"}, "MMS4X00-NM");
        const Design d = b.design();
        const QList<Issue> issues = issuesOf(d, "gender-mismatch");
        REQUIRE(issues.size() == 1);
        CHECK(issues[0].message.contains(QLatin1String("unpinned (female)")));
        CHECK(cableIds(d, issues[0]) == cables); // a channel issue: all its cables
    }
    SECTION("a male trunk plugged into a module")
    {
        DesignBuilder b;
        b.chain("MMS4X00-NM", {"MPO12-TRUNK-SM-B 10"}, "MMS4X00-NM");
        const QList<Issue> issues = issuesOf(b.design(), "gender-mismatch");
        REQUIRE(issues.size() == 1); // one issue per channel, though both ends are wrong
        CHECK(issues[0].message.contains(QLatin1String("and 1 more")));
    }
    SECTION("near miss: female cord, male trunk, female cord")
    {
        DesignBuilder b;
        b.chain("MMS4X00-NM", {"MFP7E30 3", "|", "MPO12-TRUNK-SM-B 10", "|", "MFP7E30 3"}, "MMS4X00-NM");
        CHECK(rulesFired(b.design()).isEmpty());
    }
    SECTION("LC has no gender")
    {
        DesignBuilder b;
        b.chain("MMS4X50-NM", {"LC-SM-AB 3"}, "MMS4X50-NM");
        CHECK(rulesFired(b.design()).isEmpty());
    }
}

TEST_CASE("Polish: APC never meets UPC", "[validation][mating]")
{
    DesignBuilder b;
    b.part("cable_types", parts::cord("cord-b-upc", "B", "UPC"));
    const QStringList cables = b.chain("MMS4X00-NM", {"cord-b-upc 3"}, "MMS4X00-NM");
    const Design d = b.design();
    const QList<Issue> issues = issuesOf(d, "polish-mismatch");
    REQUIRE(issues.size() == 1);
    CHECK(issues[0].message.contains(QLatin1String("(APC) meets")));
    CHECK(issues[0].message.contains(QLatin1String("(UPC)")));

    // Near miss: multimode NDR optics are APC too, and so are their cords.
    DesignBuilder mm;
    mm.chain("MMA4Z00-NS", {"MFP7E10 20"}, "MMA4Z00-NS");
    CHECK(rulesFired(mm.design()).isEmpty());
}

TEST_CASE("Connector: MPO-16 against MPO-12, LC against MPO", "[validation][mating]")
{
    DesignBuilder b;
    b.part("cable_types", parts::cord("cord-16", "B", "APC", "unpinned", "unpinned", "OS2", "MPO-16"));
    b.chain("MMS4X00-NM", {"cord-16 3"}, "MMS4X00-NM");
    const QList<Issue> issues = issuesOf(b.design(), "connector-mismatch");
    REQUIRE(issues.size() == 1);
    CHECK(issues[0].message.contains(QLatin1String("MPO-16")));

    DesignBuilder panel;
    panel.chain("MMS4X00-NM", {"MFP7E30 3", "|pp-lc-48", "MPO12-TRUNK-SM-B 5", "|", "MFP7E30 3"},
                "MMS4X00-NM");
    CHECK(rulesFired(panel.design()).contains(QStringLiteral("connector-mismatch")));
}

TEST_CASE("A mating on no channel is reported with its cables and panel", "[validation][mating]")
{
    // Two female cords meet in a panel, but neither path reaches a module.
    DesignBuilder b;
    const QString pp = b.device(QStringLiteral("pp-mpo12-apc-24"));
    const QString c1 =
        b.cable(QStringLiteral("MFP7E30"), 3,
                DesignBuilder::end(pp, QStringLiteral("P01"), 0, QStringLiteral("front")), QJsonValue());
    const QString c2 =
        b.cable(QStringLiteral("MFP7E30"), 3,
                DesignBuilder::end(pp, QStringLiteral("P01"), 0, QStringLiteral("rear")), QJsonValue());
    const Design d = b.design();
    const QList<Issue> issues = issuesOf(d, "gender-mismatch");
    REQUIRE(issues.size() == 1);
    CHECK(cableIds(d, issues[0]) == QStringList{c1, c2});
    CHECK(deviceIds(d, issues[0]) == QStringList{pp});
}
