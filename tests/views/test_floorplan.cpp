#include "commands/cablecommands.h"
#include "commands/valuecommands.h"
#include "common/legendwidget.h"
#include "controllers/editcontroller.h"
#include "controllers/validationcontroller.h"
#include "designfixtures.h"
#include "document/document.h"
#include "elevation/elevationscene.h"
#include "floorplan/bundlelayer.h"
#include "floorplan/floorplanscene.h"
#include "floorplan/floorplanview.h"
#include "floorplan/rackitem.h"
#include "floorplan/racklabellayer.h"
#include "floorplan/traylayer.h"
#include "generatesupport.h"
#include "io/designfile.h"
#include "render/floorsummary.h"
#include "render/palette.h"
#include "route/router.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QGraphicsRectItem>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>

using namespace railyard;
using namespace railyard::test;

namespace {

void sendMouse(QWidget *viewport, QEvent::Type type, QPoint at, Qt::MouseButtons buttons)
{
    QMouseEvent event(type, at, viewport->mapToGlobal(at), Qt::LeftButton, buttons, Qt::NoModifier);
    QApplication::sendEvent(viewport, &event);
}

// Drags the rack's lower part (bundles leave from the upper part) by a scene offset, as a mouse would.
void dragRack(FloorPlanView *view, const RackItem *item, const QPointF &to, bool release = true)
{
    const QPoint from = view->mapFromScene(item->pos() + QPointF(0, 30));
    const QPoint end = view->mapFromScene(to + QPointF(0, 30));
    sendMouse(view->viewport(), QEvent::MouseButtonPress, from, Qt::LeftButton);
    sendMouse(view->viewport(), QEvent::MouseMove, (from + end) / 2, Qt::LeftButton);
    sendMouse(view->viewport(), QEvent::MouseMove, end, Qt::LeftButton);
    if (release) sendMouse(view->viewport(), QEvent::MouseButtonRelease, end, Qt::NoButton);
}

} // namespace

TEST_CASE("The floor plan shows racks at their positions and bundles coloured by rail", "[views][floorplan]")
{
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    FloorPlanScene *scene = window.views()->floorPlanView->floorPlan();
    const Design &d = window.document()->design();
    REQUIRE(scene->rackItem(d.racks().find(QStringLiteral("A02"))));
    CHECK(scene->rackItem(d.racks().find(QStringLiteral("A02")))->pos() == QPointF(60, 0));
    // Trunks A01-A03 and A02-A03, one bundle per rail each; the cords stay inside their racks.
    const auto &bundles = scene->bundleLayer()->bundles();
    CHECK(bundles.size() == 16);
    for (const auto &b : bundles)
        CHECK(b.count == 2); // two nodes per rack, one trunk per node and rail
    CHECK(window.views()->floorPlanView->legend()->entries().size() == 8);
    CHECK(window.views()->floorPlanView->legend()->entries().first().second == QLatin1String("Rail 1"));
}

TEST_CASE("A large floor's bundles are built between events, and an edit meanwhile is in them",
          "[views][floorplan]")
{
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    FloorPlanScene *scene = window.views()->floorPlanView->floorPlan();
    scene->setBundleSliceThreshold(1); // every design is large
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    BundleLayer *layer = scene->bundleLayer();
    LegendWidget *legend = window.views()->floorPlanView->legend();
    // The window did not wait for them: nothing drawn, no keys yet.
    CHECK(layer->isBuilding());
    CHECK(layer->shownBundles().empty());
    CHECK(legend->entries().isEmpty());
    const auto settle = [&] {
        for (int i = 0; i < 100 && layer->isBuilding(); ++i)
            QApplication::processEvents();
        REQUIRE_FALSE(layer->isBuilding());
    };
    settle();
    CHECK(layer->shownBundles().size() == 16);
    CHECK(legend->entries().size() == 8); // the legend followed

    // An edit while they are built: what comes out has it.
    Document *doc = window.document();
    scene->setColouring(Colouring::CableType);
    REQUIRE(layer->isBuilding());
    const int trunk = doc->design().cables().find(QStringLiteral("N01-R1-T"));
    REQUIRE(trunk >= 0);
    doc->push(new RemoveCables(doc, {trunk}));
    settle();
    const std::vector<floorplan::Bundle> expected = floorplan::bundles(
        doc->design(), FloorPlanLayout(doc->design()), scene->decorations(), Colouring::CableType);
    REQUIRE(layer->shownBundles().size() == expected.size());
    int cables = 0;
    for (size_t i = 0; i < expected.size(); ++i) {
        CHECK(layer->shownBundles()[i].count == expected[i].count);
        CHECK(layer->shownBundles()[i].colour.key == expected[i].colour.key);
        cables += expected[i].count;
    }
    CHECK(cables == 31); // 32 trunks between racks, one removed
}

