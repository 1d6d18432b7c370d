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
    const int a = nodeIndex(segment.a), b = nodeIndex(segment.b);
    if (a < 0 || b < 0) return 0;
    const PathNode &p = nodes[a], &q = nodes[b];
    return std::hypot(p.xM - q.xM, p.yM - q.yM, p.zM - q.zM);
}

} // namespace railyard
