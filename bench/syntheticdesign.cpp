#include "syntheticdesign.h"

#include "io/bundledcatalog.h"

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

struct Builder
{
    Design d;
    int dgx, qm, panel, twinFlat, twinFinned, cord, trunk;

    Builder()
    {
        d.catalog = bundledCatalog();
        const Catalog &c = d.catalog;
        dgx = c.deviceTypes.indexOf(QStringLiteral("dgx-h100"));
        qm = c.deviceTypes.indexOf(QStringLiteral("qm9700"));
        panel = c.deviceTypes.indexOf(QStringLiteral("pp-mpo12-apc-24"));
        twinFlat = c.transceivers.indexOf(QStringLiteral("MMS4X00-NM-FLT"));
        twinFinned = c.transceivers.indexOf(QStringLiteral("MMS4X00-NM"));
        cord = c.cableTypes.indexOf(QStringLiteral("MFP7E30"));
        trunk = c.cableTypes.indexOf(QStringLiteral("MPO12-TRUNK-SM-B"));
    }

    int rack(const QString &id, const QString &row, double x, double y)
    {
        Rack r;
        r.id = id;
        r.row = row;
        r.xM = x;
        r.yM = y;
        r.heightU = 48;
        const int slot = d.racks().nextSlot();
        d.insertRack(slot, std::move(r));
        return slot;
    }

    int device(const QString &id, int type, int rack, int u)
    {
        Device dev;
        dev.id = id;
        dev.type = type;
        dev.rack = rack;
        dev.u = u;
        const int slot = d.devices().nextSlot();
        d.insertDevice(slot, std::move(dev));
        return slot;
    }

    void cable(const QString &id, int type, double length, const Endpoint &a, const Endpoint &b)
    {
        Cable c;
        c.id = id;
        c.type = type;
        c.lengthM = length;
        c.label = id;
        c.ends = {a, b};
        d.insertCable(d.cables().nextSlot(), std::move(c));
    }
};

QString num(int n, int width)
{
    return QStringLiteral("%1").arg(n, width, 10, QLatin1Char('0'));
}

} // namespace

Design buildSyntheticDesign(int nodes)
{
    Builder b;
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
            const int leaf = b.device(QStringLiteral("leaf-su%1-r%2").arg(su).arg(r), b.qm, netRack, 2 + r);
            b.d.device(leaf).su = su;
            b.d.device(leaf).rail = r;
            for (int cage = 0; cage < nodesPerSu / 2; ++cage)
                b.d.device(leaf).setModule(cage, b.twinFinned);
            leaves.push_back(leaf);
        }
        const int netPanels = (suNodes * railCount + panelPorts - 1) / panelPorts;
        std::vector<int> farPanels;
        for (int p = 0; p < netPanels; ++p)
            farPanels.push_back(
                b.device(QStringLiteral("pp-su%1-n%2").arg(su).arg(num(p + 1, 2)), b.panel, netRack, 47 - p));

        int farPort = 0;
        int rack = -1;
        int nearPanels[2] = {-1, -1};
        for (int n = 0; n < suNodes; ++n) {
            const int rackIndex = n / nodesPerRack;
            const int slotInRack = n % nodesPerRack;
            if (slotInRack == 0) {
                rack =
                    b.rack(row + QStringLiteral("-C") + num(rackIndex + 1, 2), row, 0.6 * (rackIndex + 1), y);
                // Two panels per compute rack: 4 nodes x 8 rails = 32 channels.
                const QString prefix = QStringLiteral("pp-su%1-c%2-").arg(su).arg(num(rackIndex + 1, 2));
                nearPanels[0] = b.device(prefix + QLatin1Char('a'), b.panel, rack, 47);
                nearPanels[1] = b.device(prefix + QLatin1Char('b'), b.panel, rack, 46);
            }
            const int node = b.device(QStringLiteral("dgx-su%1-n%2").arg(su).arg(num(n + 1, 2)), b.dgx, rack,
                                      2 + slotInRack * 10);
            b.d.device(node).su = su;
            b.d.device(node).node = n + 1;
            for (int cage = 0; cage < 4; ++cage)
                b.d.device(node).setModule(cage, b.twinFlat);
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
                b.cable(base + QLatin1Char('a'), b.cord, 3, nodeEnd,
                        Endpoint{nearPanel, nearPort, 0, Side::Front});
                b.cable(base + QLatin1Char('t'), b.trunk, 0.6 * (rackIndex + 1) + 5,
                        Endpoint{nearPanel, nearPort, 0, Side::Rear},
                        Endpoint{farPanel, farPortIndex, 0, Side::Rear});
                b.cable(base + QLatin1Char('b'), b.cord, 3, Endpoint{farPanel, farPortIndex, 0, Side::Front},
                        leafEnd);
            }
        }
    }
    return std::move(b.d);
}

} // namespace railyard::bench
