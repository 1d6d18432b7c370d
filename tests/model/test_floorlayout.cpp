#include "core/naturalorder.h"
#include "design/floorlayout.h"
#include "designfixtures.h"

using namespace railyard;
using namespace railyard::test;

namespace {

Design withRacks(const std::vector<Rack> &racks)
{
    Design d;
    int slot = 0;
    for (const Rack &r : racks)
        d.insertRack(slot++, r);
    return d;
}

} // namespace

TEST_CASE("Add Row proposes row A in an empty design, then the next row beside the last",
          "[floor][regression]")
{
    Design empty;
    const RowProposal first = proposeRow(empty);
    CHECK(first.row == QLatin1String("A"));
    CHECK(first.x == 0);
    CHECK(first.y == 0);

    const Design a = withRacks(rowOfRacks(empty, QStringLiteral("A"), 3, 42, 0, 0));
    const RowProposal second = proposeRow(a);
    CHECK(second.row == QLatin1String("B"));
    CHECK(second.heightU == 42);
    // Racks 1.2 m deep and a 1.2 m aisle: the next row's centres are 2.4 m further on.
    CHECK(second.y == Approx(2.4));
    // Its racks do not stand on row A.
    Design ab = a;
    int slot = ab.racks().slotCount();
    for (const Rack &r : rowOfRacks(ab, second.row, 3, 42, second.x, second.y))
        ab.insertRack(slot++, r);
    CHECK(overlappingRacks(ab).isEmpty());

    Rack z;
    z.id = QStringLiteral("Z01");
    z.row = QStringLiteral("Z");
    CHECK(proposeRow(withRacks({z})).row == QLatin1String("AA"));
}

TEST_CASE("Rows are listed in order and their racks along the floor", "[floor]")
{
    auto rack = [](const char *id, const char *row, std::optional<double> x) {
        Rack r;
        r.id = QLatin1String(id);
        r.row = QLatin1String(row);
        r.xM = x;
        r.yM = x ? std::optional<double>(0.0) : std::nullopt;
        return r;
    };
    const Design d = withRacks({rack("AA01", "AA", 0.0), rack("B02", "B", 1.2), rack("B01", "B", 0.6),
                                rack("B09", "B", std::nullopt), rack("X", "", 3.0), rack("A01", "A", 0.0)});
    CHECK(rowNames(d) == QStringList{"A", "B", "AA", ""});
    QStringList ids;
    for (int r : racksOfRow(d, QStringLiteral("B")))
        ids << d.racks().at(r).id;
    CHECK(ids == QStringList{"B01", "B02", "B09"});
}

TEST_CASE("A move that would put a rack on another is found before it is made", "[floor]")
{
    const Design d = withRacks(rowOfRacks(Design(), QStringLiteral("A"), 3, 42, 0, 0)); // at x 0, 0.6, 1.2
    CHECK_FALSE(overlapAfterMove(d, {{2, QPointF(1.8, 0)}}));                 // to the next free tile
    CHECK(overlapAfterMove(d, {{2, QPointF(0, 0)}}) == std::make_pair(0, 2)); // onto A01
    // Two racks moved together along the row: each lands where the other was, which is fine.
    CHECK_FALSE(overlapAfterMove(d, {{0, QPointF(0.6, 0)}, {1, QPointF(1.8, 0)}}) ==
                std::optional<std::pair<int, int>>{{1, 2}});
    CHECK_FALSE(overlapAfterMove(d, {{1, QPointF(1.8, 0)}, {2, QPointF(2.4, 0)}}));
}

TEST_CASE("Ids in natural order", "[core]")
{
    CHECK(naturalLess(QStringLiteral("leaf-r9"), QStringLiteral("leaf-r10")));
    CHECK_FALSE(naturalLess(QStringLiteral("leaf-r10"), QStringLiteral("leaf-r9")));
    CHECK(naturalLess(QStringLiteral("A2"), QStringLiteral("B1")));
    CHECK(naturalLess(QStringLiteral("n1"), QStringLiteral("n1a")));
    CHECK(naturalLess(QStringLiteral("n01"), QStringLiteral("n2")));
    CHECK_FALSE(naturalLess(QStringLiteral("x"), QStringLiteral("x")));
}

TEST_CASE("A new row is of the bundled 48U cabinet type, so its racks are on the BOM", "[floor][racks]")
{
    Design d;
    d.catalog = bundledCatalog();
    const RowProposal p = proposeRow(d);
    REQUIRE(p.rackType >= 0);
    CHECK(d.catalog.rackTypes.at(p.rackType).id == QLatin1String("rack-48u-600x1200"));
    CHECK(p.heightU == 48);
    const std::vector<Rack> row = rowOfRacks(d, p.row, 2, p.heightU, p.x, p.y, p.rackType);
    CHECK(row.front().type == p.rackType);
    CHECK(row.back().xM == Approx(0.6));
    // An 800 mm wide cabinet: racks 0.8 m apart, so they do not overlap.
    const int wide = d.catalog.rackTypes.indexOf(QStringLiteral("rack-48u-800x1200"));
    REQUIRE(wide >= 0);
    const Design w = withRacks(rowOfRacks(d, QStringLiteral("N"), 3, 48, 0, 0, wide));
    CHECK(*w.racks().at(1).xM == Approx(0.8));
    CHECK(overlappingRacks(w).isEmpty());
}
