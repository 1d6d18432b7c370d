// A save runs on the thread pool behind a progress dialog that appears after a moment. Until then, and after,
// the window must take no edit: a Delete pressed at once after Ctrl+S (issue 51) killed the process or left a
// file holding racks and devices from before and no cables. The save writes the design as it was at Save.
#include "common/inputblocker.h"
#include "controllers/selectionmodel.h"
#include "design/design.h"
#include "document/document.h"
#include "floorplan/floorplanview.h"
#include "generatesupport.h"
#include "io/designfile.h"
#include "window/mainwindow.h"
#include "window/windowcontrollers.h"
#include "window/windowviews.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <catch2/catch.hpp>

using namespace railyard;
using namespace railyard::test;

TEST_CASE("Keys pressed while a save runs neither edit the design nor tear the file",
          "[views][desktop][save][regression]")
{
    // A generated 32k-GPU hall: its native save takes seconds, far longer than the keys below.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("hall.railyard"));
    FabricOptions o = generic(32768);
    REQUIRE(saveDesign(generate(o).design, path, FileFormat::Native).ok());
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    REQUIRE(window.openFile(path));
    QApplication::setActiveWindow(&window);
    REQUIRE(QTest::qWaitForWindowActive(&window));
    Document *doc = window.document();
    const Design atSave = doc->design();
    REQUIRE(atSave.cables().liveCount() > 30000);

    // Click the floor plan, Ctrl+A, Ctrl+S and at once Delete.
    FloorPlanView *plan = window.views()->floorPlanView;
    window.views()->tabs->setCurrentWidget(plan);
    QTest::mouseClick(plan->viewport(), Qt::LeftButton, Qt::NoModifier, QPoint(5, 5));
    plan->setFocus();
    QTest::keyClick(plan, Qt::Key_A, Qt::ControlModifier);
    REQUIRE(window.controllers().selection->selection().racks.size() == atSave.racks().liveCount());
    bool saveReturned = false, pressedWhileSaving = false;
    QTimer::singleShot(0, plan, [&] {
        pressedWhileSaving = !saveReturned; // in the save's own event loop
        CHECK(InputBlocker::isActive());
        QTest::keyClick(plan, Qt::Key_Delete);
        QTest::mouseClick(plan->viewport(), Qt::LeftButton, Qt::NoModifier, QPoint(40, 40));
    });
    QElapsedTimer clock;
    clock.start();
    QTest::keyClick(plan, Qt::Key_S, Qt::ControlModifier);
    saveReturned = true;
    INFO("the save took " << clock.elapsed() << " ms");
    REQUIRE(pressedWhileSaving); // the keys came while the save ran

    // The process lives; the design and the file are the design at Save; the document is clean.
    CHECK(doc->design().sameContent(atSave));
    CHECK_FALSE(doc->isModified());
    const Result<Design> written = loadDesign(path);
    REQUIRE(written.ok());
    CHECK(written.value().sameContent(atSave));

    // Once the save is done the window takes keys again (active again, as a window manager makes it when the
    // progress dialog closes).
    QApplication::setActiveWindow(&window);
    REQUIRE(QTest::qWaitForWindowActive(&window));
    plan->setFocus();
    QTest::keyClick(plan, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(plan, Qt::Key_Delete);
    CHECK(doc->design().racks().liveCount() == 0);
    CHECK(doc->isModified());
}

TEST_CASE("An input blocker swallows a window's keys, clicks and close, and no other window's",
          "[views][desktop][save]")
{
    QWidget busy, other;
    busy.show();
    other.show();
    int busyKeys = 0, otherKeys = 0;
    struct Counter : QObject
    {
        int *count;
        explicit Counter(int *c) : count(c) {}
        bool eventFilter(QObject *, QEvent *e) override
        {
            if (e->type() == QEvent::KeyPress) ++*count;
            return false;
        }
    } busyCounter(&busyKeys), otherCounter(&otherKeys);
    busy.installEventFilter(&busyCounter);
    other.installEventFilter(&otherCounter);
    {
        const InputBlocker blocker(&busy);
        CHECK(InputBlocker::isActive());
        QTest::keyClick(&busy, Qt::Key_Delete);
        QTest::keyClick(&other, Qt::Key_Delete);
        CHECK(busyKeys == 0);
        CHECK(otherKeys == 1);
        CHECK_FALSE(busy.close()); // refused while busy
        CHECK(busy.isVisible());
    }
    CHECK_FALSE(InputBlocker::isActive());
    QTest::keyClick(&busy, Qt::Key_Delete);
    CHECK(busyKeys == 1);
}
