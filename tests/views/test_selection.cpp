#include "commands/cablecommands.h"
#include "commands/valuecommands.h"
#include "common/designview.h"
#include "controllers/editcontroller.h"
#include "controllers/selectionmodel.h"
#include "core/naturalorder.h"
#include "designfixtures.h"
#include "document/document.h"
#include "elevation/deviceitem.h"
#include "elevation/elevationscene.h"
#include "elevation/elevationview.h"
#include "floorplan/floorplanscene.h"
#include "floorplan/floorplanview.h"
#include "floorplan/rackitem.h"
#include "panels/designpanel.h"
#include "panels/propertiespanel.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QHeaderView>
#include <QLabel>
#include <QSpinBox>
#include <QTreeWidgetItem>

using namespace railyard;
using namespace railyard::test;

namespace {

struct Window
{
    MainWindow window;
    Document *doc = nullptr;

    Window()
    {
        window.resize(1400, 900);
        window.show();
        REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
        doc = window.document();
    }
    int rack(const char *id) const { return doc->design().racks().find(QLatin1String(id)); }
    int device(const char *id) const { return doc->design().devices().find(QLatin1String(id)); }
    QString title() const { return window.docks()->propertiesPanel->findChild<QLabel *>()->text(); }
    QSpinBox *spin(const QString &label) const
    {
        // The spin box in the Properties form row called `label`.
        for (QLabel *l : window.docks()->propertiesPanel->findChildren<QLabel *>())
            if (l->isVisible() && l->text() == label && l->buddy())
                return qobject_cast<QSpinBox *>(l->buddy());
        return nullptr;
    }
    ElevationScene *elevations() const { return window.views()->elevationView->elevations(); }
    FloorPlanScene *floorPlan() const { return window.views()->floorPlanView->floorPlan(); }
};

} // namespace

TEST_CASE(
    "A rack picked on the floor plan is the window's selection — devices picked in the elevations replace it",
    "[views][selection]")
{
    Window w;
    const int a02 = w.rack("A02");
    w.floorPlan()->rackItem(a02)->setSelected(true);
    CHECK(w.window.controllers().selection->selection().racks == QList<int>{a02});
    CHECK(w.title() == QLatin1String("Rack A02"));

    w.window.showRackElevation(a02);
    const int n03 = w.device("dgx-su1-n03");
    REQUIRE(w.elevations()->deviceItem(n03));
    w.elevations()->deviceItem(n03)->setSelected(true);
    CHECK(w.window.controllers().selection->selection() == Selection{{}, {n03}, {}});
    CHECK(w.title() == QLatin1String("Device dgx-su1-n03"));
    // The floor plan no longer shows A02 selected: one selection for the whole window. It marks the rack that
    // holds the device instead.
    CHECK_FALSE(w.floorPlan()->rackItem(a02)->isSelected());
    CHECK(w.floorPlan()->rackItem(a02)->isMarked());
    CHECK_FALSE(w.floorPlan()->rackItem(w.rack("A01"))->isMarked());

    // Set elsewhere (Find, an issue): every view shows it.
    w.window.controllers().selection->select({{w.rack("A01")}, {}, {}});
    CHECK(w.floorPlan()->rackItem(w.rack("A01"))->isSelected());
    CHECK_FALSE(w.elevations()->deviceItem(n03)->isSelected());
    CHECK_FALSE(w.floorPlan()->rackItem(a02)->isMarked());
}

// The window's design tree, shown (a hidden tree is not built).
static DesignPanel *shownDesignTree(Window &w)
{
    auto *tree = w.window.findChild<DesignPanel *>();
    REQUIRE(tree);
    tree->parentWidget()->show();
    tree->show();
    return tree;
}

