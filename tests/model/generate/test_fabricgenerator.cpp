#include "core/feedback.h"
#include "design/floorlayout.h"
#include "generatesupport.h"
#include "io/designfile.h"
#include "io/jsondesignwriter.h"

using namespace railyard;
using namespace railyard::test;

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
    std::map<QString, double>
        rowMetres; // 12 racks of the compute racks' 600 mm: 800 mm network racks count more
    for (int r : d.racks().live()) {
        const Rack &rack = d.racks().at(r);
        REQUIRE(rack.hasPosition());
        CHECK(racksOfRow(d, rack.row).size() <= 12);
        rowMetres[rack.row] += rack.widthMm.value_or(600) / 1000.0;
    }
    for (const auto &[row, metres] : rowMetres) {
        INFO("row " << row.toStdString());
        CHECK(metres <= 12 * 0.6 + 1e-6);
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

TEST_CASE("Generated names are told from a user's", "[generate]")
{
    CHECK(isGeneratedName(generate(preset("dgx-gb200-superpod", 1)).design.name));
    CHECK(isGeneratedName(generate(generic(256)).design.name));
    CHECK(isGeneratedName(QStringLiteral("Rail-optimized cluster, 1024 GPUs")));
    CHECK_FALSE(isGeneratedName(QStringLiteral("Hall 3 pod A")));
    CHECK_FALSE(isGeneratedName(QStringLiteral("NVIDIA DGX SuperPOD")));
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

TEST_CASE("Past three tiers of its switches a fabric gets zones of pods under cores, and super-cores",
          "[generate]")
{
    // 16-port switches: an SU of 8 nodes is a pod; three tiers end at 16 pods, 20 need four: 3 zones of 7,
    // 7 and 6 pods, each under 64 cores of its own, and 128 super-cores joining the zones.
    FabricOptions o = generic(20 * 64);
    o.leafType = QStringLiteral("sw16");
    o.spineType = o.coreType = QStringLiteral("sw16-spine");
    o.storage = o.inband = false;
    const GeneratedFabric f = generate(o, withSmallSwitch(QStringLiteral("sw16"), 8));
    const Design &d = f.design;
    CHECK(errorsIn(d) == 0);
    const NetworkCounts &c = f.counts[FabricNet::Compute];
    CHECK(c.tiers == 4);
    std::map<QString, int> devices = devicesByTier(d);
    CHECK(devices[QStringLiteral("cmp-leaf")] == 160);
    CHECK(devices[QStringLiteral("cmp-spine")] == 160);
    CHECK(devices[QStringLiteral("cmp-core")] == 192);
    CHECK(devices[QStringLiteral("cmp-super")] == 128);
    CHECK(c.supers == 128);
    // The report says why the fabric has four tiers.
    REQUIRE(f.counts.notes.size() == 1);
    CHECK(f.counts.notes.first() ==
          QLatin1String("20 pods are more than a 16-port core takes: a fourth tier of 128 "
                        "super-cores joins 3 zones of pods (a core switch of more ports "
                        "keeps three tiers)"));
    CHECK(d.devices().find(QStringLiteral("cmp-super001")) >= 0);
    std::map<QString, long long> links = linksByTier(d);
    CHECK(links[QStringLiteral("cmp-leaf|node")] == 1280);
    CHECK(links[QStringLiteral("cmp-leaf|cmp-spine")] == 1280);
    CHECK(links[QStringLiteral("cmp-core|cmp-spine")] == 1280);
    CHECK(links[QStringLiteral("cmp-core|cmp-super")] == 192 * 8);
    CHECK(c.coreSuperLinks == 192 * 8);
    CHECK(f.counts.cables() == d.cables().liveCount());

    // Who links to whom: a core's spines are of one zone's pods (an SU each here), spine j of each of them;
    // a core sends half its ports up, to both super-cores of its group; every super-core reaches every zone.
    std::map<int, std::set<int>> up, down; // device -> the devices it links to one tier up, one tier down
    for (const Channel &ch : ChannelTracer(d).traceAll()) {
        int a = ch.start.device, b = ch.finish.device;
        const QString ta = tierOf(d, a), tb = tierOf(d, b);
        const QStringList order = {QStringLiteral("cmp-spine"), QStringLiteral("cmp-core"),
                                   QStringLiteral("cmp-super")};
        if (!order.contains(ta) || !order.contains(tb)) continue;
        if (order.indexOf(ta) > order.indexOf(tb)) std::swap(a, b);
        up[a].insert(b);
        down[b].insert(a);
    }
    std::map<int, std::set<int>> zonesOfSuper;
    for (const auto &[core, spines] : down) {
        if (tierOf(d, core) != QLatin1String("cmp-core")) continue;
        std::set<int> zones;
        for (int spine : spines) {
            const QString id = d.devices().at(spine).id; // cmp-spineNNN: pod = (NNN - 1) / 8
            zones.insert((id.mid(9).toInt() - 1) / 8 / 7);
        }
        CHECK(zones.size() == 1);
        CHECK(spines.size() == (*zones.begin() == 2 ? 6u : 7u));
        CHECK(up[core].size() == 2);
        for (int super : up[core])
            zonesOfSuper[super].insert(*zones.begin());
    }
    CHECK(zonesOfSuper.size() == 128);
    for (const auto &[super, zones] : zonesOfSuper)
        CHECK(zones == std::set<int>{0, 1, 2});
}

TEST_CASE("Default names get as many digits as their largest number, so that they sort", "[generate]")
{
    // 128 SUs of 16-port switches: 1,024 spines and cores, 512 super-cores; a pattern of the user's stays.
    FabricOptions o = generic(128 * 64);
    o.leafType = QStringLiteral("sw16");
    o.spineType = o.coreType = QStringLiteral("sw16-spine");
    o.storage = o.inband = o.oob = false;
    o.names.core = QStringLiteral("{net}-c{i:03}");
    const Design d = generate(o, withSmallSwitch(QStringLiteral("sw16"), 8)).design;
    for (const char *id : {"cmp-spine0001", "cmp-spine1024", "cmp-super001", "cmp-super512", "su001-node01",
                           "su128-node08", "cmp-su001-leaf1", "cmp-c001", "cmp-c1000"})
        CHECK(d.devices().find(QLatin1String(id)) >= 0);
    CHECK(d.devices().find(QStringLiteral("cmp-spine001")) < 0);
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
    // A management switch as the cores: refused for what it is, not for the tiers it would need.
    o = generic(8192);
    o.coreType = QStringLiteral("sn2201");
    CHECK(errorOf(o).contains(QLatin1String("sn2201 has 4 fabric ports: too few for spines or cores")));
    // Too many GPUs for four tiers of 16-port switches (128 pods of one SU, 64 GPUs each).
    o = generic(8256);
    o.leafType = QStringLiteral("sw16");
    o.spineType = o.coreType = QStringLiteral("sw16-spine");
    {
        const Result<GeneratedFabric> r = generateFabric(o, withSmallSwitch(QStringLiteral("sw16"), 8));
        REQUIRE_FALSE(r.ok());
        CHECK(r.error().message.contains(QLatin1String("129 pods need more than four tiers of 16-port")));
    }
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
    // Names that come twice: from two patterns, or from one that does not tell its devices apart (each
    // network counts its spines from 1).
    o = generic(64);
    o.names.leaf = QStringLiteral("su{su:02}-node{l:02}");
    CHECK(errorOf(o) ==
          QLatin1String("the node and leaf name patterns both give \"su01-node01\": they must differ"));
    o = generic(64);
    o.names.spine = QStringLiteral("sp{i}");
    CHECK(errorOf(o) ==
          QLatin1String(
              "the spine name pattern gives \"sp1\" twice: it must tell them apart (with {net} and {i})"));
}

TEST_CASE("Generation reports progress and can be cancelled", "[generate]")
{
    int lastPercent = -1;
    QStringList phases;
    Feedback feedback;
    feedback.setListener([&](const Feedback &f) {
        const int percent = f.perMille() / 10;
        CHECK(percent >= lastPercent);
        lastPercent = percent;
        if (phases.isEmpty() || phases.last() != f.phase()) phases << f.phase();
        if (percent > 20) feedback.cancel();
    });
    const Result<GeneratedFabric> r = generateFabric(generic(4096), bundledCatalog(), &feedback);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().cancelled);
    CHECK(phases.startsWith(QStringLiteral("Sizing the fabric")));
    CHECK(phases.contains(QStringLiteral("Cabling")));
    CHECK(lastPercent > 20);
    CHECK(lastPercent < 100);
}

TEST_CASE("The bundled SuperPOD sample is what the generator builds today, and validates clean", "[generate]")
{
    const GeneratedFabric f = generate(preset("dgx-h100-superpod", 1));
    const QString path = QStringLiteral(RAILYARD_SUPERPOD_SAMPLE_PATH);
    if (qEnvironmentVariableIntValue("RAILYARD_UPDATE_GOLDEN") == 1)
        REQUIRE(saveDesign(f.design, path, FileFormat::Json).ok());
    Result<Design> bundled = loadDesign(path);
    REQUIRE(bundled.ok());
    // Regenerate it with `railyard-cli generate --preset dgx-h100-superpod --sus 1 -o <this file>`.
    CHECK(writeJsonDesign(bundled.value()) == writeJsonDesign(f.design));
    CHECK(validateDesign(bundled.value()).isEmpty());
}
