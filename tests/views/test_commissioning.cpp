// The Commissioning dock and View ▸ Colour Cables By ▸ Install Status (issue 32 §1).
#include "common/designview.h"
#include "common/legendwidget.h"
#include "controllers/commissioningcontroller.h"
#include "controllers/overlaycontroller.h"
#include "controllers/selectionmodel.h"
#include "dialogs/testcolumnsdialog.h"
#include "dialogsupport.h"
#include "document/document.h"
#include "elevation/elevationview.h"
#include "fabric/fabricscene.h"
#include "fabric/fabricview.h"
#include "floorplan/floorplanscene.h"
#include "floorplan/floorplanview.h"
#include "menusupport.h"
#include "panels/commissioningpanel.h"
#include "panels/propertiespanel.h"
#include "pdftext.h"
#include "render/palette.h"
#include "testsupport.h"
#include "window/mainwindow.h"
#include "window/windowcontrollers.h"
#include "window/windowdocks.h"
#include "window/windowviews.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

using namespace railyard;
using namespace railyard::test;

namespace {

QList<int> cableSlots(const Design &d)
{
    QList<int> out;
    for (int c : d.cables().live())
        out << c;
    return out;
}

CableStatus statusOf(MainWindow &window, const QString &id)
{
    const Design &d = window.document()->design();
    return d.cables().at(d.cables().find(id)).status;
}

} // namespace

TEST_CASE("The scan field marks the scanned cable, one undo step each, and says what it did not find",
          "[views][commissioning]")
{
    QSettings().remove(QStringLiteral("commissioning/scanStatus"));
    MainWindow window;
    window.show();
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    QDockWidget *dock = window.docks()->commissioningDock;
    CHECK_FALSE(dock->isVisible()); // shown from the View menu
    QAction *show = menuAction(window.menuBar(), {QStringLiteral("View"), QStringLiteral("Commissioning")});
    REQUIRE(show);
    show->trigger();
    QApplication::processEvents();
    CHECK(dock->isVisible()); // in front of Properties and Trace, not behind them
    CommissioningPanel *panel = window.docks()->commissioningPanel;
    CHECK(panel->scanStatus() == CableStatus::Pulled);
    CHECK(panel->summaryText().contains(QLatin1String("of 96 cables")));

    // A scanner types the QR code's text and Enter.
    QLineEdit *field = panel->scanField();
    field->setFocus();
    QTest::keyClicks(field, QStringLiteral("N01-R1-A"));
    QTest::keyClick(field, Qt::Key_Return);
    CHECK(statusOf(window, QStringLiteral("N01-R1-A")) == CableStatus::Pulled);
    CHECK(field->text().isEmpty());
    CHECK(field->hasFocus()); // ready for the next scan
    // The scanned cable is selected, so the views show which one it was.
    CHECK(window.controllers().selection->selection().cables ==
          QList<int>{window.document()->design().cables().find(QStringLiteral("N01-R1-A"))});
    // A printed label's text finds it too.
    QTest::keyClicks(field, QStringLiteral("SU1-N02-R1-A"));
    QTest::keyClick(field, Qt::Key_Return);
    CHECK(statusOf(window, QStringLiteral("N02-R1-A")) == CableStatus::Pulled);
    // An entry no cable has changes nothing and is listed on top, in red.
    const int steps = window.document()->undoStack()->count();
    QTest::keyClicks(field, QStringLiteral("NOPE-1"));
    QTest::keyClick(field, Qt::Key_Return);
    CHECK(window.document()->undoStack()->count() == steps);
    REQUIRE(panel->scanLog()->count() == 3);
    CHECK(panel->scanLog()->item(0)->text().contains(QLatin1String("NOPE-1")));
    CHECK(panel->scanLog()->item(0)->foreground().color() == Palette::error());
    CHECK(panel->scanLog()->item(1)->text().contains(QStringLiteral("Planned → Pulled")));

    // Each scan is one undo step, and Ctrl+Z in the scan field takes it back (not the field's text).
    field->setFocus();
    QTest::keyClick(field, Qt::Key_Z, Qt::ControlModifier);
    CHECK(field->text().isEmpty());
    CHECK(statusOf(window, QStringLiteral("N02-R1-A")) == CableStatus::Planned);
    CHECK(statusOf(window, QStringLiteral("N01-R1-A")) == CableStatus::Pulled);

    // Another status for the next scans, remembered for the next session.
    panel->setScanStatus(CableStatus::Tested);
    CHECK(panel->scan(QStringLiteral("N01-R1-A")));
    CHECK(statusOf(window, QStringLiteral("N01-R1-A")) == CableStatus::Tested);
    QApplication::processEvents();
    CHECK(panel->summaryText().contains(QLatin1String("<b>1</b> of 96")));
}

