#include "design/rackpower.h"

#include "design/design.h"

namespace railyard {

namespace {

// Below a milliwatt a sum of doubles is rounding, not a draw over the limit.
constexpr double epsilonW = 1e-3;

double opticsW(const Design &d, int device)
{
    if (d.deviceType(device).powerIncludesOptics) return 0;
    double w = 0;
    for (const CageModule &m : d.devices().at(device).modules)
        w += d.catalog.transceivers.at(m.transceiver).powerW;
    return w;
}

void addDevice(const Design &d, int device, RackPower &power)
{
    power.devicesW += d.deviceType(device).powerW;
    power.opticsW += opticsW(d, device);
}

std::optional<double> limitOf(const Design &d, int rack)
{
    const int type = d.racks().at(rack).type;
    if (type < 0) return std::nullopt;
    const std::optional<double> kw = d.catalog.rackTypes.at(type).maxPowerKw;
    return kw ? std::optional<double>(*kw * 1000.0) : std::nullopt;
}

} // namespace

double devicePowerW(const Design &design, int device)
{
    return design.deviceType(device).powerW + opticsW(design, device);
}

bool RackPower::overLimit() const
{
    return limitW && totalW() > *limitW + epsilonW;
}

RackPower rackPower(const Design &design, int rack, const QList<int> &devicesInRack)
{
    RackPower power;
    power.limitW = limitOf(design, rack);
    for (int device : devicesInRack)
        addDevice(design, device, power);
    return power;
}

QHash<int, RackPower> rackPowers(const Design &design)
{
    QHash<int, RackPower> powers;
    for (int r : design.racks().live())
        powers[r].limitW = limitOf(design, r);
    for (int v : design.devices().live()) {
        const int rack = design.devices().at(v).rack;
        if (rack >= 0) addDevice(design, v, powers[rack]);
    }
    return powers;
}

} // namespace railyard