TEST_CASE("The design tree follows the selection and picking in it shows the devices in their rack",
          "[views][selection]")
{
    Window w;
    DesignPanel *tree = shownDesignTree(w);
    const int leaf = w.device("leaf-su1-r5");
    w.window.controllers().selection->select({{}, {leaf}, {}});
    QApplication::processEvents();
    const QList<QTreeWidgetItem *> picked = tree->selectedItems();
    REQUIRE(picked.size() == 1);
    CHECK(picked.first()->text(0) == QLatin1String("leaf-su1-r5"));

    // The user picks a device in the tree: the elevations show its rack with it selected.
    tree->setFocus();
    QTreeWidgetItem *n01 =
        tree->findItems(QStringLiteral("dgx-su1-n01"), Qt::MatchExactly | Qt::MatchRecursive).value(0);
    REQUIRE(n01);
    tree->setCurrentItem(n01);
    if (!tree->hasFocus()) // offscreen windows may not take focus; the pick is what matters
        Q_EMIT tree->picked({}, {w.device("dgx-su1-n01")});
    CHECK(w.window.controllers().selection->selection().devices == QList<int>{w.device("dgx-su1-n01")});
    REQUIRE(w.elevations()->deviceItem(w.device("dgx-su1-n01")));
    CHECK(w.elevations()->deviceItem(w.device("dgx-su1-n01"))->isSelected());
}

TEST_CASE("The design tree follows rack and device edits, and only counts the cables of a cable edit",
          "[views][selection]")
{
    Window w;
    DesignPanel *tree = shownDesignTree(w);
    QApplication::processEvents();
    const auto item = [&](const char *id) {
        return tree->findItems(QLatin1String(id), Qt::MatchExactly | Qt::MatchRecursive).value(0);
    };
    QTreeWidgetItem *n01 = item("dgx-su1-n01");
    QTreeWidgetItem *cables = item("Cables");
    REQUIRE(n01);
    REQUIRE(cables);
    Document *doc = w.window.document();
    const int before = doc->design().cables().liveCount();

    // A cable edit and a cable removal: the tree is not rebuilt (its items stay), the count follows.
    const int cable = *doc->design().cables().live().begin();
    doc->push(setCableLength(doc, {cable}, 42));
    doc->push(new RemoveCables(doc, {cable}));
    QApplication::processEvents();
    CHECK(item("dgx-su1-n01") == n01);
    CHECK(cables->text(1) == QStringLiteral("%1 cables").arg(before - 1));

    // A device renamed: rebuilt.
    doc->push(setDeviceId(doc, w.device("dgx-su1-n01"), QStringLiteral("dgx-renamed")));
    QApplication::processEvents();
    CHECK_FALSE(item("dgx-su1-n01"));
    CHECK(item("dgx-renamed"));
}

TEST_CASE("Removed objects leave the selection — undo does not bring the selection back by itself",
          "[views][selection]")
{
    Window w;
    const int a01 = w.rack("A01"), a02 = w.rack("A02");
    w.window.controllers().selection->select({{a01, a02}, {}, {}});
    REQUIRE(w.window.controllers().edit->deleteSelection());
    CHECK(w.window.controllers().selection->selection().isEmpty());
    CHECK(w.title() == QLatin1String("Design"));
    w.doc->undoStack()->undo();
    CHECK(w.doc->design().racks().isLive(a01));
    CHECK(w.window.controllers().selection->selection().isEmpty());
}

TEST_CASE(
    "Several devices in Properties: shared values shown, others mixed, one edit sets all in one undo step",
    "[views][selection][properties]")
{
    Window w;
    const QList<int> nodes{w.device("dgx-su1-n01"), w.device("dgx-su1-n02"), w.device("leaf-su1-r1")};
    w.window.controllers().selection->select({{}, nodes, {}});
    QApplication::processEvents();
    CHECK(w.title() == QLatin1String("3 devices"));
    QSpinBox *su = w.spin(QStringLiteral("Scalable unit"));
    QSpinBox *rail = w.spin(QStringLiteral("Rail"));
    REQUIRE(su);
    REQUIRE(rail);
    CHECK(su->value() == 1);                       // all three are in SU 1
    CHECK(rail->text() == QLatin1String("mixed")); // servers have no rail, the leaf has rail 1

    su->setValue(2);
    for (int dev : nodes)
        CHECK(w.doc->design().devices().at(dev).su == 2);
    CHECK(w.doc->undoStack()->count() == 1);
    w.doc->undoStack()->undo();
    for (int dev : nodes)
        CHECK(w.doc->design().devices().at(dev).su == 1);
}

