#pragma once

#include <QStringList>

#include <map>
#include <utility>

namespace railyard {

class Design;

// What the racks of a design need besides their devices (docs/exports.md, "Accessories"), by accessory type
// index: per rack that holds powered devices, A and B PDUs of the catalog's PDU type that needs the fewest,
// each feed carrying the rack's whole draw at 80 % of its rating with an outlet for half the PSUs; a power
// cord per PSU, as its inlet takes; blanking panels for its empty U; a network rack's cable managers; per
// device, the accessories its type is ordered with. Racks whose part number includes their kit (an NVL72)
// come powered.
struct AccessoryNeeds
{
    // By (accessory type index, rack slot; -1 for a device in no rack), so that a BOM grouped by SU puts a
    // rack's PDUs with its SU.
    std::map<std::pair<int, int>, qint64> counts;
    // What could not be ordered, one sentence each, for the buyer (PSUs of unknown inlet, a rack no PDU
    // fits).
    QStringList notes;
};
AccessoryNeeds accessoryNeeds(const Design &design);

// The share of a PDU's rating a feed may carry continuously (the usual 80 % of a branch circuit).
constexpr double pduLoadFactor = 0.8;

} // namespace railyard
