#pragma once

#include "export/labellayout.h"
#include "export/labeltemplate.h"

#include <QFont>
#include <QHash>
#include <QPointF>

#include <optional>

class QPainter;

namespace railyard {

struct LabelRecord;

// Draws labels of one template. The painter works in hundredths of a millimetre (unitsPerMm), whatever the
// device: the PDF writer, the printer of Print Labels and the preview all scale to that and share this code.
// The text is set by setLabelText (labellayout.h) and never leaves its area.
class LabelPainter
{
public:
    static constexpr double unitsPerMm = 100;

    explicit LabelPainter(const LabelTemplate &layout);
    const LabelTemplate &labelTemplate() const { return m_template; }

    // The label's text as set on its panel (a flag's two panels are alike).
    LabelText text(const LabelRecord &record) const;
    // The line that cannot be set at the template's smallest size (6 pt for every built-in) however the text
    // is arranged; nothing when the label fits. Labels are never printed smaller: the export stops and says
    // so.
    std::optional<QString> overflow(const LabelRecord &record) const { return text(record).overflow; }

    // Paints one label with its top-left corner at `topLeftMm` (millimetres from the page's corner); the
    // text as text() set it.
    void paint(QPainter &painter, const QPointF &topLeftMm, const LabelRecord &record) const;
    void paint(QPainter &painter, const QPointF &topLeftMm, const LabelRecord &record,
               const LabelText &text) const;
    // Where the n-th label of a page goes (0 = top left, across then down).
    QPointF labelOrigin(int index) const;
    // Draws the outline of a label (for the preview on screen; printed stock is die-cut).
    void paintOutline(QPainter &painter, const QPointF &topLeftMm) const;

    // The width of a text in millimetres as this painter draws it: what the text is set with.
    double textWidth(const QString &text, double points, bool bold) const;

private:
    void paintPanel(QPainter &painter, const QRectF &areaMm, const LabelRecord &record,
                    const LabelText &text) const;
    // The advance of the text at referencePixels, summed from a cache of advances per character.
    double referenceAdvance(const QString &text, bool bold) const;
    static constexpr int referencePixels = 1000;

    const LabelTemplate &m_template;
    QFont m_font;
    LabelTextWidth m_width;
    mutable QHash<char16_t, double> m_advances[2]; // regular, bold
};

} // namespace railyard
