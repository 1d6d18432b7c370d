#include "generate/superpodpreset.h"

#include <QCoreApplication>
#include <QStringList>

namespace railyard {

std::optional<SuperPodCounts> SuperPodPreset::counts(int sus) const
{
    for (const SuperPodCounts &c : sizes)
        if (c.sus == sus) return c;
    return std::nullopt;
}

QString SuperPodPreset::sizesText() const
{
    // A long unbroken run reads as a range: "1 to 16".
    const bool run = sizes.size() > 4 && sizes.back().sus - sizes.front().sus == sizes.size() - 1;
    if (run) return QStringLiteral("%1 to %2").arg(sizes.front().sus).arg(sizes.back().sus);
    QStringList numbers;
    for (const SuperPodCounts &c : sizes)
        numbers << QString::number(c.sus);
    if (numbers.size() < 2) return numbers.join(QString());
    const QString last = numbers.takeLast();
    return numbers.join(QStringLiteral(", ")) + QStringLiteral(" or ") + last;
}

namespace {

// DGX SuperPOD GB200: SU = 8 NVL72 racks (144 compute trays, 576 GPUs, 4 rails); per SU 4 spine-leaf groups
// of 8 QM9700 leaves (one per rack and rail, 18 trays down, 18 up) and 6 spines; core groups join SUs, up
// to 16 (hardware-2027.md 1.3, 6.1). The RA prints no core counts: they follow non-blocking from the fat
// tree's rule (6 groups; 144 cores at 16 SUs, as hardware-2027.md derives).
QList<SuperPodCounts> gb200Sizes()
{
    QList<SuperPodCounts> sizes;
    for (int n = 1; n <= 16; ++n) {
        int perGroup = 0; // cores per group: the smallest divisor of a spine's 24 uplinks that takes them all
        for (int d = 1; n > 1 && d <= 24; ++d)
            if (24 % d == 0 && d * 64 >= 4 * n * 24) {
                perGroup = d;
                break;
            }
        const int links = 576 * n;
        sizes.append({n, 144 * n, 576 * n, 32 * n, 24 * n, 6 * perGroup, links, links, n > 1 ? links : 0, 0,
                      n == 1 ? QT_TRANSLATE_NOOP("SuperPodPreset",
                                                 "one SU has no core tier: its four spine-leaf groups (one "
                                                 "per rail) stand alone; core groups join SUs")
                             : QT_TRANSLATE_NOOP("SuperPodPreset",
                                                 "the reference architecture prints no core switch counts: "
                                                 "6 core groups sized non-blocking from the spines' 24 "
                                                 "uplinks each")});
    }
    return sizes;
}

const char *const twinPlaneNote = QT_TRANSLATE_NOOP(
    "SuperPodPreset", "the table counts one cable per 800G GPU port; each is two 400G legs, one "
                      "to each plane, so the design holds twice its node-leaf and leaf-spine "
                      "links");

const char *const gb300Note = QT_TRANSLATE_NOOP(
    "SuperPodPreset", "inferred: NVIDIA publishes no DGX GB300 SuperPOD table; the leaves, "
                      "spines and links are the DGX B300 XDR SU's, 576 XDR links per 8 racks");

} // namespace

const QList<SuperPodPreset> &superPodPresets()
{
    static const QList<SuperPodPreset> presets{
        // DGX SuperPOD H100, NDR InfiniBand: Table 4 of the reference architecture's network fabrics chapter
        // (domain.md 7.1). The first SU has 31 nodes: one DGX makes room for the UFM appliances' four leaf
        // links,
        // which the node-leaf column counts.
        {.id = QStringLiteral("dgx-h100-superpod"),
         .title = QStringLiteral("NVIDIA DGX SuperPOD, DGX H100, NDR InfiniBand"),
         .nodeType = QStringLiteral("dgx-h100"),
         .leafType = QStringLiteral("qm9700"),
         .spineType = QStringLiteral("qm9700-spine"),
         .coreType = {},
         .nodesPerSu = 32,
         .rackKit = {},
         .ufmAppliances = 4, // the RA's bill: 4 UFM appliances (part-numbers.md)
         .storageSwitch = {},
         .inbandSwitch = {},
         .source = QStringLiteral(
             "docs.nvidia.com/dgx-superpod/reference-architecture-scalable-infrastructure-h100/"
             "latest/network-fabrics.html, Table 4"),
         //        SUs nodes GPUs  leaf spine core node-leaf leaf-spine spine-core UFM
         .sizes = {{1, 31, 248, 8, 4, 0, 252, 256, 0, 4},
                   {2, 63, 504, 16, 8, 0, 508, 512, 0, 4},
                   {3, 95, 760, 24, 16, 0, 764, 768, 0, 4},
                   {4, 127, 1016, 32, 16, 0, 1020, 1024, 0, 4}}},
        // DGX SuperPOD B200: the architecture chapter's table (domain.md 7.2). A core tier appears from 16
        // SUs.
        {.id = QStringLiteral("dgx-b200-superpod"),
         .title = QStringLiteral("NVIDIA DGX SuperPOD, DGX B200, NDR InfiniBand"),
         .nodeType = QStringLiteral("dgx-b200"),
         .leafType = QStringLiteral("qm9700"),
         .spineType = QStringLiteral("qm9700-spine"),
         .coreType = QStringLiteral("qm9700-spine"),
         .nodesPerSu = 32,
         .rackKit = {},
         .storageSwitch = {},
         .inbandSwitch = {},
         .source = QStringLiteral(
             "docs.nvidia.com/dgx-superpod/reference-architecture-scalable-infrastructure-b200/"
             "latest/dgx-superpod-architecture.html"),
         //        SUs  nodes  GPUs   leaf spine core node-leaf leaf-spine spine-core UFM
         .sizes = {{2, 64, 512, 16, 8, 0, 512, 512, 0, 0},
                   {4, 128, 1024, 32, 16, 0, 1024, 1024, 0, 0},
                   {8, 256, 2048, 64, 32, 0, 2048, 2048, 0, 0},
                   {16, 512, 4096, 128, 128, 64, 4096, 4096, 4096, 0},
                   {32, 1024, 8192, 256, 256, 128, 8192, 8192, 8192, 0},
                   {64, 2048, 16384, 512, 512, 256, 16384, 16384, 16384, 0}}},
        // DGX SuperPOD B300 on Quantum-X800 XDR: the architecture chapter's table (domain.md 7.2,
        // hardware-2027.md 6.2). 72 nodes per SU, four DGX B300 per rack (about 56 kW with three PDUs); every
        // leaf is a Q3400 with 72 XDR ports down and 72 up. The table prints node-leaf and leaf-spine cables
        // for 1 and 18 SUs only; between them they follow its rule (one link per GPU).
        {.id = QStringLiteral("dgx-b300-xdr-superpod"),
         .title = QStringLiteral("NVIDIA DGX SuperPOD, DGX B300, Quantum-X800 XDR InfiniBand"),
         .nodeType = QStringLiteral("dgx-b300"),
         .leafType = QStringLiteral("q3400"),
         .spineType = QStringLiteral("q3400-spine"),
         .coreType = {},
         .nodesPerSu = 72,
         .nodesPerRack = 4,
         .rackPowerKw = 60,
         .rackKit = {},
         .storageSwitch = {},
         .inbandSwitch = {},
         .source = QStringLiteral("docs.nvidia.com/dgx-superpod/reference-architecture/"
                                  "scalable-infrastructure-b300-xdr/latest/dgx-superpod-architecture.html"),
         //        SUs  nodes  GPUs   leaf spine core node-leaf leaf-spine spine-core UFM
         .sizes =
             {{1, 72, 576, 8, 4, 0, 576, 576, 0, 0, nullptr},
              {2, 144, 1152, 16, 8, 0, 1152, 1152, 0, 0,
               QT_TRANSLATE_NOOP("SuperPodPreset", "the table prints no cable counts for 2 SUs: one "
                                                   "node-leaf and one leaf-spine link per GPU, as at 1 and "
                                                   "18 SUs")},
              {4, 288, 2304, 32, 18, 0, 2304, 2304, 0, 0,
               QT_TRANSLATE_NOOP("SuperPodPreset", "the table prints no cable counts for 4 SUs: one "
                                                   "node-leaf and one leaf-spine link per GPU; its 18 spines "
                                                   "(not 16) are what 72 uplinks per leaf divide into")},
              {8, 576, 4608, 64, 36, 0, 4608, 4608, 0, 0,
               QT_TRANSLATE_NOOP("SuperPodPreset", "the table prints no cable counts for 8 SUs: one "
                                                   "node-leaf and one leaf-spine link per GPU; its 36 spines "
                                                   "(not 32) are what 72 uplinks per leaf divide into")},
              {18, 1296, 9216, 144, 72, 0, 10368, 10368, 0, 0,
               QT_TRANSLATE_NOOP("SuperPodPreset", "the table prints 9,216 GPUs for 1,296 nodes of 8 GPUs "
                                                   "(10,368, as its own cable counts say): the generator "
                                                   "builds 10,368")}}},
        // DGX SuperPOD B300 on Spectrum-X: twin planes, each GPU 2 x 400GbE through two planes (one
        // ConnectX-8 cage split in two); 64 nodes per SU, 16 leaves (8 rails x 2 planes) and 8 spines, the
        // architecture chapter's table (hardware-2027.md 2.5, 6.2). SN5610 leaves take 64 x 400G down and
        // send 64 x 400G up.
        {.id = QStringLiteral("dgx-b300-superpod"),
         .title = QStringLiteral("NVIDIA DGX SuperPOD, DGX B300, Spectrum-X twin-plane Ethernet"),
         .nodeType = QStringLiteral("dgx-b300"),
         .leafType = QStringLiteral("sn5610"),
         .spineType = QStringLiteral("sn5610-spine"),
         .coreType = {},
         .nodesPerSu = 64,
         .nodesPerRack = 4,
         .rackPowerKw = 60,
         .rackKit = {},
         .planes = 2,
         .storageSwitch = {},
         .inbandSwitch = {},
         .source =
             QStringLiteral("docs.nvidia.com/dgx-superpod/reference-architecture/scalable-infrastructure-"
                            "b300/latest/dgx-superpod-architecture.html, Table 3"),
         //        SUs  nodes  GPUs  leaf spine core node-leaf leaf-spine spine-core UFM
         .sizes = {{1, 64, 512, 16, 8, 0, 512, 512, 0, 0, twinPlaneNote},
                   {2, 128, 1024, 32, 16, 0, 1024, 1024, 0, 0, twinPlaneNote},
                   {4, 256, 2048, 64, 32, 0, 2048, 2048, 0, 0, twinPlaneNote},
                   {8, 512, 4096, 128, 64, 0, 4096, 4096, 0, 0, twinPlaneNote},
                   {16, 1024, 8192, 256, 128, 0, 8192, 8192, 0, 0, twinPlaneNote}}},
        {.id = QStringLiteral("dgx-gb200-superpod"),
         .title = QStringLiteral("NVIDIA DGX SuperPOD, DGX GB200 NVL72, NDR InfiniBand"),
         .nodeType = QStringLiteral("gb200-compute-tray"),
         .leafType = QStringLiteral("qm9700"),
         .spineType = QStringLiteral("qm9700-spine"),
         .coreType = QStringLiteral("qm9700-spine"),
         .nodesPerSu = 144,
         .leafDown = 18,
         .railGroups = true,
         .rackKit = QStringLiteral("gb200-nvl72"),
         // Storage and in-band on Spectrum-4 Ethernet (hardware-2027.md 1.3).
         .storageSwitch = QStringLiteral("sn5600"),
         .inbandSwitch = QStringLiteral("sn5600"),
         .source =
             QStringLiteral("docs.nvidia.com/dgx-superpod/reference-architecture-scalable-infrastructure-"
                            "gb200/latest/network-fabrics.html"),
         .sizes = gb200Sizes()},
        // DGX SuperPOD GB300 on Quantum-X800: no such table is published. hardware-2027.md 1.4 proposes the
        // DGX B300 XDR SU's figures for 8 NVL72 racks (576 XDR links: 8 Q3400 leaves, 2 per rail, and 4
        // spines), so the sizes are that table's [inferred].
        {.id = QStringLiteral("dgx-gb300-superpod"),
         .title = QStringLiteral("NVIDIA DGX SuperPOD, DGX GB300 NVL72, Quantum-X800 XDR (inferred)"),
         .nodeType = QStringLiteral("gb300-compute-tray"),
         .leafType = QStringLiteral("q3400"),
         .spineType = QStringLiteral("q3400-spine"),
         .coreType = {},
         .nodesPerSu = 144,
         .leafDown = 72,
         .rackKit = QStringLiteral("gb300-nvl72"),
         // Storage and in-band on Spectrum-4 Ethernet (hardware-2027.md 1.3).
         .storageSwitch = QStringLiteral("sn5600"),
         .inbandSwitch = QStringLiteral("sn5600"),
         .source = QStringLiteral("hardware-2027.md 1.4 (inferred from the DGX B300 XDR SuperPOD table)"),
         .sizes = {{1, 144, 576, 8, 4, 0, 576, 576, 0, 0, gb300Note},
                   {2, 288, 1152, 16, 8, 0, 1152, 1152, 0, 0, gb300Note},
                   {4, 576, 2304, 32, 18, 0, 2304, 2304, 0, 0, gb300Note},
                   {8, 1152, 4608, 64, 36, 0, 4608, 4608, 0, 0, gb300Note},
                   {18, 2592, 10368, 144, 72, 0, 10368, 10368, 0, 0, gb300Note}}},
    };
    return presets;
}

const SuperPodPreset *findSuperPodPreset(const QString &id)
{
    for (const SuperPodPreset &p : superPodPresets())
        if (p.id == id) return &p;
    return nullptr;
}

} // namespace railyard
