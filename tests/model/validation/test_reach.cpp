#include "designbuilder.h"
#include "parts.h"

using namespace railyard;
using namespace railyard::test;

TEST_CASE("Reach: SR4 on OM3 reaches 30 m", "[validation][reach]")
{
    auto om3 = [](double trunk) {
        DesignBuilder b;
        b.part("cable_types", parts::cord("cord-om3", "B", "APC", "unpinned", "unpinned", "OM3"));
        b.part("cable_types", parts::cord("trunk-om3", "B", "APC", "pinned", "pinned", "OM3"));
        b.chain("MMA4Z00-NS",
                {"cord-om3 3", "|", QStringLiteral("trunk-om3 %1").arg(trunk), "|", "cord-om3 3"},
                "MMA4Z00-NS");
        return b.design();
    };
    const Design far = om3(35);
    const QList<Issue> issues = issuesOf(far, "reach");
    REQUIRE(issues.size() == 1);
    CHECK(issues[0].message == QLatin1String("the channel is 41 m long; the reach on OM3 is 30 m"));
    CHECK(issues[0].cables.size() == 3);
    CHECK(issuesOf(om3(24), "reach").isEmpty()); // 30 m exactly is within reach
}

TEST_CASE("Reach: a splitter channel is limited to the splitter's maximum", "[validation][reach]")
{
    DesignBuilder b;
    splitterToServers(b, 60, QStringLiteral("dr2-200"), QStringLiteral("dr2-200"));
    const QList<Issue> issues = issuesOf(b.design(), "reach");
    REQUIRE(issues.size() == 2); // one per leg
    CHECK(issues[0].message.contains(QLatin1String("splitter's channel limit is 50 m")));
}

TEST_CASE("Reach: a direct-attach cable longer than its maximum", "[validation][reach]")
{
    DesignBuilder b;
    const QString a = b.device(QStringLiteral("qm9700"));
    const QString z = b.device(QStringLiteral("qm9700"));
    const QString dac =
        b.cable(QStringLiteral("MCP4Y10-N"), 2.5, DesignBuilder::end(a, QStringLiteral("osfp2")),
                DesignBuilder::end(z, QStringLiteral("osfp2")));
    b.cable(QStringLiteral("MCP4Y10-N"), 2, DesignBuilder::end(a, QStringLiteral("osfp3")),
            DesignBuilder::end(z, QStringLiteral("osfp3")));
    const Design d = b.design();
    const QList<Issue> issues = issuesOf(d, "reach");
    REQUIRE(issues.size() == 1);
    CHECK(cableIds(d, issues[0]) == QStringList{dac});
    CHECK(issues[0].message.contains(QLatin1String("at most 2 m")));
}

TEST_CASE("Loss: three panels of standard-grade trunks break a multimode budget", "[validation][reach]")
{
    auto mm = [](int panels, bool standard) {
        DesignBuilder b;
        b.part("cable_types", parts::cord("mm-trunk-b", "B", "APC", "pinned", "pinned", "OM4", "MPO-12",
                                          standard ? 0.75 : 0.35));
        b.part("cable_types", parts::cord("mm-trunk-a", "A", "APC", "unpinned", "pinned", "OM4", "MPO-12",
                                          standard ? 0.75 : 0.35));
        QStringList elements{"MFP7E10 3", "|", "mm-trunk-b 10"};
        if (panels == 3)
            elements << "|"
                     << "mm-trunk-a 10";
        elements << "|"
                 << "MFP7E10 3";
        b.chain("MMA4Z00-NS", elements, "MMA4Z00-NS");
        return b.design();
    };
    // 3 x 0.75 dB + 26 m x 3 dB/km = 2.33 dB > 1.9 dB.
    const QList<Issue> over = issuesOf(mm(3, true), "loss-budget");
    REQUIRE(over.size() == 1);
    CHECK(over[0].message.startsWith(QLatin1String("loss 2.33 dB exceeds the budget of 1.90 dB")));
    // 2 x 0.75 dB + 16 m of OM4 = 1.55 dB: within the budget, but closer than the 0.5 dB margin.
    const QList<Issue> close = issuesOf(mm(2, true), "loss-margin");
    REQUIRE(close.size() == 1);
    CHECK(close[0].severity == Severity::Warning);
    CHECK(issuesOf(mm(2, true), "loss-budget").isEmpty());
    // Low-loss connectors: 3 x 0.35 + 0.08 = 1.13 dB, clean.
    CHECK(rulesFired(mm(3, false)).isEmpty());
}