TEST_CASE("Hovering a rack shows its tooltip, made when asked", "[views][floorplan]")
{
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    FloorPlanView *view = window.views()->floorPlanView;
    const Design &d = window.document()->design();
    RackItem *item = view->floorPlan()->rackItem(d.racks().find(QStringLiteral("A02")));
    REQUIRE(item);
    CHECK(item->toolTip().isEmpty()); // none made ahead
    INFO(item->tipText().toStdString());
    CHECK(item->tipText().startsWith(QStringLiteral("A02 — row A")));
    view->centerOn(item);
    QApplication::processEvents();
    const QPoint at = view->mapFromScene(item->pos() + QPointF(0, 30));
    QHelpEvent help(QEvent::ToolTip, at, view->viewport()->mapToGlobal(at));
    QApplication::sendEvent(view->viewport(), &help);
    CHECK(QToolTip::text() == item->tipText());
    QToolTip::hideText();
}

TEST_CASE("Dragging a rack on the floor plan moves it on the grid in one undo step", "[views][floorplan]")
{
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    FloorPlanView *view = window.views()->floorPlanView;
    FloorPlanScene *scene = view->floorPlan();
    Document *doc = window.document();
    const int a03 = doc->design().racks().find(QStringLiteral("A03"));
    RackItem *item = scene->rackItem(a03);
    REQUIRE(item);

    // About 2.5 m to the right.
    dragRack(view, item, item->pos() + QPointF(250, 0));

    REQUIRE(doc->undoStack()->count() == 1);
    const Rack &moved = doc->design().racks().at(a03);
    // Snapped to the 0.6 m tiles: 1.2 m + about 2.5 m lands on 3.6 m.
    CHECK(*moved.xM == Approx(3.6));
    CHECK(*moved.yM == Approx(0.0));
    CHECK(item->pos().x() == Approx(360));

    doc->undoStack()->undo();
    CHECK(*doc->design().racks().at(a03).xM == Approx(1.2));
    CHECK(item->pos().x() == Approx(120));
}

TEST_CASE("Escape during a rack drag puts the racks back and changes nothing", "[views][floorplan]")
{
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    FloorPlanView *view = window.views()->floorPlanView;
    FloorPlanScene *scene = view->floorPlan();
    Document *doc = window.document();
    RackItem *item = scene->rackItem(doc->design().racks().find(QStringLiteral("A03")));
    REQUIRE(item);
    QString said;
    QObject::connect(scene, &FloorPlanScene::message, [&](const QString &text) { said = text; });

    dragRack(view, item, item->pos() + QPointF(250, 0), false);
    CHECK(item->pos().x() != Approx(120));
    QKeyEvent escape(QEvent::KeyPress, Qt::Key_Escape, Qt::NoModifier);
    QApplication::sendEvent(scene, &escape);
    CHECK(item->pos().x() == Approx(120));
    CHECK(said == QLatin1String("Cancelled"));
    // The release after Escape is no longer a gesture: nothing moves.
    sendMouse(view->viewport(), QEvent::MouseButtonRelease, view->mapFromScene(item->pos()), Qt::NoButton);
    CHECK(doc->undoStack()->count() == 0);
    CHECK(*doc->design().racks().at(item->rack()).xM == Approx(1.2));
}

