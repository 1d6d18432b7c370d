#pragma once

#include "core/enums.h"
#include "core/unknownkeys.h"

#include <QJsonObject>

#include <optional>

namespace railyard {

struct Settings
{
    // Spares a design made from scratch (File ▸ New, the generator) starts with, in percent of transceivers
    // and cables. A file without the key means 0 % (the format's default), but a design started from scratch
    // is going to be ordered: a few spare optics and cords per line is what installers ask for.
    static constexpr double newDesignSparesPercent = 5;
    // The most spares a design may ask for: more is a mistake, or a file from a stranger (designlimits.h).
    static constexpr double maxSparesPercent = 1000;

    double lossMarginDb = 0.5;
    double trayHeightM = 0.6;
    double sparesPercent = 0;
    // The power a rack may draw when its rack type sets no max_power_kw: the hall's budget per rack (42 kW
    // in a typical air-cooled hall). Absent: racks without a type limit are not checked.
    std::optional<double> rackPowerKw;
    // Which aisle the switches' ports face, so which airflow they are ordered in (p2c toward the hot aisle,
    // c2p toward the cold); None: the hot aisle, beside the servers' network ports, as NVIDIA's reference
    // architectures build it.
    PortsFace switchPortsFace = PortsFace::None;
    UnknownKeys extra;

    // The airflow a switch is ordered in when its device sets none.
    Airflow switchAirflow() const
    {
        return switchPortsFace == PortsFace::ColdAisle ? Airflow::C2P : Airflow::P2C;
    }

    bool operator==(const Settings &) const = default;
};

} // namespace railyard
