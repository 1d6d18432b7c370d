#pragma once

#include <QLineF>
#include <QRectF>

#include <vector>

namespace railyard {

// Finds the links that cross a part of the fabric drawing without looking at all of them: zoomed in on a
// million-GPU fabric a view shows a few thousand of its four million links, and testing each costs a frame.
//
// Links run between rows; those between the same two rows form a band. In a band a link is known by where it
// leaves the one row (a) and reaches the other (b). Links are kept in buckets by a, sorted by b within each:
// for a rectangle, the b a link of a bucket must have to cross it lies in one range, found by binary search.
class FabricLinkIndex
{
public:
    FabricLinkIndex() = default;
    // `lines` by link (null for a link not drawn); `bucketWidth` in drawing units, about a view's width
    // zoomed in.
    FabricLinkIndex(const std::vector<QLineF> &lines, double bucketWidth);

    // The links whose lines may cross `rect`: every one that does, and a few that pass near. In no order.
    std::vector<int> near(const QRectF &rect) const;

private:
    struct Band
    {
        double y0 = 0, y1 = 0;   // its rows: a is where a link meets y0, b where it meets y1
        double aLow = 0;         // the first bucket's left edge
        double width = 1;        // of a bucket
        std::vector<int> starts; // of each bucket in `links`, and the end
        std::vector<int> links;  // by bucket, by b within one
        std::vector<float> bs;   // the b of each entry of `links` (floats: half the memory, a unit's margin)
    };
    std::vector<Band> m_bands;
};

} // namespace railyard
