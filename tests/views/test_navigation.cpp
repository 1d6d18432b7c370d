// Find and issue activation take the user to the object (issue 9); the fabric view labels and selects.
#include "controllers/editcontroller.h"
#include "controllers/validationcontroller.h"
#include "designfixtures.h"
#include "document/document.h"
#include "elevation/deviceitem.h"
#include "elevation/elevationscene.h"
#include "elevation/elevationview.h"
#include "fabric/fabricscene.h"
#include "floorplan/floorplanscene.h"
#include "floorplan/floorplanview.h"
#include "floorplan/rackitem.h"
#include "panels/tracepanel.h"
#include "panels/validationpanel.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QGraphicsSceneMouseEvent>
#include <QJsonArray>
#include <QTableView>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QToolButton>

using namespace railyard;
using namespace railyard::test;

namespace {

bool shownIn(QGraphicsView *view, const QRectF &sceneRect)
{
    return view->viewport()->rect().contains(view->mapFromScene(sceneRect.center()));
}

QWidget *currentTab(MainWindow &window)
{
    return window.findChild<QTabWidget *>()->currentWidget();
}

} // namespace

TEST_CASE("Find goes to the view that shows the object, zooms to it and flashes it",
          "[views][find][regression]")
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    const Design &d = window.document()->design();
    ElevationView *view = window.views()->elevationView;
    ElevationScene *scene = view->elevations();

    // A device, from the floor plan: to its row's elevations, readable, flashing.
    REQUIRE(window.find(QStringLiteral("leaf-su1-r5")));
    CHECK(currentTab(window)->isAncestorOf(view));
    DeviceItem *leaf = scene->deviceItem(d.devices().find(QStringLiteral("leaf-su1-r5")));
    REQUIRE(leaf);
    CHECK(shownIn(view, leaf->sceneBoundingRect()));
    CHECK(view->isFlashing());
    CHECK(view->zoom() * 20 >= 12); // a rack unit at least 12 pixels high
    CHECK(view->zoom() * 20 <= 37); // and not blown up to fill the screen
    CHECK_FALSE(scene->isRear());

    // A trunk between two panels: it is plugged in at the rear, so the rear is shown.
    REQUIRE(window.find(QStringLiteral("N01-R1-T")));
    CHECK(scene->isRear());
    DeviceItem *panel = scene->deviceItem(d.devices().find(QStringLiteral("pp-A01-47")));
    REQUIRE(panel);
    CHECK(shownIn(view, panel->sceneBoundingRect()));

    // A cord from a server: back to the front.
    REQUIRE(window.find(QStringLiteral("N01-R1-A")));
    CHECK_FALSE(scene->isRear());

    // A rack: on the floor plan.
    REQUIRE(window.find(QStringLiteral("A02")));
    CHECK(currentTab(window) == window.views()->floorPlanView);
    CHECK(window.views()->floorPlanView->isFlashing());
    CHECK(shownIn(window.views()->floorPlanView, window.views()
                                                     ->floorPlanView->floorPlan()
                                                     ->rackItem(d.racks().find(QStringLiteral("A02")))
                                                     ->sceneBoundingRect()));
}

TEST_CASE("Activating a floor-overlap issue shows both racks on the floor plan",
          "[views][issues][regression]")
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QJsonObject json = dataJson(QStringLiteral("two-racks.json"));
    QJsonArray racks = json.value(QStringLiteral("racks")).toArray();
    QJsonObject second = racks.at(1).toObject();
    second[QStringLiteral("x_m")] = racks.at(0).toObject().value(QStringLiteral("x_m")).toDouble() + 0.3;
    second[QStringLiteral("y_m")] = racks.at(0).toObject().value(QStringLiteral("y_m")).toDouble();
    racks[1] = second;
    json[QStringLiteral("racks")] = racks;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("overlap.json"));
    writeFile(path, toBytes(json));
    REQUIRE(window.openFile(path));
    window.controllers().validation->flush();
    const QList<Issue> &issues = window.controllers().validation->issues();
    const auto overlap = std::find_if(issues.begin(), issues.end(),
                                      [](const Issue &i) { return i.rule == Rule::FloorOverlap; });
    REQUIRE(overlap != issues.end());
    Q_EMIT window.docks()->validationPanel->issueActivated(*overlap);
    CHECK(currentTab(window) == window.views()->floorPlanView);
    CHECK(window.controllers().selection->selection().racks.size() == 2);
    CHECK(window.views()->floorPlanView->isFlashing());
    CHECK(window.views()->floorPlanView->floorPlan()->rackItem(overlap->racks.first())->isSelected());
}

