#include "commands/devicecommands.h"
#include "controllers/clipboardcontroller.h"
#include "controllers/editcontroller.h"
#include "designfixtures.h"
#include "document/document.h"
#include "elevation/cablelayer.h"
#include "elevation/deviceitem.h"
#include "elevation/elevationscene.h"
#include "elevation/elevationview.h"
#include "panels/catalogpanel.h"
#include "panels/designpanel.h"
#include "panels/propertiespanel.h"
#include "viewsupport.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QDoubleSpinBox>
#include <QDropEvent>
#include <QMimeData>
#include <QTreeWidgetItemIterator>

using namespace railyard;
using namespace railyard::test;

namespace {

struct ElevationFixture
{
    MainWindow window;
    ElevationView *view = nullptr;
    ElevationScene *scene = nullptr;
    Document *doc = nullptr;
    int a01 = -1;

    ElevationFixture()
    {
        window.resize(1400, 900);
        window.show();
        REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
        doc = window.document();
        a01 = doc->design().racks().find(QStringLiteral("A01"));
        window.showRackElevation(a01);
        view = window.views()->elevationView;
        scene = view->elevations();
    }

    // Drops a catalog part with its middle at the given rack and U (as a user's drag from the Catalog dock).
    bool drop(const QString &kind, const QString &id, const QPointF &scenePos)
    {
        return dropCatalogPart(view, kind, id, scenePos);
    }
    QPointF slotCentre(int rack, int u, int height) const
    {
        return scene->slotRect(rack, u, height).center();
    }
};

} // namespace

TEST_CASE("Dropping a device type from the catalog into a free slot adds it — one undo removes it",
          "[views][elevations]")
{
    ElevationFixture f;
    REQUIRE(f.scene->racks().contains(f.a01));
    const int before = f.doc->design().devices().liveCount();
    REQUIRE(f.drop(QStringLiteral("device_type"), QStringLiteral("qm9700"), f.slotCentre(f.a01, 30, 1)));
    REQUIRE(f.doc->design().devices().liveCount() == before + 1);
    const int added = f.doc->design().devices().find(QStringLiteral("qm9700-1"));
    REQUIRE(added >= 0);
    CHECK(f.doc->design().devices().at(added).rack == f.a01);
    CHECK(f.doc->design().devices().at(added).u == 30);
    CHECK(f.scene->deviceItem(added));
    CHECK(f.doc->undoStack()->count() == 1);

    f.doc->undoStack()->undo();
    CHECK(f.doc->design().devices().liveCount() == before);
    CHECK_FALSE(f.scene->deviceItem(added));
}

TEST_CASE(
    "A device not placed yet, dragged from the Design dock into a rack, takes that slot — undo takes it out",
    "[views][elevations]")
{
    ElevationFixture f;
    Device loose;
    loose.id = QStringLiteral("leaf-imported");
    loose.type = f.doc->design().catalog.deviceTypes.indexOf(QStringLiteral("qm9700"));
    f.doc->push(new AddDevices(f.doc, std::vector<Device>{loose}));
    const int device = f.doc->design().devices().find(loose.id);
    REQUIRE(device >= 0);
    // The Design dock offers it as a drag; a placed device is not offered.
    DesignPanel panel;
    panel.setDocument(f.doc);
    panel.show();
    QApplication::processEvents();
    QTreeWidgetItem *unplacedItem = nullptr, *placedItem = nullptr;
    for (QTreeWidgetItemIterator it(&panel); *it; ++it) {
        if ((*it)->text(0) == loose.id) unplacedItem = *it;
        if ((*it)->text(0) == QLatin1String("dgx-su1-n01")) placedItem = *it;
    }
    REQUIRE(unplacedItem);
    REQUIRE(placedItem);
    const auto mimeOf = [&panel](QTreeWidgetItem *item) {
        const QModelIndex parent = panel.model()->index(panel.indexOfTopLevelItem(item->parent()), 0);
        const QModelIndex index = panel.model()->index(item->parent()->indexOfChild(item), 0, parent);
        return std::unique_ptr<QMimeData>(panel.model()->mimeData({index}));
    };
    const std::unique_ptr<QMimeData> offered = mimeOf(unplacedItem);
    REQUIRE(offered);
    CHECK(CatalogItemRef::fromMime(offered->data(catalogMimeType)).id == loose.id);
    CHECK_FALSE(mimeOf(placedItem));
    // Dropped on an occupied slot: refused; on a free one: placed there, one undo step.
    CHECK_FALSE(f.drop(QStringLiteral("device"), loose.id, f.slotCentre(f.a01, 15, 1)));
    REQUIRE(f.drop(QStringLiteral("device"), loose.id, f.slotCentre(f.a01, 30, 1)));
    CHECK(f.doc->design().devices().at(device).rack == f.a01);
    CHECK(f.doc->design().devices().at(device).u == 30);
    CHECK(f.scene->deviceItem(device));
    f.doc->undoStack()->undo();
    CHECK(f.doc->design().devices().at(device).rack < 0);
    CHECK_FALSE(f.scene->deviceItem(device));
}

