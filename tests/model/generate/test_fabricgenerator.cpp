#include "design/floorlayout.h"
#include "generate/fabricgenerator.h"
#include "generate/superpodpreset.h"
#include "io/bundledcatalog.h"
#include "io/designfile.h"
#include "io/jsondesignwriter.h"
#include "testsupport.h"
#include "trace/channeltracer.h"
#include "validation/validator.h"

#include <map>
#include <set>

using namespace railyard;

namespace {

// What a device is in the generated fabric, read from the design alone (role and the default names).
QString tierOf(const Design &d, int device)
{
    const Device &dev = d.devices().at(device);
    const Role role = d.catalog.deviceTypes.at(dev.type).role;
    if (role == Role::GpuServer) return QStringLiteral("node");
    if (role == Role::Server) return QStringLiteral("ufm");
    const QString &id = dev.id;
    if (id.startsWith(QLatin1String("oob-sw"))) return QStringLiteral("access");
    if (id.startsWith(QLatin1String("oob-agg"))) return QStringLiteral("aggregation");
    const QString net = id.left(3);
    for (const char *tier : {"leaf", "spine", "core"})
        if (id.contains(QLatin1Char('-') + QLatin1String(tier)))
            return net + QLatin1Char('-') + QLatin1String(tier);
    return id;
}

// Logical links per pair of tiers ("cmp-leaf|node"), one per complete channel, found by tracing the cables.
std::map<QString, long long> linksByTier(const Design &d)
{
    std::map<QString, long long> links;
    for (const Channel &c : ChannelTracer(d).traceAll()) {
        REQUIRE(c.isComplete());
        QString a = tierOf(d, c.start.device), b = tierOf(d, c.finish.device);
        if (b < a) std::swap(a, b);
        ++links[a + QLatin1Char('|') + b];
    }
    return links;
}

std::map<QString, int> devicesByTier(const Design &d)
{
    std::map<QString, int> devices;
    for (int dev : d.devices().live())
        if (d.catalog.deviceTypes.at(d.devices().at(dev).type).role != Role::PatchPanel)
            ++devices[tierOf(d, dev)];
    return devices;
}

GeneratedFabric generate(const FabricOptions &o)
{
    GenerateResult r = generateFabric(o, bundledCatalog());
    INFO(r.error.toStdString());
    REQUIRE(r.fabric);
    return std::move(*r.fabric);
}

FabricOptions preset(const char *id, int sus)
{
    FabricOptions o;
    o.preset = QLatin1String(id);
    o.sus = sus;
    return o;
}

FabricOptions generic(int gpus)
{
    FabricOptions o;
    o.gpus = gpus;
    return o;
}

int errorsIn(const Design &d)
{
    int errors = 0;
    for (const Issue &issue : validateDesign(d))
        if (issue.severity == Severity::Error) {
            UNSCOPED_INFO(issue.message.toStdString());
            ++errors;
        }
    return errors;
}

QString errorOf(const FabricOptions &o)
{
    const GenerateResult r = generateFabric(o, bundledCatalog());
    CHECK_FALSE(r.fabric);
    CHECK_FALSE(r.cancelled);
    return r.error;
}

} // namespace

