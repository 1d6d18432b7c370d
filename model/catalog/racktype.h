#pragma once

#include "catalog/partnumber.h"
#include "core/enums.h"
#include "core/unknownkeys.h"

#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace railyard {

// One device a rack kit comes with (an NVL72 rack's trays and switches): its catalog device type and the U of
// its lowest unit.
struct RackContent
{
    QString type;
    int u = 1;
    // The device's name within the rack ("ct01"): adding the rack names it "<rack>-<name>". Empty: the type
    // and a number ("A01-sn2201-1").
    QString name;
    UnknownKeys extra;

    bool operator==(const RackContent &) const = default;
};

// A cabinet that can be ordered (design-format.md, Racks): a rack of this type takes its height, width and
// depth unless it says otherwise, and is ordered on the BOM. Racks without a type are not ordered. Railyard's
// extensions (docs/catalog-format.md): a rack kit's `contents`, placed as ordinary devices when such a rack
// is added; the most its devices may draw (`max_power_kw`, the rack-power rule); how it is cooled.
struct RackType
{
    QString id;
    QString description;
    int heightU = 42;
    std::optional<int> widthMm;
    std::optional<int> depthMm;
    double price = 0;
    OrderCode order;
    std::vector<RackContent> contents;
    // The rack's part number orders its contents too (a DGX GB200 NVL72 is sold as a whole rack): the BOM
    // lists the rack, not the trays a kit placed. A Railyard extension (contents_included), optional.
    bool contentsIncluded = false;
    std::optional<double> maxPowerKw;
    Cooling cooling = Cooling::None;
    QJsonObject sources;
    UnknownKeys extra;

    bool operator==(const RackType &) const = default;
};

} // namespace railyard
