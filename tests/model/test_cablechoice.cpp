#include "design/cablechoice.h"
#include "designbuilder.h"

using namespace railyard;
using namespace railyard::test;

namespace {

QString proposedType(const Design &d, const Endpoint &a, const Endpoint &b)
{
    const std::optional<CableProposal> p = proposeCable(d, a, b);
    return p ? d.catalog.cableTypes.at(p->type).id : QStringLiteral("(none)");
}

Endpoint at(const Design &d, const QString &device, const char *port, int sub = 0, Side side = Side::None)
{
    const int dev = d.devices().find(device);
    return Endpoint{dev, d.deviceType(dev).portIndex(QString::fromLatin1(port)), sub, side};
}

} // namespace

TEST_CASE("A new cable gets the type a designer would pick for its two ends", "[design][cablechoice]")
{
    DesignBuilder b;
    const QString sm1 = b.device(QStringLiteral("qm9700")), sm2 = b.device(QStringLiteral("qm9700"));
    const QString mm1 = b.device(QStringLiteral("qm9700")), lc1 = b.device(QStringLiteral("qm9700"));
    const QString pp1 = b.device(QStringLiteral("pp-mpo12-apc-24")),
                  pp2 = b.device(QStringLiteral("pp-mpo12-apc-24"));
    b.module(sm1, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NM"));
    b.module(sm2, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NM"));
    b.module(mm1, QStringLiteral("osfp1"), QStringLiteral("MMA4Z00-NS"));
    b.module(mm1, QStringLiteral("osfp2"), QStringLiteral("MMA4Z00-NS"));
    b.module(lc1, QStringLiteral("osfp1"), QStringLiteral("MMS4X50-NM"));
    b.module(lc1, QStringLiteral("osfp2"), QStringLiteral("MMS4X50-NM"));
    const Design d = b.design();

    CHECK(proposedType(d, at(d, sm1, "osfp1", 1), at(d, sm2, "osfp1", 1)) == QLatin1String("MFP7E30"));
    CHECK(proposedType(d, at(d, sm1, "osfp1", 2), at(d, pp1, "P01", 0, Side::Front)) ==
          QLatin1String("MFP7E30"));
    // Between panels: the pinned, low-loss Type B trunk.
    CHECK(proposedType(d, at(d, pp1, "P01", 0, Side::Rear), at(d, pp2, "P01", 0, Side::Rear)) ==
          QLatin1String("MPO12-TRUNK-SM-B"));
    CHECK(proposedType(d, at(d, mm1, "osfp1", 1), at(d, mm1, "osfp2", 1)) == QLatin1String("MFP7E10"));
    CHECK(proposedType(d, at(d, lc1, "osfp1", 1), at(d, lc1, "osfp2", 1)) == QLatin1String("LC-SM-AB"));
    // Two empty cages: a passive DAC of their form factor.
    CHECK(proposedType(d, at(d, sm1, "osfp5"), at(d, sm2, "osfp5")) == QLatin1String("MCP4Y10-N"));

    // Stacked one U apart in one rack: the shortest orderable length.
    const std::optional<CableProposal> p = proposeCable(d, at(d, sm1, "osfp5"), at(d, sm2, "osfp5"));
    REQUIRE(p);
    CHECK(p->lengthM == 0.5);
}

TEST_CASE("A free connector is the first one with no cable", "[design][cablechoice]")
{
    const Design d = loadDataDesign(QStringLiteral("two-racks.json"));
    const int node = d.devices().find(QStringLiteral("node1"));
    CHECK_FALSE(freeConnector(d, node, 0).has_value()); // osfp1.1 and .2 are both cabled
    const int leaf = d.devices().find(QStringLiteral("leaf-r1"));
    const std::optional<Endpoint> free = freeConnector(d, leaf, 1); // osfp2 has no module: one connector
    REQUIRE(free);
    CHECK(free->sub == 0);
    const int panel = d.devices().find(QStringLiteral("pp-A01"));
    CHECK_FALSE(freeConnector(d, panel, 0, Side::Front).has_value());
    CHECK(freeConnector(d, panel, 20, Side::Front).has_value());
}
