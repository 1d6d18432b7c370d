#pragma once

#include <QList>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

namespace railyard {

struct LabelRecord;
struct LabelStock;
struct LabelTemplate;

// How a label is laid out: shared by the painter (PDF, printing, the preview) and the ZPL writer, so that one
// check refuses what does not fit and what fits on paper fits on the Zebra. Millimetres from the label's
// top-left corner; text sizes in points.

// The printed panels of a label: its printable area, or a flag's two panels either side of the strip that
// wraps the cord (the same text on both, so that it reads from either side).
QList<QRectF> labelPanels(const LabelStock &stock);

// Where the rail band, the QR code and the text go on one panel; a null rectangle for what the label does not
// carry.
struct LabelPanelParts
{
    QRectF band;
    QRectF qrCode;
    QRectF text;
};
LabelPanelParts labelPanelParts(const LabelTemplate &layout, const LabelRecord &record, const QRectF &panel);

// The width of a text at a size (points), bold or not, in millimetres: the painter's font metrics.
using LabelTextWidth = std::function<double(const QString &text, double points, bool bold)>;

struct LabelLine
{
    QString text;
    double points = 0;
    bool bold = false;
};

// The height a line of text takes at a size: the font's own height (DejaVu Sans: 1.164 em) and a little air.
double labelLineHeightMm(double points);

struct LabelText
{
    std::vector<LabelLine> lines; // top to bottom
    // The line that cannot be set at the template's smallest size however the text is arranged (nothing when
    // the label fits). Such a label is not printed: the export stops and names it.
    std::optional<QString> overflow;
    double heightMm() const;
};

// The label's text set in an area: line 1 bold at the template's size, the others at 80 % of it, never under
// the template's smallest size (6 pt for every built-in). A line too wide is set smaller; one that would
// shrink below 70 % of its size is broken instead, after its " / " (near end above far end; the two halves at
// one size). Lines too tall together shrink, the largest first. When that is not enough, the label's text is
// arranged to use the stock — every pair broken onto lines of their own, the cable line broken after its
// part number, or no line broken where the stock is wide and short — and the arrangement with the largest
// text wins; as a last resort the part number line is abbreviated (the part number alone where it names the
// length, else cut short in the middle). Only a label that fits no arrangement at the smallest size
// overflows.
LabelText setLabelText(const LabelTemplate &layout, const LabelRecord &record, const QSizeF &area,
                       const LabelTextWidth &width);

} // namespace railyard
