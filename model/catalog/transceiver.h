#pragma once

#include "catalog/partnumber.h"
#include "core/enums.h"
#include "core/grademap.h"
#include "core/unknownkeys.h"

#include <QJsonObject>
#include <QString>

namespace railyard {

// A pluggable module. Optical modules carry their MPO/LC receptacle attributes; rate is per connector.
struct Transceiver
{
    QString id;
    QString description;
    QString formFactor;
    QString pmd;
    double rateGbps = 0;
    // The rate per connector the module runs at on one leg of a splitter (NVIDIA's 400G SR4 modules have a
    // 200G mode for 1:2 splitter fibers); 0 when it has no such mode.
    double splitRateGbps = 0;
    // The signalling rate of one electrical/optical lane (100 for NDR's 100G-PAM4, 200 for XDR's 200G-PAM4);
    // 0 when not given. Modules of different lane rates do not link: 200G-PAM4 optics do not step down. A
    // Railyard extension (lane_rate_gbps), optional.
    double laneRateGbps = 0;
    int connectors = 1;
    QString connector;
    Polish polish = Polish::None;
    Gender gender = Gender::None;
    QString media;
    GradeMap reachM;
    // max_channel_loss_db is either one number for every grade or a value per grade.
    bool lossPerGrade = false;
    double maxChannelLossDb = 0;
    bool hasMaxChannelLoss = false;
    GradeMap maxChannelLossByGrade;
    double powerW = 0;
    double price = 0;
    OrderCode order;
    QJsonObject sources;
    UnknownKeys extra;

    bool isOptical() const { return isOpticalConnector(connector); }
    std::optional<double> lossBudget(FiberGrade g) const
    {
        if (lossPerGrade) return maxChannelLossByGrade.value(g);
        return hasMaxChannelLoss ? std::optional<double>(maxChannelLossDb) : std::nullopt;
    }

    static bool isOpticalConnector(const QString &c)
    {
        return c.startsWith(QLatin1String("MPO")) || c == QLatin1String("LC");
    }

    bool operator==(const Transceiver &) const = default;
};

} // namespace railyard
