#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace railyard {

// The counts of one size of an NVIDIA DGX SuperPOD compute fabric, as its reference architecture tabulates
// them. A "link" is one logical 400G (NDR) port-to-port connection, which is what the tables count as a
// cable.
struct SuperPodCounts
{
    int sus = 0;
    int nodes = 0;
    int gpus = 0;
    int leaves = 0;
    int spines = 0;
    int cores = 0;         // 0: a two-tier fabric
    int nodeLeafLinks = 0; // GPU links plus the UFM appliances' links to the leaves
    int leafSpineLinks = 0;
    int spineCoreLinks = 0;
    int ufmLinks = 0; // part of nodeLeafLinks
    // Where the reference table looks inconsistent, or a figure is derived rather than printed: what the
    // generator builds instead and why. Shown with the counts (CLI report, wizard).
    const char *note = nullptr;

    // The GPUs the generator builds: one link per GPU to the leaves (the UFM links aside).
    int gpusBuilt() const { return nodeLeafLinks - ufmLinks; }
};

// A reference architecture: the part ids it is built from and its table, one row per size it is published in.
struct SuperPodPreset
{
    QString id; // the name `railyard-cli generate --preset` takes
    QString title;
    QString nodeType; // bundled catalog device type ids
    QString leafType;
    QString spineType;
    QString coreType;
    int nodesPerSu = 0;
    // How the reference architecture racks its nodes: at most this many per compute rack (0: as many as the
    // rack power limit feeds), and the power limit per rack it plans with (0: the generator's default).
    int nodesPerRack = 0;
    double rackPowerKw = 0;
    // Nodes per leaf (0: the whole SU, one leaf per rail); with fewer, each rail of an SU has several leaves.
    int leafDown = 0;
    // Spine-leaf groups (the DGX GB200 SuperPOD): the leaves of one rail of an SU and their own spines,
    // joined by core groups only between SUs.
    bool railGroups = false;
    // A rack kit (RackType::contents, the NVL72 racks): compute racks of this type, the nodes its trays at
    // their U, and everything else the kit holds placed with them.
    QString rackKit;
    // Independent compute planes; the table counts one link per GPU port however many planes it feeds, so
    // each of its links is this many logical links in the design (one per plane).
    int planes = 1;
    // UFM appliances, as the RA's bill counts them (their links spread over them); 0: as few as the links
    // need.
    int ufmAppliances = 0;
    // The storage and in-band switch types the RA names (empty: the generator's defaults); an option given
    // wins.
    QString storageSwitch;
    QString inbandSwitch;
    QString source;
    QList<SuperPodCounts> sizes;

    // The row for this many scalable units, or nothing when the reference architecture has no such size.
    std::optional<SuperPodCounts> counts(int sus) const;
    // "1, 2, 3 or 4": for messages that say which sizes exist.
    QString sizesText() const;
};

// Every preset, in the order the wizard and `--help` list them.
const QList<SuperPodPreset> &superPodPresets();
const SuperPodPreset *findSuperPodPreset(const QString &id);

} // namespace railyard
