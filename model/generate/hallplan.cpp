#include "generate/hallplan.h"

#include "catalog/catalog.h"
#include "design/floorlayout.h"
#include "generate/fabricoptions.h"
#include "generate/namepattern.h"

#include <QCoreApplication>

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
// and a block longer than a row runs on over as many rows as it needs.
void fillRows(std::vector<HallBlock> &blocks, bool central, int rowLength, std::vector<RowPlan> &rows)
{
    RowPlan row;
    row.central = central;
    for (HallBlock &block : blocks) {
        if (block.central != central) continue;
        const int size = int(block.racks.size());
        if (!row.racks.empty() && int(row.racks.size()) + size > rowLength) {
            rows.push_back(std::move(row));
            row = RowPlan{{}, central};
        }
        for (PlannedRack &rack : block.racks) {
            if (int(row.racks.size()) == rowLength) {
                rows.push_back(std::move(row));
                row = RowPlan{{}, central};
            }
            row.racks.push_back(&rack);
        }
    }
    if (!row.racks.empty()) rows.push_back(std::move(row));
}

} // namespace

std::vector<Rack> layOutHall(std::vector<HallBlock> &blocks, const FabricOptions &o, const Catalog &catalog,
                             QString *error)
{
    int total = 0, longestBlock = 1;
    for (const HallBlock &b : blocks) {
        total += int(b.racks.size());
        if (!b.central) longestBlock = std::max(longestBlock, int(b.racks.size()));
    }
    // A square hall keeps the longest run (corner to centre) short: rows of about 2·√racks racks of 0.6 m
    // are as long as that many rows at a 2.4 m pitch are deep.
    const int rowLength =
        o.rowLength > 0 ? o.rowLength : std::max(longestBlock, int(std::ceil(2 * std::sqrt(double(total)))));

    // The central racks (the top tier, joined to every pod) stand as a compact square in the middle.
    int central = 0;
    for (const HallBlock &b : blocks)
        if (b.central) central += int(b.racks.size());
    const int centralLength =
        std::min(rowLength, std::max(1, int(std::ceil(2 * std::sqrt(double(central))))));
    std::vector<RowPlan> rows, centralRows;
    fillRows(blocks, false, rowLength, rows);
    fillRows(blocks, true, centralLength, centralRows);
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
