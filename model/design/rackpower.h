#pragma once

#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace railyard {

class Design;

// What the devices in one rack draw (the rack-power rule, the floor plan's power colouring): each device
// type's power_w, plus the transceivers in its cages unless that figure already includes its optics.
struct RackPower
{
    double devicesW = 0;
    double opticsW = 0;
    // The rack type's max_power_kw, else the design's rack power budget; absent when neither is set.
    std::optional<double> limitW;
    bool limitFromType = false;
    // Servers and switches whose type has no power figure: the draw leaves them out.
    int unknownDevices = 0;

    double totalW() const { return devicesW + opticsW; }
    bool overLimit() const;
};

// The draw in kW as labels and messages show it: one decimal, or as many more as it takes to show a draw
// over its limit as more than the limit ("7.53 / 7.5 kW", never "7.5 / 7.5 kW").
QString formatDrawKw(const RackPower &power);

// What one device draws: its type's power_w, plus the transceivers in its cages unless that figure has them.
double devicePowerW(const Design &design, int device);
// The draw of the given devices (those in `rack`) against the rack's limit.
RackPower rackPower(const Design &design, int rack, const QList<int> &devicesInRack);
// Every rack's draw, in one pass over the devices.
QHash<int, RackPower> rackPowers(const Design &design);

} // namespace railyard
