// Generated networks as a contractor builds them (issue 28): redundant storage and in-band, one out-of-band
// network that no aggregation switch can split, only trunks beyond the next rack; in-band and UFM as the RA.
#include "generatesupport.h"

using namespace railyard;
using namespace railyard::test;

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
