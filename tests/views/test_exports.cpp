#include "common/exportfile.h"
#include "controllers/exportcontroller.h"
#include "controllers/selectionmodel.h"
#include "core/feedback.h"
#include "designfixtures.h"
#include "dialogs/pricelistreportdialog.h"
#include "dialogsupport.h"
#include "document/document.h"
#include "export/drawingexport.h"
#include "export/labeltemplate.h"
#include "export/quotepackage.h"
#include "menusupport.h"
#include "pdftext.h"
#include "render/decorations.h"
#include "window/mainwindow.h"

#include "dialogs/bomdialog.h"
#include "dialogs/labeloptionsdialog.h"
#include "export/bom.h"
#include <QApplication>

#include "controllers/validationcontroller.h"
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>

#include "testsupport.h"
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QScreen>
#include <QSettings>

#include <QMenuBar>
#include <QPrinter>
#include <QProcess>
#include <QTemporaryDir>

using namespace railyard;
using namespace railyard::test;

TEST_CASE("File offers Import Price List, Print Labels and the exports once they work", "[views][exports]")
{
    MainWindow window;
    QMenuBar *bar = window.menuBar();
    CHECK(menuAction(bar, {QStringLiteral("File"), QStringLiteral("Import Price List…")}));
    QAction *print = menuAction(bar, {QStringLiteral("File"), QStringLiteral("Print Labels…")});
    REQUIRE(print);
    CHECK(print->shortcut() == QKeySequence(QKeySequence::Print));
    for (const char *item : {"Quote or BOM File…", "Cable Labels…", "Drawing of This View…", "Quote Package…",
                             "Design as JSON…"})
        CHECK(menuAction(bar, {QStringLiteral("File"), QStringLiteral("Export"), QString::fromUtf8(item)}));
}

TEST_CASE("A price list imported in the window is one undo step and prices the BOM", "[views][exports]")
{
    MainWindow window;
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    QTemporaryDir dir;
    const QString prices = dir.filePath(QStringLiteral("prices.csv"));
    writeFile(prices, "part_number,unit_price,price_per_m\nMFP7E30,20,1.5\nUNKNOWN-PART,5\nMFP7E30-N003,19\n"
                      "qm9700,30000\nqm9700,31000\n");
    // The rows that were not applied are listed in a dialog, with their lines, not in a passing message.
    QStringList listed;
    QString saved;
    onNextDialog<PriceListReportDialog>([&](PriceListReportDialog *dialog) {
        for (int row = 0; row < dialog->table()->rowCount(); ++row)
            listed << QStringLiteral("%1 %2 %3")
                          .arg(dialog->table()->item(row, 0)->text(), dialog->table()->item(row, 1)->text(),
                               dialog->table()->item(row, 2)->text());
        const QString report = dir.filePath(QStringLiteral("report.csv"));
        REQUIRE(dialog->saveTo(report));
        saved = QString::fromUtf8(readFile(report));
    });
    REQUIRE(window.controllers().exports->importPrices(prices));
    // Then the BOM lines the list did not price, without a line number.
    CHECK(listed == QStringList{"3 UNKNOWN-PART not in the catalog", "5 qm9700 overridden",
                                " RACK-48U-600X1200 unpriced", " dgx-h100 unpriced",
                                " PP-24MPO12-APC-KUKD unpriced", " MMS4X00-NM unpriced",
                                " MMS4X00-NM-FLT unpriced", " TRK-MPO12-OS2-APC-B 5 m unpriced",
                                " TRK-MPO12-OS2-APC-B 10 m unpriced", " BLANK-1U unpriced",
                                " PWR-C13-C14-2M unpriced", " PWR-C19-C20-LK-2M unpriced",
                                " PX3-5878I2R-P1Q2R1A15D5 unpriced", " VCM-PAIR-48U unpriced"});
    CHECK(saved.contains(QLatin1String("prices.csv,4,MFP7E30-N003,applied,\"the 3 m length of MFP7E30: that "
                                       "length's price, over the type's\"")));
    const Bom bom = buildBom(window.document()->design());
    const auto cords = std::find_if(bom.lines.begin(), bom.lines.end(), [](const BomLine &l) {
        return l.partNumber == QLatin1String("MFP7E30-N003");
    });
    REQUIRE(cords != bom.lines.end());
    CHECK(cords->unitPrice == 19); // its own row, over 20 + 1.5 × 3
    CHECK(window.document()->design().catalog.deviceTypes.find(QStringLiteral("qm9700"))->price ==
          31000); // the last row wins
    Document *doc = window.document();
    CHECK(doc->undoStack()->count() == 1);
    CHECK(doc->design().catalog.cableTypes.find(QStringLiteral("MFP7E30"))->price == 20);
    CHECK(doc->isModified());
    doc->undoStack()->undo();
    CHECK(doc->design().catalog.cableTypes.find(QStringLiteral("MFP7E30"))->price == 0);
}

