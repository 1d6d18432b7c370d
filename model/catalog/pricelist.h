#pragma once

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
    int line = 0; // where it is in the file (1-based record number)
};

// Where a part number is in a catalog: which list, and the part's index in it.
struct PartRef
{
    enum class List
    {
        Devices,
        Transceivers,
        Cables,
        Racks
    } list;
    int index;
};
std::optional<PartRef> findPart(const Catalog &catalog, const QString &partNumber);

// The part numbers of a price list that are not in the catalog (a vendor's list names far more parts).
QStringList unknownParts(const Catalog &catalog, const QList<PriceEntry> &prices);

// What became of each row of a price list, for the import report: applied, or why not (or why with doubt).
struct PriceRowResult
{
    enum class Outcome
    {
        Applied,
        NotInCatalog,     // no part has this number: skipped
        LengthPartNumber, // the part number of one length of a cable type: skipped (cables are priced by
                          // type)
        Duplicate,        // the part number was priced again further down: this row was overridden
        Ambiguous, // several catalog lists have this id: applied to the first (devices, transceivers, ...)
    };
    int line = 0;
    QString partNumber;
    Outcome outcome = Outcome::Applied;
    QString note; // what the user should know, in a sentence
};
QList<PriceRowResult> checkPriceList(const Catalog &catalog, const QList<PriceEntry> &prices);
QString priceOutcomeName(PriceRowResult::Outcome outcome);
} // namespace railyard
