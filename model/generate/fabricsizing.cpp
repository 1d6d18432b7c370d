// The generator's first step: part types from the options and the catalog, and the size of every fabric.
#include "generate/fabricgeneratorstate.h"

#include "core/idproblem.h"

#include "generate/namepattern.h"

#include "catalog/partnumber.h"

#include <QStringList>

#include <algorithm>

namespace railyard::generatedetail {

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
    // The cages of the device's fabric form factor, the first cage's: an SN5610's two SFP28 management
    // cages are no leaf ports.
    std::vector<int> cages;
    const DeviceType &t = m_d.catalog.deviceTypes.at(type);
    for (int p = 0; p < int(t.ports.size()); ++p)
        if (t.ports[size_t(p)].kind == PortKind::Cage &&
            (cages.empty() || t.ports[size_t(p)].formFactor == t.ports[size_t(cages.front())].formFactor))
            cages.push_back(p);
    return cages;
}

// The fewest fabric ports a spine or core may have.
constexpr int minFabricRadix = 8;

int Generator::radix(int type) const
{
    const DeviceType &t = m_d.catalog.deviceTypes.at(type);
    int n = 0;
    for (int p : fabricCages(type))
        n += connectorsPerCage(m_d, t, t.ports[size_t(p)]);
    return n;
}

// A device's own management port: the out-of-band copper port named "mgmt" or "bmc", else its first one (a
// Q3400's eth0).
std::pair<int, int> Generator::computeLeafPort(int su, int railIndex, int n) const
{
    const FatTree &t = m_compute.tree;
    return {su * t.leavesPerSu + railIndex * m_leavesPerRail + n / t.leafDown, n % t.leafDown};
}

int Generator::mgmtPort(int type) const
{
    const DeviceType &t = m_d.catalog.deviceTypes.at(type);
    int first = -1;
    for (int p = 0; p < int(t.ports.size()); ++p) {
        const PortDef &port = t.ports[size_t(p)];
        if (port.kind != PortKind::Fixed || port.network != Network::Oob) continue;
        if (port.name == QLatin1String("mgmt") || port.name == QLatin1String("bmc")) return p;
        if (first < 0) first = p;
    }
    return first;
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
    if (const QString problem = idProblem(id); !problem.isEmpty()) {
        if (m_error.isEmpty())
            m_error = QCoreApplication::translate(
                          "FabricGenerator", "the %1 name pattern gives a name that cannot be one: it %2")
                          .arg(QCoreApplication::translate("FabricGenerator", what), problem);
        return -1;
    }
    if (const int earlier = id.isEmpty() ? -1 : m_d.devices().find(id); id.isEmpty() || earlier >= 0) {
        if (m_error.isEmpty()) m_error = clash(id, what, earlier >= 0 ? m_madeAs[size_t(earlier)] : what);
        return -1;
    }
    Device device;
    device.id = id;
    device.type = type;
    // A switch sold in one airflow only (the Q3400-RA is C2P) is mounted for it, so that its SKU is what the
    // BOM orders, whichever way the hall's other switches face.
    device.airflow = onlyAirflow(m_d.catalog, m_d.catalog.deviceTypes.at(type));
    const int slot = m_d.devices().nextSlot();
    m_d.insertDevice(slot, std::move(device));
    if (size_t(slot) >= m_madeAs.size()) m_madeAs.resize(size_t(slot) + 1, nullptr);
    m_madeAs[size_t(slot)] = what;
    return slot;
}