TEST_CASE("Labels for the selection: the cables of selected cables, devices and racks", "[views][exports]")
{
    MainWindow window;
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    const Design &d = window.document()->design();
    ExportController *exports = window.controllers().exports;
    CHECK(exports->selectedCables().empty());
    window.controllers().selection->select({{}, {d.devices().find(QStringLiteral("dgx-su1-n01"))}, {}});
    CHECK(exports->selectedCables().size() == 8); // its eight cords
    window.controllers().selection->select(
        {{d.racks().find(QStringLiteral("A03"))}, {}, {d.cables().find(QStringLiteral("N01-R1-A"))}});
    const std::vector<int> cables = exports->selectedCables();
    CHECK(std::find(cables.begin(), cables.end(), d.cables().find(QStringLiteral("N01-R1-A"))) !=
          cables.end());
    CHECK(std::is_sorted(cables.begin(), cables.end()));

    QTemporaryDir dir;
    const QString csv = dir.filePath(QStringLiteral("l.csv"));
    LabelOptions options;
    options.cables = cables;
    REQUIRE(exports->writeLabelsShowingProgress(*findLabelTemplate(QStringLiteral("default")), options, csv)
                .ok());
    CHECK(readFile(csv).count('\n') == 1 + 2 * int(cables.size()));
}

TEST_CASE("Print Labels paints the same sheets on a printer", "[views][exports][print]")
{
    MainWindow window;
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    QTemporaryDir dir;
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setOutputFileName(dir.filePath(QStringLiteral("printed.pdf")));
    REQUIRE(window.controllers().exports->paintLabels(&printer, *findLabelTemplate(QStringLiteral("letter")),
                                                      {}, false));
    QProcess info;
    info.start(QStringLiteral("pdfinfo"), {dir.filePath(QStringLiteral("printed.pdf"))});
    REQUIRE(info.waitForFinished(30000));
    const QString text = QString::fromUtf8(info.readAllStandardOutput());
    CHECK(text.contains(
        QRegularExpression(QStringLiteral("Pages:\\s+7\\b")))); // 192 labels, 30 per Letter sheet
    CHECK(text.contains(QLatin1String("612 x 792 pts")));       // US Letter
}

TEST_CASE("Suggested file names drop what file systems refuse", "[views][exports]")
{
    // Commas and semicolons too: a file name with them breaks the lists many tools take.
    CHECK(fileNameFrom(QStringLiteral("SU1 slice: 4 x DGX H100, 8 rail leaves BOM.xlsx")) ==
          QLatin1String("SU1 slice 4 x DGX H100 8 rail leaves BOM.xlsx"));
    CHECK(fileNameFrom(QStringLiteral("a/b\\c*?")) == QLatin1String("a b c"));
    CHECK(fileNameFrom(QStringLiteral(":::")) == QLatin1String("design"));
    // What an export's file is named after: the quote number, else the design's name up to its first comma.
    Design d;
    d.name = QStringLiteral("NVIDIA DGX SuperPOD, DGX GB200 NVL72, NDR InfiniBand, 1 SU");
    const Document named(d);
    CHECK(exportBaseName(&named) == QLatin1String("NVIDIA DGX SuperPOD"));
    d.quote.number = QStringLiteral("Q-2026/017");
    const Document quoted(d);
    CHECK(exportBaseName(&quoted) == QLatin1String("Q-2026 017"));
}

