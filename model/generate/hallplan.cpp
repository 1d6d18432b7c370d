#include "generate/hallplan.h"

#include "catalog/catalog.h"
#include "design/floorlayout.h"
#include "generate/fabricoptions.h"
#include "generate/namepattern.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace railyard {

namespace {

struct RowPlan
{
    std::vector<PlannedRack *> racks;
    bool central = false;
};

double widthOf(const Catalog &c, int type)
{
    const RackType *t = type >= 0 ? &c.rackTypes.at(type) : nullptr;
    return (t && t->widthMm ? *t->widthMm : defaultRackWidthMm) / 1000.0;
}

double depthOf(const Catalog &c, int type)
{
    const RackType *t = type >= 0 ? &c.rackTypes.at(type) : nullptr;
    return (t && t->depthMm ? *t->depthMm : defaultRackDepthMm) / 1000.0;
}

// Fills rows with blocks in order: a block starts a new row when it does not fit the rest of the current one,
// and a block longer than a row runs on over as many rows as it needs. Lengths are in metres: a row of
// 800 mm network racks holds fewer of them than of 600 mm compute racks.
void fillRows(std::vector<HallBlock> &blocks, bool central, double rowM, const Catalog &catalog,
              std::vector<RowPlan> &rows)
{
    constexpr double slack = 1e-6; // widths in whole millimetres: sums of them are not exact
    RowPlan row;
    row.central = central;
    double used = 0;
    const auto next = [&] {
        rows.push_back(std::move(row));
        row = RowPlan{{}, central};
        used = 0;
    };
    for (HallBlock &block : blocks) {
        if (block.central != central) continue;
        double size = 0;
        for (const PlannedRack &rack : block.racks)
            size += widthOf(catalog, rack.type);
        if (!row.racks.empty() && used + size > rowM + slack) next();
        for (PlannedRack &rack : block.racks) {
            const double width = widthOf(catalog, rack.type);
            if (!row.racks.empty() && used + width > rowM + slack) next();
            row.racks.push_back(&rack);
            used += width;
        }
    }
    if (!row.racks.empty()) rows.push_back(std::move(row));
}

} // namespace

std::vector<Rack> layOutHall(std::vector<HallBlock> &blocks, const FabricOptions &o, const Catalog &catalog,
                             QString *error)
{
    // Lengths in racks of the compute racks' width (what --row-length counts).
    double unitWidth = widthOf(catalog, -1);
    for (const HallBlock &b : blocks)
        for (const PlannedRack &r : b.racks)
            if (!r.network) {
                unitWidth = widthOf(catalog, r.type);
                break;
            }
    int total = 0;
    double longestUnitM = unitWidth, totalM = 0;
    for (const HallBlock &b : blocks) {
        total += int(b.racks.size());
        double size = 0;
        for (const PlannedRack &r : b.racks)
            size += widthOf(catalog, r.type);
        totalM += size;
        // A scalable unit stays in one row; a block of network racks only (a pod's spines, a four-tier
        // zone's cores: 130 racks at 70k GPUs) runs on into the next rather than lengthen every row.
        const bool unit =
            std::any_of(b.racks.begin(), b.racks.end(), [](const PlannedRack &r) { return !r.network; });
        if (!b.central && unit) longestUnitM = std::max(longestUnitM, size);
    }
    // A square hall keeps the longest run (corner to centre) short: rows of about 2·√racks racks of 0.6 m
    // are as long as that many rows at a 2.4 m pitch are deep.
    const double rowM =
        o.rowLength > 0 ? o.rowLength * unitWidth
                        : std::max(longestUnitM, std::ceil(2 * std::sqrt(totalM / unitWidth)) * unitWidth);

    // The central racks (the top tier, joined to every pod) stand as a compact square in the middle.
    double centralM = 0;
    for (const HallBlock &b : blocks)
        if (b.central)
            for (const PlannedRack &r : b.racks)
                centralM += widthOf(catalog, r.type);
    const double centralRowM =
        std::min(rowM, std::max(unitWidth, std::ceil(2 * std::sqrt(centralM / unitWidth)) * unitWidth));
    std::vector<RowPlan> rows, centralRows;
    fillRows(blocks, false, rowM, catalog, rows);
    fillRows(blocks, true, centralRowM, catalog, centralRows);
    rows.insert(rows.begin() + qsizetype(rows.size() / 2), centralRows.begin(), centralRows.end());

    auto rowWidth = [&](const RowPlan &r) {
        double w = 0;
        for (const PlannedRack *rack : r.racks)
            w += widthOf(catalog, rack->type);
        return w;
    };
    double widest = 0;
    for (const RowPlan &r : rows)
        widest = std::max(widest, rowWidth(r));

    const NamePattern pattern(o.names.rack, {QStringLiteral("row"), QStringLiteral("pos")});
    if (!pattern.error().isEmpty()) {
        *error = pattern.error();
        return {};
    }
    std::vector<Rack> racks;
    racks.reserve(size_t(total));
    QString rowName;
    double y = 0;
    for (size_t i = 0; i < rows.size(); ++i) {
        RowPlan &r = rows[i];
        rowName = nextRowName(rowName);
        double depth = 0;
        for (const PlannedRack *rack : r.racks)
            depth = std::max(depth, depthOf(catalog, rack->type));
        // The central rows stand in the middle of the hall's width as well.
        double x = r.central ? (widest - rowWidth(r)) / 2 : 0;
        int pos = 0;
        for (PlannedRack *planned : r.racks) {
            Rack rack;
            rack.row = rowName;
            rack.id = pattern.format({{"row", rowName}, {"pos", ++pos}});
            rack.type = planned->type;
            const RackType *type = planned->type >= 0 ? &catalog.rackTypes.at(planned->type) : nullptr;
            rack.heightU = type ? type->heightU : 48;
            const double width = widthOf(catalog, planned->type);
            rack.widthMm = int(std::lround(width * 1000));
            rack.depthMm = int(std::lround(depthOf(catalog, planned->type) * 1000));
            rack.xM = std::round((x + width / 2) * 1000) / 1000;
            rack.yM = std::round((y + depth / 2) * 1000) / 1000;
            x += width;
            planned->slot = int(racks.size());
            racks.push_back(std::move(rack));
        }
        // Cold aisles in front of even rows, hot aisles behind: rows face each other in pairs.
        y += depth + (i % 2 == 0 ? o.coldAisleM : o.hotAisleM);
    }
    return racks;
}

} // namespace railyard
