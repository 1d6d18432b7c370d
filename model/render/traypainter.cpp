#include "render/traypainter.h"

#include "design/design.h"
#include "render/floorplanpainter.h"
#include "route/router.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPolygonF>

#include <algorithm>

namespace railyard::floorplan {

std::vector<Tray> trays(const Design &d)
{
    std::vector<Tray> out;
    const Pathways &p = d.pathways;
    if (p.segments.isEmpty()) return out;
    const Routing routing = routeCables(d);
    constexpr double u = FloorPlanLayout::unitsPerMetre;
    for (int s = 0; s < p.segments.size(); ++s) {
        const PathSegment &segment = p.segments[s];
        const int a = p.nodeIndex(segment.a), b = p.nodeIndex(segment.b);
        if (a < 0 || b < 0) continue;
        Tray t;
        t.id = segment.id;
        t.a = segment.a;
        t.b = segment.b;
        t.line = QLineF(p.nodes[a].xM * u, p.nodes[a].yM * u, p.nodes[b].xM * u, p.nodes[b].yM * u);
        t.widthUnits = segment.widthMm / 1000 * u;
        t.fillPercent = routing.active ? routing.fillPercent(d, s) : 0;
        t.limitPercent = segment.fillLimitPercent;
        out.push_back(t);
    }
    return out;
}

namespace {

// The fills the colours change at, as parts of the segment's own limit.
constexpr double halfTheLimit = 0.5, nearTheLimit = 0.85;

} // namespace

QColor trayFillColour(double fill, double limit)
{
    if (fill > 100) return QColor(0x8b, 0x00, 0x00);
    if (fill > limit) return QColor(0xd6, 0x27, 0x28);
    // Within the limit, in three bands, each a colour of the key: a contractor reads a band, not a shade.
    const double f = limit > 0 ? fill / limit : 0.0;
    if (f >= nearTheLimit) return QColor(0xf0, 0x8c, 0x1e); // orange
    if (f >= halfTheLimit) return QColor(0xe8, 0xd2, 0x2c); // yellow
    return QColor(0x4c, 0xb8, 0x48);                        // green
}

void paintRoute(QPainter &painter, const std::vector<Tray> &trays, const QList<int> &segments,
                const QColor &colour, double lod)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    for (int s : segments) {
        if (s < 0 || s >= int(trays.size())) continue;
        const Tray &t = trays[size_t(s)];
        // A line down the middle of the tray, narrower than it, so that its fill colour stays visible.
        QPen pen(colour, std::max(t.widthUnits * 0.4, 3 / std::max(lod, 1e-6)));
        pen.setCapStyle(Qt::RoundCap);
        painter.setPen(pen);
        painter.drawLine(t.line);
    }
    painter.restore();
}

QList<QPair<QColor, QString>> trayLegendEntries()
{
    // Every colour a tray can take, each once; relative to each segment's own limit.
    // The fill written on a tray is of its cross-section; the colours are against the tray's own fill limit
    // (50 % by default), as the key says.
    return {{trayFillColour(0, 100), QCoreApplication::translate("Legend", "Under half its fill limit")},
            {trayFillColour(halfTheLimit * 100, 100),
             QCoreApplication::translate("Legend", "Half its fill limit or more")},
            {trayFillColour(nearTheLimit * 100, 100),
             QCoreApplication::translate("Legend", "85 % of its fill limit or more")},
            {trayFillColour(60, 50), QCoreApplication::translate("Legend", "Above its fill limit")},
            {trayFillColour(120, 50), QCoreApplication::translate("Legend", "Over full (above 100 %)")}};
}

std::vector<TrayNode> trayNodes(const Design &d)
{
    std::vector<TrayNode> out;
    constexpr double u = FloorPlanLayout::unitsPerMetre;
    for (const PathNode &n : d.pathways.nodes)
        out.push_back({n.id, QPointF(n.xM * u, n.yM * u)});
    return out;
}

void paintNodes(QPainter &painter, const std::vector<TrayNode> &nodes, const QStringList &selected,
                const QColor &selectedColour, double lod, const QRectF &exposed)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    const double half = 4 / std::max(lod, 1e-6); // 8 pixels across at any zoom
    for (const TrayNode &n : nodes) {
        const QRectF box(n.at - QPointF(half, half), QSizeF(2 * half, 2 * half));
        if (!exposed.intersects(box)) continue;
        const bool on = selected.contains(n.id);
        painter.setPen(
            QPen(on ? selectedColour.darker(150) : QColor(0x30, 0x30, 0x30), 1.2 / std::max(lod, 1e-6)));
        painter.setBrush(on ? selectedColour : QColor(Qt::white));
        painter.drawRect(box);
    }
    painter.restore();
}

void paintSelectedTrays(QPainter &painter, const std::vector<Tray> &trays, const QStringList &selected,
                        const QColor &colour, double lod)
{
    if (selected.isEmpty()) return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(colour, 2 / std::max(lod, 1e-6)));
    for (const Tray &t : trays) {
        if (!selected.contains(t.id) || t.line.length() <= 0) continue;
        // A rectangle around the band: the line's normal scaled to half the tray's width.
        const QLineF normal = t.line.normalVector().unitVector();
        const QPointF off = (normal.p2() - normal.p1()) * std::max(t.widthUnits / 2, 3 / std::max(lod, 1e-6));
        painter.drawPolygon(
            QPolygonF{t.line.p1() + off, t.line.p2() + off, t.line.p2() - off, t.line.p1() - off});
    }
    painter.restore();
}

void paintTrays(QPainter &painter, const std::vector<Tray> &trays, double lod, const QRectF &exposed,
                bool byFill, bool opaque)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, lod >= 0.08);
    for (const Tray &t : trays) {
        const QRectF box = QRectF(t.line.p1(), t.line.p2())
                               .normalized()
                               .adjusted(-t.widthUnits, -t.widthUnits, t.widthUnits, t.widthUnits);
        if (!exposed.intersects(box)) continue;
        QColor colour = byFill ? trayFillColour(t.fillPercent, t.limitPercent) : QColor(0x90, 0x90, 0x90);
        // See-through under the bundles, so that both read; solid while being edited, over them.
        if (!opaque) colour.setAlphaF(0.55);
        // As wide as the tray, but never thinner than 4 pixels: an overfull narrow tray is what must show.
        QPen pen(colour, std::max(t.widthUnits, 4 / std::max(lod, 1e-6)));
        pen.setCapStyle(Qt::FlatCap);
        painter.setPen(pen);
        painter.drawLine(t.line);
    }
    // Close enough to read: each tray's fill on it.
    if (byFill && lod >= 0.6) {
        QFont font = painter.font();
        font.setPixelSize(9);
        painter.setFont(font);
        painter.setPen(Qt::black);
        for (const Tray &t : trays) {
            if (!exposed.contains(t.line.center())) continue;
            painter.drawText(QRectF(t.line.center() - QPointF(40, 6), QSizeF(80, 12)), Qt::AlignCenter,
                             QStringLiteral("%1 %").arg(t.fillPercent, 0, 'f', 0));
        }
    }
    painter.restore();
}

} // namespace railyard::floorplan
