#include "halldesign.h"

#include "design/routeestimate.h"
#include "designbuilder.h"

#include <algorithm>
#include <cmath>

namespace railyard::bench {

namespace {

constexpr int nodesPerSu = 32;
constexpr int railCount = 8;
constexpr int susPerPod = 8;
constexpr int spinesPerPod = 32;
constexpr int spinesPerRack = 8;
constexpr int mpoPanelPorts = 24;
constexpr int lcPanelPorts = 48;
constexpr double rackPitchM = 0.6;
constexpr double rowPitchM = 2.4;

bool isHgxSu(int su)
{
    return su % 4 == 0;
}
bool hasLcUplinks(int su)
{
    return su % 2 == 1;
}

struct Hall
{
    DesignBuilder b;
    int dgx = b.deviceType("dgx-h100");
    int hgx = b.deviceType("hgx-8gpu");
    int leafType = b.deviceType("qm9700");
    int spineType = b.deviceType("qm9700-spine");
    int mpoPanel = b.deviceType("pp-mpo12-apc-24");
    int lcPanel = b.deviceType("pp-lc-48");
    int twinFlat = b.transceiver("MMS4X00-NM-FLT");
    int twinFinned = b.transceiver("MMS4X00-NM");
    int twinLc = b.transceiver("MMS4X50-NM");
    int twinSr4 = b.transceiver("MMA4Z00-NS");
    int singleSr4 = b.transceiver("MMA4Z00-NS400"); // 200G mode on a splitter leg
    int mpoCord = b.cableType("MFP7E30");
    int splitter = b.cableType("MFP7E20"); // multimode 1:2
    int trunk = b.cableType("MPO12-TRUNK-SM-B");
    int lcCord = b.cableType("LC-SM-AB");

    // Where the next rack goes: rows of 14 to 30 racks, so that no two neighbouring rows are alike.
    int row = 0;
    int position = 0;
    int cableNo = 0;

    int rowLength() const { return 14 + (row * 7) % 17; }

    int placeRack(const QString &id, int heightU)
    {
        if (position >= rowLength()) {
            ++row;
            position = 0;
        }
        const QString rowName = QStringLiteral("R%1").arg(zeroPadded(row + 1, 3));
        return b.rack(id, rowName, rackPitchM * position++, rowPitchM * row, heightU);
    }

    // Every cable gets the shortest stock length of its type that covers its estimated route (a 3 m floor for
    // patch cords), as a planner would order it.
    void fitLengths()
    {
        for (int slot = 0; slot < b.d.cables().slotCount(); ++slot) {
            if (!b.d.cables().isLive(slot)) continue;
            Cable &c = b.d.cableForEdit(slot);
            const double needed = std::max(3.0, estimatedRoute(b.d, c).value_or(3.0));
            const QList<double> &stock = b.d.catalog.cableTypes.at(c.type).lengthsM;
            c.lengthM = stock.isEmpty() ? needed : stock.last();
            for (double l : stock)
                if (l >= needed) {
                    c.lengthM = l;
                    break;
                }
        }
    }

    QString nextCableId() { return QStringLiteral("C%1").arg(zeroPadded(++cableNo, 7)); }

    // The connector of a server that carries GPU rail `rail` (DGX H100 cages carry rails out of order).
    Endpoint railEnd(int device, int rail) const
    {
        const DeviceType &type = b.d.deviceType(device);
        for (int port = 0; port < int(type.ports.size()); ++port) {
            const int sub = int(type.ports[size_t(port)].rails.indexOf(rail));
            if (sub >= 0)
                return Endpoint{device, port, type.ports[size_t(port)].rails.size() > 1 ? sub + 1 : 0,
                                Side::None};
        }
        return Endpoint{};
    }

    struct Pod
    {
        std::vector<int> spines;
        std::vector<std::vector<int>> lcPanels; // per spine rack
        std::vector<int> lcNext;                // next free port per spine rack
    };