TEST_CASE("Generated SuperPODs match their reference tables, counted by tracing the cables", "[generate]")
{
    // Every size of every preset; the DGX B200's 32 and 64 SUs (8k and 16k GPUs) only in the benchmark.
    for (const SuperPodPreset &p : superPodPresets())
        for (const SuperPodCounts &table : p.sizes) {
            if (p.id == QLatin1String("dgx-b200-superpod") && table.sus > 16) continue;
            INFO(p.id.toStdString() << " " << table.sus << " SUs");
            FabricOptions options;
            options.preset = p.id;
            options.sus = table.sus;
            const GeneratedFabric f = generate(options);
            const Design &d = f.design;
            CHECK(errorsIn(d) == 0);

            std::map<QString, int> devices = devicesByTier(d);
            CHECK(devices[QStringLiteral("node")] == table.nodes);
            CHECK(devices[QStringLiteral("cmp-leaf")] == table.leaves);
            CHECK(devices[QStringLiteral("cmp-spine")] == table.spines);
            CHECK(devices[QStringLiteral("cmp-core")] == table.cores);

            // The table counts a link per GPU port; twin planes cable each as a leg to each plane.
            std::map<QString, long long> links = linksByTier(d);
            CHECK(links[QStringLiteral("cmp-leaf|node")] == table.gpusBuilt() * p.planes);
            CHECK(links[QStringLiteral("cmp-leaf|ufm")] == table.ufmLinks);
            CHECK(links[QStringLiteral("cmp-leaf|node")] + links[QStringLiteral("cmp-leaf|ufm")] ==
                  (table.nodeLeafLinks - table.ufmLinks) * p.planes + table.ufmLinks);
            CHECK(links[QStringLiteral("cmp-leaf|cmp-spine")] == table.leafSpineLinks * p.planes);
            CHECK(links[QStringLiteral("cmp-core|cmp-spine")] == table.spineCoreLinks * p.planes);

            // The generator's own report agrees with the design, and says where it departs from the table.
            CHECK(f.counts.nodes == table.nodes);
            CHECK(f.counts.gpus == table.gpusBuilt());
            CHECK(f.counts.notes.size() == (table.note ? 1 : 0));
            CHECK(f.counts[FabricNet::Compute].leafSpineLinks == table.leafSpineLinks * p.planes);
            CHECK(f.counts.cables() == d.cables().liveCount());
        }
}

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

TEST_CASE("Rail r of every node of an SU goes to that SU's leaf of rail r", "[generate]")
{
    const GeneratedFabric f = generate(preset("dgx-h100-superpod", 2));
    const Design &d = f.design;
    int gpuLinks = 0;
    std::set<std::pair<int, int>> leafRails; // (su, rail) of the leaves reached
    for (const Channel &c : ChannelTracer(d).traceAll()) {
        Endpoint node = c.start, leaf = c.finish;
        if (d.deviceType(leaf.device).role == Role::GpuServer) std::swap(node, leaf);
        const PortDef &port = d.port(node);
        if (d.deviceType(node.device).role != Role::GpuServer || port.network != Network::Compute) continue;
        ++gpuLinks;
        const Device &n = d.devices().at(node.device), &l = d.devices().at(leaf.device);
        const int rail = port.rails[node.effectiveSub() - 1];
        CHECK(l.rail == rail);
        CHECK(l.su == n.su);
        leafRails.insert({*l.su, *l.rail});
    }
    CHECK(gpuLinks == 63 * 8);
    CHECK(leafRails.size() == 16);
    // DGX H100 cages carry the rails of the user guide's table: OSFP1 is GPUs 7 and 4, rails 8 and 5.
    const int dgx = d.devices().find(QStringLiteral("su01-node01"));
    REQUIRE(dgx >= 0);
    CHECK(d.deviceType(dgx).ports[0].rails == QList<int>{8, 5});
}

