// The 2027 generation in the window (issue 27): an NVL72 rack dragged from the Catalog onto the floor plan
// comes with its trays and validates clean; racks coloured by power use; the Catalog dock's groups.
#include "common/legendwidget.h"
#include "controllers/validationcontroller.h"
#include "designfixtures.h"
#include "document/document.h"
#include "floorplan/floorplanscene.h"
#include "floorplan/floorplanview.h"
#include "floorplan/rackitem.h"
#include "panels/catalogpanel.h"
#include "render/rackpowerscale.h"
#include "viewsupport.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QDropEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QTemporaryDir>
#include <QTreeView>

using namespace railyard;
using namespace railyard::test;

namespace {

QStandardItem *findRow(QStandardItem *parent, const QString &id)
{
    for (int i = 0; i < parent->rowCount(); ++i)
        if (parent->child(i)->data(CatalogModel::IdRole).toString() == id) return parent->child(i);
    return nullptr;
}

QStandardItem *findGroup(const CatalogModel *model, const QString &title)
{
    for (int i = 0; i < model->rowCount(); ++i)
        if (model->item(i)->text() == title) return model->item(i);
    return nullptr;
}

} // namespace

TEST_CASE("An NVL72 rack dropped on the floor plan comes with its trays in one undo step and validates clean",
          "[views][floorplan][kits]")
{
    OwnAutosaveFolder folder;
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    Document *doc = window.document();
    FloorPlanView *view = window.views()->floorPlanView;
    FloorPlanScene *scene = view->floorPlan();
    QString said;
    QObject::connect(scene, &FloorPlanScene::message, [&](const QString &text) { said = text; });

    REQUIRE(dropCatalogPart(view, QStringLiteral("rack_type"), QStringLiteral("gb300-nvl72"), QPointF(0, 0)));
    const Design &d = doc->design();
    REQUIRE(d.racks().liveCount() == 1);
    CHECK(d.devices().liveCount() == 37);
    CHECK(doc->undoStack()->count() == 1);
    CHECK(said == QLatin1String("Added rack A01 and placed the 37 devices of its rack kit"));
    const int a01 = d.racks().find(QStringLiteral("A01"));
    CHECK(d.catalog.rackTypes.at(d.racks().at(a01).type).id == QLatin1String("gb300-nvl72"));
    CHECK(scene->rackItem(a01)->isSelected());
    window.controllers().validation->flush();
    CHECK(window.controllers().validation->issues().isEmpty());

    SECTION("a second rack beside it, on the grid, in the same row")
    {
        REQUIRE(dropCatalogPart(view, QStringLiteral("rack_type"), QStringLiteral("gb200-nvl72"),
                                QPointF(61, 3)));
        const int a02 = d.racks().find(QStringLiteral("A02"));
        REQUIRE(a02 >= 0);
        CHECK(*d.racks().at(a02).xM == Approx(0.6));
        CHECK(*d.racks().at(a02).yM == Approx(0.0));
        CHECK(d.devices().liveCount() == 74);
        window.controllers().validation->flush();
        CHECK(window.controllers().validation->issues().isEmpty());
    }
    SECTION("not onto a rack that stands there: refused with a message, nothing changes")
    {
        CHECK_FALSE(dropCatalogPart(view, QStringLiteral("rack_type"), QStringLiteral("gb300-nvl72"),
                                    QPointF(10, 10)));
        CHECK(d.racks().liveCount() == 1);
        CHECK(said.contains(QLatin1String("would stand on rack A01")));
    }
    SECTION("a device goes into a rack, not onto the floor: the status bar says where")
    {
        CHECK_FALSE(dropCatalogPart(view, QStringLiteral("device_type"), QStringLiteral("dgx-b300"),
                                    QPointF(300, 0)));
        CHECK(said.contains(QLatin1String("Rack elevations")));
        CHECK(d.devices().liveCount() == 37);
    }
    SECTION("one undo takes the rack and its trays away")
    {
        doc->undoStack()->undo();
        CHECK(d.racks().liveCount() == 0);
        CHECK(d.devices().liveCount() == 0);
    }
}