TEST_CASE("Dragging a rack onto another is refused with a message and changes nothing",
          "[views][floorplan][regression]")
{
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    FloorPlanView *view = window.views()->floorPlanView;
    FloorPlanScene *scene = view->floorPlan();
    Document *doc = window.document();
    const int a01 = doc->design().racks().find(QStringLiteral("A01"));
    const int a03 = doc->design().racks().find(QStringLiteral("A03"));
    RackItem *item = scene->rackItem(a03);
    QString said;
    QObject::connect(scene, &FloorPlanScene::message, [&](const QString &text) { said = text; });

    const QPointF onA01 = scene->rackItem(a01)->pos();
    dragRack(view, item, onA01, false);
    CHECK(item->isRefused()); // drawn red while it stands on A01
    sendMouse(view->viewport(), QEvent::MouseButtonRelease, view->mapFromScene(onA01 + QPointF(0, 30)),
              Qt::NoButton);

    CHECK(doc->undoStack()->count() == 0);
    CHECK(*doc->design().racks().at(a03).xM == Approx(1.2));
    CHECK(item->pos().x() == Approx(120));
    CHECK_FALSE(item->isRefused());
    CHECK(said.contains(QLatin1String("A01")));
    CHECK(said.contains(QLatin1String("A03")));
}

TEST_CASE("Add Rack puts a rack at the end of the row — Delete removes the selection in one step",
          "[views][floorplan]")
{
    MainWindow window;
    window.show();
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    Document *doc = window.document();
    window.controllers().edit->addRack();
    const int added = doc->design().racks().find(QStringLiteral("A04"));
    REQUIRE(added >= 0);
    CHECK(*doc->design().racks().at(added).xM == Approx(1.8));
    CHECK(doc->design().racks().at(added).row == QLatin1String("A"));
    REQUIRE(window.views()->floorPlanView->floorPlan()->rackItem(added));
    CHECK(window.views()->floorPlanView->floorPlan()->rackItem(added)->isSelected());

    // Delete A01 with its devices and cables: one undo step brings all back.
    FloorPlanScene *scene = window.views()->floorPlanView->floorPlan();
    scene->selectRacks({doc->design().racks().find(QStringLiteral("A01"))});
    window.controllers().edit->deleteSelection();
    CHECK(doc->design().racks().find(QStringLiteral("A01")) < 0);
    CHECK(doc->design().devices().find(QStringLiteral("dgx-su1-n01")) < 0);
    CHECK(doc->design().cables().liveCount() == 96 - 32);
    doc->undoStack()->undo();
    CHECK(doc->design().racks().find(QStringLiteral("A01")) >= 0);
    CHECK(doc->design().cables().liveCount() == 96);
}

TEST_CASE("Bundles can be coloured by network, cable type and validation status", "[views][floorplan]")
{
    MainWindow window;
    window.show();
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    FloorPlanScene *scene = window.views()->floorPlanView->floorPlan();
    scene->setColouring(Colouring::Network);
    CHECK(window.views()->floorPlanView->legend()->entries().size() == 1);
    CHECK(window.views()->floorPlanView->legend()->entries().first().second == QLatin1String("compute"));
    scene->setColouring(Colouring::CableType);
    REQUIRE(window.views()->floorPlanView->legend()->entries().size() == 1); // only trunks run between racks
    CHECK(window.views()->floorPlanView->legend()->entries().first().second ==
          QLatin1String("MPO12-TRUNK-SM-B"));
    scene->setColouring(Colouring::ValidationStatus);
    CHECK(window.views()->floorPlanView->legend()->entries().first().second ==
          QLatin1String("No error or warning"));
}

