#include "asbuilt/verificationoverlay.h"
#include "common/designview.h"
#include "common/legendwidget.h"
#include "controllers/editcontroller.h"
#include "controllers/overlaycontroller.h"
#include "controllers/validationcontroller.h"
#include "core/language.h"
#include "designfixtures.h"
#include "dialogsupport.h"
#include "document/document.h"
#include "elevation/elevationscene.h"
#include "elevation/elevationview.h"
#include "fabric/fabricscene.h"
#include "fabric/fabricview.h"
#include "ibfabricsynth.h"
#include "panels/verificationpanel.h"
#include "window/mainwindow.h"

#include "controllers/selectionmodel.h"

#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QHeaderView>
#include <QImage>
#include <QMessageBox>
#include <QPainter>
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
    VerificationPanel *panel = window.docks()->verificationPanel;
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
    REQUIRE(window.verifyAgainst(FabricInputs::ofDump(dump)));
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
    const Selection &s = window.controllers().selection->selection();
    REQUIRE(s.cables.size() == 1);
    CHECK(window.document()->design().cables().at(s.cables.first()).id == cable);
    // The exported report has every row, filter or not: as CSV, or as a workbook.
    const QString csvPath = dir.filePath(QStringLiteral("report.csv"));
    REQUIRE(panel->exportTo(csvPath).ok());
    QFile csvFile(csvPath);
    REQUIRE(csvFile.open(QIODevice::ReadOnly));
    const QByteArray csv = csvFile.readAll();
    CHECK(csv.startsWith("status,design_a,design_b,cables,found_a,found_b,width,speed\r\n"));
    CHECK(csv.count("\r\n") == 1 + 32);
    CHECK(csv.contains("degraded,"));
    const QString xlsxPath = dir.filePath(QStringLiteral("report.xlsx"));
    REQUIRE(panel->exportTo(xlsxPath).ok());
    QFile xlsx(xlsxPath);
    REQUIRE(xlsx.open(QIODevice::ReadOnly));
    CHECK(xlsx.read(2) == "PK");
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
    // The message box (it comes once the dump was read on the thread pool) names the file.
    QString text;
    onNextDialog<QMessageBox>([&](QMessageBox *box) { text = box->text(); });
    CHECK_FALSE(window.verifyAgainst(FabricInputs::ofDump(dump)));
    CHECK(text.contains(QLatin1String("broken.out")));
    CHECK(window.docks()->verificationPanel->isEmpty());
}

namespace {

// Pixels of a scene drawn whole into an image that are (nearly) a colour.
int pixelsOf(QGraphicsScene *scene, const QColor &colour)
{
    QImage image(1200, 800, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    scene->render(&painter);
    painter.end();
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            count += std::abs(c.red() - colour.red()) + std::abs(c.green() - colour.green()) +
                                 std::abs(c.blue() - colour.blue()) <
                             12
                         ? 1
                         : 0;
        }
    return count;
}

} // namespace

TEST_CASE("A verification colours the rack and fabric views by link state, with a key, until cleared",
          "[views][verify]")
{
    MainWindow window;
    window.show();
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    IbFabric fabric = fabricOf(window.document()->design());
    perturbSample(fabric);
    QTemporaryDir dir;
    const QString dump = dir.filePath(QStringLiteral("fabric.out"));
    {
        QFile file(dump);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write(ibnetdiscoverText(fabric));
    }
    auto *fabricView = qobject_cast<DesignView *>(window.views()->fabric->views().first());
    REQUIRE(fabricView);
    window.views()->tabs->setCurrentWidget(fabricView); // a fabric behind another tab is not laid out
    const QColor swapped = linkStatusColour(LinkStatus::Swapped);
    CHECK(pixelsOf(window.views()->fabric, swapped) == 0);
    REQUIRE(window.verifyAgainst(FabricInputs::ofDump(dump)));
    QApplication::processEvents();
    const LinkOverlay *overlay = window.controllers().overlay->overlay();
    REQUIRE(overlay);
    CHECK(window.views()->elevationView->elevations()->decorations().overlay == overlay);
    CHECK(window.controllers().validation->decorations().overlay == nullptr); // validation knows no overlay
    // The views draw the states: the swapped pair shows in its colour in the fabric.
    CHECK(pixelsOf(window.views()->fabric, swapped) > 0);
    for (DesignView *view : {static_cast<DesignView *>(window.views()->elevationView), fabricView}) {
        REQUIRE(view->overlayLegend());
        CHECK(view->overlayLegend()->isVisibleTo(view));
        QStringList names;
        for (const auto &entry : view->overlayLegend()->entries())
            names << entry.second;
        CHECK(names.contains(linkStatusText(LinkStatus::Missing)));
    }
    // An edit makes the overlay again from the design as it is now: a deleted cable is no longer marked.
    QString missingCable;
    for (const VerifiedLink &l : window.docks()->verificationPanel->verification().links)
        if (l.status == LinkStatus::Missing) missingCable = l.design.cables.first();
    const int slot = window.document()->design().cables().find(missingCable);
    CHECK(window.controllers().overlay->overlay()->colourOfCable(slot) ==
          linkStatusColour(LinkStatus::Missing));
    REQUIRE(window.find(missingCable));
    window.controllers().edit->deleteSelection();
    QApplication::processEvents(); // the overlay is made again once the edit is done
    CHECK(window.controllers().overlay->overlay()->keyOfCable(slot) == -1);
    // Clear takes the colours and the key away.
    window.docks()->verificationPanel->clear();
    QApplication::processEvents();
    CHECK(window.controllers().overlay->overlay() == nullptr);
    CHECK_FALSE(fabricView->overlayLegend()->isVisibleTo(fabricView));
    CHECK(pixelsOf(window.views()->fabric, swapped) == 0);
}

TEST_CASE("The Verification tab's column titles fit in German", "[views][asbuilt][translations][regression]")
{
    REQUIRE(installTranslations(QStringLiteral("de")));
    struct English
    {
        ~English() { installTranslations(QStringLiteral("en")); }
    } english;
    VerificationPanel panel;
    panel.resize(900, 200);
    panel.show();
    QApplication::processEvents();
    auto *table = panel.findChild<QTableWidget *>();
    REQUIRE(table);
    QHeaderView *header = table->horizontalHeader();
    for (int c = 0; c < table->columnCount() - 1; ++c) { // the last one stretches
        const QString title = table->horizontalHeaderItem(c)->text();
        INFO(title.toStdString());
        CHECK(header->sectionSize(c) >= header->fontMetrics().horizontalAdvance(title));
    }
    CHECK(table->horizontalHeaderItem(1)->text() == QLatin1String("Verbindung im Entwurf"));
}
