#include "render/fabricblocks.h"

#include "design/design.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <unordered_map>

namespace railyard {

namespace {

// The node of each device slot, -1 for a device not drawn.
std::vector<int> nodesByDevice(const FabricLayout &layout)
{
    int slots = 0;
    for (const FabricLayout::Node &n : layout.nodes())
        slots = std::max(slots, n.device + 1);
    std::vector<int> out(size_t(slots), -1);
    for (size_t i = 0; i < layout.nodes().size(); ++i)
        out[size_t(layout.nodes()[i].device)] = int(i);
    return out;
}

// A switch type of the management network: every port that names a network names out-of-band management.
bool isManagement(const DeviceType &type)
{
    if (type.role != Role::Switch) return false;
    bool oob = false;
    for (const PortDef &port : type.ports) {
        if (port.network != Network::None && port.network != Network::Oob) return false;
        oob = oob || port.network == Network::Oob;
    }
    return oob;
}

// A block takes the scalable units `low` to `high` (0: none) with devices of theirs.
void takeUnits(FabricBlocks::Block &b, int low, int high)
{
    if (low <= 0) return;
    b.lowSu = b.lowSu > 0 ? std::min(b.lowSu, low) : low;
    b.highSu = std::max(b.highSu, high);
}

// Whether the rail planes on a row of spines or cores stand apart as blocks: where a plane's switches side by
// side (a plane's cores) make runs a quarter of a block wide, merged with the next plane's they would be grey
// and say neither rail. Where they are slivers (a pod's spines of each plane, in turn), they merge, the whole
// row alike.
bool planesApart(const Design &d, const std::vector<FabricLayout::Node> &nodes,
                 const std::vector<size_t> &row, double minWidth)
{
    std::vector<double> runs; // the widths of runs of one rail
    quint64 rails = 0;
    int rail = -1;
    double start = 0, end = 0;
    const auto close = [&] {
        if (rail > 0) runs.push_back(end - start);
    };
    for (size_t i : row) {
        const FabricLayout::Node &n = nodes[i];
        if (!d.devices().isLive(n.device)) continue;
        const int r = FabricLayout::onlyRail(n.rails);
        if (r != rail) {
            close();
            rail = r;
            start = n.pos.x();
        }
        end = n.pos.x();
        rails |= r > 0 ? n.rails : 0;
    }
    close();
    if (runs.empty() || std::popcount(rails) < 2) return false;
    std::nth_element(runs.begin(), runs.begin() + runs.size() / 2, runs.end());
    return runs[runs.size() / 2] >= minWidth / 4;
}

} // namespace

FabricBlocks::FabricBlocks(const Design &d, const FabricLayout &layout, double minWidth)
    : m_blockOfNode(layout.nodes().size(), -1)
{
    const auto &nodes = layout.nodes();
    std::map<int, std::vector<size_t>> rows; // tier -> nodes left to right
    QHash<int, bool> management;             // by device type
    for (size_t i = 0; i < nodes.size(); ++i)
        rows[nodes[i].tier].push_back(i);
    for (auto &[tier, row] : rows) {
        std::stable_sort(row.begin(), row.end(),
                         [&](size_t a, size_t b) { return nodes[a].pos.x() < nodes[b].pos.x(); });
        // A block takes the next node of its group, and of the next group of the same role while it is
        // narrower than minWidth, but never across an empty stretch wider than minWidth.
        int current = -1;
        size_t last = 0; // the node the current block took last
        const bool apart = tier >= 2 && planesApart(d, nodes, row, minWidth);
        const size_t rowStart = m_blocks.size();
        for (size_t i : row) {
            const FabricLayout::Node &n = nodes[i];
            // A layout a moment older than the design (made in the background) may hold a device since
            // removed.
            if (!d.devices().isLive(n.device)) continue;
            const Device &device = d.devices().at(n.device);
            if (current >= 0) {
                const Block &b = m_blocks[size_t(current)];
                const bool sameGroup = nodes[last].group == n.group;
                const bool narrow = b.right - b.left < minWidth;
                // Groups of other roles stay apart however narrow: a unit's leaves are not the management
                // switches beside them.
                const bool sameRole = d.deviceType(nodes[last].device).role == d.deviceType(n.device).role;
                // Nor, on a row whose rail planes stand apart, do two planes (or a plane and switches of no
                // rail).
                const bool otherPlane =
                    apart && FabricLayout::onlyRail(nodes[last].rails) != FabricLayout::onlyRail(n.rails);
                if (!sameGroup && (!narrow || !sameRole || otherPlane || n.pos.x() - b.right > minWidth))
                    current = -1;
            }
            if (current < 0) {
                current = int(m_blocks.size());
                Block b;
                b.tier = tier;
                b.left = b.right = n.pos.x();
                b.y = n.pos.y();
                b.lowSu = b.highSu = device.su.value_or(0);
                b.role = d.catalog.deviceTypes.at(device.type).role;
                b.management = true;
                m_blocks.push_back(b);
            }
            Block &b = m_blocks[size_t(current)];
            if (d.catalog.deviceTypes.at(device.type).role != b.role)
                b.role = b.tier == 0 ? Role::Server : Role::Switch;
            b.right = n.pos.x();
            if (b.management) {
                auto known = management.constFind(device.type);
                if (known == management.cend())
                    known =
                        management.insert(device.type, isManagement(d.catalog.deviceTypes.at(device.type)));
                b.management = *known;
            }
            ++b.devices;
            takeUnits(b, device.su.value_or(0), device.su.value_or(0));
            b.rails |= n.rails;
            b.railless = b.railless || n.rails == 0;
            m_blockOfNode[i] = current;
            last = i;
        }
        foldSlivers(row, rowStart, minWidth, apart);
    }
    m_bundles = bundlesBy(layout, [](const CableColours::DeviceLink &l) { return l.rail; });
}

void FabricBlocks::foldSlivers(const std::vector<size_t> &row, size_t rowStart, double minWidth, bool apart)
{
    // The groups left over where a run of blocks ends (a row's last units, before the management switches)
    // make a sliver too narrow for a name: it joins the block before it when that is its neighbour of the
    // same kind (and of the same plane where planes stand apart).
    std::vector<int> to(m_blocks.size() - rowStart); // the row's blocks: old -> new index
    size_t kept = rowStart;
    for (size_t b = rowStart; b < m_blocks.size(); ++b) {
        const Block sliver = m_blocks[b];
        if (kept > rowStart) {
            Block &before = m_blocks[kept - 1];
            if (before.role == sliver.role && before.management == sliver.management &&
                sliver.right - sliver.left < minWidth / 2 && sliver.left - before.right <= minWidth &&
                (!apart || before.rail() == sliver.rail())) {
                before.right = sliver.right;
                before.devices += sliver.devices;
                takeUnits(before, sliver.lowSu, sliver.highSu);
                before.rails |= sliver.rails;
                before.railless = before.railless || sliver.railless;
                to[b - rowStart] = int(kept - 1);
                continue;
            }
        }
        m_blocks[kept] = sliver;
        to[b - rowStart] = int(kept++);
    }
    m_blocks.resize(kept);
    for (size_t i : row)
        if (m_blockOfNode[i] >= int(rowStart)) m_blockOfNode[i] = to[size_t(m_blockOfNode[i]) - rowStart];
}

std::vector<FabricBlocks::Bundle> FabricBlocks::bundlesBy(const FabricLayout &layout,
                                                          const KeyOf &keyOf) const
{
    const std::vector<int> nodeOf = nodesByDevice(layout);
    const auto blockOfDevice = [&](int device) {
        const int node = device < int(nodeOf.size()) ? nodeOf[size_t(device)] : -1;
        return node < 0 ? -1 : m_blockOfNode[size_t(node)];
    };
    // (lower block, upper block, key) -> links; blocks fit 24 bits each, keys 16.
    std::unordered_map<quint64, int> counts;
    for (const CableColours::DeviceLink &l : layout.links()) {
        int a = blockOfDevice(l.a), b = blockOfDevice(l.b);
        if (a < 0 || b < 0 || m_blocks[size_t(a)].tier == m_blocks[size_t(b)].tier) continue;
        if (m_blocks[size_t(a)].tier > m_blocks[size_t(b)].tier) std::swap(a, b);
        const quint64 key = quint64(quint16(keyOf(l) + 1));
        ++counts[quint64(a) << 40 | quint64(b) << 16 | key];
    }
    std::vector<Bundle> out;
    out.reserve(counts.size());
    for (const auto &[key, count] : counts) {
        Bundle bundle;
        bundle.lower = int(key >> 40);
        bundle.upper = int(key >> 16 & 0xffffff);
        bundle.key = int(key & 0xffff) - 1;
        bundle.count = count;
        out.push_back(bundle);
    }
    std::sort(out.begin(), out.end(), [](const Bundle &x, const Bundle &y) {
        return std::tie(x.key, x.lower, x.upper) < std::tie(y.key, y.lower, y.upper);
    });
    // Side by side along each block, in the order of the blocks they lead to (then by key), each as wide a
    // share of the block as its count, so that bundles leave a block without crossing each other there.
    std::vector<std::vector<size_t>> up(m_blocks.size()), down(m_blocks.size());
    for (size_t i = 0; i < out.size(); ++i) {
        up[size_t(out[i].lower)].push_back(i);
        down[size_t(out[i].upper)].push_back(i);
    }
    const auto spread = [&](const std::vector<size_t> &side, bool lowerEnd) {
        if (side.empty()) return;
        const Block &block = m_blocks[size_t(lowerEnd ? out[side[0]].lower : out[side[0]].upper)];
        std::vector<size_t> ordered = side;
        std::sort(ordered.begin(), ordered.end(), [&](size_t x, size_t y) {
            const Bundle &a = out[x], &b = out[y];
            const double ax = m_blocks[size_t(lowerEnd ? a.upper : a.lower)].centre();
            const double bx = m_blocks[size_t(lowerEnd ? b.upper : b.lower)].centre();
            return std::tie(ax, a.key) < std::tie(bx, b.key);
        });
        double total = 0;
        for (size_t i : ordered)
            total += out[i].count;
        double before = 0;
        for (size_t i : ordered) {
            const double x = block.left + (block.right - block.left) * (before + out[i].count / 2.0) / total;
            (lowerEnd ? out[i].lowerX : out[i].upperX) = x;
            const double room = std::max(12.0, block.right - block.left) * out[i].count / total;
            out[i].room = lowerEnd ? room : std::min(out[i].room, room);
            before += out[i].count;
        }
    };
    for (size_t b = 0; b < m_blocks.size(); ++b) {
        spread(up[b], true);
        spread(down[b], false);
    }
    return out;
}

double FabricBlocks::unitsPerLink(const std::vector<Bundle> &bundles) const
{
    std::vector<double> up(m_blocks.size()), down(m_blocks.size());
    for (const Bundle &b : bundles) {
        up[size_t(b.lower)] += b.count;
        down[size_t(b.upper)] += b.count;
    }
    std::vector<double> fits;
    for (size_t i = 0; i < m_blocks.size(); ++i) {
        // A block of one device is as wide as its box.
        const double width = std::max(12.0, m_blocks[i].right - m_blocks[i].left);
        for (double total : {up[i], down[i]})
            if (total > 0) fits.push_back(0.8 * width / total);
    }
    if (fits.empty()) return 1;
    std::nth_element(fits.begin(), fits.begin() + fits.size() / 2, fits.end());
    return fits[fits.size() / 2];
}

std::shared_ptr<const FabricBlocks> FabricBlocks::of(const Design &design, const FabricLayout &layout,
                                                     double minWidth)
{
    const int level = int(std::ceil(std::log2(std::max(1.0, minWidth))));
    auto &levels = layout.blockLevels();
    std::shared_ptr<const FabricBlocks> &blocks = levels[level];
    if (!blocks) blocks = std::make_shared<const FabricBlocks>(design, layout, std::ldexp(1.0, level));
    return blocks;
}

} // namespace railyard
