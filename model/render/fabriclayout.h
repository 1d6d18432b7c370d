#pragma once

#include "render/fabriclinkindex.h"
#include "validation/validator.h"

#include <QHash>
#include <QLineF>
#include <QPointF>
#include <QRectF>
#include <QString>

#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace railyard {

class Design;
class FabricBlocks;
class FabricLinkIndex;

// The logical fabric laid out: GPU servers grouped by scalable unit along the bottom, their leaves ordered by
// rail above them, spines and cores on top, and every complete channel a link between its end devices.
class FabricLayout
{
public:
    struct Node
    {
        int device;
        QPointF pos;
        int tier;       // 0 servers, 1 leaves, 2 spines, 3 cores, 4 super-cores
        int group = -1; // its group: a scalable unit's servers or leaves, the spines or cores of one reach
        quint64 rails =
            0; // the rails it carries (bit rail % 64): a leaf's, those of the leaves a spine reaches
        double room = 1e9; // the distance to its nearest neighbour on its row: room for its name
    };
    // Scalable units with servers: their label and where it goes (centred under their servers).
    struct UnitLabel
    {
        QString text;
        QPointF pos;
    };

    FabricLayout() = default;
    FabricLayout(const Design &design, std::vector<CableColours::DeviceLink> links);

    const std::vector<Node> &nodes() const { return m_nodes; }
    // The links, sorted. A link with no rail of its own between two switches that both carry one and the same
    // rail (a leaf and a spine of a rail plane) is of that rail.
    const std::vector<CableColours::DeviceLink> &links() const { return m_links; }
    // The drawn line of each link, in the order of links() (null when an end is not drawn).
    const std::vector<QLineF> &linkLines() const { return m_linkLines; }
    const std::vector<UnitLabel> &unitLabels() const { return m_unitLabels; }
    std::optional<QPointF> nodePos(int device) const;
    QList<int> railsInUse() const;
    bool hasMisalignedLinks() const;
    // The drawn box of a node (servers small squares, switches taller bars).
    static QRectF nodeRect(const Node &node);
    // The device whose box is nearest a point within `tolerance`, or -1.
    int deviceAt(const QPointF &point, double tolerance) const;
    // The distance between neighbours on the most crowded row.
    double spacing() const { return m_spacing; }
    // The distance between two rows (tiers).
    double rowGap() const { return m_rowGap; }
    // The nodes and the room under the servers for their names, with a margin.
    QRectF bounds() const { return m_bounds; }

    // The blocks it is drawn in from afar, by level of detail, made as the painters ask for them
    // (FabricBlocks::of) and kept with the layout, since they change only with it.
    using BlockLevels = std::map<int, std::shared_ptr<const FabricBlocks>>;
    BlockLevels &blockLevels() const { return m_made->blockLevels; }
    // The one rail of a mask of rails (bit rail % 64), or 0.
    static int onlyRail(quint64 rails);

    // The links by where they run, made when first asked for and kept with the layout. Like the blocks, made
    // on the thread that uses the layout (or before it is handed over).
    const FabricLinkIndex &linkIndex() const;

private:
    std::vector<Node> m_nodes;
    QHash<int, int> m_nodeIndex;
    std::vector<CableColours::DeviceLink> m_links;
    std::vector<QLineF> m_linkLines;
    std::vector<UnitLabel> m_unitLabels;
    QRectF m_bounds = QRectF(0, 0, 1, 1);
    double m_spacing = 14;
    double m_rowGap = 260;
    // What is made from the layout as it is drawn, shared by its copies.
    struct Made
    {
        BlockLevels blockLevels;
        std::unique_ptr<const FabricLinkIndex> linkIndex;
    };
    std::shared_ptr<Made> m_made = std::make_shared<Made>();
};

} // namespace railyard
