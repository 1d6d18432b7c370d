#pragma once

#include "core/enums.h"
#include "core/unknownkeys.h"

#include <QJsonObject>
#include <QString>
#include <QVarLengthArray>

#include <optional>

namespace railyard {

// The transceiver plugged into one cage of a device.
struct CageModule
{
    int port = -1;        // index into the device type's ports
    int transceiver = -1; // index into the catalog's transceivers
    bool operator==(const CageModule &) const = default;
};

// Where a device sits: rack slot (-1 for none) and lowest U (0 for none).
struct Placement
{
    int rack = -1;
    int u = 0;
    bool operator==(const Placement &) const = default;
};
struct Device
{

    QString id;
    int type = -1; // index into the catalog's device types
    int rack = -1; // rack slot, -1 when not placed
    int u = 0;     // lowest U occupied, 0 when not placed
    std::optional<int> su;
    std::optional<int> node;
    std::optional<int> rail;
    // The switch's airflow, where it is ordered in both (a Railyard extension, design-format.md's
    // additions); None: as the design's switch_ports_face says.
    Airflow airflow = Airflow::None;
    QVarLengthArray<CageModule, 4> modules; // sorted by port
    UnknownKeys extra;

    bool isPlaced() const { return rack >= 0 && u > 0; }
    // The transceiver in that cage, or -1.
    int moduleAt(int port) const
    {
        for (const CageModule &m : modules)
            if (m.port == port) return m.transceiver;
        return -1;
    }
    // Puts (or with transceiver -1, removes) the module of a cage, keeping them sorted by port.
    void setModule(int port, int transceiver);

    bool operator==(const Device &) const = default;
};

} // namespace railyard