TEST_CASE("Colouring by validation status tells warnings from errors", "[views][floorplan][regression]")
{
    // Issue 9: a bundle of cables with only warnings was drawn like a clean one.
    MainWindow window;
    window.show();
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_TEST_DATA_DIR "/sample-with-mistakes.json")));
    window.controllers().validation->flush();
    FloorPlanScene *scene = window.views()->floorPlanView->floorPlan();
    scene->setColouring(Colouring::ValidationStatus);
    QStringList names;
    for (const auto &entry : window.views()->floorPlanView->legend()->entries())
        names << entry.second;
    CHECK(names.contains(QLatin1String("On an error")));
    CHECK(names.contains(QLatin1String("On a warning")));
    const Design &d = window.document()->design();
    int warned = -1;
    for (int c : d.cables().live())
        if (window.controllers().validation->cableHasWarning(c) &&
            !window.controllers().validation->cableHasError(c))
            warned = c;
    REQUIRE(warned >= 0);
    CHECK(cableColour(d, window.controllers().validation->decorations(), Colouring::ValidationStatus, warned)
              .colour == Palette::warning());
}

TEST_CASE("Add Row of Racks adds the row side by side in one undo step", "[views][floorplan]")
{
    MainWindow window;
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    Document *doc = window.document();
    window.controllers().edit->addRow(QStringLiteral("B"), 5, 52, 0.0, 2.4);
    CHECK(doc->design().racks().liveCount() == 8);
    const int b05 = doc->design().racks().find(QStringLiteral("B05"));
    REQUIRE(b05 >= 0);
    CHECK(*doc->design().racks().at(b05).xM == Approx(2.4));
    CHECK(doc->design().racks().at(b05).heightU == 52);
    CHECK(doc->undoStack()->count() == 1);
    doc->undoStack()->undo();
    CHECK(doc->design().racks().liveCount() == 3);
}

TEST_CASE("The floor plan draws the trays coloured by their fill and follows their edits",
          "[views][floorplan][route]")
{
    Document doc(podWithTrays(1));
    FloorPlanScene scene;
    scene.setDocument(&doc, nullptr);
    FloorPlanView view(&scene);
    CHECK_FALSE(view.trayLegend()->isHidden());
    CHECK(view.trayLegend()->entries().size() == 5);
    // Every colour a tray can take is a line of the key, whatever its fill and limit.
    QSet<QRgb> keyed;
    for (const auto &[colour, text] : view.trayLegend()->entries())
        keyed.insert(colour.rgb());
    for (double limit : {40.0, 50.0, 100.0})
        for (double fill = 0; fill <= 130; fill += 0.5) {
            INFO(fill << " % full, limit " << limit);
            CHECK(keyed.contains(floorplan::trayFillColour(fill, limit).rgb()));
        }
    // A fit keeps the racks above the keys along the lower edge (they hid the first racks of a row).
    view.resize(1000, 700);
    view.show();
    view.zoomToFit();
    QApplication::processEvents();
    REQUIRE(view.reservedBottom() > 0);
    const QRect content = view.mapFromScene(scene.contentRect()).boundingRect();
    CHECK(content.bottom() <= view.viewport()->height() - view.reservedBottom() + 2);
    // The racks' ids are drawn over the bundles, the trays over both while they are edited.
    REQUIRE(scene.rackLabelLayer());
    CHECK(scene.rackLabelLayer()->zValue() > scene.bundleLayer()->zValue());
    scene.setPathwayEditing(true);
    CHECK(scene.trayLayer()->zValue() > scene.rackLabelLayer()->zValue());
    scene.setPathwayEditing(false);
    CHECK(scene.trayLayer()->zValue() < scene.bundleLayer()->zValue());
    REQUIRE(scene.trayLayer());
    const auto &trays = scene.trayLayer()->trays();
    REQUIRE(int(trays.size()) == doc.design().pathways.segments.size());
    // The plan takes in the trunks beyond the racks.
    for (const PathNode &n : doc.design().pathways.nodes)
        CHECK(scene.contentRect().contains(QPointF(n.xM * 100, n.yM * 100)));
    int busiest = 0;
    for (int i = 1; i < int(trays.size()); ++i)
        if (trays[size_t(i)].fillPercent > trays[size_t(busiest)].fillPercent) busiest = i;
    const double before = trays[size_t(busiest)].fillPercent;
    CHECK(floorplan::trayFillColour(before, 50) != floorplan::trayFillColour(120, 50));
    // Halve the busiest tray: its fill doubles on the plan, and undo brings it back.
    Pathways narrower = doc.design().pathways;
    narrower.segments[busiest].widthMm /= 2;
    doc.push(setPathways(&doc, narrower, QStringLiteral("Resize")));
    CHECK(scene.trayLayer()->trays()[size_t(busiest)].fillPercent == Approx(2 * before));
    doc.undoStack()->undo();
    CHECK(scene.trayLayer()->trays()[size_t(busiest)].fillPercent == Approx(before));
    // A selected cable's route is marked over the trays.
    const Routing r = routeCables(doc.design());
    const int cable = r.cablesOf[size_t(busiest)].first();
    scene.showRoutesOf({cable});
    CHECK(scene.trayLayer()->routeSegments() == r.cables[size_t(cable)].segments);
    CHECK(scene.trayLayer()->routeSegments().contains(busiest));
    scene.showRoutesOf({});
    CHECK(scene.trayLayer()->routeSegments().isEmpty());
    // Without trays, no key.
    doc.push(setPathways(&doc, Pathways(), QStringLiteral("Remove Trays")));
    CHECK(view.trayLegend()->isHidden());
    CHECK(scene.trayLayer()->trays().empty());
}

