#include "generate/fabricgenerator.h"

#include "design/cablechoice.h"
#include "design/routeestimate.h"
#include "generate/fattree.h"
#include "generate/hallplan.h"
#include "generate/linkcabler.h"
#include "generate/namepattern.h"
#include "generate/superpodpreset.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace railyard {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("FabricGenerator", text);
}

// `x` rounded up to a multiple of four, at least 4.
int upInFours(double x)
{
    return std::max(4, int(std::ceil(x / 4 - 1e-9)) * 4);
}

constexpr int accessPerGroup = 8; // out-of-band access switches per aggregation switch
constexpr int uplinksPerAccess = 2;
constexpr double groupSpanM = 20; // floor distance within one aggregation group: short multimode cords

// The numbers of one fat-tree network and the devices that make it up, by design slot.
struct Fabric
{
    FabricNet net = FabricNet::Compute;
    FatTree tree;
    int leafType = -1, spineType = -1, coreType = -1;
    std::vector<int> leaves; // su * leavesPerSu + index within the SU
    std::vector<int> spines; // pod * spinesPerPod + j
    std::vector<int> cores;  // group j * coresPerGroup + c
    bool on() const { return !leaves.empty(); }
};

// One item the rack packer places: a device, its height and the server links that end on it (each needs
// a patch-panel port in its rack).
struct RackItem
{
    int device = -1;
    int heightU = 1;
    int panelLinks = 0;
    double powerW = 0; // with the worst-case optics in every cage
};

class Generator
{
public:
    Generator(const FabricOptions &o, const Catalog &c, const GenerateProgress &p) : m_o(o), m_progress(p)
    {
        m_d.catalog = c;
    }

    GenerateResult run();

private:
    // Steps, each false with m_error set when it cannot go on.
    bool resolveTypes();
    bool sizeCompute();
    bool sizeSide(Fabric &f, bool wanted, const QString &switchId, const std::vector<int> &ports);
    bool createAndPack();
    bool placeHall();
    bool cableEverything();
    void countEverything();

    // Helpers.
    int typeIndex(const QString &id, const char *what);
    int radix(int type) const;
    std::vector<int> fabricCages(int type) const;
    int mgmtPort(int type) const;
    Endpoint connector(int device, int index) const;
    int addDevice(int type, const QString &id, const char *what);
    double worstPowerW(int type) const;
    RackItem item(int device, int panelLinks) const;
    std::vector<std::vector<RackItem>> pack(const std::vector<RackItem> &items, int reserveU,
                                            double reserveW) const;
    int placeInRack(PlannedRack &rack, const std::vector<RackItem> &items);
    int addAccessSwitch(PlannedRack &rack, std::vector<int> served);
    // Packs network devices into racks, each keeping room (height and power) for its out-of-band access
    // switches and an aggregation switch.
    void networkRacks(const std::vector<RackItem> &items, int accessSwitches, std::vector<PlannedRack> &out);
    bool cableTree(LinkCabler &cabler, const Fabric &f);
    bool step();
    bool advance();

    const FabricOptions &m_o;
    const GenerateProgress &m_progress;
    Design m_d;
    FabricCounts m_counts;
    QString m_error;
    bool m_cancelled = false;

    const SuperPodPreset *m_preset = nullptr;
    int m_ufmLinks = 0;
    int m_nodeType = -1, m_ufmType = -1, m_oobType = -1, m_oobCoreType = -1;
    int m_computeRackType = -1, m_networkRackType = -1;
    struct NodeConnector
    {
        int port = -1;
        int sub = 0;
        int rail = 0;
    };
    std::vector<NodeConnector> m_computeConnectors; // sorted by rail
    std::vector<int> m_rails;                       // the distinct rails, ascending
    std::vector<int> m_storagePorts, m_inbandPorts;
    int m_nodesPerSu = 0;
    int m_nodesPerRack = 0;
    std::vector<int> m_suNodes; // nodes in each SU
    Fabric m_compute, m_storage, m_inband;

    // Placement.
    std::vector<HallBlock> m_blocks;
    std::vector<std::vector<int>> m_nodes; // per SU, in node order
    std::vector<int> m_ufm;
    struct Access
    {
        int device = -1;
        std::vector<int> served; // devices whose management port it takes
        PlannedRack *rack = nullptr;
    };
    std::vector<Access> m_access;
    std::vector<int> m_aggregation;
    std::vector<int> m_aggregationOf; // per access switch
    int m_panelPorts = 24, m_panelU = 1;
    int m_accessReserveU = 0, m_aggregationReserveU = 0;
    int m_accessPorts = 0; // copper ports of an access switch for other devices

    long long m_linksTotal = 0, m_linksDone = 0;
};

int Generator::typeIndex(const QString &id, const char *what)
{
    const int t = m_d.catalog.deviceTypes.indexOf(id);
    if (t < 0 && m_error.isEmpty())
        m_error = QCoreApplication::translate("FabricGenerator",
                                              "unknown %1 type \"%2\": no device type with that id")
                      .arg(QCoreApplication::translate("FabricGenerator", what), id);
    return t;
}

