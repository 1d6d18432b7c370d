// The 2027 presets (issue 28): the DGX B300 XDR SuperPOD's racks and optics, NVL72 SuperPODs from their rack
// kits (managed in the rack, no NVLink cables, part of an SU populated) and twin planes.
#include "generatesupport.h"

using namespace railyard;
using namespace railyard::test;

TEST_CASE("DGX B300 XDR: four nodes to a rack at the reference's power per rack", "[generate]")
{
    const GeneratedFabric f = generate(preset("dgx-b300-xdr-superpod", 1));
    const Design &d = f.design;
    std::map<int, int> nodesPerRack;
    for (int dev : d.devices().live())
        if (d.deviceType(dev).role == Role::GpuServer) ++nodesPerRack[d.devices().at(dev).rack];
    CHECK(nodesPerRack.size() == 18);
    for (const auto &[rack, nodes] : nodesPerRack)
        CHECK(nodes == 4);
    // XDR optics at both ends: the fastest modules both cages carry (not NDR ones, which would fit too).
    const int node = d.devices().find(QStringLiteral("su01-node01"));
    const int leaf = d.devices().find(QStringLiteral("cmp-su01-leaf1"));
    REQUIRE(node >= 0);
    REQUIRE(leaf >= 0);
    CHECK(d.catalog.transceivers.at(d.devices().at(node).moduleAt(0)).id == QLatin1String("MMS4A20"));
    CHECK(d.catalog.transceivers.at(d.devices().at(leaf).moduleAt(0)).id == QLatin1String("MMS4A00"));
    // The design keeps the preset's budget per rack, which the racks stay within.
    CHECK(d.settings.rackPowerKw == 60.0);
    CHECK(f.counts.maxRackKw <= 60.0);
    CHECK(f.counts.notes.isEmpty());
    // An explicit limit wins over the preset's.
    FabricOptions o = preset("dgx-b300-xdr-superpod", 1);
    o.rackPowerKw = 30;
    CHECK(generate(o).design.settings.rackPowerKw == 30.0);
}

TEST_CASE("NVL72 presets: racks from the rack kit, managed in the rack, no NVLink cables", "[generate]")
{
    const GeneratedFabric f = generate(preset("dgx-gb200-superpod", 1));
    const Design &d = f.design;
    const int kit = d.catalog.rackTypes.indexOf(QStringLiteral("gb200-nvl72"));
    REQUIRE(kit >= 0);
    const RackType &kitType = d.catalog.rackTypes.at(kit);
    int kitRacks = 0;
    for (int r : d.racks().live()) {
        if (d.racks().at(r).type != kit) continue;
        ++kitRacks;
        // Every device the kit holds, at its U.
        std::multiset<std::pair<QString, int>> want, have;
        for (const RackContent &c : kitType.contents)
            want.insert({c.type, c.u});
        for (int dev : d.devices().live())
            if (d.devices().at(dev).rack == r && d.deviceType(dev).role != Role::PatchPanel)
                have.insert({d.deviceType(dev).id, d.devices().at(dev).u});
        CHECK(have == want);
    }
    CHECK(kitRacks == 8);
    CHECK(f.counts.computeRacks == 8);

    // Every management port in a kit rack — 18 tray BMCs, 9 NVLink trays of 3 — on one of the rack's own
    // two SN2201; no cable joins two trays of a rack (NVLink runs in the cable cartridges).
    int trayBmcs = 0, nvlinkPorts = 0;
    for (int k : d.cables().live()) {
        const Cable &c = d.cables().at(k);
        const Endpoint &a = c.ends[0], &b = c.ends[1];
        const QString ta = d.deviceType(a.device).id, tb = d.deviceType(b.device).id;
        CHECK_FALSE((ta == QLatin1String("nvlink-switch-tray") && tb == QLatin1String("gb200-compute-tray")));
        CHECK_FALSE((ta == QLatin1String("gb200-compute-tray") && tb == QLatin1String("gb200-compute-tray")));
        for (const auto &[tray, other] : {std::pair{a, b}, std::pair{b, a}}) {
            const QString type = d.deviceType(tray.device).id;
            if (d.port(tray).network != Network::Oob) continue;
            if (type != QLatin1String("gb200-compute-tray") && type != QLatin1String("nvlink-switch-tray"))
                continue;
            CHECK(d.deviceType(other.device).id == QLatin1String("sn2201"));
            CHECK(d.devices().at(other.device).rack == d.devices().at(tray.device).rack);
            (type == QLatin1String("gb200-compute-tray") ? trayBmcs : nvlinkPorts)++;
        }
    }
    CHECK(trayBmcs == 144);
    // 144 trays in an SU: three digits, so that the names sort.
    CHECK(d.devices().find(QStringLiteral("su01-node144")) >= 0);
    CHECK(nvlinkPorts == 8 * 9 * 3);
    // The trays' BlueField-3 ports are on the storage and in-band networks.
    std::map<QString, long long> links = linksByTier(d);
    CHECK(links[QStringLiteral("node|sto-leaf")] == 144 * 2);
    CHECK(links[QStringLiteral("inb-leaf|node")] == 144 * 2);
    // On Spectrum-4 Ethernet, as the RA has it; storage non-blocking for the ports it takes, no more.
    const int stoLeaf = d.devices().find(QStringLiteral("sto-su01-leaf1"));
    REQUIRE(stoLeaf >= 0);
    CHECK(d.deviceType(stoLeaf).id == QLatin1String("sn5600"));
    const NetworkCounts &storage = f.counts[FabricNet::Storage];
    CHECK(storage.leafSpineLinks >= storage.nodeLinks);
    CHECK(storage.leafSpineLinks <= storage.nodeLinks + 4 * storage.leaves);
    CHECK(errorsIn(d) == 0);
}

