#pragma once

// The fabric generator's working state, shared by its steps: sizing (fabricsizing.cpp), placing racks and
// devices (fabricplacement.cpp) and cabling (fabriccabling.cpp). Internal to model/generate.

#include "generate/fabricgenerator.h"
#include "generate/fattree.h"
#include "generate/hallplan.h"
#include "generate/linkcabler.h"
#include "generate/superpodpreset.h"

#include <QCoreApplication>

#include <algorithm>

#include <cmath>
#include <vector>

namespace railyard::generatedetail {

// Where lupdate finds this file's texts: GeneratorText::tr() in the FabricGenerator context.
struct GeneratorText
{
    Q_DECLARE_TR_FUNCTIONS(FabricGenerator)
};

// `x` rounded up to a multiple of four, at least 4.
inline int upInFours(double x)
{
    return std::max(4, int(std::ceil(x / 4 - 1e-9)) * 4);
}

constexpr int accessPerGroup = 8; // out-of-band access switches per aggregation switch
constexpr int inbandUplinks = 4;  // per in-band leaf: two to each of two spines
constexpr int uplinksPerAccess = 2;
constexpr double groupSpanM = 20; // floor distance within one aggregation group: short multimode cords

// The numbers of one fat-tree network and the devices that make it up, by design slot.
struct Fabric
{
    FabricNet net = FabricNet::Compute;
    int plane = 0; // compute: which of the independent planes
    // Storage and in-band: the leaves of an SU come in a group per node port (port 1 of every node on the
    // first group, port 2 on the second), so that a node's two ports are on two switches.
    int leavesPerGroup = 1;
    FatTree tree;
    int leafType = -1, spineType = -1, coreType = -1;
    std::vector<int> leaves; // su * leavesPerSu + index within the SU
    std::vector<int> spines; // pod * spinesPerPod + j
    std::vector<int> cores;  // zone * coresPerZone + group j * coresPerGroup + c
    std::vector<int> supers; // super-core group g (a zone's core g) * supersPerGroup + s
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
    int plane = 0; // a compute plane's switch (1, 2 …) when there are several: no rack holds two planes'
};

class Generator
{
public:
    Generator(const FabricOptions &o, const Catalog &c, Feedback *feedback) : m_o(o), m_feedback(feedback)
    {
        m_d.catalog = c;
    }

    Result<GeneratedFabric> run();

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
    QString clash(const QString &id, const char *what, const char *earlier) const;
    double worstPowerW(int type) const;
    RackItem item(int device, int panelLinks) const;
    // The same for a switch of fabric f: marked with its plane when there are several.
    RackItem switchItem(const Fabric &f, int device, int panelLinks) const;
    // The compute leaf (index into m_compute.leaves) and its port for node n of an SU on a rail.
    std::pair<int, int> computeLeafPort(int su, int railIndex, int n) const;
    std::vector<std::vector<RackItem>> pack(const std::vector<RackItem> &items, int reserveU,
                                            double reserveW) const;
    int placeInRack(PlannedRack &rack, const std::vector<RackItem> &items);
    int addAccessSwitch(PlannedRack &rack, const std::vector<int> &served);
    // A rack kit's compute racks: the kit's other devices placed, its access switches serving the rack.
    bool placeKitDevices();
    // Packs network devices into racks, each keeping room (height and power) for its out-of-band access
    // switches and an aggregation switch.
    void networkRacks(const std::vector<RackItem> &items, int accessSwitches, std::vector<PlannedRack> &out);
    bool cableTree(LinkCabler &cabler, const Fabric &f);
    bool step();
    bool advance();

    const FabricOptions &m_o;
    Feedback *m_feedback;
    Design m_d;
    FabricCounts m_counts;
    QString m_error;
    std::vector<const char *> m_madeAs; // by device slot: what addDevice made it as ("spine"), for clashes
    bool m_cancelled = false;

    const SuperPodPreset *m_preset = nullptr;
    double m_rackPowerKw = FabricOptions::defaultRackPowerKw; // the option's, else the preset's
    QString m_storageSwitch, m_inbandSwitch;                  // the option's, else the preset's
    int m_ufmLinks = 0;
    int m_nodeType = -1, m_ufmType = -1, m_oobType = -1, m_oobCoreType = -1;
    int m_computeRackType = -1, m_networkRackType = -1;
    int m_kitRackType = -1;       // a preset's rack kit (NVL72): the compute racks' type
    std::vector<int> m_kitNodeUs; // where the kit's trays stand, in U order
    struct NodeConnector
    {
        int port = -1;
        int sub = 0;
        int rail = 0;
        int plane = 0;
    };
    std::vector<NodeConnector> m_computeConnectors; // sorted by rail
    std::vector<int> m_rails;                       // the distinct rails, ascending
    std::vector<int> m_storagePorts, m_inbandPorts;
    int m_nodesPerSu = 0;
    int m_leavesPerRail = 1; // compute leaves of one rail in an SU
    int m_nodesPerRack = 0;
    std::vector<int> m_suNodes; // nodes in each SU
    // m_compute holds the compute fabric's types and shape; m_planes its switches, one Fabric per plane.
    Fabric m_compute, m_storage, m_inband;
    std::vector<Fabric> m_planes;
    int m_planeCount = 1;
    // Planes share the node's rails out (its cages carry several rails) rather than split every cage.
    bool m_planesShareRails = false;
    // The rails of one plane's fabric: all of them, or R / N when the planes share them out.
    int railsPerPlane() const { return int(m_rails.size()) / (m_planesShareRails ? m_planeCount : 1); }
    // Where a rail stands among the node's rails (0-based), and among its plane's.
    int railIndex(int rail) const
    {
        return int(std::lower_bound(m_rails.begin(), m_rails.end(), rail) - m_rails.begin());
    }
    int railInPlane(int rail) const { return railIndex(rail) % railsPerPlane(); }
    // The {net} of a fabric's names: "cmp", or "cmp1", "cmp2" … when there are several planes.
    QString netName(const Fabric &f) const;
    // Links between out-of-band aggregation switches: each to the next two in floor order.
    int aggregationLinks() const
    {
        const int n = int(m_aggregation.size());
        return n < 2 ? 0 : 2 * n - 3;
    }
    // A node's GPU ports: its compute connectors of one plane, or all of them when the planes share rails.
    int gpuPorts() const { return int(m_computeConnectors.size()) / (m_planesShareRails ? 1 : m_planeCount); }
    // Links from the nodes to the compute planes per GPU: one per plane, or one when they share rails.
    int linksPerGpu() const { return m_planesShareRails ? 1 : m_planeCount; }

    // Placement.
    std::vector<HallBlock> m_blocks;
    std::vector<std::vector<int>> m_nodes; // per SU, in node order
    std::vector<int> m_ufm;
    struct Access
    {
        int device = -1;
        std::vector<std::pair<int, int>> served; // the management ports it takes: (device, port)
        PlannedRack *rack = nullptr;
    };
    std::pair<int, int> mgmtOf(int device) const { return {device, mgmtPort(m_d.devices().at(device).type)}; }
    std::vector<Access> m_access;
    std::vector<int> m_aggregation;
    std::vector<int> m_aggregationOf;  // per access switch: its first uplink's aggregation switch
    std::vector<int> m_aggregationOf2; // and its second's, in the next group
    int m_panelPorts = 24, m_panelU = 1;
    int m_accessReserveU = 0, m_aggregationReserveU = 0;
    int m_accessPorts = 0; // copper ports of an access switch for other devices

    long long m_linksTotal = 0, m_linksDone = 0;
};

} // namespace railyard::generatedetail
