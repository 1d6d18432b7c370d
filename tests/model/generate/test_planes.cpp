// Generic fabrics in planes (issue 35): a node whose cages carry two rails shares its rails out among the
// planes, each plane a rail-optimized fabric of its own with its own spines and cores.
#include "generatesupport.h"

using namespace railyard;
using namespace railyard::test;

namespace {

FabricOptions planes(int gpus, int n)
{
    FabricOptions o;
    o.gpus = gpus;
    o.planes = n;
    o.leafType = QStringLiteral("sn5600");
    o.spineType = QStringLiteral("sn5600-spine");
    o.coreType = QStringLiteral("sn5600-spine");
    return o;
}

// The plane of a compute switch, from its name (cmp1-…, cmp2-…).
int planeOf(const Design &d, int dev)
{
    return d.devices().at(dev).id.mid(3, 1).toInt();
}

} // namespace

TEST_CASE("Planes share a twin-rail node's rails out: rail r in plane r of 8, apart from the others",
          "[generate]")
{
    const int n = GENERATE(2, 4, 8);
    INFO("planes " << n);
    const GeneratedFabric f = generate(planes(2048, n));
    const Design &d = f.design;
    // One link per GPU however many planes: each GPU's rail belongs to one plane.
    CHECK(f.counts.gpus == 2048);
    CHECK(f.counts[FabricNet::Compute].nodeLinks == 2048);
    CHECK(f.counts[FabricNet::Compute].planes == n);
    std::map<int, std::set<int>> railsOfPlane;
    std::map<int, std::set<int>> planesOfNode;
    int gpuLinks = 0;
    for (const Channel &c : ChannelTracer(d).traceAll()) {
        REQUIRE(c.isComplete());
        Endpoint a = c.start, b = c.finish;
        if (d.deviceType(b.device).role == Role::GpuServer) std::swap(a, b);
        const QString ta = d.devices().at(a.device).id, tb = d.devices().at(b.device).id;
        if (d.deviceType(a.device).role == Role::GpuServer && d.port(a).network == Network::Compute) {
            ++gpuLinks;
            // The cage's rail of this connector reaches the leaf of that rail, in the rail's plane.
            const int rail = d.port(a).rails.at(a.effectiveSub() - 1);
            CHECK(d.devices().at(b.device).rail == rail);
            railsOfPlane[planeOf(d, b.device)].insert(rail);
            planesOfNode[a.device].insert(planeOf(d, b.device));
        } else if (ta.startsWith(QLatin1String("cmp")) && tb.startsWith(QLatin1String("cmp"))) {
            CHECK(planeOf(d, a.device) == planeOf(d, b.device)); // nothing joins the planes
        }
    }
    CHECK(gpuLinks == 2048);
    // Each plane takes its own run of 8 / n rails; every node reaches every plane.
    REQUIRE(int(railsOfPlane.size()) == n);
    std::set<int> all;
    for (const auto &[plane, rails] : railsOfPlane) {
        CHECK(int(rails.size()) == 8 / n);
        all.insert(rails.begin(), rails.end());
    }
    CHECK(all.size() == 8);
    for (const auto &[node, reached] : planesOfNode)
        CHECK(int(reached.size()) == n);
    // No rack holds switches of two planes.
    std::map<int, std::set<int>> planesInRack;
    for (int dev : d.devices().live())
        if (d.devices().at(dev).id.startsWith(QLatin1String("cmp")))
            planesInRack[d.devices().at(dev).rack].insert(planeOf(d, dev));
    for (const auto &[rack, inRack] : planesInRack)
        CHECK(inRack.size() == 1);
    CHECK(errorsIn(d) == 0);
}

TEST_CASE("Planes that do not divide a node's rails are refused, naming both", "[generate]")
{
    Result<GeneratedFabric> r = generateFabric(planes(2048, 3), bundledCatalog());
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().message.contains(QLatin1String("8 rails of dgx-h100")));
    CHECK(r.error().message.contains(QLatin1String("3 planes (planes that divide them: 1, 2, 4, 8)")));
}

TEST_CASE("Planes that split cages need a module of a connector per plane, or say so", "[generate]")
{
    FabricOptions o = planes(512, 4);
    o.nodeType = QStringLiteral("dgx-b300"); // one rail per ConnectX-8 cage: split, not shared
    Result<GeneratedFabric> r = generateFabric(o, bundledCatalog());
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().message ==
          QLatin1String("4 planes split each OSFP-RHS cage of dgx-b300 into 4 ports, but no "
                        "module in the catalog has 4 connectors for it"));
    o.planes = 2; // the twin-port flat-top carries two
    CHECK(generateFabric(o, bundledCatalog()).ok());
}
