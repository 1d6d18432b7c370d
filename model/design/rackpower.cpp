#include "design/rackpower.h"

#include "core/numberformat.h"
#include "design/design.h"

#include <cmath>
#include <vector>

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
    const DeviceType &type = d.deviceType(device);
    power.devicesW += type.powerW;
    power.opticsW += opticsW(d, device);
    // Panels and power shelves draw nothing of their own; a server or switch at 0 W has no figure.
    if (type.powerW <= 0 && (isSwitchRole(type.role) || type.role == Role::GpuServer ||
                             type.role == Role::Server || type.role == Role::Storage))
        ++power.unknownDevices;
}

void setLimit(const Design &d, int rack, RackPower &power)
{
    const int type = d.racks().at(rack).type;
    const std::optional<double> kw = type >= 0 ? d.catalog.rackTypes.at(type).maxPowerKw : std::nullopt;
    power.limitFromType = kw.has_value();
    const std::optional<double> limit = kw ? kw : d.settings.rackPowerKw;
    power.limitW = limit ? std::optional<double>(*limit * 1000.0) : std::nullopt;
}

} // namespace

double devicePowerW(const Design &design, int device)
{
    return design.deviceType(device).powerW + opticsW(design, device);
}

QString formatDrawKw(const RackPower &power)
{
    const double kw = power.totalW() / 1000.0;
    if (!power.overLimit() || std::round(kw * 10) / 10 > *power.limitW / 1000.0) return formatFixed(kw, 1);
    for (int decimals = 2; decimals < 4; ++decimals) {
        const double scale = std::pow(10.0, decimals);
        if (std::round(kw * scale) / scale > *power.limitW / 1000.0) return formatFixed(kw, decimals);
    }
    return formatFixed(kw, 4);
}

bool RackPower::overLimit() const
{
    return limitW && totalW() > *limitW + epsilonW;
}

RackPower rackPower(const Design &design, int rack, const QList<int> &devicesInRack)
{
    RackPower power;
    setLimit(design, rack, power);
    for (int device : devicesInRack)
        addDevice(design, device, power);
    return power;
}

QHash<int, RackPower> rackPowers(const Design &design)
{
    // Summed by rack slot, then listed: a million-GPU design has 470k devices in 55k racks.
    std::vector<RackPower> bySlot(size_t(design.racks().slotCount()));
    for (int r : design.racks().live())
        setLimit(design, r, bySlot[size_t(r)]);
    for (int v : design.devices().live())
        if (const int rack = design.devices().at(v).rack; rack >= 0 && design.racks().isLive(rack))
            addDevice(design, v, bySlot[size_t(rack)]);
    QHash<int, RackPower> powers;
    powers.reserve(design.racks().liveCount());
    for (int r : design.racks().live())
        powers.insert(r, bySlot[size_t(r)]);
    return powers;
}

} // namespace railyard
