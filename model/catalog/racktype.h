#pragma once

#include <QJsonObject>
#include <QString>

#include <optional>

namespace railyard {

// A cabinet that can be ordered (design-format.md, Racks): a rack of this type takes its height, width and
// depth unless it says otherwise, and is ordered on the BOM. Racks without a type are not ordered.
struct RackType
{
    QString id;
    QString description;
    int heightU = 42;
    std::optional<int> widthMm;
    std::optional<int> depthMm;
    double price = 0;
    QJsonObject sources;
    QJsonObject extra;

    bool operator==(const RackType &) const = default;
};

} // namespace railyard
