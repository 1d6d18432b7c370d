#include "commands/cablecommands.h"
#include "commands/devicecommands.h"
#include "common/designview.h"
#include "common/legendwidget.h"
#include "controllers/validationcontroller.h"
#include "designfixtures.h"
#include "document/document.h"
#include "fabric/fabricscene.h"
#include "fabric/fabricview.h"
#include "generate/fabricgenerator.h"
#include "io/bundledcatalog.h"
#include "io/designfile.h"
#include "render/fabricpainter.h"
#include "render/palette.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QGraphicsView>
#include <QPainter>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace railyard;
using namespace railyard::test;

namespace {

// A generated rail-optimized compute fabric of `gpus` GPUs, without storage or in-band networks.
Design computeOnlyFabric(int gpus)
{
    FabricOptions o;
    o.gpus = gpus;
    o.storage = false;
    o.inband = false;
    Result<GeneratedFabric> generated = generateFabric(o, bundledCatalog());
    REQUIRE(generated.ok());
    return std::move(generated.value().design);
}

} // namespace

TEST_CASE("The fabric view lays servers under their rail leaves and marks misaligned links",
          "[views][fabric]")
{
    MainWindow window;
    REQUIRE(window.openFile(dataPath(QStringLiteral("sample-with-mistakes.json"))));
    FabricScene *fabric = window.views()->fabric;
    // Behind another tab the fabric is not laid out: it is when its tab comes to the front.
    CHECK(fabric->nodes().empty());
    window.views()->tabs->setCurrentWidget(window.views()->fabricView);
    const Design &d = window.document()->design();
    // 4 servers and 8 leaves; panels are not part of the logical fabric.
    CHECK(fabric->nodes().size() == 12);
    const QPointF n01 = *fabric->nodePos(d.devices().find(QStringLiteral("dgx-su1-n01")));
    const QPointF r1 = *fabric->nodePos(d.devices().find(QStringLiteral("leaf-su1-r1")));
    const QPointF r8 = *fabric->nodePos(d.devices().find(QStringLiteral("leaf-su1-r8")));
    CHECK(r1.y() < n01.y()); // leaves above servers
    CHECK(r1.x() < r8.x());  // leaves ordered by rail
    CHECK_FALSE(fabric->nodePos(d.devices().find(QStringLiteral("pp-A01-47"))).has_value());

    // Complete channels only: 32 less the one the loose trunk end breaks.
    CHECK(fabric->links().size() == 31);
    int misaligned = 0;
    for (const auto &l : fabric->links())
        misaligned += l.misaligned ? 1 : 0;
    CHECK(misaligned == 2); // node 2's rails 3 and 4 are swapped
    CHECK(fabric->railsInUse() == QList<int>{1, 2, 3, 4, 5, 6, 7, 8});
    // The key of the links' colours in the view's corner: the rails, and the red of the misaligned links.
    const LegendWidget *legend = window.views()->fabricView->legend();
    CHECK_FALSE(legend->isHidden());
    CHECK(legend->legend().title == QLatin1String("Links by rail"));
    REQUIRE(legend->entries().size() == 9);
    CHECK(legend->entries().first().second == QLatin1String("Rail 1"));
    CHECK(legend->entries().last() == qMakePair(Palette::error(), QStringLiteral("Breaks rail alignment")));

    // Fixing the loose end adds its link once validation has caught up; while the fabric is not shown it
    // waits.
    Document *doc = window.document();
    const int cable = d.cables().find(QStringLiteral("N04-R8-T"));
    const int panel = d.devices().find(QStringLiteral("pp-A03-46"));
    fabric->setShown(false);
    doc->push(new SetCableEnds(
        doc, {EndChange{cable, 1, Endpoint{panel, d.deviceType(panel).portIndex(u"P16"), 0, Side::Rear}}}));
    window.controllers().validation->flush();
    CHECK(fabric->links().size() == 31);
    fabric->setShown(true);
    CHECK(fabric->links().size() == 32);
}