std::vector<int> Generator::fabricCages(int type) const
{
    std::vector<int> cages;
    const DeviceType &t = m_d.catalog.deviceTypes.at(type);
    for (int p = 0; p < int(t.ports.size()); ++p)
        if (t.ports[size_t(p)].kind == PortKind::Cage) cages.push_back(p);
    return cages;
}

int Generator::radix(int type) const
{
    const DeviceType &t = m_d.catalog.deviceTypes.at(type);
    int n = 0;
    for (int p : fabricCages(type))
        n += connectorsPerCage(m_d, t, t.ports[size_t(p)]);
    return n;
}

// A device's own management port: the out-of-band copper port named "mgmt" or "bmc", else its last one.
int Generator::mgmtPort(int type) const
{
    const DeviceType &t = m_d.catalog.deviceTypes.at(type);
    int last = -1;
    for (int p = 0; p < int(t.ports.size()); ++p) {
        const PortDef &port = t.ports[size_t(p)];
        if (port.kind != PortKind::Fixed || port.network != Network::Oob) continue;
        if (port.name == QLatin1String("mgmt") || port.name == QLatin1String("bmc")) return p;
        last = p;
    }
    return last;
}

// The index-th logical port of a switch: cages in port order, sub-ports within a cage.
Endpoint Generator::connector(int device, int index) const
{
    const DeviceType &t = m_d.deviceType(device);
    const std::vector<int> cages = fabricCages(m_d.devices().at(device).type);
    const int cpc = connectorsPerCage(m_d, t, t.ports[size_t(cages.front())]);
    return Endpoint{device, cages[size_t(index / cpc)], cpc > 1 ? index % cpc + 1 : 0, Side::None};
}

int Generator::addDevice(int type, const QString &id, const char *what)
{
    if (id.isEmpty() || m_d.devices().find(id) >= 0) {
        if (m_error.isEmpty())
            m_error =
                QCoreApplication::translate("FabricGenerator",
                                            "the %1 name pattern gives \"%2\" twice: it must tell them apart "
                                            "(with {i}, or {su} and {n})")
                    .arg(QCoreApplication::translate("FabricGenerator", what), id);
        return -1;
    }
    Device device;
    device.id = id;
    device.type = type;
    const int slot = m_d.devices().nextSlot();
    m_d.insertDevice(slot, std::move(device));
    return slot;
}

