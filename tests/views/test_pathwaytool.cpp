// The Pathways tool on the floor plan (docs/pathways.md, "In the window"), driven by mouse events on the view
// as a user would: trays drawn between nodes and onto other trays, nodes placed, moved and deleted, each in
// one undo step; the Properties dock of a tray lists its cables; Escape and a plain floor plan change
// nothing.
#include "commands/valuecommands.h"
#include "common/legendwidget.h"
#include "controllers/editcontroller.h"
#include "controllers/selectionmodel.h"
#include "document/document.h"
#include "floorplan/floorplanscene.h"
#include "floorplan/floorplanview.h"
#include "floorplan/rackitem.h"
#include "floorplan/traylayer.h"
#include "panels/propertiespanel.h"
#include "route/router.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QMouseEvent>

using namespace railyard;

namespace {

struct Tool
{
    MainWindow window;
    FloorPlanView *view = nullptr;
    FloorPlanScene *scene = nullptr;
    Document *doc = nullptr;

    Tool()
    {
        window.resize(1200, 800);
        window.show();
        REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
        view = window.views()->floorPlanView;
        scene = view->floorPlan();
        doc = window.document();
        view->showRect(QRectF(-100, -150, 400, 300), 1);
        QAction *edit = window.findChild<QAction *>(QStringLiteral("editPathways"));
        REQUIRE(edit);
        edit->trigger();
        REQUIRE(scene->pathwayEditing());
    }
    const Pathways &pathways() const { return doc->design().pathways; }
    const Selection &selection() { return window.controllers().selection->selection(); }

    void mouse(QEvent::Type type, QPointF metres, Qt::MouseButtons buttons, Qt::KeyboardModifiers mods)
    {
        const QPoint at = view->mapFromScene(metres * FloorPlanScene::unitsPerMetre);
        QMouseEvent event(type, at, view->viewport()->mapToGlobal(at), Qt::LeftButton, buttons, mods);
        QApplication::sendEvent(view->viewport(), &event);
    }
    void click(QPointF at, Qt::KeyboardModifiers mods = Qt::NoModifier)
    {
        mouse(QEvent::MouseButtonPress, at, Qt::LeftButton, mods);
        mouse(QEvent::MouseButtonRelease, at, Qt::NoButton, mods);
    }
    void drag(QPointF from, QPointF to, Qt::KeyboardModifiers mods = Qt::NoModifier, bool release = true)
    {
        mouse(QEvent::MouseButtonPress, from, Qt::LeftButton, mods);
        mouse(QEvent::MouseMove, (from + to) / 2, Qt::LeftButton, mods);
        mouse(QEvent::MouseMove, to, Qt::LeftButton, mods);
        if (release) mouse(QEvent::MouseButtonRelease, to, Qt::NoButton, mods);
    }
};

} // namespace

TEST_CASE("Pathways tool: a drag draws a tray between new nodes that the racks under them drop to",
          "[views][pathways]")
{
    Tool t;
    t.drag(QPointF(0, 0.1), QPointF(1.2, 0.1));
    REQUIRE(t.doc->undoStack()->count() == 1);
    CHECK(t.doc->undoStack()->text(0) == QStringLiteral("Draw Tray T1"));
    REQUIRE(t.pathways().segments.size() == 1);
    REQUIRE(t.pathways().nodes.size() == 2);
    CHECK(t.pathways().nodes[0].xM == Approx(0));
    CHECK(t.pathways().nodes[1].xM == Approx(1.2));
    CHECK(t.pathways().dropIndex(QStringLiteral("A01")) >= 0);
    CHECK(t.pathways().dropIndex(QStringLiteral("A03")) >= 0);
    CHECK(t.pathways().dropIndex(QStringLiteral("A02")) < 0);
    // The new tray is selected and shown in Properties.
    CHECK(t.selection().segments == QStringList{QStringLiteral("T1")});
    CHECK(t.scene->selectedSegments() == QStringList{QStringLiteral("T1")});

    SECTION("a drag onto the middle of a tray joins it there, and Drop Racks into Trays fills the drops")
    {
        t.drag(QPointF(0.6, 1.5), QPointF(0.6, 0.1));
        CHECK(t.doc->undoStack()->count() == 2);
        CHECK(t.pathways().segments.size() == 3); // T1 split in two, and the new one
        CHECK(t.pathways().nodes.size() == 4);
        t.window.controllers().edit->dropRacksIntoTrays();
        CHECK(t.doc->undoStack()->count() == 3);
        CHECK(t.pathways().dropIndex(QStringLiteral("A02")) >= 0);
        CHECK(routeCables(t.doc->design()).unrouted.empty());
        t.doc->undoStack()->undo();
        t.doc->undoStack()->undo();
        CHECK(t.pathways().segments.size() == 1);
    }
    SECTION("a click on the tray selects it: Properties list its cables and picking one selects the cable")
    {
        // Route something over it: A02 drops to the tray's first node as well.
        Pathways p = t.pathways();
        p.drops.append({QStringLiteral("A02"), p.nodes[0].id});
        t.doc->push(setPathways(t.doc, p, QStringLiteral("Drop A02")));
        t.click(QPointF(0.3, 0.1));
        CHECK(t.selection().segments == QStringList{QStringLiteral("T1")});
        // The forms shown before go (the panel deletes them later).
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        auto *list =
            t.window.docks()->propertiesPanel->findChild<QListWidget *>(QStringLiteral("segmentCables"));
        REQUIRE(list);
        const Routing r = routeCables(t.doc->design());
        CHECK(list->count() == r.cablesOf[0].size());
        REQUIRE(list->count() > 0);
        Q_EMIT list->itemActivated(list->item(0));
        CHECK(t.selection().cables == QList<int>{r.cablesOf[0].first()});
    }
    SECTION("Delete removes the selected tray in one step")
    {
        t.window.controllers().edit->deleteSelection();
        CHECK(t.pathways().segments.isEmpty());
        CHECK(t.selection().segments.isEmpty());
        t.doc->undoStack()->undo();
        CHECK(t.pathways().segments.size() == 1);
    }
}

