#pragma once

#include "design/settings.h"

#include <QString>

#include <optional>

namespace railyard {

// Where each scalable unit's network racks stand among its compute racks.
enum class NetworkRackPlace : quint8
{
    Auto,   // in the middle where that shortens the runs (an SU of more than two compute racks), else at the
            // end
    RowEnd, // after the SU's compute racks
    MidRow  // in the middle of them, which shortens the longest node-leaf run
};

enum class FabricMedia : quint8
{
    SingleMode, // DR4 optics and OS2 fiber: 100-500 m, the default
    Multimode   // SR4 optics and OM4 fiber: 50 m per channel
};

// How generated things are named (NamePattern placeholders in brackets).
struct FabricNames
{
    QString node = QStringLiteral("su{su:02}-node{n:02}");    // {su} {n} {i}
    QString leaf = QStringLiteral("{net}-su{su:02}-leaf{l}"); // {net} {su} {l} (the rail in compute) {i}
    QString spine = QStringLiteral("{net}-spine{i:03}");      // {net} {pod} {i}
    QString core = QStringLiteral("{net}-core{i:03}");        // {net} {i}
    QString super = QStringLiteral("{net}-super{i:03}");      // {net} {i}: four tiers' super-cores
    QString oob = QStringLiteral("oob-sw{i:03}");             // {i}
    QString oobCore = QStringLiteral("oob-agg{i:02}");        // {i}
    QString ufm = QStringLiteral("ufm{i:02}");                // {i}
    QString panel = QStringLiteral("{rack}-pp{p:02}");        // {rack} {p}
    QString rack = QStringLiteral("{row}{pos:02}");           // {row} {pos}
    QString label = QStringLiteral("{NET}{n:06}{part}");      // {net} {NET} {n} {part}
};

// Everything `railyard-cli generate` and Design ▸ Generate Fabric… take.
struct FabricOptions
{
    // A preset (superpodpreset.h) and its size, or generic mode when `preset` is empty.
    QString preset;
    int sus = 0;
    // A rack-kit preset (the NVL72 SuperPODs): the compute racks to populate, the last SU's partly; its
    // leaves and leaf-spine cabling are still built for the full SU, as the RA asks. 0: every rack.
    int racks = 0;

    // Generic mode: types are catalog ids.
    int gpus = 0;
    int gpusPerNode = 0; // 0: what the node type has; otherwise must match it
    QString nodeType = QStringLiteral("dgx-h100");
    QString leafType = QStringLiteral("qm9700");
    QString spineType = QStringLiteral("qm9700-spine");
    QString coreType = QStringLiteral("qm9700-spine");
    double oversubscription = 1; // leaf downlinks per uplink; 1 is non-blocking
    // Independent compute fabrics over the nodes' ports: each compute cage split into this many logical
    // ports, one to each plane (twin-plane Spectrum-X: a ConnectX-8 cage as 2 x 400GbE). 1: one fabric.
    int planes = 1;

    // The other three networks, each through the nodes' own ports.
    bool storage = true;
    bool inband = true;
    bool oob = true;
    // Empty: the preset's (Spectrum-4 Ethernet for the NVL72 SuperPODs), else the defaults below.
    QString storageSwitch;
    QString inbandSwitch;
    static inline const QString defaultStorageSwitch = QStringLiteral("qm9700");
    static inline const QString defaultInbandSwitch = QStringLiteral("sn5600");
    QString oobSwitch = QStringLiteral("sn2201");
    QString oobCoreSwitch = QStringLiteral("sn4600c");

    FabricMedia media = FabricMedia::SingleMode;

    // The hall.
    int rowLength = 0; // racks per row; 0 chooses a roughly square hall
    // The power limit per rack; absent: the preset's (a DGX B300 rack of four is about 56 kW), else
    // defaultRackPowerKw, what an air-cooled hall feeds a rack.
    std::optional<double> rackPowerKw;
    static constexpr double defaultRackPowerKw = 42;
    // The widest aisle the generator lays out: a hall's aisles are 1–3 m; more is a typing mistake.
    static constexpr double maxAisleM = 10;
    double coldAisleM = 1.2;
    double hotAisleM = 1.2;
    // Lay trays over the rows and between them (traylayout.h) and give every cable between racks the length
    // of its route over them.
    bool trays = false;
    NetworkRackPlace networkRacks = NetworkRackPlace::Auto;
    QString computeRackType = QStringLiteral("rack-48u-600x1200");
    QString networkRackType = QStringLiteral("rack-48u-800x1200");

    FabricNames names;
    QString designName; // empty: from the preset or the GPU count
    // Spares on the BOM (percent of transceivers and cables), as a new design starts with.
    double sparesPercent = Settings::newDesignSparesPercent;
};

} // namespace railyard
