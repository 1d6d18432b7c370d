#pragma once

#include "catalog/pricelist.h"
#include "core/result.h"

#include <QByteArray>

namespace railyard {

// Reads a price list (CSV: part_number, unit_price[, price_per_m]; a header row is recognised and skipped).
// Any malformed row fails the whole list with an error naming the file, line and part number.
Result<QList<PriceEntry>> readPriceList(const QString &path);
Result<QList<PriceEntry>> parsePriceList(const QString &text, const QString &fileName);

// The report as CSV (file, line, part_number, outcome, note), for saving.
QByteArray priceReportCsv(const QString &file, const QList<PriceRowResult> &rows);

} // namespace railyard