// Why a name came twice: one pattern that does not tell its devices apart (and what would), or two patterns
// that give the same name.
QString Generator::clash(const QString &id, const char *what, const char *earlier) const
{
    const auto name = [](const char *kind) { return QCoreApplication::translate("FabricGenerator", kind); };
    if (qstrcmp(what, earlier) != 0)
        return QCoreApplication::translate("FabricGenerator",
                                           "the %1 and %2 name patterns both give \"%3\": they must differ")
            .arg(name(earlier), name(what), id);
    // The placeholders that number this kind of device; each network (and plane) counts its own from 1.
    const bool tier =
        qstrcmp(what, "spine") == 0 || qstrcmp(what, "core") == 0 || qstrcmp(what, "super-core") == 0;
    const char *apart = qstrcmp(what, "node") == 0
                            ? QT_TRANSLATE_NOOP("FabricGenerator", "{i}, or {su} and {n}")
                        : qstrcmp(what, "leaf") == 0
                            ? QT_TRANSLATE_NOOP("FabricGenerator", "{net} and {i}, or {net}, {su} and {l}")
                        : tier ? QT_TRANSLATE_NOOP("FabricGenerator", "{net} and {i}")
                               : "{i}";
    return QCoreApplication::translate(
               "FabricGenerator", "the %1 name pattern gives \"%2\" twice: it must tell them apart (with %3)")
        .arg(name(what), id, name(apart));
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
        m_error = GeneratorText::tr("the GPU count must be at least 1");
        return false;
    } else if (!(m_o.oversubscription >= 1 && m_o.oversubscription <= 16)) {
        m_error = GeneratorText::tr("over-subscription must be between 1 (non-blocking) and 16");
        return false;
    }
    if (!(m_o.sparesPercent >= 0 && m_o.sparesPercent <= Settings::maxSparesPercent)) {
        m_error = GeneratorText::tr("spares must be between 0 and %1 %").arg(Settings::maxSparesPercent);
        return false;
    }
    m_rackPowerKw = m_o.rackPowerKw                         ? *m_o.rackPowerKw
                    : m_preset && m_preset->rackPowerKw > 0 ? m_preset->rackPowerKw
                                                            : FabricOptions::defaultRackPowerKw;
    if (!(m_rackPowerKw > 0) || m_o.rowLength < 0 || !(m_o.coldAisleM >= 0) || !(m_o.hotAisleM >= 0)) {
        m_error = GeneratorText::tr(
            "the rack power limit must be above 0 kW, the row length and aisles not negative");
        return false;
    }
    // An aisle wider than a hall puts the rows where no cable reaches: say so, not that no part fits.
    if (m_o.coldAisleM > FabricOptions::maxAisleM || m_o.hotAisleM > FabricOptions::maxAisleM) {
        m_error = GeneratorText::tr("an aisle must be at most %1 m wide").arg(FabricOptions::maxAisleM);
        return false;
    }
    // Storage and in-band switches: the option's, else the preset's, else the defaults.
    auto pick = [&](const QString &option, const QString &preset, const QString &fallback) {
        return !option.isEmpty() ? option : !preset.isEmpty() ? preset : fallback;
    };
    // A generic fabric's storage follows its compute leaves (Spectrum-X Ethernet for SN5600 leaves): the
    // default QM9700 could not reach the storage ports of the largest clusters in three tiers.
    m_storageSwitch = pick(m_o.storageSwitch, m_preset ? m_preset->storageSwitch : QString(),
                           m_preset ? FabricOptions::defaultStorageSwitch : leafId);
    m_inbandSwitch = pick(m_o.inbandSwitch, m_preset ? m_preset->inbandSwitch : QString(),
                          FabricOptions::defaultInbandSwitch);
    m_nodeType = typeIndex(nodeId, QT_TRANSLATE_NOOP("FabricGenerator", "node"));
    m_compute.net = FabricNet::Compute;
    m_compute.leafType = typeIndex(leafId, QT_TRANSLATE_NOOP("FabricGenerator", "leaf"));
    m_compute.spineType = typeIndex(spineId, QT_TRANSLATE_NOOP("FabricGenerator", "spine"));
    m_compute.coreType = typeIndex(coreId, QT_TRANSLATE_NOOP("FabricGenerator", "core"));
    if (m_o.storage)
        m_storage.leafType =
            typeIndex(m_storageSwitch, QT_TRANSLATE_NOOP("FabricGenerator", "storage switch"));
    if (m_o.inband)
        m_inband.leafType = typeIndex(m_inbandSwitch, QT_TRANSLATE_NOOP("FabricGenerator", "in-band switch"));
    if (m_o.oob) {
        m_oobType = typeIndex(m_o.oobSwitch, QT_TRANSLATE_NOOP("FabricGenerator", "out-of-band switch"));
        m_oobCoreType = typeIndex(m_o.oobCoreSwitch,
                                  QT_TRANSLATE_NOOP("FabricGenerator", "out-of-band aggregation switch"));
    }
    m_computeRackType = m_d.catalog.rackTypes.indexOf(m_o.computeRackType);
    m_networkRackType = m_d.catalog.rackTypes.indexOf(m_o.networkRackType);
    if (m_error.isEmpty() && (m_computeRackType < 0 || m_networkRackType < 0))
        m_error = QCoreApplication::translate("FabricGenerator", "unknown rack type \"%1\"")
                      .arg(m_computeRackType < 0 ? m_o.computeRackType : m_o.networkRackType);
    if (m_preset && !m_preset->rackKit.isEmpty()) {
        // The preset's compute racks are a rack kit: its type, its trays where they stand.
        m_kitRackType = m_d.catalog.rackTypes.indexOf(m_preset->rackKit);
        if (m_kitRackType < 0) {
            m_error = QCoreApplication::translate("FabricGenerator", "unknown rack type \"%1\"")
                          .arg(m_preset->rackKit);
            return false;
        }
        m_computeRackType = m_kitRackType;
        for (const RackContent &c : m_d.catalog.rackTypes.at(m_kitRackType).contents)
            if (c.type == nodeId) m_kitNodeUs.push_back(c.u);
        if (m_kitNodeUs.empty()) {
            m_error = QCoreApplication::translate("FabricGenerator", "rack kit %1 holds no %2")
                          .arg(m_preset->rackKit, nodeId);
            return false;
        }
    }
    if (!m_error.isEmpty()) return false;

    // The node's ports per network; its compute connectors by rail. With planes, each one-rail compute cage
    // splits into a logical port per plane (sub 1 to plane 1, sub 2 to plane 2 …); a node whose cages carry
    // several rails cannot split them, so it shares its rails out among the planes instead (plane p takes
    // the p-th run of R / N rails).
    const DeviceType &node = m_d.catalog.deviceTypes.at(m_nodeType);
    m_planeCount = m_preset ? m_preset->planes : m_o.planes;
    if (m_planeCount < 1 || m_planeCount > 8) {
        m_error = GeneratorText::tr("planes must be between 1 and 8");
        return false;
    }
    m_planesShareRails = false;
    for (const PortDef &port : node.ports)
        if (port.kind == PortKind::Cage && port.network == Network::Compute && port.rails.size() > 1)
            m_planesShareRails = m_planeCount > 1;
    for (int p = 0; p < int(node.ports.size()); ++p) {
        const PortDef &port = node.ports[size_t(p)];
        if (port.kind != PortKind::Cage) continue;
        if (port.network == Network::Compute && m_planeCount > 1 && !m_planesShareRails)
            for (int plane = 0; plane < m_planeCount && !port.rails.isEmpty(); ++plane)
                m_computeConnectors.push_back({p, plane + 1, port.rails.front(), plane});
        else if (port.network == Network::Compute)
            for (int s = 0; s < int(port.rails.size()); ++s)
                m_computeConnectors.push_back({p, port.rails.size() > 1 ? s + 1 : 0, port.rails[s], 0});
        else if (port.network == Network::Storage)
            m_storagePorts.push_back(p);
        else if (port.network == Network::Inband)
            m_inbandPorts.push_back(p);
    }
    // Split cages need a module of a connector per plane (the twin-port flat-top for two).
    if (m_planeCount > 1 && !m_planesShareRails)
        for (const PortDef &port : node.ports) {
            if (port.kind != PortKind::Cage || port.network != Network::Compute) continue;
            const bool module =
                std::any_of(m_d.catalog.transceivers.begin(), m_d.catalog.transceivers.end(),
                            [&](const Transceiver &t) { return moduleFits(t, port, m_planeCount); });
            if (!module) {
                m_error = QCoreApplication::translate(
                              "FabricGenerator", "%1 planes split each %2 cage of %3 into %1 ports, but no "
                                                 "module in the catalog has %1 connectors for it")
                              .arg(m_planeCount)
                              .arg(port.formFactor, node.id);
                return false;
            }
        }
    std::stable_sort(m_computeConnectors.begin(), m_computeConnectors.end(),
                     [](const NodeConnector &a, const NodeConnector &b) { return a.rail < b.rail; });
    for (const NodeConnector &c : m_computeConnectors)
        if (m_rails.empty() || m_rails.back() != c.rail) m_rails.push_back(c.rail);
    if (m_planesShareRails) {
        if (int(m_rails.size()) % m_planeCount != 0) {
            QStringList fits;
            for (int n = 1; n <= 8; ++n)
                if (int(m_rails.size()) % n == 0) fits << QString::number(n);
            m_error =
                QCoreApplication::translate(
                    "FabricGenerator",
                    "the %1 rails of %2 do not share out evenly among %3 planes (planes that divide them: "
                    "%4)")
                    .arg(m_rails.size())
                    .arg(node.id)
                    .arg(m_planeCount)
                    .arg(fits.join(QStringLiteral(", ")));
            return false;
        }
        for (NodeConnector &c : m_computeConnectors)
            c.plane = railIndex(c.rail) / railsPerPlane();
    }
    if (m_computeConnectors.empty()) {
        m_error = QCoreApplication::translate("FabricGenerator",
                                              "%1 has no compute cages with rails: it cannot be a GPU node")
                      .arg(node.id);
        return false;
    }
    if (m_o.gpusPerNode > 0 && m_o.gpusPerNode != gpuPorts()) {
        m_error = QCoreApplication::translate("FabricGenerator", "%1 has %2 GPU ports (one per rail), not %3")
                      .arg(node.id)
                      .arg(gpuPorts())
                      .arg(m_o.gpusPerNode);
        return false;
    }
    for (int t : {m_compute.leafType, m_compute.spineType, m_compute.coreType, m_storage.leafType,
                  m_inband.leafType, m_oobType, m_oobCoreType}) {
        const Role role = t >= 0 ? m_d.catalog.deviceTypes.at(t).role : Role::Switch;
        if (!isSwitchRole(role)) {
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
    // A management switch (four uplink cages) asked for as a spine or core would otherwise be refused for
    // needing "more than four tiers of 4-port switches": say what is wrong with it.
    for (int t : {m_compute.spineType, m_compute.coreType})
        if (t >= 0 && radix(t) < minFabricRadix) {
            m_error = QCoreApplication::translate(
                          "FabricGenerator", "%1 has %2 fabric ports: too few for spines or cores (%3 at "
                                             "least; choose a fabric switch such as qm9700-spine)")
                          .arg(m_d.catalog.deviceTypes.at(t).id)
                          .arg(radix(t))
                          .arg(minFabricRadix);
            return false;
        }
    if (m_oobType >= 0 && mgmtPort(m_oobType) < 0) {
        m_error = QCoreApplication::translate("FabricGenerator", "%1 has no out-of-band copper ports")
                      .arg(m_o.oobSwitch);
        return false;
    }
    if (m_preset && m_preset->sizes.front().ufmLinks > 0) {
        m_ufmType =
            typeIndex(QStringLiteral("ufm-appliance"), QT_TRANSLATE_NOOP("FabricGenerator", "UFM appliance"));
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
        leafDown = m_preset->leafDown > 0 ? m_preset->leafDown : m_nodesPerSu;
        m_ufmLinks = c.ufmLinks;
        if (c.note) m_counts.notes << QCoreApplication::translate("SuperPodPreset", c.note);
        if (m_o.racks < 0) {
            m_error = GeneratorText::tr("the racks to populate are 0 (all) or more");
            return false;
        }
        if (m_o.racks > 0) {
            // Part of the last SU populated: fewer trays, the same switches and uplinks.
            const int perRack = int(m_kitNodeUs.size());
            const int racksPerSu = perRack > 0 ? m_nodesPerSu / perRack : 0;
            if (m_kitRackType < 0 || racksPerSu < 1) {
                m_error = GeneratorText::tr("populating part of the racks is for the NVL72 presets");
                return false;
            }
            const int fewest = (m_o.sus - 1) * racksPerSu + 1, most = m_o.sus * racksPerSu;
            if (m_o.racks < fewest || m_o.racks > most) {
                m_error = QCoreApplication::translate("FabricGenerator", "%1 SUs hold %2 to %3 racks, not %4")
                              .arg(m_o.sus)
                              .arg(fewest)
                              .arg(most)
                              .arg(m_o.racks);
                return false;
            }
            nodes = m_o.racks * perRack;
            if (m_o.racks < most)
                m_counts.notes
                    << QCoreApplication::translate(
                           "FabricGenerator",
                           "%1 of the last SU's %2 racks populated: its leaves and leaf-spine cabling "
                           "are built for the full SU, as the reference architecture asks")
                           .arg(m_o.racks - (m_o.sus - 1) * racksPerSu)
                           .arg(racksPerSu);
        }
    } else {
        nodes = (m_o.gpus + gpuPorts() - 1) / gpuPorts();
        // Uplinks: at least a 1/(1+ratio) share of the ports, in fours, so that they divide evenly among
        // spines (a prime count would need as many spines as uplinks).
        leafDown = leafPorts - std::min(leafPorts - 1, upInFours(leafPorts / (1 + m_o.oversubscription)));
        m_nodesPerSu = leafDown;
    }
    if (leafDown < 1 || leafDown >= leafPorts || (m_preset && m_nodesPerSu % leafDown != 0)) {
        m_error = QCoreApplication::translate("FabricGenerator", "%1 has too few ports to be a leaf (%2)")
                      .arg(m_d.catalog.deviceTypes.at(m_compute.leafType).id)
                      .arg(leafPorts);
        return false;
    }
    int sus = (nodes + m_nodesPerSu - 1) / m_nodesPerSu;
    // A preset's leaves are non-blocking: as many up as down (a GB200 leaf takes 18 trays, sends 18 up).
    int leafUp = m_preset ? std::min(leafPorts - leafDown, leafDown) : leafPorts - leafDown;
    if (!m_preset && sus == 1) {
        // One partial SU: its leaves need only as many uplinks as nodes (over the over-subscription).
        m_nodesPerSu = leafDown = nodes;
        leafUp = std::min(leafUp, upInFours(leafDown / m_o.oversubscription));
    }
    // A preset's first SU gives up nodes to the UFM appliances; a generic fabric's last SU is the partial
    // one.
    m_suNodes.assign(size_t(sus), m_nodesPerSu);
    const int missing = sus * m_nodesPerSu - nodes;
    m_suNodes[m_preset && m_o.racks == 0 ? 0 : size_t(sus - 1)] -= missing;
    if (m_ufmLinks > rails || m_ufmLinks > missing * rails) {
        m_error = GeneratorText::tr("the preset's UFM links do not fit the first scalable unit");
        return false;
    }

    m_leavesPerRail = (m_nodesPerSu + leafDown - 1) / leafDown;
    const int leavesPerSu = railsPerPlane() * m_leavesPerRail;
    auto sized =
        sizeFatTree({sus, leavesPerSu, leafDown, leafUp, radix(m_compute.spineType),
                     radix(m_compute.coreType), m_preset && m_preset->railGroups ? m_leavesPerRail : 0});
    if (const QString *e = std::get_if<QString>(&sized)) {
        m_error = *e;
        return false;
    }
    m_compute.tree = std::get<FatTree>(sized);
    if (const FatTree &t = m_compute.tree; t.tiers == 4)
        m_counts.notes << QCoreApplication::translate(
                              "FabricGenerator",
                              "%1 pods are more than a %2-port core takes: a fourth tier of %3 super-cores "
                              "joins %4 zones of pods (a core switch of more ports keeps three tiers)")
                              .arg(t.pods)
                              .arg(radix(m_compute.coreType))
                              .arg(t.supers() * m_planeCount)
                              .arg(t.zones);
    m_planes.assign(size_t(m_planeCount), m_compute);
    for (int p = 0; p < m_planeCount; ++p)
        m_planes[size_t(p)].plane = p;
    if (m_preset) {
        // The preset's table is the contract: the sizing rule must land on it exactly. Its links are one per
        // GPU port (an 800G port of two planes' 400G legs is one): a plane's links are the table's.
        const SuperPodCounts c = *m_preset->counts(m_o.sus);
        const FatTree &t = m_compute.tree;
        const int planes = m_planeCount;
        if (t.leaves() * planes != c.leaves || t.spines() * planes != c.spines ||
            t.cores() * planes != c.cores || t.leafSpineLinks() != c.leafSpineLinks ||
            t.spineCoreLinks() != c.spineCoreLinks ||
            (m_o.racks > 0 ? c.nodes : nodes) * rails + m_ufmLinks != c.nodeLeafLinks) {
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
    int byPower = node.powerW > 0 ? int(std::floor(m_rackPowerKw * 1000 / node.powerW + 1e-9)) : 1000;
    if (m_preset && m_preset->nodesPerRack > 0) byPower = std::min(byPower, m_preset->nodesPerRack);
    if (m_kitRackType >= 0) byPower = 0; // a kit holds its trays, fed by its own power shelves
    m_nodesPerRack = int(m_kitNodeUs.size());
    for (int k = 1; k <= byPower; ++k) {
        const int panels = (k * perNode + m_panelPorts - 1) / m_panelPorts;
        if (k * node.heightU + panels * m_panelU > rack.heightU) break;
        m_nodesPerRack = k;
    }
    if (m_nodesPerRack == 0) {
        m_error = byPower == 0
                      ? QCoreApplication::translate("FabricGenerator",
                                                    "a rack power limit of %1 kW is below one %2 (%3 kW)")
                            .arg(m_rackPowerKw)
                            .arg(node.id)
                            .arg(node.powerW / 1000)
                      : QCoreApplication::translate("FabricGenerator", "%1 does not fit a %2 with its panels")
                            .arg(node.id, rack.id);
        return false;
    }
    m_counts.sus = sus;
    m_counts.nodes = nodes;
    m_counts.gpus = nodes * gpuPorts();
    return true;
}

// Storage and in-band: the nodes' ports of that network, SU by SU, onto leaves of their own; above them the
// same fat-tree rule as the compute fabric, non-blocking.
bool Generator::sizeSide(Fabric &f, bool wanted, const QString &switchId, const std::vector<int> &ports)
{
    if (!wanted || ports.empty() || f.leafType < 0) return true;
    const int r = radix(f.leafType);
    // Storage is non-blocking; in-band carries management and job traffic, not the training's: as the RAs
    // build it, a leaf sends a few uplinks (four, two to each of two spines) and keeps the rest for nodes.
    const bool inband = f.net == FabricNet::Inband;
    int up = inband ? std::min(inbandUplinks, r / 2) : r - r / 2;
    int down = r - up;
    f.leavesPerGroup = (m_nodesPerSu + down - 1) / down;
    if (!inband) {
        // Non-blocking for the nodes the leaves take: an SU's nodes shared evenly over its leaves of a port,
        // each sending as many up (in fours, for the spines to divide), not half its ports whatever it holds.
        down = (m_nodesPerSu + f.leavesPerGroup - 1) / f.leavesPerGroup;
        up = std::min(r - down, upInFours(down));
    }
    const int perSu = int(ports.size()) * f.leavesPerGroup;
    FatTreeInput in{m_counts.sus, perSu, down, up, r, r};
    in.minSpines = 2;
    auto sized = sizeFatTree(in);
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

} // namespace railyard::generatedetail
