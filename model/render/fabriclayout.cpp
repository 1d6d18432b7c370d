#include "render/fabriclayout.h"

#include "design/design.h"

#include <QCoreApplication>

#include <algorithm>
#include <map>
#include <tuple>

namespace railyard {

namespace {

constexpr double nodeSpacing = 14;
constexpr double groupGap = 40;
constexpr double tierGap = 260;

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
    // Each tier in groups by scalable unit; within a group servers by node number, switches by rail.
    std::map<std::tuple<int, int, int, int>, int> order; // (tier, su, rank, slot) -> device
    for (int dev : d.devices().live()) {
        const Device &device = d.devices().at(dev);
        const int tier = tierOf(d.catalog.deviceTypes.at(device.type).role);
        if (tier < 0) continue;
        const int rank = tier == 0 ? device.node.value_or(0) : device.rail.value_or(0);
        order[{tier, device.su.value_or(0), rank, dev}] = dev;
    }
    // Spread small fabrics out so that they read well; large ones stay at the minimum spacing.
    std::map<int, int> perTier;
    for (const auto &[key, dev] : order)
        ++perTier[std::get<0>(key)];
    int most = 1;
    for (const auto &[tier, count] : perTier)
        most = std::max(most, count);
    const double spacing = std::clamp(1000.0 / most, nodeSpacing, 90.0);

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
            m_nodeIndex.insert(dev, int(m_nodes.size()));
            m_nodes.push_back({dev, QPointF(x, 0), 0});
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
    double freeX = width + groupGap; // switches of units without servers go to the right
    for (auto &[key, devices] : groups) {
        const int tier = key.first;
        if (tier == 0) continue;
        const auto centre = unitCentre.find(key.second);
        const double groupWidth = (devices.size() - 1) * spacing;
        double at;
        double step = spacing;
        if (tier == 1 && centre != unitCentre.end()) {
            // A unit's leaves spread over its servers (no closer than the servers), so that their names
            // have room and the links fan out less.
            if (devices.size() > 1)
                step = std::max(spacing, unitWidth[key.second] / double(devices.size() - 1));
            at = centre->second - step * double(devices.size() - 1) / 2;
        } else if (tier >= 2 && width > groupWidth) {
            step = devices.size() > 1 ? width / double(devices.size() - 1) : 0;
            at = devices.size() > 1 ? 0 : width / 2;
        } else {
            at = freeX;
            freeX += groupWidth + groupGap;
        }
        for (int dev : devices) {
            m_nodeIndex.insert(dev, int(m_nodes.size()));
            m_nodes.push_back({dev, QPointF(at, -tier * tierGap), tier});
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
    m_bounds = bounds.adjusted(-80, -80, 80, 80);
}

std::optional<QPointF> FabricLayout::nodePos(int device) const
{
    const auto it = m_nodeIndex.constFind(device);
    return it == m_nodeIndex.cend() ? std::nullopt : std::optional<QPointF>(m_nodes[size_t(*it)].pos);
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
