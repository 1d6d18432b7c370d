#include "render/floorplanpainter.h"

#include "design/design.h"
#include "render/bundlebuilder.h"
#include "render/floorsummary.h"
#include "render/levelofdetail.h"
#include "render/palette.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <limits>

namespace railyard {

FloorPlanLayout::FloorPlanLayout(const Design &design) : m_design(design)
{
    double bottom = 0;
    QList<int> staging;
    for (int r : design.racks().live()) {
        const Rack &rack = design.racks().at(r);
        if (rack.hasPosition())
            bottom = std::max(bottom, *rack.yM * unitsPerMetre + rack.depthMm.value_or(1200) / 10.0);
        else
            staging.append(r);
    }
    for (int i = 0; i < int(staging.size()); ++i)
        m_staging.insert(staging[i], QPointF(i * 0.8 * unitsPerMetre, bottom + 3 * unitsPerMetre));
}

QPointF FloorPlanLayout::rackCentre(int rack) const
{
    const Rack &r = m_design.racks().at(rack);
    if (r.hasPosition()) return QPointF(*r.xM * unitsPerMetre, *r.yM * unitsPerMetre);
    return m_staging.value(rack);
}

QRectF FloorPlanLayout::rackRect(const Rack &rack)
{
    const double w = rack.widthMm.value_or(600) / 10.0;
    const double h = rack.depthMm.value_or(1200) / 10.0;
    return QRectF(-w / 2, -h / 2, w, h);
}

QRectF FloorPlanLayout::racksRect() const
{
    QRectF rect;
    for (int r : m_design.racks().live())
        rect |= rackBounds(m_design.racks().at(r)).translated(rackCentre(r));
    // The trays run beyond the racks, to the trunks at the ends of the rows: they are part of the plan.
    for (const PathNode &n : m_design.pathways.nodes)
        rect |= QRectF(n.xM * unitsPerMetre - 50, n.yM * unitsPerMetre - 50, 100, 100);
    return rect;
}

QRectF FloorPlanLayout::contentRect() const
{
    const QRectF racks = racksRect();
    return racks.adjusted(-60, -racks.width() * 0.3 - 60, 60, 60);
}

QPointF FloorPlanLayout::snap(const QPointF &p, double gridMetres)
{
    const double grid = gridMetres * unitsPerMetre;
    return QPointF(std::round(p.x() / grid) * grid, std::round(p.y() / grid) * grid);
}

namespace floorplan {

QHash<int, RackStats> rackStats(const Design &d, const Decorations &decorations)
{
    // Counted by rack slot, then listed: a million-GPU design has 470k devices in 55k racks.
    std::vector<RackStats> bySlot(size_t(d.racks().slotCount()));
    std::vector<char> listed(bySlot.size(), 0);
    for (int dev : d.devices().live()) {
        const int rack = d.devices().at(dev).rack;
        if (rack < 0 || rack >= int(bySlot.size())) continue;
        RackStats &s = bySlot[size_t(rack)];
        ++s.devices;
        s.error = s.error || decorations.deviceHasError(dev);
        listed[size_t(rack)] = 1;
    }
    // Racks that overlap others on the floor are wrong themselves.
    if (decorations.issues)
        for (int r : d.racks().live())
            if (decorations.rackHasError(r)) {
                bySlot[size_t(r)].error = true;
                listed[size_t(r)] = 1;
            }
    QHash<int, RackStats> stats;
    stats.reserve(d.racks().liveCount());
    for (size_t r = 0; r < bySlot.size(); ++r)
        if (listed[r]) stats.insert(int(r), bySlot[r]);
    return stats;
}

namespace {

// What a rack is filled with: the plain grey of the theme, the power colouring's band, or red when refused.
QColor rackFill(const RackLook &look, const QPalette &palette)
{
    if (look.refused) {
        QColor refused = Palette::error();
        refused.setAlpha(70);
        return refused;
    }
    if (look.fill.isValid()) return look.fill;
    return palette.color(QPalette::Base).lightness() > 128 ? QColor(0xe8, 0xec, 0xf0)
                                                           : QColor(0x33, 0x3a, 0x42);
}

} // namespace

void paintRack(QPainter &painter, const QRectF &rect, const RackLook &look, double lod,
               const QPalette &palette)
{
    if (lod * rect.width() < 6) {
        // A few pixels: a plain block (outlines would be all there is to see), red when something in the rack
        // is wrong.
        painter.fillRect(rect, look.error            ? Palette::error()
                               : look.fill.isValid() ? look.fill
                                                     : QColor(0x8a, 0x94, 0x9e));
        return;
    }
    QPen pen(look.selected ? palette.color(QPalette::Highlight) : palette.color(QPalette::WindowText));
    pen.setCosmetic(true);
    pen.setWidthF(look.selected ? 2.5 : 1.0);
    if (look.error && !look.selected) {
        pen.setColor(Palette::error());
        pen.setWidthF(2.0);
    }
    if (look.marked && !look.selected) {
        pen.setColor(palette.color(QPalette::Highlight));
        pen.setWidthF(2.0);
        pen.setStyle(Qt::DashLine);
    }
    if (!look.placed) pen.setStyle(Qt::DashLine);
    if (look.refused) {
        pen = QPen(Palette::error(), 2.5, Qt::DashLine);
        pen.setCosmetic(true);
    }
    painter.setPen(pen);
    painter.setBrush(rackFill(look, palette));
    painter.drawRect(rect);
}

void paintRackLabel(QPainter &painter, const QRectF &rect, const RackLook &look, double lod,
                    const QPalette &palette)
{
    // Labels only where they can be read.
    if (lod * rect.width() < 18) return;
    // The id in the lower part of the rack; cable bundles leave from the upper part.
    QFont font = painter.font();
    font.setPixelSize(std::max(6, int(rect.width() * 0.24)));
    const QFontMetricsF fm(font);
    if (const double wide = fm.horizontalAdvance(look.label); wide > rect.width() * 0.9)
        font.setPixelSize(std::max(4, int(font.pixelSize() * rect.width() * 0.9 / wide)));
    painter.setFont(font);
    // On a band of the rack's own fill: the bundle arcs that pass over the rack go under the id.
    const QColor fill = rackFill(look, palette);
    QColor band = look.refused ? palette.color(QPalette::Base) : fill;
    band.setAlpha(225);
    const QRectF text(rect.left(), rect.center().y(), rect.width(), rect.height() / 2);
    const QRectF used = painter.boundingRect(text, Qt::AlignCenter, look.label);
    const double pad = font.pixelSize() * 0.15;
    painter.setPen(Qt::NoPen);
    painter.setBrush(band);
    painter.drawRoundedRect(used.adjusted(-pad, 0, pad, 0), pad, pad);
    // Dark text on the light power bands, whatever the theme.
    const QColor ink = !look.fill.isValid() || look.refused ? palette.color(QPalette::WindowText)
                       : look.fill.lightness() < 128        ? QColor(Qt::white)
                                                            : QColor(0x20, 0x20, 0x20);
    painter.setPen(ink);
    painter.drawText(text, Qt::AlignCenter, look.label);
    if (look.detail.isEmpty()) return;
    QFont small = font;
    small.setPixelSize(std::max(4, int(font.pixelSize() * 0.7)));
    if (const double wide = QFontMetricsF(small).horizontalAdvance(look.detail); wide > rect.width() * 0.92)
        small.setPixelSize(std::max(3, int(small.pixelSize() * rect.width() * 0.92 / wide)));
    painter.setFont(small);
    const QRectF under(rect.left(), rect.center().y() + rect.height() * 0.32, rect.width(),
                       rect.height() * 0.16);
    painter.drawText(under, Qt::AlignCenter, look.detail);
}

std::vector<Bundle> bundles(const Design &d, const FloorPlanLayout &layout, const Decorations &decorations,
                            Colouring colouring)
{
    return buildBundles(d, layout, decorations, colouring).bundles;
}

QPainterPath arc(const QPointF &p, const QPointF &q, int i, int n)
{
    // Bowing away from the line between the ends (upwards on the plan); arcs of one pair nest inside each
    // other.
    const QLineF line(p, q);
    QPointF bow(0, -1);
    if (line.length() > 0) {
        const QLineF normal = line.normalVector().unitVector();
        bow = normal.p2() - normal.p1();
        if (bow.y() > 0) bow = -bow;
    }
    const double height = 0.25 * line.length() + 30 + (i - (n - 1) / 2.0) * 8.0;
    QPainterPath path(p);
    path.quadTo((p + q) / 2 + bow * 2 * height, q);
    return path;
}

QList<int> keysInUse(const std::vector<Bundle> &bundles)
{
    QList<int> keys;
    for (const Bundle &b : bundles)
        if (!keys.contains(b.colour.key)) keys.append(b.colour.key);
    std::sort(keys.begin(), keys.end());
    return keys;
}

void paintBundles(QPainter &painter, const std::vector<Bundle> &bundles, double lod, const QRectF &exposed)
{
    if (lod < 0.08) {
        // Far out: straight lines, one batch per colour, no antialiasing; the arcs would be specks anyway.
        QHash<QRgb, QVector<QLineF>> byColour;
        for (const Bundle &b : bundles)
            if (exposed.intersects(QRectF(b.line.p1(), b.line.p2()).normalized().adjusted(-1, -1, 1, 1)))
                byColour[b.colour.colour.rgb()].append(b.line);
        painter.setRenderHint(QPainter::Antialiasing, false);
        for (auto it = byColour.cbegin(); it != byColour.cend(); ++it) {
            QPen pen(QColor::fromRgb(it.key()), 1.5);
            pen.setCosmetic(true);
            painter.setPen(pen);
            painter.drawLines(it.value());
        }
        return;
    }
    // Thin for a few cables, thicker for hundreds: width grows with the logarithm of the count. Of a plan of
    // very many (a million GPUs: 650k), only those with an end in view: the hall's long trunks arching over
    // every spot would each be drawn whole at every paint.
    const bool local = bundles.size() > 20000;
    const QRectF near = exposed.adjusted(-exposed.width() / 4, -exposed.height() / 4, exposed.width() / 4,
                                         exposed.height() / 4);
    for (const Bundle &b : bundles) {
        if (local && !near.contains(b.line.p1()) && !near.contains(b.line.p2())) continue;
        if (!exposed.intersects(b.path.controlPointRect())) continue;
        QPen pen(b.colour.colour, 1.0 + 1.6 * std::log2(1.0 + b.count));
        pen.setCosmetic(true);
        pen.setCapStyle(Qt::RoundCap);
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(b.path);
    }
}

} // namespace floorplan

FloorPlanDrawing::FloorPlanDrawing(const Design &design, const Decorations &decorations, Colouring colouring,
                                   const QPalette &palette, bool powerColouring)
    : m_design(design), m_layout(design), m_decorations(decorations), m_palette(palette),
      m_stats(floorplan::rackStats(design, decorations)), m_trays(floorplan::trays(design))
{
    floorplan::BuiltBundles built = floorplan::buildBundles(design, m_layout, decorations, colouring);
    m_bundles = std::move(built.bundles);
    if (floorplan::FloorSummary::tooManyBundles(m_bundles.size()))
        m_summary =
            std::make_unique<floorplan::FloorSummary>(design, m_layout, m_bundles, std::move(built.ends));
    if (powerColouring) {
        m_powers = rackPowers(design);
        m_powerScale.emplace(m_powers);
    }
}

FloorPlanDrawing::~FloorPlanDrawing() = default;

void FloorPlanDrawing::paint(QPainter &painter, const QRectF &part) const
{
    // Racks, then the bundles over them, then the racks' ids over those; each rack in its own coordinates
    // about its centre, as its item is.
    const QTransform base = painter.worldTransform();
    const double lod = levelOfDetail(base);
    // A sheet cannot be zoomed: a plan of more bundles than read is drawn from afar on it, at any size.
    const floorplan::FloorSummary *afar = m_summary.get();
    std::vector<std::pair<int, floorplan::RackLook>> looks; // the racks drawn, for their labels
    for (int r : m_design.racks().live()) {
        const Rack &rack = m_design.racks().at(r);
        const QPointF centre = m_layout.rackCentre(r);
        if (!FloorPlanLayout::rackBounds(rack).translated(centre).intersects(part)) continue;
        floorplan::RackLook look;
        look.label = rack.id;
        look.error = m_stats.value(r).error;
        look.placed = rack.hasPosition();
        look.selected = m_decorations.selectedRacks.contains(r);
        look.marked = m_decorations.markedRacks.contains(r);
        if (afar) look.fill = afar->rackColour(r);
        if (m_powerScale) {
            const RackPower power = m_powers.value(r);
            look.fill = m_powerScale->colour(power);
            look.detail = RackPowerScale::label(power);
        }
        if (const LinkOverlay *overlay = m_decorations.overlay; overlay && !overlay->racks.isEmpty())
            if (const QColor tint = overlay->tintOfKey(overlay->keyOfRack(r)); tint.isValid())
                look.fill = tint;
        painter.save();
        painter.setWorldTransform(QTransform::fromTranslate(centre.x(), centre.y()) * base);
        floorplan::paintRack(painter, FloorPlanLayout::rackRect(rack), look,
                             levelOfDetail(painter.worldTransform()), m_palette);
        painter.restore();
        looks.emplace_back(r, std::move(look));
    }
    painter.save();
    floorplan::paintTrays(painter, m_trays, levelOfDetail(painter.worldTransform()), bounds());
    if (afar) {
        // Bundle widths follow the sheet, not the device's resolution.
        const double deviceScale = devicePixelsPerSheetPixel(painter);
        afar->paintRowBundles(painter, lod / deviceScale, bounds(), deviceScale);
    } else {
        floorplan::paintBundles(painter, m_bundles, lod, bounds());
    }
    painter.restore();
    // The racks' ids over the bundles, as the window's label layer draws them.
    for (const auto &[r, look] : looks) {
        const QPointF centre = m_layout.rackCentre(r);
        painter.save();
        painter.setWorldTransform(QTransform::fromTranslate(centre.x(), centre.y()) * base);
        floorplan::paintRackLabel(painter, FloorPlanLayout::rackRect(m_design.racks().at(r)), look,
                                  levelOfDetail(painter.worldTransform()), m_palette);
        painter.restore();
    }
}

} // namespace railyard
