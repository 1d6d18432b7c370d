#pragma once

#include <QString>

#include <optional>

class QWidget;

namespace railyard {

// What Design ▸ Add Row of Racks asks for.
struct RowRequest
{
    QString row;
    int count = 10;
    int heightU = 48;
    double x = 0;
    double y = 2.4;
};

// Asks for a row of racks; nullopt when cancelled.
std::optional<RowRequest> askForRowOfRacks(QWidget *parent);

} // namespace railyard
