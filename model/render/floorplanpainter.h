#pragma once

#include "render/colouring.h"
#include "render/decorations.h"
#include "render/drawing.h"
#include "render/rackpowerscale.h"
#include "render/traypainter.h"

#include <QHash>
#include <QLineF>
#include <QPainterPath>
#include <QPalette>

#include <memory>
#include <vector>

class QPainter;

namespace railyard {

class Design;
struct Rack;
namespace floorplan {
class FloorSummary;
}

// Where racks are on the floor plan (1 unit = 1 cm). Racks without a floor position wait in a row below the
// others, in the order of the design.
class FloorPlanLayout
{
public:
    static constexpr double unitsPerMetre = 100.0;
    static constexpr double gridMetres = 0.6; // floor tiles, the default grid

    explicit FloorPlanLayout(const Design &design);
    QPointF rackCentre(int rack) const;
    // A rack's footprint about its centre, and the area it is drawn in (with room for a thick outline).
    static QRectF rackRect(const Rack &rack);
    static QRectF rackBounds(const Rack &rack) { return rackRect(rack).adjusted(-3, -3, 3, 3); }
    // The racks and the pathways over and beside them.
    QRectF racksRect() const;
    // What fits the floor plan to a view or a drawing: the racks, with room for the bundle arcs above them.
    QRectF contentRect() const;
    // The whole plan: room around the racks to drag them into.
    QRectF bounds() const { return racksRect().adjusted(-600, -600, 600, 600); }
    static QPointF snap(const QPointF &point, double gridMetres = FloorPlanLayout::gridMetres);

private:
    const Design &m_design;
    QHash<int, QPointF> m_staging;
};

namespace floorplan {

struct RackStats
{
    int devices = 0;
    bool error = false; // a device in it, or the rack itself, named by an error
};
// Every rack's device count and error state, counted in one pass over the devices.
QHash<int, RackStats> rackStats(const Design &design, const Decorations &decorations);

// How one rack is drawn besides its footprint.
struct RackLook
{
    QString label;
    bool error = false;
    bool placed = true; // has a floor position (dashed when not)
    bool selected = false;
    bool marked = false;  // holds something selected elsewhere
    bool refused = false; // dragged onto another rack
    QColor fill;          // the power colouring's band; invalid for the plain fill
    QString detail;       // a second line under the id (the power drawn)
};
// The rack's footprint, outline and fill.
void paintRack(QPainter &painter, const QRectF &rect, const RackLook &look, double lod,
               const QPalette &palette);
// Its id (and its power under it), painted after the cable bundles on a band of the rack's fill, so that the
// arcs passing over the rack leave it readable.
void paintRackLabel(QPainter &painter, const QRectF &rect, const RackLook &look, double lod,
                    const QPalette &palette);

// Every cable between two racks, as one arc per rack pair and colour whose width grows with the number of
// cables in it. No object per cable: a design has hundreds of thousands.
struct Bundle
{
    int rackA, rackB;
    CableColour colour;
    int count;
    QLineF line;
    QPainterPath path; // the arc drawn: over the racks, like the overhead tray the cables run in
};
std::vector<Bundle> bundles(const Design &design, const FloorPlanLayout &layout,
                            const Decorations &decorations, Colouring colouring);
// The arc a bundle is drawn as between two points: the i-th of the n bundles between them.
QPainterPath arc(const QPointF &p, const QPointF &q, int i, int n);
// The colour keys the bundles use, sorted (what the legend lists).
QList<int> keysInUse(const std::vector<Bundle> &bundles);
void paintBundles(QPainter &painter, const std::vector<Bundle> &bundles, double lod, const QRectF &exposed);

} // namespace floorplan

// The floor plan as a whole drawing: every rack seen from above, the trays over them coloured by their fill
// and the cable bundles between them.
class FloorPlanDrawing : public Drawing
{
public:
    // `powerColouring`: racks filled by what they draw (RackPowerScale), their draw under their ids.
    FloorPlanDrawing(const Design &design, const Decorations &decorations, Colouring colouring,
                     const QPalette &palette, bool powerColouring = false);
    ~FloorPlanDrawing() override;
    QRectF bounds() const override { return m_layout.bounds(); }
    QRectF contentRect() const override { return m_layout.contentRect(); }
    void paint(QPainter &painter, const QRectF &part) const override;
    const std::vector<floorplan::Bundle> &bundles() const { return m_bundles; }
    // Made for a plan of more bundles than read: how it is drawn from afar (and its density legend).
    const floorplan::FloorSummary *summary() const { return m_summary.get(); }
    // Set with power colouring: the scale the racks are filled by (for the legend).
    const std::optional<RackPowerScale> &powerScale() const { return m_powerScale; }

private:
    const Design &m_design;
    FloorPlanLayout m_layout;
    const Decorations &m_decorations;
    QPalette m_palette;
    std::vector<floorplan::Bundle> m_bundles;
    QHash<int, floorplan::RackStats> m_stats; // made once: a wide drawing is painted strip by strip
    std::vector<floorplan::Tray> m_trays;
    QHash<int, RackPower> m_powers;
    std::optional<RackPowerScale> m_powerScale;
    std::unique_ptr<floorplan::FloorSummary> m_summary;
};

} // namespace railyard
