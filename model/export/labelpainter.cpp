#include "export/labelpainter.h"

#include "export/labels.h"
#include "render/palette.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <qrencode.h>

#include <algorithm>
#include <memory>

namespace railyard {

namespace {

constexpr double u = LabelPainter::unitsPerMm;
constexpr double mmPerPt = 25.4 / 72.0;

QRectF toUnits(const QRectF &mm)
{
    return QRectF(mm.x() * u, mm.y() * u, mm.width() * u, mm.height() * u);
}

// A QR code of `text` filling `areaMm` (a square), drawn as one path of dark runs per row: a few dozen
// rectangles instead of hundreds of modules, so sheets of thousands of labels stay small and fast.
void paintQr(QPainter &painter, const QString &text, const QRectF &areaMm)
{
    const QByteArray data = text.toUtf8();
    std::unique_ptr<QRcode, void (*)(QRcode *)> code(
        QRcode_encodeString(data.constData(), 0, QR_ECLEVEL_M, QR_MODE_8, 1), QRcode_free);
    if (!code) return;
    const int n = code->width;
    const double module = areaMm.width() * u / n;
    QPainterPath path;
    for (int y = 0; y < n; ++y) {
        int x = 0;
        while (x < n) {
            if (!(code->data[y * n + x] & 1)) {
                ++x;
                continue;
            }
            int run = x;
            while (run < n && (code->data[y * n + run] & 1))
                ++run;
            path.addRect(
                QRectF(areaMm.x() * u + x * module, areaMm.y() * u + y * module, (run - x) * module, module));
            x = run;
        }
    }
    painter.fillPath(path, Qt::black);
}

} // namespace

LabelPainter::LabelPainter(const LabelTemplate &layout)
    : m_template(layout), m_font(QStringLiteral("DejaVu Sans")),
      m_width([this](const QString &text, double points, bool bold) { return textWidth(text, points, bold); })
{
    m_font.setStyleHint(QFont::SansSerif);
}

QPointF LabelPainter::labelOrigin(int index) const
{
    const LabelStock &s = m_template.stock;
    if (s.roll) return {0, 0};
    const int column = index % s.columns;
    const int row = index / s.columns;
    return {s.marginsMm.left() + column * s.pitchMm.width(), s.marginsMm.top() + row * s.pitchMm.height()};
}

double LabelPainter::textWidth(const QString &text, double points, bool bold) const
{
    // Widths from advances per character measured once at a reference size: shaping each label's text at
    // every trial size cost more than drawing it. Summed advances ignore kerning, which only narrows DejaVu's
    // text, so the estimate errs on the wide side; 1 % more covers rounding of the pixel size.
    const int pixels = std::max(1, int(points * mmPerPt * u));
    return referenceAdvance(text, bold) * pixels / referencePixels * 1.01 / u;
}

double LabelPainter::referenceAdvance(const QString &text, bool bold) const
{
    QHash<char16_t, double> &cache = m_advances[bold ? 1 : 0];
    double sum = 0;
    for (const QChar c : text) {
        auto it = cache.constFind(c.unicode());
        if (it == cache.cend()) {
            QFont font = m_font;
            font.setBold(bold);
            font.setPixelSize(referencePixels);
            it = cache.insert(c.unicode(), QFontMetricsF(font).horizontalAdvance(c));
        }
        sum += *it;
    }
    return sum;
}

LabelText LabelPainter::text(const LabelRecord &record) const
{
    const QRectF panel = labelPanels(m_template.stock).constFirst();
    return setLabelText(m_template, record, labelPanelParts(m_template, record, panel).text.size(), m_width);
}

void LabelPainter::paint(QPainter &painter, const QPointF &topLeftMm, const LabelRecord &record) const
{
    paint(painter, topLeftMm, record, text(record));
}

void LabelPainter::paint(QPainter &painter, const QPointF &topLeftMm, const LabelRecord &record,
                         const LabelText &text) const
{
    for (const QRectF &panel : labelPanels(m_template.stock))
        paintPanel(painter, panel.translated(topLeftMm), record, text);
}

void LabelPainter::paintOutline(QPainter &painter, const QPointF &topLeftMm) const
{
    QPen pen(QColor(0xb0, 0xb4, 0xba), 0);
    pen.setCosmetic(true);
    painter.setPen(pen);
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(toUnits(QRectF(topLeftMm, m_template.stock.labelMm)), 1.5 * u, 1.5 * u);
    if (m_template.stock.flag) {
        const QList<QRectF> panels = labelPanels(m_template.stock);
        pen.setStyle(Qt::DashLine);
        painter.setPen(pen);
        for (double x : {panels[0].right(), panels[1].left()})
            painter.drawLine(QPointF((x + topLeftMm.x()) * u, (panels[0].top() + topLeftMm.y()) * u),
                             QPointF((x + topLeftMm.x()) * u, (panels[0].bottom() + topLeftMm.y()) * u));
    }
}

void LabelPainter::paintPanel(QPainter &painter, const QRectF &areaMm, const LabelRecord &record,
                              const LabelText &text) const
{
    const LabelPanelParts parts = labelPanelParts(m_template, record, areaMm);
    // The rail band down the left edge, in the colour the views use, with the rail number on it.
    if (!parts.band.isNull()) {
        const QRectF &band = parts.band;
        painter.fillRect(toUnits(band), Palette::rail(record.rail));
        QFont font = m_font;
        font.setBold(true);
        font.setPixelSize(std::max(1, int(std::min(band.width() * 0.8, 3.0) * u)));
        painter.setFont(font);
        // Dark text on the light rail colours (yellow, sky blue), white on the dark ones.
        const QColor colour = Palette::rail(record.rail);
        painter.setPen(0.299 * colour.redF() + 0.587 * colour.greenF() + 0.114 * colour.blueF() > 0.6
                           ? Qt::black
                           : Qt::white);
        painter.save();
        painter.translate(band.center().x() * u, band.center().y() * u);
        painter.rotate(-90);
        const QRectF rotated(-band.height() * u / 2, -band.width() * u / 2, band.height() * u,
                             band.width() * u);
        painter.drawText(rotated, Qt::AlignCenter, QStringLiteral("R%1").arg(record.rail));
        painter.restore();
    }
    if (!parts.qrCode.isNull()) paintQr(painter, record.cableId, parts.qrCode);
    // The lines centred as a block.
    double y = parts.text.center().y() - text.heightMm() / 2;
    painter.setPen(Qt::black);
    for (const LabelLine &line : text.lines) {
        const double height = labelLineHeightMm(line.points);
        QFont font = m_font;
        font.setBold(line.bold);
        font.setPixelSize(std::max(1, int(line.points * mmPerPt * u)));
        painter.setFont(font);
        painter.drawText(toUnits(QRectF(parts.text.left(), y, parts.text.width(), height)),
                         Qt::AlignLeft | Qt::AlignVCenter, line.text);
        y += height;
    }
}

} // namespace railyard
