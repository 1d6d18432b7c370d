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
    QStringList numbers;
    for (const SuperPodCounts &c : sizes)
        numbers << QString::number(c.sus);
    if (numbers.size() < 2) return numbers.join(QString());
    const QString last = numbers.takeLast();
    return numbers.join(QStringLiteral(", ")) + QStringLiteral(" or ") + last;
}

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
