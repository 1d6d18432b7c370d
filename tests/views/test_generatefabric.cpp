// Design ▸ Generate Fabric…: the wizard's preview follows the options, builds off the GUI thread, and the
// fabric lands as one undo step (issue 11).
#include "common/designview.h"
#include "controllers/bulkeditcontroller.h"
#include "controllers/validationcontroller.h"
#include "dialogs/generatefabricdialog.h"
#include "dialogsupport.h"
#include "document/document.h"
#include "fabric/fabricscene.h"
#include "fabric/fabricview.h"
#include "floorplan/floorplanscene.h"
#include "floorplan/floorplanview.h"
#include "io/bundledcatalog.h"
#include "route/router.h"
#include "window/mainwindow.h"
#include "window/windowviews.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QSpinBox>
#include <QTest>
#include <QThread>
#include <QTreeWidget>

#include <functional>

using namespace railyard;
using namespace railyard::test;

namespace {

bool waitUntil(const std::function<bool()> &done, int ms = 30000)
{
    QElapsedTimer timer;
    timer.start();
    while (!done() && timer.elapsed() < ms) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        QThread::msleep(2);
    }
    return done();
}

// The preview's rows as "what: value" lines.
QString previewText(GenerateFabricDialog *dialog)
{
    QStringList lines;
    QTreeWidget *tree = dialog->preview();
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        lines << tree->topLevelItem(i)->text(0).trimmed() + QStringLiteral(": ") +
                     tree->topLevelItem(i)->text(1);
    return lines.join(QLatin1Char('\n'));
}

} // namespace

TEST_CASE("Generate Fabric: the preview follows the options and the fabric lands as one undo step",
          "[views][generate]")
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    Document *doc = window.document();
    bool looked = false;
    onNextDialog<GenerateFabricDialog>([&](GenerateFabricDialog *dialog) {
        REQUIRE(waitUntil([&] { return dialog->isReady(); }));
        CHECK(previewText(dialog).contains(QLatin1String("Nodes: 31 (248 GPUs, 1 SU)")));
        CHECK(previewText(dialog).contains(QString::fromUtf8(
            "Compute: 2 tiers\nswitches: 8 leaves, 4 spines\nnode–leaf links: 252\nleaf–spine links: 256")));
        CHECK(dialog->button(QWizard::FinishButton)->isEnabled());

        // Another size: the preview is stale at once, then rebuilt.
        dialog->sizeBox()->setCurrentIndex(1);
        CHECK_FALSE(dialog->isReady());
        CHECK_FALSE(dialog->button(QWizard::FinishButton)->isEnabled());
        REQUIRE(waitUntil([&] { return dialog->isReady(); }));
        CHECK(previewText(dialog).contains(QLatin1String("Nodes: 63 (504 GPUs, 2 SUs)")));

        // A label pattern that cannot tell cables apart: the reason is shown and nothing can be generated.
        const QString labels = dialog->labelsEdit()->text();
        dialog->labelsEdit()->setText(QStringLiteral("{NET}{part}"));
        REQUIRE(waitUntil([&] { return dialog->status().contains(QLatin1String("{n}")); }));
        CHECK_FALSE(dialog->isReady());
        CHECK_FALSE(dialog->button(QWizard::FinishButton)->isEnabled());
        dialog->labelsEdit()->setText(labels);
        REQUIRE(waitUntil([&] { return dialog->isReady(); }));
        // With trays over and between the rows (issue 34).
        QCheckBox *trays = nullptr;
        for (QCheckBox *box : dialog->findChildren<QCheckBox *>())
            if (box->text().contains(QLatin1String("trays"))) trays = box;
        REQUIRE(trays);
        CHECK_FALSE(trays->isChecked());
        CHECK_FALSE(previewText(dialog).contains(QLatin1String("Trays:")));
        trays->setChecked(true);
        REQUIRE(waitUntil([&] { return dialog->isReady(); }));
        CHECK(previewText(dialog).contains(QLatin1String("Trays: ")));
        looked = true;
    });
    REQUIRE(window.controllers().bulk->generateFabric());
    CHECK(looked);
    const Design &d = doc->design();
    CHECK(d.racks().liveCount() > 0);
    int nodes = 0;
    for (int dev : d.devices().live())
        if (d.deviceType(dev).role == Role::GpuServer) ++nodes;
    CHECK(nodes == 63);
    CHECK_FALSE(d.pathways.segments.isEmpty());
    CHECK(routeCables(d).unrouted.isEmpty());
    // One undo step takes the whole fabric away again, and redo brings it back.
    CHECK(doc->undoStack()->count() == 1);
    CHECK(doc->undoStack()->undoText() == QLatin1String("Generate Fabric"));
    const int cables = d.cables().liveCount();
    doc->undoStack()->undo();
    CHECK(d.racks().liveCount() == 0);
    CHECK(d.cables().liveCount() == 0);
    doc->undoStack()->redo();
    CHECK(d.cables().liveCount() == cables);
}

