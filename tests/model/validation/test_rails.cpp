#include "designbuilder.h"

using namespace railyard;
using namespace railyard::test;

namespace {

// DGX H100 osfp4 carries rails 4 (sub 1, GPU 3) and 1 (sub 2, GPU 0), as the user guide's port table says.
struct RailSetup
{
    DesignBuilder b;
    QString dgx, leaf;
    RailSetup(std::optional<int> leafRail, int su = 1)
    {
        dgx = b.device(QStringLiteral("dgx-h100"), QStringLiteral("R1"), 0, QJsonObject{{"su", su}});
        leaf = b.device(QStringLiteral("qm9700"), QStringLiteral("R1"), 0, QJsonObject{{"su", su}});
        if (leafRail) b.setDevice(leaf, "rail", *leafRail);
        b.module(dgx, QStringLiteral("osfp4"), QStringLiteral("MMS4X00-NM-FLT"));
        b.module(leaf, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NM"));
    }
    QString link(int sub, int leafSub)
    {
        return b.cable(QStringLiteral("MFP7E30"), 3, DesignBuilder::end(dgx, QStringLiteral("osfp4"), sub),
                       DesignBuilder::end(leaf, QStringLiteral("osfp1"), leafSub));
    }
};

} // namespace

TEST_CASE("Rail alignment: a GPU rail reaching the leaf of another rail", "[validation][rails]")
{
    RailSetup s(1);
    s.link(1, 1); // rail 4 to the rail-1 leaf: wrong
    s.link(2, 2); // rail 1: right
    const Design d = s.b.design();
    const QList<Issue> issues = issuesOf(d, "rail-alignment");
    REQUIRE(issues.size() == 1);
    CHECK(issues[0].severity == Severity::Warning);
    CHECK(issues[0].message ==
          QStringLiteral("%1 osfp4.1 is GPU rail 4 but reaches %2, which serves rail 1").arg(s.dgx, s.leaf));
    CHECK(cableIds(d, issues[0]) == QStringList{QStringLiteral("C01")});
}

TEST_CASE("Rail alignment: a leaf with no rail set receiving two rails of one scalable unit",
          "[validation][rails]")
{
    RailSetup s(std::nullopt);
    s.link(1, 1);
    s.link(2, 2);
    const Design d = s.b.design();
    const QList<Issue> issues = issuesOf(d, "rail-alignment");
    REQUIRE(issues.size() == 1);
    CHECK(issues[0].message.contains(QLatin1String("receives GPU rails 1, 4 from scalable unit 1")));
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

TEST_CASE("A DGX H100 joined to a QM9700 by the flat-top MCP4Y10 DAC validates clean",
          "[validation][catalog]")
{
    DesignBuilder b;
    const QString dgx = b.device(QStringLiteral("dgx-h100"), QStringLiteral("R1"), 0, QJsonObject{{"su", 1}});
    const QString leaf =
        b.device(QStringLiteral("qm9700"), QStringLiteral("R1"), 0, QJsonObject{{"su", 1}, {"rail", 8}});
    // The flat-top end in the DGX's OSFP-RHS cage (osfp1 carries rail 8 on its first port), the finned end in
    // the switch.
    b.cable(QStringLiteral("MCP4Y10-N-FLT"), 1, DesignBuilder::end(dgx, QStringLiteral("osfp1")),
            DesignBuilder::end(leaf, QStringLiteral("osfp1")));
    const Design d = b.design();
    for (const Issue &i : validateDesign(d)) {
        INFO(ruleId(i.rule).data() << ": " << i.message.toStdString());
        CHECK(i.severity != Severity::Error);
        CHECK(i.rule != Rule::RailAlignment);
    }
    // The other way round (finned end at the DGX) is a form-factor mismatch.
    DesignBuilder wrong;
    const QString dgx2 = wrong.device(QStringLiteral("dgx-h100"));
    const QString leaf2 = wrong.device(QStringLiteral("qm9700"));
    wrong.cable(QStringLiteral("MCP4Y10-N-FLT"), 1, DesignBuilder::end(leaf2, QStringLiteral("osfp1")),
                DesignBuilder::end(dgx2, QStringLiteral("osfp1")));
    CHECK(issuesOf(wrong.design(), "form-factor-mismatch").size() == 2);
}
