#pragma once

#include <QHash>
#include <QList>

#include <optional>

namespace railyard {

class Design;

// What the devices in one rack draw (the rack-power rule, the floor plan's power colouring): each device
// type's power_w, plus the transceivers in its cages unless that figure already includes its optics.
struct RackPower
{
    double devicesW = 0;
    double opticsW = 0;
    std::optional<double> limitW; // the rack type's max_power_kw; absent without a type or a limit

    double totalW() const { return devicesW + opticsW; }
    bool overLimit() const;
};

// What one device draws: its type's power_w, plus the transceivers in its cages unless that figure has them.
double devicePowerW(const Design &design, int device);
// The draw of the given devices (those in `rack`) against the rack's limit.
RackPower rackPower(const Design &design, int rack, const QList<int> &devicesInRack);
// Every rack's draw, in one pass over the devices.
QHash<int, RackPower> rackPowers(const Design &design);

} // namespace railyard
