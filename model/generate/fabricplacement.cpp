// The generator's second step: devices made and packed into racks, racks laid out in the hall, out-of-band
// aggregation placed.
#include "generate/fabricgeneratorstate.h"

#include "design/rackkit.h"
#include "generate/namepattern.h"

#include <QSet>

#include <algorithm>

namespace railyard::generatedetail {

// A device type's power with the hungriest module of its form factor in every cage: what a rack must be able
// to feed before the optics are chosen.
double Generator::worstPowerW(int type) const
{
    const DeviceType &t = m_d.catalog.deviceTypes.at(type);
    double w = t.powerW;
    if (t.powerIncludesOptics) return w; // a maximum "with active cables" has them already
    for (int p : fabricCages(type)) {
        double most = 0;
        for (const Transceiver &x : m_d.catalog.transceivers)
            if (x.formFactor == t.ports[size_t(p)].formFactor) most = std::max(most, x.powerW);
        w += most;
    }
    return w;
}

RackItem Generator::item(int device, int panelLinks) const
{
    const int type = m_d.devices().at(device).type;
    return RackItem{device, m_d.catalog.deviceTypes.at(type).heightU, panelLinks, worstPowerW(type)};
}

RackItem Generator::switchItem(const Fabric &f, int device, int panelLinks) const
{
    RackItem i = item(device, panelLinks);
    i.plane = f.net == FabricNet::Compute && m_planeCount > 1 ? f.plane + 1 : 0;
    return i;
}

std::vector<std::vector<RackItem>> Generator::pack(const std::vector<RackItem> &items, int reserveU,
                                                   double reserveW) const
{
    const int height = m_d.catalog.rackTypes.at(m_networkRackType).heightU;
    const double limitW = m_rackPowerKw * 1000 - reserveW;
    std::vector<std::vector<RackItem>> racks;
    int used = 0, links = 0, plane = 0;
    double power = 0;
    for (const RackItem &item : items) {
        auto panelsU = [&](int l) { return (l + m_panelPorts - 1) / m_panelPorts * m_panelU; };
        // Twin planes stand in racks of their own: one rack's fault leaves the other plane whole.
        const bool otherPlane = item.plane != 0 && plane != 0 && item.plane != plane;
        if (racks.empty() || used + item.heightU + panelsU(links + item.panelLinks) + reserveU > height ||
            power + item.powerW > limitW || otherPlane) {
            racks.emplace_back();
            used = links = 0;
            power = 0;
            plane = 0;
        }
        if (item.plane != 0) plane = item.plane;
        racks.back().push_back(item);
        used += item.heightU;
        links += item.panelLinks;
        power += item.powerW;
    }
    return racks;
}

// Stacks the items from U1 up; returns the highest U taken.
int Generator::placeInRack(PlannedRack &rack, const std::vector<RackItem> &items)
{
    int u = 1;
    for (const RackItem &item : items) {
        Device &d = m_d.device(item.device);
        d.u = u;
        u += item.heightU;
        rack.devices.push_back(item.device);
    }
    return u - 1;
}

int Generator::addAccessSwitch(PlannedRack &rack, const std::vector<int> &served)
{
    const int slot =
        addDevice(m_oobType,
                  NamePattern(m_o.names.oob, {QStringLiteral("i")}).format({{"i", int(m_access.size()) + 1}}),
                  QT_TRANSLATE_NOOP("FabricGenerator", "out-of-band switch"));
    if (slot < 0) return -1;
    int top = 0;
    for (int dev : rack.devices)
        top = std::max(top, m_d.devices().at(dev).u + m_d.deviceType(dev).heightU - 1);
    m_d.device(slot).u = top + 1;
    rack.devices.push_back(slot);
    Access access{slot, {}, &rack};
    for (int dev : served)
        access.served.push_back(mgmtOf(dev));
    m_access.push_back(std::move(access));
    return slot;
}

void Generator::networkRacks(const std::vector<RackItem> &items, int accessSwitches,
                             std::vector<PlannedRack> &out)
{
    const int reserveU = accessSwitches * m_accessReserveU + m_aggregationReserveU;
    const double reserveW = (accessSwitches > 0 ? accessSwitches * worstPowerW(m_oobType) : 0) +
                            (m_aggregationReserveU > 0 ? worstPowerW(m_oobCoreType) : 0);
    for (const std::vector<RackItem> &content : pack(items, reserveU, reserveW)) {
        PlannedRack rack;
        rack.network = true;
        rack.type = m_networkRackType;
        placeInRack(rack, content);
        out.push_back(std::move(rack));
    }
}

bool Generator::createAndPack()
{
    const FatTree &ct = m_compute.tree;
    // The default names count to 99 (SUs, nodes in an SU) or 999 (spines, cores, super-cores of a network):
    // beyond, their numbers get the digits of the largest, so that they sort (an NVL72 SU's 144 trays, a
    // million GPUs' 2,048 SUs and 16,384 spines). A pattern of the user's is used as given.
    using Widths = std::initializer_list<std::pair<const char *, int>>;
    const auto widened = [](const QString &pattern, const QString &byDefault, Widths widths) {
        return pattern == byDefault ? NamePattern::widened(pattern, widths) : pattern;
    };
    int spines = 0, cores = 0, supers = 0; // the most of one network (each counts its own)
    for (const Fabric *f : {&m_compute, &m_storage, &m_inband}) {
        spines = std::max(spines, f->tree.spines());
        cores = std::max(cores, f->tree.cores());
        supers = std::max(supers, f->tree.supers());
    }
    const FabricNames defaults;
    const NamePattern nodeName(
        widened(m_o.names.node, defaults.node, {{"n", m_nodesPerSu}, {"su", m_counts.sus}}),
        {QStringLiteral("su"), QStringLiteral("n"), QStringLiteral("i")});
    const NamePattern leafName(
        widened(m_o.names.leaf, defaults.leaf, {{"su", m_counts.sus}}),
        {QStringLiteral("net"), QStringLiteral("su"), QStringLiteral("l"), QStringLiteral("i")});
    const NamePattern spineName(widened(m_o.names.spine, defaults.spine, {{"i", spines}}),
                                {QStringLiteral("net"), QStringLiteral("pod"), QStringLiteral("i")});
    const NamePattern coreName(widened(m_o.names.core, defaults.core, {{"i", cores}}),
                               {QStringLiteral("net"), QStringLiteral("i")});
    const NamePattern superName(widened(m_o.names.super, defaults.super, {{"i", supers}}),
                                {QStringLiteral("net"), QStringLiteral("i")});
    const NamePattern ufmName(m_o.names.ufm, {QStringLiteral("i")});
    for (const NamePattern *p : {&nodeName, &leafName, &spineName, &coreName, &superName, &ufmName})
        if (!p->error().isEmpty()) {
            m_error = p->error();
            return false;
        }
    const bool oob = m_oobType >= 0;
    const int oobU = oob ? m_d.catalog.deviceTypes.at(m_oobType).heightU : 0;
    m_accessReserveU = oobU;
    // Room for an aggregation switch, and panels for its links to the access switches of other racks and to
    // the next aggregation switches (structured cabling runs them panel to panel).
    m_aggregationReserveU =
        oob && m_oobCoreType >= 0 ? m_d.catalog.deviceTypes.at(m_oobCoreType).heightU + 2 * m_panelU : 0;
    const int accessPorts = m_accessPorts = [&] {
        if (!oob) return 0;
        int n = 0;
        const DeviceType &t = m_d.catalog.deviceTypes.at(m_oobType);
        for (int p = 0; p < int(t.ports.size()); ++p)
            if (t.ports[size_t(p)].kind == PortKind::Fixed && t.ports[size_t(p)].network == Network::Oob &&
                p != mgmtPort(m_oobType))
                ++n;
        return n;
    }();
    if (oob && accessPorts < 2) {
        m_error = QCoreApplication::translate("FabricGenerator", "%1 has too few copper ports for management")
                      .arg(m_o.oobSwitch);
        return false;
    }

    auto leavesOf = [&](Fabric &f, int su) -> std::vector<RackItem> {
        std::vector<RackItem> items;
        if (!f.on() && f.tree.sus == 0) return items;
        const int per = f.tree.leavesPerSu;
        const int endpoints = m_suNodes[size_t(su)]; // per rail (compute) or per node port (storage, in-band)
        for (int l = 0; l < per; ++l) {
            // Compute leaves go rail by rail; a rail with several leaves in an SU names them by number.
            const bool compute = f.net == FabricNet::Compute;
            const int first = compute && m_planesShareRails ? f.plane * railsPerPlane() : 0;
            const int rail = compute ? m_rails[size_t(first + l / m_leavesPerRail)] : l + 1;
            const int slot = addDevice(f.leafType,
                                       leafName.format({{"net", netName(f)},
                                                        {"su", su + 1},
                                                        {"l", compute && m_leavesPerRail > 1 ? l + 1 : rail},
                                                        {"i", int(f.leaves.size()) + 1}}),
                                       QT_TRANSLATE_NOOP("FabricGenerator", "leaf"));
            if (slot < 0) return {};
            Device &d = m_d.device(slot);
            d.su = su + 1;
            if (f.net == FabricNet::Compute) d.rail = rail;
            f.leaves.push_back(slot);
            const int down =
                compute ? std::clamp(endpoints - l % m_leavesPerRail * f.tree.leafDown, 0, f.tree.leafDown)
                        : std::clamp(endpoints - l % f.leavesPerGroup * f.tree.leafDown, 0, f.tree.leafDown);
            // Room for panel ports: its server links, and its uplinks, which may leave the row for the
            // spines.
            items.push_back(switchItem(f, slot, down + (f.tree.tiers >= 2 ? f.tree.leafUp : 0)));
        }
        return items;
    };
    auto spinesOf = [&](Fabric &f, int pod, int count) -> std::vector<RackItem> {
        std::vector<RackItem> items;
        for (int j = 0; j < count; ++j) {
            const int slot = addDevice(
                f.spineType,
                spineName.format({{"net", netName(f)}, {"pod", pod + 1}, {"i", int(f.spines.size()) + 1}}),
                QT_TRANSLATE_NOOP("FabricGenerator", "spine"));
            if (slot < 0) return {};
            f.spines.push_back(slot);
            // Its links leave the rack (to leaves and cores elsewhere): room for a panel port each.
            items.push_back(switchItem(f, slot, radix(f.spineType)));
        }
        return items;
    };
    // The next `count` cores, or super-cores (`super`), of a fabric.
    auto coresOf = [&](Fabric &f, int count, bool super) -> std::vector<RackItem> {
        std::vector<RackItem> items;
        std::vector<int> &made = super ? f.supers : f.cores;
        for (int c = 0; c < count; ++c) {
            const int slot = addDevice(
                f.coreType,
                (super ? superName : coreName).format({{"net", netName(f)}, {"i", int(made.size()) + 1}}),
                super ? QT_TRANSLATE_NOOP("FabricGenerator", "super-core")
                      : QT_TRANSLATE_NOOP("FabricGenerator", "core"));
            if (slot < 0) return {};
            made.push_back(slot);
            items.push_back(switchItem(f, slot, radix(f.coreType)));
        }
        return items;
    };
    // Non-SU network racks: one access switch each for the rack's own management ports.
    auto serveRacks = [&](std::vector<PlannedRack> &racks) {
        if (!oob) return true;
        for (PlannedRack &rack : racks) {
            std::vector<int> served;
            for (int dev : rack.devices)
                if (mgmtPort(m_d.devices().at(dev).type) >= 0) served.push_back(dev);
            if (!served.empty() && addAccessSwitch(rack, served) < 0) return false;
        }
        return true;
    };

    const int sus = m_counts.sus;
    m_nodes.resize(size_t(sus));
    std::vector<size_t> servedBlocks; // pod and central blocks: an access switch per rack
    int nodeNumber = 0;
    for (int su = 0; su < sus; ++su) {
        HallBlock block;
        // Compute racks.
        std::vector<PlannedRack> computeRacks;
        for (int n = 0; n < m_suNodes[size_t(su)]; ++n) {
            if (n % m_nodesPerRack == 0) {
                computeRacks.emplace_back();
                computeRacks.back().type = m_computeRackType;
            }
            const int slot =
                addDevice(m_nodeType, nodeName.format({{"su", su + 1}, {"n", n + 1}, {"i", ++nodeNumber}}),
                          QT_TRANSLATE_NOOP("FabricGenerator", "node"));
            if (slot < 0) return false;
            Device &d = m_d.device(slot);
            d.su = su + 1;
            d.node = n + 1;
            d.u = m_kitRackType >= 0 ? m_kitNodeUs[size_t(n % m_nodesPerRack)]
                                     : 1 + (n % m_nodesPerRack) * m_d.deviceType(slot).heightU;
            computeRacks.back().devices.push_back(slot);
            m_nodes[size_t(su)].push_back(slot);
        }
        // The SU's network racks: its leaves of every network and the access switches for the SU.
        std::vector<RackItem> items;
        for (Fabric &plane : m_planes) {
            const std::vector<RackItem> more = leavesOf(plane, su);
            items.insert(items.end(), more.begin(), more.end());
        }
        for (Fabric *f : {&m_storage, &m_inband}) {
            if (f->tree.sus == 0) continue;
            const std::vector<RackItem> more = leavesOf(*f, su);
            items.insert(items.end(), more.begin(), more.end());
        }
        if (!m_error.isEmpty()) return false;
        // A rack kit's nodes are served by the kit's own access switches (placeKitDevices).
        const bool nodesServedInRack = m_kitRackType >= 0;
        int accessCount = 0;
        if (oob) {
            // Nodes, the SU's switches, and room for an aggregation switch.
            const int ports = (nodesServedInRack ? 0 : m_suNodes[size_t(su)]) + int(items.size()) + 1;
            accessCount = (ports + accessPorts - 1) / accessPorts;
        }
        std::vector<PlannedRack> netRacks;
        networkRacks(items, accessCount, netRacks);
        for (PlannedRack &r : netRacks)
            r.su = true;
        // Network racks at the end of the SU's racks or in their middle.
        const bool middle = m_o.networkRacks == NetworkRackPlace::MidRow ||
                            (m_o.networkRacks == NetworkRackPlace::Auto && computeRacks.size() > 2);
        const size_t at = middle ? computeRacks.size() / 2 : computeRacks.size();
        const size_t lastNetwork = at + netRacks.size() - 1;
        block.racks = std::move(computeRacks);
        block.racks.insert(block.racks.begin() + qsizetype(at), std::make_move_iterator(netRacks.begin()),
                           std::make_move_iterator(netRacks.end()));
        m_blocks.push_back(std::move(block));
        if (oob) {
            // The SU's access switches in its last network rack, sharing out the nodes and the switches.
            std::vector<int> served = nodesServedInRack ? std::vector<int>() : m_nodes[size_t(su)];
            for (const RackItem &i : items)
                served.push_back(i.device);
            for (int a = 0; a < accessCount; ++a) {
                const auto from =
                    served.begin() + std::min<qsizetype>(qsizetype(a) * accessPorts, served.size());
                const auto to =
                    served.begin() + std::min<qsizetype>(qsizetype(a + 1) * accessPorts, served.size());
                if (addAccessSwitch(m_blocks.back().racks[lastNetwork], std::vector<int>(from, to)) < 0)
                    return false;
            }
        }

        // Three tiers: the spines of the pods that end with this SU stand in racks after it; four tiers: with
        // the cores of the zones that end with them.
        const int podsDone = su == sus - 1 ? ct.pods : ct.podOfLeaf((su + 1) * ct.leavesPerSu);
        if (ct.tiers >= 3 && podsDone > int(m_planes.front().spines.size()) / std::max(1, ct.spinesPerPod)) {
            HallBlock pod;
            std::vector<RackItem> spineItems;
            const int from = int(m_planes.front().spines.size()) / ct.spinesPerPod;
            const int zonesDone = podsDone == ct.pods ? ct.zones : ct.zoneOfPod(podsDone);
            for (Fabric &plane : m_planes) {
                for (int p = from; p < podsDone; ++p) {
                    const std::vector<RackItem> more = spinesOf(plane, p, ct.spinesPerPod);
                    spineItems.insert(spineItems.end(), more.begin(), more.end());
                }
                if (ct.tiers < 4) continue;
                const int zonesMade = int(plane.cores.size()) / ct.coresPerZone();
                const std::vector<RackItem> more =
                    coresOf(plane, (zonesDone - zonesMade) * ct.coresPerZone(), false);
                spineItems.insert(spineItems.end(), more.begin(), more.end());
            }
            if (!m_error.isEmpty()) return false;
            networkRacks(spineItems, oob ? 1 : 0, pod.racks);
            servedBlocks.push_back(m_blocks.size());
            m_blocks.push_back(std::move(pod));
        }
        if (!step()) return false;
    }

    // The central racks: the top tier of every fabric, and the UFM appliances.
    HallBlock central;
    central.central = true;
    std::vector<RackItem> items;
    for (Fabric &plane : m_planes) {
        if (ct.tiers == 2) {
            for (int pod = 0; pod < ct.pods; ++pod) {
                const std::vector<RackItem> more = spinesOf(plane, pod, ct.spinesPerPod);
                items.insert(items.end(), more.begin(), more.end());
            }
        } else if (ct.tiers >= 3) {
            // The top tier: the cores of three tiers, the super-cores of four.
            const std::vector<RackItem> more =
                ct.tiers == 3 ? coresOf(plane, ct.cores(), false) : coresOf(plane, ct.supers(), true);
            items.insert(items.end(), more.begin(), more.end());
        }
    }
    for (Fabric *f : {&m_storage, &m_inband}) {
        if (f->tree.tiers < 2) continue;
        for (int pod = 0; pod < f->tree.pods; ++pod) {
            const std::vector<RackItem> more = spinesOf(*f, pod, f->tree.spinesPerPod);
            items.insert(items.end(), more.begin(), more.end());
        }
        for (const bool super : {false, true}) {
            const std::vector<RackItem> more = coresOf(*f, super ? f->tree.supers() : f->tree.cores(), super);
            items.insert(items.end(), more.begin(), more.end());
        }
    }
    if (m_ufmLinks > 0) {
        const int cages = std::max<int>(1, int(fabricCages(m_ufmType).size()));
        const int appliances = m_preset && m_preset->ufmAppliances > 0
                                   ? std::min(m_preset->ufmAppliances, m_ufmLinks)
                                   : (m_ufmLinks + cages - 1) / cages;
        for (int i = 0; i < appliances; ++i) {
            const int slot = addDevice(m_ufmType, ufmName.format({{"i", i + 1}}),
                                       QT_TRANSLATE_NOOP("FabricGenerator", "UFM appliance"));
            if (slot < 0) return false;
            m_ufm.push_back(slot);
            items.push_back(item(slot, 0));
        }
    }
    if (!m_error.isEmpty()) return false;
    if (!items.empty()) networkRacks(items, oob ? 1 : 0, central.racks);
    servedBlocks.push_back(m_blocks.size());
    m_blocks.push_back(std::move(central));
    for (size_t b : servedBlocks)
        if (!serveRacks(m_blocks[b].racks)) return false;
    return m_error.isEmpty();
}

QString Generator::netName(const Fabric &f) const
{
    static const char *names[] = {"cmp", "sto", "inb", "oob"};
    const QString name = QLatin1String(names[int(f.net)]);
    return f.net == FabricNet::Compute && m_planeCount > 1 ? name + QString::number(f.plane + 1) : name;
}

bool Generator::placeKitDevices()
{
    if (m_kitRackType < 0) return true;
    for (HallBlock &b : m_blocks)
        for (PlannedRack &r : b.racks) {
            if (r.network || r.type != m_kitRackType) continue;
            // The kit's devices other than the trays (made as nodes), named as adding the rack names them.
            std::vector<int> switches, others;
            for (Device &device : rackKitDevices(m_d, {m_d.racks().at(r.slot)}, {r.slot})) {
                if (device.type == m_nodeType) continue;
                const int type = device.type;
                const int slot =
                    addDevice(type, device.id, QT_TRANSLATE_NOOP("FabricGenerator", "rack kit device"));
                if (slot < 0) return false;
                m_d.device(slot).u = device.u;
                m_d.device(slot).rack = r.slot;
                r.devices.push_back(slot);
                (type == m_oobType ? switches : others).push_back(slot);
            }
            if (m_oobType < 0) continue;
            // Every management port in the rack — the trays' BMCs, each NVLink switch tray's three — shared
            // out among the kit's access switches in U order.
            std::vector<std::pair<int, int>> ports;
            for (int dev : r.devices) {
                if (std::find(switches.begin(), switches.end(), dev) != switches.end()) continue;
                if (m_d.deviceType(dev).role == Role::GpuServer) {
                    ports.push_back(mgmtOf(dev));
                    continue;
                }
                const DeviceType &t = m_d.deviceType(dev);
                for (int p = 0; p < int(t.ports.size()); ++p)
                    if (t.ports[size_t(p)].kind == PortKind::Fixed &&
                        t.ports[size_t(p)].network == Network::Oob)
                        ports.push_back({dev, p});
            }
            if (switches.empty()) {
                m_error = QCoreApplication::translate("FabricGenerator",
                                                      "rack kit %1 has no %2 to serve its management ports")
                              .arg(m_d.catalog.rackTypes.at(m_kitRackType).id, m_o.oobSwitch);
                return false;
            }
            const size_t per = (ports.size() + switches.size() - 1) / switches.size();
            for (size_t s = 0; s < switches.size(); ++s) {
                Access access{switches[s], {}, &r};
                for (size_t i = s * per; i < std::min(ports.size(), (s + 1) * per); ++i)
                    access.served.push_back(ports[i]);
                m_access.push_back(std::move(access));
            }
        }
    return true;
}

bool Generator::placeHall()
{
    QString error;
    std::vector<Rack> racks = layOutHall(m_blocks, m_o, m_d.catalog, &error);
    if (!error.isEmpty()) {
        m_error = error;
        return false;
    }
    m_d.reserve(int(racks.size()), 0, 0);
    for (Rack &rack : racks) {
        if (m_d.racks().find(rack.id) >= 0) {
            m_error =
                QCoreApplication::translate("FabricGenerator",
                                            "the rack name pattern gives \"%1\" twice: it must contain {row} "
                                            "and {pos}")
                    .arg(rack.id);
            return false;
        }
        m_d.insertRack(m_d.racks().nextSlot(), std::move(rack));
    }
    QSet<QString> rows;
    for (const HallBlock &b : m_blocks)
        for (const PlannedRack &r : b.racks) {
            for (int dev : r.devices)
                m_d.device(dev).rack = r.slot;
            (r.network ? m_counts.networkRacks : m_counts.computeRacks)++;
            rows.insert(m_d.racks().at(r.slot).row);
        }
    m_counts.rows = int(rows.size());
    if (!placeKitDevices()) return false;

    // Out-of-band aggregation: the access switches in groups of up to eight that stand close together, each
    // aggregation switch in the rack of a switch in the middle of its group (every network rack keeps room
    // for one), so that no uplink runs far.
    if (m_access.size() > 1 && m_oobCoreType >= 0) {
        const NamePattern aggName(m_o.names.oobCore, {QStringLiteral("i")});
        // Serpentine order: along the first row, back along the next, so that neighbours in the list stand
        // near each other.
        std::vector<double> rowYs;
        for (const Access &a : m_access)
            rowYs.push_back(*m_d.racks().at(a.rack->slot).yM);
        std::sort(rowYs.begin(), rowYs.end());
        rowYs.erase(std::unique(rowYs.begin(), rowYs.end()), rowYs.end());
        auto place = [&](const Access &a) {
            const Rack &r = m_d.racks().at(a.rack->slot);
            const size_t row = size_t(std::lower_bound(rowYs.begin(), rowYs.end(), *r.yM) - rowYs.begin());
            return std::pair(row, row % 2 ? -*r.xM : *r.xM);
        };
        std::stable_sort(m_access.begin(), m_access.end(),
                         [&](const Access &a, const Access &b) { return place(a) < place(b); });
        auto rackDistance = [&](const PlannedRack *a, const PlannedRack *b) {
            const Rack &ra = m_d.racks().at(a->slot), &rb = m_d.racks().at(b->slot);
            return std::abs(*ra.xM - *rb.xM) + std::abs(*ra.yM - *rb.yM);
        };
        auto distance = [&](const Access &a, const Access &b) { return rackDistance(a.rack, b.rack); };
        m_aggregationOf.assign(m_access.size(), -1);
        // The SU network racks: where an aggregation switch goes when its group stands in rack kits.
        std::vector<PlannedRack *> suRacks;
        for (HallBlock &b : m_blocks)
            for (PlannedRack &r : b.racks)
                if (r.su) suRacks.push_back(&r);
        QSet<const PlannedRack *> hosting;
        // Groups: up to eight switches, none further than a short cord run from the first; at least two
        // groups, so that every access switch can have two aggregation switches.
        std::vector<std::pair<size_t, size_t>> groups;
        for (size_t first = 0; first < m_access.size();) {
            size_t end = first + 1;
            while (end < m_access.size() && end - first < accessPerGroup &&
                   distance(m_access[first], m_access[end]) <= groupSpanM)
                ++end;
            groups.push_back({first, end});
            first = end;
        }
        if (groups.size() == 1) groups = {{0, m_access.size() / 2}, {m_access.size() / 2, m_access.size()}};
        std::vector<PlannedRack *> networkRacks = suRacks; // SU network racks first, then the others
        for (HallBlock &b : m_blocks)
            for (PlannedRack &r : b.racks)
                if (r.network && !r.su) networkRacks.push_back(&r);
        for (const auto &[first, end] : groups) {
            // The middle switch's rack. A compute rack kit (NVL72) has no room to spare, and a network rack
            // keeps room for one aggregation switch: else the nearest network rack hosting none yet, an SU's
            // before the central ones (whose room goes to their panels).
            const PlannedRack *middle = m_access[first + (end - first - 1) / 2].rack;
            PlannedRack *rack = m_access[first + (end - first - 1) / 2].rack;
            if (!rack->network || hosting.contains(rack)) {
                PlannedRack *best = nullptr;
                for (PlannedRack *r : networkRacks)
                    if (!hosting.contains(r) &&
                        (!best || (r->su && !best->su) ||
                         (r->su == best->su && rackDistance(r, middle) < rackDistance(best, middle))))
                        best = r;
                if (best) rack = best;
            }
            hosting.insert(rack);
            const int slot = addDevice(m_oobCoreType, aggName.format({{"i", int(m_aggregation.size()) + 1}}),
                                       QT_TRANSLATE_NOOP("FabricGenerator", "out-of-band aggregation"));
            if (slot < 0) return false;
            int top = 0;
            for (int dev : rack->devices)
                top = std::max(top, m_d.devices().at(dev).u + m_d.deviceType(dev).heightU - 1);
            Device &agg = m_d.device(slot);
            agg.rack = rack->slot;
            agg.u = top + 1;
            rack->devices.push_back(slot);
            // Its management port on the nearest access switch with a port to spare (its own rack's, as a
            // rule).
            Access *nearest = nullptr;
            for (Access &a : m_access)
                if (int(a.served.size()) < m_accessPorts &&
                    (!nearest || rackDistance(a.rack, rack) < rackDistance(nearest->rack, rack)))
                    nearest = &a;
            if (nearest) nearest->served.push_back(mgmtOf(slot));
            m_aggregation.push_back(slot);
            for (size_t a = first; a < end; ++a)
                m_aggregationOf[a] = slot;
        }
        // Each access switch's second uplink to the next group's aggregation switch (the last group's to the
        // one before): losing an aggregation switch cuts no access switch off.
        m_aggregationOf2.assign(m_access.size(), -1);
        for (size_t g = 0; g < groups.size(); ++g)
            for (size_t a = groups[g].first; a < groups[g].second; ++a)
                m_aggregationOf2[a] = m_aggregation[g + 1 < groups.size() ? g + 1 : g - 1];
    }
    // Everything is placed: check every rack holds what it was given.
    for (const HallBlock &b : m_blocks)
        for (const PlannedRack &r : b.racks)
            for (int dev : r.devices)
                if (m_d.devices().at(dev).u + m_d.deviceType(dev).heightU - 1 >
                    m_d.racks().at(r.slot).heightU) {
                    m_error = QCoreApplication::translate("FabricGenerator", "rack %1 is too small for %2")
                                  .arg(m_d.racks().at(r.slot).id, m_d.devices().at(dev).id);
                    return false;
                }
    return true;
}

} // namespace railyard::generatedetail