bool Generator::resolveTypes()
{
    QString nodeId = m_o.nodeType, leafId = m_o.leafType, spineId = m_o.spineType, coreId = m_o.coreType;
    if (!m_o.preset.isEmpty()) {
        m_preset = findSuperPodPreset(m_o.preset);
        if (!m_preset) {
            QStringList ids;
            for (const SuperPodPreset &p : superPodPresets())
                ids << p.id;
            m_error = QCoreApplication::translate("FabricGenerator", "unknown preset \"%1\": one of %2")
                          .arg(m_o.preset, ids.join(QStringLiteral(", ")));
            return false;
        }
        if (!m_preset->counts(m_o.sus)) {
            m_error =
                QCoreApplication::translate("FabricGenerator", "%1 is published in %2 scalable units, not %3")
                    .arg(m_preset->id, m_preset->sizesText())
                    .arg(m_o.sus);
            return false;
        }
        nodeId = m_preset->nodeType;
        leafId = m_preset->leafType;
        spineId = m_preset->spineType;
        coreId = m_preset->coreType.isEmpty() ? m_preset->spineType : m_preset->coreType;
    } else if (m_o.gpus < 1) {
        m_error = tr("the GPU count must be at least 1");
        return false;
    } else if (!(m_o.oversubscription >= 1 && m_o.oversubscription <= 16)) {
        m_error = tr("over-subscription must be between 1 (non-blocking) and 16");
        return false;
    }
    if (!(m_o.rackPowerKw > 0) || m_o.rowLength < 0 || !(m_o.coldAisleM >= 0) || !(m_o.hotAisleM >= 0)) {
        m_error = tr("the rack power limit must be above 0 kW, the row length and aisles not negative");
        return false;
    }
    m_nodeType = typeIndex(nodeId, "node");
    m_compute.net = FabricNet::Compute;
    m_compute.leafType = typeIndex(leafId, "leaf");
    m_compute.spineType = typeIndex(spineId, "spine");
    m_compute.coreType = typeIndex(coreId, "core");
    if (m_o.storage) m_storage.leafType = typeIndex(m_o.storageSwitch, "storage switch");
    if (m_o.inband) m_inband.leafType = typeIndex(m_o.inbandSwitch, "in-band switch");
    if (m_o.oob) {
        m_oobType = typeIndex(m_o.oobSwitch, "out-of-band switch");
        m_oobCoreType = typeIndex(m_o.oobCoreSwitch, "out-of-band aggregation switch");
    }
    m_computeRackType = m_d.catalog.rackTypes.indexOf(m_o.computeRackType);
    m_networkRackType = m_d.catalog.rackTypes.indexOf(m_o.networkRackType);
    if (m_error.isEmpty() && (m_computeRackType < 0 || m_networkRackType < 0))
        m_error = QCoreApplication::translate("FabricGenerator", "unknown rack type \"%1\"")
                      .arg(m_computeRackType < 0 ? m_o.computeRackType : m_o.networkRackType);
    if (!m_error.isEmpty()) return false;

    // The node's ports per network; its compute connectors by rail.
    const DeviceType &node = m_d.catalog.deviceTypes.at(m_nodeType);
    for (int p = 0; p < int(node.ports.size()); ++p) {
        const PortDef &port = node.ports[size_t(p)];
        if (port.kind != PortKind::Cage) continue;
        if (port.network == Network::Compute)
            for (int s = 0; s < int(port.rails.size()); ++s)
                m_computeConnectors.push_back({p, port.rails.size() > 1 ? s + 1 : 0, port.rails[s]});
        else if (port.network == Network::Storage)
            m_storagePorts.push_back(p);
        else if (port.network == Network::Inband)
            m_inbandPorts.push_back(p);
    }
    std::stable_sort(m_computeConnectors.begin(), m_computeConnectors.end(),
                     [](const NodeConnector &a, const NodeConnector &b) { return a.rail < b.rail; });
    for (const NodeConnector &c : m_computeConnectors)
        if (m_rails.empty() || m_rails.back() != c.rail) m_rails.push_back(c.rail);
    if (m_computeConnectors.empty()) {
        m_error = QCoreApplication::translate("FabricGenerator",
                                              "%1 has no compute cages with rails: it cannot be a GPU node")
                      .arg(node.id);
        return false;
    }
    if (m_o.gpusPerNode > 0 && m_o.gpusPerNode != int(m_computeConnectors.size())) {
        m_error = QCoreApplication::translate("FabricGenerator", "%1 has %2 GPU ports (one per rail), not %3")
                      .arg(node.id)
                      .arg(m_computeConnectors.size())
                      .arg(m_o.gpusPerNode);
        return false;
    }
    for (int t : {m_compute.leafType, m_compute.spineType, m_compute.coreType, m_storage.leafType,
                  m_inband.leafType, m_oobType, m_oobCoreType}) {
        const Role role = t >= 0 ? m_d.catalog.deviceTypes.at(t).role : Role::Switch;
        if (role != Role::Leaf && role != Role::Spine && role != Role::Core && role != Role::Switch) {
            m_error = QCoreApplication::translate("FabricGenerator", "%1 is not a switch")
                          .arg(m_d.catalog.deviceTypes.at(t).id);
            return false;
        }
        if (t >= 0 && t != m_oobType && radix(t) < 2) {
            m_error = QCoreApplication::translate("FabricGenerator", "%1 has no cages to build a fabric with")
                          .arg(m_d.catalog.deviceTypes.at(t).id);
            return false;
        }
    }
    if (m_oobType >= 0 && mgmtPort(m_oobType) < 0) {
        m_error = QCoreApplication::translate("FabricGenerator", "%1 has no out-of-band copper ports")
                      .arg(m_o.oobSwitch);
        return false;
    }
    if (m_preset && m_preset->sizes.front().ufmLinks > 0) {
        m_ufmType = typeIndex(QStringLiteral("ufm-appliance"), "UFM appliance");
        if (m_ufmType < 0) return false;
    }

    // Patch panels: the smallest optical panel sets how many ports a rack must make room for.
    int fewest = 0;
    for (const DeviceType &t : m_d.catalog.deviceTypes)
        if (t.role == Role::PatchPanel && !t.ports.empty() && t.ports.front().kind == PortKind::Adapter &&
            Transceiver::isOpticalConnector(t.ports.front().connector) &&
            (fewest == 0 || int(t.ports.size()) < fewest)) {
            fewest = int(t.ports.size());
            m_panelU = std::max(m_panelU, t.heightU);
        }
    m_panelPorts = fewest > 0 ? fewest : 24;
    return true;
}