TEST_CASE("A drop on an occupied slot is refused and changes nothing", "[views][elevations]")
{
    ElevationFixture f;
    // DGX nodes sit at U4-U11 and U14-U21 of A01.
    CHECK_FALSE(f.drop(QStringLiteral("device_type"), QStringLiteral("dgx-h100"), f.slotCentre(f.a01, 8, 8)));
    CHECK_FALSE(f.drop(QStringLiteral("device_type"), QStringLiteral("qm9700"), f.slotCentre(f.a01, 15, 1)));
    // Half outside the rack's top.
    CHECK_FALSE(
        f.drop(QStringLiteral("device_type"), QStringLiteral("dgx-h100"), f.slotCentre(f.a01, 45, 1)));
    CHECK(f.doc->undoStack()->count() == 0);
}

TEST_CASE("Dropping a transceiver on a cage plugs it in", "[views][elevations]")
{
    ElevationFixture f;
    const int node = f.doc->design().devices().find(QStringLiteral("dgx-su1-n01"));
    DeviceItem *item = f.scene->deviceItem(node);
    REQUIRE(item);
    const int storage1 = f.doc->design().deviceType(node).portIndex(u"storage1");
    const QPointF cage = item->mapToScene(item->portRect(storage1).center());
    REQUIRE(f.drop(QStringLiteral("transceiver"), QStringLiteral("MMA1Z00-NS400"), cage));
    CHECK(f.doc->design().devices().at(node).moduleAt(storage1) ==
          f.doc->design().catalog.transceivers.indexOf(QStringLiteral("MMA1Z00-NS400")));
    f.doc->undoStack()->undo();
    CHECK(f.doc->design().devices().at(node).moduleAt(storage1) == -1);
}

TEST_CASE("Dragging a device to another slot moves it — a slot that does not fit puts it back",
          "[views][elevations]")
{
    ElevationFixture f;
    const int node = f.doc->design().devices().find(QStringLiteral("dgx-su1-n01"));
    DeviceItem *item = f.scene->deviceItem(node);
    REQUIRE(item);
    auto drag = [&](const QPointF &toSceneCentre) {
        const QPoint from = f.view->mapFromScene(item->sceneBoundingRect().center());
        const QPoint to = f.view->mapFromScene(toSceneCentre);
        auto send = [&](QEvent::Type type, QPoint at, Qt::MouseButtons buttons) {
            QMouseEvent e(type, at, f.view->viewport()->mapToGlobal(at), Qt::LeftButton, buttons,
                          Qt::NoModifier);
            QApplication::sendEvent(f.view->viewport(), &e);
        };
        send(QEvent::MouseButtonPress, from, Qt::LeftButton);
        send(QEvent::MouseMove, (from + to) / 2, Qt::LeftButton);
        send(QEvent::MouseMove, to, Qt::LeftButton);
        send(QEvent::MouseButtonRelease, to, Qt::NoButton);
    };
    drag(f.slotCentre(f.a01, 30, 8));
    REQUIRE(f.doc->undoStack()->count() == 1);
    CHECK(f.doc->design().devices().at(node).u == 30);
    CHECK(item->pos() == f.scene->slotRect(f.a01, 30, 8).topLeft());

    // Onto the other node: refused, the item goes back.
    drag(f.slotCentre(f.a01, 14, 8));
    CHECK(f.doc->undoStack()->count() == 1);
    CHECK(f.doc->design().devices().at(node).u == 30);
    CHECK(item->pos() == f.scene->slotRect(f.a01, 30, 8).topLeft());

    f.doc->undoStack()->undo();
    CHECK(f.doc->design().devices().at(node).u == 4);
}

