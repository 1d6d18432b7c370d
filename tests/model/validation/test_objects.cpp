#include "design/routeestimate.h"
#include "designbuilder.h"
#include "report/issueformat.h"
#include "validation/objectrules.h"

using namespace railyard;
using namespace railyard::test;

TEST_CASE("Racks: devices that overlap or overflow", "[validation][racks]")
{
    DesignBuilder b;
    const QString a = b.device(QStringLiteral("dgx-h100"), QStringLiteral("R1"), 10); // U10-U17
    const QString z = b.device(QStringLiteral("dgx-h100"), QStringLiteral("R1"), 16); // U16-U23
    const QString ok =
        b.device(QStringLiteral("dgx-h100"), QStringLiteral("R1"), 24); // U24-U31: touches, no overlap
    const QString top = b.device(QStringLiteral("dgx-h100"), QStringLiteral("R1"), 44); // U44-U51 of 48
    Q_UNUSED(ok);
    const Design d = b.design();
    const QList<Issue> overlap = issuesOf(d, "rack-overlap");
    REQUIRE(overlap.size() == 1);
    CHECK(deviceIds(d, overlap[0]) == QStringList{a, z});
    CHECK(overlap[0].message == QStringLiteral("%1 and %2 share U16-U17 of R1").arg(a, z));
    const QList<Issue> overflow = issuesOf(d, "rack-overflow");
    REQUIRE(overflow.size() == 1);
    CHECK(deviceIds(d, overflow[0]) == QStringList{top});
    CHECK(overflow[0].message.contains(QLatin1String("U44-U51 of R1, which has U1-U48")));
}

TEST_CASE("Labels: two cables with one label", "[validation][labels]")
{
    DesignBuilder b;
    const QString a = b.device(QStringLiteral("qm9700"));
    const QString c1 = b.cable(QStringLiteral("MCP4Y10-N"), 1, DesignBuilder::end(a, QStringLiteral("osfp1")),
                               QJsonValue(), QStringLiteral("L-1"));
    b.cable(QStringLiteral("MCP4Y10-N"), 1, DesignBuilder::end(a, QStringLiteral("osfp2")), QJsonValue(),
            QStringLiteral("l-1")); // case differs
    const QString c3 = b.cable(QStringLiteral("MCP4Y10-N"), 1, DesignBuilder::end(a, QStringLiteral("osfp3")),
                               QJsonValue(), QStringLiteral("L-1"));
    b.cable(QStringLiteral("MCP4Y10-N"), 1, DesignBuilder::end(a, QStringLiteral("osfp4")), QJsonValue());
    b.cable(QStringLiteral("MCP4Y10-N"), 1, DesignBuilder::end(a, QStringLiteral("osfp5")),
            QJsonValue()); // no label twice: fine
    const Design d = b.design();
    const QList<Issue> issues = issuesOf(d, "label-duplicate");
    REQUIRE(issues.size() == 1);
    CHECK(cableIds(d, issues[0]) == QStringList{c1, c3});
}

TEST_CASE("Lengths: a cable shorter than its route", "[validation][lengths]")
{
    DesignBuilder b;
    const QString low = b.device(QStringLiteral("qm9700"), QStringLiteral("R1"), 2);
    const QString high = b.device(QStringLiteral("qm9700"), QStringLiteral("R1"), 40);
    const QString next = b.device(QStringLiteral("qm9700"), QStringLiteral("R2"), 40);
    // Same rack: |40 - 2| x 0.04445 = 1.69 m.
    const QString shortOne =
        b.cable(QStringLiteral("MCP4Y10-N"), 1.5, DesignBuilder::end(low, QStringLiteral("osfp1")),
                DesignBuilder::end(high, QStringLiteral("osfp1")));
    b.cable(QStringLiteral("MCP4Y10-N"), 2, DesignBuilder::end(low, QStringLiteral("osfp2")),
            DesignBuilder::end(high, QStringLiteral("osfp2")));
    // Next rack: drops (48-40) x 0.04445 + 0.6 each, plus 0.6 m across = 2.51 m.
    b.cable(QStringLiteral("MFP7E30"), 2.5, DesignBuilder::end(high, QStringLiteral("osfp3")),
            DesignBuilder::end(next, QStringLiteral("osfp3")));
    b.cable(QStringLiteral("MFP7E30"), 3, DesignBuilder::end(high, QStringLiteral("osfp4")),
            DesignBuilder::end(next, QStringLiteral("osfp4")));
    const Design d = b.design();
    const QList<Issue> issues = issuesOf(d, "length-short");
    REQUIRE(issues.size() == 2);
    CHECK(cableIds(d, issues[0]) == QStringList{shortOne});
    CHECK(issues[0].message == QStringLiteral("%1 is 1.5 m; its route is about 1.69 m").arg(shortOne));
    CHECK(issues[1].message.contains(QLatin1String("its route is about 2.51 m")));
    CHECK(*estimatedRoute(d, d.cables().at(3)) == Approx(2 * (8 * 0.04445 + 0.6) + 0.6));
}

TEST_CASE("Floor: racks whose footprints overlap", "[validation][floor]")
{
    DesignBuilder b;                          // R1 at (0, 0) and R2 at (0.6, 0): side by side, touching
    b.rack(QStringLiteral("B01"), 0.3, 0.0);  // half on R1, half on R2
    b.rack(QStringLiteral("B02"), 0.0, 1.2);  // behind R1, touching its back
    b.rack(QStringLiteral("B03"), 0.0, 2.39); // overlaps B02 by 1 cm
    b.rack(QStringLiteral("B04"), 5.0, 5.0, 800, 1000); // wide rack, alone
    b.rack(QStringLiteral("B05"), 5.69, 5.0);           // 0.4 + 0.3 = 0.7 apart: 1 cm into B04
    b.rack(QStringLiteral("B06"), std::nan(""), 0.0);   // no position: never compared
    const Design d = b.design();
    const QList<Issue> issues = issuesOf(d, "floor-overlap");
    REQUIRE(issues.size() == 4);
    QList<QStringList> pairs;
    for (const Issue &i : issues) {
        CHECK(i.severity == Severity::Error);
        CHECK(i.cables.isEmpty());
        CHECK(i.devices.isEmpty());
        pairs << rackIds(d, i);
    }
    // Sorted by the first rack id; each pair once, in document order.
    CHECK(pairs == QList<QStringList>{{"B02", "B03"}, {"B04", "B05"}, {"R1", "B01"}, {"R2", "B01"}});
    CHECK(issues[2].message == QString::fromUtf8("R1 and B01 overlap on the floor (0.3 m × 1.2 m)"));
}

TEST_CASE("Floor: validate --json lists the racks of a floor-overlap", "[validation][floor]")
{
    DesignBuilder b;
    b.rack(QStringLiteral("B01"), 0.0, 0.5);
    const Design d = b.design();
    const QByteArray json = validationJson(d, validateDesign(d));
    CHECK(json.contains(R"("rule": "floor-overlap")"));
    CHECK(json.contains(R"("cables": [], "devices": [], "racks": ["R1", "B01"])"));
}
