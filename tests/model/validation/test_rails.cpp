#include "designbuilder.h"

using namespace railyard;
using namespace railyard::test;

namespace {

// DGX osfp1 carries rails 1 (sub 1) and 2 (sub 2).
struct RailSetup
{
    DesignBuilder b;
    QString dgx, leaf;
    RailSetup(std::optional<int> leafRail, int su = 1)
    {
        dgx = b.device(QStringLiteral("dgx-h100"), QStringLiteral("R1"), 0, QJsonObject{{"su", su}});
        leaf = b.device(QStringLiteral("qm9700"), QStringLiteral("R1"), 0, QJsonObject{{"su", su}});
        if (leafRail)
            b.setDevice(leaf, "rail", *leafRail);
        b.module(dgx, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NM-FLT"));
        b.module(leaf, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NM"));
    }
    QString link(int sub, int leafSub)
    {
        return b.cable(QStringLiteral("MFP7E30"), 3, DesignBuilder::end(dgx, QStringLiteral("osfp1"), sub),
                       DesignBuilder::end(leaf, QStringLiteral("osfp1"), leafSub));
    }
};

} // namespace

TEST_CASE("Rail alignment: a GPU rail reaching the leaf of another rail", "[validation][rails]")
{
    RailSetup s(2);
    s.link(1, 1);  // rail 1 to the rail-2 leaf: wrong
    s.link(2, 2);  // rail 2: right
    const Design d = s.b.design();
    const QList<Issue> issues = issuesOf(d, "rail-alignment");
    REQUIRE(issues.size() == 1);
    CHECK(issues[0].severity == Severity::Warning);
    CHECK(issues[0].message == QStringLiteral("%1 osfp1.1 is GPU rail 1 but reaches %2, which serves rail 2").arg(s.dgx, s.leaf));
    CHECK(cableIds(d, issues[0]) == QStringList{QStringLiteral("C01")});
}

TEST_CASE("Rail alignment: a leaf with no rail set receiving two rails of one scalable unit", "[validation][rails]")
{
    RailSetup s(std::nullopt);
    s.link(1, 1);
    s.link(2, 2);
    const Design d = s.b.design();
    const QList<Issue> issues = issuesOf(d, "rail-alignment");
    REQUIRE(issues.size() == 1);
    CHECK(issues[0].message.contains(QLatin1String("receives GPU rails 1, 2 from scalable unit 1")));
    CHECK(cableIds(d, issues[0]) == QStringList{QStringLiteral("C01"), QStringLiteral("C02")});
    CHECK(deviceIds(d, issues[0]) == QStringList{s.leaf, s.dgx});

    // Near miss: one rail only.
    RailSetup one(std::nullopt);
    one.link(1, 1);
    CHECK(issuesOf(one.b.design(), "rail-alignment").isEmpty());
}

TEST_CASE("The sample design and the shared example are rail-aligned and clean", "[validation]")
{
    CHECK(validateDesign(sampleDesign()).isEmpty());
    CHECK(validateDesign(loadDataDesign(QStringLiteral("two-racks.json"))).isEmpty());
}