TEST_CASE("Dragging from one port to another creates a cable of a sensible type and length",
          "[views][elevations]")
{
    ElevationFixture f;
    const int a03 = f.doc->design().racks().find(QStringLiteral("A03"));
    f.window.showRackElevation(a03);
    const int r1 = f.doc->design().devices().find(QStringLiteral("leaf-su1-r1"));
    const int r2 = f.doc->design().devices().find(QStringLiteral("leaf-su1-r2"));
    DeviceItem *from = f.scene->deviceItem(r1);
    DeviceItem *to = f.scene->deviceItem(r2);
    REQUIRE(from);
    REQUIRE(to);
    f.view->centreOnRect(from->sceneBoundingRect());
    f.view->zoomBy(4);
    const int osfp10 = f.doc->design().deviceType(r1).portIndex(u"osfp10");
    const QPoint a = f.view->mapFromScene(from->mapToScene(from->portRect(osfp10).center()));
    const QPoint b = f.view->mapFromScene(to->mapToScene(to->portRect(osfp10).center()));
    auto send = [&](QEvent::Type type, QPoint p, Qt::MouseButtons buttons) {
        QMouseEvent e(type, p, f.view->viewport()->mapToGlobal(p), Qt::LeftButton, buttons, Qt::NoModifier);
        QApplication::sendEvent(f.view->viewport(), &e);
    };
    const int cablesBefore = f.doc->design().cables().liveCount();
    send(QEvent::MouseButtonPress, a, Qt::LeftButton);
    send(QEvent::MouseMove, (a + b) / 2, Qt::LeftButton);
    send(QEvent::MouseMove, b, Qt::LeftButton);
    send(QEvent::MouseButtonRelease, b, Qt::NoButton);

    REQUIRE(f.doc->design().cables().liveCount() == cablesBefore + 1);
    const Cable &cable = f.doc->design().cables().at(f.doc->design().cables().slotCount() - 1);
    CHECK(f.doc->design().catalog.cableTypes.at(cable.type).id == QLatin1String("MCP4Y10-N"));
    CHECK(cable.lengthM == 0.5);
    CHECK(cable.ends[0] == Endpoint{r1, osfp10, 0, Side::None});
    CHECK(cable.ends[1] == Endpoint{r2, osfp10, 0, Side::None});
    // The device did not move: pressing on a port starts a cable, not a drag.
    CHECK(f.doc->design().devices().at(r1).u == 30);
    CHECK(f.doc->undoStack()->count() == 1);
    f.doc->undoStack()->undo();
    CHECK(f.doc->design().cables().liveCount() == cablesBefore);
}

TEST_CASE("Find selects a device, a rack or a cable by label and shows it", "[views][find]")
{
    MainWindow window;
    window.show();
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    const Design &d = window.document()->design();
    REQUIRE(window.find(QStringLiteral("leaf-su1-r5")));
    DeviceItem *leaf = window.views()->elevationView->elevations()->deviceItem(
        d.devices().find(QStringLiteral("leaf-su1-r5")));
    REQUIRE(leaf);
    CHECK(leaf->isSelected());
    // By cable label: selects the cable, in the elevation of the rack at its A end.
    REQUIRE(window.find(QStringLiteral("SU1-N03-R2-A")));
    const int cable = window.controllers().selection->selection().cables.value(0, -1);
    REQUIRE(cable >= 0);
    CHECK(d.cables().at(cable).label == QLatin1String("SU1-N03-R2-A"));
    CHECK(window.views()->elevationView->elevations()->selectedCable() == cable);
    CHECK(window.views()->elevationView->elevations()->racks().contains(
        d.devices().at(d.devices().find(QStringLiteral("dgx-su1-n03"))).rack));
    CHECK(window.controllers().selection->selection().devices.isEmpty());
    CHECK(window.find(QStringLiteral("A02")));
    CHECK_FALSE(window.find(QStringLiteral("no-such-thing")));
}

