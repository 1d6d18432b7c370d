// The fabric from afar (issue 35): rows of blocks and bundles as wide as their links, in the places of the
// devices they hold, so that zooming in turns them into devices and links.
#include "generatesupport.h"
#include "render/decorations.h"
#include "render/fabricblocks.h"
#include "render/fabricpainter.h"
#include "render/palette.h"
#include "trace/cablecolours.h"

#include <QImage>
#include <QPainter>

#include <bit>
#include <map>
#include <set>

using namespace railyard;
using namespace railyard::test;

namespace {

// A three-tier fabric in two planes of QM9700s: spines of one pod and one plane, cores of a spine type.
const GeneratedFabric &planesFabric()
{
    static const GeneratedFabric f = [] {
        FabricOptions o;
        o.gpus = 8192;
        o.planes = 2;
        o.storage = false;
        o.inband = false;
        return generate(o);
    }();
    return f;
}

FabricLayout layoutOf(const Design &d)
{
    return FabricLayout(d, TracedColours(d).deviceLinks());
}

} // namespace

TEST_CASE("The fabric layout puts spine-typed cores on their own row and a reach's spines together",
          "[render]")
{
    const Design &d = planesFabric().design;
    const FabricLayout layout = layoutOf(d);
    std::map<int, int> perTier;
    std::map<int, std::set<int>> tiersOfName; // 0 spine…, 1 core… (the generator's names)
    for (const FabricLayout::Node &n : layout.nodes()) {
        ++perTier[n.tier];
        const QString id = d.devices().at(n.device).id;
        if (id.contains(QLatin1String("spine"))) tiersOfName[0].insert(n.tier);
        if (id.contains(QLatin1String("core"))) tiersOfName[1].insert(n.tier);
    }
    CHECK(perTier.size() == 4);
    CHECK(tiersOfName[0] == std::set<int>{2});
    CHECK(tiersOfName[1] == std::set<int>{3});
    // A group's nodes are neighbours on their row: no group is split by another.
    std::map<int, std::vector<std::pair<double, int>>> rows;
    for (const FabricLayout::Node &n : layout.nodes())
        rows[n.tier].push_back({n.pos.x(), n.group});
    for (auto &[tier, row] : rows) {
        std::sort(row.begin(), row.end());
        std::set<int> closed;
        for (size_t i = 1; i < row.size(); ++i)
            if (row[i].second != row[i - 1].second) {
                CHECK_FALSE(closed.count(row[i].second));
                closed.insert(row[i - 1].second);
            }
    }
    // The spines of a plane carry its rails only: one rail per plane's spine group here (2 planes of 8
    // rails: 4 rails each).
    for (const FabricLayout::Node &n : layout.nodes())
        if (n.tier == 2) CHECK(std::popcount(n.rails) == 4);
}

TEST_CASE("Four tiers: cores of the spine type on the third row, super-cores on a fourth, named so afar",
          "[render]")
{
    FabricOptions o = generic(20 * 64);
    o.leafType = QStringLiteral("sw16");
    o.spineType = o.coreType = QStringLiteral("sw16-spine");
    o.storage = o.inband = o.oob = false;
    const Design d = generate(o, withSmallSwitch(QStringLiteral("sw16"), 8)).design;
    const FabricLayout layout = layoutOf(d);
    std::map<QString, std::set<int>> rowsOfTier; // the generator's tier name -> rows its switches are on
    for (const FabricLayout::Node &n : layout.nodes())
        rowsOfTier[tierOf(d, n.device)].insert(n.tier);
    CHECK(rowsOfTier[QStringLiteral("cmp-leaf")] == std::set<int>{1});
    CHECK(rowsOfTier[QStringLiteral("cmp-spine")] == std::set<int>{2});
    CHECK(rowsOfTier[QStringLiteral("cmp-core")] == std::set<int>{3});
    CHECK(rowsOfTier[QStringLiteral("cmp-super")] == std::set<int>{4});
    // From afar the top row is one block that says what it holds.
    const FabricBlocks coarse(d, layout, 1e9);
    int top = 0;
    for (const FabricBlocks::Block &b : coarse.blocks())
        if (b.tier == 4) {
            ++top;
            CHECK(fabric::blockText(b, fabric::BlockText::Count) == QLatin1String("128 super-cores"));
        }
    CHECK(top == 1);
}