TEST_CASE("Generic fabrics are non-blocking and choose their tiers", "[generate]")
{
    SECTION("two tiers")
    {
        const GeneratedFabric f = generate(generic(1024));
        std::map<QString, long long> links = linksByTier(f.design);
        CHECK(links[QStringLiteral("cmp-leaf|node")] == 1024);
        CHECK(links[QStringLiteral("cmp-leaf|cmp-spine")] >= 1024);
        CHECK(f.counts[FabricNet::Compute].tiers == 2);
        CHECK(errorsIn(f.design) == 0);
    }
    SECTION("three tiers once the leaves outnumber a spine's ports")
    {
        const GeneratedFabric f = generate(generic(4096));
        std::map<QString, long long> links = linksByTier(f.design);
        CHECK(f.counts[FabricNet::Compute].tiers == 3);
        CHECK(links[QStringLiteral("cmp-leaf|node")] == 4096);
        CHECK(links[QStringLiteral("cmp-leaf|cmp-spine")] == 4096);
        CHECK(links[QStringLiteral("cmp-core|cmp-spine")] == 4096);
        CHECK(errorsIn(f.design) == 0);
    }
    SECTION("a part-filled SU and over-subscription")
    {
        FabricOptions o = generic(1000);
        o.oversubscription = 2;
        const GeneratedFabric f = generate(o);
        CHECK(f.counts.nodes == 125);
        const NetworkCounts &c = f.counts[FabricNet::Compute];
        CHECK(c.nodeLinks == 1000);
        // At least half as many uplinks as downlinks on every leaf.
        CHECK(c.leafSpineLinks * 2 >= c.leaves * (1000 / c.leaves));
        CHECK(errorsIn(f.design) == 0);
    }
    SECTION("other node types and multimode optics")
    {
        FabricOptions o = generic(256);
        o.nodeType = QStringLiteral("hgx-8gpu");
        o.media = FabricMedia::Multimode;
        const GeneratedFabric f = generate(o);
        CHECK(f.counts.gpus == 256);
        for (int dev : f.design.devices().live())
            for (const CageModule &m : f.design.devices().at(dev).modules) {
                const Transceiver &t = f.design.catalog.transceivers.at(m.transceiver);
                if (t.formFactor.startsWith(QLatin1String("OSFP"))) CHECK(t.media == QLatin1String("MMF"));
            }
        CHECK(errorsIn(f.design) == 0);
    }
}

TEST_CASE("The four networks: storage, in-band and out-of-band through the nodes' own ports", "[generate]")
{
    const GeneratedFabric f = generate(preset("dgx-h100-superpod", 1));
    const Design &d = f.design;
    std::map<QString, long long> links = linksByTier(d);
    // Two storage and two in-band ports per node.
    CHECK(links[QStringLiteral("node|sto-leaf")] == 31 * 2);
    CHECK(links[QStringLiteral("inb-leaf|node")] == 31 * 2);
    CHECK(f.counts[FabricNet::Storage].nodeLinks == 62);
    // Every device with a management port has it on an out-of-band access switch.
    int managed = 0;
    for (int dev : d.devices().live()) {
        const DeviceType &type = d.deviceType(dev);
        for (int p = 0; p < int(type.ports.size()); ++p)
            if (type.ports[size_t(p)].name == QLatin1String("bmc") ||
                (type.ports[size_t(p)].name == QLatin1String("mgmt") &&
                 !d.devices().at(dev).id.startsWith(QLatin1String("oob-sw")))) {
                INFO(d.devices().at(dev).id.toStdString());
                CHECK(d.connectivity().at(Endpoint{dev, p, 0, Side::None}).cable >= 0);
                ++managed;
            }
    }
    CHECK(managed == f.counts[FabricNet::Oob].nodeLinks);
    CHECK(f.counts.copper == managed);
    CHECK(errorsIn(d) == 0);

    SECTION("each network can be left out")
    {
        FabricOptions o = preset("dgx-h100-superpod", 1);
        o.storage = o.inband = o.oob = false;
        const GeneratedFabric only = generate(o);
        CHECK(only.counts[FabricNet::Storage].tiers == 0);
        CHECK(only.counts[FabricNet::Oob].tiers == 0);
        CHECK(only.counts.copper == 0);
        const std::map<QString, long long> l = linksByTier(only.design);
        CHECK(l.size() == 3); // node-leaf, ufm-leaf, leaf-spine
    }
}

