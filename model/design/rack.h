#pragma once

#include "core/unknownkeys.h"
#include <QJsonObject>
#include <QString>

#include <optional>

namespace railyard {

struct Rack
{
    QString id; // TIA-606 cabinet identifier
    QString row;
    std::optional<double> xM; // floor position of the rack's centre
    std::optional<double> yM;
    int heightU = 42;
    std::optional<int> widthMm;
    std::optional<int> depthMm;
    int type = -1; // index into the catalog's rack types, -1 for none (not ordered)
    UnknownKeys extra;

    bool hasPosition() const { return xM.has_value() && yM.has_value(); }
    bool operator==(const Rack &) const = default;
};

} // namespace railyard