TEST_CASE("The fabric labels its units, names a device under the pointer and shares the selection",
          "[views][fabric][regression]")
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    window.controllers().validation->flush();
    FabricScene *fabric = window.views()->fabric;
    fabric->setShown(true);
    const Design &d = window.document()->design();
    REQUIRE_FALSE(fabric->unitLabels().empty());
    CHECK(fabric->unitLabels().front().text == QLatin1String("SU 1"));

    const int node = d.devices().find(QStringLiteral("dgx-su1-n02"));
    const std::optional<QPointF> at = fabric->nodePos(node);
    REQUIRE(at);
    CHECK(fabric->deviceAt(*at + QPointF(3, 3), 2) == node);
    CHECK(fabric->deviceAt(*at + QPointF(0, 200), 2) == -1);

    // A click on a server selects it everywhere.
    QGraphicsSceneMouseEvent press(QEvent::GraphicsSceneMousePress);
    press.setScenePos(*at);
    press.setButton(Qt::LeftButton);
    press.setButtons(Qt::LeftButton);
    QApplication::sendEvent(fabric, &press);
    CHECK(window.controllers().selection->selection().devices == QList<int>{node});
    CHECK(fabric->isSelectedDevice(node));
    // A selection made elsewhere shows in the fabric.
    const int leaf = d.devices().find(QStringLiteral("leaf-su1-r3"));
    window.controllers().selection->select({{}, {leaf}, {}});
    CHECK(fabric->isSelectedDevice(leaf));
    CHECK_FALSE(fabric->isSelectedDevice(node));
}

TEST_CASE("The Trace dock shows the selected cable's channel as trace prints it", "[views][trace]")
{
    MainWindow window;
    window.show();
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    const Design &d = window.document()->design();
    CHECK(window.docks()->tracePanel->html().contains(QLatin1String("Select a cable")));
    window.controllers().selection->select({{}, {}, {d.cables().find(QStringLiteral("N01-R1-T"))}});
    const QString html = window.docks()->tracePanel->html();
    CHECK(html.contains(QLatin1String("Channel 1 of 1")));
    CHECK(html.contains(QLatin1String("N01-R1-A"))); // the cord before the trunk
    CHECK(html.contains(QLatin1String("aligned adapter")));
    CHECK(html.contains(QLatin1String("reach")));
    CHECK(html.contains(QLatin1String("budget, margin")));
    CHECK(html.contains(QLatin1String("ok: "))); // polarity
    // Edits show at once; a deleted cable clears the dock.
    window.controllers().edit->deleteSelection();
    CHECK(window.docks()->tracePanel->html().contains(QLatin1String("Select a cable")));
}

TEST_CASE("An issue with a clear fix is fixed from the validation panel in one undo step",
          "[views][quickfix]")
{
    MainWindow window;
    window.show();
    REQUIRE(window.openFile(dataPath(QStringLiteral("sample-with-mistakes.json"))));
    window.controllers().validation->flush();
    ValidationPanel *panel = window.docks()->validationPanel;
    QAbstractItemModel *model = panel->table()->model();
    int fixable = -1;
    for (int row = 0; row < model->rowCount() && fixable < 0; ++row) {
        panel->table()->setCurrentIndex(model->index(row, 0));
        if (panel->fixButton()->isEnabled()) fixable = row;
    }
    REQUIRE(fixable >= 0);
    const Issue issue = *panel->currentIssue();
    const int issuesBefore = int(window.controllers().validation->issues().size());
    panel->fixButton()->click();
    window.controllers().validation->flush();
    CHECK(window.document()->undoStack()->count() == 1);
    CHECK_FALSE(window.controllers().validation->issues().contains(issue));
    CHECK(int(window.controllers().validation->issues().size()) < issuesBefore);
}