TEST_CASE("The hall: rows with aisles, power per rack, panels at the top, cable choice by reach",
          "[generate]")
{
    FabricOptions o = preset("dgx-h100-superpod", 4);
    o.rowLength = 12;
    o.rackPowerKw = 30; // two DGX H100 (10.2 kW) per rack
    const GeneratedFabric f = generate(o);
    const Design &d = f.design;
    CHECK(errorsIn(d) == 0);
    CHECK(overlappingRacks(d).isEmpty());
    for (int r : d.racks().live()) {
        const Rack &rack = d.racks().at(r);
        REQUIRE(rack.hasPosition());
        CHECK(racksOfRow(d, rack.row).size() <= 12);
    }
    // Rows step back by a rack depth and an aisle, cold and hot in turn.
    const QStringList rows = rowNames(d);
    REQUIRE(rows.size() >= 3);
    const double y0 = *d.racks().at(racksOfRow(d, rows[0]).first()).yM;
    const double y1 = *d.racks().at(racksOfRow(d, rows[1]).first()).yM;
    CHECK(y1 - y0 == Approx(1.2 + o.coldAisleM));

    double maxNodeKw = 0;
    std::map<int, double> rackKw;
    for (int dev : d.devices().live()) {
        const Device &device = d.devices().at(dev);
        const DeviceType &type = d.deviceType(dev);
        if (type.role == Role::GpuServer) rackKw[device.rack] += type.powerW / 1000;
        // Patch panels sit above everything else in their rack.
        if (type.role == Role::PatchPanel)
            for (int other : d.devices().live())
                if (d.devices().at(other).rack == device.rack && d.deviceType(other).role != Role::PatchPanel)
                    CHECK(d.devices().at(other).u < device.u);
    }
    for (const auto &[rack, kw] : rackKw)
        maxNodeKw = std::max(maxNodeKw, kw);
    CHECK(maxNodeKw == Approx(20.4));

    // Lengths are orderable; labels are the ids. (Which links run through panels: the realism test.)
    for (int c : d.cables().live()) {
        const Cable &cable = d.cables().at(c);
        const CableType &type = d.cableType(c);
        if (!type.lengthsM.isEmpty()) CHECK(type.lengthsM.contains(cable.lengthM));
        CHECK(cable.label == cable.id);
    }
    CHECK(f.counts.trunks > 0);
    // Out-of-band aggregation switches sit beside access switches: joined by direct-attach cables in the
    // rack.
    CHECK(f.counts.dacs > 0);
}

namespace {

bool adjacent(const Design &d, int rackA, int rackB)
{
    if (rackA == rackB) return true;
    const Rack &a = d.racks().at(rackA), &b = d.racks().at(rackB);
    const double touching = (a.widthMm.value_or(600) + b.widthMm.value_or(600)) / 2000.0;
    return a.row == b.row && std::abs(*a.xM - *b.xM) <= touching + 0.01;
}

// What a contractor would question in a generated design, or nothing.
void checkRealism(const Design &d)
{
    // Structured cabling: a cord or direct-attach cable stays in its rack or goes to the next one; further
    // than that, only trunks run, panel to panel.
    for (int k : d.cables().live()) {
        const Cable &c = d.cables().at(k);
        const int ra = d.devices().at(c.ends[0].device).rack, rb = d.devices().at(c.ends[1].device).rack;
        const CableType &type = d.cableType(k);
        if (type.isCopperCord() || adjacent(d, ra, rb)) continue;
        INFO(c.id.toStdString() << " " << d.racks().at(ra).id.toStdString() << " to "
                                << d.racks().at(rb).id.toStdString());
        CHECK(type.genderA == Gender::Pinned);
        CHECK(type.genderB == Gender::Pinned);
        CHECK(d.deviceType(c.ends[0].device).role == Role::PatchPanel);
        CHECK(d.deviceType(c.ends[1].device).role == Role::PatchPanel);
    }
    // Storage and in-band: a node's ports of one network reach as many switches (one failing leaves it
    // connected); out-of-band: one network.
    std::map<std::pair<int, Network>, std::set<int>> switchesOf; // (node, network) -> switches
    std::map<std::pair<int, Network>, int> portsOf;
    std::map<int, std::set<int>> oob; // out-of-band graph
    for (const Channel &c : ChannelTracer(d).traceAll()) {
        Endpoint a = c.start, b = c.finish;
        // Out-of-band: a management port, or a link between aggregation switches (their cages carry no
        // network).
        const bool aggregation = d.devices().at(a.device).id.startsWith(QLatin1String("oob-agg")) &&
                                 d.devices().at(b.device).id.startsWith(QLatin1String("oob-agg"));
        if (d.port(a).network == Network::Oob || d.port(b).network == Network::Oob || aggregation) {
            oob[a.device].insert(b.device);
            oob[b.device].insert(a.device);
        }
        if (d.deviceType(b.device).role == Role::GpuServer) std::swap(a, b);
        if (d.deviceType(a.device).role != Role::GpuServer) continue;
        const Network n = d.port(a).network;
        if (n == Network::Storage || n == Network::Inband) {
            switchesOf[{a.device, n}].insert(b.device);
            ++portsOf[{a.device, n}];
        }
    }
    for (const auto &[key, ports] : portsOf) {
        INFO(d.devices().at(key.first).id.toStdString());
        CHECK(int(switchesOf[key].size()) == ports);
    }
    // One network, and still one without any one aggregation switch (every access switch has two).
    auto reached = [&](int without) {
        const int start = oob.begin()->first != without ? oob.begin()->first : std::next(oob.begin())->first;
        std::set<int> seen{start};
        std::vector<int> queue{start};
        while (!queue.empty()) {
            const int dev = queue.back();
            queue.pop_back();
            for (int next : oob[dev])
                if (next != without && seen.insert(next).second) queue.push_back(next);
        }
        return seen.size();
    };
    CHECK(reached(-1) == oob.size());
    for (const auto &[dev, links] : oob)
        if (d.devices().at(dev).id.startsWith(QLatin1String("oob-agg"))) {
            INFO("without " << d.devices().at(dev).id.toStdString());
            CHECK(reached(dev) == oob.size() - 1);
        }
}

} // namespace

