// Ports a hand can hit, and a cable drag that shows where the cable may land (issue 9).
#include "commands/devicecommands.h"
#include "common/scenetools.h"
#include "controllers/editcontroller.h"
#include "controllers/selectionmodel.h"
#include "designfixtures.h"
#include "document/document.h"
#include "elevation/deviceitem.h"
#include "elevation/elevationpage.h"
#include "elevation/elevationscene.h"
#include "elevation/elevationview.h"
#include "elevation/portsummary.h"
#include "panels/catalogpanel.h"
#include "tools/connecttool.h"
#include "viewsupport.h"
#include "window/mainwindow.h"
#include "window/windowcontrollers.h"
#include "window/windowviews.h"

#include <QApplication>
#include <QGraphicsLineItem>
#include <QKeyEvent>
#include <QMimeData>
#include <QMouseEvent>
#include <QScrollBar>
#include <QTest>
#include <QToolTip>
#include <QWheelEvent>

using namespace railyard;
using namespace railyard::test;

namespace {

struct PortFixture
{
    MainWindow window;
    ElevationView *view = nullptr;
    ElevationScene *scene = nullptr;
    Document *doc = nullptr;
    int r1 = -1, r2 = -1;
    QString said;

    PortFixture()
    {
        window.resize(1280, 800);
        window.show();
        REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
        doc = window.document();
        view = window.views()->elevationView;
        scene = view->elevations();
        window.showRackElevation(doc->design().racks().find(QStringLiteral("A03")));
        view->zoomToFit();
        r1 = doc->design().devices().find(QStringLiteral("leaf-su1-r1"));
        r2 = doc->design().devices().find(QStringLiteral("leaf-su1-r2"));
        QObject::connect(scene, &ElevationScene::message, [this](const QString &text) { said = text; });
    }
    int port(int device, const char16_t *name) const
    {
        return doc->design().deviceType(device).portIndex(name);
    }
    QPoint pixelOf(int device, int port) const
    {
        DeviceItem *item = scene->deviceItem(device);
        return view->mapFromScene(item->mapToScene(item->portRect(port).center()));
    }
    double pixelWidth(int device, int port) const
    {
        DeviceItem *item = scene->deviceItem(device);
        return item->portRect(port).width() * view->zoom();
    }
    // Zooms in to a port of the leaf leaf-su1-r1 and presses on it: a cable drag starts there.
    ConnectTool *startCableAt(int port)
    {
        view->zoomToPorts(r1, scene->deviceItem(r1)->sceneBoundingRect().center());
        send(QEvent::MouseButtonPress, pixelOf(r1, port), Qt::LeftButton);
        return scene->tools()->find<ConnectTool>();
    }
    void send(QEvent::Type type, QPoint at, Qt::MouseButtons buttons)
    {
        QMouseEvent e(type, at, view->viewport()->mapToGlobal(at), Qt::LeftButton, buttons, Qt::NoModifier);
        QApplication::sendEvent(view->viewport(), &e);
    }
};

} // namespace