TEST_CASE("Fabric blocks hold every drawn device once and bundle every link between rows", "[render]")
{
    const Design &d = planesFabric().design;
    const FabricLayout layout = layoutOf(d);
    for (const double minWidth : {1.0, 2000.0, 1e9}) {
        INFO("min width " << minWidth);
        const FabricBlocks blocks(d, layout, minWidth);
        std::vector<int> devices(blocks.blocks().size());
        for (size_t i = 0; i < layout.nodes().size(); ++i) {
            const int b = blocks.blockOfNode(i);
            REQUIRE(b >= 0);
            CHECK(blocks.blocks()[size_t(b)].tier == layout.nodes()[i].tier);
            const double x = layout.nodes()[i].pos.x();
            CHECK(x >= blocks.blocks()[size_t(b)].left);
            CHECK(x <= blocks.blocks()[size_t(b)].right);
            ++devices[size_t(b)];
        }
        for (size_t b = 0; b < devices.size(); ++b)
            CHECK(devices[b] == blocks.blocks()[b].devices);
        // The links of each rail between two rows are all in bundles of that rail.
        std::map<int, int> linksOfRail, bundledOfRail;
        for (const CableColours::DeviceLink &l : layout.links())
            if (layout.nodePos(l.a)->y() != layout.nodePos(l.b)->y()) ++linksOfRail[l.rail];
        for (const FabricBlocks::Bundle &bundle : blocks.bundles()) {
            bundledOfRail[bundle.key] += bundle.count;
            CHECK(blocks.blocks()[size_t(bundle.lower)].tier < blocks.blocks()[size_t(bundle.upper)].tier);
        }
        CHECK(linksOfRail == bundledOfRail);
        CHECK(blocks.unitsPerLink(blocks.bundles()) > 0);
    }
    // At the finest level the servers' blocks are the scalable units; at the coarsest one block a row.
    const FabricBlocks fine(d, layout, 1), coarse(d, layout, 1e9);
    int serverBlocks = 0;
    for (const FabricBlocks::Block &b : fine.blocks())
        if (b.tier == 0) {
            ++serverBlocks;
            CHECK(b.lowSu == b.highSu);
            CHECK(b.role == Role::GpuServer);
        }
    int sus = 0;
    for (int dev : d.devices().live())
        sus = std::max(sus, d.devices().at(dev).su.value_or(0));
    CHECK(serverBlocks == sus);
    // At the coarsest level one block per row and role: the units' leaves apart from the management switches.
    std::set<std::pair<int, Role>> rowRoles;
    for (const FabricLayout::Node &n : layout.nodes())
        rowRoles.insert({n.tier, d.deviceType(n.device).role});
    CHECK(coarse.blocks().size() == rowRoles.size());
    for (size_t i = 0; i < layout.nodes().size(); ++i)
        CHECK(coarse.blocks()[size_t(coarse.blockOfNode(i))].role ==
              d.deviceType(layout.nodes()[i].device).role);
}

TEST_CASE("Bundles leave a block side by side, in the order of where they go, within its width", "[render]")
{
    const Design &d = planesFabric().design;
    const FabricLayout layout = layoutOf(d);
    const FabricBlocks blocks(d, layout, 500);
    std::map<int, std::vector<const FabricBlocks::Bundle *>> up;
    for (const FabricBlocks::Bundle &b : blocks.bundles())
        up[b.lower].push_back(&b);
    REQUIRE_FALSE(up.empty());
    for (auto &[lower, bundles] : up) {
        const FabricBlocks::Block &block = blocks.blocks()[size_t(lower)];
        std::sort(bundles.begin(), bundles.end(),
                  [](const auto *x, const auto *y) { return x->lowerX < y->lowerX; });
        double before = block.left;
        for (const FabricBlocks::Bundle *b : bundles) {
            CHECK(b->lowerX >= before);
            CHECK(b->lowerX <= block.right);
            CHECK(b->room > 0);
            before = b->lowerX;
        }
        // Ordered by the blocks they lead to.
        for (size_t i = 1; i < bundles.size(); ++i)
            CHECK(blocks.blocks()[size_t(bundles[i - 1]->upper)].centre() <=
                  blocks.blocks()[size_t(bundles[i]->upper)].centre());
    }
}

