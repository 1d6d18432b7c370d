#pragma once

#include "core/enums.h"

#include <QJsonObject>
#include <QString>

namespace railyard {

struct Catalog;
struct DeviceType;

// How a catalog part is ordered (design-format.md: part_number): the manufacturer's orderable SKU
// (920-9B210-00FN-0M0, MMA4Z00-NS), or for a generic part (a cabinet, panel or trunk any supplier makes) a
// descriptive code. Empty: the part's catalog id stands in, and the BOM says so.
struct OrderCode
{
    QString partNumber;
    // A descriptive code, not one manufacturer's SKU: the supplier quotes an equivalent product. A Railyard
    // extension (generic), optional.
    bool generic = false;

    bool operator==(const OrderCode &) const = default;
};

// How far a BOM line's part number can be trusted: a SKU a source confirms ([C]), one that is not confirmed
// ([V], [D], [U] or no source: the supplier should confirm it), a generic code, or no part number at all
// (the catalog id stands in).
enum class PartNumberStatus
{
    Confirmed,
    Unconfirmed,
    Generic,
    CatalogId
};
QString partNumberStatusName(PartNumberStatus status); // "confirmed", "unconfirmed", "generic", "catalog-id"

// The status of `number` given as the part's `field` (part_number, reverse_part_number …): Confirmed only
// where the part's sources give that field confidence C.
PartNumberStatus partNumberStatus(const QString &number, bool generic, const QJsonObject &sources,
                                  const QString &field);

// A device type's product: the type itself, or the type it is a role variant of when it has no part number of
// its own (qm9700-spine is ordered as qm9700).
const DeviceType &productOf(const Catalog &catalog, const DeviceType &type);

// What a device of this type is ordered by in the airflow `wanted` (None: as its product): the product's
// part_number (its catalog id when it has none), or its reverse_part_number for the other airflow. A product
// without a part number of the wanted airflow keeps the one it has, unconfirmed, with knownAirflow false.
struct DeviceOrder
{
    QString partNumber;
    PartNumberStatus status = PartNumberStatus::CatalogId;
    bool knownAirflow = true;
};
DeviceOrder deviceOrder(const Catalog &catalog, const DeviceType &type, Airflow wanted);

// The airflow a device of this type must be mounted for when its product is sold in one airflow only (the
// Q3400-RA is C2P); None when it is sold in both or has none.
Airflow onlyAirflow(const Catalog &catalog, const DeviceType &type);

} // namespace railyard