TEST_CASE("Racks coloured by power use, with a legend in kW and red over the limit",
          "[views][floorplan][power]")
{
    OwnAutosaveFolder folder;
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    FloorPlanView *view = window.views()->floorPlanView;
    FloorPlanScene *scene = view->floorPlan();
    REQUIRE(dropCatalogPart(view, QStringLiteral("rack_type"), QStringLiteral("gb300-nvl72"), QPointF(0, 0)));
    const Design &d = window.document()->design();
    const int a01 = d.racks().find(QStringLiteral("A01"));
    CHECK_FALSE(view->powerLegend()->isVisibleTo(view));

    scene->setPowerColouring(true);
    CHECK(view->powerLegend()->isVisibleTo(view));
    const auto entries = view->powerLegend()->entries();
    REQUIRE(entries.size() == RackPowerScale::bands);
    CHECK(entries.first().second.endsWith(QLatin1String(" kW")));
    CHECK(scene->rackPower(a01).limitW == 142000.0);
    CHECK(scene->rackPower(a01).totalW() == Approx(124400.0));
    CHECK(scene->rackItem(a01)->tipText().contains(QLatin1String("124.4 kW of the 142 kW")));

    // A rack type with a lower limit: the rack turns red and the legend says why.
    Design &editable = window.document()->designForCommands();
    RackType tight = editable.catalog.rackTypes.at(editable.racks().at(a01).type);
    tight.maxPowerKw = 100;
    editable.catalog.rackTypes.upsert(tight, true);
    window.document()->notify({ChangeKind::CatalogChanged, {}});
    CHECK(view->powerLegend()->entries().size() == RackPowerScale::bands + 1);
    CHECK(view->powerLegend()->entries().last().first == RackPowerScale::overLimit());

    scene->setPowerColouring(false);
    CHECK_FALSE(view->powerLegend()->isVisibleTo(view));
}

TEST_CASE("The Catalog dock groups the rack systems with what comes in them", "[views][catalog][kits]")
{
    CatalogPanel panel;
    panel.setCatalog(bundledCatalog());
    const CatalogModel *model = panel.model();
    QStandardItem *racks = findGroup(model, QStringLiteral("Racks and rack systems"));
    REQUIRE(racks);
    QStandardItem *kit = findRow(racks, QStringLiteral("gb300-nvl72"));
    REQUIRE(kit);
    CHECK(kit->data(CatalogModel::KindRole).toString() == QLatin1String("rack_type"));
    QStandardItem *trays = findRow(kit, QStringLiteral("gb300-compute-tray"));
    REQUIRE(trays);
    INFO(kit->child(trays->row(), 1)->text().toStdString());
    CHECK(kit->child(trays->row(), 1)->text().startsWith(QStringLiteral("18 × ")));
    CHECK(trays->data(CatalogModel::KindRole).toString() == QLatin1String("device_type"));
    CHECK(findRow(racks, QStringLiteral("rack-48u-600x1200")));

    QStandardItem *gpu = findGroup(model, QStringLiteral("GPU servers"));
    REQUIRE(gpu);
    QStandardItem *b300 = findRow(gpu, QStringLiteral("dgx-b300"));
    REQUIRE(b300);
    // Unconfirmed values say so, with what their source says.
    CHECK(b300->toolTip().contains(QLatin1String("Unconfirmed values")));
    // The reference's tags in words, and a long note cut at a word.
    CHECK(b300->toolTip().contains(QLatin1String("not published:")));
    CHECK_FALSE(b300->toolTip().contains(QLatin1String("[gap]")));
    QStandardItem *switches = findGroup(model, QStringLiteral("Switches"));
    REQUIRE(switches);
    for (const char *id : {"q3400", "q3200", "q3450-ld", "sn5610", "nvlink-switch-tray"})
        CHECK(findRow(switches, QLatin1String(id)));
    // A co-packaged switch's built-in optic is part of the switch, not a transceiver to drag.
    QStandardItem *modules = findGroup(model, QStringLiteral("Transceivers"));
    REQUIRE(modules);
    CHECK(findRow(modules, QStringLiteral("MMS4A00")));
    CHECK_FALSE(findRow(modules, QStringLiteral("Q3450-LD-CPO")));
}

TEST_CASE("The Catalog search finds parts by their group's name and says when nothing matches",
          "[views][catalog]")
{
    CatalogPanel panel;
    panel.setCatalog(bundledCatalog());
    panel.show();
    auto *search = panel.findChild<QLineEdit *>();
    auto *tree = panel.findChild<QTreeView *>();
    auto *nothing = panel.findChild<QLabel *>();
    REQUIRE(search);
    REQUIRE(tree);
    REQUIRE(nothing);
    const QAbstractItemModel *shown = tree->model();

    // "cables": every cable group with its parts, and no group shown empty.
    search->setText(QStringLiteral("cables"));
    REQUIRE(shown->rowCount() >= 2);
    for (int i = 0; i < shown->rowCount(); ++i) {
        const QModelIndex group = shown->index(i, 0);
        INFO(group.data().toString().toStdString());
        CHECK(shown->rowCount(group) > 0);
    }
    CHECK(tree->isVisible());
    CHECK_FALSE(nothing->isVisible());

    search->setText(QStringLiteral("no-such-part-xyz"));
    CHECK(shown->rowCount() == 0);
    CHECK(nothing->isVisible());
    CHECK(nothing->text().contains(QLatin1String("no-such-part-xyz")));
    CHECK_FALSE(tree->isVisible());

    search->clear();
    CHECK(tree->isVisible());
    CHECK_FALSE(nothing->isVisible());
}
