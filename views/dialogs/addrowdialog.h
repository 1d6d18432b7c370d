#pragma once

#include <QString>

#include <optional>

class QWidget;

namespace railyard {

struct RowProposal;

// What Design ▸ Add Row of Racks asks for.
struct RowRequest
{
    QString row;
    int count = 10;
    int heightU = 48;
    double x = 0;
    double y = 0;
    int rackType = -1;
};

struct Catalog;

// Asks for a row of racks, starting from the proposal (the next row name, beside the others); nullopt when
// cancelled.
std::optional<RowRequest> askForRowOfRacks(QWidget *parent, const RowProposal &proposal,
                                           const Catalog &catalog);

} // namespace railyard
