#pragma once

#include "export/bom.h"
#include "export/paper.h"
#include "io/ioerror.h"

#include <QByteArray>

namespace railyard {

class Design;

// The BOM as cli.md defines each encoding.
QByteArray bomToCsv(const Bom &bom);
QByteArray bomToJson(const Bom &bom);
// A spreadsheet: the BOM (header row, typed numbers, prices in the design's currency, a totals row with
// formulas) and a second sheet with the cable schedule (every cable: id, label, type, length, A end, B end,
// rail). Written atomically.
IoStatus writeBomXlsx(const Design &design, const Bom &bom, const QString &path);

// Builds the BOM and writes it as OUT's extension says: .csv, .json, .xlsx or .pdf (the quote, on `paper`).
IoStatus writeBom(const Design &design, const QString &path, Paper paper = Paper::A4);

} // namespace railyard
