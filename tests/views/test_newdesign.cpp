// The layout job of a new user, from File ▸ New (issue 9): each step that broke gets a regression test here.
#include "controllers/autosave.h"
#include "controllers/editcontroller.h"
#include "controllers/validationcontroller.h"
#include "designfixtures.h"
#include "document/document.h"
#include "elevation/elevationpage.h"
#include "elevation/elevationscene.h"
#include "elevation/elevationview.h"
#include "floorplan/floorplanview.h"
#include "viewsupport.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QTabBar>
#include <QTemporaryDir>

using namespace railyard;
using namespace railyard::test;

namespace {

QStringList rackIds(const Design &d, const QList<int> &racks)
{
    QStringList ids;
    for (int r : racks)
        ids << d.racks().at(r).id;
    return ids;
}

} // namespace

TEST_CASE("A new design saves and autosaves before it has a name", "[views][newdesign][regression]")
{
    OwnAutosaveFolder folder;
    MainWindow window;
    Document *doc = window.document();
    REQUIRE(doc->design().name.isEmpty());
    window.controllers().edit->addRow(QStringLiteral("A"), 3, 48, 0, 0);
    REQUIRE(window.controllers().autosaver->saveNow());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("Untitled.railyard"));
    REQUIRE(doc->saveAs(path).ok());
    CHECK_FALSE(doc->isModified());
    CHECK(doc->displayName() == QLatin1String("Untitled"));
    MainWindow reopened;
    REQUIRE(reopened.openFile(path));
    CHECK(reopened.document()->design().racks().liveCount() == 3);
}

TEST_CASE("A new design starts with spares on the BOM", "[views][newdesign][regression]")
{
    MainWindow window;
    CHECK(window.document()->design().settings.sparesPercent == Document::newDesignSparesPercent);
    CHECK(Document::newDesignSparesPercent > 0);
}

TEST_CASE("Racks added to a new design appear in the rack elevations at once",
          "[views][newdesign][elevations][regression]")
{
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    ElevationScene *scene = window.views()->elevationView->elevations();
    CHECK(scene->racks().isEmpty());
    window.controllers().edit->addRow(QStringLiteral("A"), 4, 48, 0, 0);
    const Design &d = window.document()->design();
    CHECK(rackIds(d, scene->racks()) == QStringList{"A01", "A02", "A03", "A04"});
    QComboBox *rows = window.findChild<QComboBox *>(QStringLiteral("rowChooser"));
    REQUIRE(rows);
    CHECK(rows->isEnabled());
    CHECK(rows->currentText().startsWith(QLatin1String("A")));

    // A second row is listed at once; choosing it shows its racks.
    window.controllers().edit->addRow(QStringLiteral("B"), 2, 42, 0, 2.4);
    REQUIRE(rows->count() == 3); // All racks, A, B
    CHECK(rackIds(d, scene->racks()) ==
          QStringList{"A01", "A02", "A03", "A04"}); // the view stays where it was
    rows->setCurrentIndex(2);
    Q_EMIT rows->activated(2);
    CHECK(rackIds(d, scene->racks()) == QStringList{"B01", "B02"});
    rows->setCurrentIndex(0);
    Q_EMIT rows->activated(0);
    CHECK(scene->racks().size() == 6);

    // Undo removes the row from the view and from the chooser.
    window.document()->undoStack()->undo();
    CHECK(scene->racks().size() == 4);
    CHECK(rows->count() == 1);
}

TEST_CASE("Add Rack in a row shows the new rack in that row's elevations",
          "[views][newdesign][elevations][regression]")
{
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    REQUIRE(window.openFile(dataPath(QStringLiteral("two-racks.json"))));
    const Design &d = window.document()->design();
    const int a01 = d.racks().find(QStringLiteral("A01"));
    window.showRackElevation(a01);
    window.controllers().selection->select({{a01}, {}, {}});
    const int added = window.controllers().edit->addRack();
    REQUIRE(added >= 0);
    CHECK(d.racks().at(added).id == QLatin1String("A03"));
    CHECK(window.views()->elevationView->elevations()->racks().contains(added));
}

