#include "render/elevationpainter.h"

#include "design/design.h"
#include "render/colouring.h"
#include "render/elevationgeometry.h"
#include "render/levelofdetail.h"
#include "render/palette.h"
#include "render/portlayout.h"

#include <QFontMetrics>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace railyard {

using namespace elevation;

namespace {

// Drawn at least a few pixels large, so the mark reads at any zoom.
void paintMark(QPainter &painter, const QRectF &port, PortMark mark, double lod)
{
    const double minimum = 6 / std::max(lod, 1e-3);
    const QRectF r = PortLayout::grown(port, minimum, minimum);
    painter.save();
    switch (mark) {
    case PortMark::None:
        break;
    case PortMark::NoFit:
        painter.fillRect(port, QColor(0, 0, 0, 150));
        break;
    case PortMark::Fits: {
        QColor glow = Palette::fitGlow();
        glow.setAlpha(150);
        painter.setBrush(glow);
        QPen pen(Palette::fitRing(), 2);
        pen.setCosmetic(true);
        painter.setPen(pen);
        painter.drawRect(r);
        break;
    }
    case PortMark::Source:
    case PortMark::Target:
    case PortMark::TargetNoFit: {
        const QColor colour = mark == PortMark::TargetNoFit ? Palette::error()
                              : mark == PortMark::Source    ? Palette::connectSource()
                                                            : Palette::fitRing();
        QPen pen(colour, 3.5);
        pen.setCosmetic(true);
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        const double grow = 2 / std::max(lod, 1e-3);
        painter.drawRect(r.adjusted(-grow, -grow, grow, grow));
        break;
    }
    }
    painter.restore();
}

} // namespace

namespace elevation {

void paintRackFrame(QPainter &painter, const Rack &rack, double lod, const QPalette &palette)
{
    const int height = rack.heightU;
    const bool dark = palette.color(QPalette::Base).lightness() < 128;
    const QRectF body(0, headerHeight - 4, mountWidth + 2 * railWidth, height * unitHeight + 8);
    painter.setPen(Qt::NoPen);
    painter.setBrush(dark ? QColor(0x26, 0x2b, 0x31) : QColor(0x3a, 0x3f, 0x46));
    painter.drawRoundedRect(body, 4, 4);
    painter.setBrush(dark ? QColor(0x1b, 0x1f, 0x24) : QColor(0x2a, 0x2e, 0x33));
    painter.drawRect(QRectF(railWidth, headerHeight, mountWidth, height * unitHeight));

    QFont font = painter.font();
    font.setPixelSize(22);
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(palette.color(QPalette::WindowText));
    painter.drawText(QRectF(0, 0, body.width(), headerHeight - 8), Qt::AlignCenter, rack.id);
    if (lod * unitHeight < 7) return;
    font.setPixelSize(11);
    font.setBold(false);
    painter.setFont(font);
    painter.setPen(QColor(0xc8, 0xcd, 0xd2));
    for (int u = 1; u <= height; ++u) {
        const double top = uTop(height, u);
        const QString label = QString::number(u);
        painter.drawText(QRectF(0, top, railWidth - 3, unitHeight), Qt::AlignRight | Qt::AlignVCenter, label);
        painter.drawText(QRectF(railWidth + mountWidth + 3, top, railWidth - 3, unitHeight),
                         Qt::AlignLeft | Qt::AlignVCenter, label);
    }
}

void paintDevice(QPainter &painter, const Design &d, int device, const QRectF &rect, double lod,
                 const DeviceLook &look, const QPalette &palette)
{
    const Device &dev = d.devices().at(device);
    const DeviceType &type = d.catalog.deviceTypes.at(dev.type);
    const bool error = look.error;
    const bool warning = !error && look.warning;

    const QRectF face = ElevationLayout::face(rect);
    painter.setBrush(Palette::deviceBody(type.role));
    QPen outline(look.selected ? palette.color(QPalette::Highlight)
                 : error       ? Palette::error()
                 : warning     ? Palette::warning()
                               : QColor(0x1b, 0x1f, 0x24));
    outline.setCosmetic(true);
    outline.setWidthF(look.selected || error || warning ? 2.5 : 1.0);
    painter.setPen(outline);
    painter.drawRoundedRect(face, 2, 2);
    if (look.mark.isValid()) {
        // A band down the left edge, so that the mark stays readable beside the selection and the issues.
        painter.fillRect(QRectF(face.left(), face.top(), std::min(6.0, face.width() / 8), face.height()),
                         look.mark);
        QPen ring(look.mark, 2.0);
        ring.setCosmetic(true);
        if (!look.selected && !error && !warning) {
            painter.setPen(ring);
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(face, 2, 2);
        }
    }
    if (lod * unitHeight < 4) return;

    const PortLayout layout(type, face);
    QFont font = painter.font();
    font.setPixelSize(std::max(6, std::min(13, int(face.height() * 0.45))));
    painter.setFont(font);
    painter.setPen(Qt::white);
    // Names are elided, never wrapped mid-word.
    const QRectF label = layout.labelArea().adjusted(5, 0, -2, 0);
    const QFontMetrics fm(font);
    const int width = int(label.width());
    QString text = fm.elidedText(dev.id, Qt::ElideRight, width);
    if (type.heightU > 1) text += QLatin1Char('\n') + fm.elidedText(type.model, Qt::ElideRight, width);
    painter.drawText(label, Qt::AlignLeft | Qt::AlignVCenter, text);
    // While a cable is dragged every port shows whether the cable fits, however small it is drawn.
    const bool connecting = bool(look.marks);
    const bool drawPorts = lod * layout.rects().value(0).width() >= minimumPortPixels;
    if (!drawPorts && !connecting) return;

    // Ports: a cage with a module in its rail colour (split for twin-port modules), an empty cage as an
    // outline, adapters and fixed ports in grey; a dot where a cable is plugged.
    const Connectivity &conn = d.connectivity();
    for (int p = 0; p < int(type.ports.size()); ++p) {
        const QRectF r = layout.rects()[p];
        if (!drawPorts) {
            paintMark(painter, r, look.marks(p), lod);
            continue;
        }
        const PortDef &port = type.ports[size_t(p)];
        QPen pen(QColor(0x15, 0x18, 0x1c));
        pen.setCosmetic(true);
        painter.setPen(pen);
        const int module = dev.moduleAt(p);
        if (port.kind == PortKind::Cage && module >= 0) {
            const int connectors = d.catalog.transceivers.at(module).connectors;
            for (int s = 0; s < connectors; ++s) {
                int rail = port.railOf(s + 1);
                if (rail == 0 && dev.rail) rail = *dev.rail;
                painter.setBrush(rail > 0 ? Palette::rail(rail) : QColor(0xd0, 0xd4, 0xd8));
                painter.drawRect(QRectF(r.left() + r.width() * s / connectors, r.top(),
                                        r.width() / connectors, r.height()));
            }
        } else if (port.kind == PortKind::Cage) {
            painter.setBrush(QColor(0x2a, 0x2e, 0x33));
            painter.drawRect(r);
        } else {
            painter.setBrush(port.kind == PortKind::Adapter ? QColor(0xb8, 0xbd, 0xc2)
                                                            : QColor(0x90, 0x96, 0x9c));
            painter.drawRect(r);
        }
        // Adapters show the side in view; other ports are the same from both sides.
        bool cabled = false;
        const Side side = port.kind == PortKind::Adapter ? look.face : Side::None;
        for (int sub = 1; sub <= 2 && !cabled; ++sub)
            cabled = conn.at(Endpoint{device, p, sub, side}).cable >= 0;
        if (cabled) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(QColor(0x10, 0x10, 0x10));
            const double dot = r.width() * 0.35;
            painter.drawEllipse(r.center(), dot / 2, dot / 2);
        }
        if (connecting) // over the port, so the glow and the dimming show
            paintMark(painter, r, look.marks(p), lod);
    }
}

