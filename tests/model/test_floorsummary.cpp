// The floor from afar (issue 35): a density map of cable ends per rack and the cables between rows as one
// bundle per row pair and colour, for plans of more rack-to-rack bundles than read.
#include "designfixtures.h"
#include "generatesupport.h"
#include "render/bundlebuilder.h"
#include "render/floorplanpainter.h"
#include "render/floorsummary.h"
#include "render/palette.h"
#include "trace/cablecolours.h"

#include <QImage>
#include <QPainter>

#include <map>

using namespace railyard;
using namespace railyard::test;

namespace {

const Design &hall()
{
    static const GeneratedFabric f = [] {
        FabricOptions o;
        o.gpus = 8192;
        return generate(o);
    }();
    return f.design;
}

} // namespace

TEST_CASE("A floor summary counts each rack's cable ends and sums the rack bundles by row", "[render]")
{
    const Design &d = hall();
    const FloorPlanLayout layout(d);
    const TracedColours colours(d);
    Decorations decorations;
    decorations.colours = &colours;
    floorplan::BuiltBundles built = floorplan::buildBundles(d, layout, decorations, Colouring::Rail);
    const std::vector<floorplan::Bundle> &bundles = built.bundles;
    REQUIRE(floorplan::FloorSummary::tooManyBundles(bundles.size()));
    const floorplan::FloorSummary summary(d, layout, bundles, std::move(built.ends));

    std::map<int, int> ends;
    for (int c : d.cables().live())
        for (const Endpoint &e : d.cables().at(c).ends)
            if (!e.isLoose() && d.devices().at(e.device).rack >= 0) ++ends[d.devices().at(e.device).rack];
    int busiest = -1, empty = -1;
    for (int r : d.racks().live()) {
        CHECK(summary.cableEnds(r) == ends[r]);
        if (busiest < 0 || ends[r] > ends[busiest]) busiest = r;
        if (ends[r] == 0) empty = r;
    }
    // The scale runs from the palest blue to the darkest; the busiest rack is as dark as it gets.
    const Legend legend = summary.legend();
    REQUIRE(legend.entries.size() == 5);
    CHECK(summary.rackColour(busiest).rgb() == legend.entries.last().first.rgb());
    if (empty >= 0) CHECK(summary.rackColour(empty).rgb() == legend.entries.first().first.rgb());
    CHECK(legend.entries.last().second.endsWith(QLatin1String("or more")));

    // Every cable between two rows is in exactly one row bundle of its colour, and a row bundle leaves from
    // within its rows' racks.
    std::map<int, int> betweenRows, inRowBundles;
    for (const floorplan::Bundle &b : bundles)
        if (d.racks().at(b.rackA).row != d.racks().at(b.rackB).row) betweenRows[b.colour.key] += b.count;
    for (const floorplan::Bundle &b : summary.rowBundles())
        inRowBundles[b.colour.key] += b.count;
    CHECK_FALSE(betweenRows.empty());
    CHECK(betweenRows == inRowBundles);
    QRectF racks;
    for (int r : d.racks().live())
        racks |= QRectF(layout.rackCentre(r) - QPointF(1, 26), QSizeF(2, 2));
    for (const floorplan::Bundle &b : summary.rowBundles()) {
        CHECK(racks.contains(b.line.p1()));
        CHECK(racks.contains(b.line.p2()));
    }
    CHECK(summary.rowBundles().size() < bundles.size() / 10);
}

TEST_CASE("A view draws the floor from afar only zoomed out, and only a plan of many bundles", "[render]")
{
    CHECK_FALSE(floorplan::FloorSummary::fromAfar(200, 0.05));
    CHECK(floorplan::FloorSummary::fromAfar(20000, 0.05));
    CHECK_FALSE(floorplan::FloorSummary::fromAfar(20000, 1.0));
    // Many more bundles come back closer in: 650k (a million GPUs) not at 1.0, at 3.0.
    CHECK(floorplan::FloorSummary::fromAfar(650000, 1.0));
    CHECK_FALSE(floorplan::FloorSummary::fromAfar(650000, 3.0));
}

TEST_CASE("The floor plan drawing of a large hall fills its racks by density, a small one keeps its racks",
          "[render]")
{
    const Design &d = hall();
    const TracedColours colours(d);
    Decorations decorations;
    decorations.colours = &colours;
    const FloorPlanDrawing drawing(d, decorations, Colouring::Rail, Palette::paper());
    REQUIRE(drawing.summary());
    // Drawn on a PNG-sized sheet: the busiest rack's middle is its density colour.
    const QRectF content = drawing.contentRect();
    const double scale = 2400 / std::max(content.width(), content.height());
    QImage image((content.size() * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter p(&image);
    p.scale(scale, scale);
    p.translate(-content.topLeft());
    drawing.paint(p, content);
    p.end();
    // Each rack's body, away from its label (centred in its lower half) and from where bundles leave (its
    // upper half), shows its density colour, unless a bundle passes over it: most racks do.
    const FloorPlanLayout layout(d);
    int racks = 0, filled = 0;
    for (int r : d.racks().live()) {
        const QRectF rack = FloorPlanLayout::rackRect(d.racks().at(r));
        const QPointF inside = layout.rackCentre(r) + QPointF(rack.width() * 0.35, rack.height() * 0.4);
        ++racks;
        filled += image.pixel(((inside - content.topLeft()) * scale).toPoint()) ==
                  drawing.summary()->rackColour(r).rgb();
    }
    CHECK(filled > racks * 8 / 10);

    const Design small = loadDataDesign(QStringLiteral("two-racks.json"));
    const FloorPlanDrawing plain(small, Decorations(), Colouring::Rail, Palette::paper());
    CHECK_FALSE(plain.summary());
}