TEST_CASE("Docks keep their size when what they show changes", "[views][layout][regression]")
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    QApplication::processEvents();
    auto *properties = window.findChild<QDockWidget *>(QStringLiteral("propertiesDock"));
    auto *validation = window.findChild<QDockWidget *>(QStringLiteral("validationDock"));
    REQUIRE(properties);
    REQUIRE(validation);
    const QSize propertiesSize = properties->size(), validationSize = validation->size();
    const QSize viewSize = window.views()->elevationView->size();
    const Design &d = window.document()->design();
    // A device with a long type description, then a cable, then a design full of issues.
    window.controllers().selection->select({{}, {d.devices().find(QStringLiteral("leaf-su1-r1"))}, {}});
    QApplication::processEvents();
    CHECK(properties->size() == propertiesSize);
    window.controllers().selection->select({{}, {}, {0}});
    QApplication::processEvents();
    CHECK(properties->size() == propertiesSize);
    REQUIRE(window.openFile(dataPath(QStringLiteral("sample-with-mistakes.json"))));
    window.controllers().validation->flush();
    QApplication::processEvents();
    CHECK(validation->size() == validationSize);
    CHECK(properties->size() == propertiesSize);
    CHECK(window.views()->elevationView->size() == viewSize);
}

TEST_CASE("At 1024 x 700 the docks gather as tabs and the view keeps most of the window",
          "[views][layout][regression]")
{
    MainWindow window;
    window.resize(1024, 700);
    window.show();
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    QApplication::processEvents();
    auto *properties = window.findChild<QDockWidget *>(QStringLiteral("propertiesDock"));
    auto *catalog = window.findChild<QDockWidget *>(QStringLiteral("catalogDock"));
    CHECK(window.tabifiedDockWidgets(catalog).contains(properties));
    const QSize view = window.views()->floorPlanView->size();
    INFO("view " << view.width() << " x " << view.height());
    CHECK(view.width() >= 600);
    CHECK(view.height() >= 380);
    // Every dock tab shows its whole title ("Properties", not "Prop…"), with scroll arrows where they do not
    // fit.
    const QList<QTabBar *> bars = window.findChildren<QTabBar *>(QString(), Qt::FindDirectChildrenOnly);
    REQUIRE_FALSE(bars.isEmpty());
    bool propertiesTab = false;
    for (QTabBar *bar : bars) {
        CHECK(bar->elideMode() == Qt::ElideNone);
        for (int i = 0; i < bar->count(); ++i)
            propertiesTab = propertiesTab || bar->tabText(i) == QLatin1String("Properties");
    }
    CHECK(propertiesTab);
    // Wider again: Properties goes back to the right.
    window.resize(1400, 900);
    QApplication::processEvents();
    CHECK_FALSE(window.tabifiedDockWidgets(catalog).contains(properties));
    CHECK(window.dockWidgetArea(properties) == Qt::RightDockWidgetArea);
}

TEST_CASE("A new design says where to start in every view", "[views][newdesign][regression]")
{
    MainWindow window;
    CHECK(window.views()->floorPlanView->emptyHint().contains(QLatin1String("Add Row of Racks")));
    CHECK(window.views()->elevationView->emptyHint().contains(QLatin1String("no racks")));
    window.controllers().edit->addRow(QStringLiteral("A"), 2, 42, 0, 0);
    CHECK(window.views()->floorPlanView->emptyHint().isEmpty());
    CHECK(window.views()->elevationView->emptyHint().contains(QLatin1String("Drag GPU servers")));
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    CHECK(window.views()->elevationView->emptyHint().isEmpty());
}

TEST_CASE("The hint over empty racks leaves their names and top U in sight", "[views][newdesign][regression]")
{
    OwnAutosaveFolder folder;
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    window.controllers().edit->addRow(QStringLiteral("A"), 2, 48, 0, 0);
    ElevationView *view = window.views()->elevationView;
    window.showRackElevation(window.document()->design().racks().find(QStringLiteral("A01")));
    QApplication::processEvents();
    view->zoomToFit();
    const QRect card = view->hintCard(view->emptyHint());
    REQUIRE_FALSE(card.isEmpty());
    for (int rack : view->elevations()->racks()) {
        // The rack with its name above it: below the card, inside the view.
        const QRect onScreen = view->mapFromScene(view->elevations()->rackRect(rack)).boundingRect();
        CHECK(onScreen.top() > card.bottom());
        CHECK(onScreen.bottom() <= view->viewport()->height());
        CHECK(onScreen.height() > view->viewport()->height() / 2); // and not shrunk to a sliver
    }
}
