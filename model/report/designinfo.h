#pragma once

#include "design/design.h"

#include <QJsonObject>
#include <QMap>
#include <QString>

namespace railyard {

// The counts `railyard-cli info` reports and the status bar shows.
struct DesignInfo
{
    QString name;
    int racks = 0;
    int devices = 0;
    QMap<Role, int> devicesByRole;
    qint64 ports = 0;
    QMap<PortKind, qint64> portsByKind;
    qint64 transceivers = 0;
    int cables = 0;
    QMap<CableKind, int> cablesByKind;
    int channels = 0;
    int completeChannels = 0;
    qint64 fibers = 0;
};

DesignInfo computeDesignInfo(const Design &design);
QJsonObject designInfoToJson(const DesignInfo &info);
QString designInfoToText(const DesignInfo &info);

} // namespace railyard