TEST_CASE("Generate Fabric: a generic cluster, and closing the wizard while it builds", "[views][generate]")
{
    {
        GenerateFabricDialog dialog(bundledCatalog());
        for (QRadioButton *b : dialog.findChildren<QRadioButton *>())
            if (b->text().startsWith(QLatin1String("Generic"))) b->click();
        // Typed as a user types it, the number is the one typed (in a locale that groups digits). In the
        // window Qt's regrouping while typing made 16384 into 16,348; the offscreen platform does not show
        // that, so this checks only that typing gives the number typed.
        dialog.gpusBox()->setLocale(QLocale(QLocale::English, QLocale::UnitedStates));
        dialog.gpusBox()->selectAll();
        QTest::keyClicks(dialog.gpusBox(), QStringLiteral("16384"));
        CHECK(dialog.gpusBox()->value() == 16384);
        dialog.gpusBox()->setValue(512);
        REQUIRE(waitUntil([&] { return dialog.isReady() && dialog.options().gpus == 512; }));
        CHECK(previewText(&dialog).contains(QLatin1String("Nodes: 64 (512 GPUs, 2 SUs)")));
        CHECK(dialog.options().preset.isEmpty());
    }
    {
        // A large build under way when the dialog goes: it is cancelled and waited for, nothing leaks or
        // hangs.
        GenerateFabricDialog dialog(bundledCatalog());
        for (QRadioButton *b : dialog.findChildren<QRadioButton *>())
            if (b->text().startsWith(QLatin1String("Generic"))) b->click();
        dialog.gpusBox()->setValue(16384);
        QCoreApplication::processEvents();
        QThread::msleep(300); // the debounce has passed and the build started
        QCoreApplication::processEvents();
        CHECK_FALSE(dialog.isReady());
    }
}

TEST_CASE("Generate Fabric: planes of SN5600, the storage following the leaves as generate does",
          "[views][generate]")
{
    GenerateFabricDialog dialog(bundledCatalog());
    const QString presetStorage = dialog.options().storageSwitch;
    for (QRadioButton *b : dialog.findChildren<QRadioButton *>())
        if (b->text().startsWith(QLatin1String("Generic"))) b->click();
    dialog.gpusBox()->setValue(2048);
    dialog.leafBox()->setCurrentIndex(dialog.leafBox()->findData(QStringLiteral("sn5600")));
    dialog.planesBox()->setValue(8);
    REQUIRE(waitUntil([&] { return dialog.isReady() && dialog.options().planes == 8; }));
    CHECK(dialog.options().storageSwitch == QLatin1String("sn5600"));
    CHECK(previewText(&dialog).contains(QLatin1String("Compute: 2 tiers in 8 planes")));
    // Planes that do not divide the node's rails: the wizard says why and offers nothing to generate.
    dialog.planesBox()->setValue(3);
    REQUIRE(waitUntil(
        [&] { return dialog.status().contains(QLatin1String("do not share out evenly among 3 planes")); }));
    CHECK_FALSE(dialog.isReady());
    // Back to the reference architectures: their own storage switch again.
    for (QRadioButton *b : dialog.findChildren<QRadioButton *>())
        if (b->text().startsWith(QLatin1String("NVIDIA"))) b->click();
    CHECK(dialog.options().storageSwitch == presetStorage);
}

