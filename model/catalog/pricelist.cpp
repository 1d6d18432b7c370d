#include "catalog/pricelist.h"

#include "catalog/catalog.h"
#include "core/numberformat.h"

#include <QCoreApplication>
#include <QHash>

namespace railyard {

PartFinder::PartFinder(const Catalog &catalog) : m_catalog(catalog)
{
    // The first part of the first list wins, as for ids.
    const auto add = [&](const QString &number, PartRef::List list, int i) {
        if (!number.isEmpty() && !m_byPartNumber.contains(number)) m_byPartNumber.insert(number, {list, i});
    };
    for (int i = 0; i < catalog.deviceTypes.size(); ++i) {
        add(catalog.deviceTypes.at(i).order.partNumber, PartRef::List::Devices, i);
        add(catalog.deviceTypes.at(i).reversePartNumber, PartRef::List::Devices, i);
    }
    for (int i = 0; i < catalog.transceivers.size(); ++i)
        add(catalog.transceivers.at(i).order.partNumber, PartRef::List::Transceivers, i);
    for (int i = 0; i < catalog.cableTypes.size(); ++i)
        add(catalog.cableTypes.at(i).order.partNumber, PartRef::List::Cables, i);
    for (int i = 0; i < catalog.rackTypes.size(); ++i)
        add(catalog.rackTypes.at(i).order.partNumber, PartRef::List::Racks, i);
    for (int i = 0; i < catalog.accessoryTypes.size(); ++i)
        add(catalog.accessoryTypes.at(i).order.partNumber, PartRef::List::Accessories, i);
}

std::optional<PartRef> PartFinder::find(const QString &partNumber) const
{
    const Catalog &catalog = m_catalog;
    if (const int i = catalog.deviceTypes.indexOf(partNumber); i >= 0)
        return PartRef{PartRef::List::Devices, i};
    if (const int i = catalog.transceivers.indexOf(partNumber); i >= 0)
        return PartRef{PartRef::List::Transceivers, i};
    if (const int i = catalog.cableTypes.indexOf(partNumber); i >= 0)
        return PartRef{PartRef::List::Cables, i};
    if (const int i = catalog.rackTypes.indexOf(partNumber); i >= 0) return PartRef{PartRef::List::Racks, i};
    if (const int i = catalog.accessoryTypes.indexOf(partNumber); i >= 0)
        return PartRef{PartRef::List::Accessories, i};
    if (const auto it = m_byPartNumber.constFind(partNumber); it != m_byPartNumber.cend()) return *it;
    return std::nullopt;
}

namespace {

// Where each cable type's per-length part numbers point.
QHash<QString, PriceTarget> lengthPartNumbers(const Catalog &catalog)
{
    QHash<QString, PriceTarget> lengths;
    for (int i = 0; i < catalog.cableTypes.size(); ++i) {
        const CableType &t = catalog.cableTypes.at(i);
        for (auto it = t.partNumbers.cbegin(); it != t.partNumbers.cend(); ++it)
            lengths.insert(it.value(), {{PartRef::List::Cables, i}, it.key()});
    }
    return lengths;
}

// The index of each part number's last row.
QHash<QString, qsizetype> lastRows(const QList<PriceEntry> &prices)
{
    QHash<QString, qsizetype> last;
    for (qsizetype i = 0; i < prices.size(); ++i)
        last.insert(prices[i].partNumber, i);
    return last;
}

} // namespace

std::vector<PriceAssignment> resolvePriceList(const Catalog &catalog, const QList<PriceEntry> &prices)
{
    const QHash<QString, PriceTarget> lengths = lengthPartNumbers(catalog);
    const QHash<QString, qsizetype> last = lastRows(prices);
    const PartFinder finder(catalog);
    std::vector<PriceAssignment> out;
    for (qsizetype i = 0; i < prices.size(); ++i) {
        const PriceEntry &e = prices[i];
        if (last.value(e.partNumber) != i) continue;
        if (const std::optional<PartRef> part = finder.find(e.partNumber)) {
            out.push_back({{*part, std::nullopt}, &e});
            if (part->list != PartRef::List::Devices) continue;
            const DeviceType &product = catalog.deviceTypes.at(part->index);
            for (int v = 0; v < catalog.deviceTypes.size(); ++v) {
                const DeviceType &variant = catalog.deviceTypes.at(v);
                if (variant.variantOf == product.id && !last.contains(variant.id) &&
                    (variant.order.partNumber.isEmpty() || !last.contains(variant.order.partNumber)))
                    out.push_back({{{PartRef::List::Devices, v}, std::nullopt}, &e, true});
            }
        } else if (const auto length = lengths.constFind(e.partNumber); length != lengths.cend()) {
            out.push_back({*length, &e});
        }
    }
    return out;
}

QStringList unknownParts(const Catalog &catalog, const QList<PriceEntry> &prices)
{
    const QHash<QString, PriceTarget> lengths = lengthPartNumbers(catalog);
    const PartFinder finder(catalog);
    QStringList unknown;
    for (const PriceEntry &e : prices)
        if (!finder.find(e.partNumber) && !lengths.contains(e.partNumber)) unknown << e.partNumber;
    return unknown;
}

QList<PriceRowResult> checkPriceList(const Catalog &catalog, const QList<PriceEntry> &prices)
{
    const QHash<QString, PriceTarget> lengths = lengthPartNumbers(catalog);
    const QHash<QString, qsizetype> last = lastRows(prices);
    const PartFinder finder(catalog);
    // What each applied row priced besides its part: role variants.
    QHash<const PriceEntry *, QStringList> variants;
    for (const PriceAssignment &a : resolvePriceList(catalog, prices))
        if (a.variant) variants[a.entry] << catalog.deviceTypes.at(a.target.part.index).id;
    QList<PriceRowResult> rows;
    for (qsizetype i = 0; i < prices.size(); ++i) {
        const PriceEntry &e = prices[i];
        PriceRowResult r{e.line, e.partNumber, PriceRowResult::Outcome::Applied, {}};
        const std::optional<PartRef> part = finder.find(e.partNumber);
        const auto length = lengths.constFind(e.partNumber);
        const int lists = int(catalog.deviceTypes.indexOf(e.partNumber) >= 0) +
                          int(catalog.transceivers.indexOf(e.partNumber) >= 0) +
                          int(catalog.cableTypes.indexOf(e.partNumber) >= 0) +
                          int(catalog.rackTypes.indexOf(e.partNumber) >= 0) +
                          int(catalog.accessoryTypes.indexOf(e.partNumber) >= 0);
        if (!part && length == lengths.cend()) {
            r.outcome = PriceRowResult::Outcome::NotInCatalog;
            r.note = QCoreApplication::translate("PriceList",
                                                 "no part in the catalog has this number: not applied");
        } else if (last.value(e.partNumber) != i) {
            r.outcome = PriceRowResult::Outcome::Duplicate;
            r.note =
                QCoreApplication::translate("PriceList", "priced again on line %1, which is the price used")
                    .arg(prices[last.value(e.partNumber)].line);
        } else if (lists > 1) {
            r.outcome = PriceRowResult::Outcome::Ambiguous;
            r.note = QCoreApplication::translate("PriceList",
                                                 "%1 catalog parts have this id; the price went to the first "
                                                 "(device types, then transceivers, cable types, rack types)")
                         .arg(lists);
        } else if (e.pricePerM && (!part || part->list != PartRef::List::Cables)) {
            r.outcome = PriceRowResult::Outcome::PerMetreIgnored;
            r.note = QCoreApplication::translate(
                "PriceList",
                "a price per metre is for a cable type; the unit price was applied, not the price per metre");
        } else if (!part) {
            const CableType &type = catalog.cableTypes.at(length->part.index);
            r.note = QCoreApplication::translate("PriceList",
                                                 "the %1 length of %2: that length's price, over the type's")
                         .arg(formatLength(*length->lengthM), type.id);
        } else if (variants.contains(&e)) {
            r.note =
                QCoreApplication::translate("PriceList", "also prices %1, the same product in another role")
                    .arg(variants.value(&e).join(QStringLiteral(", ")));
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
    case PriceRowResult::Outcome::Unpriced:
        return QCoreApplication::translate("PriceList", "unpriced");
    case PriceRowResult::Outcome::PerMetreIgnored:
        return QCoreApplication::translate("PriceList", "price per metre ignored");
    case PriceRowResult::Outcome::Duplicate:
        return QCoreApplication::translate("PriceList", "overridden");
    case PriceRowResult::Outcome::Ambiguous:
        return QCoreApplication::translate("PriceList", "ambiguous");
    }
    return {};
}

} // namespace railyard
