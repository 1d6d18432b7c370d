#include "render/legend.h"

#include <QFontMetricsF>
#include <QPainter>

namespace railyard {

namespace {

// In units of the font's line height, so the legend scales with the font of the view or the drawing.
struct Metrics
{
    double line, margin, swatch, gap;
    explicit Metrics(const QFont &font)
    {
        line = QFontMetricsF(font).height() + 2;
        margin = line * 0.5;
        swatch = line * 0.7;
        gap = line * 0.4;
    }
};

} // namespace

std::vector<QPointF> Legend::places(const QFont &font, QSizeF &extent) const
{
    const Metrics m(font);
    QFont bold = font;
    bold.setBold(true);
    const double titleWidth = QFontMetricsF(bold).horizontalAdvance(title);
    const QFontMetricsF fm(font);
    std::vector<QPointF> out;
    double width = titleWidth, height = m.line;
    if (inRow) {
        // After the title, each entry two lines' height after the one before; one that would reach past
        // rowWidth starts a new line, under the first entry.
        const double first = titleWidth + 2 * m.line;
        const double limit = rowWidth > 0 ? rowWidth - 2 * m.margin : 1e12;
        double x = first, y = 0;
        for (const auto &e : entries) {
            const double w = m.swatch + m.gap + fm.horizontalAdvance(e.second);
            if (x > first && x + w > limit) {
                x = first;
                y += m.line;
            }
            out.push_back({x, y});
            width = std::max(width, x + w);
            height = y + m.line;
            x += w + 2 * m.line;
        }
    } else {
        for (const auto &e : entries) {
            out.push_back({0, height});
            width = std::max(width, m.swatch + m.gap + fm.horizontalAdvance(e.second));
            height += m.line;
        }
    }
    extent = {width + 2 * m.margin, height + 2 * m.margin};
    return out;
}

QSizeF Legend::size(const QFont &font) const
{
    QSizeF extent;
    places(font, extent);
    return extent;
}

void Legend::paint(QPainter &p, const QPointF &topLeft, const QFont &font, const QPalette &palette) const
{
    const Metrics m(font);
    QSizeF extent;
    const std::vector<QPointF> at = places(font, extent);
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    QColor background = palette.color(QPalette::Base);
    background.setAlpha(225);
    p.setPen(palette.color(QPalette::Mid));
    p.setBrush(background);
    p.drawRoundedRect(QRectF(topLeft, extent).adjusted(0.5, 0.5, -0.5, -0.5), m.margin / 2, m.margin / 2);
    const QPointF origin = topLeft + QPointF(m.margin, m.margin);
    QFont bold = font;
    bold.setBold(true);
    p.setFont(bold);
    p.setPen(palette.color(QPalette::Text));
    p.drawText(QRectF(origin, QSizeF(extent.width() - 2 * m.margin, m.line)),
               Qt::AlignLeft | Qt::AlignVCenter, title);
    p.setFont(font);
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const QPointF place = origin + at[size_t(i)];
        p.setPen(Qt::NoPen);
        p.setBrush(entries[i].first);
        p.drawRect(QRectF(place.x(), place.y() + (m.line - m.swatch) / 2, m.swatch, m.swatch));
        p.setPen(palette.color(QPalette::Text));
        p.drawText(QRectF(place.x() + m.swatch + m.gap, place.y(), extent.width(), m.line),
                   Qt::AlignLeft | Qt::AlignVCenter, entries[i].second);
    }
    p.restore();
}

} // namespace railyard