std::vector<CableCurve> cableCurves(const Design &d, const ElevationLayout &layout, bool rear,
                                    const Decorations &decorations)
{
    std::vector<CableCurve> curves;
    // Only the cables on the side shown: those plugged into the other side of a panel are behind it.
    const Side hidden = rear ? Side::Front : Side::Rear;
    // A million GPUs' design has 13M cables and a row shows a few thousand: they are found through the
    // connectivity index from the row's devices, and each shown device's ports are laid out once.
    std::vector<char> shownRack(size_t(d.racks().slotCount()), 0);
    for (int rack : layout.racks())
        shownRack[size_t(rack)] = 1;
    std::vector<char> shownDevice(size_t(d.devices().slotCount()), 0);
    for (int device : d.devices().live()) {
        const Device &dev = d.devices().at(device);
        shownDevice[size_t(device)] = dev.isPlaced() && shownRack[size_t(dev.rack)] != 0 ? 1 : 0;
    }
    // The cables plugged into them, in document order (as a walk over every cable would meet them).
    std::vector<int> cables;
    d.connectivity().appendCablesOn(shownDevice, cables);
    std::sort(cables.begin(), cables.end());
    cables.erase(std::unique(cables.begin(), cables.end()), cables.end());
    const auto shown = [&](const Endpoint &e) {
        if (e.isLoose() || e.side == hidden || !d.devices().isLive(e.device)) return false;
        const Device &device = d.devices().at(e.device);
        return device.isPlaced() && shownRack[size_t(device.rack)] != 0;
    };
    std::unordered_map<int, std::vector<QPointF>> centres;
    const auto centre = [&](const Endpoint &e) -> std::optional<QPointF> {
        auto it = centres.find(e.device);
        if (it == centres.end()) it = centres.emplace(e.device, layout.portCentres(e.device)).first;
        if (e.port < 0 || size_t(e.port) >= it->second.size()) return std::nullopt;
        return it->second[size_t(e.port)];
    };
    for (int c : cables) {
        if (!d.cables().isLive(c)) continue;
        const Cable &cable = d.cables().at(c);
        // From the A end to each leg; a trunk assembly's connectors pair by pair.
        for (int leg : cable.bEnds()) {
            const Endpoint &from = cable.ends[cable.peerOf(leg)];
            const Endpoint &e = cable.ends[leg];
            if (!shown(from) || !shown(e)) continue;
            const std::optional<QPointF> a = centre(from), b = centre(e);
            if (!a || !b) continue;
            // A curve that sags out to the side, like a cord hanging between two ports. Rear cables (trunks
            // between racks) arc over the top, as they run in the overhead tray.
            QPainterPath path(*a);
            if (rear) {
                const double lift = 40 + 0.1 * std::abs(b->x() - a->x());
                path.cubicTo(QPointF(a->x(), std::min(a->y(), b->y()) - lift),
                             QPointF(b->x(), std::min(a->y(), b->y()) - lift), *b);
            } else {
                const double sag = 30 + 0.15 * std::abs(b->y() - a->y()) + 0.1 * std::abs(b->x() - a->x());
                path.cubicTo(*a + QPointF(sag, 0), *b + QPointF(sag, 0), *b);
            }
            curves.push_back({c, QColor(), path, false});
        }
    }
    recolourCurves(d, decorations, curves);
    return curves;
}

