#pragma once

#include "render/floorplanpainter.h"
#include "render/legend.h"

#include <vector>

class QPainter;

namespace railyard::floorplan {

// The floor from afar: where a plan holds more rack-to-rack bundles than can be read, the racks are filled by
// how many cable ends land in each (a density map) and the cables between rows run as one arc per row pair
// and colour, as wide as their count. Zoomed in, the rack-to-rack bundles come back.
class FloorSummary
{
public:
    FloorSummary() = default;
    // `ends`: the cable ends in each rack, by rack slot (BundleBuilder counts them with the bundles).
    FloorSummary(const Design &design, const FloorPlanLayout &layout, const std::vector<Bundle> &bundles,
                 std::vector<int> ends);

    // Whether a plan of this many rack-to-rack bundles is drawn from afar in a view at this level of detail
    // (a drawing on a sheet always is).
    static bool fromAfar(size_t bundles, double lod);
    // Whether a plan of this many bundles is drawn from afar at some level of detail (what an exported
    // drawing's legend must explain).
    static bool tooManyBundles(size_t bundles);

    // The density colour of a rack, light for few cable ends, dark for the busiest racks.
    QColor rackColour(int rack) const;
    int cableEnds(int rack) const { return rack < int(m_ends.size()) ? m_ends[size_t(rack)] : 0; }
    const std::vector<Bundle> &rowBundles() const { return m_rowBundles; }
    // The density scale in steps, for a legend.
    Legend legend() const;

    // `lod` in pixels of a screen (or of a sheet taken as 2400 pixels wide), `deviceScale` the device's
    // pixels per such pixel.
    void paintRowBundles(QPainter &painter, double lod, const QRectF &exposed, double deviceScale = 1) const;

private:
    std::vector<int> m_ends; // by rack slot
    int m_top = 1; // where the scale tops out: the busy racks' count (a few busier still are as dark)
    std::vector<Bundle> m_rowBundles;
    int m_most = 1; // the largest row bundle's count
};

} // namespace railyard::floorplan
