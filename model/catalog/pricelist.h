#pragma once

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

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
        Racks,
        Accessories
    } list;
    int index;

    bool operator==(const PartRef &) const = default;
};
// The part a price list row names: by catalog id, else by its part_number (a switch also by its
// reverse_part_number; a cable type by its part_number, its lengths' part numbers being PriceTargets).
class PartFinder
{
public:
    explicit PartFinder(const Catalog &catalog);
    std::optional<PartRef> find(const QString &partNumber) const;

private:
    const Catalog &m_catalog;
    QHash<QString, PartRef> m_byPartNumber;
};

// Where a price goes: a part, or one ordered length of a cable type (the row named that length's part
// number, MFP7E30-N003).
struct PriceTarget
{
    PartRef part;
    std::optional<double> lengthM;
};

// One price of a price list applied to one target: the row's price (and price per metre, for a cable type).
struct PriceAssignment
{
    PriceTarget target;
    const PriceEntry *entry;
    bool variant = false; // a role variant of the part the row names (qm9700-spine by a row for qm9700)
};

// What a price list prices in a catalog, in its order: each part number's last row (a row priced again
// further down is overridden) goes to the part with that id (the first list, where several have it) and to
// the device types that are role variants of it and have no row of their own; or, for a cable length's part
// number, to that length of its cable type, which then wins over the type's price and price per metre. Part
// numbers the catalog does not have price nothing.
std::vector<PriceAssignment> resolvePriceList(const Catalog &catalog, const QList<PriceEntry> &prices);

// The part numbers of a price list that are not in the catalog (a vendor's list names far more parts).
QStringList unknownParts(const Catalog &catalog, const QList<PriceEntry> &prices);

// What became of each row of a price list, for the import report: applied, or why not (or why with doubt).
struct PriceRowResult
{
    enum class Outcome
    {
        Applied,
        NotInCatalog, // no part has this number: skipped
        Duplicate,    // the part number was priced again further down: this row was overridden
        Ambiguous,    // several catalog lists have this id: applied to the first (devices, transceivers, ...)
        Unpriced,     // not a row: a line of the design's BOM that the list left without a price
        PerMetreIgnored, // a price per metre for what is not a cable type: the price applied, not the per
                         // metre
    };
    int line = 0; // 0 for a BOM line left unpriced
    QString partNumber;
    Outcome outcome = Outcome::Applied;
    QString note; // what the user should know, in a sentence (also for applied rows: what they priced)
};
QList<PriceRowResult> checkPriceList(const Catalog &catalog, const QList<PriceEntry> &prices);
QString priceOutcomeName(PriceRowResult::Outcome outcome);
} // namespace railyard
