#include "render/fabriclayout.h"

#include "design/design.h"
#include "render/fabricblocks.h"
#include "render/fabriclinkindex.h"

#include <QCoreApplication>

#include <algorithm>
#include <bit>
#include <climits>
#include <map>
#include <tuple>

namespace railyard {

namespace {

constexpr double nodeSpacing = 14;
constexpr double groupGap = 40;
constexpr double tierGap = 260;
constexpr int topTier = 4; // super-cores
// A large fabric is laid out about this much wider than high: a screen's or a sheet's drawing area (a PNG's,
// an A3 page's, less the title and legend).
constexpr double aspect = 1.6;

int tierOf(Role role)
{
    switch (role) {
    case Role::GpuServer:
    case Role::Server:
    case Role::Storage:
        return 0;
    case Role::Leaf:
    case Role::Switch:
        return 1;
    case Role::Spine:
        return 2;
    case Role::Core:
        return 3;
    default:
        return -1; // patch panels and others are not part of the logical fabric
    }
}

} // namespace

FabricLayout::FabricLayout(const Design &d, std::vector<CableColours::DeviceLink> links)
    : m_links(std::move(links))
{
    // The validator lists its channels in hash order: sorted, the same design is drawn the same way every
    // time.
    std::sort(m_links.begin(), m_links.end(),
              [](const CableColours::DeviceLink &x, const CableColours::DeviceLink &y) {
                  return std::tie(x.a, x.b, x.rail, x.misaligned) < std::tie(y.a, y.b, y.rail, y.misaligned);
              });
    // Servers and leaves in groups by scalable unit; within a group servers by node number, leaves by rail.
    const int slots = d.devices().slotCount();
    std::vector<int> tierOfDevice(size_t(slots), -1), deviceGroup(size_t(slots), -1);
    std::vector<quint64> railMask(size_t(slots), 0);     // the rails a device carries (bit rail % 64)
    std::map<std::tuple<int, int, int, int>, int> order; // (tier, su, rank, slot) -> device
    int upperDevices = 0;
    for (int dev : d.devices().live()) {
        const Device &device = d.devices().at(dev);
        const int tier = tierOf(d.catalog.deviceTypes.at(device.type).role);
        tierOfDevice[size_t(dev)] = tier;
        if (tier > 1) ++upperDevices;
        if (tier < 0 || tier > 1) continue;
        const int rank = tier == 0 ? device.node.value_or(0) : device.rail.value_or(0);
        order[{tier, device.su.value_or(0), rank, dev}] = dev;
        if (tier == 1 && rank > 0) railMask[size_t(dev)] = quint64(1) << (rank % 64);
    }
    // A switch typed a spine that links to no leaf but to other spines is a core (the generator builds cores
    // from spine types): it goes on the row above. The same once more: a switch on the core row that links to
    // no spine but to other cores is a super-core (four tiers). Links to management switches do not count.
    if (upperDevices) {
        for (int tier = 2; tier <= 3; ++tier) {
            std::vector<char> reach(size_t(slots), 0); // bit 1: links to the row below, bit 2: to its own
            for (const CableColours::DeviceLink &l : m_links)
                for (const auto &[from, to] : {std::pair(l.a, l.b), std::pair(l.b, l.a)}) {
                    if (tierOfDevice[size_t(from)] != tier || tierOfDevice[size_t(to)] < tier - 1) continue;
                    const bool below = tierOfDevice[size_t(to)] == tier - 1 &&
                                       (tier > 2 || d.deviceType(to).role == Role::Leaf);
                    reach[size_t(from)] |= tierOfDevice[size_t(to)] == tier ? 2 : below ? 1 : 0;
                }
            for (int dev : d.devices().live())
                if (tierOfDevice[size_t(dev)] == tier && reach[size_t(dev)] == 2)
                    tierOfDevice[size_t(dev)] = tier + 1;
        }
    }
    std::map<std::pair<int, int>, int> groupOf; // (tier, su or signature rank) -> group, in order
    for (const auto &[key, dev] : order)
        deviceGroup[size_t(dev)] =
            groupOf.try_emplace({std::get<0>(key), std::get<1>(key)}, int(groupOf.size())).first->second;
    // The rows above have no scalable unit: each is grouped by whom its switches link to one row below (the
    // range of groups there, then the rails), so that a pod's spines, or a plane's, sit together over the
    // units they serve and make one block when the fabric is drawn from afar.
    using Signature = std::tuple<int, int, quint64>;
    std::vector<Signature> signature(size_t(upperDevices ? slots : 0), Signature(INT_MAX, INT_MIN, 0));
    for (int tier = 2; tier <= topTier && upperDevices; ++tier) {
        for (const CableColours::DeviceLink &l : m_links) {
            for (const auto &[upper, lower] : {std::pair(l.a, l.b), std::pair(l.b, l.a)}) {
                if (tierOfDevice[size_t(upper)] != tier || tierOfDevice[size_t(lower)] != tier - 1 ||
                    deviceGroup[size_t(lower)] < 0)
                    continue;
                auto &[low, high, mask] = signature[size_t(upper)];
                mask |= railMask[size_t(lower)];
                low = std::min(low, deviceGroup[size_t(lower)]);
                high = std::max(high, deviceGroup[size_t(lower)]);
            }
        }
        std::map<Signature, int> ranks;
        for (int dev : d.devices().live())
            if (tierOfDevice[size_t(dev)] == tier) ranks.try_emplace(signature[size_t(dev)], 0);
        int next = 0;
        for (auto &[sig, rank] : ranks)
            rank = next++;
        for (int dev : d.devices().live()) {
            if (tierOfDevice[size_t(dev)] != tier) continue;
            const int rank = ranks[signature[size_t(dev)]];
            order[{tier, rank, 0, dev}] = dev;
            deviceGroup[size_t(dev)] = groupOf.try_emplace({tier, rank}, int(groupOf.size())).first->second;
            railMask[size_t(dev)] = std::get<2>(signature[size_t(dev)]);
        }
    }
    // Spread small fabrics out so that they read well; large ones stay at the minimum spacing.
    std::map<int, int> perTier;
    for (const auto &[key, dev] : order)
        ++perTier[std::get<0>(key)];
    int most = 1;
    for (const auto &[tier, count] : perTier)
        most = std::max(most, count);
    m_spacing = std::clamp(1000.0 / most, nodeSpacing, 90.0);
    const double spacing = m_spacing;
    const auto addNode = [&](int dev, QPointF pos, int tier) {
        m_nodeIndex.insert(dev, int(m_nodes.size()));
        m_nodes.push_back({dev, pos, tier, deviceGroup[size_t(dev)], railMask[size_t(dev)]});
    };

    // Servers left to right, a gap between scalable units; each unit's leaves centred over its servers, so
    // that links stay short; spines and cores spread over the whole width.
    std::map<std::pair<int, int>, std::vector<int>> groups; // (tier, su) -> devices in order
    for (const auto &[key, dev] : order)
        groups[{std::get<0>(key), std::get<1>(key)}].push_back(dev);
    std::map<int, double> unitCentre, unitWidth;
    double x = 0;
    for (auto &[key, devices] : groups) {
        if (key.first != 0) continue;
        if (x > 0) x += groupGap;
        const double start = x;
        for (int dev : devices) {
            addNode(dev, QPointF(x, 0), 0);
            x += spacing;
        }
        unitCentre[key.second] = (start + x - spacing) / 2;
        unitWidth[key.second] = x - spacing - start;
    }
    m_unitLabels.clear();
    for (const auto &[su, centre] : unitCentre)
        m_unitLabels.push_back({su > 0 ? QCoreApplication::translate("FabricLayout", "SU %1").arg(su)
                                       : QCoreApplication::translate("FabricLayout", "No scalable unit"),
                                QPointF(centre, 75)});
    const double width = std::max(x - spacing, 0.0);
    // The rows stand further apart as the fabric grows wider, so that the whole is no wider than `aspect`
    // times its height: from afar, where it is drawn in blocks, it reads as one picture on a screen or a
    // sheet (a flat band would be a sliver there, or cut into strips), with room in the blocks for their
    // names. The height is the rows' gaps, the room above and below them and the servers' names.
    int top = 0; // the highest row
    for (const auto &[key, devices] : groups)
        top = std::max(top, key.first);
    const double flatGap = std::max(tierGap, width / 40);
    const double gap = m_rowGap = std::max(flatGap, (width / aspect - 300) / (top + 0.4));
    const auto rowY = [gap](int tier) { return -tier * gap; };
    // Switches of units without servers go to the right of everything else on the row: after the units'
    // leaves, which may spread past the servers of a small fabric.
    double freeX = width + groupGap;
    for (const bool withServers : {true, false}) {
        for (auto &[key, devices] : groups) {
            if (key.first != 1) continue;
            const auto centre = unitCentre.find(key.second);
            if ((centre != unitCentre.end()) != withServers) continue;
            const double groupWidth = double(devices.size() - 1) * spacing;
            double at;
            double step = spacing;
            if (withServers) {
                // A unit's leaves spread over its servers (no closer than the servers), so that their names
                // have room and the links fan out less.
                if (devices.size() > 1)
                    step = std::max(spacing, unitWidth[key.second] / double(devices.size() - 1));
                at = centre->second - step * double(devices.size() - 1) / 2;
                freeX = std::max(freeX, at + step * double(devices.size() - 1) + groupGap);
            } else {
                at = freeX;
                freeX += groupWidth + groupGap;
            }
            for (int dev : devices) {
                addNode(dev, QPointF(at, rowY(1)), 1);
                at += step;
            }
        }
    }
    // Spines, cores and super-cores: a whole row over the width in group order, else (a row wider than the
    // servers) to the right at the minimum spacing.
    for (int tier = 2; tier <= topTier; ++tier) {
        std::vector<int> row;
        for (const auto &[key, devices] : groups)
            if (key.first == tier) row.insert(row.end(), devices.begin(), devices.end());
        if (row.empty()) continue;
        const double rowWidth = double(row.size() - 1) * spacing;
        double at = row.size() > 1 ? 0 : width / 2;
        double step = row.size() > 1 ? width / double(row.size() - 1) : 0;
        if (rowWidth >= width) {
            at = freeX;
            step = spacing;
            freeX += rowWidth + groupGap;
        }
        for (int dev : row) {
            addNode(dev, QPointF(at, rowY(tier)), tier);
            at += step;
        }
    }
    // Each node's room: the distance to its nearest neighbour on its row.
    std::map<int, std::vector<Node *>> rows;
    for (Node &n : m_nodes)
        rows[n.tier].push_back(&n);
    for (auto &[tier, row] : rows) {
        std::sort(row.begin(), row.end(),
                  [](const Node *a, const Node *b) { return a->pos.x() < b->pos.x(); });
        for (size_t i = 1; i < row.size(); ++i) {
            const double gap = row[i]->pos.x() - row[i - 1]->pos.x();
            row[i]->room = std::min(row[i]->room, gap);
            row[i - 1]->room = std::min(row[i - 1]->room, gap);
        }
    }
    // In a fabric of rail planes each plane's spines and cores reach the leaves of one rail: their links are
    // of that rail too, so that a plane reads in its rail's colour all the way up.
    for (CableColours::DeviceLink &l : m_links) {
        const quint64 a = railMask[size_t(l.a)], b = railMask[size_t(l.b)];
        if (l.rail == 0 && !l.misaligned && a == b && onlyRail(a) > 0) l.rail = onlyRail(a);
    }
    m_linkLines.clear();
    m_linkLines.reserve(m_links.size());
    for (const CableColours::DeviceLink &l : m_links) {
        const std::optional<QPointF> a = nodePos(l.a), b = nodePos(l.b);
        m_linkLines.push_back(a && b ? QLineF(*a, *b) : QLineF());
    }
    QRectF bounds;
    for (const Node &n : m_nodes)
        bounds |= QRectF(n.pos - QPointF(10, 10), QSizeF(20, 20));
    // Room under the servers for their names and the unit labels.
    if (!m_unitLabels.empty()) bounds.setBottom(bounds.bottom() + 110);
    // Above and below, room for the rows drawn as blocks from afar (fabricpainter's block height).
    const double room = std::max(80.0, 0.2 * flatGap);
    m_bounds = bounds.adjusted(-80, -room, 80, room);
}

std::optional<QPointF> FabricLayout::nodePos(int device) const
{
    const auto it = m_nodeIndex.constFind(device);
    return it == m_nodeIndex.cend() ? std::nullopt : std::optional<QPointF>(m_nodes[size_t(*it)].pos);
}

const FabricLinkIndex &FabricLayout::linkIndex() const
{
    // Buckets about as wide as a view zoomed in to single devices.
    if (!m_made->linkIndex)
        m_made->linkIndex = std::make_unique<const FabricLinkIndex>(m_linkLines, 64 * m_spacing);
    return *m_made->linkIndex;
}

int FabricLayout::onlyRail(quint64 rails)
{
    if (rails == 0 || (rails & (rails - 1)) != 0) return 0;
    const int rail = std::countr_zero(rails);
    return rail == 0 ? 64 : rail;
}

QList<int> FabricLayout::railsInUse() const
{
    QList<int> rails;
    for (const CableColours::DeviceLink &l : m_links)
        if (!rails.contains(l.rail)) rails.append(l.rail);
    std::sort(rails.begin(), rails.end());
    return rails;
}

bool FabricLayout::hasMisalignedLinks() const
{
    return std::any_of(m_links.begin(), m_links.end(), [](const auto &l) { return l.misaligned; });
}

QRectF FabricLayout::nodeRect(const Node &n)
{
    return n.tier == 0 ? QRectF(n.pos - QPointF(5, 5), QSizeF(10, 10))
                       : QRectF(n.pos - QPointF(6, 8), QSizeF(12, 16));
}

int FabricLayout::deviceAt(const QPointF &p, double tolerance) const
{
    int best = -1;
    double bestDistance = 0;
    for (const Node &n : m_nodes) {
        const QRectF r = nodeRect(n).adjusted(-tolerance, -tolerance, tolerance, tolerance);
        if (!r.contains(p)) continue;
        const QPointF d = p - n.pos;
        const double distance = d.x() * d.x() + d.y() * d.y();
        if (best < 0 || distance < bestDistance) {
            best = n.device;
            bestDistance = distance;
        }
    }
    return best;
}

} // namespace railyard