    Pod makePod(int pod)
    {
        Pod p;
        for (int r = 0; r < spinesPerPod / spinesPerRack; ++r) {
            const QString rackId = QStringLiteral("SP%1-%2").arg(zeroPadded(pod + 1, 2)).arg(r + 1);
            const int rack = placeRack(rackId, 48);
            for (int s = 0; s < spinesPerRack; ++s) {
                const int index = r * spinesPerRack + s;
                p.spines.push_back(
                    b.device(QStringLiteral("spine-p%1-%2").arg(pod + 1).arg(zeroPadded(index + 1, 2)),
                             spineType, rack, 2 + s));
            }
            // Each spine takes 32 LC links (4 odd SUs x 8 rails): 256 per rack on six 48-port panels.
            std::vector<int> panels;
            for (int k = 0; k < 6; ++k)
                panels.push_back(
                    b.device(rackId + QStringLiteral("-LC%1").arg(k + 1), lcPanel, rack, 47 - k));
            p.lcPanels.push_back(panels);
            p.lcNext.push_back(0);
        }
        return p;
    }

    // The module in a spine cage follows the SU its two connectors serve.
    void setSpineModules(Pod &pod, int suInPod, bool lc)
    {
        for (int spine : pod.spines)
            for (int cage = suInPod * 4; cage < suInPod * 4 + 4; ++cage)
                b.d.device(spine).setModule(cage, lc ? twinLc : twinFinned);
    }

    void uplinks(Pod &pod, int su, int suInPod, int netRack, const std::vector<int> &leaves)
    {
        const bool lc = hasLcUplinks(su);
        setSpineModules(pod, suInPod, lc);
        std::vector<int> lcPanels;
        if (lc)
            for (int k = 0; k < railCount * spinesPerPod / lcPanelPorts + 1; ++k)
                lcPanels.push_back(
                    b.device(QStringLiteral("pp-su%1-lc%2").arg(su).arg(k + 1), lcPanel, netRack, 36 - k));
        int lcPort = 0;
        for (int r = 0; r < railCount; ++r) {
            const int leaf = leaves[size_t(r)];
            for (int cage = 16; cage < 32; ++cage)
                b.d.device(leaf).setModule(cage, lc ? twinLc : twinFinned);
            for (int k = 0; k < spinesPerPod; ++k) {
                const Endpoint leafEnd{leaf, 16 + k / 2, k % 2 + 1, Side::None};
                const int spine = pod.spines[size_t(k)];
                const int spinePortIndex = suInPod * railCount + r;
                const Endpoint spineEnd{spine, spinePortIndex / 2, spinePortIndex % 2 + 1, Side::None};
                const QString id = nextCableId();
                if (!lc) {
                    b.cable(id, mpoCord, 0, leafEnd, {spineEnd});
                    continue;
                }
                const int near = lcPanels[size_t(lcPort / lcPanelPorts)];
                const int nearPort = lcPort++ % lcPanelPorts;
                const int spineRack = k / spinesPerRack;
                const int farIndex = pod.lcNext[size_t(spineRack)]++;
                const int far = pod.lcPanels[size_t(spineRack)][size_t(farIndex / lcPanelPorts)];
                const int farPort = farIndex % lcPanelPorts;
                b.panelChannel(id, lcCord, 0, lcCord, 0, leafEnd, near, nearPort, far, farPort, spineEnd);
            }
        }
    }

    int node(int su, int n, int type, int rack, int u)
    {
        const int slot = b.device(QStringLiteral("%1-su%2-n%3")
                                      .arg(type == dgx ? QStringLiteral("dgx") : QStringLiteral("hgx"))
                                      .arg(su)
                                      .arg(zeroPadded(n + 1, 2)),
                                  type, rack, u);
        b.d.device(slot).su = su;
        b.d.device(slot).node = n + 1;
        return slot;
    }