TEST_CASE("The Fabric tab of an opened design opens fitted to the fabric, its leaves' names apart",
          "[views][fabric][regression]")
{
    // Laid out at once, and in the background as a large fabric is (fitted once that ends).
    const bool background = GENERATE(false, true);
    INFO("in the background: " << background);
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    FabricScene *fabric = window.views()->fabric;
    if (background) fabric->setBackgroundThreshold(0, 500);
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SUPERPOD_SAMPLE_PATH)));
    auto *tabs = window.findChild<QTabWidget *>();
    REQUIRE(tabs);
    tabs->setCurrentIndex(0); // the floor plan
    QApplication::processEvents();
    window.controllers().validation->flush();
    QSignalSpy laidOut(fabric, &FabricScene::laidOut);
    tabs->setCurrentIndex(2); // the fabric, laid out only now
    QApplication::processEvents();
    if (background) REQUIRE((laidOut.size() > 0 || laidOut.wait(20000)));
    REQUIRE(fabric->nodes().size() > 40);
    QGraphicsView *view = fabric->views().first();
    // Every node inside the view, and the fabric filling most of it one way or the other.
    QRectF shown;
    for (const auto &n : fabric->nodes()) {
        const QPoint at = view->mapFromScene(n.pos);
        CHECK(view->viewport()->rect().contains(at));
        shown |= QRectF(at, QSizeF(1, 1));
    }
    CHECK((shown.width() > view->viewport()->width() * 0.6 ||
           shown.height() > view->viewport()->height() * 0.6));
    // The key of the rails in a band along the top, which the fit leaves free: no node under it.
    const LegendWidget *legend = window.views()->fabricView->legend();
    CHECK(legend->legend().inRow);
    CHECK(legend->height() < 80); // a line or two
    CHECK(legend->width() <= view->viewport()->width() - 16);
    CHECK(shown.top() > legend->geometry().bottom());
    // Zooming in from the fit keeps the point under the pointer: the view can scroll any corner of the fabric
    // under any corner of the viewport (the scene reaches around the fabric far enough).
    const double zoom = view->transform().m11();
    const QSizeF seen = QSizeF(view->viewport()->size()) / zoom;
    const QRectF bounds = fabric->layout().bounds();
    for (const QPointF &p : {bounds.topLeft(), bounds.topRight(), bounds.bottomLeft(), bounds.bottomRight()})
        for (const QPointF &m : {QPointF(0, 0), QPointF(seen.width(), 0), QPointF(0, seen.height()),
                                 QPointF(seen.width(), seen.height())})
            CHECK(view->sceneRect().contains(QRectF(p - m, seen)));
    // ... and it zooms out to half the fabric's fit, not to half its larger scene.
    for (int step = 0; step < 30; ++step)
        window.views()->fabricView->zoomBy(1 / 1.2);
    CHECK(view->transform().m11() == Approx(zoom / 2).epsilon(0.1));
    // A unit's leaves spread over its servers: far enough apart for their slanted names.
    const Design &d = window.document()->design();
    const QPointF leaf1 = *fabric->nodePos(d.devices().find(QStringLiteral("cmp-su01-leaf1")));
    const QPointF leaf2 = *fabric->nodePos(d.devices().find(QStringLiteral("cmp-su01-leaf2")));
    const QPointF node1 = *fabric->nodePos(d.devices().find(QStringLiteral("su01-node01")));
    const QPointF node2 = *fabric->nodePos(d.devices().find(QStringLiteral("su01-node02")));
    CHECK(leaf2.x() - leaf1.x() > 2 * (node2.x() - node1.x()));
}

