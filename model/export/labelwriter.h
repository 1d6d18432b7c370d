#pragma once

#include "core/enums.h"
#include "core/result.h"
#include "export/cableorder.h"
#include "export/labels.h"

#include <QPagedPaintDevice>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

namespace railyard {

class Design;
class Feedback;
struct LabelTemplate;

struct LabelOptions
{
    std::vector<int> cables;              // the cables to label; all when empty
    int dpi = 203;                        // ZPL: the printer's resolution (203 or 300)
    CableOrder order = CableOrder::Cable; // the order the labels come out in
    LabelExtras extras;                   // device names and cable part/length lines besides the template's
    int skip = 0;      // sheets: labels already used on the first sheet (it starts at the next one)
    QStringList racks; // only the labels that go on in these racks (ids); all when empty
    std::optional<Network> network; // only the cables of this network
};

// The labels the options ask for, in their order.
std::vector<LabelRef> labelsFor(const Design &design, const LabelOptions &options);

enum class LabelFormat
{
    Unknown,
    Pdf,
    Zpl,
    Csv
};
LabelFormat labelFormatForFileName(const QString &path);

// Writes the labels of a design in the format OUT's extension names (.pdf, .zpl, .csv), one label at a time
// (memory stays flat however many), atomically: a failed or cancelled export leaves no file behind and an
// existing file as it was. `feedback` hears of labels done of labels in all; a cancelled export returns an
// error that is `cancelled`.
Result<> writeLabels(const Design &design, const LabelTemplate &layout, const QString &path,
                     const LabelOptions &options = {}, Feedback *feedback = nullptr);

// Paints labels on a paged device (a QPdfWriter, a QPrinter): the template's page size, its labels laid out
// on each sheet (or one per page for a roll). `outlines` draws the label edges (for previews on plain paper).
class LabelSource;
enum class PaintResult
{
    Done,
    Cancelled,
    Failed,
    DoesNotFit
};
// `skip`: labels already used on the first sheet. With `doesNotFit`, a label that cannot be set at the
// template's smallest size stops the painting (DoesNotFit) and is given there.
PaintResult paintLabelPages(QPagedPaintDevice &device, const LabelTemplate &layout, LabelSource &source,
                            Feedback *feedback = nullptr, bool outlines = false, int skip = 0,
                            LabelRecord *doesNotFit = nullptr);

// One label in ZPL (^XA … ^XZ) for a printer of `dpi`, its text as the painter set it (labels.text(record)):
// the Zebra gets the paper label's lines and sizes. Exposed for the tests.
class LabelPainter;
struct LabelRecord;
struct LabelText;
QByteArray labelToZpl(const LabelPainter &labels, const LabelRecord &record, int dpi, const LabelText &text);

} // namespace railyard