TEST_CASE("The progress list shows every row with its racks, and a double-click shows the rack",
          "[views][commissioning]")
{
    MainWindow window;
    window.show();
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    window.docks()->commissioningDock->show();
    window.docks()->commissioningDock->raise();
    QApplication::processEvents();
    CommissioningPanel *panel = window.docks()->commissioningPanel;
    QTreeWidget *tree = panel->progressTree();
    REQUIRE(tree->topLevelItemCount() == 2); // all cables, row A
    CHECK(tree->topLevelItem(0)->text(3) == QLatin1String("96"));
    QTreeWidgetItem *row = tree->topLevelItem(1);
    CHECK(row->text(0) == QLatin1String("Row A"));
    REQUIRE(row->childCount() == 3);
    CHECK(row->child(1)->text(0) == QLatin1String("A02"));
    CHECK(row->text(2) == QStringLiteral("0\u00a0%"));
    // Marking every cable of the design tested finishes the row.
    for (int c : window.document()->design().cables().live())
        panel->setScanStatus(CableStatus::Tested), panel->scan(window.document()->design().cables().at(c).id);
    QApplication::processEvents();
    row = tree->topLevelItem(1);
    CHECK(row->text(2) == QStringLiteral("100\u00a0%"));
    CHECK(row->isExpanded()); // kept across the refresh
    QSignalSpy shown(panel, &CommissioningPanel::rackActivated);
    Q_EMIT tree->itemActivated(row->child(2), 0);
    REQUIRE(shown.count() == 1);
    CHECK(shown.first().first().toInt() == window.document()->design().racks().find(QStringLiteral("A03")));
}

TEST_CASE("The Properties panel sets the status of the selected cables", "[views][commissioning]")
{
    MainWindow window;
    window.show();
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    const Design &d = window.document()->design();
    const QList<int> two{cableSlots(d)[0], cableSlots(d)[1]};
    window.controllers().selection->select({{}, {}, two});
    QApplication::processEvents();
    QComboBox *status = nullptr;
    for (QComboBox *box : window.docks()->propertiesPanel->findChildren<QComboBox *>())
        if (box->findText(QStringLiteral("In service")) >= 0) status = box;
    REQUIRE(status);
    status->setCurrentIndex(status->findText(QStringLiteral("Terminated")));
    Q_EMIT status->activated(status->currentIndex());
    for (int c : two)
        CHECK(d.cables().at(c).status == CableStatus::Terminated);
    window.document()->undoStack()->undo();
    for (int c : two)
        CHECK(d.cables().at(c).status == CableStatus::Planned);
}

TEST_CASE("View ▸ Colour Cables By ▸ Install Status colours the floor plan, racks and fabric with a legend",
          "[views][commissioning]")
{
    MainWindow window;
    window.show();
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    QAction *byStatus =
        menuAction(window.menuBar(), {QStringLiteral("View"), QStringLiteral("Colour Cables By"),
                                      QStringLiteral("Install Status")});
    REQUIRE(byStatus);
    byStatus->trigger();
    QApplication::processEvents();
    CHECK(window.views()->floorPlan->colouring() == Colouring::InstallStatus);
    OverlayController *overlay = window.controllers().overlay;
    REQUIRE(overlay->overlay());
    CHECK(overlay->shows(OverlayController::Source::InstallStatus));
    auto *fabricView = qobject_cast<DesignView *>(window.views()->fabric->views().first());
    REQUIRE(fabricView);
    for (DesignView *view : {static_cast<DesignView *>(window.views()->elevationView), fabricView}) {
        REQUIRE(view->overlayLegend());
        CHECK(view->overlayLegend()->entries().size() == 1);
        CHECK(view->overlayLegend()->entries().first().second == QLatin1String("Planned"));
    }
    // The fabric's rail key gives the corner to the overlay's.
    window.views()->tabs->setCurrentWidget(window.views()->fabricView); // laid out when shown
    REQUIRE_FALSE(window.views()->fabric->links().empty());
    CHECK(window.views()->fabricView->legend()->isHidden());
    CHECK(window.views()->floorPlanView->legend()->entries().first().second == QLatin1String("Planned"));
    // A scan re-colours them.
    window.docks()->commissioningPanel->setScanStatus(CableStatus::Failed);
    REQUIRE(window.docks()->commissioningPanel->scan(QStringLiteral("N01-R1-A")));
    QApplication::processEvents();
    const int cable = window.document()->design().cables().find(QStringLiteral("N01-R1-A"));
    CHECK(overlay->overlay()->colourOfCable(cable) == Palette::error());
    CHECK(fabricView->overlayLegend()->entries().size() == 2);
    // The status follows another design opened in the window.
    window.document()->undoStack()->setClean(); // no question about the scan
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SUPERPOD_SAMPLE_PATH)));
    QApplication::processEvents();
    REQUIRE(window.controllers().overlay->overlay());
    CHECK(window.controllers().overlay->shows(OverlayController::Source::InstallStatus));
    // Back to rails: the overlay goes.
    QAction *byRail =
        menuAction(window.menuBar(),
                   {QStringLiteral("View"), QStringLiteral("Colour Cables By"), QStringLiteral("Rail")});
    REQUIRE(byRail);
    byRail->trigger();
    QApplication::processEvents();
    CHECK(window.controllers().overlay->overlay() == nullptr);
    CHECK(window.views()->floorPlan->colouring() == Colouring::Rail);
    window.views()->tabs->setCurrentWidget(window.views()->fabricView); // laid out when shown
    CHECK_FALSE(window.views()->fabricView->legend()->isHidden());
}

