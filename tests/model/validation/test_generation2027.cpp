// The rules carry the 2027 generation (issue 27): XDR links between DGX B300, NVL72 trays and Quantum-X800,
// the finned/flat-top split, no step-down from 200G-PAM4 lanes, ConnectX-8 as 2 x 400GbE, co-packaged optics,
// twin-port modules per cage in the BOM and the rack-power rule. Every case uses the bundled parts.
#include "design/rackpower.h"
#include "designbuilder.h"
#include "export/bom.h"
#include "parts.h"

using namespace railyard;
using namespace railyard::test;

namespace {

const QString b300 = QStringLiteral("dgx-b300");
const QString q3400 = QStringLiteral("q3400");

// The quantity of a catalog part (by its id) on the BOM.
qint64 bomQuantity(const Design &d, const char *part)
{
    for (const BomLine &line : buildBom(d).lines)
        if (line.partIds.contains(QLatin1String(part))) return line.baseQuantity();
    return 0;
}

} // namespace

TEST_CASE("XDR: a DGX B300 to Quantum-X800 link validates clean", "[validation][xdr]")
{
    SECTION("one 800G port per ConnectX-8 cage to one port of a twin-port finned module")
    {
        DesignBuilder b;
        b.chain("MMS4A20", {"MFP7E30 30"}, "MMS4A00", b300, q3400);
        CHECK(rulesFired(b.design()).isEmpty());
    }
    SECTION("through a structured-cabling trunk between two MPO panels")
    {
        DesignBuilder b;
        b.chain("MMS4A20", {"MFP7E30 3", "|", "MPO12-TRUNK-SM-B 60", "|", "MFP7E30 3"}, "MMS4A00", b300,
                q3400);
        CHECK(rulesFired(b.design()).isEmpty());
    }
    SECTION("a GB300 tray's ConnectX-8 cage takes the same flat-top module")
    {
        DesignBuilder b;
        b.chain("MMS4A20", {"MFP7E30 20"}, "MMS4A00", QStringLiteral("gb300-compute-tray"), q3400);
        CHECK(rulesFired(b.design()).isEmpty());
    }
    SECTION("near miss: finned and flat-top 1.6T modules have the same internals and link")
    {
        DesignBuilder b;
        const QStringList cables = b.chain("MMS4A00", {"MFP7E30 10"}, "MMS4A00-RHS", q3400, b300);
        // The flat-top twin-port in a ConnectX-8 cage is legal; its link to the finned one is clean.
        CHECK(issuesOf(b.design(), "rate-mismatch").isEmpty());
        CHECK(issuesOf(b.design(), "form-factor-mismatch").isEmpty());
    }
}

TEST_CASE("XDR: the wrong module is a form-factor-mismatch", "[validation][xdr]")
{
    SECTION("a finned (IHS) module in a DGX B300's flat-top (RHS) cage")
    {
        DesignBuilder b;
        b.chain("MMS4A00", {"MFP7E30 30"}, "MMS4A00", b300, q3400);
        const QList<Issue> issues = issuesOf(b.design(), "form-factor-mismatch");
        REQUIRE(issues.size() == 1);
        CHECK(issues[0].severity == Severity::Error);
        CHECK(issues[0].message.contains(QLatin1String("MMS4A00")));
        CHECK(issues[0].message.contains(QLatin1String("OSFP-RHS")));
    }
    SECTION("a flat-top (RHS) module in the Q3400's finned (IHS) cage")
    {
        DesignBuilder b;
        b.chain("MMS4A20", {"MFP7E30 30"}, "MMS4A00-RHS", b300, q3400);
        CHECK(issuesOf(b.design(), "form-factor-mismatch").size() == 1);
    }
}