bool Generator::sizeCompute()
{
    const int rails = int(m_rails.size());
    const int leafPorts = radix(m_compute.leafType);
    int nodes = 0, leafDown = 0;
    if (m_preset) {
        const SuperPodCounts c = *m_preset->counts(m_o.sus);
        nodes = c.nodes;
        m_nodesPerSu = m_preset->nodesPerSu;
        leafDown = m_nodesPerSu;
        m_ufmLinks = c.ufmLinks;
    } else {
        nodes = (m_o.gpus + int(m_computeConnectors.size()) - 1) / int(m_computeConnectors.size());
        // Uplinks: at least a 1/(1+ratio) share of the ports, in fours, so that they divide evenly among
        // spines (a prime count would need as many spines as uplinks).
        leafDown = leafPorts - std::min(leafPorts - 1, upInFours(leafPorts / (1 + m_o.oversubscription)));
        m_nodesPerSu = leafDown;
    }
    if (leafDown < 1 || leafDown >= leafPorts) {
        m_error = QCoreApplication::translate("FabricGenerator", "%1 has too few ports to be a leaf (%2)")
                      .arg(m_d.catalog.deviceTypes.at(m_compute.leafType).id)
                      .arg(leafPorts);
        return false;
    }
    int sus = (nodes + m_nodesPerSu - 1) / m_nodesPerSu;
    int leafUp = leafPorts - leafDown;
    if (!m_preset && sus == 1) {
        // One partial SU: its leaves need only as many uplinks as nodes (over the over-subscription).
        m_nodesPerSu = leafDown = nodes;
        leafUp = std::min(leafUp, upInFours(leafDown / m_o.oversubscription));
    }
    // A preset's first SU gives up nodes to the UFM appliances; a generic fabric's last SU is the partial
    // one.
    m_suNodes.assign(size_t(sus), m_nodesPerSu);
    const int missing = sus * m_nodesPerSu - nodes;
    m_suNodes[m_preset ? 0 : size_t(sus - 1)] -= missing;
    if (m_ufmLinks > rails || m_ufmLinks > missing * rails) {
        m_error = tr("the preset's UFM links do not fit the first scalable unit");
        return false;
    }

    auto sized =
        sizeFatTree({sus, rails, leafDown, leafUp, radix(m_compute.spineType), radix(m_compute.coreType)});
    if (const QString *e = std::get_if<QString>(&sized)) {
        m_error = *e;
        return false;
    }
    m_compute.tree = std::get<FatTree>(sized);
    if (m_preset) {
        // The preset's table is the contract: the sizing rule must land on it exactly.
        const SuperPodCounts c = *m_preset->counts(m_o.sus);
        const FatTree &t = m_compute.tree;
        if (t.leaves() != c.leaves || t.spines() != c.spines || t.cores() != c.cores ||
            t.leafSpineLinks() != c.leafSpineLinks || t.spineCoreLinks() != c.spineCoreLinks ||
            nodes * rails + m_ufmLinks != c.nodeLeafLinks) {
            m_error = QCoreApplication::translate("FabricGenerator",
                                                  "%1 in %2 SUs does not size to its reference table")
                          .arg(m_preset->id)
                          .arg(m_o.sus);
            return false;
        }
    }

    // Nodes per rack: the power limit, then the height left after the rack's patch panels.
    const DeviceType &node = m_d.catalog.deviceTypes.at(m_nodeType);
    const RackType &rack = m_d.catalog.rackTypes.at(m_computeRackType);
    const int perNode = int(m_computeConnectors.size()) + (m_o.storage ? int(m_storagePorts.size()) : 0) +
                        (m_o.inband ? int(m_inbandPorts.size()) : 0);
    const int byPower = node.powerW > 0 ? int(std::floor(m_o.rackPowerKw * 1000 / node.powerW + 1e-9)) : 1000;
    m_nodesPerRack = 0;
    for (int k = 1; k <= byPower; ++k) {
        const int panels = (k * perNode + m_panelPorts - 1) / m_panelPorts;
        if (k * node.heightU + panels * m_panelU > rack.heightU) break;
        m_nodesPerRack = k;
    }
    if (m_nodesPerRack == 0) {
        m_error = byPower == 0
                      ? QCoreApplication::translate("FabricGenerator",
                                                    "a rack power limit of %1 kW is below one %2 (%3 kW)")
                            .arg(m_o.rackPowerKw)
                            .arg(node.id)
                            .arg(node.powerW / 1000)
                      : QCoreApplication::translate("FabricGenerator", "%1 does not fit a %2 with its panels")
                            .arg(node.id, rack.id);
        return false;
    }
    m_counts.sus = sus;
    m_counts.nodes = nodes;
    m_counts.gpus = nodes * int(m_computeConnectors.size());
    return true;
}

// Storage and in-band: the nodes' ports of that network, SU by SU, onto leaves of their own; above them the
// same fat-tree rule as the compute fabric, non-blocking.
bool Generator::sizeSide(Fabric &f, bool wanted, const QString &switchId, const std::vector<int> &ports)
{
    if (!wanted || ports.empty() || f.leafType < 0) return true;
    const int r = radix(f.leafType);
    const int down = r / 2;
    const int perSu = (m_nodesPerSu * int(ports.size()) + down - 1) / down;
    auto sized = sizeFatTree({m_counts.sus, perSu, down, r - down, r, r});
    if (const QString *e = std::get_if<QString>(&sized)) {
        m_error = switchId + QStringLiteral(": ") + *e;
        return false;
    }
    f.tree = std::get<FatTree>(sized);
    // Above the leaves, the switch type's spine variant (qm9700-spine) when the catalog has one.
    const int spine = m_d.catalog.deviceTypes.indexOf(switchId + QStringLiteral("-spine"));
    f.spineType = f.coreType = spine >= 0 && radix(spine) == r ? spine : f.leafType;
    return true;
}

