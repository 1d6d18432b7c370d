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
    : m_template(layout), m_font(QStringLiteral("DejaVu Sans"))
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

LabelPainter::FittedLine LabelPainter::fit(const QString &text, double widthMm, double largestPt,
                                           bool bold) const
{
    QFont font = m_font;
    font.setBold(bold);
    // Widths from advances per character measured once at a reference size: shaping each label's text at
    // every trial size cost more than drawing it. Summed advances ignore kerning, which only narrows DejaVu's
    // text, so the estimate errs on the wide side; 1 % more covers rounding of the pixel size.
    const double reference = referenceAdvance(text, bold);
    const auto widthAt = [&](double pt) {
        const int pixels = std::max(1, int(pt * mmPerPt * u));
        return reference * pixels / referencePixels * 1.01 / u;
    };
    const double atLargest = widthAt(largestPt);
    if (atLargest <= widthMm) return {largestPt, text, bold};
    // Width is close to proportional to size; step down from the proportional guess to be safe with hinting.
    double pt = std::max(m_template.minFontPt, largestPt * widthMm / atLargest);
    while (pt > m_template.minFontPt && widthAt(pt) > widthMm)
        pt = std::max(m_template.minFontPt, pt - 0.25);
    if (widthAt(pt) <= widthMm) return {pt, text, bold};
    font.setPixelSize(std::max(1, int(pt * mmPerPt * u)));
    return {pt, QFontMetricsF(font).elidedText(text, Qt::ElideMiddle, widthMm * u), bold, true};
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

void LabelPainter::paint(QPainter &painter, const QPointF &topLeftMm, const LabelRecord &record) const
{
    const LabelStock &s = m_template.stock;
    const QRectF printable = s.printableMm.translated(topLeftMm);
    if (!s.flag) {
        paintPanel(painter, printable, record);
        return;
    }
    // A flag: the same text on both panels, the strip between them left blank to wrap the cord.
    const double panel = (printable.width() - s.flagWrapMm) / 2;
    paintPanel(painter, QRectF(printable.topLeft(), QSizeF(panel, printable.height())), record);
    paintPanel(
        painter,
        QRectF(printable.topLeft() + QPointF(panel + s.flagWrapMm, 0), QSizeF(panel, printable.height())),
        record);
}

void LabelPainter::paintOutline(QPainter &painter, const QPointF &topLeftMm) const
{
    QPen pen(QColor(0xb0, 0xb4, 0xba), 0);
    pen.setCosmetic(true);
    painter.setPen(pen);
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(toUnits(QRectF(topLeftMm, m_template.stock.labelMm)), 1.5 * u, 1.5 * u);
    if (m_template.stock.flag) {
        const QRectF p = m_template.stock.printableMm.translated(topLeftMm);
        const double panel = (p.width() - m_template.stock.flagWrapMm) / 2;
        pen.setStyle(Qt::DashLine);
        painter.setPen(pen);
        for (double x : {p.left() + panel, p.left() + panel + m_template.stock.flagWrapMm})
            painter.drawLine(QPointF(x * u, p.top() * u), QPointF(x * u, p.bottom() * u));
    }
}

QRectF LabelPainter::panelArea() const
{
    const LabelStock &s = m_template.stock;
    if (!s.flag) return s.printableMm;
    return QRectF(s.printableMm.topLeft(),
                  QSizeF((s.printableMm.width() - s.flagWrapMm) / 2, s.printableMm.height()));
}

QRectF LabelPainter::textArea(const QRectF &areaMm, const LabelRecord &record) const
{
    const double pad = std::min(1.5, areaMm.height() * 0.08);
    QRectF text = areaMm.adjusted(pad, pad, -pad, -pad);
    if (m_template.railBand && record.rail > 0)
        text.setLeft(areaMm.left() + std::clamp(areaMm.height() * 0.14, 2.0, 5.0) + pad);
    if (m_template.qrCode) text.setRight(text.right() - std::min(text.height(), 22.0) - pad);
    return text;
}

double LabelPainter::verticalScale(const std::vector<FittedLine> &lines, double heightMm)
{
    double total = 0;
    for (const FittedLine &line : lines)
        total += line.pointSize * mmPerPt * 1.25;
    return std::min(1.0, heightMm / std::max(0.01, total));
}

std::optional<QString> LabelPainter::overflow(const LabelRecord &record) const
{
    const QRectF text = textArea(panelArea(), record);
    const std::vector<FittedLine> lines = layoutLines(record, text.width());
    const double scale = verticalScale(lines, text.height());
    for (const FittedLine &line : lines) {
        if (line.cut || line.pointSize * scale < m_template.minFontPt - 1e-6) return line.text;
    }
    return std::nullopt;
}

void LabelPainter::paintPanel(QPainter &painter, const QRectF &areaMm, const LabelRecord &record) const
{
    const double pad = std::min(1.5, areaMm.height() * 0.08);
    QRectF text = areaMm.adjusted(pad, pad, -pad, -pad);
    // The rail band down the left edge, in the colour the views use, with the rail number on it.
    if (m_template.railBand && record.rail > 0) {
        const double band = std::clamp(areaMm.height() * 0.14, 2.0, 5.0);
        const QRectF bandMm(areaMm.left(), areaMm.top(), band, areaMm.height());
        painter.fillRect(toUnits(bandMm), Palette::rail(record.rail));
        QFont font = m_font;
        font.setBold(true);
        font.setPixelSize(std::max(1, int(std::min(band * 0.8, 3.0) * u)));
        painter.setFont(font);
        // Dark text on the light rail colours (yellow, sky blue), white on the dark ones.
        const QColor colour = Palette::rail(record.rail);
        painter.setPen(0.299 * colour.redF() + 0.587 * colour.greenF() + 0.114 * colour.blueF() > 0.6
                           ? Qt::black
                           : Qt::white);
        painter.save();
        painter.translate(bandMm.center().x() * u, bandMm.center().y() * u);
        painter.rotate(-90);
        const QRectF rotated(-bandMm.height() * u / 2, -bandMm.width() * u / 2, bandMm.height() * u,
                             bandMm.width() * u);
        painter.drawText(rotated, Qt::AlignCenter, QStringLiteral("R%1").arg(record.rail));
        painter.restore();
        text.setLeft(bandMm.right() + pad);
    }
    if (m_template.qrCode) {
        const double side = std::min(text.height(), 22.0);
        paintQr(painter, record.cableId,
                QRectF(text.right() - side, text.center().y() - side / 2, side, side));
        text.setRight(text.right() - side - pad);
    }
    // The lines centred as a block; if together they are taller than the area, all shrink alike.
    const std::vector<FittedLine> lines = layoutLines(record, text.width());
    double total = 0;
    for (const FittedLine &line : lines)
        total += line.pointSize * mmPerPt * 1.25;
    const double scale = verticalScale(lines, text.height());
    double y = text.center().y() - total * scale / 2;
    painter.setPen(Qt::black);
    for (const FittedLine &line : lines) {
        const double height = line.pointSize * mmPerPt * 1.25 * scale;
        QFont font = m_font;
        font.setBold(line.bold);
        font.setPixelSize(std::max(1, int(line.pointSize * scale * mmPerPt * u)));
        painter.setFont(font);
        painter.drawText(toUnits(QRectF(text.left(), y, text.width(), height)),
                         Qt::AlignLeft | Qt::AlignVCenter, line.text);
        y += height;
    }
}

std::vector<LabelPainter::FittedLine> LabelPainter::layoutLines(const LabelRecord &record,
                                                                double widthMm) const
{
    std::vector<FittedLine> lines;
    const auto add = [&](const QString &text, double pt, bool bold) {
        if (text.isEmpty()) return;
        FittedLine line = fit(text, widthMm, pt, bold);
        if (const auto halves = breakLabelLine(text, line.pointSize, pt, line.text != text)) {
            FittedLine nearEnd = fit(halves->first, widthMm, pt, bold);
            FittedLine farEnd = fit(halves->second, widthMm, pt, bold);
            // One size for both halves, so they read as one identifier pair.
            const double both = std::min(nearEnd.pointSize, farEnd.pointSize);
            nearEnd = fit(nearEnd.text, widthMm, both, bold);
            farEnd = fit(farEnd.text, widthMm, both, bold);
            lines.push_back(nearEnd);
            lines.push_back(farEnd);
            return;
        }
        lines.push_back(line);
    };
    // The lines after the first a little smaller, never below the smallest size.
    const double second = std::max(m_template.fontPt * 0.8, m_template.minFontPt);
    add(record.line1, m_template.fontPt, true);
    add(record.line2, second, false);
    for (const QString &line : record.more)
        add(line, second, false);
    return lines;
}

} // namespace railyard
