#include "render/fabricpainter.h"

#include "design/design.h"
#include "render/colouring.h"
#include "render/fabricblocks.h"
#include "render/levelofdetail.h"
#include "render/palette.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QHash>
#include <QPainter>
#include <QSet>

#include <cmath>
#include <map>

namespace railyard {

namespace {

// Clips a line to a rectangle (Liang–Barsky). Drawing a long line mostly outside the view costs the raster
// engine as much as drawing all of it; clipped, only the visible part is drawn.
bool clip(QLineF &line, const QRectF &r)
{
    double t0 = 0, t1 = 1;
    const double dx = line.dx(), dy = line.dy();
    const double p[4] = {-dx, dx, -dy, dy};
    const double q[4] = {line.x1() - r.left(), r.right() - line.x1(), line.y1() - r.top(),
                         r.bottom() - line.y1()};
    for (int i = 0; i < 4; ++i) {
        if (p[i] == 0) {
            if (q[i] < 0) return false;
            continue;
        }
        const double t = q[i] / p[i];
        if (p[i] < 0)
            t0 = std::max(t0, t);
        else
            t1 = std::min(t1, t);
        if (t0 > t1) return false;
    }
    const QPointF start = line.pointAt(t0), end = line.pointAt(t1);
    line = QLineF(start, end);
    return true;
}

// Calls `visit` with each link whose line may cross `area`, in the order of the layout's links (so that the
// same design always draws the same picture, overlaps included). A small part of a large fabric asks the
// layout's index; most of it, every link.
template <typename Visit> void forEachLinkNear(const FabricLayout &layout, const QRectF &area, Visit visit)
{
    const size_t count = layout.links().size();
    if (count < 20000 || area.width() > layout.bounds().width() / 8) {
        for (size_t i = 0; i < count; ++i)
            visit(i);
        return;
    }
    std::vector<int> near = layout.linkIndex().near(area);
    std::sort(near.begin(), near.end());
    for (int i : near)
        visit(size_t(i));
}

} // namespace

namespace fabric {

namespace {

// The links as an overlay colours them: those it says nothing about faint underneath, then its keys from
// the least to the most severe, then the links only the overlay knows, dashed.
void paintOverlaidLinks(QPainter &painter, const FabricLayout &layout, const LinkOverlay &overlay,
                        const QRectF &area)
{
    std::map<int, QVector<QLineF>> byKey;
    const auto &links = layout.links();
    const auto &lines = layout.linkLines();
    forEachLinkNear(layout, area, [&](size_t i) {
        QLineF line = lines[i];
        if (!line.isNull() && clip(line, area))
            byKey[overlay.keyOfDevices(links[i].a, links[i].b)].append(line);
    });
    for (const auto &[key, keyLines] : byKey) {
        QPen pen(key >= 0 ? overlay.keys[size_t(key)].colour : LinkOverlay::unmarked(), key > 0 ? 2.0 : 1.2);
        pen.setCosmetic(true);
        painter.setPen(pen);
        painter.drawLines(keyLines);
    }
    std::map<int, QVector<QLineF>> extras;
    for (const LinkOverlay::ExtraLink &l : overlay.extraLinks) {
        const std::optional<QPointF> a = layout.nodePos(l.a), b = layout.nodePos(l.b);
        QLineF line(a.value_or(QPointF()), b.value_or(QPointF()));
        if (a && b && clip(line, area)) extras[l.key].append(line);
    }
    for (const auto &[key, keyLines] : extras) {
        QPen pen(overlay.keys[size_t(key)].colour, 2.0, Qt::DashLine);
        pen.setCosmetic(true);
        painter.setPen(pen);
        painter.drawLines(keyLines);
    }
}

// Below this many pixels between neighbours on the most crowded row, single links no longer read: the fabric
// is drawn in blocks and bundles.
constexpr double blocksBelowSpacing = 6;
// The narrowest block, in pixels: room for its name ("SU 1065–1136").
constexpr double minBlockPixels = 80;
// Bundles narrower than this many pixels are drawn as lines.
constexpr double thinBandPixels = 3;
// On screen, more links than this in view are drawn without antialiasing.
constexpr qsizetype maxSmoothLines = 4000;

QColor tint(const QColor &colour)
{
    return QColor::fromRgbF(0.45 * colour.redF() + 0.55, 0.45 * colour.greenF() + 0.55,
                            0.45 * colour.blueF() + 0.55);
}

} // namespace

namespace {

// "12 spines": what a block holds; a switch typed spine or core is named by the row it stands on.
QString blockCount(const FabricBlocks::Block &b)
{
    Role role = b.role;
    if (b.tier >= 2 && (role == Role::Spine || role == Role::Core)) {
        if (b.tier >= 4)
            return QCoreApplication::translate("FabricBlocks", "%n super-core(s)", nullptr, b.devices);
        role = b.tier == 2 ? Role::Spine : Role::Core;
    }
    switch (role) {
    case Role::GpuServer:
    case Role::Server:
    case Role::Storage:
        return QCoreApplication::translate("FabricBlocks", "%n node(s)", nullptr, b.devices);
    case Role::Leaf:
        return QCoreApplication::translate("FabricBlocks", "%n leaf switch(es)", nullptr, b.devices);
    case Role::Spine:
        return QCoreApplication::translate("FabricBlocks", "%n spine(s)", nullptr, b.devices);
    case Role::Core:
        return QCoreApplication::translate("FabricBlocks", "%n core(s)", nullptr, b.devices);
    default:
        return QCoreApplication::translate("FabricBlocks", "%n switch(es)", nullptr, b.devices);
    }
}

} // namespace

QString blockText(const FabricBlocks::Block &b, BlockText text)
{
    if (text == BlockText::Count) return blockCount(b);
    QString what;
    if (b.tier <= 1 && b.lowSu > 0)
        what = b.lowSu == b.highSu
                   ? QCoreApplication::translate("FabricBlocks", "SU %1").arg(b.lowSu)
                   : QCoreApplication::translate("FabricBlocks", "SU %1–%2").arg(b.lowSu).arg(b.highSu);
    else if (const int rail = b.rail(); rail > 0 && b.tier >= 2)
        what = Palette::railName(rail);
    else if (b.management)
        what = QCoreApplication::translate("FabricBlocks", "Management");
    if (text == BlockText::Name || what.isEmpty()) return what.isEmpty() ? blockCount(b) : what;
    return QStringLiteral("%1 · %2").arg(what, blockCount(b));
}

std::shared_ptr<const FabricBlocks> blocksAt(const Design &d, const FabricLayout &layout, double lod)
{
    if (layout.spacing() * lod >= blocksBelowSpacing || layout.nodes().empty()) return nullptr;
    return FabricBlocks::of(d, layout, minBlockPixels / lod);
}

QRectF blockRect(const FabricLayout &layout, const FabricBlocks::Block &b, double lod)
{
    const double half = std::min(10 / lod, 0.15 * layout.rowGap());
    const double grow = std::max(6.0, 2 / lod);
    return QRectF(b.left - grow, b.y - half, b.right - b.left + 2 * grow, 2 * half);
}

std::map<int, BlockText> detailOfRows(const FabricBlocks &blocks,
                                      const std::function<bool(const FabricBlocks::Block &, BlockText)> &fits)
{
    std::map<int, std::vector<const FabricBlocks::Block *>> rows;
    for (const FabricBlocks::Block &b : blocks.blocks())
        rows[b.tier].push_back(&b);
    std::map<int, BlockText> out;
    for (auto &[tier, row] : rows) {
        std::vector<double> widths;
        for (const FabricBlocks::Block *b : row)
            widths.push_back(b->right - b->left);
        std::nth_element(widths.begin(), widths.begin() + widths.size() / 2, widths.end());
        const double sliver = widths[widths.size() / 2] / 2;
        BlockText detail = BlockText::Full;
        const size_t step = std::max<size_t>(1, row.size() / 256);
        for (size_t i = 0; i < row.size() && detail == BlockText::Full; i += step)
            if (row[i]->right - row[i]->left >= sliver && !fits(*row[i], BlockText::Full))
                detail = BlockText::Name;
        out[tier] = detail;
    }
    return out;
}

namespace {

// The fabric from afar: its blocks, and between them bundles as wide as the links they hold, coloured by rail
// (or by an overlay's keys); misaligned links still one by one, on top.
void paintBlocks(QPainter &painter, const Design &d, const FabricLayout &layout, const QSet<int> &selected,
                 const LinkOverlay *overlay, double lod, const QRectF &exposed, const QPalette &palette,
                 bool onScreen)
{
    const std::shared_ptr<const FabricBlocks> blocks = blocksAt(d, layout, lod);
    std::vector<FabricBlocks::Bundle> keyed;
    if (overlay)
        keyed = blocks->bundlesBy(
            layout, [overlay](const CableColours::DeviceLink &l) { return overlay->keyOfDevices(l.a, l.b); });
    const std::vector<FabricBlocks::Bundle> &bundles = overlay ? keyed : blocks->bundles();
    const double perLink = blocks->unitsPerLink(bundles);
    // Bundles without a rail (or an overlay's key) first and paler, so that the rails read over them.
    for (const bool keyed : {false, true}) {
        for (const FabricBlocks::Bundle &bundle : bundles) {
            if ((bundle.key > 0) != keyed) continue;
            const FabricBlocks::Block &lower = blocks->blocks()[size_t(bundle.lower)];
            const FabricBlocks::Block &upper = blocks->blocks()[size_t(bundle.upper)];
            // A band with level ends, as wide as its count (at least a pixel), no wider than its room.
            const double width = std::max(1 / lod, std::min(bundle.count * perLink, 0.9 * bundle.room)) / 2;
            // Only its piece in view: the raster engine fills a band across the whole fabric pixel row by
            // pixel row, however little of it shows (seconds for a few thousand, zoomed in).
            QLineF line(bundle.lowerX, blockRect(layout, lower, lod).top(), bundle.upperX,
                        blockRect(layout, upper, lod).bottom());
            if (!clip(line, exposed.adjusted(-width - 1 / lod, -1 / lod, width + 1 / lod, 1 / lod))) continue;
            QColor colour = overlay ? (bundle.key >= 0 ? overlay->keys[size_t(bundle.key)].colour
                                                       : LinkOverlay::unmarked())
                                    : (bundle.key > 0 ? Palette::rail(bundle.key) : Palette::neutral());
            // The management network's links run from every rack to a few switches across the whole
            // drawing: faint, so that they do not read as part of the fabric.
            colour.setAlpha(keyed ? 225 : lower.management || upper.management ? 50 : 120);
            // A band a few pixels wide is a line as thick as the band is across (a slanting band of level
            // ends is thinner across than along its ends); antialiased, so that it does not break up into
            // dots. A wider band is filled, on screen without antialiasing: at a million GPUs that is a
            // fifth of the time, and its edges hardly show.
            const double across = 2 * width * lod * std::abs(line.dy()) / std::max(line.length(), 1e-9);
            if (2 * width * lod < thinBandPixels) {
                QPen pen(colour, std::max(across, 0.25), Qt::SolidLine, Qt::FlatCap); // 0: one pixel
                pen.setCosmetic(true);
                painter.setRenderHint(QPainter::Antialiasing, true);
                painter.setPen(pen);
                painter.drawLine(line);
                continue;
            }
            const QPointF band[4] = {line.p1() - QPointF(width, 0), line.p1() + QPointF(width, 0),
                                     line.p2() + QPointF(width, 0), line.p2() - QPointF(width, 0)};
            painter.setRenderHint(QPainter::Antialiasing, !onScreen);
            painter.setPen(Qt::NoPen);
            painter.setBrush(colour);
            painter.drawPolygon(band, 4);
        }
    }
    painter.setRenderHint(QPainter::Antialiasing, true);
    QVector<QLineF> misaligned;
    for (size_t i = 0; i < layout.links().size(); ++i)
        if (layout.links()[i].misaligned && !layout.linkLines()[i].isNull())
            misaligned.append(layout.linkLines()[i]);
    if (!misaligned.isEmpty()) {
        QPen pen(Palette::error(), 3.0, Qt::DashLine);
        pen.setCosmetic(true);
        painter.setPen(pen);
        painter.drawLines(misaligned);
    }
    // Blocks with a selected device are ringed.
    std::vector<bool> picked(blocks->blocks().size());
    for (size_t i = 0; i < layout.nodes().size(); ++i)
        if (blocks->blockOfNode(i) >= 0 && selected.contains(layout.nodes()[i].device))
            picked[size_t(blocks->blockOfNode(i))] = true;
    QPen outline(palette.color(QPalette::WindowText), 1);
    outline.setCosmetic(true);
    // Labels are measured and drawn in device pixels, 11 sheet pixels high: a font of 11 / lod drawing units
    // is 14,000 pixels at a million GPUs' fit, which font engines do not measure as they draw it (labels came
    // out wider and taller than their blocks).
    const QTransform toDevice = painter.worldTransform();
    const double deviceLod = levelOfDetail(toDevice);
    QFont font = painter.font();
    font.setBold(false);
    font.setPixelSize(std::max(1, int(std::lround(11 * deviceLod / lod))));
    const QFontMetricsF metrics(font);
    const auto fits = [&](const FabricBlocks::Block &b, BlockText detail) {
        const QRectF onDevice = toDevice.mapRect(blockRect(layout, b, lod));
        return metrics.horizontalAdvance(blockText(b, detail)) <= onDevice.width() - 6 * deviceLod / lod &&
               metrics.height() <= onDevice.height();
    };
    const std::map<int, BlockText> rowDetail = detailOfRows(*blocks, fits);
    for (size_t i = 0; i < blocks->blocks().size(); ++i) {
        const FabricBlocks::Block &b = blocks->blocks()[i];
        const QRectF r = blockRect(layout, b, lod);
        if (!exposed.intersects(r)) continue;
        const int rail = b.rail();
        painter.setPen(outline);
        // A block of no one rail is almost white: a tint of grey read as rail 8's slate.
        const QColor fill = b.tier == 0 ? Palette::deviceBody(Role::GpuServer)
                            : rail > 0  ? tint(Palette::rail(rail))
                                        : QColor(0xef, 0xf0, 0xf2);
        painter.setBrush(fill);
        painter.drawRect(r);
        if (picked[i]) {
            QPen ring(palette.color(QPalette::Highlight), 3);
            ring.setCosmetic(true);
            painter.setPen(ring);
            painter.setBrush(Qt::NoBrush);
            const double grow = 3 / lod;
            painter.drawRect(r.adjusted(-grow, -grow, grow, grow));
        }
        // The row's text where it fits, else less (its name, where it has one, else its count).
        for (int detail = int(rowDetail.at(b.tier)); detail <= int(BlockText::Count); ++detail) {
            if (!fits(b, BlockText(detail))) continue;
            painter.save();
            painter.resetTransform();
            painter.setFont(font);
            painter.setPen(fill.lightness() < 128 ? QColor(Qt::white) : palette.color(QPalette::WindowText));
            painter.drawText(toDevice.mapRect(r), Qt::AlignCenter, blockText(b, BlockText(detail)));
            painter.restore();
            break;
        }
    }
}

} // namespace

void paint(QPainter &painter, const Design &d, const FabricLayout &layout, const QSet<int> &selected,
           const LinkOverlay *overlay, double lod, const QRectF &exposed, const QPalette &palette,
           bool onScreen)
{
    if (blocksAt(d, layout, lod)) {
        paintBlocks(painter, d, layout, selected, overlay, lod, exposed, palette, onScreen);
        return;
    }
    // Far out, tens of thousands of thin lines: antialiasing costs a lot and shows nothing.
    painter.setRenderHint(QPainter::Antialiasing, lod > 0.5);
    if (overlay) paintOverlaidLinks(painter, layout, *overlay, exposed.adjusted(-2, -2, 2, 2));
    // Links, grouped by colour; the misaligned ones last, on top.
    // By rail in rail order, so the same design always draws the same picture (overlaps included).
    std::map<int, QVector<QLineF>> byRail;
    QVector<QLineF> misaligned;
    const auto &links = layout.links();
    const auto &lines = layout.linkLines();
    const QRectF area = exposed.adjusted(-2, -2, 2, 2);
    // Far out, thousands of links land on the same pixels: draw each pixel-rounded line of a colour once.
    const bool decimate = lod < 0.25;
    const QTransform &toDevice = painter.worldTransform();
    QHash<int, QSet<quint64>> drawn;
    const auto firstTime = [&](const QLineF &line, int rail) {
        const QPoint p = toDevice.map(line.p1()).toPoint(), q = toDevice.map(line.p2()).toPoint();
        const auto bits = [](int v) { return quint64(quint16(v)); };
        QSet<quint64> &seen = drawn[rail];
        const qsizetype before = seen.size();
        seen.insert(bits(p.x()) | bits(p.y()) << 16 | bits(q.x()) << 32 | bits(q.y()) << 48);
        return seen.size() != before;
    };
    if (!overlay) // overlaid: drawn already
        forEachLinkNear(layout, area, [&](size_t i) {
            QLineF line = lines[i];
            if (line.isNull() || !clip(line, area)) return;
            if (links[i].misaligned)
                misaligned.append(line);
            else if (!decimate || firstTime(line, links[i].rail))
                byRail[links[i].rail].append(line);
        });
    // Zoomed in among a million GPUs' links, tens of thousands cross the view, a mass of colour in which
    // antialiasing shows nothing but costs four frames in five.
    qsizetype inView = misaligned.size();
    for (const auto &[rail, lines] : byRail)
        inView += lines.size();
    if (onScreen && inView > maxSmoothLines) painter.setRenderHint(QPainter::Antialiasing, false);
    for (const auto &[rail, lines] : byRail) {
        QPen pen(Palette::rail(rail), 1.2);
        pen.setCosmetic(true);
        painter.setPen(pen);
        painter.drawLines(lines);
    }
    if (!misaligned.isEmpty()) {
        QPen pen(Palette::error(), 3.0, Qt::DashLine);
        pen.setCosmetic(true);
        painter.setPen(pen);
        painter.drawLines(misaligned);
    }
    // Devices: servers as small squares, switches as wider bars in their rail colour.
    const QColor outline = palette.color(QPalette::WindowText);
    QPen pen(outline, 1);
    pen.setCosmetic(true);
    painter.setPen(lod > 0.3 ? pen : QPen(Qt::NoPen));
    QList<QRectF> selectedBoxes;
    std::map<int, QList<QRectF>> markedBoxes; // by an overlay's key
    for (const auto &n : layout.nodes()) {
        const QRectF r = FabricLayout::nodeRect(n);
        if (!exposed.intersects(r) || !d.devices().isLive(n.device)) continue;
        const Device &dev = d.devices().at(n.device);
        // An overlay that marks devices (a comparison) fills them in its key's colour and the others plain,
        // so that no rail colour reads as one of its keys.
        const bool marking = overlay && (!overlay->devices.isEmpty() || !overlay->racks.isEmpty());
        const int key = marking ? overlay->keyOfDevice(n.device) : -2;
        painter.setBrush(key >= 0      ? overlay->keys[size_t(key)].colour
                         : key == -1   ? Palette::neutral()
                         : n.tier == 0 ? Palette::deviceBody(Role::GpuServer)
                                       : (dev.rail ? Palette::rail(*dev.rail) : Palette::neutral()));
        painter.drawRect(r);
        if (selected.contains(n.device)) selectedBoxes.append(r);
        if (const int key = overlay ? overlay->keyOfDevice(n.device) : -1; key >= 0)
            markedBoxes[key].append(r);
    }
    for (const auto &[key, boxes] : markedBoxes) {
        QPen ring(overlay->keys[size_t(key)].colour, 3);
        ring.setCosmetic(true);
        painter.setPen(ring);
        painter.setBrush(Qt::NoBrush);
        const double grow = 1.5 / std::max(lod, 1e-3);
        for (const QRectF &r : boxes)
            painter.drawRect(r.adjusted(-grow, -grow, grow, grow));
    }
    if (!selectedBoxes.isEmpty()) {
        QPen highlight(palette.color(QPalette::Highlight), 3);
        highlight.setCosmetic(true);
        painter.setPen(highlight);
        painter.setBrush(Qt::NoBrush);
        const double grow = 3 / std::max(lod, 1e-3);
        for (const QRectF &r : std::as_const(selectedBoxes))
            painter.drawRect(r.adjusted(-grow, -grow, grow, grow));
    }
    // Scalable units are named under their servers at every zoom (text a readable size on screen).
    QFont font = painter.font();
    painter.setPen(outline);
    font.setPixelSize(std::max(8, int(13 / std::max(lod, 1e-3))));
    font.setBold(true);
    painter.setFont(font);
    // Below the servers' slanted names where they are drawn (at this zoom they may reach further down than
    // the room the layout keeps), so that a unit's name never lies over its servers'.
    double namesReach = 0;
    if (lod >= 0.3) {
        QFont names = font;
        names.setBold(false);
        names.setPixelSize(std::max(1, int(std::lround(9 / lod))));
        const QFontMetricsF metrics(names);
        for (const auto &n : layout.nodes())
            if (n.tier == 0 && n.room * lod >= 16 && n.pos.x() >= exposed.left() &&
                n.pos.x() <= exposed.right() && d.devices().isLive(n.device))
                namesReach = std::max(namesReach, 8 + 4 / lod +
                                                      metrics.horizontalAdvance(d.devices().at(n.device).id) *
                                                          std::sin(60 * M_PI / 180) +
                                                      metrics.height());
    }
    for (const FabricLayout::UnitLabel &label : layout.unitLabels()) {
        const QRectF box(label.pos.x() - 2000, std::max(label.pos.y(), namesReach + 6 / lod), 4000,
                         font.pixelSize() * 1.5);
        if (exposed.intersects(box)) painter.drawText(box, Qt::AlignHCenter | Qt::AlignTop, label.text);
    }
    // Names, each once its box is far enough from its neighbours on screen for slanted text (9 pixels high;
    // slanted at 60°, neighbours' lines of text are their distance · sin 60° apart).
    if (lod < 0.3) return;
    font.setBold(false);
    font.setPixelSize(std::max(1, int(std::lround(9 / lod))));
    painter.setFont(font);
    const QFontMetricsF metrics(font);
    QColor halo = palette.color(QPalette::Base);
    halo.setAlpha(210);
    // A name reaches past its box: those of boxes just outside the exposed part are drawn too, so that a
    // part painted alone (a view scrolled) shows them whole.
    const double reach = 12 + 4 / lod + metrics.height() + 48 * metrics.averageCharWidth();
    const QRectF named = exposed.adjusted(-reach, -reach, reach, reach);
    for (const auto &n : layout.nodes()) {
        if (!named.contains(n.pos) || n.room * lod < 16 || !d.devices().isLive(n.device)) continue;
        // Switches above their box, servers below theirs, slanted so that neighbours do not overlap, on a
        // pale band so that the links crossing them do not hide them.
        const QString name = d.devices().at(n.device).id;
        painter.save();
        painter.translate(n.pos + QPointF(0, (n.tier == 0 ? 8 : -10) + (n.tier == 0 ? 4 : -4) / lod));
        painter.rotate(n.tier == 0 ? 60 : -60);
        painter.fillRect(QRectF(0, metrics.descent() - metrics.height(), metrics.horizontalAdvance(name),
                                metrics.height()),
                         halo);
        painter.drawText(QPointF(0, 0), name);
        painter.restore();
    }
}

Legend legend(const Design &d, const FabricLayout &layout)
{
    Legend key{QCoreApplication::translate("FabricDrawing", "Links by rail"),
               legendEntries(d, Colouring::Rail, layout.railsInUse())};
    if (layout.hasMisalignedLinks())
        key.entries.append(
            {Palette::error(), QCoreApplication::translate("FabricDrawing", "Breaks rail alignment")});
    return key;
}

} // namespace fabric

FabricDrawing::FabricDrawing(const Design &design, const Decorations &decorations, const QPalette &palette)
    : m_design(design), m_decorations(decorations),
      m_layout(design, decorations.colours ? decorations.colours->deviceLinks()
                                           : std::vector<CableColours::DeviceLink>()),
      m_palette(palette)
{
}

void FabricDrawing::paint(QPainter &painter, const QRectF &part) const
{
    painter.save();
    const double lod = levelOfDetail(painter.worldTransform()) / devicePixelsPerSheetPixel(painter);
    // Only what reaches into the part: a sheet cut into strips paints each strip alone, and not every device
    // clips what falls outside (SVG).
    fabric::paint(painter, m_design, m_layout, m_decorations.selectedDevices, m_decorations.overlay, lod,
                  part, m_palette, false);
    painter.restore();
}

} // namespace railyard
