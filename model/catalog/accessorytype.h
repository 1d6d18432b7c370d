#pragma once

#include "catalog/partnumber.h"
#include "core/enums.h"
#include "core/unknownkeys.h"

#include <QJsonObject>
#include <QMap>
#include <QString>

namespace railyard {

// What a rack needs besides its devices (docs/catalog-format.md, accessory_types; a Railyard extension): rack
// PDUs, power cords, blanking panels, cable managers, a panel's cassettes. The BOM orders them on its
// accessory lines from what the racks hold (docs/exports.md, "Accessories").
struct AccessoryType
{
    QString id;
    QString description;
    AccessoryKind kind = AccessoryKind::Other;
    double price = 0;
    OrderCode order;
    // pdu: what one PDU delivers, and its outlets by type ("C13": 6, "C19": 18).
    double capacityKva = 0;
    QMap<QString, int> outlets;
    // power-cord: the device inlet it plugs into ("C14") and the PDU outlet it takes ("C13").
    QString inlet;
    QString outlet;
    // blanking-panel: the rack units one covers.
    int heightU = 1;
    // cable-manager: how many a network rack takes (a pair of vertical managers: 2).
    int perRack = 0;
    QJsonObject sources;
    UnknownKeys extra;

    bool operator==(const AccessoryType &) const = default;
};

} // namespace railyard
