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

QSizeF Legend::size(const QFont &font) const
{
    const Metrics m(font);
    QFont bold = font;
    bold.setBold(true);
    double width = QFontMetricsF(bold).horizontalAdvance(title);
    const QFontMetricsF fm(font);
    for (const auto &e : entries)
        width = std::max(width, m.swatch + m.gap + fm.horizontalAdvance(e.second));
    return {width + 2 * m.margin, (entries.size() + 1) * m.line + 2 * m.margin};
}

void Legend::paint(QPainter &p, const QPointF &topLeft, const QFont &font, const QPalette &palette) const
{
    const Metrics m(font);
    const QSizeF extent = size(font);
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    QColor background = palette.color(QPalette::Base);
    background.setAlpha(225);
    p.setPen(palette.color(QPalette::Mid));
    p.setBrush(background);
    p.drawRoundedRect(QRectF(topLeft, extent).adjusted(0.5, 0.5, -0.5, -0.5), m.margin / 2, m.margin / 2);
    double y = topLeft.y() + m.margin;
    const double x = topLeft.x() + m.margin;
    QFont bold = font;
    bold.setBold(true);
    p.setFont(bold);
    p.setPen(palette.color(QPalette::Text));
    p.drawText(QRectF(x, y, extent.width() - 2 * m.margin, m.line), Qt::AlignLeft | Qt::AlignVCenter, title);
    p.setFont(font);
    y += m.line;
    for (const auto &[colour, name] : entries) {
        p.setPen(Qt::NoPen);
        p.setBrush(colour);
        p.drawRect(QRectF(x, y + (m.line - m.swatch) / 2, m.swatch, m.swatch));
        p.setPen(palette.color(QPalette::Text));
        p.drawText(QRectF(x + m.swatch + m.gap, y, extent.width(), m.line), Qt::AlignLeft | Qt::AlignVCenter,
                   name);
        y += m.line;
    }
    p.restore();
}

} // namespace railyard