TEST_CASE("From afar a large fabric's blocks are picked, described and zoomed into as wholes",
          "[views][fabric]")
{
    Design generated = computeOnlyFabric(8192);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("large.railyard"));
    REQUIRE(saveDesign(generated, path, FileFormat::Native).ok());

    MainWindow window;
    window.resize(1280, 800);
    window.show();
    REQUIRE(window.openFile(path));
    window.controllers().validation->flush();
    auto *tabs = window.findChild<QTabWidget *>();
    REQUIRE(tabs);
    tabs->setCurrentIndex(2);
    QApplication::processEvents();
    FabricScene *fabric = window.views()->fabric;
    auto *view = qobject_cast<DesignView *>(fabric->views().first());
    REQUIRE(view);
    view->zoomToFit();
    QApplication::processEvents();
    const Design &d = window.document()->design();
    // Fitted, 1024 servers are far too close for single links: the fabric is drawn in blocks.
    const double zoom = view->transform().m11();
    const std::shared_ptr<const FabricBlocks> blocks = fabric::blocksAt(d, fabric->layout(), zoom);
    REQUIRE(blocks);
    // A click on the first servers' block picks every server in it.
    const FabricBlocks::Block *servers = nullptr;
    for (const FabricBlocks::Block &b : blocks->blocks())
        if (b.tier == 0 && (!servers || b.left < servers->left)) servers = &b;
    REQUIRE(servers);
    QList<int> picked;
    QObject::connect(fabric, &FabricScene::devicesPicked,
                     [&](const QList<int> &devices, bool) { picked = devices; });
    const QPoint at = view->mapFromScene(fabric::blockRect(fabric->layout(), *servers, zoom).center());
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    CHECK(picked.size() == servers->devices);
    for (int dev : picked)
        CHECK(d.deviceType(dev).role == Role::GpuServer);
    CHECK(fabric::blockText(*servers, fabric::BlockText::Full).contains(QStringLiteral("SU 1")));
    // A double-click zooms in on it.
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, at);
    QApplication::processEvents();
    CHECK(view->transform().m11() > zoom * 2);
    // So does one on a block as wide as the fabric (showing it whole would not zoom in): on where it was hit.
    view->zoomToFit();
    QApplication::processEvents();
    const FabricBlocks::Block *widest = nullptr;
    for (const FabricBlocks::Block &b : blocks->blocks())
        if (!widest || b.right - b.left > widest->right - widest->left) widest = &b;
    REQUIRE(widest);
    const QRectF wide = fabric::blockRect(fabric->layout(), *widest, zoom);
    REQUIRE(wide.width() > view->mapToScene(view->viewport()->rect()).boundingRect().width() / 2);
    const QPointF hit(wide.left() + wide.width() / 4, wide.center().y());
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(hit));
    QApplication::processEvents();
    CHECK(view->transform().m11() > zoom * 2);
    CHECK(view->mapToScene(view->viewport()->rect()).boundingRect().contains(hit));
}

