#pragma once

#include "export/labeltemplate.h"

#include <QFont>
#include <QHash>
#include <QPointF>

#include <optional>
#include <vector>

class QPainter;

namespace railyard {

struct LabelRecord;

// Draws labels of one template. The painter works in hundredths of a millimetre (unitsPerMm), whatever the
// device: the PDF writer, the printer of Print Labels and the preview all scale to that and share this code.
// Text never leaves its area: a line too long is set smaller, down to the template's minimum, then elided in
// the middle.
class LabelPainter
{
public:
    static constexpr double unitsPerMm = 100;

    explicit LabelPainter(const LabelTemplate &layout);
    // Paints one label with its top-left corner at `topLeftMm` (millimetres from the page's corner).
    void paint(QPainter &painter, const QPointF &topLeftMm, const LabelRecord &record) const;
    // Where the n-th label of a page goes (0 = top left, across then down).
    QPointF labelOrigin(int index) const;
    // Draws the outline of a label (for the preview on screen; printed stock is die-cut).
    void paintOutline(QPainter &painter, const QPointF &topLeftMm) const;

    // The font size (points) the line gets in a box this wide, and the text as drawn (elided only when even
    // the smallest size does not fit). Exposed so tests can check that nothing overflows.
    struct FittedLine
    {
        double pointSize = 0;
        QString text;
        bool bold = false;
        bool cut = false; // elided: even the smallest size was too large
    };
    FittedLine fit(const QString &text, double widthMm, double largestPt, bool bold) const;
    // The lines a label's text is set in for a box this wide: line 1 bold, line 2 smaller; a line that would
    // have to shrink below 70 % is broken after its " / " (near end above far end) instead.
    std::vector<FittedLine> layoutLines(const LabelRecord &record, double widthMm) const;
    // A label whose text cannot be set at the template's smallest size (6 pt for every built-in) in its place
    // — a line cut short, or the lines together too tall — gives the line that does not fit; nothing when it
    // fits. Labels are never printed smaller than that: the export stops and says so.
    std::optional<QString> overflow(const LabelRecord &record) const;

private:
    QRectF panelArea() const; // the printable area of one panel, relative to the label's corner
    QRectF textArea(const QRectF &areaMm, const LabelRecord &record) const;
    // How much the lines must shrink together to fit the height (1: not at all).
    static double verticalScale(const std::vector<FittedLine> &lines, double heightMm);
    void paintPanel(QPainter &painter, const QRectF &areaMm, const LabelRecord &record) const;
    // The advance of the text at referencePixels, summed from a cache of advances per character.
    double referenceAdvance(const QString &text, bool bold) const;
    static constexpr int referencePixels = 1000;

    const LabelTemplate &m_template;
    QFont m_font;
    mutable QHash<char16_t, double> m_advances[2]; // regular, bold
};

} // namespace railyard
