#include "designfixtures.h"
#include "io/designfile.h"
#include "render/decorations.h"
#include "render/elevationlayout.h"
#include "render/elevationpainter.h"
#include "render/fabricpainter.h"
#include "render/floorplanpainter.h"
#include "render/palette.h"
#include "render/portlayout.h"
#include "trace/cablecolours.h"

#include <algorithm>
#include <QImage>
#include <QPainter>
#include <tuple>

using namespace railyard;
using namespace railyard::test;

namespace {

// Paints a whole drawing at one unit per pixel, as the window's scene would at 100 %.
QImage paintAtScale1(const Drawing &drawing)
{
    const QRectF bounds = drawing.bounds();
    QImage image(bounds.size().toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter p(&image);
    p.translate(-bounds.topLeft());
    drawing.paint(p, bounds);
    p.end();
    return image;
}

QPoint pixelOf(const Drawing &drawing, const QPointF &point)
{
    return (point - drawing.bounds().topLeft()).toPoint();
}

} // namespace

TEST_CASE("The elevation painter colours each connector of a module by its rail, without widgets", "[render]")
{
    const Design d = loadDataDesign(QStringLiteral("two-racks.json"));
    const int rack = d.racks().find(QStringLiteral("A01"));
    const int node = d.devices().find(QStringLiteral("node1"));
    REQUIRE(node >= 0);
    const ValidatedDecorations validated(d);
    const ElevationDrawing drawing(d, {rack}, false, validated.decorations(), Palette::paper());
    const QImage image = paintAtScale1(drawing);

    const ElevationLayout layout(d, {rack});
    const std::optional<QRectF> device = layout.deviceRect(node);
    REQUIRE(device);
    const PortLayout ports(d.deviceType(node), ElevationLayout::face(QRectF(QPointF(0, 0), device->size())));
    const QRectF cage =
        ports.rects()[d.deviceType(node).portIndex(QStringLiteral("osfp1"))].translated(device->topLeft());
    // A twin-port module: the left half is the cage's first rail, the right half its second.
    const QPointF left(cage.left() + cage.width() * 0.2, cage.center().y());
    const QPointF right(cage.right() - cage.width() * 0.2, cage.center().y());
    CHECK(image.pixelColor(pixelOf(drawing, left)) == Palette::rail(1));
    CHECK(image.pixelColor(pixelOf(drawing, right)) == Palette::rail(2));
    // The device body is drawn in the colour of its role.
    const QPointF body(device->left() + 4, device->bottom() - 4);
    CHECK(image.pixelColor(pixelOf(drawing, body)) == Palette::deviceBody(Role::GpuServer));
}

TEST_CASE("Decorations mark a device with an error red on the floor plan's rack and in the elevations",
          "[render]")
{
    const Design d = loadDataDesign(QStringLiteral("two-racks.json"));
    const int rack = d.racks().find(QStringLiteral("A01"));
    const int node = d.devices().find(QStringLiteral("node1"));
    IssueMarks marks;
    marks.errorDevices.insert(node);
    Decorations decorations;
    decorations.issues = &marks;

    const FloorPlanLayout floor(d);
    const auto stats = floorplan::rackStats(d, decorations);
    CHECK(stats.value(rack).error);
    CHECK(stats.value(rack).devices == 3);
    CHECK_FALSE(stats.value(d.racks().find(QStringLiteral("A02"))).error);

    const ElevationDrawing drawing(d, {rack}, false, decorations, Palette::paper());
    const QImage image = paintAtScale1(drawing);
    const QRectF device = *ElevationLayout(d, {rack}).deviceRect(node);
    // The outline runs along the face, 2 units in from the slot's left edge.
    const QPointF outline(device.left() + 2, device.center().y());
    CHECK(image.pixelColor(pixelOf(drawing, outline)) == Palette::error());
    const QRectF other = *ElevationLayout(d, {rack}).deviceRect(d.devices().find(QStringLiteral("node2")));
    CHECK(image.pixelColor(pixelOf(drawing, QPointF(other.left() + 2, other.center().y()))) !=
          Palette::error());
}

TEST_CASE("The fabric layout puts servers, leaves and their links in tiers", "[render]")
{
    const Design d = loadDataDesign(QStringLiteral("two-racks.json"));
    const ValidatedDecorations validated(d);
    const FabricDrawing fabric(d, validated.decorations(), Palette::paper());
    const FabricLayout &layout = fabric.layout();
    int servers = 0, leaves = 0;
    for (const FabricLayout::Node &n : layout.nodes())
        (n.tier == 0 ? servers : leaves) += 1;
    CHECK(servers == 2);
    CHECK(leaves == 8);
    REQUIRE_FALSE(layout.links().empty());
    for (size_t i = 0; i < layout.links().size(); ++i) {
        const Validator::DeviceLink &link = layout.links()[i];
        CHECK(layout.linkLines()[i].p1() == *layout.nodePos(link.a));
        CHECK(link.rail > 0);
    }
    CHECK(layout.railsInUse() == QList<int>{1, 2, 3, 4, 5, 6, 7, 8});
    // In a fixed order whatever the validator's hash order, so a drawing is the same file every time.
    CHECK(std::is_sorted(layout.links().begin(), layout.links().end(), [](const auto &x, const auto &y) {
        return std::tie(x.a, x.b, x.rail) < std::tie(y.a, y.b, y.rail);
    }));
    CHECK_FALSE(layout.hasMisalignedLinks());
    CHECK(layout.deviceAt(*layout.nodePos(d.devices().find(QStringLiteral("leaf-r3"))), 1) ==
          d.devices().find(QStringLiteral("leaf-r3")));
}

TEST_CASE("Traced colours are the validator's: every cable's rail and network, every device link", "[render]")
{
    for (const Design &d :
         {sampleDesign(), loadDesign(QStringLiteral(RAILYARD_SUPERPOD_SAMPLE_PATH)).value()}) {
        INFO(d.name.toStdString());
        const Validator validator(d);
        const TracedColours traced(d);
        int railed = 0;
        for (int c : d.cables().live()) {
            CHECK(traced.railOfCable(c) == validator.railOfCable(c));
            CHECK(traced.networkOfCable(c) == validator.networkOfCable(c));
            railed += traced.railOfCable(c) > 0;
        }
        CHECK(railed > 0);
        const auto key = [](const CableColours::DeviceLink &l) { return std::tuple(l.a, l.b, l.rail); };
        std::vector<std::tuple<int, int, int>> a, b;
        for (const CableColours::DeviceLink &l : traced.deviceLinks())
            a.push_back(key(l));
        for (const CableColours::DeviceLink &l : validator.deviceLinks())
            b.push_back(key(l));
        std::sort(a.begin(), a.end());
        std::sort(b.begin(), b.end());
        CHECK(a == b);
        CHECK_FALSE(a.empty());
    }
}

TEST_CASE("Every two of 63 cable types get colours that tell apart", "[render][regression]")
{
    // MFP7E30 and CAT6A-RJ45 (21 apart in the bundled catalog) were 3° of hue apart, the same saturation and
    // value: one colour in a legend.
    const int types = 63; // three runs of 21: the bundled catalog has 30, a design adds a few
    for (int a = 0; a < types; ++a)
        for (int b = a + 1; b < types; ++b) {
            const QColor ca = Palette::cableType(a), cb = Palette::cableType(b);
            const int hue = std::abs(ca.hsvHue() - cb.hsvHue());
            const int hueApart = std::min(hue, 360 - hue);
            const int rest =
                std::abs(ca.hsvSaturation() - cb.hsvSaturation()) + std::abs(ca.value() - cb.value());
            INFO("types " << a << " and " << b);
            CHECK((hueApart >= 10 || rest >= 60));
        }
}

TEST_CASE("Elevation cable curves take new colours without being made again", "[render]")
{
    // The window recolours a row's curves when validation has news (at a million GPUs remaking them takes a
    // quarter of a second): the colours must be the ones a fresh set of curves gets.
    const Design d = sampleDesign();
    QList<int> racks;
    for (int r : d.racks().live())
        racks.append(r);
    const ElevationLayout layout(d, racks);
    const TracedColours traced(d);
    Decorations uncoloured, coloured;
    coloured.colours = &traced;
    std::vector<CableCurve> curves = elevation::cableCurves(d, layout, false, uncoloured);
    REQUIRE_FALSE(curves.empty());
    const std::vector<CableCurve> fresh = elevation::cableCurves(d, layout, false, coloured);
    REQUIRE(fresh.size() == curves.size());
    int changed = 0;
    for (size_t i = 0; i < curves.size(); ++i)
        changed += curves[i].colour != fresh[i].colour ? 1 : 0;
    CHECK(changed > 0); // the rails colour them
    elevation::recolourCurves(d, coloured, curves);
    for (size_t i = 0; i < curves.size(); ++i) {
        CHECK(curves[i].colour == fresh[i].colour);
        CHECK(curves[i].path == fresh[i].path);
    }
}
