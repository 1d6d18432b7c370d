#include "designbuilder.h"
#include "parts.h"

using namespace railyard;
using namespace railyard::test;

TEST_CASE("Form factor: a finned module in a flat-top ConnectX-7 cage", "[validation][cages]")
{
    DesignBuilder b;
    const QString dgx = b.device(QStringLiteral("dgx-h100"));
    b.module(dgx, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NM"));     // finned: wrong
    b.module(dgx, QStringLiteral("osfp2"), QStringLiteral("MMS4X00-NM-FLT")); // flat top: right
    const Design d = b.design();
    const QList<Issue> issues = issuesOf(d, "form-factor-mismatch");
    REQUIRE(issues.size() == 1);
    CHECK(issues[0].message ==
          QStringLiteral("MMS4X00-NM (OSFP) is in %1 osfp1, whose cage takes OSFP-RHS").arg(dgx));
    CHECK(deviceIds(d, issues[0]) == QStringList{dgx});
    CHECK(issues[0].cables.isEmpty());
}

TEST_CASE("Form factor: a direct-attach end in a cage of another form factor", "[validation][cages]")
{
    DesignBuilder b;
    const QString leaf = b.device(QStringLiteral("qm9700"));
    const QString dgx = b.device(QStringLiteral("dgx-h100"));
    const QString wrong =
        b.cable(QStringLiteral("MCP4Y10-N"), 2, DesignBuilder::end(leaf, QStringLiteral("osfp1")),
                DesignBuilder::end(dgx, QStringLiteral("osfp1")));
    const Design d = b.design();
    const QList<Issue> issues = issuesOf(d, "form-factor-mismatch");
    REQUIRE(issues.size() == 1);
    CHECK(cableIds(d, issues[0]) == QStringList{wrong});
    CHECK(deviceIds(d, issues[0]) == QStringList{dgx});
}

TEST_CASE("Cage mismatch: fiber into an empty cage, copper into a module, a connector the module lacks",
          "[validation][cages]")
{
    DesignBuilder b;
    const QString a = b.device(QStringLiteral("qm9700"));
    const QString z = b.device(QStringLiteral("qm9700"));
    b.module(a, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NM"));
    b.module(z, QStringLiteral("osfp2"), QStringLiteral("MMS4X00-NM"));
    // osfp1 of z holds nothing.
    b.cable(QStringLiteral("MFP7E30"), 3, DesignBuilder::end(a, QStringLiteral("osfp1"), 1),
            DesignBuilder::end(z, QStringLiteral("osfp1"), 1));
    // A DAC into a cage that holds a module.
    b.cable(QStringLiteral("MCP4Y10-N"), 1, DesignBuilder::end(z, QStringLiteral("osfp2")),
            DesignBuilder::end(a, QStringLiteral("osfp3")));
    // Connector 3 of a twin-port module.
    b.cable(QStringLiteral("MFP7E30"), 3, DesignBuilder::end(a, QStringLiteral("osfp1"), 3), QJsonValue());
    const QList<Issue> issues = issuesOf(b.design(), "cage-mismatch");
    REQUIRE(issues.size() == 3);
    CHECK(issues[0].message.contains(QLatin1String("which holds no transceiver")));
    CHECK(issues[1].message.contains(QLatin1String("is a direct-attach end, but")));
    CHECK(issues[2].message.contains(QLatin1String("on connector 3 of MMS4X00-NM, which has 2")));
}

TEST_CASE("Port conflict: two ends on one connector", "[validation][cages]")
{
    DesignBuilder b;
    const QString a = b.device(QStringLiteral("qm9700"));
    const QString z = b.device(QStringLiteral("qm9700"));
    b.module(a, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NM"));
    b.module(z, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NM"));
    const QString c1 =
        b.cable(QStringLiteral("MFP7E30"), 3, DesignBuilder::end(a, QStringLiteral("osfp1"), 1),
                DesignBuilder::end(z, QStringLiteral("osfp1"), 1));
    const QString c2 = b.cable(QStringLiteral("MFP7E30"), 3, DesignBuilder::end(a, QStringLiteral("osfp1")),
                               DesignBuilder::end(z, QStringLiteral("osfp1"), 2));
    const Design d = b.design();
    const QList<Issue> issues = issuesOf(d, "port-conflict");
    REQUIRE(issues.size() == 1); // sub 1 and no sub are the same connector
    CHECK(cableIds(d, issues[0]) == QStringList{c1, c2});
    CHECK(deviceIds(d, issues[0]) == QStringList{a});
}

TEST_CASE("Unconnected: a GPU-server compute connector with a module but no cable", "[validation][cages]")
{
    DesignBuilder b;
    const QString dgx = b.device(QStringLiteral("dgx-h100"));
    const QString leaf = b.device(QStringLiteral("qm9700"));
    b.module(dgx, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NM-FLT"));
    b.module(dgx, QStringLiteral("storage1"), QStringLiteral("MMA1Z00-NS400")); // not compute: not reported
    b.module(leaf, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NM"));
    b.cable(QStringLiteral("MFP7E30"), 3, DesignBuilder::end(dgx, QStringLiteral("osfp1"), 1),
            DesignBuilder::end(leaf, QStringLiteral("osfp1"), 1));
    const Design d = b.design();
    const QList<Issue> issues = issuesOf(d, "unconnected");
    REQUIRE(issues.size() == 1);
    CHECK(issues[0].severity == Severity::Info);
    CHECK(issues[0].message == QStringLiteral("%1 osfp1.2 (MMS4X00-NM-FLT) has no cable").arg(dgx));
}
