#include "design/pathways.h"

#include <cmath>

namespace railyard {

namespace {

template <typename T, typename Key> int indexOf(const QList<T> &list, const QString &id, Key key)
{
    for (int i = 0; i < list.size(); ++i)
        if (list[i].*key == id) return i;
    return -1;
}

// The straight distance between a segment's nodes `a` and `b` (indexes into `nodes`); 0 when one is missing.
double span(const QList<PathNode> &nodes, int a, int b)
{
    if (a < 0 || b < 0) return 0;
    const PathNode &p = nodes[a], &q = nodes[b];
    return std::hypot(p.xM - q.xM, p.yM - q.yM, p.zM - q.zM);
}

} // namespace

int Pathways::nodeIndex(const QString &id) const
{
    return indexOf(nodes, id, &PathNode::id);
}

int Pathways::segmentIndex(const QString &id) const
{
    return indexOf(segments, id, &PathSegment::id);
}

int Pathways::dropIndex(const QString &rack) const
{
    return indexOf(drops, rack, &RackDrop::rack);
}

double Pathways::lengthM(const PathSegment &segment) const
{
    return span(nodes, nodeIndex(segment.a), nodeIndex(segment.b));
}

PathwayIndex::PathwayIndex(const Pathways &p) : m_pathways(p)
{
    m_nodes.reserve(p.nodes.size());
    for (int i = 0; i < p.nodes.size(); ++i)
        m_nodes.insert(p.nodes[i].id, i);
    m_segments.reserve(p.segments.size());
    for (int i = 0; i < p.segments.size(); ++i)
        m_segments.insert(p.segments[i].id, i);
}

double PathwayIndex::lengthM(const PathSegment &segment) const
{
    return span(m_pathways.nodes, node(segment.a), node(segment.b));
}

} // namespace railyard
