#include "designbuilder.h"
#include "validation/connectioncheck.h"

using namespace railyard;
using namespace railyard::test;

namespace {

struct Ports
{
    Design d;
    int a, b;
    int port(int device, const char *name) const
    {
        const auto &ports = d.deviceType(device).ports;
        for (int i = 0; i < int(ports.size()); ++i)
            if (ports[size_t(i)].name == QLatin1String(name)) return i;
        FAIL("no port " << name);
        return -1;
    }
    Endpoint at(int device, const char *name, int sub = 0, Side side = Side::None) const
    {
        return Endpoint{device, port(device, name), sub, side};
    }
};

Ports twoSwitches(const std::function<void(DesignBuilder &, const QString &, const QString &)> &setUp)
{
    DesignBuilder b;
    const QString x = b.device(QStringLiteral("qm9700"));
    const QString y = b.device(QStringLiteral("qm9700"), QStringLiteral("R2"));
    setUp(b, x, y);
    Ports p{b.design(), 0, 0};
    p.a = p.d.devices().find(x);
    p.b = p.d.devices().find(y);
    return p;
}

} // namespace

TEST_CASE("A cable drag fits between two modules of the same kind", "[validation][connect]")
{
    const Ports p = twoSwitches([](DesignBuilder &b, const QString &x, const QString &y) {
        b.module(x, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NM"));
        b.module(y, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NM"));
    });
    const ConnectionCheck c = checkConnection(p.d, p.at(p.a, "osfp1", 1), p.b, p.port(p.b, "osfp1"), 2);
    CHECK(c.fit == ConnectionCheck::Fit::Fits);
    CHECK(c.b.sub == 2); // the connector the pointer was over
    CHECK(p.d.catalog.cableTypes.at(c.cable.type).id == QLatin1String("MFP7E30"));
    const Cable cable = cableFor(p.d, c);
    CHECK(cable.ends[0] == c.a);
    CHECK(cable.ends[1] == c.b);
}

TEST_CASE("A cable drag does not fit where validation would object", "[validation][connect]")
{
    SECTION("single-mode module to multimode module")
    {
        const Ports p = twoSwitches([](DesignBuilder &b, const QString &x, const QString &y) {
            b.module(x, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NM"));
            b.module(y, QStringLiteral("osfp1"), QStringLiteral("MMA4Z00-NS"));
        });
        const ConnectionCheck c = checkConnection(p.d, p.at(p.a, "osfp1", 1), p.b, p.port(p.b, "osfp1"));
        CHECK(c.fit == ConnectionCheck::Fit::Mismatch);
        CHECK(c.reason.contains(QLatin1String("MMA4Z00-NS does not run over OS2 fiber")));
    }
    SECTION("MPO APC module to LC UPC module")
    {
        const Ports p = twoSwitches([](DesignBuilder &b, const QString &x, const QString &y) {
            b.module(x, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NM"));
            b.module(y, QStringLiteral("osfp1"), QStringLiteral("MMS4X50-NM"));
        });
        const ConnectionCheck c = checkConnection(p.d, p.at(p.a, "osfp1", 1), p.b, p.port(p.b, "osfp1"));
        CHECK(c.fit == ConnectionCheck::Fit::Mismatch);
        CHECK_FALSE(c.reason.isEmpty());
    }
    SECTION("a module to an empty cage")
    {
        const Ports p = twoSwitches([](DesignBuilder &b, const QString &x, const QString &) {
            b.module(x, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NM"));
        });
        const ConnectionCheck c = checkConnection(p.d, p.at(p.a, "osfp1", 1), p.b, p.port(p.b, "osfp1"));
        CHECK(c.fit == ConnectionCheck::Fit::Mismatch);
        CHECK(c.reason.contains(QLatin1String("holds no transceiver")));
    }
    SECTION("a connector that is taken")
    {
        const Ports p = twoSwitches([](DesignBuilder &b, const QString &x, const QString &y) {
            b.module(x, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NM"));
            b.module(x, QStringLiteral("osfp2"), QStringLiteral("MMS4X00-NM"));
            b.module(y, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NM"));
            b.cable(QStringLiteral("MFP7E30"), 3, DesignBuilder::end(x, QStringLiteral("osfp2"), 1),
                    DesignBuilder::end(y, QStringLiteral("osfp1"), 1));
            b.cable(QStringLiteral("MFP7E30"), 3, DesignBuilder::end(x, QStringLiteral("osfp2"), 2),
                    DesignBuilder::end(y, QStringLiteral("osfp1"), 2));
        });
        const ConnectionCheck c = checkConnection(p.d, p.at(p.a, "osfp1", 1), p.b, p.port(p.b, "osfp1"));
        CHECK(c.fit == ConnectionCheck::Fit::Busy);
    }
}

TEST_CASE("Two empty cages take a direct-attach cable of their form factor where it reaches",
          "[validation][connect]")
{
    DesignBuilder b;
    const QString x = b.device(QStringLiteral("qm9700"));
    const QString y = b.device(QStringLiteral("qm9700")); // the U above, in the same rack
    Ports p{b.design(), 0, 0};
    p.a = p.d.devices().find(x);
    p.b = p.d.devices().find(y);
    const ConnectionCheck c = checkConnection(p.d, p.at(p.a, "osfp1"), p.b, p.port(p.b, "osfp3"));
    CHECK(c.fit == ConnectionCheck::Fit::Fits);
    CHECK(p.d.catalog.cableTypes.at(c.cable.type).isDirectAttach());

    // In the next rack, over the tray, a 2 m cable does not reach: it says so, and what to do.
    const Ports far = twoSwitches([](DesignBuilder &, const QString &, const QString &) {});
    const ConnectionCheck tooFar =
        checkConnection(far.d, far.at(far.a, "osfp1"), far.b, far.port(far.b, "osfp3"));
    CHECK(tooFar.fit == ConnectionCheck::Fit::Mismatch);
    CHECK(tooFar.reason.startsWith(QLatin1String("MCP4Y10-N reaches 2 m and the route is about 6")));
    CHECK(tooFar.reason.endsWith(QLatin1String("put transceivers in the cages for a fiber cable")));
}

TEST_CASE("A cord into a panel checks the adapter and the plug behind it", "[validation][connect]")
{
    DesignBuilder b;
    const QString sw = b.device(QStringLiteral("qm9700"));
    const QString panel = b.device(QStringLiteral("pp-mpo12-apc-24"));
    const QString other = b.device(QStringLiteral("qm9700"), QStringLiteral("R2"));
    b.module(sw, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NM"));
    b.module(other, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NM"));
    // Behind P02 an unpinned cord: a second unpinned plug in front of it is a gender mismatch.
    b.cable(QStringLiteral("MFP7E30"), 3, DesignBuilder::end(other, QStringLiteral("osfp1"), 1),
            DesignBuilder::end(panel, QStringLiteral("P02"), 0, QStringLiteral("rear")));
    const Design d = b.design();
    const int s = d.devices().find(sw);
    const int pp = d.devices().find(panel);
    const Endpoint from{s, 0, 1, Side::None};
    REQUIRE(d.deviceType(s).ports[0].name == QLatin1String("osfp1"));
    const ConnectionCheck good = checkConnection(d, from, pp, 0, 0, Side::Front); // P01, empty behind
    CHECK(good.fit == ConnectionCheck::Fit::Fits);
    CHECK(good.b.side == Side::Front);
    const ConnectionCheck bad = checkConnection(d, from, pp, 1, 0, Side::Front);
    CHECK(bad.fit == ConnectionCheck::Fit::Mismatch);
    CHECK(bad.reason.contains(QLatin1String("pinned")));
}

TEST_CASE("A cable drag between co-packaged optics picks the cord their built-in optics take",
          "[validation][connect][cpo]")
{
    DesignBuilder b;
    const QString x = b.device(QStringLiteral("q3450-ld"));
    const QString y = b.device(QStringLiteral("q3450-ld"), QStringLiteral("R2"));
    const QString ndr = b.device(QStringLiteral("qm9700"), QStringLiteral("R2"));
    b.module(ndr, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NM"));
    Ports p{b.design(), 0, 0};
    p.a = p.d.devices().find(x);
    p.b = p.d.devices().find(y);
    const ConnectionCheck c = checkConnection(p.d, p.at(p.a, "p1"), p.b, p.port(p.b, "p7"));
    REQUIRE(c.fit == ConnectionCheck::Fit::Fits);
    CHECK(p.d.catalog.cableTypes.at(c.cable.type).id == QLatin1String("MFP7E30"));
    Design linked = p.d;
    linked.insertCable(0, cableFor(p.d, c));
    // Clean but for the NDR switch's module, which has no cable yet (an info).
    const QList<Issue> issues = validateDesign(linked);
    REQUIRE(issues.size() == 1);
    CHECK(issues[0].rule == Rule::Unconnected);
    CHECK(issues[0].message == QLatin1String("qm9700-3 osfp1 (MMS4X00-NM) has no cable"));

    // An NDR module cannot talk to the built-in XDR optic: the drag says so before any cable is made.
    const int other = p.d.devices().find(ndr);
    const ConnectionCheck wrong = checkConnection(p.d, p.at(p.a, "p2"), other, p.port(other, "osfp1"));
    CHECK(wrong.fit == ConnectionCheck::Fit::Mismatch);
    CHECK(wrong.reason.contains(QLatin1String("lane rates 200G and 100G")));
}
