#pragma once

#include "io/ioerror.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace railyard {

struct Catalog;

// A vendor's prices: part number, unit price and, for cables, a price per metre.
struct PriceEntry
{
    QString partNumber;
    double price = 0;
    std::optional<double> pricePerM;
};

// Where a part number is in a catalog: which list, and the part's index in it.
struct PartRef
{
    enum class List { Devices, Transceivers, Cables } list;
    int index;
};
std::optional<PartRef> findPart(const Catalog &catalog, const QString &partNumber);

// Reads a price list (CSV: part_number, unit_price[, price_per_m]; a header row is recognised and skipped).
// Any malformed row fails the whole list with an error naming the file, line and part number.
Result<QList<PriceEntry>> readPriceList(const QString &path);
Result<QList<PriceEntry>> parsePriceList(const QString &text, const QString &fileName);

// The part numbers of a price list that are not in the catalog (a vendor's list names far more parts).
QStringList unknownParts(const Catalog &catalog, const QList<PriceEntry> &prices);

} // namespace railyard
