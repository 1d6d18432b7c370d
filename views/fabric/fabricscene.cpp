#include "fabricscene.h"

#include "document/document.h"
#include "fabriclayer.h"
#include "validationcontroller.h"

#include <algorithm>
#include <map>

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
    case Role::Storage: return 0;
    case Role::Leaf:
    case Role::Switch: return 1;
    case Role::Spine: return 2;
    case Role::Core: return 3;
    default: return -1;  // patch panels and others are not part of the logical fabric
    }
}

} // namespace

FabricScene::FabricScene(QObject *parent) : QGraphicsScene(parent) {}

void FabricScene::setDocument(Document *document, ValidationController *validation)
{
    if (m_validation)
        disconnect(m_validation, nullptr, this, nullptr);
    m_document = document;
    m_validation = validation;
    if (m_validation)
        connect(m_validation, &ValidationController::issuesChanged, this, &FabricScene::layout);
    layout();
}

std::optional<QPointF> FabricScene::nodePos(int device) const
{
    const auto it = m_nodeIndex.constFind(device);
    return it == m_nodeIndex.cend() ? std::nullopt : std::optional<QPointF>(m_nodes[size_t(*it)].pos);
}

QList<int> FabricScene::railsInUse() const
{
    QList<int> rails;
    for (const Validator::DeviceLink &l : m_links)
        if (!rails.contains(l.rail))
            rails.append(l.rail);
    std::sort(rails.begin(), rails.end());
    return rails;
}

void FabricScene::layout()
{
    m_nodes.clear();
    m_nodeIndex.clear();
    m_links = m_validation ? m_validation->deviceLinks() : std::vector<Validator::DeviceLink>();
    if (!m_layer) {
        m_layer = new FabricLayer(this);
        addItem(m_layer);
    }
    if (!m_document) {
        setSceneRect(QRectF(0, 0, 1, 1));
        m_layer->setBounds(QRectF());
        return;
    }
    const Design &d = m_document->design();
    // Each tier in groups by scalable unit; within a group servers by node number, switches by rail.
    std::map<std::tuple<int, int, int, int>, int> order;  // (tier, su, rank, slot) -> device
    for (int dev : d.devices().live()) {
        const Device &device = d.devices().at(dev);
        const int tier = tierOf(d.catalog.deviceTypes.at(device.type).role);
        if (tier < 0)
            continue;
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
    std::map<int, double> tierWidth;
    std::map<int, double> cursor;
    std::map<std::pair<int, int>, bool> groupStarted;
    for (const auto &[key, dev] : order) {
        const auto [tier, su, rank, slot] = key;
        double &x = cursor[tier];
        if (!groupStarted[{tier, su}] && x > 0)
            x += groupGap;
        groupStarted[{tier, su}] = true;
        m_nodeIndex.insert(dev, int(m_nodes.size()));
        m_nodes.push_back({dev, QPointF(x, -tier * tierGap), tier});
        x += spacing;
        tierWidth[tier] = x;
    }
    // Centre every tier over the widest one.
    double widest = 0;
    for (const auto &[tier, w] : tierWidth)
        widest = std::max(widest, w);
    for (Node &n : m_nodes)
        n.pos.rx() += (widest - tierWidth[n.tier]) / 2;
    m_layer->invalidate();
    QRectF bounds;
    for (const Node &n : m_nodes)
        bounds |= QRectF(n.pos - QPointF(10, 10), QSizeF(20, 20));
    setSceneRect(bounds.adjusted(-80, -80, 80, 80));
    m_layer->setBounds(sceneRect());
    Q_EMIT laidOut();
}

} // namespace railyard
