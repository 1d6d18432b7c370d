#include "dialogs/fabricinputsdialog.h"
#include "dialogsupport.h"
#include "document/document.h"
#include "io/bundledcatalog.h"
#include "menusupport.h"
#include "panels/verificationpanel.h"
#include "window/filecontroller.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

using namespace railyard;
using namespace railyard::test;

namespace {

const QString realDump =
    QStringLiteral(RAILYARD_TEST_DATA_DIR "/ibnetdiscover/ibnetdiscover-dgx-superpod-ndr.out");

} // namespace

TEST_CASE("File ▸ Import ▸ Discovered Topology makes the running fabric a new design that verifies all ok",
          "[views][verify][import]")
{
    MainWindow window;
    window.show();
    CHECK(menuAction(window.menuBar(), {QStringLiteral("File"), QStringLiteral("Import"),
                                        QStringLiteral("Discovered Topology…")}));
    CHECK(menuAction(window.menuBar(),
                     {QStringLiteral("File"), QStringLiteral("Import"), QStringLiteral("Design as JSON…")}));
    // The real dump has nodes without names: the notes say so, in a box whose details list them.
    QString details;
    onNextDialog<QMessageBox>([&](QMessageBox *box) { details = box->detailedText(); });
    REQUIRE(
        window.controllers().files->importFabric(FabricInputs::ofDump(realDump), QStringLiteral("dgx-h100")));
    CHECK(details.contains(QLatin1String("69 nodes report no name")));
    const Document *document = window.document();
    CHECK(document->design().devices().liveCount() == 231);
    CHECK(document->design().cables().liveCount() == 1074);
    CHECK(document->isModified()); // closing asks to save it
    CHECK(document->fileName().isEmpty());
    CHECK(document->design().name == QLatin1String("Discovered from ibnetdiscover-dgx-superpod-ndr.out"));
    REQUIRE(window.verifyAgainst(FabricInputs::ofDump(realDump)));
    const QMap<QString, int> summary = window.docks()->verificationPanel->verification().summary();
    CHECK(summary == QMap<QString, int>{{QStringLiteral("ok"), 1074}});
}

TEST_CASE("Importing a broken dump keeps the design and names the file and line", "[views][verify][import]")
{
    MainWindow window;
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    const QString sampleName = window.document()->design().name;
    QTemporaryDir dir;
    const QString dump = dir.filePath(QStringLiteral("broken.out"));
    {
        QFile file(dump);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write("Switch\t65 \"S-2c5eab0300b87b40\"\t\t# \"x\" enhanced port 0 lid 1 lmc 0\nnonsense\n");
    }
    QString text;
    onNextDialog<QMessageBox>([&](QMessageBox *box) { text = box->text(); });
    CHECK_FALSE(
        window.controllers().files->importFabric(FabricInputs::ofDump(dump), QStringLiteral("dgx-h100")));
    CHECK(text.contains(QLatin1String("broken.out: line 2")));
    CHECK(window.document()->design().name == sampleName);
    // A map that is not there is an error too, naming it.
    onNextDialog<QMessageBox>([&](QMessageBox *box) { text = box->text(); });
    CHECK_FALSE(window.controllers().files->importFabric(
        FabricInputs::ofDump(realDump, dir.filePath(QStringLiteral("missing.csv"))),
        QStringLiteral("dgx-h100")));
    CHECK(text.contains(QLatin1String("missing.csv")));
    CHECK(window.document()->design().name == sampleName);
}

TEST_CASE("The fabric inputs dialog: a dump is required, hosts become GPU servers, the files are remembered",
          "[views][verify][import]")
{
    QSettings().remove(QStringLiteral("asbuilt")); // what an earlier run chose
    const Catalog catalog = bundledCatalog();
    {
        FabricInputsDialog dialog(FabricInputsDialog::Purpose::Import, catalog);
        dialog.setInputs({});
        QPushButton *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        CHECK_FALSE(ok->isEnabled());
        CHECK(ok->text().remove(QLatin1Char('&')) == QLatin1String("Import"));
        auto *types = dialog.findChildren<QComboBox *>().value(0);
        REQUIRE(types);
        REQUIRE(types->count() > 0);
        // First the parts of the fabric's speed, then every GPU server type.
        CHECK(types->itemData(0).toString().isEmpty());
        for (int i = 1; i < types->count(); ++i)
            CHECK(catalog.deviceTypes.at(catalog.deviceTypes.indexOf(types->itemData(i).toString())).role ==
                  Role::GpuServer);
        dialog.setHostType(QStringLiteral("dgx-b200"));
        CHECK(dialog.hostType() == QLatin1String("dgx-b200"));
        CHECK(dialog.leafType().isEmpty());
        CHECK(dialog.spineType().isEmpty());
        dialog.setInputs(FabricInputs::ofDump(realDump));
        CHECK(ok->isEnabled());
        dialog.accept();
        CHECK(dialog.result() == QDialog::Accepted);
    }
    FabricInputsDialog again(FabricInputsDialog::Purpose::Verify, catalog);
    CHECK(again.inputs().dump == realDump);
    CHECK(again.hostType().isEmpty()); // verifying asks for no host type
    CHECK_FALSE(again.findChild<QComboBox *>());
    // Verifying takes LLDP reports instead of (or with) a dump: a folder of them is fine.
    QTemporaryDir reports;
    FabricInputs lldpOnly;
    lldpOnly.lldp = reports.path();
    again.setInputs(lldpOnly);
    QPushButton *verify = again.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    CHECK(verify->isEnabled());
    CHECK(verify->text().remove(QLatin1Char('&')) == QLatin1String("Verify"));
    CHECK(again.inputs().lldp == reports.path());
    CHECK(again.inputs().dump.isEmpty());
    // A file that is not there keeps the dialog open and says which.
    again.setInputs(FabricInputs::ofDump(realDump, QStringLiteral("/nonexistent/map.csv")));
    QString text;
    onNextDialog<QMessageBox>([&](QMessageBox *box) { text = box->text(); });
    again.accept();
    CHECK(again.result() != QDialog::Accepted);
    CHECK(text.contains(QLatin1String("/nonexistent/map.csv")));
}
