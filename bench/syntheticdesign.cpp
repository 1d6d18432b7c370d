#include "syntheticdesign.h"

#include "designbuilder.h"

namespace railyard::bench {

const std::vector<SyntheticSize> &syntheticSizes()
{
    static const std::vector<SyntheticSize> sizes{{QStringLiteral("S"), 32},
                                                  {QStringLiteral("M"), 1024},
                                                  {QStringLiteral("L"), 4096},
                                                  {QStringLiteral("XL"), 12500}};
    return sizes;
}

const SyntheticSize *findSize(const QString &name)
{
    for (const SyntheticSize &s : syntheticSizes())
        if (s.name.compare(name, Qt::CaseInsensitive) == 0) return &s;
    return nullptr;
}

namespace {

constexpr int nodesPerSu = 32;
constexpr int nodesPerRack = 4;
constexpr int railCount = 8;
constexpr int panelPorts = 24;
} // namespace

Design buildSyntheticDesign(int nodes)
{
    DesignBuilder b;
    const int dgx = b.deviceType("dgx-h100");
    const int qm = b.deviceType("qm9700");
    const int panel = b.deviceType("pp-mpo12-apc-24");
    const int twinFlat = b.transceiver("MMS4X00-NM-FLT");
    const int twinFinned = b.transceiver("MMS4X00-NM");
    const int cord = b.cableType("MFP7E30");
    const int trunk = b.cableType("MPO12-TRUNK-SM-B");
    const int sus = (nodes + nodesPerSu - 1) / nodesPerSu;
    b.d.name = QStringLiteral("Synthetic %1 GPUs").arg(nodes * railCount);
    b.d.reserve(nodes / nodesPerRack + sus + 8, nodes + sus * 20 + 8, nodes * railCount * 3);
    int cableNo = 0;
    for (int su = 1; su <= sus; ++su) {
        const int suNodes = std::min(nodesPerSu, nodes - (su - 1) * nodesPerSu);
        const QString row = QStringLiteral("R%1").arg(su, 3, 10, QLatin1Char('0'));
        const double y = (su - 1) * 2.4;
        // The network rack at the head of the row: 8 leaves and the panels for every channel.
        const int netRack = b.rack(row + QStringLiteral("-N"), row, 0, y);
        std::vector<int> leaves;
        for (int r = 1; r <= railCount; ++r) {
            const int leaf = b.device(QStringLiteral("leaf-su%1-r%2").arg(su).arg(r), qm, netRack, 2 + r);
            b.d.device(leaf).su = su;
            b.d.device(leaf).rail = r;
            for (int cage = 0; cage < nodesPerSu / 2; ++cage)
                b.d.device(leaf).setModule(cage, twinFinned);
            leaves.push_back(leaf);
        }
        const int netPanels = (suNodes * railCount + panelPorts - 1) / panelPorts;
        std::vector<int> farPanels;
        for (int p = 0; p < netPanels; ++p)
            farPanels.push_back(b.device(QStringLiteral("pp-su%1-n%2").arg(su).arg(zeroPadded(p + 1, 2)),
                                         panel, netRack, 47 - p));

        int farPort = 0;
        int rack = -1;
        int nearPanels[2] = {-1, -1};
        for (int n = 0; n < suNodes; ++n) {
            const int rackIndex = n / nodesPerRack;
            const int slotInRack = n % nodesPerRack;
            if (slotInRack == 0) {
                rack = b.rack(row + QStringLiteral("-C") + zeroPadded(rackIndex + 1, 2), row,
                              0.6 * (rackIndex + 1), y);
                // Two panels per compute rack: 4 nodes x 8 rails = 32 channels.
                const QString prefix =
                    QStringLiteral("pp-su%1-c%2-").arg(su).arg(zeroPadded(rackIndex + 1, 2));
                nearPanels[0] = b.device(prefix + QLatin1Char('a'), panel, rack, 47);
                nearPanels[1] = b.device(prefix + QLatin1Char('b'), panel, rack, 46);
            }
            const int node = b.device(QStringLiteral("dgx-su%1-n%2").arg(su).arg(zeroPadded(n + 1, 2)), dgx,
                                      rack, 2 + slotInRack * 10);
            b.d.device(node).su = su;
            b.d.device(node).node = n + 1;
            for (int cage = 0; cage < 4; ++cage)
                b.d.device(node).setModule(cage, twinFlat);
            for (int r = 1; r <= railCount; ++r) {
                const int nearIndex = slotInRack * railCount + (r - 1);
                const int nearPanel = nearPanels[nearIndex / panelPorts];
                const int nearPort = nearIndex % panelPorts;
                const int farPanel = farPanels[size_t(farPort / panelPorts)];
                const int farPortIndex = farPort % panelPorts;
                ++farPort;
                const Endpoint nodeEnd{node, (r - 1) / 2, (r - 1) % 2 + 1, Side::None};
                const Endpoint leafEnd{leaves[size_t(r - 1)], n / 2, n % 2 + 1, Side::None};
                const QString base = QStringLiteral("C%1").arg(++cableNo, 7, 10, QLatin1Char('0'));
                b.panelChannel(base, cord, 3, trunk, 0.6 * (rackIndex + 1) + 5, nodeEnd, nearPanel, nearPort,
                               farPanel, farPortIndex, leafEnd);
            }
        }
    }
    return std::move(b.d);
}

} // namespace railyard::bench
