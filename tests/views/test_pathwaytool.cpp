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
#include <QDoubleSpinBox>
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

TEST_CASE("Pathways tool: a drag draws a tray between new nodes that the racks under it drop into",
          "[views][pathways]")
{
    Tool t;
    t.drag(QPointF(0, 0.1), QPointF(1.2, 0.1));
    REQUIRE(t.doc->undoStack()->count() == 1);
    CHECK(t.doc->undoStack()->text(0) == QStringLiteral("Draw Tray T1"));
    // Over A01 to over A03; A02 in between drops into it, so the tray is split over A02.
    REQUIRE(t.pathways().segments.size() == 2);
    REQUIRE(t.pathways().nodes.size() == 3);
    CHECK(t.pathways().nodes[0].xM == Approx(0));
    CHECK(t.pathways().nodes[1].xM == Approx(1.2));
    CHECK(t.pathways().nodes[2].xM == Approx(0.6));
    for (const char *rack : {"A01", "A02", "A03"})
        CHECK(t.pathways().dropIndex(QLatin1String(rack)) >= 0);
    CHECK(routeCables(t.doc->design()).unrouted.empty());
    // The new tray is selected and shown in Properties.
    CHECK(t.selection().segments == QStringList{QStringLiteral("T1")});
    CHECK(t.scene->selectedSegments() == QStringList{QStringLiteral("T1")});

    SECTION("a drag onto the middle of a tray joins it there, in one step")
    {
        t.drag(QPointF(0.3, 1.5), QPointF(0.3, 0.1));
        CHECK(t.doc->undoStack()->count() == 2);
        CHECK(t.pathways().segments.size() == 4); // T1 split again, and the new one
        CHECK(t.pathways().nodes.size() == 5);
        t.doc->undoStack()->undo();
        CHECK(t.pathways().segments.size() == 2);
        t.doc->undoStack()->undo();
        CHECK(t.pathways().isEmpty());
    }
    SECTION("a click on the tray selects it: Properties list its cables and picking one selects the cable")
    {
        t.click(QPointF(0.3, 0.1));
        CHECK(t.selection().segments == QStringList{QStringLiteral("T1")});
        // The forms shown before go (the panel deletes them later).
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        auto *list =
            t.window.docks()->propertiesPanel->findChild<QListWidget *>(QStringLiteral("segmentCables"));
        REQUIRE(list);
        const Routing r = routeCables(t.doc->design());
        const int t1 = t.pathways().segmentIndex(QStringLiteral("T1"));
        REQUIRE(t1 >= 0);
        CHECK(list->count() == r.cablesOf[size_t(t1)].size());
        REQUIRE(list->count() > 0);
        Q_EMIT list->itemActivated(list->item(0));
        CHECK(t.selection().cables == QList<int>{r.cablesOf[size_t(t1)].first()});
    }
    SECTION("Delete removes the selected tray in one step")
    {
        t.window.controllers().edit->deleteSelection();
        CHECK(t.pathways().segments.size() == 1);
        CHECK(t.selection().segments.isEmpty());
        t.doc->undoStack()->undo();
        CHECK(t.pathways().segments.size() == 2);
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
    REQUIRE(t.pathways().segments.size() == 2);
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

TEST_CASE("Pathways tool: Properties follow an undo while a field has the focus",
          "[views][pathways][regression]")
{
    Tool t;
    t.drag(QPointF(0, 0.1), QPointF(1.2, 0.1));
    PropertiesPanel *panel = t.window.docks()->propertiesPanel;
    const auto widthBox = [&]() -> QDoubleSpinBox * {
        // The form shown before goes, the one built shows (both later, in the event loop).
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QApplication::processEvents();
        for (QDoubleSpinBox *box : panel->findChildren<QDoubleSpinBox *>())
            if (box->isVisible() && box->suffix() == QLatin1String(" mm")) return box; // width, then depth
        return nullptr;
    };
    Pathways narrow = t.pathways();
    narrow.segments[0].widthMm = 45;
    t.doc->push(setPathways(t.doc, narrow, QStringLiteral("Narrow")));
    REQUIRE(widthBox());
    CHECK(widthBox()->value() == 45);
    // The user tabbed into the field and typed nothing: Undo shows the width as it is again.
    widthBox()->setFocus();
    QApplication::processEvents();
    t.doc->undoStack()->undo();
    REQUIRE(widthBox());
    CHECK(widthBox()->value() == 300);
}
