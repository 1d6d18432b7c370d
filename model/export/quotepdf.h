#pragma once

#include "core/result.h"
#include "export/paper.h"

namespace railyard {

struct Bom;

// The BOM as a quote a buyer can send (PDF, A4 or US Letter): a header on every page (the quote's title and
// "page n of m"), the title block and notes on the first page, then per category its lines with wrapped
// descriptions and a subtotal, the price total and the counts. The table's column titles repeat on every
// page. Text stays text. Written atomically.
Result<> writeQuotePdf(const Bom &bom, const QString &path, Paper paper = Paper::A4);

} // namespace railyard