TEST_CASE("Pathways tool: a click places a node, Shift-drag moves one, Escape cancels a tray",
          "[views][pathways]")
{
    Tool t;
    t.click(QPointF(2.5, 1.5));
    REQUIRE(t.pathways().nodes.size() == 1);
    CHECK(t.pathways().nodes[0].xM == Approx(2.5));
    CHECK(t.pathways().nodes[0].yM == Approx(1.5));
    CHECK(t.pathways().drops.isEmpty()); // over no rack
    CHECK(t.selection().nodes == QStringList{QStringLiteral("N1")});
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    auto *title = t.window.docks()->propertiesPanel->findChild<QLabel *>();
    REQUIRE(title);
    CHECK(title->text() == QStringLiteral("Tray node N1"));

    t.drag(QPointF(2.5, 1.5), QPointF(2.0, 1.0), Qt::ShiftModifier);
    CHECK(t.doc->undoStack()->count() == 2);
    CHECK(t.pathways().nodes.size() == 1);
    CHECK(t.pathways().nodes[0].xM == Approx(2.0));
    CHECK(t.pathways().nodes[0].yM == Approx(1.0));
    t.doc->undoStack()->undo();
    CHECK(t.pathways().nodes[0].xM == Approx(2.5));

    // Escape in the middle of a drag: nothing is drawn.
    t.drag(QPointF(2.5, 1.5), QPointF(3.5, 1.5), Qt::NoModifier, false);
    QKeyEvent escape(QEvent::KeyPress, Qt::Key_Escape, Qt::NoModifier);
    QApplication::sendEvent(t.scene, &escape);
    t.mouse(QEvent::MouseButtonRelease, QPointF(3.5, 1.5), Qt::NoButton, Qt::NoModifier);
    CHECK(t.pathways().segments.isEmpty());
    CHECK(t.pathways().nodes.size() == 1);
}

TEST_CASE("Pathways tool: off, the racks are the floor plan's again and trays can be drawn plain",
          "[views][pathways]")
{
    Tool t;
    t.drag(QPointF(0, 0.1), QPointF(1.2, 0.1));
    REQUIRE(t.pathways().segments.size() == 1);
    t.window.findChild<QAction *>(QStringLiteral("editPathways"))->trigger();
    CHECK_FALSE(t.scene->pathwayEditing());
    // A drag on A03 moves the rack, not a node.
    t.drag(QPointF(1.2, 0.3), QPointF(2.4, 0.3));
    CHECK(t.pathways().nodes[1].xM == Approx(1.2));
    CHECK(*t.doc->design().racks().at(t.doc->design().racks().find(QStringLiteral("A03"))).xM == Approx(2.4));
    // View ▸ Colour Trays by Fill off: no heat map key.
    CHECK_FALSE(t.view->trayLegend()->isHidden());
    QAction *fill = t.window.findChild<QAction *>(QStringLiteral("trayFillColouring"));
    REQUIRE(fill);
    fill->trigger();
    CHECK(t.view->trayLegend()->isHidden());
    fill->trigger();
    CHECK_FALSE(t.view->trayLegend()->isHidden());
}