    // DGX H100 in 48 U racks of four, each rack with two MPO panels; Method B to the network rack's panels.
    void dgxSu(int su, int suNodes, int netRack, const std::vector<int> &leaves)
    {
        for (int leaf : leaves)
            for (int cage = 0; cage < 16; ++cage)
                b.d.device(leaf).setModule(cage, twinFinned);
        std::vector<int> farPanels;
        for (int p = 0; p < (suNodes * railCount + mpoPanelPorts - 1) / mpoPanelPorts; ++p)
            farPanels.push_back(b.device(QStringLiteral("pp-su%1-n%2").arg(su).arg(zeroPadded(p + 1, 2)),
                                         mpoPanel, netRack, 47 - p));
        int farPort = 0;
        int rack = -1;
        int nearPanels[2] = {-1, -1};
        for (int n = 0; n < suNodes; ++n) {
            const int slotInRack = n % 4;
            if (slotInRack == 0) {
                const QString id = QStringLiteral("su%1-c%2").arg(su).arg(zeroPadded(n / 4 + 1, 2));
                rack = placeRack(id, 48);
                nearPanels[0] = b.device(id + QStringLiteral("-pa"), mpoPanel, rack, 47);
                nearPanels[1] = b.device(id + QStringLiteral("-pb"), mpoPanel, rack, 46);
            }
            const int node = this->node(su, n, dgx, rack, 2 + slotInRack * 10);
            for (int cage = 0; cage < 4; ++cage)
                b.d.device(node).setModule(cage, twinFlat);
            for (int r = 1; r <= railCount; ++r) {
                const int nearIndex = slotInRack * railCount + (r - 1);
                const int nearPanel = nearPanels[nearIndex / mpoPanelPorts];
                const int nearPort = nearIndex % mpoPanelPorts;
                const int farPanel = farPanels[size_t(farPort / mpoPanelPorts)];
                const int farPortIndex = farPort++ % mpoPanelPorts;
                b.panelChannel(nextCableId(), mpoCord, 0, trunk, 0, railEnd(node, r), nearPanel, nearPort,
                               farPanel, farPortIndex,
                               Endpoint{leaves[size_t(r - 1)], n / 2, n % 2 + 1, Side::None});
            }
        }
    }

    // HGX servers six to a 42 U rack, no panels: a splitter from each leaf connector to two servers.
    void hgxSu(int su, int suNodes, const std::vector<int> &leaves)
    {
        for (int leaf : leaves)
            for (int cage = 0; cage < 8; ++cage)
                b.d.device(leaf).setModule(cage, twinSr4);
        std::vector<int> nodes;
        int rack = -1;
        for (int n = 0; n < suNodes; ++n) {
            if (n % 6 == 0)
                rack = placeRack(QStringLiteral("su%1-h%2").arg(su).arg(zeroPadded(n / 6 + 1, 2)), 42);
            nodes.push_back(node(su, n, hgx, rack, 2 + (n % 6) * 5));
            for (int nic = 0; nic < railCount; ++nic)
                b.d.device(nodes.back()).setModule(nic, singleSr4);
        }
        for (int pair = 0; pair * 2 < suNodes; ++pair) {
            const int first = nodes[size_t(pair * 2)];
            const bool two = pair * 2 + 1 < suNodes;
            for (int r = 0; r < railCount; ++r) {
                const Endpoint leafEnd{leaves[size_t(r)], pair / 2, pair % 2 + 1, Side::None};
                if (two)
                    b.cable(nextCableId(), splitter, 0, leafEnd,
                            {railEnd(first, r + 1), railEnd(nodes[size_t(pair * 2 + 1)], r + 1)});
                else
                    b.cable(nextCableId(), splitter, 0, leafEnd, {railEnd(first, r + 1), Endpoint{}});
            }
        }
    }
};

} // namespace

Design buildHallDesign(int nodes)
{
    Hall h;
    const int sus = (nodes + nodesPerSu - 1) / nodesPerSu;
    h.b.d.name = QStringLiteral("Hall %1 GPUs").arg(nodes * railCount);
    h.b.d.reserve(nodes / 4 + sus * 2 + 8, nodes + sus * 40 + 8, nodes * railCount * 4);
    Hall::Pod pod;
    for (int su = 1; su <= sus; ++su) {
        const int suInPod = (su - 1) % susPerPod;
        if (suInPod == 0) pod = h.makePod((su - 1) / susPerPod);
        const int suNodes = std::min(nodesPerSu, nodes - (su - 1) * nodesPerSu);
        const int netRack = h.placeRack(QStringLiteral("su%1-net").arg(su), 48);
        std::vector<int> leaves;
        for (int r = 1; r <= railCount; ++r) {
            const int leaf =
                h.b.device(QStringLiteral("leaf-su%1-r%2").arg(su).arg(r), h.leafType, netRack, 1 + r);
            h.b.d.device(leaf).su = su;
            h.b.d.device(leaf).rail = r;
            leaves.push_back(leaf);
        }
        if (isHgxSu(su))
            h.hgxSu(su, suNodes, leaves);
        else
            h.dgxSu(su, suNodes, netRack, leaves);
        h.uplinks(pod, su, suInPod, netRack, leaves);
    }
    h.fitLengths();
    return std::move(h.b.d);
}

} // namespace railyard::bench
