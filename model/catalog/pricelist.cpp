#include "catalog/pricelist.h"

#include "catalog/catalog.h"
#include "core/numberformat.h"

#include <QCoreApplication>
#include <QHash>

namespace railyard {

std::optional<PartRef> findPart(const Catalog &catalog, const QString &partNumber)
{
    if (const int i = catalog.deviceTypes.indexOf(partNumber); i >= 0)
        return PartRef{PartRef::List::Devices, i};
    if (const int i = catalog.transceivers.indexOf(partNumber); i >= 0)
        return PartRef{PartRef::List::Transceivers, i};
    if (const int i = catalog.cableTypes.indexOf(partNumber); i >= 0)
        return PartRef{PartRef::List::Cables, i};
    if (const int i = catalog.rackTypes.indexOf(partNumber); i >= 0) return PartRef{PartRef::List::Racks, i};
    return std::nullopt;
}

QStringList unknownParts(const Catalog &catalog, const QList<PriceEntry> &prices)
{
    QStringList unknown;
    for (const PriceEntry &e : prices)
        if (!findPart(catalog, e.partNumber)) unknown << e.partNumber;
    return unknown;
}

QList<PriceRowResult> checkPriceList(const Catalog &catalog, const QList<PriceEntry> &prices)
{
    // Where each cable type's per-length part numbers point, to say what such a row is.
    QHash<QString, QPair<QString, double>> lengths;
    for (const CableType &t : catalog.cableTypes)
        for (auto it = t.partNumbers.cbegin(); it != t.partNumbers.cend(); ++it)
            lengths.insert(it.value(), {t.id, it.key()});
    QHash<QString, int> lastRow;
    for (const PriceEntry &e : prices)
        lastRow.insert(e.partNumber, e.line);
    QList<PriceRowResult> rows;
    for (const PriceEntry &e : prices) {
        PriceRowResult r{e.line, e.partNumber, PriceRowResult::Outcome::Applied, {}};
        const std::optional<PartRef> part = findPart(catalog, e.partNumber);
        const int lists = int(catalog.deviceTypes.indexOf(e.partNumber) >= 0) +
                          int(catalog.transceivers.indexOf(e.partNumber) >= 0) +
                          int(catalog.cableTypes.indexOf(e.partNumber) >= 0) +
                          int(catalog.rackTypes.indexOf(e.partNumber) >= 0);
        if (!part) {
            if (const auto length = lengths.constFind(e.partNumber); length != lengths.cend()) {
                r.outcome = PriceRowResult::Outcome::LengthPartNumber;
                r.note = QCoreApplication::translate(
                             "PriceList", "the %1 length of %2; cables are priced by type (price and "
                                          "price_per_m on a row for %2): not applied")
                             .arg(formatLength(length->second), length->first);
            } else {
                r.outcome = PriceRowResult::Outcome::NotInCatalog;
                r.note = QCoreApplication::translate("PriceList",
                                                     "no part in the catalog has this number: not applied");
            }
        } else if (lastRow.value(e.partNumber) != e.line) {
            r.outcome = PriceRowResult::Outcome::Duplicate;
            r.note =
                QCoreApplication::translate("PriceList", "priced again on line %1, which is the price used")
                    .arg(lastRow.value(e.partNumber));
        } else if (lists > 1) {
            r.outcome = PriceRowResult::Outcome::Ambiguous;
            r.note = QCoreApplication::translate("PriceList",
                                                 "%1 catalog parts have this id; the price went to the first "
                                                 "(device types, then transceivers, cable types, rack types)")
                         .arg(lists);
        }
        rows << r;
    }
    return rows;
}

QString priceOutcomeName(PriceRowResult::Outcome outcome)
{
    switch (outcome) {
    case PriceRowResult::Outcome::Applied:
        return QCoreApplication::translate("PriceList", "applied");
    case PriceRowResult::Outcome::NotInCatalog:
        return QCoreApplication::translate("PriceList", "not in the catalog");
    case PriceRowResult::Outcome::LengthPartNumber:
        return QCoreApplication::translate("PriceList", "a cable length's part number");
    case PriceRowResult::Outcome::Duplicate:
        return QCoreApplication::translate("PriceList", "overridden");
    case PriceRowResult::Outcome::Ambiguous:
        return QCoreApplication::translate("PriceList", "ambiguous");
    }
    return {};
}

} // namespace railyard