TEST_CASE("A cancelled quote package leaves no zip behind", "[views][exports][package]")
{
    Document doc(loadDataDesign(QStringLiteral("two-racks.json")));
    const ValidatedDecorations validation(doc.design());
    QTemporaryDir dir;
    const QString zip = dir.filePath(QStringLiteral("quote.zip"));
    Feedback feedback;
    feedback.setListener([&feedback](const Feedback &f) {
        if (f.done() >= 3) feedback.cancel();
    });
    const Result<> status =
        writeQuotePackage(doc.design(), doc.fileName(), validation.decorations(), zip, &feedback);
    REQUIRE_FALSE(status.ok());
    CHECK(status.error().cancelled);
    CHECK(QDir(dir.path()).entryList(QDir::Files).isEmpty());
    REQUIRE(writeQuotePackage(doc.design(), doc.fileName(), validation.decorations(), zip).ok());
    CHECK(QFileInfo(zip).size() > 1000);
}

TEST_CASE("Design ▸ Bill of Materials shows the BOM as a table with its totals", "[views][exports][bom]")
{
    MainWindow window;
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    CHECK(menuAction(window.menuBar(), {QStringLiteral("Design"), QString::fromUtf8("Bill of Materials…")}));
    const Bom bom = buildBom(window.document()->design());
    const Design &design = window.document()->design();
    BomDialog dialog([&](const BomOptions &o) { return buildBom(design, o); });
    auto *table = dialog.table();
    REQUIRE(table);
    // Per category a heading, the lines and a subtotal: racks, devices, transceivers and cables in the
    // sample.
    CHECK(table->rowCount() == int(bom.lines.size()) + 5 * 2);
    QStringList titles;
    for (int c = 0; c < table->columnCount(); ++c)
        titles << table->horizontalHeaderItem(c)->text();
    CHECK(titles == QStringList{"Part number", "Description", "Length", "Quantity", "Spares",
                                "Order quantity", "Unit price", "Extended price"});
    int cords = -1;
    for (int row = 0; row < table->rowCount(); ++row)
        if (table->item(row, 0) && table->item(row, 0)->text() == QStringLiteral("MFP7E30-N003\u00A0*"))
            cords = row;
    REQUIRE(cords >= 0);
    CHECK(table->item(cords, 3)->text() == QLatin1String("64"));
    CHECK(table->item(cords, 4)->text() == QLatin1String("4"));
    CHECK(table->item(cords, 5)->text() == QLatin1String("68"));
    CHECK(table->item(cords + 3, 0)->text() == QLatin1String("Subtotal cables"));
    bool totals = false, unpricedNote = false;
    for (QLabel *label : dialog.findChildren<QLabel *>()) {
        totals = totals || label->text().contains(QLatin1String("896 fibers"));
        unpricedNote = unpricedNote || label->text().contains(QLatin1String("No line has a price."));
    }
    CHECK(totals);
    // The sample has no prices: a line without one shows a dash, not 0.00 that reads as free.
    CHECK(unpricedNote);
    CHECK(table->item(cords, 6)->text() == QString(QChar(0x2014)));
    CHECK(table->item(cords, 7)->text() == QString(QChar(0x2014)));

    // Grouped by network and asked as a request for quotation, the table follows and Export… says so.
    auto *group = dialog.findChild<QComboBox *>();
    REQUIRE(group);
    group->setCurrentIndex(group->findText(QStringLiteral("Network")));
    Q_EMIT group->activated(group->currentIndex());
    dialog.findChild<QCheckBox *>()->setChecked(true);
    CHECK(table->columnCount() == 7);
    CHECK(table->horizontalHeaderItem(6)->text() == QLatin1String("Lead time (days)"));
    CHECK(table->item(0, 0)->text() == QLatin1String("Compute network"));
    CHECK(dialog.windowTitle().startsWith(QLatin1String("Request for quotation")));
    BomOptions exported;
    QObject::connect(&dialog, &BomDialog::exportRequested, [&](const BomOptions &o) { exported = o; });
    for (QPushButton *b : dialog.findChildren<QPushButton *>())
        if (b->text().remove(QLatin1Char('&')) == QString::fromUtf8("Export…")) b->click();
    CHECK(exported.grouping == BomGrouping::Network);
    CHECK(exported.rfq);
}

