#pragma once

#include <QHash>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>
#include <vector>

namespace railyard {

class Design;
struct Rack;

// Where racks stand on the floor (cli.md `floor-overlap`): a rack covers x_m ± width/2 by y_m ± depth/2
// around its centre, in metres; 600 × 1200 mm when the rack does not say.
constexpr int defaultRackWidthMm = 600;
constexpr int defaultRackDepthMm = 1200;

// The footprint of a rack whose centre is at `centre`, or at its own position; nullopt when it has none.
std::optional<QRectF> rackFootprint(const Rack &rack, std::optional<QPointF> centre = std::nullopt);
// Whether two footprints share area. Racks that only touch (a row of 600 mm racks 0.6 m apart) do not.
bool footprintsOverlap(const QRectF &a, const QRectF &b);

// Every pair of racks whose footprints overlap, each pair once as (lower slot, higher slot), in slot order.
QList<std::pair<int, int>> overlappingRacks(const Design &design);
// The racks whose footprints overlap `rack`'s (at its own position), in slot order.
QList<int> racksOverlapping(const Design &design, int rack);

// The first pair that would overlap if the racks in `moves` stood at the given centres and every other rack
// stayed where it is; nullopt when the move leaves every rack clear of the others.
std::optional<std::pair<int, int>> overlapAfterMove(const Design &design, const QHash<int, QPointF> &moves);

// What Add Row proposes: the next row name after the design's rows ("A" in an empty design, then "B", …;
// after "Z", "AA"), and where the row goes (beside the others: one rack depth and a 1.2 m aisle further on).
struct RowProposal
{
    QString row;
    double x = 0;
    double y = 0;
    int heightU = 48;
    int rackType = -1; // the type of the last rack, else the bundled 48U cabinet, else none
};
RowProposal proposeRow(const Design &design);

// The row name after `row` as spreadsheets name columns: "" → A, A → B, Z → AA, AZ → BA.
QString nextRowName(const QString &row);

// One rack of a catalog rack type (-1 for none) standing with its centre at `centre` (metres), as a drop on
// the floor plan makes it: in the row of the nearest rack whose footprint spans that y, else in a new row
// (the name Add Row would propose); the next free id of its row; the type's height, width and depth.
Rack rackDroppedAt(const Design &design, int rackType, QPointF centre);

// The design's row names in order (A < B < … < Z < AA; names of other shapes after them, alphabetically); the
// racks without a row are under "".
QStringList rowNames(const Design &design);
// The racks of a row as they stand along it: by floor x, then y, then document order (no position last).
QList<int> racksOfRow(const Design &design, const QString &row);

// `count` racks side by side from the centre (x, y), 0.6 m apart, with TIA-606 style ids: the row and the
// next free two-digit positions (A01, A02, …). With a rack type (catalog index, -1 for none) the racks are of
// that type and take its width and depth.
std::vector<Rack> rowOfRacks(const Design &design, const QString &row, int count, int heightU, double x,
                             double y, int rackType = -1);

} // namespace railyard
