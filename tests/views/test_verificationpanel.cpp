#include "designfixtures.h"
#include "document/document.h"
#include "ibfabricsynth.h"
#include "panels/verificationpanel.h"
#include "window/mainwindow.h"

#include "controllers/selectionmodel.h"

#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>

using namespace railyard;
using namespace railyard::test;

TEST_CASE("File ▸ Verify Against Discovered Topology lists the differences beside the validation list",
          "[views][verify]")
{
    MainWindow window;
    window.show();
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    VerificationPanel *panel = window.verificationPanel();
    CHECK(panel->isEmpty());
    QTemporaryDir dir;
    IbFabric fabric = fabricOf(window.document()->design());
    fabric.links.back().width = QStringLiteral("2x");
    fabric.links.erase(fabric.links.begin() + 1);
    const QString dump = dir.filePath(QStringLiteral("fabric.out"));
    {
        QFile file(dump);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write(ibnetdiscoverText(fabric));
    }
    REQUIRE(window.verifyAgainst(dump));
    QApplication::processEvents();
    CHECK_FALSE(panel->isEmpty());
    CHECK(panel->rowCount() == 32);
    panel->setFilter(QStringLiteral("degraded"));
    CHECK(panel->rowCount() == 1);
    panel->setFilter(QStringLiteral("missing"));
    REQUIRE(panel->rowCount() == 1);
    // Double-click shows the link: its cable is selected.
    auto *table = panel->findChild<QTableWidget *>();
    REQUIRE(table);
    const QString cable = table->item(0, 2)->text().section(QLatin1Char(','), 0, 0);
    Q_EMIT table->cellDoubleClicked(0, 1);
    QApplication::processEvents();
    const Selection &s = window.selection()->selection();
    REQUIRE(s.cables.size() == 1);
    CHECK(window.document()->design().cables().at(s.cables.first()).id == cable);
    // The CSV has every row, filter or not.
    const QByteArray csv = panel->csv();
    CHECK(csv.startsWith("status,design_a,design_b,cables,found_a,found_b,width,speed\r\n"));
    CHECK(csv.count("\r\n") == 1 + 32);
    CHECK(csv.contains("degraded,"));
    panel->clear();
    CHECK(panel->isEmpty());
    CHECK(panel->rowCount() == 0);
}

TEST_CASE("Verifying against a broken dump compares nothing", "[views][verify]")
{
    MainWindow window;
    QTemporaryDir dir;
    const QString dump = dir.filePath(QStringLiteral("broken.out"));
    {
        QFile file(dump);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write("not a topology\n");
    }
    // The message box is closed as soon as it shows.
    QTimer::singleShot(0, [] {
        if (QWidget *box = QApplication::activeModalWidget()) box->close();
    });
    CHECK_FALSE(window.verifyAgainst(dump));
    CHECK(window.verificationPanel()->isEmpty());
}