TEST_CASE("From afar the fabric is drawn as blocks with rail-coloured bundles, near as devices", "[render]")
{
    const Design &d = planesFabric().design;
    const TracedColours colours(d);
    Decorations decorations;
    decorations.colours = &colours;
    const FabricDrawing drawing(d, decorations, Palette::paper());
    const FabricLayout &layout = drawing.layout();
    const QRectF bounds = drawing.bounds();
    const auto paintAt = [&](double scale) {
        QImage image((bounds.size() * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QPainter p(&image);
        p.scale(scale, scale);
        p.translate(-bounds.topLeft());
        drawing.paint(p, bounds);
        return image;
    };
    const auto pixelAt = [&](const QImage &image, double scale, QPointF point) {
        return image.pixelColor(((point - bounds.topLeft()) * scale).toPoint());
    };
    // Far out: the first scalable unit's servers are one dark block, and halfway up to their leaves the
    // bundles carry the rails' colours.
    const double far = 2.0 / layout.spacing(); // two pixels between servers
    const QImage image = paintAt(far);
    const FabricBlocks blocks(d, layout, 48 / far);
    const FabricBlocks::Block *servers = nullptr;
    for (const FabricBlocks::Block &b : blocks.blocks())
        if (b.tier == 0 && (!servers || b.left < servers->left)) servers = &b;
    REQUIRE(servers);
    CHECK(pixelAt(image, far, QPointF(servers->centre(), servers->y)) ==
          Palette::deviceBody(Role::GpuServer));
    std::set<QRgb> railColours;
    for (int rail = 1; rail <= 8; ++rail)
        railColours.insert(Palette::rail(rail).rgb());
    int railed = 0;
    const double midway = servers->y - layout.rowGap() / 2;
    for (double x = servers->left; x <= servers->right; x += 1 / far) {
        const QColor c = pixelAt(image, far, QPointF(x, midway));
        // Bundles are drawn slightly translucent over white: near a rail colour, not equal to it.
        for (QRgb rail : railColours)
            if (std::abs(qRed(rail) - c.red()) + std::abs(qGreen(rail) - c.green()) +
                    std::abs(qBlue(rail) - c.blue()) <
                60) {
                ++railed;
                break;
            }
    }
    CHECK(railed > 8);
    // Near, on a screen-sized image of the first servers: single servers, each its own box, with white
    // between neighbours.
    const FabricLayout::Node &first = layout.nodes().front();
    QImage close(800, 600, QImage::Format_ARGB32_Premultiplied);
    close.fill(Qt::white);
    QPainter p(&close);
    const QPointF origin = first.pos - QPointF(100, 300);
    p.translate(-origin);
    drawing.paint(p, bounds);
    p.end();
    const auto closeAt = [&](QPointF point) { return close.pixelColor((point - origin).toPoint()); };
    CHECK(closeAt(first.pos) == Palette::deviceBody(Role::GpuServer));
    CHECK(closeAt(first.pos + QPointF(layout.spacing() / 2, 0)) != Palette::deviceBody(Role::GpuServer));
}

TEST_CASE("Management switches stand beside a small fabric's leaves, not over them", "[render][regression]")
{
    FabricOptions o;
    o.gpus = 8; // one node: its eight leaves spread past its single server
    const GeneratedFabric f = generate(o);
    const FabricLayout layout = layoutOf(f.design);
    std::map<int, std::vector<double>> rows;
    for (const FabricLayout::Node &n : layout.nodes())
        rows[n.tier].push_back(n.pos.x());
    REQUIRE(rows[1].size() > 8);
    // No two boxes on a row overlap (a switch box is 12 units wide).
    for (auto &[tier, xs] : rows) {
        std::sort(xs.begin(), xs.end());
        for (size_t i = 1; i < xs.size(); ++i)
            CHECK(xs[i] - xs[i - 1] >= 12);
    }
}

TEST_CASE("A part of the fabric painted alone looks as that part of the whole", "[render]")
{
    // Bundles are cut to the part they cross (a band filled across the whole fabric costs seconds at a
    // million GPUs), and zoomed in on devices the links come from an index: the part must show what the
    // whole shows there.
    const Design &d = planesFabric().design;
    const FabricLayout layout = layoutOf(d);
    REQUIRE(layout.links().size() > 20000); // enough for the index to be asked
    const QRectF bounds = layout.bounds();
    const QPalette palette = Palette::paper();
    // Blocks, as wide as they get; devices.
    for (const double lod : {3 / layout.spacing(), 0.5}) {
        INFO("zoom " << lod);
        CHECK(bool(fabric::blocksAt(d, layout, lod)) == (lod < 0.5));
        for (const bool onScreen : {false, true}) {
            QImage whole((bounds.size() * lod).toSize(), QImage::Format_ARGB32_Premultiplied);
            whole.fill(Qt::white);
            {
                QPainter p(&whole);
                p.scale(lod, lod);
                p.translate(-bounds.topLeft());
                fabric::paint(p, d, layout, {}, nullptr, lod, bounds, palette, onScreen);
            }
            // Windows halfway between the servers and their leaves and between the leaves and the spines, a
            // third of the way along: crossed by links and bundles whose ends are all outside them.
            for (const double rows : {0.5, 1.5}) {
                const QRect window(
                    whole.width() / 3,
                    int((layout.nodes().front().pos.y() - layout.rowGap() * rows - bounds.top()) * lod), 160,
                    40);
                REQUIRE(whole.rect().contains(window));
                QImage part(window.size(), QImage::Format_ARGB32_Premultiplied);
                part.fill(Qt::white);
                {
                    QPainter p(&part);
                    p.translate(-window.topLeft());
                    p.scale(lod, lod);
                    p.translate(-bounds.topLeft());
                    fabric::paint(p, d, layout, {}, nullptr, lod,
                                  p.worldTransform().inverted().mapRect(QRectF(part.rect())), palette,
                                  onScreen);
                }
                int same = 0, coloured = 0;
                for (int y = 0; y < part.height(); ++y)
                    for (int x = 0; x < part.width(); ++x) {
                        const QColor a = part.pixelColor(x, y),
                                     b = whole.pixelColor(window.topLeft() + QPoint(x, y));
                        same += std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) +
                                            std::abs(a.blue() - b.blue()) <=
                                        24
                                    ? 1
                                    : 0;
                        coloured += a != QColor(Qt::white) ? 1 : 0;
                    }
                INFO("on screen: " << onScreen << ", rows up " << rows);
                CHECK(coloured > part.width() * part.height() / 4);
                CHECK(same >= part.width() * part.height() * 97 / 100);
            }
        }
    }
}

TEST_CASE("A rail plane's links up the fabric are of its rail, those of shared spines of none", "[render]")
{
    // Eight planes of Spectrum-4 over eight rails: each plane's spines and cores reach the leaves of one rail
    // (the million-GPU cluster of issue 35, small).
    FabricOptions o = generic(4096);
    o.leafType = QStringLiteral("sn5600");
    o.spineType = o.coreType = QStringLiteral("sn5600-spine");
    o.planes = 8;
    o.storage = o.inband = false;
    const Design d = generate(o).design;
    const FabricLayout layout = layoutOf(d);
    std::map<int, int> tierOf;
    std::map<int, quint64> railsOf;
    for (const FabricLayout::Node &n : layout.nodes()) {
        tierOf[n.device] = n.tier;
        railsOf[n.device] = n.rails;
    }
    int upward = 0;
    std::set<int> rails;
    for (const CableColours::DeviceLink &l : layout.links()) {
        if (std::min(tierOf[l.a], tierOf[l.b]) < 1 || d.deviceType(l.a).role == Role::Switch ||
            d.deviceType(l.b).role == Role::Switch)
            continue; // the nodes' own links carry their rails already; management links none
        ++upward;
        INFO(d.devices().at(l.a).id.toStdString() << " - " << d.devices().at(l.b).id.toStdString());
        REQUIRE(FabricLayout::onlyRail(railsOf[l.a]) > 0);
        CHECK(l.rail == FabricLayout::onlyRail(railsOf[l.a]));
        rails.insert(l.rail);
    }
    CHECK(upward > 0);
    CHECK(rails == std::set<int>{1, 2, 3, 4, 5, 6, 7, 8});
    // Two planes over eight rails: a spine reaches the leaves of four rails, and its links are of none.
    const FabricLayout shared = layoutOf(planesFabric().design);
    std::map<int, int> sharedTier;
    for (const FabricLayout::Node &n : shared.nodes())
        sharedTier[n.device] = n.tier;
    int sharedUpward = 0;
    for (const CableColours::DeviceLink &l : shared.links())
        if (std::min(sharedTier[l.a], sharedTier[l.b]) >= 1) {
            ++sharedUpward;
            CHECK(l.rail == 0);
        }
    CHECK(sharedUpward > 0);
}

TEST_CASE("Fabric blocks name the management switches and fall back to their name before their count",
          "[render]")
{
    FabricOptions o;
    o.gpus = 1024;
    const Design d = generate(o).design;
    const FabricLayout layout = layoutOf(d);
    const FabricBlocks coarse(d, layout, 1e9);
    int management = 0;
    for (const FabricBlocks::Block &b : coarse.blocks()) {
        if (b.management) {
            ++management;
            CHECK(b.role == Role::Switch);
            CHECK(fabric::blockText(b, fabric::BlockText::Name) == QLatin1String("Management"));
            CHECK(fabric::blockText(b, fabric::BlockText::Full).startsWith(QStringLiteral("Management · ")));
        }
        if (b.tier == 0) {
            CHECK(fabric::blockText(b, fabric::BlockText::Name) ==
                  QStringLiteral("SU %1–%2").arg(b.lowSu).arg(b.highSu));
            CHECK(fabric::blockText(b, fabric::BlockText::Count) ==
                  QStringLiteral("%1 nodes").arg(b.devices));
        }
        if (b.tier == 2) // spines of every rail: no name, their count
            CHECK(fabric::blockText(b, fabric::BlockText::Name) ==
                  fabric::blockText(b, fabric::BlockText::Count));
    }
    CHECK(management == 1);
}

TEST_CASE("A large fabric is laid out about as wide as a screen or a sheet, a small one with close rows",
          "[render]")
{
    // 8192 GPUs: a band ten times as wide as high with rows as close as a small fabric's.
    const FabricLayout layout = layoutOf(planesFabric().design);
    const double aspect = layout.bounds().width() / layout.bounds().height();
    CHECK(aspect > 1.3);
    CHECK(aspect < 2.0);
    CHECK(layout.rowGap() > 10 * 260);
    for (const FabricLayout::Node &n : layout.nodes())
        CHECK(n.pos.y() == -n.tier * layout.rowGap());
    FabricOptions o;
    o.gpus = 64;
    CHECK(layoutOf(generate(o).design).rowGap() == 260);
}

TEST_CASE("From afar each rail plane's top switches are one block, and a block named by a rail holds only it",
          "[render]")
{
    // Eight planes of three tiers over eight rails (switches of 16 cages), with storage and in-band networks
    // whose spines and cores carry no rail.
    FabricOptions o = generic(2048);
    o.leafType = QStringLiteral("sw16");
    o.spineType = o.coreType = QStringLiteral("sw16-spine");
    o.planes = 8;
    o.oob = false;
    const Design d = generate(o, withSmallSwitch(QStringLiteral("sw16"), 16)).design;
    const FabricLayout layout = layoutOf(d);
    // Every level from single groups to a block of half the fabric: a block that names a rail holds only
    // switches of that rail.
    for (double minWidth = layout.spacing(); minWidth < layout.bounds().width(); minWidth *= 2) {
        const FabricBlocks blocks(d, layout, minWidth);
        std::vector<std::set<quint64>> railsOf(blocks.blocks().size());
        for (size_t i = 0; i < layout.nodes().size(); ++i)
            if (blocks.blockOfNode(i) >= 0)
                railsOf[size_t(blocks.blockOfNode(i))].insert(layout.nodes()[i].rails);
        for (size_t b = 0; b < blocks.blocks().size(); ++b) {
            const FabricBlocks::Block &block = blocks.blocks()[b];
            if (block.tier < 2 || block.rail() == 0) continue;
            INFO("min width " << minWidth << ", block "
                              << fabric::blockText(block, fabric::BlockText::Full).toStdString());
            CHECK(railsOf[b] == std::set<quint64>{quint64(1) << (block.rail() % 64)});
        }
    }
    // Blocks at least a quarter of the fabric wide: each plane's top switches (its spines: two tiers here)
    // are one block, named by its rail.
    const FabricBlocks blocks(d, layout, layout.bounds().width() / 4);
    std::set<int> rails;
    for (const FabricBlocks::Block &b : blocks.blocks())
        if (b.tier >= 2 && b.rail() > 0) {
            CHECK(fabric::blockText(b, fabric::BlockText::Name) == QStringLiteral("Rail %1").arg(b.rail()));
            CHECK_FALSE(rails.count(b.rail()));
            rails.insert(b.rail());
        }
    CHECK(rails == std::set<int>{1, 2, 3, 4, 5, 6, 7, 8});
}

TEST_CASE("A row of blocks is labelled alike: in full where that fits all but its slivers, else by name",
          "[render]")
{
    const Design &d = planesFabric().design;
    const FabricLayout layout = layoutOf(d);
    const FabricBlocks blocks(d, layout, 2000);
    // A block fits a text of one character per 120 units of its width: the units' servers their names and
    // counts, their leaves only their names.
    const auto fits = [](const FabricBlocks::Block &b, fabric::BlockText detail) {
        return fabric::blockText(b, detail).size() * 120 <= b.right - b.left;
    };
    const std::map<int, fabric::BlockText> detail = fabric::detailOfRows(blocks, fits);
    std::map<int, std::vector<const FabricBlocks::Block *>> rows;
    for (const FabricBlocks::Block &b : blocks.blocks())
        rows[b.tier].push_back(&b);
    REQUIRE(detail.size() == rows.size());
    std::set<fabric::BlockText> chosen;
    for (const auto &[tier, row] : rows) {
        INFO("row " << tier);
        std::vector<double> widths;
        for (const FabricBlocks::Block *b : row)
            widths.push_back(b->right - b->left);
        std::sort(widths.begin(), widths.end());
        const double sliver = widths[widths.size() / 2] / 2;
        bool fullFitsAll = true;
        for (const FabricBlocks::Block *b : row)
            if (b->right - b->left >= sliver && !fits(*b, fabric::BlockText::Full)) fullFitsAll = false;
        CHECK(detail.at(tier) == (fullFitsAll ? fabric::BlockText::Full : fabric::BlockText::Name));
        chosen.insert(detail.at(tier));
    }
    CHECK(chosen.size() == 2); // the rows differ here: the test tells them apart
}

TEST_CASE("From afar a block of no one rail is drawn apart from rail 8's slate", "[render]")
{
    // Eight planes over eight rails, with storage and in-band spines of no rail beside the planes'.
    FabricOptions o = generic(4096);
    o.leafType = QStringLiteral("sn5600");
    o.spineType = o.coreType = QStringLiteral("sn5600-spine");
    o.planes = 8;
    o.oob = false;
    const Design d = generate(o).design;
    const FabricLayout layout = layoutOf(d);
    const QRectF bounds = layout.bounds();
    const double lod = 1600 / bounds.width();
    REQUIRE(fabric::blocksAt(d, layout, lod));
    QImage image((bounds.size() * lod).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    {
        QPainter p(&image);
        p.scale(lod, lod);
        p.translate(-bounds.topLeft());
        fabric::paint(p, d, layout, {}, nullptr, lod, bounds, Palette::paper(), false);
    }
    // The fill just inside a block's left end (its name is in its middle).
    const auto fillOf = [&](const FabricBlocks::Block &b) {
        const QRectF r = fabric::blockRect(layout, b, lod);
        return image.pixelColor(
            ((QPointF(r.left() + 3 / lod, r.center().y()) - bounds.topLeft()) * lod).toPoint());
    };
    std::optional<QColor> rail8, none;
    for (const FabricBlocks::Block &b : fabric::blocksAt(d, layout, lod)->blocks()) {
        if (b.tier < 2) continue;
        if (b.rail() == 8) rail8 = fillOf(b);
        if (b.rail() == 0) none = fillOf(b);
    }
    REQUIRE(rail8);
    REQUIRE(none);
    CHECK(none->lightness() - rail8->lightness() > 40);
}

TEST_CASE("A row's leftover units join the block before them rather than stand as a nameless sliver",
          "[render]")
{
    const Design &d = planesFabric().design;
    const FabricLayout layout = layoutOf(d);
    int folded = 0;
    for (double minWidth = 4 * layout.spacing(); minWidth < layout.bounds().width() / 2; minWidth *= 1.5) {
        INFO("min width " << minWidth);
        const FabricBlocks blocks(d, layout, minWidth);
        const auto &all = blocks.blocks();
        for (size_t i = 1; i < all.size(); ++i) {
            const FabricBlocks::Block &a = all[i - 1], &b = all[i];
            if (a.tier != b.tier || a.tier > 1 || a.role != b.role || a.management != b.management) continue;
            CHECK_FALSE((b.right - b.left < minWidth / 2 && b.left - a.right <= minWidth));
            if (b.right - b.left >= minWidth * 1.5) ++folded; // wider than the merging alone makes them
        }
        // Every node lies within its block.
        for (size_t n = 0; n < layout.nodes().size(); ++n) {
            const int b = blocks.blockOfNode(n);
            if (b < 0) continue;
            CHECK(layout.nodes()[n].pos.x() >= all[size_t(b)].left);
            CHECK(layout.nodes()[n].pos.x() <= all[size_t(b)].right);
        }
    }
    CHECK(folded > 0);
}