TEST_CASE("Twin planes: each GPU port a leg to its rail's leaf in each plane, the planes apart", "[generate]")
{
    const GeneratedFabric f = generate(preset("dgx-b300-superpod", 1));
    const Design &d = f.design;
    // The plane of a compute switch, from its name (cmp1-…, cmp2-…).
    auto planeOf = [&](int dev) { return d.devices().at(dev).id.mid(3, 1).toInt(); };
    std::map<std::pair<int, int>, std::set<int>> planesOfCage; // (node, cage) -> planes reached
    int legs = 0;
    for (const Channel &c : ChannelTracer(d).traceAll()) {
        Endpoint a = c.start, b = c.finish;
        if (d.deviceType(b.device).role == Role::GpuServer) std::swap(a, b);
        const QString ta = d.devices().at(a.device).id, tb = d.devices().at(b.device).id;
        if (d.deviceType(a.device).role == Role::GpuServer && d.port(a).network == Network::Compute) {
            ++legs;
            // Sub 1 to plane 1, sub 2 to plane 2, both to the leaf of the cage's rail.
            CHECK(planeOf(b.device) == a.effectiveSub());
            CHECK(d.devices().at(b.device).rail == d.port(a).rails.front());
            planesOfCage[{a.device, a.port}].insert(planeOf(b.device));
        } else if (ta.startsWith(QLatin1String("cmp")) && tb.startsWith(QLatin1String("cmp"))) {
            CHECK(planeOf(a.device) == planeOf(b.device)); // no link between the planes
        }
    }
    CHECK(legs == 64 * 8 * 2);
    for (const auto &[cage, planes] : planesOfCage)
        CHECK(planes == std::set<int>{1, 2});
    // One twin-port flat-top module per ConnectX-8 cage carries both legs.
    const int node = d.devices().find(QStringLiteral("su01-node01"));
    REQUIRE(node >= 0);
    CHECK(d.catalog.transceivers.at(d.devices().at(node).moduleAt(0)).id == QLatin1String("MMS4X00-NM-FLT"));
    CHECK(f.counts[FabricNet::Compute].nodeLinks == 1024);
    // No rack holds switches of both planes: one rack's fault leaves a plane whole.
    std::map<int, std::set<int>> planesInRack;
    for (int dev : d.devices().live())
        if (d.devices().at(dev).id.startsWith(QLatin1String("cmp")))
            planesInRack[d.devices().at(dev).rack].insert(planeOf(dev));
    for (const auto &[rack, planes] : planesInRack) {
        INFO(d.racks().at(rack).id.toStdString());
        CHECK(planes.size() == 1);
    }
}

TEST_CASE("NVL72 presets: part of the last SU populated, its leaves and uplinks for the full SU",
          "[generate]")
{
    FabricOptions o = preset("dgx-gb200-superpod", 2);
    o.racks = 11; // 8 + 3 of 8
    const GeneratedFabric f = generate(o);
    CHECK(f.counts.nodes == 11 * 18);
    CHECK(f.counts.computeRacks == 11);
    // The switches and uplinks of two full SUs; node links only for the trays there are.
    const NetworkCounts &c = f.counts[FabricNet::Compute];
    CHECK(c.leaves == 64);
    CHECK(c.spines == 48);
    CHECK(c.cores == 18);
    CHECK(c.leafSpineLinks == 1152);
    CHECK(c.spineCoreLinks == 1152);
    CHECK(c.nodeLinks == 11 * 18 * 4);
    REQUIRE(f.counts.notes.size() == 2);
    CHECK(f.counts.notes[1].startsWith(QLatin1String("3 of the last SU's 8 racks populated")));
    CHECK(errorsIn(f.design) == 0);

    o.racks = 8; // the last SU would be empty
    CHECK(errorOf(o).contains(QLatin1String("2 SUs hold 9 to 16 racks, not 8")));
    FabricOptions b300 = preset("dgx-b300-xdr-superpod", 1);
    b300.racks = 3;
    CHECK(errorOf(b300).contains(QLatin1String("NVL72 presets")));
}