TEST_CASE("Generate Fabric: an NVL72 SuperPOD with its note, and the hall's budget kept by the design",
          "[views][generate]")
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    Document *doc = window.document();
    onNextDialog<GenerateFabricDialog>([&](GenerateFabricDialog *dialog) {
        // Every preset is offered, the 2027 ones too.
        QStringList ids;
        for (int i = 0; i < dialog->presetBox()->count(); ++i)
            ids << dialog->presetBox()->itemData(i).toString();
        for (const char *id :
             {"dgx-b300-xdr-superpod", "dgx-b300-superpod", "dgx-gb200-superpod", "dgx-gb300-superpod"})
            CHECK(ids.contains(QLatin1String(id)));
        // Power per rack says what it applies to: a DGX H100 rack holds four, an NVL72 is a whole system.
        const auto *note = dialog->findChild<QLabel *>(QStringLiteral("rackPowerNote"));
        REQUIRE(note);
        dialog->presetBox()->setCurrentIndex(int(ids.indexOf(QStringLiteral("dgx-h100-superpod"))));
        CHECK(note->text().startsWith(QLatin1String("Up to 4 dgx-h100 (10.2 kW each) to a compute rack")));
        dialog->presetBox()->setCurrentIndex(int(ids.indexOf(QStringLiteral("dgx-gb200-superpod"))));
        CHECK(note->text().startsWith(QLatin1String(
            "Each DGX GB200 NVL72 rack is a whole system on its own power shelves (up to 132 kW)")));
        REQUIRE(waitUntil([&] { return dialog->isReady(); }));
        CHECK(previewText(dialog).contains(QLatin1String("Nodes: 144 (576 GPUs, 1 SU)")));
        CHECK(previewText(dialog).contains(QLatin1String("switches: 32 leaves, 24 spines")));
        CHECK(dialog->notes().contains(QLatin1String("one SU has no core tier")));
        // Part of the SU populated: fewer trays, the same switches.
        REQUIRE(dialog->racksBox()->isEnabled());
        CHECK(dialog->racksBox()->maximum() == 8);
        dialog->racksBox()->setValue(5);
        REQUIRE(waitUntil([&] { return dialog->isReady(); }));
        CHECK(previewText(dialog).contains(QLatin1String("Nodes: 90 (360 GPUs, 1 SU)")));
        CHECK(previewText(dialog).contains(QLatin1String("switches: 32 leaves, 24 spines")));
        CHECK(dialog->notes().contains(QLatin1String("5 of the last SU's 8 racks populated")));
        dialog->racksBox()->setValue(0);
        REQUIRE(waitUntil([&] { return dialog->isReady(); }));
    });
    REQUIRE(window.controllers().bulk->generateFabric());
    const Design &d = doc->design();
    CHECK(d.settings.rackPowerKw == 42.0);
    CHECK(d.settings.sparesPercent == 5.0);
    int trays = 0;
    for (int dev : d.devices().live())
        if (d.deviceType(dev).id == QLatin1String("gb200-compute-tray")) ++trays;
    CHECK(trays == 144);
}

TEST_CASE("A generated fabric replaces the design with every view fitted to it, the fabric in front too",
          "[views][generate][regression]")
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    window.controllers().validation->flush();
    WindowViews *views = window.views();
    views->tabs->setCurrentWidget(views->fabricView);
    QApplication::processEvents();
    // Looking closely at a corner of the sample's fabric, as a user might be.
    views->fabricView->scale(8, 8);
    views->fabricView->centerOn(views->fabric->sceneRect().topLeft());
    FabricOptions o;
    o.preset = QStringLiteral("dgx-h100-superpod");
    o.sus = 2;
    Result<GeneratedFabric> generated = generateFabric(o, bundledCatalog());
    REQUIRE(generated.ok());
    REQUIRE(window.controllers().bulk->applyFabric(generated.takeValue(), false));
    window.controllers().validation->flush();
    QApplication::processEvents();
    // The whole new fabric is in view, and the floor plan's racks.
    const auto inView = [](DesignView *view, const QRectF &rect) {
        return view->mapToScene(view->viewport()->rect()).boundingRect().contains(rect);
    };
    CHECK(inView(views->fabricView, views->fabric->layout().bounds()));
    // Behind its tab, the floor plan fits when it comes to the front.
    views->tabs->setCurrentWidget(views->floorPlanView);
    QApplication::processEvents();
    CHECK(inView(views->floorPlanView, views->floorPlan->racksRect()));
}