TEST_CASE("Generated networks are built as a contractor would: redundant, one management network, trunks "
          "between rows",
          "[generate]")
{
    for (const SuperPodPreset &p : superPodPresets()) {
        INFO(p.id.toStdString());
        checkRealism(generate(preset(p.id.toLatin1().constData(), p.sizes.front().sus)).design);
    }
    // Three tiers, many aggregation groups.
    checkRealism(generate(preset("dgx-b200-superpod", 16)).design);
    checkRealism(generate(preset("dgx-gb200-superpod", 2)).design);
    checkRealism(generate(generic(1024)).design);
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

TEST_CASE("Generated names are told from a user's", "[generate]")
{
    CHECK(isGeneratedName(generate(preset("dgx-gb200-superpod", 1)).design.name));
    CHECK(isGeneratedName(generate(generic(256)).design.name));
    CHECK(isGeneratedName(QStringLiteral("Rail-optimized cluster, 1024 GPUs")));
    CHECK_FALSE(isGeneratedName(QStringLiteral("Hall 3 pod A")));
    CHECK_FALSE(isGeneratedName(QStringLiteral("NVIDIA DGX SuperPOD")));
}

TEST_CASE("In-band and UFM as the DGX H100 RA builds them", "[generate]")
{
    // Its bill: 8 in-band switches for 4 SUs (two per SU, a DGX's two in-band ports one on each), and 4 UFM
    // appliances. In-band is not a non-blocking fabric: four uplinks a leaf, two to each of two spines.
    const GeneratedFabric f = generate(preset("dgx-h100-superpod", 4));
    const NetworkCounts &inband = f.counts[FabricNet::Inband];
    CHECK(inband.leaves == 8);
    CHECK(inband.spines == 2);
    CHECK(inband.leafSpineLinks == 8 * 4);
    CHECK(inband.nodeLinks == 127 * 2);
    CHECK(f.counts.ufm == 4);
    std::map<QString, long long> links = linksByTier(f.design);
    CHECK(links[QStringLiteral("cmp-leaf|ufm")] == 4);
    std::map<QString, int> devices = devicesByTier(f.design);
    CHECK(devices[QStringLiteral("ufm")] == 4);
}

TEST_CASE("Names and labels follow the user's patterns", "[generate]")
{
    FabricOptions o = generic(64);
    o.names.node = QStringLiteral("gpu-{i:03}");
    o.names.label = QStringLiteral("{net}/{n:05}{part}");
    o.names.rack = QStringLiteral("H1-{row}{pos:03}");
    const GeneratedFabric f = generate(o);
    const Design &d = f.design;
    CHECK(d.devices().find(QStringLiteral("gpu-001")) >= 0);
    CHECK(d.devices().find(QStringLiteral("gpu-008")) >= 0);
    CHECK(d.racks().find(QStringLiteral("H1-A001")) >= 0);
    CHECK(d.cables().find(QStringLiteral("cmp/00001A")) >= 0);
    CHECK(d.cables().find(QStringLiteral("cmp/00001T")) >= 0);
    CHECK(errorsIn(d) == 0);
}

TEST_CASE("Bad generator options are clear errors and build nothing", "[generate]")
{
    CHECK(errorOf(generic(0)).contains(QLatin1String("at least 1")));
    CHECK(errorOf(preset("dgx-a100-superpod", 1)).contains(QLatin1String("dgx-h100-superpod")));
    CHECK(errorOf(preset("dgx-h100-superpod", 5)).contains(QLatin1String("1, 2, 3 or 4")));
    FabricOptions o = generic(64);
    o.leafType = QStringLiteral("qm9800");
    CHECK(errorOf(o).contains(QLatin1String("\"qm9800\"")));
    o = generic(64);
    o.leafType = QStringLiteral("pp-mpo12-apc-24");
    CHECK(errorOf(o).contains(QLatin1String("not a switch")));
    // Too many GPUs for three tiers of 64-port switches.
    CHECK(errorOf(generic(70000)).contains(QLatin1String("more than three tiers")));
    o = generic(64);
    o.gpusPerNode = 4;
    CHECK(errorOf(o).contains(QLatin1String("8 GPU ports")));
    o = generic(64);
    o.rackPowerKw = 5;
    CHECK(errorOf(o).contains(QLatin1String("below one dgx-h100")));
    o = generic(64);
    o.names.label = QStringLiteral("{NET}{part}");
    CHECK(errorOf(o).contains(QLatin1String("{n}")));
    o = generic(64);
    o.names.node = QStringLiteral("{gpu}");
    CHECK(errorOf(o).contains(QLatin1String("{gpu}")));
}

TEST_CASE("Generation reports progress and can be cancelled", "[generate]")
{
    std::atomic<bool> cancel{false};
    int lastPercent = -1;
    GenerateProgress progress;
    progress.cancel = &cancel;
    progress.report = [&](int percent, const QString &) {
        CHECK(percent >= lastPercent);
        lastPercent = percent;
        if (percent > 20) cancel = true;
    };
    const GenerateResult r = generateFabric(generic(4096), bundledCatalog(), progress);
    CHECK(r.cancelled);
    CHECK_FALSE(r.fabric);
    CHECK(lastPercent > 20);
    CHECK(lastPercent < 100);
}

TEST_CASE("The bundled SuperPOD sample is what the generator builds today, and validates clean", "[generate]")
{
    const GeneratedFabric f = generate(preset("dgx-h100-superpod", 1));
    const QString path = QStringLiteral(RAILYARD_SUPERPOD_SAMPLE_PATH);
    if (qEnvironmentVariableIntValue("RAILYARD_UPDATE_GOLDEN") == 1)
        REQUIRE_FALSE(saveDesign(f.design, path, FileFormat::Json));
    Result<Design> bundled = loadDesign(path);
    REQUIRE(bundled.ok());
    // Regenerate it with `railyard-cli generate --preset dgx-h100-superpod --sus 1 -o <this file>`.
    CHECK(writeJsonDesign(bundled.value()) == writeJsonDesign(f.design));
    CHECK(validateDesign(bundled.value()).isEmpty());
}
