// The fabric's link index (issue 35): zoomed in on a million GPUs a frame draws the few thousand links in
// view, found without testing four million.
#include "render/fabriclinkindex.h"

#include <catch2/catch.hpp>

#include <QLineF>
#include <QRectF>

#include <algorithm>
#include <random>
#include <set>

using namespace railyard;

namespace {

// Whether a line crosses a rectangle: an end inside, or a side crossed.
bool crosses(const QLineF &line, const QRectF &r)
{
    if (r.contains(line.p1()) || r.contains(line.p2())) return true;
    const QLineF sides[4] = {{r.topLeft(), r.topRight()},
                             {r.topRight(), r.bottomRight()},
                             {r.bottomRight(), r.bottomLeft()},
                             {r.bottomLeft(), r.topLeft()}};
    return std::any_of(std::begin(sides), std::end(sides), [&](const QLineF &side) {
        return line.intersects(side, nullptr) == QLineF::BoundedIntersection;
    });
}

} // namespace

TEST_CASE("The link index finds every link that crosses a rectangle, and few that do not", "[render]")
{
    // Rows 260 apart as the layout has them; links between neighbouring rows and across two, some short and
    // some across the whole width, and a few not drawn.
    std::mt19937 random(35);
    std::uniform_real_distribution<double> x(0, 100000);
    std::uniform_int_distribution<int> row(0, 3), skip(1, 2), chance(0, 9);
    std::vector<QLineF> lines;
    for (int i = 0; i < 30000; ++i) {
        if (chance(random) == 0) {
            lines.emplace_back();
            continue;
        }
        const int lower = row(random), upper = std::min(4, lower + skip(random));
        const double from = x(random);
        const double to = chance(random) < 7
                              ? from + std::uniform_real_distribution<double>(-2000, 2000)(random)
                              : x(random);
        lines.emplace_back(from, 1040 - 260 * lower, to, 1040 - 260 * upper);
    }
    const FabricLinkIndex index(lines, 64 * 14);
    std::uniform_real_distribution<double> size(20, 3000), y(-100, 1100);
    size_t found = 0, crossing = 0;
    for (int query = 0; query < 60; ++query) {
        const QRectF rect(x(random), y(random), size(random), size(random) / 3);
        std::vector<int> near = index.near(rect);
        const std::set<int> nearSet(near.begin(), near.end());
        CHECK(nearSet.size() == near.size()); // each link once
        int missed = 0, undrawn = 0;
        for (size_t i = 0; i < lines.size(); ++i) {
            if (lines[i].isNull()) {
                undrawn += int(nearSet.count(int(i)));
                continue;
            }
            if (!crosses(lines[i], rect)) continue;
            ++crossing;
            missed += nearSet.count(int(i)) == 1 ? 0 : 1;
        }
        INFO("query " << query);
        CHECK(missed == 0);
        CHECK(undrawn == 0);
        found += near.size();
    }
    // It narrows down: most of what it gives crosses.
    REQUIRE(crossing > 500);
    CHECK(found < crossing * 3);
}
