// File ▸ Record Baseline and Compare Counters on the pod imported from the real ibnetdiscover sample
// (issue 32 §3).
#include "common/designview.h"
#include "common/legendwidget.h"
#include "controllers/commissioningcontroller.h"
#include "controllers/overlaycontroller.h"
#include "dialogs/counterinputsdialog.h"
#include "dialogsupport.h"
#include "document/document.h"
#include "fabric/fabricscene.h"
#include "fabric/fabricview.h"
#include "ibdiagsynth.h"
#include "io/ibnetdiscover.h"
#include "menusupport.h"
#include "panels/commissioningpanel.h"
#include "render/palette.h"
#include "testsupport.h"
#include "window/filecontroller.h"
#include "window/mainwindow.h"
#include "window/windowcontrollers.h"
#include "window/windowdocks.h"
#include "window/windowviews.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>

using namespace railyard;
using namespace railyard::test;

namespace {

const QString realDump =
    QStringLiteral(RAILYARD_TEST_DATA_DIR "/ibnetdiscover/ibnetdiscover-dgx-superpod-ndr.out");

} // namespace

TEST_CASE("Record Baseline saves the counters, Compare Counters marks the link that rose",
          "[views][counters]")
{
    MainWindow window;
    window.show();
    CHECK(menuAction(window.menuBar(), {QStringLiteral("File"), QStringLiteral("Record Baseline…")}));
    CHECK(menuAction(window.menuBar(), {QStringLiteral("File"), QStringLiteral("Compare Counters…")}));
    // The install status colouring, chosen first, lies under the comparison and comes back after it.
    QAction *byStatus =
        menuAction(window.menuBar(), {QStringLiteral("View"), QStringLiteral("Colour Cables By"),
                                      QStringLiteral("Install Status")});
    REQUIRE(byStatus);
    byStatus->trigger();
    onNextDialog<QMessageBox>([](QMessageBox *) {}); // the import's notes
    REQUIRE(
        window.controllers().files->importFabric(FabricInputs::ofDump(realDump), QStringLiteral("dgx-h100")));
    Result<IbFabric> fabric = parseIbnetdiscover(readFile(realDump), realDump);
    REQUIRE(fabric.ok());
    QTemporaryDir dir;
    CounterInputs inputs;
    inputs.fabric = FabricInputs::ofDump(realDump);
    inputs.ibdiagnet = dir.filePath(QStringLiteral("day1.db_csv"));
    writeFile(inputs.ibdiagnet, ibdiagnetDbCsv(fabric.value()));
    const QString baseline = dir.filePath(QStringLiteral("base.json"));
    CommissioningController *commissioning = window.controllers().commissioning;
    REQUIRE(commissioning->recordBaselineTo(inputs, baseline));
    CHECK(readFile(baseline).contains("\"railyard-counters\""));
    QApplication::processEvents();
    CommissioningPanel *panel = window.docks()->commissioningPanel;
    CHECK(window.docks()->commissioningDock->isVisible());
    CHECK(panel->countersText().contains(QLatin1String("1,074 links seen, 0 unseen")));

    // A week later one port's link went down three times.
    const IbLink &link = fabric.value().links[12];
    CounterCells worse;
    worse[{fabric.value().nodes[size_t(link.a.node)].guid, link.a.port}]
         [QStringLiteral("LinkDownedCounter")] = QStringLiteral("3");
    inputs.ibdiagnet = dir.filePath(QStringLiteral("day8.db_csv"));
    writeFile(inputs.ibdiagnet, ibdiagnetDbCsv(fabric.value(), worse));
    inputs.baseline = baseline;
    REQUIRE(commissioning->compareCountersWith(inputs));
    QApplication::processEvents();
    CHECK(panel->countersText().contains(QLatin1String("since base.json: 1,073 ok")));
    CHECK(panel->countersText().contains(QLatin1String("1 rose")));
    REQUIRE(panel->counterLinks()->count() == 1);
    CHECK(panel->counterLinks()->item(0)->text().contains(QLatin1String("link_downed +3")));
    // The fabric view colours the links by it, with a key.
    const LinkOverlay *overlay = window.controllers().overlay->overlay();
    REQUIRE(overlay);
    CHECK(window.controllers().overlay->shows(OverlayController::Source::Counters));
    int rose = 0;
    for (int key : overlay->cables)
        rose += overlay->keys[size_t(key)].colour == Palette::error() ? 1 : 0;
    CHECK(rose >= 1);
    auto *fabricView = qobject_cast<DesignView *>(window.views()->fabric->views().first());
    REQUIRE(fabricView);
    REQUIRE(fabricView->overlayLegend());
    QStringList names;
    for (const auto &entry : fabricView->overlayLegend()->entries())
        names << entry.second;
    CHECK(names.contains(QStringLiteral("Counters rose")));
    // Double-click shows the link's cable.
    int revealed = -1;
    QObject::connect(panel, &CommissioningPanel::cableActivated, [&](int cable) { revealed = cable; });
    Q_EMIT panel->counterLinks()->itemActivated(panel->counterLinks()->item(0));
    CHECK(revealed >= 0);

    // Another design: the comparison was of this one, the colouring chosen in the menu stays.
    window.document()->undoStack()->setClean();
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    QApplication::processEvents();
    CHECK(window.controllers().overlay->shows(OverlayController::Source::InstallStatus));
    CHECK(byStatus->isChecked());
    onNextDialog<QMessageBox>([](QMessageBox *) {}); // the import's notes
    REQUIRE(
        window.controllers().files->importFabric(FabricInputs::ofDump(realDump), QStringLiteral("dgx-h100")));
    // An unreadable counter file says so and changes nothing.
    writeFile(inputs.ibdiagnet, "garbage\n");
    QString said;
    onNextDialog<QMessageBox>([&](QMessageBox *box) { said = box->text(); });
    CHECK_FALSE(commissioning->compareCountersWith(inputs));
    CHECK(said.contains(QLatin1String("day8.db_csv")));
}

TEST_CASE("The counter dialog needs the dump, the counters and, to compare, a baseline", "[views][counters]")
{
    CounterInputsDialog record(CounterInputsDialog::Purpose::Record);
    record.setInputs({});
    auto *ok = record.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    CHECK_FALSE(ok->isEnabled());
    CounterInputs inputs;
    inputs.fabric.dump = realDump;
    inputs.ibdiagnet = realDump;
    record.setInputs(inputs);
    CHECK(ok->isEnabled());
    CounterInputsDialog compare(CounterInputsDialog::Purpose::Compare);
    compare.setInputs(inputs);
    auto *compareOk = compare.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    CHECK_FALSE(compareOk->isEnabled());
    inputs.baseline = QStringLiteral("/nonexistent/base.json");
    compare.setInputs(inputs);
    CHECK(compareOk->isEnabled());
    // A file that is not there is said before anything is read.
    QString said;
    onNextDialog<QMessageBox>([&](QMessageBox *box) { said = box->text(); });
    compare.accept();
    CHECK(said.contains(QLatin1String("base.json is not a file")));
    CHECK(compare.result() != QDialog::Accepted);
}
