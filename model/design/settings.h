#pragma once

#include <QJsonObject>

namespace railyard {

struct Settings
{
    double lossMarginDb = 0.5;
    double trayHeightM = 0.6;
    double sparesPercent = 0;
    QJsonObject extra;

    bool operator==(const Settings &) const = default;
};

} // namespace railyard
