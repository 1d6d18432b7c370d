#pragma once

#include <QString>

#include <optional>
#include <vector>

namespace railyard {

class Design;

enum class BomCategory { Device, Transceiver, Cable };
QString bomCategoryName(BomCategory category);  // "device", "transceiver", "cable"

// One line of the bill of materials (cli.md, bom): a part, and for cables one ordered length.
struct BomLine
{
    BomCategory category = BomCategory::Device;
    QString partNumber;
    QString description;
    std::optional<double> lengthM;  // the ordered length; cables only
    qint64 quantity = 0;            // spares included
    double unitPrice = 0;
    double extendedPrice = 0;
};

struct BomTotals
{
    qint64 devices = 0;
    qint64 transceivers = 0;
    qint64 cables = 0;
    qint64 fibers = 0;  // in the design's cables, spares not included
    double price = 0;
};

struct Bom
{
    QString design;
    QString currency;
    std::vector<BomLine> lines;  // devices, transceivers, cables; each by part number, cables then by length
    BomTotals totals;
};

// The BOM of a design: one line per (category, part number, ordered length), spares from the design's settings
// added to transceiver and cable lines, prices from the catalog parts.
Bom buildBom(const Design &design);

// ⌈quantity × (1 + percent/100)⌉, without the rounding noise of binary fractions (40 at 5 % is 42, not 43).
qint64 withSpares(qint64 quantity, double percent);

} // namespace railyard
