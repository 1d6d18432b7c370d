#include "designbuilder.h"
#include "plan/cagefill.h"
#include "plan/railcabling.h"
#include "validation/validator.h"

using namespace railyard;
using namespace railyard::test;

namespace {

// Two DGX H100 of SU 1 and eight QM9700 leaves (rails 1-8, or none when `railedLeaves` is false).
struct Pod
{
    Design d;
    QList<int> servers, leaves;
};

Pod pod(bool modulesInLeaves, bool railedLeaves = true)
{
    DesignBuilder b;
    QStringList servers, leaves;
    for (int n = 1; n <= 2; ++n) {
        const QString s = b.device(QStringLiteral("dgx-h100"), QStringLiteral("R1"), 0,
                                   QJsonObject{{"su", 1}, {"node", n}});
        for (const char *cage : {"osfp1", "osfp2", "osfp3", "osfp4"})
            b.module(s, QLatin1String(cage), QStringLiteral("MMS4X00-NM-FLT"));
        servers << s;
    }
    for (int r = 1; r <= 8; ++r) {
        QJsonObject extra{{"su", 1}};
        if (railedLeaves)
            extra[QStringLiteral("rail")] =
                9 - r; // listed in reverse: the plan must go by rail, not by order
        const QString l = b.device(QStringLiteral("qm9700"), QStringLiteral("R2"), 0, extra);
        if (modulesInLeaves) b.module(l, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NM"));
        leaves << l;
    }
    Pod p{b.design(), {}, {}};
    for (const QString &id : servers)
        p.servers << p.d.devices().find(id);
    for (const QString &id : leaves)
        p.leaves << p.d.devices().find(id);
    return p;
}

void apply(Design &d, const RailPlan &plan)
{
    int slot = d.cables().slotCount();
    for (const PlannedRailCable &link : plan.links)
        d.insertCable(slot++, link.cable);
}

} // namespace

TEST_CASE("Connect by Rail cables every compute connector to the leaf of its rail", "[plan][rails]")
{
    Pod p = pod(true);
    const RailPlan plan = planRailCabling(p.d, p.servers + p.leaves);
    CHECK(plan.problems.isEmpty());
    CHECK(plan.notes.isEmpty());
    REQUIRE(plan.links.size() == 2 * 8); // two servers, four twin-port cages each
    QSet<QString> ids;
    for (const PlannedRailCable &link : plan.links) {
        const Cable &c = link.cable;
        ids.insert(c.id);
        const Endpoint &server = c.ends[0], &leaf = c.ends[1];
        const int rail = p.d.port(server).rails[server.effectiveSub() - 1];
        CHECK(link.rail == rail);
        CHECK(p.d.devices().at(leaf.device).rail == rail);
        CHECK(p.d.catalog.cableTypes.at(c.type).id == QLatin1String("MFP7E30")); // what a drag proposes
        CHECK(c.lengthM > 0);
    }
    CHECK(ids.size() == 16);
    // Server 1 on the first connector of each leaf, server 2 on the second.
    CHECK(plan.links.front().cable.ends[1].sub == 1);
    CHECK(plan.links.back().cable.ends[1].sub == 2);
    // Applied, the design is rail-aligned and every channel is complete.
    apply(p.d, plan);
    for (const Issue &i : validateDesign(p.d)) {
        INFO(ruleId(i.rule).data() << ": " << i.message.toStdString());
        CHECK(i.rule != Rule::RailAlignment);
        CHECK(i.rule != Rule::IncompleteChannel);
        CHECK(i.severity != Severity::Error);
    }
    // Planned again, nothing is left to cable.
    const RailPlan again = planRailCabling(p.d, p.servers + p.leaves);
    CHECK(again.links.empty());
}

TEST_CASE("Connect by Rail gives leaves without a rail the rails left, and says what it cannot cable",
          "[plan][rails]")
{
    Pod unrailed = pod(true, false);
    const RailPlan plan = planRailCabling(unrailed.d, unrailed.servers + unrailed.leaves);
    CHECK(plan.links.size() == 16);
    REQUIRE(plan.notes.size() == 8);
    CHECK(plan.notes.first().contains(QLatin1String("takes rail 1")));
    REQUIRE(plan.leafRails.size() == 8);
    CHECK(plan.leafRails.front() == std::make_pair(unrailed.leaves.first(), 1));

    Pod empty = pod(false); // leaves without transceivers: the servers' modules have nothing to meet
    const RailPlan none = planRailCabling(empty.d, empty.servers + empty.leaves);
    CHECK(none.links.empty());
    CHECK(none.problems.size() == 16);
    CHECK(none.problems.first().contains(QLatin1String("holds no transceiver")));

    const RailPlan onlyServers = planRailCabling(empty.d, empty.servers);
    CHECK(onlyServers.links.empty());
    CHECK(onlyServers.problems.first().contains(QLatin1String("select GPU servers and the leaf")));
}

TEST_CASE("Connect by Rail names its cables as a dragged cable is named", "[plan][rails][regression]")
{
    Pod p = pod(true);
    const RailPlan plan = planRailCabling(p.d, p.servers + p.leaves);
    REQUIRE(plan.links.size() == 16);
    for (size_t i = 0; i < plan.links.size(); ++i)
        CHECK(plan.links[i].cable.id == QStringLiteral("C-%1").arg(i + 1));
}

TEST_CASE("Connect by Rail with empty cages: direct-attach cables where they reach, else transceivers first",
          "[plan][rails][regression]")
{
    SECTION("an empty twin-port cage: each of its connectors is named, none cabled to one leaf")
    {
        DesignBuilder b;
        const QString s = b.device(QStringLiteral("dgx-h100"), QStringLiteral("R1"), 0,
                                   QJsonObject{{"su", 1}, {"node", 1}});
        QStringList leafIds;
        for (int r = 1; r <= 8; ++r)
            leafIds << b.device(QStringLiteral("qm9700"), QStringLiteral("R1"), 0,
                                QJsonObject{{"su", 1}, {"rail", r}});
        const Design d = b.design();
        QList<int> devices{d.devices().find(s)};
        for (const QString &id : leafIds)
            devices << d.devices().find(id);
        const RailPlan plan = planRailCabling(d, devices);
        CHECK(plan.links.empty());
        REQUIRE(plan.problems.size() == 8); // four cages, two rails each
        CHECK(plan.problems[0] ==
              QStringLiteral(
                  "%1 osfp1.1 (rail 8): the cage holds no transceiver, and a direct-attach cable would "
                  "take all its rails to one leaf: put transceivers in it first (Design ▸ Fill Empty "
                  "Cages)")
                  .arg(s));
        CHECK(plan.problems[1].startsWith(QStringLiteral("%1 osfp1.2 (rail 5)").arg(s)));
    }
    SECTION("single-rail cages: direct-attach cables to leaves close by, a clear word for leaves too far")
    {
        DesignBuilder b;
        const QString s = b.device(QStringLiteral("hgx-8gpu"), QStringLiteral("R1"), 0,
                                   QJsonObject{{"su", 1}, {"node", 1}});
        QStringList near, far;
        for (int r = 1; r <= 4; ++r)
            near << b.device(QStringLiteral("qm9700"), QStringLiteral("R1"), 0,
                             QJsonObject{{"su", 1}, {"rail", r}});
        for (int r = 5; r <= 8; ++r)
            far << b.device(QStringLiteral("qm9700"), QStringLiteral("R2"), 40,
                            QJsonObject{{"su", 1}, {"rail", r}});
        const Design d = b.design();
        QList<int> devices{d.devices().find(s)};
        for (const QString &id : near + far)
            devices << d.devices().find(id);
        const RailPlan plan = planRailCabling(d, devices);
        REQUIRE(plan.links.size() == 4);
        for (const PlannedRailCable &link : plan.links) {
            CHECK(d.catalog.cableTypes.at(link.cable.type).isDirectAttach());
            CHECK(link.rail <= 4);
        }
        REQUIRE(plan.problems.size() == 4);
        for (const QString &problem : plan.problems)
            CHECK(problem.contains(QLatin1String("put transceivers in the cages for a fiber cable")));
    }
}

TEST_CASE("Fill Empty Cages offers the modules that fit and fills every empty cage of that form factor",
          "[plan][cages]")
{
    Pod p = pod(false);
    const QList<int> all = p.servers + p.leaves;
    const QList<CageFillChoice> choices = cageFillChoices(p.d, all);
    REQUIRE_FALSE(choices.isEmpty());
    // Leaves have 8 x 32 empty OSFP cages: an OSFP module fills the most.
    CHECK(p.d.catalog.transceivers.at(choices.first().transceiver).formFactor == QLatin1String("OSFP"));
    const int nm = p.d.catalog.transceivers.indexOf(QStringLiteral("MMS4X00-NM"));
    const QList<CageFill> fills = planCageFill(p.d, all, nm);
    CHECK(fills.size() == 8 * 32);
    for (const CageFill &f : fills)
        CHECK(p.d.deviceType(f.device).role == Role::Leaf);
    // The servers' compute cages are full already: only their storage cages are empty, and a QSFP112 module
    // would go only there.
    const int qsfp = p.d.catalog.transceivers.indexOf(QStringLiteral("MMA1Z00-NS400"));
    const QList<CageFill> storage = planCageFill(p.d, p.servers, qsfp, Network::Storage);
    CHECK(storage.size() == 4);
    CHECK(planCageFill(p.d, p.servers, qsfp, Network::Compute).isEmpty());
}

TEST_CASE(
    "Connect by Rail with one leaf cables that leaf's rail only, and a leaf alone takes its unit's servers",
    "[plan][rails][regression]")
{
    Pod p = pod(true);
    // Leaf of rail 3 (listed in reverse: leaves[5]) and both servers: their two rail-3 connectors, nothing
    // else, and no list of "no chosen leaf" problems for the seven other rails.
    const int leaf3 = p.leaves[5];
    REQUIRE(p.d.devices().at(leaf3).rail == 3);
    const RailPlan one = planRailCabling(p.d, p.servers + QList<int>{leaf3});
    CHECK(one.problems.isEmpty());
    REQUIRE(one.links.size() == 2);
    for (const PlannedRailCable &link : one.links) {
        CHECK(link.rail == 3);
        CHECK(link.cable.ends[1].device == leaf3);
    }
    // One note counts what was left for the other rails' leaves.
    REQUIRE(one.notes.size() == 1);
    INFO(one.notes.first().toStdString());
    CHECK(one.notes.first().contains(QString::fromUtf8("of rails 1, 2, 4–8 are left")));
    CHECK(one.notes.first().contains(QLatin1String("left for the leaves of those rails")));

    // The leaf alone: every server of its scalable unit.
    const RailPlan alone = planRailCabling(p.d, {leaf3});
    CHECK(alone.problems.isEmpty());
    CHECK(alone.links.size() == 2);
    CHECK(alone.notes.first().contains(QLatin1String("no GPU server was selected")));
    CHECK(serversOfLeaves(p.d, {leaf3}) == QList<int>{p.servers[0], p.servers[1]});

    // A leaf without a rail, given one by the user: it takes that rail, not the lowest free one.
    Pod unrailed = pod(true, false);
    const int leaf = unrailed.leaves.first();
    const RailPlan chosen = planRailCabling(unrailed.d, unrailed.servers + QList<int>{leaf}, {{leaf, 6}});
    CHECK(chosen.problems.isEmpty());
    REQUIRE(chosen.links.size() == 2);
    CHECK(chosen.links.front().rail == 6);
    CHECK(chosen.leafRails == std::vector<std::pair<int, int>>{{leaf, 6}});
    CHECK(railsNeeded(unrailed.d, unrailed.servers) == std::set<int>{1, 2, 3, 4, 5, 6, 7, 8});
    // A leaf cabled by hand has the rail its cables say: what the window offers first.
    CHECK_FALSE(railCabledTo(unrailed.d, leaf));
    apply(unrailed.d, chosen);
    CHECK(railCabledTo(unrailed.d, leaf) == 6);
}

TEST_CASE("Fill Empty Cages proposes for a network's cages the optics that network already uses",
          "[plan][cages][regression]")
{
    Pod p = pod(false);
    // Storage cages of the first server hold single-mode DR4 modules; the second's are empty.
    Design &d = p.d;
    const int dr4 = d.catalog.transceivers.indexOf(QStringLiteral("MMS1X00-NS400"));
    REQUIRE(dr4 >= 0);
    const DeviceType &dgx = d.deviceType(p.servers[0]);
    int storageCages = 0;
    for (int port = 0; port < int(dgx.ports.size()); ++port)
        if (dgx.ports[size_t(port)].kind == PortKind::Cage &&
            dgx.ports[size_t(port)].network == Network::Storage) {
            d.device(p.servers[0]).setModule(port, dr4);
            ++storageCages;
        }
    REQUIRE(storageCages > 0);
    const QList<CageFillChoice> choices = cageFillChoices(d, {p.servers[1]}, Network::Storage);
    REQUIRE_FALSE(choices.isEmpty());
    // Not the multimode SR4 module of the same form factor: the storage network's own optic.
    CHECK(d.catalog.transceivers.at(choices.first().transceiver).id == QLatin1String("MMS1X00-NS400"));
    CHECK(choices.first().inUse == storageCages);
    // What the dialog starts with: the network of most empty cages (the servers' compute cages are full).
    CHECK(busiestEmptyNetwork(d, {p.servers[1]}) == Network::Storage);
    CHECK(busiestEmptyNetwork(d, {p.leaves.first()}) == Network::None); // a switch's cages name none
    // A leaf's empty cages, of no network: the module the other leaves of its type hold.
    const int nm = d.catalog.transceivers.indexOf(QStringLiteral("MMS4X00-NS"));
    d.device(p.leaves[1]).setModule(0, nm);
    CHECK(d.catalog.transceivers.at(cageFillChoices(d, {p.leaves.first()}).first().transceiver).id ==
          QLatin1String("MMS4X00-NS"));

    // Nothing like it anywhere: the media of the design's optics decides, so that the two ends can link.
    Pod mm = pod(false);
    const int flatMm = mm.d.catalog.transceivers.indexOf(QStringLiteral("MMA4Z00-NS-FLT"));
    for (int server : mm.servers) {
        QList<int> ports;
        for (const CageModule &m : mm.d.devices().at(server).modules)
            ports << m.port;
        for (int port : ports)
            mm.d.device(server).setModule(port, flatMm);
    }
    const QList<CageFillChoice> leafChoices = cageFillChoices(mm.d, {mm.leaves.first()});
    REQUIRE_FALSE(leafChoices.isEmpty());
    CHECK(mm.d.catalog.transceivers.at(leafChoices.first().transceiver).media == QLatin1String("MMF"));
    CHECK(leafChoices.first().matchesMedia);
    // A storage cage of a single-mode hall, with no storage optic anywhere yet: the single-mode DR4, not the
    // multimode SR4 of the same form factor that comes first in the catalog.
    Pod sm = pod(false);
    const QList<CageFillChoice> storage = cageFillChoices(sm.d, {sm.servers[0]}, Network::Storage);
    REQUIRE_FALSE(storage.isEmpty());
    CHECK(sm.d.catalog.transceivers.at(storage.first().transceiver).id == QLatin1String("MMS1X00-NS400"));
}

TEST_CASE(
    "Connect by Rail counts the free server ports of each rail, and says nothing of rails not asked for",
    "[plan][rails][regression]")
{
    Pod p = pod(true);
    // The first server's osfp2 (two rails) emptied: its rails have one free port fewer, and a plan for the
    // leaf of another rail does not list it as a problem.
    const int osfp2 = p.d.deviceType(p.servers[0]).portIndex(u"osfp2");
    p.d.device(p.servers[0]).setModule(osfp2, -1);
    const QList<int> twoRails = p.d.deviceType(p.servers[0]).ports[size_t(osfp2)].rails;
    REQUIRE(twoRails.size() == 2);
    const std::map<int, int> free = freeConnectorsByRail(p.d, p.servers);
    CHECK(free.at(twoRails[0]) == 1);
    int otherRail = 1;
    while (twoRails.contains(otherRail))
        ++otherRail;
    CHECK(free.at(otherRail) == 2);
    int leaf = -1;
    for (int l : p.leaves)
        if (p.d.devices().at(l).rail == otherRail) leaf = l;
    REQUIRE(leaf >= 0);
    const RailPlan plan = planRailCabling(p.d, p.servers + QList<int>{leaf});
    CHECK(plan.problems.isEmpty());
    CHECK(plan.links.size() == 2);
}