TEST_CASE("Several racks in Properties: a height for all of them at once", "[views][selection][properties]")
{
    Window w;
    const QList<int> racks{w.rack("A01"), w.rack("A02"), w.rack("A03")};
    w.floorPlan()->selectRacks(racks);
    QApplication::processEvents();
    CHECK(w.title() == QLatin1String("3 racks"));
    QSpinBox *height = w.spin(QStringLiteral("Height"));
    REQUIRE(height);
    CHECK(height->value() == 48);
    height->setValue(52);
    for (int r : racks)
        CHECK(w.doc->design().racks().at(r).heightU == 52);
    CHECK(w.doc->undoStack()->count() == 1);
}

TEST_CASE("Select All selects what the current view shows — Delete removes it in one undo step",
          "[views][selection]")
{
    Window w;
    w.window.showRackElevation(w.rack("A01"));
    w.window.controllers().edit->selectAll();
    const Selection all = w.window.controllers().selection->selection();
    CHECK(all.racks.isEmpty());
    CHECK(all.devices.size() == 16); // every device of the row A01-A03
    for (int dev : all.devices)
        CHECK(w.elevations()->deviceItem(dev)->isSelected());
    REQUIRE(w.window.controllers().edit->deleteSelection());
    CHECK(w.doc->design().devices().liveCount() == 0);
    CHECK(w.doc->undoStack()->count() == 1);
}

TEST_CASE("A right-click selects what is under it, or keeps the selection it is part of",
          "[views][selection][context]")
{
    Window w;
    QApplication::processEvents();
    FloorPlanView *floor = w.window.views()->floorPlanView;
    floor->zoomToFit();
    const int a01 = w.rack("A01"), a02 = w.rack("A02");
    const auto at = [&](int rack) {
        return floor->mapFromScene(w.floorPlan()->rackItem(rack)->sceneBoundingRect().center() +
                                   QPointF(0, 30));
    };
    REQUIRE(w.window.selectUnder(floor, at(a02)));
    CHECK(w.window.controllers().selection->selection() == Selection{{a02}, {}, {}});
    w.window.controllers().selection->select({{a01, a02}, {}, {}});
    REQUIRE(w.window.selectUnder(floor, at(a02)));
    CHECK(w.window.controllers().selection->selection().racks.size() == 2); // the menu acts on both
    CHECK_FALSE(w.window.selectUnder(floor, QPoint(2, 2)));                 // empty floor

    w.window.showRackElevation(a01);
    ElevationView *elevation = w.window.views()->elevationView;
    const int n01 = w.device("dgx-su1-n01");
    REQUIRE(w.elevations()->deviceItem(n01));
    const QPoint onDevice =
        elevation->mapFromScene(w.elevations()->deviceItem(n01)->sceneBoundingRect().center());
    REQUIRE(w.window.selectUnder(elevation, onDevice));
    CHECK(w.window.controllers().selection->selection() == Selection{{}, {n01}, {}});
}