TEST_CASE("Ports too small to aim at zoom in when pressed — then each is hit within about 10 pixels, twin "
          "halves too",
          "[views][ports][regression]")
{
    PortFixture f;
    const int osfp1 = f.port(f.r1, u"osfp1");
    // At fit a QM9700 cage is drawn a few pixels wide: too small to aim at. A press there starts no cable but
    // brings the ports up to a comfortable size around the point pressed.
    REQUIRE(f.scene->portPixels(f.r1, osfp1) < ElevationScene::portHitPixels);
    const QPointF pressedAt = f.view->mapToScene(f.pixelOf(f.r1, osfp1));
    f.send(QEvent::MouseButtonPress, f.pixelOf(f.r1, osfp1), Qt::LeftButton);
    CHECK_FALSE(f.scene->tools()->find<ConnectTool>()->isActive());
    f.send(QEvent::MouseButtonRelease, f.pixelOf(f.r1, osfp1), Qt::NoButton);
    CHECK(f.doc->undoStack()->count() == 0);
    CHECK(f.scene->portPixels(f.r1, osfp1) >= ElevationScene::comfortablePortPixels - 0.5);
    CHECK(f.said.contains(QLatin1String("Zoomed in")));
    CHECK(f.view->rect().contains(f.view->mapFromScene(pressedAt)));

    // Now every connector is hit within its own 10-pixel area, beyond its drawing.
    const QPoint centre = f.pixelOf(f.r1, osfp1);
    for (int dx : {-9, -3, 3, 9}) {
        const std::optional<PortHit> hit = f.scene->portAt(f.view->mapToScene(centre + QPoint(dx, 0)));
        INFO("dx " << dx);
        REQUIRE(hit);
        CHECK(hit->device == f.r1);
        CHECK(hit->port == osfp1);
        CHECK(hit->sub == (dx < 0 ? 1 : 2));
    }
    CHECK(f.scene->portAt(f.view->mapToScene(centre + QPoint(0, 7)))); // below the drawing
    // Well below it is the other row of cages, or nothing: not this one.
    const std::optional<PortHit> below = f.scene->portAt(f.view->mapToScene(centre + QPoint(0, 40)));
    CHECK((!below || below->port != osfp1));
    // And a press there now starts a cable.
    f.send(QEvent::MouseButtonPress, f.pixelOf(f.r1, f.port(f.r1, u"osfp5")), Qt::LeftButton);
    CHECK(f.scene->tools()->find<ConnectTool>()->isActive());
    f.send(QEvent::MouseButtonRelease, f.pixelOf(f.r1, f.port(f.r1, u"osfp5")), Qt::NoButton);
}

TEST_CASE("During a cable drag the ports the cable fits glow and the others dim — Escape cancels",
          "[views][ports][regression]")
{
    PortFixture f;
    const int osfp3 = f.port(f.r1, u"osfp3"), osfp4 = f.port(f.r1, u"osfp4"), osfp1 = f.port(f.r1, u"osfp1");
    const int sm = f.doc->design().catalog.transceivers.indexOf(QStringLiteral("MMS4X00-NM"));
    const int mm = f.doc->design().catalog.transceivers.indexOf(QStringLiteral("MMA4Z00-NS"));
    f.doc->push(new SetTransceivers(f.doc, {ModuleChange{f.r1, osfp3, sm}, ModuleChange{f.r2, osfp3, sm},
                                            ModuleChange{f.r2, osfp4, mm}}));
    f.view->zoomToPorts(f.r1, f.scene->deviceItem(f.r1)->sceneBoundingRect().center());
    const int cables = f.doc->design().cables().liveCount();

    f.send(QEvent::MouseButtonPress, f.pixelOf(f.r1, osfp3), Qt::LeftButton);
    ConnectTool *tool = f.scene->tools()->find<ConnectTool>();
    REQUIRE(tool->isActive());
    using Mark = ConnectTool::Mark;
    CHECK(tool->markOf(f.r1, osfp3) == Mark::Source);
    CHECK(tool->markOf(f.r2, osfp3) == Mark::Fits);  // the same single-mode module
    CHECK(tool->markOf(f.r2, osfp4) == Mark::NoFit); // multimode: validation would say fiber-mismatch
    CHECK(tool->markOf(f.r2, osfp1) == Mark::NoFit); // both connectors taken
    CHECK(tool->markOf(f.r2, f.port(f.r2, u"osfp5")) == Mark::NoFit); // an empty cage

    // Over the multimode port: it says why, and a release there adds nothing.
    f.send(QEvent::MouseMove, f.pixelOf(f.r2, osfp4), Qt::LeftButton);
    CHECK(tool->markOf(f.r2, osfp4) == Mark::TargetNoFit);
    CHECK(f.said.contains(QLatin1String("does not run over")));
    f.send(QEvent::MouseButtonRelease, f.pixelOf(f.r2, osfp4), Qt::NoButton);
    CHECK_FALSE(tool->isActive());
    CHECK(f.doc->design().cables().liveCount() == cables);
    CHECK(f.said.startsWith(QLatin1String("Cannot connect")));

    // Escape abandons a drag.
    f.send(QEvent::MouseButtonPress, f.pixelOf(f.r1, osfp3), Qt::LeftButton);
    REQUIRE(tool->isActive());
    QKeyEvent escape(QEvent::KeyPress, Qt::Key_Escape, Qt::NoModifier);
    QApplication::sendEvent(f.scene, &escape);
    CHECK_FALSE(tool->isActive());
    f.send(QEvent::MouseButtonRelease, f.pixelOf(f.r2, osfp3), Qt::NoButton);
    CHECK(f.doc->design().cables().liveCount() == cables);

    // Onto the glowing port: one cable, one undo step.
    f.send(QEvent::MouseButtonPress, f.pixelOf(f.r1, osfp3), Qt::LeftButton);
    f.send(QEvent::MouseMove, f.pixelOf(f.r2, osfp3), Qt::LeftButton);
    CHECK(tool->markOf(f.r2, osfp3) == Mark::Target);
    f.send(QEvent::MouseButtonRelease, f.pixelOf(f.r2, osfp3), Qt::NoButton);
    CHECK(f.doc->design().cables().liveCount() == cables + 1);
    CHECK(f.said.startsWith(QLatin1String("Added")));
}

