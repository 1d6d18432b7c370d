// The generator's third step: every link cabled, progress and cancel, and the counts of what was built.
#include "generate/fabricgeneratorstate.h"

#include "core/feedback.h"
#include "design/cablechoice.h"
#include "design/rackpower.h"
#include "design/routeestimate.h"

#include <algorithm>

namespace railyard::generatedetail {

bool Generator::step()
{
    if (m_feedback && m_feedback->isCancelled()) {
        m_cancelled = true;
        return false;
    }
    return true;
}

// One more link cabled: every few thousand, say so and look for a cancel.
bool Generator::advance()
{
    if ((++m_linksDone & 4095) != 0) return true;
    if (m_feedback)
        m_feedback->setProgress(10 + 88 * m_linksDone / std::max<long long>(1, m_linksTotal), 100);
    return step();
}

bool Generator::cableTree(LinkCabler &cabler, const Fabric &f)
{
    const FatTree &t = f.tree;
    if (t.tiers < 2) return true;
    std::vector<int> next(size_t(m_d.devices().slotCount()), 0);
    const int lps = t.linksPerLeafSpine();
    for (int leaf = 0; leaf < int(f.leaves.size()); ++leaf) {
        const int pod = t.podOfLeaf(leaf);
        for (int j = 0; j < t.spinesPerPod; ++j)
            for (int m = 0; m < lps; ++m) {
                const int spine = f.spines[size_t(pod * t.spinesPerPod + j)];
                if (!cabler.connect(f.net, connector(f.leaves[size_t(leaf)], t.leafDown + j * lps + m),
                                    connector(spine, next[size_t(spine)]++)) ||
                    !advance())
                    return false;
            }
    }
    if (t.tiers < 3) return true;
    const int spineDown = radix(f.spineType) - t.spineUp;
    const int lpc = t.linksPerSpineCore();
    for (int s = 0; s < int(f.spines.size()); ++s) {
        const int j = s % t.spinesPerPod;
        const int zone = t.zoneOfPod(s / t.spinesPerPod);
        for (int c = 0; c < t.coresPerGroup; ++c)
            for (int m = 0; m < lpc; ++m) {
                const int core = f.cores[size_t(zone * t.coresPerZone() + j * t.coresPerGroup + c)];
                if (!cabler.connect(f.net, connector(f.spines[size_t(s)], spineDown + c * lpc + m),
                                    connector(core, next[size_t(core)]++)) ||
                    !advance())
                    return false;
            }
    }
    if (t.tiers < 4) return true;
    // Core g of every zone to super-core group g, after the cores' downlinks.
    const int coreDown = radix(f.coreType) - t.coreUp;
    const int lps2 = t.linksPerCoreSuper();
    for (int k = 0; k < int(f.cores.size()); ++k) {
        const int g = k % t.coresPerZone();
        for (int s = 0; s < t.supersPerGroup; ++s)
            for (int m = 0; m < lps2; ++m) {
                const int super = f.supers[size_t(g * t.supersPerGroup + s)];
                if (!cabler.connect(f.net, connector(f.cores[size_t(k)], coreDown + s * lps2 + m),
                                    connector(super, next[size_t(super)]++)) ||
                    !advance())
                    return false;
            }
    }
    return true;
}

bool Generator::cableEverything()
{
    LinkCabler cabler(m_d, m_o, m_counts);
    cabler.setComputePlanes(m_planesShareRails ? 1 : m_planeCount);
    if (!cabler.error().isEmpty()) {
        m_error = cabler.error();
        return false;
    }
    double minX = 0, maxX = 0, minY = 0, maxY = 0;
    int tallest = 0;
    for (int r : m_d.racks().live()) {
        const Rack &rack = m_d.racks().at(r);
        minX = std::min(minX, *rack.xM);
        maxX = std::max(maxX, *rack.xM);
        minY = std::min(minY, *rack.yM);
        maxY = std::max(maxY, *rack.yM);
        tallest = std::max(tallest, rack.heightU);
    }
    cabler.setHallSpan(
        withSlack(maxX - minX + maxY - minY + 2 * (tallest * metresPerU + m_d.settings.trayHeightM)));
    for (const HallBlock &b : m_blocks)
        for (const PlannedRack &r : b.racks) {
            int top = 0;
            for (int dev : r.devices)
                top = std::max(top, m_d.devices().at(dev).u + m_d.deviceType(dev).heightU - 1);
            cabler.reserveRack(r.slot, top);
        }
    const int rails = int(m_rails.size());
    auto sideLinks = [&](const Fabric &f, const std::vector<int> &ports) -> long long {
        return f.tree.sus ? (long long)m_counts.nodes * (long long)ports.size() + f.tree.leafSpineLinks() +
                                f.tree.spineCoreLinks() + f.tree.coreSuperLinks()
                          : 0;
    };
    m_linksTotal = (long long)m_counts.gpus * linksPerGpu() +
                   (m_compute.tree.leafSpineLinks() + m_compute.tree.spineCoreLinks() +
                    m_compute.tree.coreSuperLinks()) *
                       m_planeCount +
                   m_ufmLinks + sideLinks(m_storage, m_storagePorts) + sideLinks(m_inband, m_inbandPorts);
    for (const Access &a : m_access)
        m_linksTotal += (long long)a.served.size() + (m_aggregationOf.empty() ? 0 : uplinksPerAccess);
    m_linksTotal += aggregationLinks();
    m_d.reserve(0, 0, int(std::min<long long>(m_linksTotal * 3, 1 << 30)));
    auto fail = [&]() {
        if (m_error.isEmpty() && !m_cancelled) m_error = cabler.error();
        return false;
    };

    // Compute: rail r of every node of an SU to that SU's leaf of rail r, node n on the leaf's n-th port.
    const std::vector<int> planeRail = [&] { // per connector: its rail among its plane's
        std::vector<int> index;
        for (const NodeConnector &c : m_computeConnectors)
            index.push_back(railInPlane(c.rail));
        return index;
    }();
    for (int su = 0; su < m_counts.sus; ++su)
        for (int n = 0; n < int(m_nodes[size_t(su)].size()); ++n) {
            const int node = m_nodes[size_t(su)][size_t(n)];
            for (size_t c = 0; c < m_computeConnectors.size(); ++c) {
                const NodeConnector &nc = m_computeConnectors[c];
                const auto [leaf, port] = computeLeafPort(su, planeRail[c], n);
                if (!cabler.connect(FabricNet::Compute, Endpoint{node, nc.port, nc.sub, Side::None},
                                    connector(m_planes[size_t(nc.plane)].leaves[size_t(leaf)], port)) ||
                    !advance())
                    return fail();
            }
        }
    // The UFM appliances take the first SU's ports its missing nodes left, one leaf each; their links go
    // round the appliances (the H100 RA's four have one each).
    for (int k = 0; k < m_ufmLinks; ++k) {
        const std::vector<int> cages = fabricCages(m_ufmType);
        const size_t appliances = m_ufm.size();
        const int ufm = m_ufm[size_t(k) % appliances];
        const auto [leaf, port] = computeLeafPort(0, k % rails, m_suNodes[0] + k / rails);
        if (!cabler.connect(FabricNet::Compute,
                            Endpoint{ufm, cages[(size_t(k) / appliances) % cages.size()], 0, Side::None},
                            connector(m_planes.front().leaves[size_t(leaf)], port)) ||
            !advance())
            return fail();
    }
    for (const Fabric &plane : m_planes)
        if (!cableTree(cabler, plane)) return fail();

    // Storage and in-band: port k of every node of an SU on the SU's k-th group of leaves, so that a node's
    // two ports are on two switches (one failing leaves the node connected).
    for (auto [f, ports] : {std::pair{&m_storage, &m_storagePorts}, std::pair{&m_inband, &m_inbandPorts}}) {
        if (f->tree.sus == 0) continue;
        const int down = f->tree.leafDown;
        for (int su = 0; su < m_counts.sus; ++su)
            for (int k = 0; k < int(ports->size()); ++k)
                for (int n = 0; n < int(m_nodes[size_t(su)].size()); ++n) {
                    const int leaf =
                        f->leaves[size_t(su * f->tree.leavesPerSu + k * f->leavesPerGroup + n / down)];
                    if (!cabler.connect(
                            f->net,
                            Endpoint{m_nodes[size_t(su)][size_t(n)], (*ports)[size_t(k)], 0, Side::None},
                            connector(leaf, n % down)) ||
                        !advance())
                        return fail();
                }
        if (!cableTree(cabler, *f)) return fail();
    }

    // Out-of-band: every management port to its access switch, then each access switch's uplinks.
    if (!m_access.empty()) {
        const DeviceType &accessType = m_d.catalog.deviceTypes.at(m_oobType);
        std::vector<int> accessPorts;
        for (int p = 0; p < int(accessType.ports.size()); ++p)
            if (accessType.ports[size_t(p)].kind == PortKind::Fixed &&
                accessType.ports[size_t(p)].network == Network::Oob && p != mgmtPort(m_oobType))
                accessPorts.push_back(p);
        for (const Access &a : m_access)
            for (size_t i = 0; i < a.served.size(); ++i) {
                const auto [dev, port] = a.served[i];
                if (i >= accessPorts.size()) {
                    m_error =
                        QCoreApplication::translate("FabricGenerator", "%1 has no copper port left for %2")
                            .arg(m_d.devices().at(a.device).id, m_d.devices().at(dev).id);
                    return false;
                }
                if (!cabler.connect(FabricNet::Oob, Endpoint{dev, port, 0, Side::None},
                                    Endpoint{a.device, accessPorts[i], 0, Side::None}) ||
                    !advance())
                    return fail();
            }
        if (!m_aggregationOf.empty()) {
            const std::vector<int> uplinks = fabricCages(m_oobType);
            std::vector<int> next(size_t(m_d.devices().slotCount()), 0);
            for (size_t a = 0; a < m_access.size(); ++a)
                for (int u = 0; u < std::min<int>(uplinksPerAccess, int(uplinks.size())); ++u) {
                    const int agg = u == 0 ? m_aggregationOf[a] : m_aggregationOf2[a];
                    if (!cabler.connect(FabricNet::Oob,
                                        Endpoint{m_access[a].device, uplinks[size_t(u)], 0, Side::None},
                                        connector(agg, next[size_t(agg)]++)) ||
                        !advance())
                        return fail();
                }
            // The aggregation switches joined in floor order, each to the next two: one management network,
            // which any one link or switch can fail without splitting, and no link longer than two groups
            // apart (a ring's closing link would cross the hall).
            const int n = int(m_aggregation.size());
            for (int i = 0; i < n; ++i)
                for (int step = 1; step <= 2 && i + step < n; ++step) {
                    const int a = m_aggregation[size_t(i)], b = m_aggregation[size_t(i + step)];
                    if (!cabler.connect(FabricNet::Oob, connector(a, next[size_t(a)]++),
                                        connector(b, next[size_t(b)]++)) ||
                        !advance())
                        return fail();
                }
        }
    }
    return true;
}

void Generator::countEverything()
{
    const std::pair<Fabric *, FabricNet> fabrics[] = {{&m_storage, FabricNet::Storage},
                                                      {&m_inband, FabricNet::Inband}};
    // Compute: every plane's switches and links.
    NetworkCounts &cmp = m_counts[FabricNet::Compute];
    cmp.tiers = m_compute.tree.tiers;
    cmp.planes = m_planeCount;
    for (const Fabric &plane : m_planes) {
        cmp.leaves += int(plane.leaves.size());
        cmp.spines += int(plane.spines.size());
        cmp.cores += int(plane.cores.size());
        cmp.supers += int(plane.supers.size());
        cmp.leafSpineLinks += plane.tree.leafSpineLinks();
        cmp.spineCoreLinks += plane.tree.spineCoreLinks();
        cmp.coreSuperLinks += plane.tree.coreSuperLinks();
    }
    for (auto [f, net] : fabrics) {
        NetworkCounts &c = m_counts[net];
        if (f->tree.sus == 0) continue;
        c.tiers = f->tree.tiers;
        c.leaves = int(f->leaves.size());
        c.spines = int(f->spines.size());
        c.cores = int(f->cores.size());
        c.supers = int(f->supers.size());
        c.leafSpineLinks = f->tree.leafSpineLinks();
        c.spineCoreLinks = f->tree.spineCoreLinks();
        c.coreSuperLinks = f->tree.coreSuperLinks();
    }
    m_counts[FabricNet::Compute].nodeLinks = (long long)m_counts.gpus * linksPerGpu() + m_ufmLinks;
    m_counts[FabricNet::Storage].nodeLinks =
        m_storage.tree.sus ? (long long)m_counts.nodes * m_storagePorts.size() : 0;
    m_counts[FabricNet::Inband].nodeLinks =
        m_inband.tree.sus ? (long long)m_counts.nodes * m_inbandPorts.size() : 0;
    NetworkCounts &oob = m_counts[FabricNet::Oob];
    if (!m_access.empty()) {
        oob.tiers = m_aggregation.empty() ? 1 : 2;
        oob.leaves = int(m_access.size());
        oob.spines = int(m_aggregation.size());
        for (const Access &a : m_access)
            oob.nodeLinks += (long long)a.served.size();
        oob.leafSpineLinks = m_aggregation.empty() ? 0 : (long long)m_access.size() * uplinksPerAccess;
        oob.spineCoreLinks = aggregationLinks();
    }
    m_counts.ufm = int(m_ufm.size());

    // Power: devices and their transceivers (unless a figure has them), per rack and in all, as rack-power
    // counts it.
    double total = 0, most = 0;
    for (int dev : m_d.devices().live())
        total += devicePowerW(m_d, dev);
    for (const RackPower &p : rackPowers(m_d))
        most = std::max(most, p.totalW());
    m_counts.powerKw = total / 1000;
    m_counts.maxRackKw = most / 1000;
}

} // namespace railyard::generatedetail