TEST_CASE("Drawings are light even when the desktop palette is dark", "[views][exports][drawing]")
{
    const QPalette saved = QApplication::palette();
    QPalette dark = saved;
    dark.setColor(QPalette::Base, QColor(0x1f, 0x21, 0x24));
    dark.setColor(QPalette::Text, QColor(0xe6, 0xe6, 0xe6));
    QApplication::setPalette(dark);
    Document doc(loadDataDesign(QStringLiteral("two-racks.json")));
    const ValidatedDecorations validation(doc.design());
    QTemporaryDir dir;
    const QString svg = dir.filePath(QStringLiteral("floor.svg"));
    REQUIRE(
        exportDrawing(doc.design(), validation.decorations(), {DrawingView::Kind::Floor, {}, false, {}}, svg)
            .ok());
    const QByteArray text = readFile(svg);
    CHECK_FALSE(text.contains("#1f2124"));
    CHECK(QApplication::palette().color(QPalette::Base) ==
          QColor(0x1f, 0x21, 0x24)); // the window keeps its palette
    QApplication::setPalette(saved);
}

TEST_CASE("Edit commands are enabled for what they can act on", "[views][selection]")
{
    MainWindow window;
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    const Design &d = window.document()->design();
    QAction *copy = menuAction(window.menuBar(), {QStringLiteral("Edit"), QStringLiteral("Copy")});
    QAction *remove = menuAction(window.menuBar(), {QStringLiteral("Edit"), QStringLiteral("Delete")});
    REQUIRE(copy);
    REQUIRE(remove);
    CHECK_FALSE(copy->isEnabled());
    CHECK_FALSE(remove->isEnabled());
    window.controllers().selection->select({{d.racks().find(QStringLiteral("A01"))}, {}, {}});
    CHECK_FALSE(copy->isEnabled()); // racks are not copied
    CHECK(remove->isEnabled());
    window.controllers().selection->select({{}, {d.devices().find(QStringLiteral("dgx-su1-n01"))}, {}});
    CHECK(copy->isEnabled());
}

TEST_CASE("A drawing of the elevations shows every rack on screen — several views make a PDF of pages",
          "[views][exports][drawing]")
{
    Document doc(loadDataDesign(QStringLiteral("quote-and-racks.json")));
    const ValidatedDecorations validation(doc.design());
    QTemporaryDir dir;
    const QString svg = dir.filePath(QStringLiteral("row.svg"));
    const std::optional<DrawingView> row = DrawingView::parse(QStringLiteral("row:A:rear"), nullptr);
    REQUIRE(row);
    CHECK(row->kind == DrawingView::Kind::Row);
    CHECK(row->rear);
    REQUIRE(exportDrawing(doc.design(), validation.decorations(), *row, svg).ok());
    const QString text = QString::fromUtf8(readFile(svg));
    for (const char *rack : {"A01", "A02", "A03"})
        CHECK(text.contains(QLatin1String(rack)));
    CHECK(text.contains(QLatin1String("Row A, rear")));
    CHECK(exportDrawing(doc.design(), validation.decorations(),
                        *DrawingView::parse(QStringLiteral("row:Z"), nullptr), svg)
              .error()
              .message.contains(QLatin1String("no rack")));
    const QString pdf = dir.filePath(QStringLiteral("all.pdf"));
    REQUIRE(exportDrawings(doc.design(), validation.decorations(),
                           {{DrawingView::Kind::Racks, {}, false, {"A01", "B01"}},
                            {DrawingView::Kind::Row, "B", true, {}},
                            {DrawingView::Kind::Floor, {}, false, {}}},
                           pdf)
                .ok());
    QProcess info;
    info.start(QStringLiteral("pdfinfo"), {pdf});
    REQUIRE(info.waitForFinished(30000));
    CHECK(QString::fromUtf8(info.readAllStandardOutput())
              .contains(QRegularExpression(QStringLiteral("Pages:\\s+3\\n"))));
}

