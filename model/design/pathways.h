#pragma once

#include "core/enums.h"

#include <QHash>
#include <QList>
#include <QString>

namespace railyard {

// Where cables run between racks (docs/pathways.md): trays and other pathways as a graph of nodes joined by
// segments, and the node over each rack where the rack's cables rise to them. Everything refers to nodes and
// racks by id rather than by slot or index, so that removing one entry never leaves another pointing at the
// wrong one, and so that undoing an edit is putting the old list back.
struct PathNode
{
    QString id;
    double xM = 0, yM = 0; // on the floor, as rack positions
    double zM = 0;         // above the floor
    bool operator==(const PathNode &) const = default;
};

struct PathSegment
{
    static constexpr double defaultFillLimitPercent = 50;

    QString id;
    QString a, b; // node ids
    SegmentKind kind = SegmentKind::Tray;
    double widthMm = 300, depthMm = 100; // the inside of the tray: what cables may fill
    double fillLimitPercent = defaultFillLimitPercent;
    bool operator==(const PathSegment &) const = default;
};

// A rack's cables rise from its top to this node.
struct RackDrop
{
    QString rack, node;
    bool operator==(const RackDrop &) const = default;
};

struct Pathways
{
    QList<PathNode> nodes;
    QList<PathSegment> segments;
    QList<RackDrop> drops;

    bool isEmpty() const { return nodes.isEmpty() && segments.isEmpty() && drops.isEmpty(); }
    // Positions in the lists, or -1. Linear: callers that look up many build their own index.
    int nodeIndex(const QString &id) const;
    int segmentIndex(const QString &id) const;
    int dropIndex(const QString &rack) const;
    // The straight distance between a segment's nodes; 0 when one is missing.
    double lengthM(const PathSegment &segment) const;
    bool operator==(const Pathways &) const = default;
};

// The positions of a Pathways' nodes and segments by id, for the work that looks up many (a writer checking
// every cable's route, a change order sizing every tray). It describes the pathways as they were when made.
class PathwayIndex
{
public:
    explicit PathwayIndex(const Pathways &p);
    int node(const QString &id) const { return m_nodes.value(id, -1); }
    int segment(const QString &id) const { return m_segments.value(id, -1); }
    // As Pathways::lengthM.
    double lengthM(const PathSegment &segment) const;

private:
    const Pathways &m_pathways;
    QHash<QString, int> m_nodes, m_segments;
};

} // namespace railyard