// A device type's power with the hungriest module of its form factor in every cage: what a rack must be able
// to feed before the optics are chosen.
double Generator::worstPowerW(int type) const
{
    const DeviceType &t = m_d.catalog.deviceTypes.at(type);
    double w = t.powerW;
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

std::vector<std::vector<RackItem>> Generator::pack(const std::vector<RackItem> &items, int reserveU,
                                                   double reserveW) const
{
    const int height = m_d.catalog.rackTypes.at(m_networkRackType).heightU;
    const double limitW = m_o.rackPowerKw * 1000 - reserveW;
    std::vector<std::vector<RackItem>> racks;
    int used = 0, links = 0;
    double power = 0;
    for (const RackItem &item : items) {
        auto panelsU = [&](int l) { return (l + m_panelPorts - 1) / m_panelPorts * m_panelU; };
        if (racks.empty() || used + item.heightU + panelsU(links + item.panelLinks) + reserveU > height ||
            power + item.powerW > limitW) {
            racks.emplace_back();
            used = links = 0;
            power = 0;
        }
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

int Generator::addAccessSwitch(PlannedRack &rack, std::vector<int> served)
{
    const int slot =
        addDevice(m_oobType,
                  NamePattern(m_o.names.oob, {QStringLiteral("i")}).format({{"i", int(m_access.size()) + 1}}),
                  "out-of-band switch");
    if (slot < 0) return -1;
    int top = 0;
    for (int dev : rack.devices)
        top = std::max(top, m_d.devices().at(dev).u + m_d.deviceType(dev).heightU - 1);
    m_d.device(slot).u = top + 1;
    rack.devices.push_back(slot);
    m_access.push_back({slot, std::move(served), &rack});
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
    const NamePattern nodeName(m_o.names.node,
                               {QStringLiteral("su"), QStringLiteral("n"), QStringLiteral("i")});
    const NamePattern leafName(m_o.names.leaf, {QStringLiteral("net"), QStringLiteral("su"),
                                                QStringLiteral("l"), QStringLiteral("i")});
    const NamePattern spineName(m_o.names.spine,
                                {QStringLiteral("net"), QStringLiteral("pod"), QStringLiteral("i")});
    const NamePattern coreName(m_o.names.core, {QStringLiteral("net"), QStringLiteral("i")});
    const NamePattern ufmName(m_o.names.ufm, {QStringLiteral("i")});
    for (const NamePattern *p : {&nodeName, &leafName, &spineName, &coreName, &ufmName})
        if (!p->error().isEmpty()) {
            m_error = p->error();
            return false;
        }
    static const char *netNames[] = {"cmp", "sto", "inb", "oob"};
    const bool oob = m_oobType >= 0;
    const int oobU = oob ? m_d.catalog.deviceTypes.at(m_oobType).heightU : 0;
    m_accessReserveU = oobU;
    m_aggregationReserveU = oob && m_oobCoreType >= 0 ? m_d.catalog.deviceTypes.at(m_oobCoreType).heightU : 0;
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
        const int endpoints =
            f.net == FabricNet::Compute
                ? m_suNodes[size_t(su)]
                : m_suNodes[size_t(su)] *
                      int((f.net == FabricNet::Storage ? m_storagePorts : m_inbandPorts).size());
        for (int l = 0; l < per; ++l) {
            const int rail = f.net == FabricNet::Compute ? m_rails[size_t(l)] : l + 1;
            const int slot = addDevice(f.leafType,
                                       leafName.format({{"net", QLatin1String(netNames[int(f.net)])},
                                                        {"su", su + 1},
                                                        {"l", rail},
                                                        {"i", int(f.leaves.size()) + 1}}),
                                       "leaf");
            if (slot < 0) return {};
            Device &d = m_d.device(slot);
            d.su = su + 1;
            if (f.net == FabricNet::Compute) d.rail = rail;
            f.leaves.push_back(slot);
            const int down = f.net == FabricNet::Compute
                                 ? endpoints
                                 : std::clamp(endpoints - l * f.tree.leafDown, 0, f.tree.leafDown);
            items.push_back(item(slot, down));
        }
        return items;
    };
    auto spinesOf = [&](Fabric &f, int pod, int count) -> std::vector<RackItem> {
        std::vector<RackItem> items;
        for (int j = 0; j < count; ++j) {
            const int slot = addDevice(f.spineType,
                                       spineName.format({{"net", QLatin1String(netNames[int(f.net)])},
                                                         {"pod", pod + 1},
                                                         {"i", int(f.spines.size()) + 1}}),
                                       "spine");
            if (slot < 0) return {};
            f.spines.push_back(slot);
            items.push_back(item(slot, 0));
        }
        return items;
    };
    auto coresOf = [&](Fabric &f) -> std::vector<RackItem> {
        std::vector<RackItem> items;
        for (int c = 0; c < f.tree.cores(); ++c) {
            const int slot = addDevice(f.coreType,
                                       coreName.format({{"net", QLatin1String(netNames[int(f.net)])},
                                                        {"i", int(f.cores.size()) + 1}}),
                                       "core");
            if (slot < 0) return {};
            f.cores.push_back(slot);
            items.push_back(item(slot, 0));
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
            if (!served.empty() && addAccessSwitch(rack, std::move(served)) < 0) return false;
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
            const int slot = addDevice(
                m_nodeType, nodeName.format({{"su", su + 1}, {"n", n + 1}, {"i", ++nodeNumber}}), "node");
            if (slot < 0) return false;
            Device &d = m_d.device(slot);
            d.su = su + 1;
            d.node = n + 1;
            d.u = 1 + (n % m_nodesPerRack) * m_d.deviceType(slot).heightU;
            computeRacks.back().devices.push_back(slot);
            m_nodes[size_t(su)].push_back(slot);
        }
        // The SU's network racks: its leaves of every network and the access switches for the SU.
        std::vector<RackItem> items = leavesOf(m_compute, su);
        for (Fabric *f : {&m_storage, &m_inband}) {
            if (f->tree.sus == 0) continue;
            const std::vector<RackItem> more = leavesOf(*f, su);
            items.insert(items.end(), more.begin(), more.end());
        }
        if (!m_error.isEmpty()) return false;
        int accessCount = 0;
        if (oob) {
            // Nodes, the SU's switches, and room for an aggregation switch.
            const int ports = m_suNodes[size_t(su)] + int(items.size()) + 1;
            accessCount = (ports + accessPorts - 1) / accessPorts;
        }
        std::vector<PlannedRack> netRacks;
        networkRacks(items, accessCount, netRacks);
        // Network racks at the end of the SU's racks or in their middle.
        const size_t at =
            m_o.networkRacks == NetworkRackPlace::MidRow ? computeRacks.size() / 2 : computeRacks.size();
        const size_t lastNetwork = at + netRacks.size() - 1;
        block.racks = std::move(computeRacks);
        block.racks.insert(block.racks.begin() + qsizetype(at), std::make_move_iterator(netRacks.begin()),
                           std::make_move_iterator(netRacks.end()));
        m_blocks.push_back(std::move(block));
        if (oob) {
            // The SU's access switches in its last network rack, sharing out the nodes and the switches.
            std::vector<int> served = m_nodes[size_t(su)];
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

        // Three tiers: each pod's spines stand in racks after its last SU.
        if (ct.tiers == 3 && ((su + 1) % ct.susPerPod == 0 || su == sus - 1)) {
            HallBlock pod;
            std::vector<RackItem> spineItems = spinesOf(m_compute, ct.podOfSu(su), ct.spinesPerPod);
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
    if (ct.tiers == 2)
        items = spinesOf(m_compute, 0, ct.spinesPerPod);
    else if (ct.tiers == 3)
        items = coresOf(m_compute);
    for (Fabric *f : {&m_storage, &m_inband}) {
        if (f->tree.tiers < 2) continue;
        for (int pod = 0; pod < f->tree.pods; ++pod) {
            const std::vector<RackItem> more = spinesOf(*f, pod, f->tree.spinesPerPod);
            items.insert(items.end(), more.begin(), more.end());
        }
        const std::vector<RackItem> more = coresOf(*f);
        items.insert(items.end(), more.begin(), more.end());
    }
    if (m_ufmLinks > 0) {
        const int cages = std::max<int>(1, int(fabricCages(m_ufmType).size()));
        for (int i = 0; i < (m_ufmLinks + cages - 1) / cages; ++i) {
            const int slot = addDevice(m_ufmType, ufmName.format({{"i", i + 1}}), "UFM appliance");
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
        auto distance = [&](const Access &a, const Access &b) {
            const Rack &ra = m_d.racks().at(a.rack->slot), &rb = m_d.racks().at(b.rack->slot);
            return std::abs(*ra.xM - *rb.xM) + std::abs(*ra.yM - *rb.yM);
        };
        m_aggregationOf.assign(m_access.size(), -1);
        size_t first = 0;
        while (first < m_access.size()) {
            // Up to eight switches, none further than a short cord run from the first.
            size_t end = first + 1;
            while (end < m_access.size() && end - first < accessPerGroup &&
                   distance(m_access[first], m_access[end]) <= groupSpanM)
                ++end;
            const Access &host = m_access[first + (end - first - 1) / 2];
            PlannedRack *rack = host.rack;
            const int slot = addDevice(m_oobCoreType, aggName.format({{"i", int(m_aggregation.size()) + 1}}),
                                       "out-of-band aggregation");
            if (slot < 0) return false;
            int top = 0;
            for (int dev : rack->devices)
                top = std::max(top, m_d.devices().at(dev).u + m_d.deviceType(dev).heightU - 1);
            Device &agg = m_d.device(slot);
            agg.rack = rack->slot;
            agg.u = top + 1;
            rack->devices.push_back(slot);
            // Its management port on the nearest access switch of the group with a port to spare.
            Access *nearest = nullptr;
            for (size_t a = first; a < end; ++a)
                if (int(m_access[a].served.size()) < m_accessPorts &&
                    (!nearest || distance(m_access[a], host) < distance(*nearest, host)))
                    nearest = &m_access[a];
            if (nearest) nearest->served.push_back(slot);
            m_aggregation.push_back(slot);
            for (size_t a = first; a < end; ++a)
                m_aggregationOf[a] = slot;
            first = end;
        }
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

bool Generator::step()
{
    if (m_progress.cancel && m_progress.cancel->load()) {
        m_cancelled = true;
        return false;
    }
    return true;
}

// One more link cabled: every few thousand, say so and look for a cancel.
bool Generator::advance()
{
    if ((++m_linksDone & 4095) != 0) return true;
    if (m_progress.report)
        m_progress.report(int(10 + 88 * m_linksDone / std::max<long long>(1, m_linksTotal)), tr("Cabling"));
    return step();
}

bool Generator::cableTree(LinkCabler &cabler, const Fabric &f)
{
    const FatTree &t = f.tree;
    if (t.tiers < 2) return true;
    std::vector<int> next(size_t(m_d.devices().slotCount()), 0);
    const int lps = t.linksPerLeafSpine();
    for (int leaf = 0; leaf < int(f.leaves.size()); ++leaf) {
        const int pod = t.podOfSu(leaf / t.leavesPerSu);
        for (int j = 0; j < t.spinesPerPod; ++j)
            for (int m = 0; m < lps; ++m) {
                const int spine = f.spines[size_t(pod * t.spinesPerPod + j)];
                if (!cabler.connect(f.net, connector(f.leaves[size_t(leaf)], t.leafDown + j * lps + m),
                                    connector(spine, next[size_t(spine)]++), false) ||
                    !advance())
                    return false;
            }
    }
    if (t.tiers < 3) return true;
    const int spineDown = radix(f.spineType) - t.spineUp;
    const int lpc = t.linksPerSpineCore();
    for (int s = 0; s < int(f.spines.size()); ++s) {
        const int j = s % t.spinesPerPod;
        for (int c = 0; c < t.coresPerGroup; ++c)
            for (int m = 0; m < lpc; ++m) {
                const int core = f.cores[size_t(j * t.coresPerGroup + c)];
                if (!cabler.connect(f.net, connector(f.spines[size_t(s)], spineDown + c * lpc + m),
                                    connector(core, next[size_t(core)]++), false) ||
                    !advance())
                    return false;
            }
    }
    return true;
}

bool Generator::cableEverything()
{
    LinkCabler cabler(m_d, m_o, m_counts);
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
                                f.tree.spineCoreLinks()
                          : 0;
    };
    m_linksTotal = (long long)m_counts.gpus + m_ufmLinks + m_compute.tree.leafSpineLinks() +
                   m_compute.tree.spineCoreLinks() + sideLinks(m_storage, m_storagePorts) +
                   sideLinks(m_inband, m_inbandPorts);
    for (const Access &a : m_access)
        m_linksTotal += (long long)a.served.size() + (m_aggregationOf.empty() ? 0 : uplinksPerAccess);
    m_d.reserve(0, 0, int(std::min<long long>(m_linksTotal * 3, 1 << 30)));
    auto fail = [&]() {
        if (m_error.isEmpty() && !m_cancelled) m_error = cabler.error();
        return false;
    };

    // Compute: rail r of every node of an SU to that SU's leaf of rail r, node n on the leaf's n-th port.
    const std::vector<int> railIndex = [&] {
        std::vector<int> index;
        for (const NodeConnector &c : m_computeConnectors)
            index.push_back(int(std::lower_bound(m_rails.begin(), m_rails.end(), c.rail) - m_rails.begin()));
        return index;
    }();
    for (int su = 0; su < m_counts.sus; ++su)
        for (int n = 0; n < int(m_nodes[size_t(su)].size()); ++n) {
            const int node = m_nodes[size_t(su)][size_t(n)];
            for (size_t c = 0; c < m_computeConnectors.size(); ++c) {
                const NodeConnector &nc = m_computeConnectors[c];
                const int leaf = m_compute.leaves[size_t(su * rails + railIndex[c])];
                if (!cabler.connect(FabricNet::Compute, Endpoint{node, nc.port, nc.sub, Side::None},
                                    connector(leaf, n), true) ||
                    !advance())
                    return fail();
            }
        }
    // The UFM appliances take the first SU's ports its missing nodes left, one leaf each.
    for (int k = 0; k < m_ufmLinks; ++k) {
        const std::vector<int> cages = fabricCages(m_ufmType);
        const int ufm = m_ufm[size_t(k) / cages.size()];
        const int leaf = m_compute.leaves[size_t(k % rails)];
        if (!cabler.connect(FabricNet::Compute, Endpoint{ufm, cages[k % cages.size()], 0, Side::None},
                            connector(leaf, m_suNodes[0] + k / rails), false) ||
            !advance())
            return fail();
    }
    if (!cableTree(cabler, m_compute)) return fail();

    // Storage and in-band: per SU, each port of the nodes in turn (all first ports, then all second ports),
    // so that a node's two ports land on different leaves when the SU has two.
    for (auto [f, ports] : {std::pair{&m_storage, &m_storagePorts}, std::pair{&m_inband, &m_inbandPorts}}) {
        if (f->tree.sus == 0) continue;
        for (int su = 0; su < m_counts.sus; ++su) {
            int index = 0;
            for (int port : *ports)
                for (int node : m_nodes[size_t(su)]) {
                    const int leaf = f->leaves[size_t(su * f->tree.leavesPerSu + index / f->tree.leafDown)];
                    if (!cabler.connect(f->net, Endpoint{node, port, 0, Side::None},
                                        connector(leaf, index % f->tree.leafDown), true) ||
                        !advance())
                        return fail();
                    ++index;
                }
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
                const int dev = a.served[i];
                if (i >= accessPorts.size()) {
                    m_error =
                        QCoreApplication::translate("FabricGenerator", "%1 has no copper port left for %2")
                            .arg(m_d.devices().at(a.device).id, m_d.devices().at(dev).id);
                    return false;
                }
                if (!cabler.connect(FabricNet::Oob,
                                    Endpoint{dev, mgmtPort(m_d.devices().at(dev).type), 0, Side::None},
                                    Endpoint{a.device, accessPorts[i], 0, Side::None}, false) ||
                    !advance())
                    return fail();
            }
        if (!m_aggregationOf.empty()) {
            const std::vector<int> uplinks = fabricCages(m_oobType);
            std::vector<int> next(size_t(m_d.devices().slotCount()), 0);
            for (size_t a = 0; a < m_access.size(); ++a)
                for (int u = 0; u < std::min<int>(uplinksPerAccess, int(uplinks.size())); ++u) {
                    const int agg = m_aggregationOf[a];
                    if (!cabler.connect(FabricNet::Oob,
                                        Endpoint{m_access[a].device, uplinks[size_t(u)], 0, Side::None},
                                        connector(agg, next[size_t(agg)]++), false) ||
                        !advance())
                        return fail();
                }
        }
    }
    return true;
}

void Generator::countEverything()
{
    const std::pair<Fabric *, FabricNet> fabrics[] = {
        {&m_compute, FabricNet::Compute}, {&m_storage, FabricNet::Storage}, {&m_inband, FabricNet::Inband}};
    for (auto [f, net] : fabrics) {
        NetworkCounts &c = m_counts[net];
        if (f->tree.sus == 0) continue;
        c.tiers = f->tree.tiers;
        c.leaves = int(f->leaves.size());
        c.spines = int(f->spines.size());
        c.cores = int(f->cores.size());
        c.leafSpineLinks = f->tree.leafSpineLinks();
        c.spineCoreLinks = f->tree.spineCoreLinks();
    }
    m_counts[FabricNet::Compute].nodeLinks = m_counts.gpus + m_ufmLinks;
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
    }
    m_counts.ufm = int(m_ufm.size());

    // Power: devices and their transceivers, per rack and in all.
    std::vector<double> rackW(size_t(m_d.racks().slotCount()), 0);
    double total = 0;
    for (int dev : m_d.devices().live()) {
        const Device &d = m_d.devices().at(dev);
        double w = m_d.catalog.deviceTypes.at(d.type).powerW;
        for (const CageModule &m : d.modules)
            w += m_d.catalog.transceivers.at(m.transceiver).powerW;
        total += w;
        if (d.rack >= 0) rackW[size_t(d.rack)] += w;
    }
    m_counts.powerKw = total / 1000;
    m_counts.maxRackKw = rackW.empty() ? 0 : *std::max_element(rackW.begin(), rackW.end()) / 1000;
}

GenerateResult Generator::run()
{
    GenerateResult result;
    auto report = [&](int percent, const char *phase) {
        if (m_progress.report) m_progress.report(percent, tr(phase));
    };
    report(0, "Sizing the fabric");
    bool ok = resolveTypes() && sizeCompute() &&
              sizeSide(m_storage, m_o.storage, m_o.storageSwitch, m_storagePorts) &&
              sizeSide(m_inband, m_o.inband, m_o.inbandSwitch, m_inbandPorts);
    m_storage.net = FabricNet::Storage;
    m_inband.net = FabricNet::Inband;
    if (ok) {
        report(3, "Placing racks and devices");
        ok = createAndPack() && placeHall();
    }
    if (ok) {
        report(10, "Cabling");
        ok = cableEverything();
    }
    if (!ok) {
        result.cancelled = m_cancelled;
        result.error = m_cancelled ? tr("cancelled") : m_error;
        return result;
    }
    countEverything();
    m_d.name = !m_o.designName.isEmpty() ? m_o.designName
               : m_preset                ? (m_o.sus == 1 ? tr("%1, 1 SU").arg(m_preset->title)
                                                         : tr("%1, %2 SUs").arg(m_preset->title).arg(m_o.sus))
                          : QCoreApplication::translate("FabricGenerator", "Rail-optimized cluster, %1 GPUs")
                                .arg(m_counts.gpus);
    report(100, "Done");
    result.fabric = GeneratedFabric{std::move(m_d), m_counts};
    return result;
}

} // namespace

GenerateResult generateFabric(const FabricOptions &options, const Catalog &catalog,
                              const GenerateProgress &progress)
{
    return Generator(options, catalog, progress).run();
}

} // namespace railyard
