#pragma once

#include "catalog/pricelist.h"
#include "export/bom.h"

#include <QList>
#include <QString>

namespace railyard {

// Which lines of a BOM have a price (BomLine::priced), as the documents and reports say it.

// Whether any line of a BOM has a price: a total of none is "—", not 0.00 that reads as free.
bool bomHasPrices(const Bom &bom);
// The lines a price list left without a price (unit price 0), as rows of the price list's import report.
QList<PriceRowResult> unpricedBomLines(const Bom &bom);
// What a quote says under its total about the lines without a price (unit price 0), or nothing when every
// line has one: "3 of 27 lines have no price: the total leaves them out", or "No line has a price."
// People-facing documents (the PDF quote, the BOM window) show such a line's prices as "—" rather than 0.00.
QString bomUnpricedNote(const Bom &bom);
// How many lines have no price (none in a request for quotation).
int bomUnpricedLines(const Bom &bom);

} // namespace railyard
