#include "catalog/catalog.h"
#include "controllers/catalogcontroller.h"
#include "controllers/exportcontroller.h"
#include "dialogs/devicetypeimportdialog.h"
#include "dialogsupport.h"
#include "document/document.h"
#include "menusupport.h"
#include "window/filecontroller.h"
#include "window/mainwindow.h"

#include <QFile>
#include <QMessageBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QUndoStack>

#include <catch2/catch.hpp>

using namespace railyard;
using namespace railyard::test;

namespace {

const QString library = QStringLiteral(RAILYARD_TEST_DATA_DIR "/netbox");

} // namespace

TEST_CASE("Catalog ▸ Import Device Types adds the chosen NetBox types in one undo step", "[views][netbox]")
{
    MainWindow window;
    CHECK(menuAction(window.menuBar(), {QStringLiteral("Catalog"), QStringLiteral("Import Device Types…")}));
    CHECK(menuAction(window.menuBar(),
                     {QStringLiteral("Catalog"), QStringLiteral("Import Device Types from Folder…")}));
    const Catalog &catalog = window.document()->design().catalog;
    const int before = catalog.deviceTypes.size();
    int rows = 0;
    onNextDialog<DeviceTypeImportDialog>([&](DeviceTypeImportDialog *dialog) {
        rows = dialog->rowCount();
        // The files sorted: QM9700, SN5600, the LC panel, the MPO panel. The QM9700 as a GPU server with two
        // rails per cage (a test of the choices), the SN5600 left out.
        dialog->setChoices(0, true, Role::GpuServer, Network::Compute, 2);
        dialog->setChoices(1, false, Role::Leaf, Network::None, 0);
    });
    REQUIRE(window.controllers().catalog->importDeviceTypes({library}));
    CHECK(rows == 4);
    REQUIRE(catalog.deviceTypes.size() == before + 3);
    CHECK(catalog.deviceTypes.indexOf(QStringLiteral("nvidia-sn5600")) < 0);
    const DeviceType &qm =
        catalog.deviceTypes.at(catalog.deviceTypes.indexOf(QStringLiteral("nvidia-qm9700")));
    CHECK(qm.role == Role::GpuServer);
    CHECK(qm.ports[size_t(qm.portIndex(QStringLiteral("P1")))].rails == QList<int>{3, 4});
    CHECK(qm.ports[size_t(qm.portIndex(QStringLiteral("P1")))].network == Network::Compute);
    CHECK(window.document()->isModified());
    window.document()->undoStack()->undo();
    CHECK(catalog.deviceTypes.size() == before);
    window.document()->undoStack()->redo();
    CHECK(catalog.deviceTypes.size() == before + 3);
    // Again: the types already there cannot be added twice; the SN5600 left out before is the bundled sn5600,
    // which stands for it unless Add is checked.
    QStringList addable;
    onNextDialog<DeviceTypeImportDialog>([&](DeviceTypeImportDialog *dialog) {
        for (const DeviceType &t : dialog->chosenTypes())
            addable << t.id;
        dialog->reject();
    });
    CHECK_FALSE(window.controllers().catalog->importDeviceTypes({library}));
    CHECK(addable.isEmpty());
}

TEST_CASE(
    "Importing a NetBox type of a switch the catalog has flags it as the same product, bundled by default",
    "[views][netbox][regression]")
{
    MainWindow window;
    const Catalog &catalog = window.document()->design().catalog;
    QStringList sameAs, chosen, defaults;
    onNextDialog<DeviceTypeImportDialog>([&](DeviceTypeImportDialog *dialog) {
        auto *table = dialog->findChild<QTableWidget *>();
        REQUIRE(table);
        for (int row = 0; row < table->rowCount(); ++row)
            sameAs << (table->item(row, 3) ? table->item(row, 3)->text() : QString());
        for (const DeviceType &t : dialog->chosenTypes())
            defaults << t.id;
        // The user may still import the QM9700 as a type of its own.
        dialog->setChoices(0, true, Role::Leaf, Network::None, 0);
        for (const DeviceType &t : dialog->chosenTypes())
            chosen << t.id;
    });
    REQUIRE(window.controllers().catalog->importDeviceTypes({library}));
    // QM9700.yaml (Nvidia QM9700), SN5600.yaml, then the two panels, which the catalog has no match for.
    CHECK(sameAs ==
          QStringList{"qm9700 (the same product)", "sn5600 (the same product)", QString(), QString()});
    CHECK(defaults == QStringList{"generic-lc-apc-2", "generic-mpo12-apc-4"});
    CHECK(chosen == QStringList{"nvidia-qm9700", "generic-lc-apc-2", "generic-mpo12-apc-4"});
    CHECK(catalog.deviceTypes.indexOf(QStringLiteral("nvidia-qm9700")) >= 0);
    CHECK(catalog.deviceTypes.indexOf(QStringLiteral("nvidia-sn5600")) < 0);
}

TEST_CASE("Importing a broken device type file adds nothing and names the file", "[views][netbox]")
{
    MainWindow window;
    QTemporaryDir dir;
    const QString broken = dir.filePath(QStringLiteral("broken.yaml"));
    QFile file(broken);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write("manufacturer: [\n");
    file.close();
    const int before = window.document()->design().catalog.deviceTypes.size();
    QString text;
    onNextDialog<QMessageBox>([&](QMessageBox *box) { text = box->text(); });
    CHECK_FALSE(
        window.controllers().catalog->importDeviceTypes({library + QStringLiteral("/QM9700.yaml"), broken}));
    CHECK(text.contains(QLatin1String("broken.yaml")));
    CHECK(window.document()->design().catalog.deviceTypes.size() == before);
}

TEST_CASE("File ▸ Export ▸ NetBox CSV writes the bulk-import files of the open design", "[views][netbox]")
{
    MainWindow window;
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    CHECK(menuAction(window.menuBar(),
                     {QStringLiteral("File"), QStringLiteral("Export"), QStringLiteral("NetBox CSV…")}));
    QTemporaryDir dir;
    REQUIRE(window.findChild<ExportController *>()->exportNetBoxTo(dir.filePath(QStringLiteral("netbox"))));
    CHECK(QFile::exists(dir.filePath(QStringLiteral("netbox/07-devices.csv"))));
    CHECK(QFile::exists(dir.filePath(QStringLiteral("netbox/08-cables.csv"))));
}

TEST_CASE("File ▸ Import ▸ NetBox CSV brings an exported design back as a new unsaved design",
          "[views][netbox]")
{
    MainWindow window;
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    CHECK(menuAction(window.menuBar(),
                     {QStringLiteral("File"), QStringLiteral("Import"), QStringLiteral("NetBox CSV…")}));
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("netbox"));
    REQUIRE(window.findChild<ExportController *>()->exportNetBoxTo(folder));
    const int devices = window.document()->design().devices().liveCount();
    const int cables = window.document()->design().cables().liveCount();
    REQUIRE(window.controllers().files->importNetBox(folder));
    CHECK(window.document()->fileName().isEmpty());
    CHECK(window.document()->isModified());
    CHECK(window.document()->design().devices().liveCount() == devices);
    CHECK(window.document()->design().cables().liveCount() == cables);
    // A broken folder: a message naming the file, and the design stays.
    QFile::remove(folder + QStringLiteral("/07-devices.csv"));
    QString text;
    onNextDialog<QMessageBox>([&](QMessageBox *box) { text = box->text(); });
    CHECK_FALSE(window.controllers().files->importNetBox(folder));
    CHECK(text.contains(QLatin1String("device_type")));
    CHECK(window.document()->design().devices().liveCount() == devices);
}