TEST_CASE("A large design's tree lists a rack's devices when it is opened or one of them is selected",
          "[views][selection]")
{
    Window w;
    DesignPanel *tree = shownDesignTree(w);
    tree->setEagerThreshold(1); // every design is large
    tree->refresh();
    QApplication::processEvents();
    const auto item = [&](const char *id) {
        return tree->findItems(QLatin1String(id), Qt::MatchExactly | Qt::MatchRecursive).value(0);
    };
    // Racks only, closed, each offering to open.
    QTreeWidgetItem *rack = item("A01");
    REQUIRE(rack);
    CHECK_FALSE(rack->isExpanded());
    CHECK(rack->childCount() == 0);
    CHECK(rack->childIndicatorPolicy() == QTreeWidgetItem::ShowIndicator);
    CHECK_FALSE(item("dgx-su1-n01"));

    // Opened: its devices, top first.
    rack->setExpanded(true);
    REQUIRE(rack->childCount() > 0);
    QTreeWidgetItem *n01 = item("dgx-su1-n01");
    REQUIRE(n01);
    CHECK(n01->parent() == rack);
    for (int i = 1; i < rack->childCount(); ++i) {
        const Design &d = w.window.document()->design();
        const auto u = [&](int child) {
            return d.devices().at(d.devices().find(rack->child(child)->text(0))).u;
        };
        CHECK(u(i - 1) >= u(i));
    }
    rack->setExpanded(false);
    rack->setExpanded(true);
    CHECK(item("dgx-su1-n01") == n01); // listed once
    // The ids fit their column wherever the list is scrolled: sized to the longest, not to the rows on
    // screen.
    CHECK(tree->header()->sectionResizeMode(0) == QHeaderView::Interactive);
    CHECK(tree->header()->sectionSize(0) >=
          2 * tree->indentation() + tree->fontMetrics().horizontalAdvance(QStringLiteral("dgx-su1-n01")));

    // An edit that lists the design again keeps the opened rack open.
    Document *doc = w.window.document();
    doc->push(setDeviceId(doc, w.device("dgx-su1-n01"), QStringLiteral("dgx-renamed")));
    QApplication::processEvents();
    rack = item("A01");
    REQUIRE(rack);
    CHECK(rack->isExpanded());
    CHECK(item("dgx-renamed"));
    CHECK_FALSE(item("A02")->isExpanded());
    doc->undoStack()->undo();
    QApplication::processEvents();

    // A device of a rack nobody opened, selected elsewhere: listed and selected.
    const int leaf = w.device("leaf-su1-r5");
    CHECK_FALSE(item("leaf-su1-r5"));
    w.window.controllers().selection->select({{}, {leaf}, {}});
    QApplication::processEvents();
    REQUIRE(tree->selectedItems().size() == 1);
    CHECK(tree->selectedItems().first()->text(0) == QLatin1String("leaf-su1-r5"));
}

TEST_CASE("Many devices of many racks selected elsewhere are listed and selected in the tree, and only they",
          "[views][selection]")
{
    // A fabric block picks thousands of devices in racks nobody opened: the tree selects them as ranges of
    // neighbouring rows (not one by one, 16 s at a million GPUs), and they must be exactly the selection.
    Window w;
    DesignPanel *tree = shownDesignTree(w);
    tree->setEagerThreshold(1);
    tree->refresh();
    QApplication::processEvents();
    const Design &d = w.window.document()->design();
    // In each rack every other device as the tree lists them (top first): rows selected with unselected
    // rows between them.
    QMap<int, QList<int>> byRack;
    for (int dev : d.devices().live())
        if (d.devices().at(dev).isPlaced()) byRack[d.devices().at(dev).rack].append(dev);
    REQUIRE(byRack.size() >= 2);
    QSet<QString> wanted;
    QList<int> picked;
    for (QList<int> &devices : byRack) {
        std::sort(devices.begin(), devices.end(), [&](int a, int b) {
            const Device &da = d.devices().at(a), &db = d.devices().at(b);
            return da.u != db.u ? da.u > db.u : naturalLess(da.id, db.id);
        });
        for (qsizetype i = 0; i < devices.size(); i += 2) {
            picked.append(devices[i]);
            wanted.insert(d.devices().at(devices[i]).id);
        }
    }
    w.window.controllers().selection->select({{}, picked, {}});
    QApplication::processEvents();
    QSet<QString> shown;
    for (QTreeWidgetItem *item : tree->selectedItems())
        shown.insert(item->text(0));
    CHECK(shown == wanted);
    // And cleared again.
    w.window.controllers().selection->select({{}, {}, {}});
    QApplication::processEvents();
    CHECK(tree->selectedItems().isEmpty());
}
