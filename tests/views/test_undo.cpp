// Undo and Redo through the Edit menu's actions, in a design however it came to the window (issue 26: they
// did nothing in a design read from a file, whose undo stack had stayed on the loading thread).
#include "controllers/editcontroller.h"
#include "controllers/selectionmodel.h"
#include "document/document.h"
#include "io/designfile.h"
#include "menusupport.h"
#include "viewsupport.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace railyard;
using namespace railyard::test;

namespace {

// Deletes the first device, then undoes and redoes it through the Edit menu's actions, as Ctrl+Z does.
void deleteThenUndoThroughTheMenu(MainWindow &window)
{
    QAction *undo = menuAction(window.menuBar(), {QStringLiteral("Edit"), QStringLiteral("Undo")});
    QAction *redo = menuAction(window.menuBar(), {QStringLiteral("Edit"), QStringLiteral("Redo")});
    REQUIRE(undo);
    REQUIRE(redo);
    const Design &d = window.document()->design();
    const int devices = d.devices().liveCount();
    REQUIRE(devices > 0);
    CHECK_FALSE(undo->isEnabled());
    REQUIRE(d.devices().isLive(0));
    window.controllers().selection->select({{}, {0}, {}});
    REQUIRE(window.controllers().edit->deleteSelection());
    CHECK(window.document()->design().devices().liveCount() == devices - 1);
    REQUIRE(undo->isEnabled());
    undo->trigger();
    QApplication::processEvents(); // a queued call would arrive here at the latest
    CHECK(window.document()->design().devices().liveCount() == devices);
    CHECK(redo->isEnabled());
    redo->trigger();
    QApplication::processEvents();
    CHECK(window.document()->design().devices().liveCount() == devices - 1);
}

} // namespace

TEST_CASE("Undo and Redo act on a JSON design opened from a file", "[views][undo][regression]")
{
    OwnAutosaveFolder folder;
    MainWindow window;
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    deleteThenUndoThroughTheMenu(window);
}

TEST_CASE("Undo and Redo act on a native design opened from a file", "[views][undo][regression]")
{
    OwnAutosaveFolder folder;
    QTemporaryDir dir;
    const QString native = dir.filePath(QStringLiteral("pod.railyard"));
    Result<Design> sample = loadDesign(QStringLiteral(RAILYARD_SAMPLE_PATH));
    REQUIRE(sample.ok());
    REQUIRE(saveDesign(sample.value(), native, FileFormat::Native).ok());
    MainWindow window;
    REQUIRE(window.openFile(native));
    deleteThenUndoThroughTheMenu(window);
}

TEST_CASE("Undo and Redo act on the bundled sample opened from File ▸ Open Sample",
          "[views][undo][regression]")
{
    OwnAutosaveFolder folder;
    MainWindow window;
    QAction *sample =
        menuAction(window.menuBar(), {QStringLiteral("File"), QStringLiteral("Open Sample"),
                                      QStringLiteral("DGX SuperPOD H100, one scalable unit (generated)")});
    REQUIRE(sample);
    sample->trigger();
    REQUIRE(window.document()->design().devices().liveCount() > 50);
    deleteThenUndoThroughTheMenu(window);
}

TEST_CASE("Undo and Redo act on a new design", "[views][undo]")
{
    OwnAutosaveFolder folder;
    MainWindow window;
    CHECK(menuAction(window.menuBar(), {QStringLiteral("Edit"), QStringLiteral("Undo")}));
    window.controllers().edit->addRow(QStringLiteral("A"), 2, 48, 0, 0);
    // The item names what it undoes.
    QAction *undo =
        menuAction(window.menuBar(), {QStringLiteral("Edit"), QStringLiteral("Undo Add 2 Racks")});
    REQUIRE(undo);
    REQUIRE(undo->isEnabled());
    undo->trigger();
    QApplication::processEvents();
    CHECK(window.document()->design().racks().liveCount() == 0);
    CHECK(menuAction(window.menuBar(), {QStringLiteral("Edit"), QStringLiteral("Redo Add 2 Racks")}));
    CHECK(menuAction(window.menuBar(), {QStringLiteral("Edit"), QStringLiteral("Undo")}));
    // One object is named.
    window.controllers().edit->addRack();
    CHECK(menuAction(window.menuBar(), {QStringLiteral("Edit"), QStringLiteral("Undo Add Rack A01")}));
    window.controllers().selection->select(
        {{window.document()->design().racks().find(QStringLiteral("A01"))}, {}, {}});
    REQUIRE(window.controllers().edit->deleteSelection());
    CHECK(menuAction(window.menuBar(), {QStringLiteral("Edit"), QStringLiteral("Undo Delete Rack A01")}));
}