TEST_CASE("File ▸ Import ▸ Fiber Test Results maps the tester's columns and imports as one undo step",
          "[views][commissioning][tests]")
{
    QSettings().remove(QStringLiteral("commissioning"));
    MainWindow window;
    window.show();
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("export.csv"));
    writeFile(path,
              "Site,Hall 3\n\nCable ID,Loss 1310,Result\nSU1-N01-R1-T,0.45,Pass\nSU1-N02-R1-T,3.8,Fail\n"
              "GHOST-1,0.3,Pass\n");
    QAction *import = window.findChild<QAction *>(QStringLiteral("job:commission/import"));
    REQUIRE(import);
    QString firstPreview, preview, summary;
    onNextDialog<QDialog>([&](QDialog *shown) {
        auto *files = qobject_cast<QFileDialog *>(shown);
        REQUIRE(files);
        // What a user types into the file name field of Qt's own dialog.
        auto *name = files->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
        REQUIRE(name);
        name->setText(path);
        onNextDialog<TestColumnsDialog>([&](TestColumnsDialog *columns) {
            firstPreview = columns->previewText();
            ResultColumns mapped;
            mapped.columns = {{QStringLiteral("cable"), QStringLiteral("Cable ID")},
                              {QStringLiteral("result"), QStringLiteral("Result")}};
            mapped.wavelengths = {{1310, QStringLiteral("Loss 1310"), QString()}};
            columns->setColumns(mapped);
            preview = columns->previewText();
            onNextDialog<QMessageBox>([&](QMessageBox *box) { summary = box->text(); });
        });
    });
    import->trigger();
    CHECK(firstPreview == QLatin1String("3 results read.")); // guessed from the column titles
    CHECK(preview == QLatin1String("3 results read."));
    CHECK(summary.contains(QLatin1String("2 results imported from export.csv for 2 cables")));
    CHECK(summary.contains(QLatin1String("2 cables: 1 failed")));
    CHECK(summary.contains(QLatin1String("name no cable of the design: 1 result ")));
    const Design &d = window.document()->design();
    CHECK(statusOf(window, QStringLiteral("N01-R1-T")) == CableStatus::Tested);
    CHECK(statusOf(window, QStringLiteral("N02-R1-T")) == CableStatus::Failed);
    REQUIRE(d.cables().at(d.cables().find(QStringLiteral("N01-R1-T"))).tests().size() == 1);
    CHECK(d.cables().at(d.cables().find(QStringLiteral("N01-R1-T"))).tests()[0].wavelengthNm == 1310);
    // The dock comes up with what the judgement found.
    QApplication::processEvents();
    CommissioningPanel *panel = window.docks()->commissioningPanel;
    CHECK(window.docks()->commissioningDock->isVisible());
    CHECK(panel->testsText().contains(QLatin1String("2 of 96 fiber cables tested")));
    REQUIRE(panel->testFindings()->count() >= 1);
    CHECK(panel->testFindings()->item(0)->text().startsWith(QLatin1String("N02-R1-T: the tester says FAIL")));
    // The window's report lists what the import could not place.
    const QString report = dir.filePath(QStringLiteral("report.pdf"));
    REQUIRE(window.controllers().commissioning->exportReportTo(report));
    CHECK(pdfText(report).contains(QLatin1String("GHOST-1")));
    // One undo step takes the results and the statuses back.
    window.document()->undoStack()->undo();
    CHECK(d.cables().at(d.cables().find(QStringLiteral("N01-R1-T"))).tests().isEmpty());
    CHECK(statusOf(window, QStringLiteral("N02-R1-T")) == CableStatus::Planned);
    QApplication::processEvents();
    CHECK_FALSE(panel->testFindings()->isVisibleTo(panel));
    // The mapping is remembered for the next export of that tester.
    CHECK(QSettings().value(QStringLiteral("commissioning/columns")).toByteArray().contains("Loss 1310"));
}

TEST_CASE("File ▸ Export ▸ Commissioning Report writes the report of the results kept in the design",
          "[views][commissioning][tests]")
{
    MainWindow window;
    window.show();
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    QAction *report = window.findChild<QAction *>(QStringLiteral("job:commission/export"));
    REQUIRE(report);
    QTemporaryDir dir;
    QString suggested;
    onNextDialog<QDialog>([&](QDialog *shown) {
        auto *files = qobject_cast<QFileDialog *>(shown);
        REQUIRE(files);
        suggested = files->selectedFiles().value(0);
        files->setDirectory(dir.path());
    });
    report->trigger();
    CHECK(suggested.endsWith(QLatin1String(" commissioning report.xlsx")));
    const QStringList written = QDir(dir.path()).entryList(QDir::Files);
    REQUIRE(written.size() == 1);
    CHECK(readFile(dir.filePath(written.front())).startsWith("PK"));
}