TEST_CASE("The label dialog asks for a Zebra's dpi only when writing ZPL, and hands over order, lines and "
          "sheet start",
          "[views][exports][labels]")
{
    LabelOptionsDialog dialog(QStringLiteral("Export Cable Labels"), 96, 0, true);
    dialog.show();
    QComboBox *format = dialog.formatBox();
    REQUIRE(format);
    format->setCurrentIndex(format->findData(int(LabelFormat::Pdf)));
    CHECK_FALSE(dialog.dpiBox()->isVisible());
    format->setCurrentIndex(format->findData(int(LabelFormat::Zpl)));
    CHECK(dialog.dpiBox()->isVisible());
    CHECK(dialog.format() == LabelFormat::Zpl);
    const LabelOptions options = dialog.options();
    CHECK(options.order == CableOrder::Installation); // the installer's order first
    CHECK(options.skip == 0);
    LabelOptionsDialog printing(QStringLiteral("Print Labels"), 96, 0, false);
    CHECK_FALSE(printing.formatBox());
    CHECK_FALSE(printing.dpiBox());
}

TEST_CASE("File ▸ Export ▸ Pull Lists writes the selected racks' pull lists", "[views][exports][pulllist]")
{
    MainWindow window;
    window.show();
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    QAction *action = menuAction(window.menuBar(), {QStringLiteral("File"), QStringLiteral("Export"),
                                                    QString::fromUtf8("Pull Lists…")});
    REQUIRE(action);
    const Design &d = window.document()->design();
    window.controllers().selection->select({{d.racks().find(QStringLiteral("A03"))}, {}, {}});
    QApplication::processEvents();
    QTemporaryDir dir;
    QString title;
    onNextDialog<QDialog>([&](QDialog *shown) {
        auto *dialog = qobject_cast<QFileDialog *>(shown);
        REQUIRE(dialog);
        title = dialog->windowTitle();
        dialog->setDirectory(dir.path()); // the suggested name, a PDF, in a folder of the test's own
    });
    action->trigger();
    CHECK(title == QLatin1String("Export Pull Lists of 1 Rack"));
    const QStringList written = QDir(dir.path()).entryList(QDir::Files);
    REQUIRE(written.size() == 1);
    CHECK(written.front().endsWith(QLatin1String(" pull lists.pdf")));
    const QString text = pdfText(dir.filePath(written.front()));
    CHECK(text.contains(QLatin1String("Rack A03")));
    CHECK_FALSE(text.contains(QLatin1String("Rack A01")));
}

TEST_CASE(
    "The BOM window opens tall enough for 25 lines and remembers its size, and no price reads as a dash",
    "[views][exports][bom][regression]")
{
    QSettings().remove(QStringLiteral("bomDialog/size"));
    const Design design = sampleDesign(); // nothing priced
    QSize left;
    {
        BomDialog dialog([&](const BomOptions &o) { return buildBom(design, o); });
        const QSize screen = dialog.screen()->availableGeometry().size();
        CHECK(dialog.height() == std::min(dialog.sizeForRows(25), int(screen.height() * 0.95)));
        CHECK(dialog.sizeForRows(25) > 25 * dialog.table()->verticalHeader()->defaultSectionSize());
        // "Total —", not "Total 0.00 USD" that reads as free.
        const QString totals = dialog.findChildren<QLabel *>().last()->text();
        CHECK(totals.contains(QString::fromUtf8("<b>Total —</b>")));
        CHECK_FALSE(totals.contains(QLatin1String("0.00")));
        dialog.show();
        dialog.resize(640, 420);
        left = dialog.size();
        dialog.hide();
    }
    BomDialog again([&](const BomOptions &o) { return buildBom(design, o); });
    CHECK(again.size() == left);
    QSettings().remove(QStringLiteral("bomDialog/size"));
}
