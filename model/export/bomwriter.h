#pragma once

#include "core/result.h"
#include "export/bom.h"
#include "export/paper.h"

#include <QByteArray>

namespace railyard {

class Design;

// The BOM as cli.md defines each encoding.
QByteArray bomToCsv(const Bom &bom);
QByteArray bomToJson(const Bom &bom);
// A spreadsheet: the BOM (header row, typed numbers, prices in the design's currency, a totals row with
// formulas; a line without a price has empty price cells), the cable schedule (every cable: id, label, type,
// the part number ordered, length, A end, B end, rail) and the fibers by route (rack pair); every sheet
// prints on `paper`, one page wide, its column titles on every page. Written atomically.
Result<> writeBomXlsx(const Design &design, const Bom &bom, const QString &path, Paper paper = Paper::A4);

// Builds the BOM (grouped, or a request for quotation, as `options` say) and writes it as OUT's extension
// says: .csv, .json, .xlsx or .pdf (the quote and the workbook, on `paper`).
Result<> writeBom(const Design &design, const QString &path, Paper paper = Paper::A4,
                  const BomOptions &options = {});

} // namespace railyard
