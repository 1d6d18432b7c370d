#pragma once

#include "core/enums.h"
#include "render/decorations.h"
#include "render/drawing.h"
#include "render/elevationlayout.h"

#include <QColor>
#include <QPainterPath>
#include <QPalette>

#include <functional>
#include <vector>

class QPainter;

namespace railyard {

class Design;
struct Rack;

// How a port shows while a cable is dragged: a green glow where the cable fits, dimmed where it does not, a
// ring on the port it starts from and on the one under the pointer.
enum class PortMark
{
    None,
    Fits,
    NoFit,
    Source,
    Target,
    TargetNoFit
};

// How one device is drawn besides what the design says about it.
struct DeviceLook
{
    bool selected = false;
    bool error = false;
    bool warning = false;
    Side face = Side::Front; // the side of the adapters shown (cables plugged there show as dots)
    QColor mark; // an overlay's colour for the device (a comparison's added or changed), or invalid
    // While a cable is dragged: the mark of each port of the device; empty otherwise.
    std::function<PortMark(int port)> marks;
};

// A cable drawn in the elevations: a curve between the centres of two ports shown, in its colour.
struct CableCurve
{
    int cable;
    QColor colour;
    QPainterPath path;
    bool outgoing = false; // replaced by another cable (docs/revisions.md): drawn dashed
};

namespace elevation {

// The frame of a rack, in its own coordinates (ElevationLayout::frameRect): its id above, the mounting area,
// and U numbers on both rails.
void paintRackFrame(QPainter &painter, const Rack &rack, double lod, const QPalette &palette);
// Ports drawn narrower than this many pixels are not drawn at all (the device is a plain block), except while
// a cable is dragged; the elevations' tools treat a press there as a press on the device.
constexpr double minimumPortPixels = 3;
// A device's front face, name and ports (coloured by rail) in `rect` (its own coordinates, from 0,0).
void paintDevice(QPainter &painter, const Design &design, int device, const QRectF &rect, double lod,
                 const DeviceLook &look, const QPalette &palette);
// The curves of the cables between ports shown, on the side shown (rear: the trunks behind the panels).
std::vector<CableCurve> cableCurves(const Design &design, const ElevationLayout &layout, bool rear,
                                    const Decorations &decorations);
// Colours the curves again (and dashes those of replaced cables), as validation or an overlay now says.
void recolourCurves(const Design &design, const Decorations &decorations, std::vector<CableCurve> &curves);
// The curves that reach into `exposed`; the highlighted cable thicker. Nothing when ports are too small to
// see.
void paintCables(QPainter &painter, const std::vector<CableCurve> &curves, double lod, const QRectF &exposed,
                 int highlighted);

} // namespace elevation

// The rack elevations of the chosen racks, front or rear, as a whole drawing.
class ElevationDrawing : public Drawing
{
public:
    ElevationDrawing(const Design &design, const QList<int> &racks, bool rear, const Decorations &decorations,
                     const QPalette &palette);
    QRectF bounds() const override { return m_bounds; }
    void paint(QPainter &painter, const QRectF &part) const override;

private:
    const Design &m_design;
    ElevationLayout m_layout;
    bool m_rear;
    const Decorations &m_decorations;
    QPalette m_palette;
    QRectF m_bounds;
    std::vector<CableCurve> m_curves; // made once: a wide drawing is painted strip by strip
};

} // namespace railyard