TEST_CASE("A cable dragged from a device to another of its own ports does not glow, and says why",
          "[views][ports][regression]")
{
    PortFixture f;
    const int osfp3 = f.port(f.r1, u"osfp3"), osfp4 = f.port(f.r1, u"osfp4");
    const int sm = f.doc->design().catalog.transceivers.indexOf(QStringLiteral("MMS4X00-NM"));
    f.doc->push(new SetTransceivers(f.doc, {ModuleChange{f.r1, osfp3, sm}, ModuleChange{f.r1, osfp4, sm}}));
    f.view->zoomToPorts(f.r1, f.scene->deviceItem(f.r1)->sceneBoundingRect().center());
    const int cables = f.doc->design().cables().liveCount();
    f.send(QEvent::MouseButtonPress, f.pixelOf(f.r1, osfp3), Qt::LeftButton);
    ConnectTool *tool = f.scene->tools()->find<ConnectTool>();
    REQUIRE(tool->isActive());
    CHECK(tool->markOf(f.r1, osfp4) == ConnectTool::Mark::NoFit); // validation would say self-loop
    f.send(QEvent::MouseMove, f.pixelOf(f.r1, osfp4), Qt::LeftButton);
    CHECK(tool->markOf(f.r1, osfp4) == ConnectTool::Mark::TargetNoFit);
    CHECK(f.said.contains(QLatin1String("leaf-su1-r1 would be cabled to itself (self-loop)")));
    f.send(QEvent::MouseButtonRelease, f.pixelOf(f.r1, osfp4), Qt::NoButton);
    CHECK(f.doc->design().cables().liveCount() == cables);
}