TEST_CASE("XDR: NDR optics on an XDR link are a rate-mismatch, for 200G-PAM4 does not step down",
          "[validation][xdr]")
{
    SECTION("the DGX B300's XDR module against a QM9700's NDR twin-port")
    {
        DesignBuilder b;
        b.chain("MMS4A20", {"MFP7E30 30"}, "MMS4X00-NS", b300, QStringLiteral("qm9700"));
        const QList<Issue> issues = issuesOf(b.design(), "rate-mismatch");
        REQUIRE(issues.size() == 1);
        CHECK(issues[0].message.contains(QLatin1String("rates 800 and 400 Gb/s")));
        CHECK(issues[0].message.contains(QLatin1String("lane rates 200G and 100G")));
    }
    SECTION("an XDR twin-port split to two NDR 400G modules: the legs add up, the lanes do not")
    {
        DesignBuilder b;
        const QString leaf = b.device(q3400);
        const QString t1 = b.device(QStringLiteral("gb200-compute-tray"));
        const QString t2 = b.device(QStringLiteral("gb200-compute-tray"));
        b.module(leaf, QStringLiteral("osfp1"), QStringLiteral("MMS4A00"));
        b.module(t1, QStringLiteral("left-osfp-p3"), QStringLiteral("MMS4X00-NS400"));
        b.module(t2, QStringLiteral("left-osfp-p3"), QStringLiteral("MMS4X00-NS400"));
        b.cable(QStringLiteral("MFP7E40"), 10, DesignBuilder::end(leaf, QStringLiteral("osfp1"), 1),
                QJsonArray{DesignBuilder::end(t1, QStringLiteral("left-osfp-p3")),
                           DesignBuilder::end(t2, QStringLiteral("left-osfp-p3"))});
        const QList<Issue> issues = issuesOf(b.design(), "rate-mismatch");
        REQUIRE(issues.size() == 2);
        CHECK(issues[0].message.contains(QLatin1String("lane rates 200G and 100G")));
        CHECK_FALSE(issues[0].message.contains(QLatin1String("do not make")));
    }
    SECTION("near miss: a GB200 tray's 400G module on one port of an NDR twin-port is clean")
    {
        // Each MPO of the switch's twin-port feeds one tray on a straight fiber (GB200 RA).
        DesignBuilder b;
        const QString leaf = b.device(QStringLiteral("qm9700"));
        b.module(leaf, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NS"));
        for (int sub = 1; sub <= 2; ++sub) {
            const QString tray = b.device(QStringLiteral("gb200-compute-tray"));
            b.module(tray, QStringLiteral("left-osfp-p3"), QStringLiteral("MMS4X00-NS400"));
            b.cable(QStringLiteral("MFP7E30"), 10, DesignBuilder::end(tray, QStringLiteral("left-osfp-p3")),
                    DesignBuilder::end(leaf, QStringLiteral("osfp1"), sub));
        }
        CHECK(rulesFired(b.design()).isEmpty());
    }
}

TEST_CASE("ConnectX-8 as 2 x 400GbE: one twin-port flat-top module, one leg to each plane's leaf",
          "[validation][xdr][rails]")
{
    DesignBuilder b;
    const QString node = b.device(b300, QStringLiteral("R1"), 0, QJsonObject{{"su", 1}});
    const QString plane1 =
        b.device(QStringLiteral("sn5610"), QStringLiteral("R2"), 0, QJsonObject{{"rail", 1}});
    const QString plane2 =
        b.device(QStringLiteral("sn5610"), QStringLiteral("R2"), 0, QJsonObject{{"rail", 1}});
    b.module(node, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NM-FLT"));
    b.module(plane1, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NM"));
    b.module(plane2, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NM"));
    b.cable(QStringLiteral("MFP7E30"), 20, DesignBuilder::end(node, QStringLiteral("osfp1"), 1),
            DesignBuilder::end(plane1, QStringLiteral("osfp1"), 1));
    const QString second =
        b.cable(QStringLiteral("MFP7E30"), 20, DesignBuilder::end(node, QStringLiteral("osfp1"), 2),
                DesignBuilder::end(plane2, QStringLiteral("osfp1"), 1));
    CHECK(rulesFired(b.design()).isEmpty());

    // Both legs carry the cage's one GPU: the second plane's leaf must serve that rail too.
    b.setDevice(plane2, "rail", 2);
    const Design d = b.design();
    const QList<Issue> issues = issuesOf(d, "rail-alignment");
    REQUIRE(issues.size() == 1);
    CHECK(cableIds(d, issues[0]) == QStringList{second});
}

TEST_CASE("Co-packaged optics: the channel ends at the built-in optic, and nothing is ordered for it",
          "[validation][xdr][cpo]")
{
    const auto link = [](DesignBuilder &b, const char *module, double length) {
        const QString node = b.device(b300);
        const QString cpo = b.device(QStringLiteral("q3450-ld"), QStringLiteral("R2"));
        b.module(node, QStringLiteral("osfp1"), QLatin1String(module));
        return b.cable(QStringLiteral("MFP7E30"), length, DesignBuilder::end(node, QStringLiteral("osfp1")),
                       DesignBuilder::end(cpo, QStringLiteral("p1")));
    };
    SECTION("a DGX B300's XDR module to a Q3450-LD faceplate port is clean")
    {
        DesignBuilder b;
        link(b, "MMS4A20", 40);
        const Design d = b.design();
        CHECK(rulesFired(d).isEmpty());
        // The BOM orders the B300's module and the cord, nothing for the switch's port.
        CHECK(bomQuantity(d, "MMS4A20") == 1);
        CHECK(bomQuantity(d, "Q3450-LD-CPO") == 0);
    }
    SECTION("the built-in optic's rate counts: an NDR module at the far end is a rate-mismatch")
    {
        DesignBuilder b;
        const QString node = b.device(QStringLiteral("gb200-compute-tray"));
        const QString cpo = b.device(QStringLiteral("q3450-ld"), QStringLiteral("R2"));
        b.module(node, QStringLiteral("left-osfp-p3"), QStringLiteral("MMS4X00-NS400"));
        b.cable(QStringLiteral("MFP7E30"), 10, DesignBuilder::end(node, QStringLiteral("left-osfp-p3")),
                DesignBuilder::end(cpo, QStringLiteral("p1")));
        const QList<Issue> issues = issuesOf(b.design(), "rate-mismatch");
        REQUIRE(issues.size() == 1);
        CHECK(issues[0].message.contains(QLatin1String("Q3450-LD-CPO")));
    }
    SECTION("the built-in optic's reach counts")
    {
        DesignBuilder b;
        b.part("transceivers", QJsonObject{{"id", "dr4-2km"},
                                           {"form_factor", "OSFP-RHS"},
                                           {"pmd", "DR4"},
                                           {"rate_gbps", 800},
                                           {"lane_rate_gbps", 200},
                                           {"connectors", 1},
                                           {"connector", "MPO-12"},
                                           {"polish", "APC"},
                                           {"media", "SMF"},
                                           {"reach_m", QJsonObject{{"OS2", 2000}}}});
        link(b, "dr4-2km", 800);
        const QList<Issue> issues = issuesOf(b.design(), "reach");
        REQUIRE(issues.size() == 1);
        CHECK(issues[0].message.contains(QLatin1String("is 500")));
    }
    SECTION("a cable on a connector the built-in optic does not have is a connector-mismatch")
    {
        DesignBuilder b;
        link(b, "MMS4A20", 40);
        const QString other = b.device(b300);
        b.module(other, QStringLiteral("osfp1"), QStringLiteral("MMS4A20"));
        b.cable(QStringLiteral("MFP7E30"), 40, DesignBuilder::end(other, QStringLiteral("osfp1")),
                DesignBuilder::end(QStringLiteral("q3450-ld-2"), QStringLiteral("p1"), 2));
        const QList<Issue> issues = issuesOf(b.design(), "connector-mismatch");
        REQUIRE(issues.size() == 1);
        CHECK(
            issues[0].message.contains(QLatin1String("connector 2 of Q3450-LD-CPO (built in), which has 1")));
    }
}

TEST_CASE("Twin-port modules count per cage in the BOM", "[validation][xdr][bom]")
{
    DesignBuilder b;
    const QString leaf = b.device(q3400, QStringLiteral("R2"));
    b.module(leaf, QStringLiteral("osfp1"), QStringLiteral("MMS4A00"));
    for (int sub = 1; sub <= 2; ++sub) {
        const QString node = b.device(b300);
        b.module(node, QStringLiteral("osfp1"), QStringLiteral("MMS4A20"));
        b.cable(QStringLiteral("MFP7E30"), 30, DesignBuilder::end(node, QStringLiteral("osfp1")),
                DesignBuilder::end(leaf, QStringLiteral("osfp1"), sub));
    }
    const Design d = b.design();
    CHECK(rulesFired(d).isEmpty());
    CHECK(bomQuantity(d, "MMS4A00") == 1); // one module in one cage carries both 800G ports
    CHECK(bomQuantity(d, "MMS4A20") == 2);
}

TEST_CASE("rack-power: the devices in a rack draw more than its rack type allows", "[validation][power]")
{
    SECTION("an NVL72 rack with its contents is within its 142 kW; a 20 kW device more is not")
    {
        DesignBuilder b;
        b.part("device_types", QJsonObject{{"id", "heater-20kw"}, {"height_u", 1}, {"power_w", 20000}});
        b.typedRack(QStringLiteral("NVL1"), QStringLiteral("gb300-nvl72"));
        for (const RackContent &c : bundledCatalog().rackTypes.find(QStringLiteral("gb300-nvl72"))->contents)
            b.device(c.type, QStringLiteral("NVL1"), c.u);
        CHECK(issuesOf(b.design(), "rack-power").isEmpty());

        const QString extra = b.device(QStringLiteral("heater-20kw"), QStringLiteral("NVL1"), 38);
        const Design d = b.design();
        const QList<Issue> issues = issuesOf(d, "rack-power");
        REQUIRE(issues.size() == 1);
        CHECK(issues[0].severity == Severity::Error);
        CHECK(rackIds(d, issues[0]) == QStringList{"NVL1"});
        CHECK(issues[0].devices.size() == 38);
        CHECK(deviceIds(d, issues[0]).contains(extra));
        CHECK(issues[0].message.contains(QLatin1String("142 kW")));
        CHECK(issues[0].message.contains(QLatin1String("gb300-nvl72")));
    }
    SECTION("optics count on top of a figure without them, never on one that includes them")
    {
        DesignBuilder b;
        b.part("rack_types", QJsonObject{{"id", "lab-8kw"}, {"height_u", 48}, {"max_power_kw", 8}});
        QJsonArray cages;
        for (int cage = 1; cage <= 4; ++cage)
            cages.append(QJsonObject{
                {"name", QStringLiteral("osfp%1").arg(cage)}, {"kind", "cage"}, {"form_factor", "OSFP-RHS"}});
        b.part("device_types", QJsonObject{{"id", "node-7950"},
                                           {"role", "gpu-server"},
                                           {"height_u", 2},
                                           {"power_w", 7950},
                                           {"ports", cages}});
        b.typedRack(QStringLiteral("L1"), QStringLiteral("lab-8kw"));
        b.typedRack(QStringLiteral("L2"), QStringLiteral("lab-8kw"), 1.8);
        // The Q3400's 7 kW is with optics: 72 modules of 33.5 W add nothing.
        const QString sw = b.device(q3400, QStringLiteral("L1"));
        for (int cage = 1; cage <= 72; ++cage)
            b.module(sw, QStringLiteral("osfp%1").arg(cage), QStringLiteral("MMS4A00"));
        // 7.95 kW without optics, plus four 800G modules of 15 W: 8.01 kW.
        const QString node = b.device(QStringLiteral("node-7950"), QStringLiteral("L2"));
        b.module(node, QStringLiteral("osfp1"), QStringLiteral("MMS4A20"));
        b.module(node, QStringLiteral("osfp2"), QStringLiteral("MMS4A20"));
        b.module(node, QStringLiteral("osfp3"), QStringLiteral("MMS4A20"));
        b.module(node, QStringLiteral("osfp4"), QStringLiteral("MMS4A20"));
        const Design d = b.design();
        const QList<Issue> issues = issuesOf(d, "rack-power");
        REQUIRE(issues.size() == 1);
        CHECK(rackIds(d, issues[0]) == QStringList{"L2"});
        CHECK(issues[0].message.contains(QLatin1String("8.01 kW (60 W of it optics)")));
    }
    SECTION("near miss: a rack without a type, or of a type without a limit, is not checked")
    {
        DesignBuilder b;
        b.typedRack(QStringLiteral("C1"), QStringLiteral("rack-48u-600x1200"));
        for (int i = 0; i < 4; ++i) {
            b.device(b300); // R1 has no type
            b.device(b300, QStringLiteral("C1"));
        }
        CHECK(issuesOf(b.design(), "rack-power").isEmpty());
    }
    SECTION("the design's rack power budget checks racks whose type sets no limit; a type's limit wins")
    {
        DesignBuilder b;
        b.typedRack(QStringLiteral("C1"), QStringLiteral("rack-48u-600x1200"));
        b.typedRack(QStringLiteral("NVL1"), QStringLiteral("gb300-nvl72"), 3.0);
        for (int i = 0; i < 4; ++i) {
            b.device(b300); // R1 has no type: the budget applies too
            b.device(b300, QStringLiteral("C1"));
        }
        b.device(b300, QStringLiteral("NVL1")); // 14.5 kW, far under 142 kW but over the budget
        Design d = b.design();
        d.settings.rackPowerKw = 42;
        const QList<Issue> issues = issuesOf(d, "rack-power");
        REQUIRE(issues.size() == 2);
        QStringList racks;
        for (const Issue &i : issues) {
            racks << rackIds(d, i);
            CHECK(i.message.contains(QLatin1String("draw 58.0 kW, more than the design's rack power budget "
                                                   "of 42 kW")));
        }
        racks.sort();
        CHECK(racks == QStringList{"C1", "R1"});
        // What the Properties and the tooltip say: the draw against the budget, and a switch without a
        // figure.
        b.device(QStringLiteral("q3450-ld"), QStringLiteral("C1"));
        const Design withCpo = b.design();
        const int c1 = withCpo.racks().find(QStringLiteral("C1"));
        const RackPower power = rackPowers(withCpo).value(c1);
        CHECK(power.unknownDevices == 1);
        CHECK_FALSE(power.limitFromType);
    }
}