void recolourCurves(const Design &d, const Decorations &decorations, std::vector<CableCurve> &curves)
{
    for (CableCurve &curve : curves) {
        curve.colour = decorations.overlay ? decorations.overlay->colourOfCable(curve.cable)
                                           : cableColour(d, decorations, Colouring::Rail, curve.cable).colour;
        curve.outgoing = d.isReplaced(curve.cable);
    }
}

void paintCables(QPainter &painter, const std::vector<CableCurve> &curves, double lod, const QRectF &exposed,
                 int highlighted)
{
    // Cables are clutter when the ports are too small to see.
    if (lod < 0.25) return;
    // Up to 2:1 a hairline: Qt draws one-pixel cosmetic pens without the general stroker, several times
    // faster.
    const double width = lod < 2 ? 1.0 : 1.6;
    painter.setBrush(Qt::NoBrush);
    for (const CableCurve &curve : curves) {
        if (!exposed.intersects(curve.path.controlPointRect())) continue;
        QPen pen(curve.colour, curve.cable == highlighted ? 4.0 : width);
        pen.setCosmetic(true);
        // A cable on its way out, dashed: the change is drawn before it is made.
        if (curve.outgoing) pen.setStyle(Qt::DashLine);
        painter.setPen(pen);
        painter.drawPath(curve.path);
    }
}

} // namespace elevation

ElevationDrawing::ElevationDrawing(const Design &design, const QList<int> &racks, bool rear,
                                   const Decorations &decorations, const QPalette &palette)
    : m_design(design), m_layout(design, racks), m_rear(rear), m_decorations(decorations), m_palette(palette),
      m_bounds(m_layout.bounds()), m_curves(cableCurves(design, m_layout, rear, decorations))
{
}

void ElevationDrawing::paint(QPainter &painter, const QRectF &part) const
{
    // In the window's stacking order: frames, devices, then the cables over them. Each object in its own
    // coordinates, as its item is painted.
    const QTransform base = painter.worldTransform();
    const auto paintAt = [&](const QPointF &pos, const auto &paintObject) {
        painter.save();
        painter.setWorldTransform(QTransform::fromTranslate(pos.x(), pos.y()) * base);
        paintObject(levelOfDetail(painter.worldTransform()));
        painter.restore();
    };
    for (int rack : m_layout.racks()) {
        const QRectF frame = m_layout.rackRect(rack);
        if (!frame.intersects(part)) continue;
        paintAt(frame.topLeft(),
                [&](double lod) { paintRackFrame(painter, m_design.racks().at(rack), lod, m_palette); });
    }
    const Side face = m_rear ? Side::Rear : Side::Front;
    for (int dev : m_design.devices().live()) {
        const std::optional<QRectF> rect = m_layout.deviceRect(dev);
        if (!rect || !rect->intersects(part)) continue;
        DeviceLook look;
        look.selected = m_decorations.selectedDevices.contains(dev);
        look.error = m_decorations.deviceHasError(dev);
        look.warning = m_decorations.deviceHasWarning(dev);
        look.face = face;
        if (m_decorations.overlay)
            look.mark = m_decorations.overlay->colourOfKey(m_decorations.overlay->keyOfDevice(dev));
        paintAt(rect->topLeft(), [&](double lod) {
            paintDevice(painter, m_design, dev, QRectF(QPointF(0, 0), rect->size()), lod, look, m_palette);
        });
    }
    paintAt(QPointF(0, 0), [&](double lod) {
        paintCables(painter, m_curves, lod, m_bounds, m_decorations.highlightedCable);
    });
}

} // namespace railyard