TEST_CASE("The rear of the racks shows the trunks — connections made there plug into the rear of panels",
          "[views][elevations]")
{
    ElevationFixture f;
    const int a03 = f.doc->design().racks().find(QStringLiteral("A03"));
    f.window.showRackElevation(a03); // the row: A01, A02, A03
    f.scene->setRear(false);
    auto cableLayer = [&]() -> CableLayer * {
        for (QGraphicsItem *item : f.scene->items())
            if (auto *l = dynamic_cast<CableLayer *>(item)) return l;
        return nullptr;
    };
    REQUIRE(cableLayer());
    CHECK(cableLayer()->cableCount() == 64); // the cords: node to panel, panel to leaf
    f.scene->setRear(true);
    CHECK(cableLayer()->cableCount() == 32); // the trunks between the panels
    CHECK(f.scene->face() == Side::Rear);
}

TEST_CASE("Copy and paste a device: a fresh id, the lowest free slot, its transceivers, one undo step",
          "[views][clipboard]")
{
    ElevationFixture f;
    const int node = f.doc->design().devices().find(QStringLiteral("dgx-su1-n01"));
    f.scene->clearSelection();
    f.scene->deviceItem(node)->setSelected(true);
    f.window.controllers().clipboard->copySelection();
    REQUIRE(f.window.controllers().clipboard->paste());
    const int pasted = f.doc->design().devices().find(QStringLiteral("dgx-h100-1"));
    REQUIRE(pasted >= 0);
    const Device &copy = f.doc->design().devices().at(pasted);
    CHECK(copy.rack == f.a01);
    CHECK(copy.u == 22); // U4 is taken; U22-U29 is the lowest free run of 8
    CHECK(copy.modules.size() == 4);
    CHECK(copy.su == 1);
    CHECK(f.doc->undoStack()->count() == 1);
    CHECK(f.doc->undoStack()->text(0) == QLatin1String("Paste Devices"));
    f.doc->undoStack()->undo();
    CHECK(f.doc->design().devices().find(QStringLiteral("dgx-h100-1")) < 0);
}

TEST_CASE("Clicking a cable selects it — Properties edits its length — Delete removes it", "[views][cables]")
{
    ElevationFixture f;
    const int cable = f.doc->design().cables().find(QStringLiteral("N01-R1-A"));
    const QPainterPath path = f.scene->cableLayer()->pathOf(cable);
    REQUIRE_FALSE(path.isEmpty());
    // A point of the curve outside every device (over a device a click picks the device).
    QPointF onCurve;
    for (double t = 0.1; t < 0.95; t += 0.05) {
        onCurve = path.pointAtPercent(t);
        bool overDevice = false;
        for (QGraphicsItem *item : f.scene->items(onCurve))
            overDevice = overDevice || item->type() == DeviceItem::Type;
        if (!overDevice) break;
    }
    f.view->zoomBy(3);
    f.view->centerOn(onCurve);
    const QPoint at = f.view->mapFromScene(onCurve);
    QMouseEvent press(QEvent::MouseButtonPress, at, f.view->viewport()->mapToGlobal(at), Qt::LeftButton,
                      Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(f.view->viewport(), &press);
    QMouseEvent release(QEvent::MouseButtonRelease, at, f.view->viewport()->mapToGlobal(at), Qt::LeftButton,
                        Qt::NoButton, Qt::NoModifier);
    QApplication::sendEvent(f.view->viewport(), &release);
    // The nearest curve is picked, and a point on this one is nearest to this one.
    REQUIRE(f.scene->selectedCable() == cable);
    QApplication::processEvents();

    QDoubleSpinBox *length = nullptr;
    for (QDoubleSpinBox *spin : f.window.docks()->propertiesPanel->findChildren<QDoubleSpinBox *>())
        if (spin->isVisible() && spin->suffix() == QLatin1String(" m")) length = spin;
    REQUIRE(length);
    CHECK(length->value() == 3.0);
    length->setValue(4.5);
    CHECK(f.doc->design().cables().at(cable).lengthM == 4.5);

    f.window.controllers().edit->deleteSelection();
    CHECK(f.doc->design().cables().find(QStringLiteral("N01-R1-A")) < 0);
    CHECK(f.scene->selectedCable() == -1);
    f.doc->undoStack()->undo();
    CHECK(f.doc->design().cables().find(QStringLiteral("N01-R1-A")) == cable);
}