TEST_CASE("A large fabric is laid out in the background, the last layout drawn meanwhile", "[views][fabric]")
{
    Design generated = computeOnlyFabric(512);
    Document doc(std::move(generated));
    ValidationController validation;
    validation.setDocument(&doc);
    validation.flush();
    FabricScene fabric;
    // Every design counts as large, and the links are gathered a few hundred channels per turn.
    fabric.setBackgroundThreshold(0, 300);
    QSignalSpy laidOut(&fabric, &FabricScene::laidOut);
    fabric.setDocument(&doc, &validation);
    CHECK(fabric.isLayingOut());
    CHECK(fabric.nodes().empty());
    REQUIRE(laidOut.wait(20000));
    CHECK_FALSE(fabric.isLayingOut());
    // What it made is what laying out at once makes, with the blocks of its levels and the link index ready.
    const auto sameAsAtOnce = [&] {
        const FabricLayout direct(doc.design(), validation.deviceLinks());
        REQUIRE(fabric.nodes().size() == direct.nodes().size());
        CHECK(fabric.links().size() == direct.links().size());
        for (size_t i = 0; i < direct.nodes().size(); ++i)
            CHECK(fabric.nodes()[i].pos == direct.nodes()[i].pos);
    };
    sameAsAtOnce();
    CHECK(fabric.layout().blockLevels().size() >= 3);

    // A server removed: while its new layout is made the last one is drawn, the server gone from the design
    // but still in it, at every level of detail.
    int server = -1;
    for (int dev : doc.design().devices().live())
        if (doc.design().deviceType(dev).role == Role::GpuServer) server = dev;
    REQUIRE(server >= 0);
    const size_t links = fabric.links().size();
    doc.push(new RemoveDevices(&doc, {server}));
    validation.flush();
    CHECK(fabric.isLayingOut());
    REQUIRE(fabric.nodePos(server));
    QImage image(800, 400, QImage::Format_ARGB32_Premultiplied);
    for (const double zoom : {0.01, 0.1, 1.0}) {
        image.fill(Qt::white);
        QPainter p(&image);
        p.scale(zoom, zoom);
        p.translate(-*fabric.nodePos(server) + QPointF(200, 200) / zoom);
        fabric::paint(p, doc.design(), fabric.layout(), {server}, nullptr, zoom,
                      p.worldTransform().inverted().mapRect(QRectF(image.rect())), Palette::paper(), true);
    }
    // An edit while the links are gathered starts the gathering over: the layout that comes has both.
    QApplication::processEvents(); // a slice or two
    REQUIRE(fabric.isLayingOut());
    int cable = -1;
    for (int c : doc.design().cables().live())
        cable = cable < 0 ? c : cable;
    doc.push(new RemoveCables(&doc, {cable}));
    validation.flush();
    laidOut.clear();
    REQUIRE(laidOut.wait(20000));
    while (fabric.isLayingOut())
        REQUIRE(laidOut.wait(20000));
    CHECK_FALSE(fabric.nodePos(server));
    CHECK(fabric.links().size() < links);
    sameAsAtOnce();
}

TEST_CASE("The wheel zooms out to the whole of a scene far wider than usual, and no further than half that",
          "[views][regression]")
{
    // A million-GPU fabric shows whole at 0.0005; the zoom limit of 0.005 made the wheel stop far short of
    // it, and zooming out from a fit below the limit jumped in to 0.005.
    QGraphicsScene scene(0, 0, 2'000'000, 1000);
    DesignView view;
    view.setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view.setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view.setFrameShape(QFrame::NoFrame);
    view.resize(1000, 500);
    view.setScene(&scene);
    view.show();
    QApplication::processEvents();
    const double whole = std::min(view.viewport()->width() / 2'000'000.0, view.viewport()->height() / 1000.0);
    REQUIRE(whole < 0.001);
    view.setTransform(QTransform::fromScale(0.02, 0.02));
    for (int step = 0; step < 40; ++step)
        view.zoomBy(1 / 1.2);
    CHECK(view.zoom() < whole);
    CHECK(view.zoom() == Approx(whole / 2));
    view.zoomBy(1.2);
    CHECK(view.zoom() == Approx(whole / 2 * 1.2));
    // Below the limit already (a fit of something wider still): zooming out stays put.
    view.setTransform(QTransform::fromScale(whole / 4, whole / 4));
    view.zoomBy(1 / 1.2);
    CHECK(view.zoom() == Approx(whole / 4));
}

TEST_CASE("A large fabric waits for its design's first check, then fills its scene", "[views][fabric]")
{
    Design generated = computeOnlyFabric(4096);
    Document doc(std::move(generated));
    ValidationController validation;
    validation.setBackgroundThreshold(0); // checked in the background, as a large design is
    validation.setDocument(&doc);
    REQUIRE(validation.isValidating());
    FabricScene fabric;
    fabric.setBackgroundThreshold(0, 1000);
    QSignalSpy laidOut(&fabric, &FabricScene::laidOut);
    fabric.setDocument(&doc, &validation);
    // Laid out before its links are known it would look uncabled: it waits.
    CHECK(fabric.isWaitingForValidation());
    CHECK(fabric.isLayingOut());
    CHECK(fabric.nodes().empty());
    REQUIRE(laidOut.wait(30000));
    CHECK_FALSE(validation.isValidating());
    CHECK_FALSE(fabric.isWaitingForValidation());
    CHECK_FALSE(fabric.links().empty());
    CHECK(fabric.sceneRect() == fabric.layout().bounds());
}