TEST_CASE("A large hall's floor plan shows its density key and row keys zoomed out, its rack keys zoomed in",
          "[views][floorplan]")
{
    FabricOptions o;
    o.gpus = 8192;
    const GeneratedFabric fabric = generate(o);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("hall.railyard"));
    REQUIRE(saveDesign(fabric.design, path, FileFormat::Native).ok());
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    REQUIRE(window.openFile(path));
    window.controllers().validation->flush();
    QApplication::processEvents();
    FloorPlanView *view = window.views()->floorPlanView;
    const floorplan::FloorSummary *summary = view->floorPlan()->bundleLayer()->summary();
    REQUIRE(summary);
    view->zoomToFit();
    QApplication::processEvents();
    REQUIRE(view->zoom() < 0.5);
    CHECK_FALSE(view->densityLegend()->isHidden());
    CHECK(view->densityLegend()->entries().size() == 5);
    // The rails legend lists what the row bundles carry (between rows: the trunks, no rail).
    const auto keys = legendEntries(window.document()->design(), Colouring::Rail,
                                    floorplan::keysInUse(summary->rowBundles()));
    CHECK(view->legend()->entries() == keys);
    // Zoomed in, the racks are drawn one by one again: no density key, the rack bundles' rails.
    view->zoomBy(1.0 / view->zoom());
    QApplication::processEvents();
    CHECK(view->densityLegend()->isHidden());
    CHECK(view->legend()->entries().size() > keys.size());
}

namespace {

// An item that counts the window activations it is told of.
class ActivationCounter : public QGraphicsRectItem
{
public:
    int told = 0;

protected:
    bool sceneEvent(QEvent *event) override
    {
        if (event->type() == QEvent::WindowActivate || event->type() == QEvent::WindowDeactivate) ++told;
        return QGraphicsRectItem::sceneEvent(event);
    }
};

} // namespace

TEST_CASE("The floor plan and the elevations let window activations pass by their items",
          "[views][floorplan][regression]")
{
    // Qt's scene lists and sorts every item to tell them (100 ms at a million GPUs on every switch back to
    // the window); no item of Railyard's needs it. A plain scene tells its items: the check can fail.
    FloorPlanScene floor;
    ElevationScene elevations;
    QGraphicsScene plain;
    for (QGraphicsScene *scene : std::initializer_list<QGraphicsScene *>{&floor, &elevations, &plain}) {
        auto *counter = new ActivationCounter;
        scene->addItem(counter);
        for (const QEvent::Type type : {QEvent::WindowActivate, QEvent::WindowDeactivate}) {
            QEvent event(type);
            QApplication::sendEvent(scene, &event);
        }
        CHECK(counter->told == (scene == &plain ? 2 : 0));
    }
}