TEST_CASE(
    "A part hovering where it cannot be dropped says why at once, and crossing the edge does not scroll",
    "[views][ports][regression]")
{
    PortFixture f;
    QMimeData mime;
    const auto move = [&](const QPoint &at) {
        QDragMoveEvent e(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(f.view->viewport(), &e);
        return e.isAccepted();
    };
    const auto enter = [&](const QString &kind, const QString &id, const QPoint &at) {
        mime.setData(catalogMimeType, CatalogItemRef{kind, id}.toMime());
        QDragEnterEvent e(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(f.view->viewport(), &e);
        return move(at);
    };
    const auto leave = [&] {
        QDragLeaveEvent e;
        QApplication::sendEvent(f.view->viewport(), &e);
    };
    const int a03 = f.doc->design().racks().find(QStringLiteral("A03"));
    // A DGX over the leaves: refused while it hovers, with the reason (a refused drop is never delivered).
    CHECK_FALSE(enter(QStringLiteral("device_type"), QStringLiteral("dgx-h100"),
                      f.view->mapFromScene(f.scene->slotRect(a03, 30, 8).center())));
    CHECK(f.said.startsWith(QLatin1String("Cannot drop here: dgx-h100 (8 U) does not fit at U30 of A03")));
    leave();
    // A QSFP28 optic over a DGX H100's OSFP cage, entering across the left edge of the view.
    f.view->zoomToPorts(f.r1, f.scene->deviceItem(f.r1)->sceneBoundingRect().center());
    f.said.clear();
    const QPoint atEdge(2, f.view->viewport()->height() / 2);
    enter(QStringLiteral("transceiver"), QStringLiteral("MMA1B00-C100D"), atEdge);
    CHECK_FALSE(f.view->isAutoScrolling()); // only passing the edge on the way in
    DeviceItem *item = f.scene->deviceItem(f.r1);
    const QPoint cage =
        f.view->mapFromScene(item->mapToScene(item->portRect(f.port(f.r1, u"osfp5")).center()));
    CHECK_FALSE(move(cage));
    CHECK(
        f.said.contains(QLatin1String("MMA1B00-C100D is a module for QSFP28; leaf-su1-r1 osfp5 takes OSFP")));
    // Said at the pointer too, while the part still hovers: the status bar is far from where the user looks.
    CHECK(QToolTip::isVisible());
    CHECK(QToolTip::text().contains(QLatin1String("MMA1B00-C100D is a module for QSFP28")));
    // Once inside, the edge scrolls.
    move(atEdge);
    CHECK(f.view->isAutoScrolling());
    leave();
    CHECK_FALSE(f.view->isAutoScrolling());
    for (int waited = 0; QToolTip::isVisible() && waited < 2000; waited += 50)
        QTest::qWait(50); // a tooltip fades
    CHECK_FALSE(QToolTip::isVisible());
    CHECK(f.doc->undoStack()->count() == 0);
}

TEST_CASE("A port's tooltip names it, its transceiver, its cables and the far end of each channel",
          "[views][ports]")
{
    PortFixture f;
    const Design &d = f.doc->design();
    const int n01 = d.devices().find(QStringLiteral("dgx-su1-n01"));
    const QString text = describePort(d, n01, d.deviceType(n01).portIndex(u"osfp1"), Side::Front);
    CHECK(text.contains(QLatin1String("dgx-su1-n01 osfp1")));
    CHECK(text.contains(QLatin1String("MMS4X00-NM-FLT")));
    CHECK(text.contains(QLatin1String("N01-R")));      // the cable in connector 1
    CHECK(text.contains(QLatin1String("leaf-su1-r"))); // where its channel ends
    CHECK(text.contains(QLatin1String("osfp1.2")));
}

TEST_CASE("A cable drag near the view's edge scrolls the view and the drag follows",
          "[views][ports][regression]")
{
    PortFixture f;
    REQUIRE(f.startCableAt(f.port(f.r1, u"osfp5"))->isActive());
    const int before = f.view->horizontalScrollBar()->value();
    const QPoint edge(f.view->viewport()->width() - 3, f.view->viewport()->height() / 2);
    f.send(QEvent::MouseMove, edge, Qt::LeftButton);
    CHECK(f.view->isAutoScrolling());
    QTest::qWait(200);
    CHECK(f.view->horizontalScrollBar()->value() > before);
    f.send(QEvent::MouseButtonRelease, edge, Qt::NoButton);
    CHECK_FALSE(f.view->isAutoScrolling());
    CHECK_FALSE(f.scene->tools()->find<ConnectTool>()->isActive());
}

TEST_CASE("A catalog drop that cannot be made says why and changes nothing", "[views][ports][regression]")
{
    PortFixture f;
    auto dropAt = [&](const QString &kind, const QString &id, const QPointF &scenePos) {
        QMimeData mime;
        mime.setData(catalogMimeType, CatalogItemRef{kind, id}.toMime());
        const QPoint at = f.view->mapFromScene(scenePos);
        QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(f.view->viewport(), &enter);
        QDropEvent drop(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(f.view->viewport(), &drop);
        return drop.isAccepted();
    };
    const int a03 = f.doc->design().racks().find(QStringLiteral("A03"));
    // A DGX on the leaves.
    CHECK_FALSE(dropAt(QStringLiteral("device_type"), QStringLiteral("dgx-h100"),
                       f.scene->slotRect(a03, 30, 8).center()));
    CHECK(f.said.contains(QLatin1String("does not fit at U30 of A03")));
    // An OSFP-RHS module into a QM9700's finned OSFP cage.
    f.view->zoomToPorts(f.r1, f.scene->deviceItem(f.r1)->sceneBoundingRect().center());
    DeviceItem *item = f.scene->deviceItem(f.r1);
    const QPointF cage = item->mapToScene(item->portRect(f.port(f.r1, u"osfp5")).center());
    CHECK_FALSE(dropAt(QStringLiteral("transceiver"), QStringLiteral("MMS4X00-NM-FLT"), cage));
    CHECK(f.said.contains(QLatin1String("a module for OSFP-RHS")));
    CHECK(f.doc->undoStack()->count() == 0);
    // The right module goes in.
    CHECK(dropAt(QStringLiteral("transceiver"), QStringLiteral("MMS4X00-NM"), cage));
    CHECK(f.doc->undoStack()->count() == 1);
}

TEST_CASE("A drag that starts on a 1U switch whose ports are not drawn moves it and never zooms",
          "[views][ports][regression]")
{
    PortFixture f;
    const int osfp1 = f.port(f.r1, u"osfp1");
    // Zoomed out until the leaf is a plain block: its ports are not drawn.
    const double portWidth = f.pixelWidth(f.r1, 0);
    f.view->zoomBy(2.0 / portWidth);
    REQUIRE_FALSE(f.scene->arePortsDrawn(f.r1));
    const double zoom = f.view->zoom();
    const Device before = f.doc->design().devices().at(f.r1);
    // Press on the 1U leaf's tiny ports and drag it five rack units down: it is picked up, not zoomed in to.
    const QPoint at = f.pixelOf(f.r1, osfp1);
    const double uPixels = f.scene->slotRect(before.rack, 10, 1).height() * f.view->zoom();
    const QPoint to = at + QPoint(0, int(std::lround(5 * uPixels)));
    f.send(QEvent::MouseButtonPress, at, Qt::LeftButton);
    for (int step = 1; step <= 6; ++step)
        f.send(QEvent::MouseMove, at + (to - at) * step / 6, Qt::LeftButton);
    f.send(QEvent::MouseButtonRelease, to, Qt::NoButton);
    CHECK(f.view->zoom() == Approx(zoom));
    CHECK_FALSE(f.scene->tools()->find<ConnectTool>()->isActive());
    REQUIRE(f.doc->undoStack()->count() == 1);
    CHECK(f.doc->design().devices().at(f.r1).u == before.u - 5);
}

TEST_CASE("Edge scrolling goes as fast as the pointer is deep in the edge, and stops past it",
          "[views][ports][regression]")
{
    const int length = 600, margin = DesignView::autoScrollMargin;
    // Nothing away from the edges, slow at the band's inner side, fastest at the edge, nothing beyond it.
    CHECK(DesignView::autoScrollSpeed(length / 2, length) == 0);
    CHECK(DesignView::autoScrollSpeed(length - margin, length) == 0);
    const double inner = DesignView::autoScrollSpeed(length - margin + 2, length);
    const double middle = DesignView::autoScrollSpeed(length - margin / 2, length);
    const double edge = DesignView::autoScrollSpeed(length - 1, length);
    CHECK(inner > 0);
    CHECK(inner < middle);
    CHECK(middle < edge);
    CHECK(edge <= DesignView::fastestAutoScroll);
    CHECK(DesignView::autoScrollSpeed(length + 40, length) == 0);
    CHECK(DesignView::autoScrollSpeed(-40, length) == 0);
    CHECK(DesignView::autoScrollSpeed(1, length) == Approx(-edge).epsilon(0.1));

    // A cable drag: at the band's inner side it creeps; past the view's edge it stops.
    PortFixture f;
    REQUIRE(f.startCableAt(f.port(f.r1, u"osfp5"))->isActive());
    const int height = f.view->viewport()->height();
    const QPoint slow(f.view->viewport()->width() / 2, height - margin + 3);
    f.send(QEvent::MouseMove, slow, Qt::LeftButton);
    CHECK(f.view->isAutoScrolling());
    const int start = f.view->verticalScrollBar()->value();
    QTest::qWait(300);
    const int crept = f.view->verticalScrollBar()->value() - start;
    CHECK(crept > 0);
    CHECK(crept < 0.3 * DesignView::fastestAutoScroll * 0.3);                 // far below full speed
    f.send(QEvent::MouseMove, QPoint(slow.x(), height + 60), Qt::LeftButton); // out of the window
    CHECK_FALSE(f.view->isAutoScrolling());
    const int stopped = f.view->verticalScrollBar()->value();
    QTest::qWait(150);
    CHECK(f.view->verticalScrollBar()->value() == stopped);
    f.send(QEvent::MouseButtonRelease, QPoint(slow.x(), height + 60), Qt::NoButton);
}

TEST_CASE("A device dropped from the catalog is selected, and the view does not move as the hint goes",
          "[views][ports][regression]")
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    window.controllers().edit->addRow(QStringLiteral("A"), 2, 48, 0, 0);
    Document *doc = window.document();
    ElevationView *view = window.views()->elevationView;
    window.views()->tabs->setCurrentWidget(window.views()->elevationPage);
    const int a01 = doc->design().racks().find(QStringLiteral("A01"));
    window.showRackElevation(a01);
    view->zoomToFit();
    QApplication::processEvents();
    REQUIRE_FALSE(view->emptyHint().isEmpty()); // "These racks are empty."
    ElevationScene *scene = view->elevations();
    const QPointF corner = scene->slotRect(a01, 48, 1).topLeft();
    const QPoint before = view->mapFromScene(corner);
    REQUIRE(dropCatalogPart(view, QStringLiteral("device_type"), QStringLiteral("qm9700"),
                            scene->slotRect(a01, 40, 1).center()));
    REQUIRE(doc->design().devices().liveCount() == 1);
    const int placed = *doc->design().devices().live().begin();
    // Properties shows it: it is the selection.
    CHECK(window.controllers().selection->selection().devices == QList<int>{placed});
    // The hint is gone and the racks stay where they were on screen.
    QApplication::processEvents();
    view->viewport()->repaint();
    QApplication::processEvents();
    CHECK(view->emptyHint().isEmpty());
    CHECK(view->mapFromScene(corner) == before);
}

TEST_CASE("The wheel zooms during a cable drag, and the cable goes on from the pointer",
          "[views][ports][regression]")
{
    PortFixture f;
    ConnectTool *tool = f.startCableAt(f.port(f.r1, u"osfp5"));
    REQUIRE(tool->isActive());
    const QPoint at(f.view->viewport()->width() / 2, f.view->viewport()->height() / 3);
    f.send(QEvent::MouseMove, at, Qt::LeftButton);
    const double zoom = f.view->zoom();
    QWheelEvent wheel(at, f.view->viewport()->mapToGlobal(at), QPoint(), QPoint(0, -120 * 3), Qt::LeftButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(f.view->viewport(), &wheel);
    CHECK(f.view->zoom() < zoom);
    CHECK(tool->isActive()); // the drag goes on
    // The cable's loose end is where the pointer now stands in the scene.
    QGraphicsLineItem *line = nullptr;
    for (QGraphicsItem *item : f.scene->items())
        if (auto *l = dynamic_cast<QGraphicsLineItem *>(item); l && l->isVisible()) line = l;
    REQUIRE(line);
    CHECK(QLineF(line->line().p2(), f.view->mapToScene(at)).length() < 2 / f.view->zoom());
    f.send(QEvent::MouseButtonRelease, at, Qt::NoButton);
}

TEST_CASE("A twin-port cage drawn wide enough to aim at starts a cable, though each connector is smaller",
          "[views][ports][regression]")
{
    PortFixture f;
    const int osfp5 = f.port(f.r1, u"osfp5");
    // A twin-port module in it, no cable yet.
    const int nm = f.doc->design().catalog.transceivers.indexOf(QStringLiteral("MMS4X00-NM"));
    f.doc->push(new SetTransceivers(f.doc, {ModuleChange{f.r1, osfp5, nm}}));
    // The cage 15 pixels wide: 7.5 per connector, under the 10 a connector is hit within.
    f.view->zoomBy(15.0 / f.pixelWidth(f.r1, osfp5));
    REQUIRE(f.pixelWidth(f.r1, osfp5) == Approx(15).margin(0.5));
    REQUIRE(f.scene->portPixels(f.r1, osfp5) < ElevationScene::portHitPixels);
    REQUIRE(f.scene->canAimAtPort(f.r1, osfp5));
    const double zoom = f.view->zoom();
    f.send(QEvent::MouseButtonPress, f.pixelOf(f.r1, osfp5), Qt::LeftButton);
    CHECK(f.scene->tools()->find<ConnectTool>()->isActive());
    f.send(QEvent::MouseButtonRelease, f.pixelOf(f.r1, osfp5), Qt::NoButton);
    CHECK(f.view->zoom() == Approx(zoom)); // no zoom either
}

TEST_CASE("A press on small ports that are drawn starts a cable, and a click on them zooms in",
          "[views][ports][regression]")
{
    PortFixture f;
    const int osfp5 = f.port(f.r1, u"osfp5"), osfp6 = f.port(f.r1, u"osfp6");
    const int nm = f.doc->design().catalog.transceivers.indexOf(QStringLiteral("MMS4X00-NM"));
    f.doc->push(new SetTransceivers(f.doc, {ModuleChange{f.r1, osfp5, nm}, ModuleChange{f.r2, osfp5, nm}}));
    // The leaves' cages drawn 6 pixels wide: a new user drags from one as it is.
    f.view->zoomBy(6.0 / f.pixelWidth(f.r1, osfp5));
    REQUIRE(f.scene->arePortsDrawn(f.r1));
    REQUIRE_FALSE(f.scene->canAimAtPort(f.r1, osfp5));
    const double zoom = f.view->zoom();
    const int cables = f.doc->design().cables().liveCount();
    f.send(QEvent::MouseButtonPress, f.pixelOf(f.r1, osfp5), Qt::LeftButton);
    CHECK(f.scene->tools()->find<ConnectTool>()->isActive());
    f.send(QEvent::MouseMove, f.pixelOf(f.r2, osfp5), Qt::LeftButton);
    f.send(QEvent::MouseButtonRelease, f.pixelOf(f.r2, osfp5), Qt::NoButton);
    CHECK(f.doc->design().cables().liveCount() == cables + 1);
    CHECK(f.view->zoom() == Approx(zoom)); // a press that drags never zooms
    // A click without movement on one: no cable, the ports come up to a size a hand can hit.
    f.send(QEvent::MouseButtonPress, f.pixelOf(f.r1, osfp6), Qt::LeftButton);
    f.send(QEvent::MouseButtonRelease, f.pixelOf(f.r1, osfp6), Qt::NoButton);
    CHECK(f.doc->design().cables().liveCount() == cables + 1);
    CHECK_FALSE(f.scene->tools()->find<ConnectTool>()->isActive());
    CHECK(f.view->zoom() > zoom);
    CHECK(f.said.contains(QLatin1String("Zoomed in")));
}
