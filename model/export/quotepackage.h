#pragma once

#include "core/result.h"
#include "export/labelwriter.h"
#include "export/paper.h"

namespace railyard {

class Design;
class Feedback;
struct Decorations;

// The quote package: one zip (QuaZip) with what a vendor needs to quote and an installer to build — the
// design (native file), bom.csv, bom.xlsx, labels.pdf (default template), the floor-plan and fabric drawings
// (PDF, on ISO or North American paper), and a README.txt with the design's name, the date and its counts.
// Each part is written to a temporary folder, then zipped; the zip replaces OUT only when complete.
// `feedback` is told of each part (done, parts) and may cancel. `fileName` is the design's own file name (for
// the README), `decorations` its validation (for the drawings).
Result<> writeQuotePackage(const Design &design, const QString &fileName, const Decorations &decorations,
                           const QString &path, Feedback *feedback = nullptr, Paper paper = Paper::A4);

// The names of the files in a package, in the order they are written.
QStringList quotePackageContents();

} // namespace railyard
