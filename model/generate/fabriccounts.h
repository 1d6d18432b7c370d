#pragma once

#include <QStringList>
#include <QtGlobal>

#include <array>

namespace railyard {

// The four networks of a cluster, in the order counts and labels list them.
enum class FabricNet : quint8
{
    Compute,
    Storage,
    Inband,
    Oob
};
constexpr int fabricNetCount = 4;

struct NetworkCounts
{
    int tiers = 0;  // 0: the network is not generated
    int planes = 1; // compute: independent fabrics of `tiers` each; the counts are their sums
    int leaves = 0; // out-of-band: the access switches
    int spines = 0; // out-of-band: the aggregation switches
    int cores = 0;
    int supers = 0;          // four tiers: the super-cores above the cores
    long long nodeLinks = 0; // endpoint to leaf (compute: GPU and UFM links; out-of-band: management ports)
    long long leafSpineLinks = 0; // out-of-band: access to aggregation uplinks
    long long spineCoreLinks = 0;
    long long coreSuperLinks = 0;
    long long cables = 0;
};

// What a generated fabric holds, for the wizard's preview and the CLI's report.
struct FabricCounts
{
    int sus = 0;
    int nodes = 0;
    int gpus = 0;
    int ufm = 0;
    std::array<NetworkCounts, fabricNetCount> networks{};
    int computeRacks = 0;
    int networkRacks = 0;
    int rows = 0;
    int panels = 0;
    long long dacs = 0;   // direct-attach cables
    long long cords = 0;  // fiber cords (module to module or to a panel)
    long long trunks = 0; // fiber trunks between panels
    long long copper = 0; // RJ45 cords
    long long transceivers = 0;
    long long fibers = 0; // strands in all fiber cables
    double powerKw = 0;
    double maxRackKw = 0;
    // With trays (FabricOptions::trays): their segments, total length and the fullest one's fill.
    int traySegments = 0;
    double trayMetres = 0;
    double fullestTrayPercent = 0;
    // Where the design departs from the reference table, or derives what it does not print.
    QStringList notes;

    NetworkCounts &operator[](FabricNet n) { return networks[size_t(n)]; }
    const NetworkCounts &operator[](FabricNet n) const { return networks[size_t(n)]; }
    long long cables() const { return dacs + cords + trunks + copper; }
};

} // namespace railyard
