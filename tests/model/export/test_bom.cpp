#include "commands/catalogcommands.h"
#include "core/idranges.h"
#include "core/language.h"
#include "designfixtures.h"
#include "document/document.h"
#include "export/bom.h"
#include "export/bomprices.h"
#include "export/bomwriter.h"
#include "export/cableorder.h"
#include "export/quotepdf.h"
#include "io/bundledcatalog.h"
#include "io/csv.h"
#include "io/designfile.h"
#include "io/pricelistfile.h"
#include "testsupport.h"
#include "zipentry.h"

#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>

using namespace railyard;
using namespace railyard::test;

namespace {

const BomLine *findLine(const Bom &bom, const QString &part, std::optional<double> length = std::nullopt)
{
    for (const BomLine &l : bom.lines)
        if ((l.partNumber == part || l.partId == part) && l.lengthM == length) return &l;
    return nullptr;
}

} // namespace

TEST_CASE("Spares are rounded up per line without binary noise", "[export][bom]")
{
    CHECK(withSpares(40, 5) == 42); // 40 × 1.05 is 42.000000000000007 in binary
    CHECK(withSpares(64, 5) == 68); // 67.2 → 68
    CHECK(withSpares(1, 5) == 2);
    CHECK(withSpares(0, 5) == 0);
    CHECK(withSpares(10, 0) == 10);
    CHECK(withSpares(100, 10) == 110);
    CHECK(withSpares(3, 33.5) == 5); // 4.005 → 5
}

TEST_CASE("The sample's BOM: a line per part and ordered length, spares on transceivers and cables",
          "[export][bom]")
{
    const Bom bom = buildBom(sampleDesign());
    CHECK(bom.currency == QLatin1String("USD"));
    const BomLine *dgx = findLine(bom, QStringLiteral("dgx-h100"));
    REQUIRE(dgx);
    CHECK(dgx->category == BomCategory::Device);
    CHECK(dgx->quantity == 4); // devices get no spares
    CHECK(dgx->description == QLatin1String("NVIDIA DGX H100"));
    // 64 server–panel cords of 3 m; 5 % spares → 68.
    const BomLine *cords = findLine(bom, QStringLiteral("MFP7E30"), 3.0);
    REQUIRE(cords);
    CHECK(cords->quantity == 68);
    CHECK(cords->spares == 4); // its own column beside the 64 the design needs
    CHECK(cords->baseQuantity() == 64);
    CHECK(cords->partNumber == QLatin1String("MFP7E30-N003")); // ordered by the part number of its length
    CHECK(dgx->spares == 0);
    // The 32 trunks are two ordered lengths: 16 of 5 m and 16 of 10 m, a line each.
    REQUIRE(findLine(bom, QStringLiteral("MPO12-TRUNK-SM-B"), 5.0));
    REQUIRE(findLine(bom, QStringLiteral("MPO12-TRUNK-SM-B"), 10.0));
    CHECK(findLine(bom, QStringLiteral("MPO12-TRUNK-SM-B"), 5.0)->quantity == 17);
    // Categories in order, part numbers sorted within them.
    for (size_t i = 1; i < bom.lines.size(); ++i) {
        const BomLine &a = bom.lines[i - 1], &b = bom.lines[i];
        CHECK((a.category < b.category || (a.category == b.category && a.partId <= b.partId)));
    }
    CHECK(bom.totals.devices == 16);
    CHECK(bom.totals.cables == 68 + 17 + 17);
    CHECK(bom.totals.fibers == 64 * 8 + 32 * 12); // the design's cables, spares not counted
}

TEST_CASE("Prices: a cable's unit price is its price plus the price per metre of the ordered length",
          "[export][bom]")
{
    Design d = sampleDesign();
    d.settings.sparesPercent = 0;
    const int cord = d.catalog.cableTypes.indexOf(QStringLiteral("MFP7E30"));
    d.catalog.cableTypes.at(cord).price = 20;
    d.catalog.cableTypes.at(cord).pricePerM = 1.5;
    d.catalog.deviceTypes.at(d.catalog.deviceTypes.indexOf(QStringLiteral("dgx-h100"))).price = 250000;
    d.catalog.transceivers.at(d.catalog.transceivers.indexOf(QStringLiteral("MMS4X00-NM"))).price = 1234.56;
    const Bom bom = buildBom(d);
    const BomLine *cords = findLine(bom, QStringLiteral("MFP7E30"), 3.0);
    REQUIRE(cords);
    CHECK(cords->unitPrice == Approx(24.5));
    CHECK(cords->extendedPrice == Approx(64 * 24.5));
    CHECK(findLine(bom, QStringLiteral("dgx-h100"))->extendedPrice == Approx(1000000));
    CHECK(findLine(bom, QStringLiteral("MMS4X00-NM"))->extendedPrice == Approx(16 * 1234.56));
    CHECK(bom.totals.price == Approx(64 * 24.5 + 1000000 + 16 * 1234.56));
}

TEST_CASE("An ordered length is the smallest orderable one that is long enough, else the next whole metre",
          "[export][bom]")
{
    CableType t;
    t.lengthsM = {3, 5, 10, 15};
    CHECK(t.orderedLength(12.5) == 15);
    CHECK(t.orderedLength(15) == 15);
    CHECK(t.orderedLength(16) == 16); // longer than any: the next whole metre
    t.lengthsM.clear();
    CHECK(t.orderedLength(2.2) == 3);

    // In the BOM: a 12.5 m cord is ordered (and counted) as 15 m.
    Design d = sampleDesign();
    d.settings.sparesPercent = 0;
    const int cable = d.cables().find(QStringLiteral("N01-R1-A"));
    d.cableForEdit(cable).lengthM = 12.5;
    const Bom bom = buildBom(d);
    REQUIRE(findLine(bom, QStringLiteral("MFP7E30"), 15.0));
    CHECK(findLine(bom, QStringLiteral("MFP7E30"), 15.0)->quantity == 1);
    CHECK(findLine(bom, QStringLiteral("MFP7E30"), 3.0)->quantity == 63);
}

TEST_CASE("BOM CSV and JSON match their golden files", "[export][bom]")
{
    const Bom bom = buildBom(sampleDesign());
    checkGolden(bomToCsv(bom), QStringLiteral("bom-sample.csv"));
    checkGolden(bomToJson(bom), QStringLiteral("bom-sample.json"));
}

TEST_CASE("CSV fields with commas and quotes are quoted as RFC 4180 says", "[export][bom]")
{
    Design d = sampleDesign();
    d.catalog.deviceTypes.at(d.catalog.deviceTypes.indexOf(QStringLiteral("dgx-h100"))).model =
        QStringLiteral("DGX \"H100\", 8 GPU");
    const QString csv = QString::fromUtf8(bomToCsv(buildBom(d)));
    CHECK(csv.contains(QLatin1String(
        "device,dgx-h100,\"NVIDIA DGX \"\"H100\"\", 8 GPU\",,4,0,0,0,catalog-id,,dgx-h100,,\r\n")));
}

TEST_CASE("The XLSX is a real workbook: typed cells, a totals row, and the cable schedule",
          "[export][bom][xlsx]")
{
    Design d = sampleDesign();
    d.catalog.cableTypes.at(d.catalog.cableTypes.indexOf(QStringLiteral("MFP7E30"))).price = 20;
    d.quote.customer = QStringLiteral("Example Research Lab");
    d.quote.number = QStringLiteral("Q-2026-017");
    d.quote.revision = QStringLiteral("B");
    d.quote.date = QDate(2026, 12, 3);
    d.quote.validDays = 30;
    d.quote.notes = QStringLiteral("Prices exclude installation.");
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bom.xlsx"));
    REQUIRE(writeBom(d, path).ok());
    const QString workbook = QString::fromUtf8(zipEntry(path, QStringLiteral("xl/workbook.xml")));
    CHECK(workbook.contains(QLatin1String("name=\"BOM\"")));
    CHECK(workbook.contains(QLatin1String("name=\"Cable schedule\"")));
    const QString bomSheet = QString::fromUtf8(zipEntry(path, QStringLiteral("xl/worksheets/sheet1.xml")));
    // A title block a buyer can send: the quote's number, revision, customer, date and validity.
    CHECK(bomSheet.contains(QLatin1String("<t>Quotation Q-2026-017 rev. B</t>")));
    CHECK(bomSheet.contains(QLatin1String("<t>Example Research Lab</t>")));
    CHECK(bomSheet.contains(QLatin1String("<t>2026-12-03</t>")));
    CHECK(bomSheet.contains(QLatin1String("<t>2027-01-02</t>"))); // valid until
    CHECK(bomSheet.contains(QLatin1String("<t>Prices exclude installation.</t>")));
    // Readable column titles, not the CSV keys.
    CHECK(bomSheet.contains(QLatin1String("<t>Part number</t>")));
    CHECK(bomSheet.contains(QLatin1String("<t>Order quantity</t>")));
    CHECK_FALSE(bomSheet.contains(QLatin1String("<t>part_number</t>")));
    // A cable line: its part number for the length, 64 needed + 4 spares = 68 ordered at 20 each.
    // The part number cell holds the part number alone; what to confirm is said in the Remarks column.
    CHECK(bomSheet.contains(QStringLiteral("<t>MFP7E30-N003</t>")));
    CHECK(bomSheet.contains(QLatin1String("<t>Remarks</t>")));
    CHECK(bomSheet.contains(
        QLatin1String("<t>Part number not confirmed by a source: confirm it on the quote.</t>")));
    // The QM9700, its SKU confirmed, has no price: it says so, in words and by empty price cells.
    CHECK(bomSheet.contains(QLatin1String("<t>No price. P2C airflow.</t>")));
    CHECK(bomSheet.contains(QLatin1String("<v>64</v>")));
    CHECK(bomSheet.contains(QLatin1String("<v>4</v>")));
    CHECK(bomSheet.contains(QRegularExpression(QStringLiteral("<f>D(\\d+)\\+E\\1</f><v>68</v>"))));
    // A priced line: unit price, and the extended price the buyer's own unit price would give.
    CHECK(bomSheet.contains(QRegularExpression(
        QStringLiteral("<v>20</v></c><c "
                       "r=\"H(\\d+)\"[^>]*><f>IF\\(ISNUMBER\\(G\\1\\),F\\1\\*G\\1,\"\"\\)</f><v>1360</v>"))));
    // No price cell holds 0: an unpriced line's unit price is blank and its extended price empty text.
    CHECK_FALSE(bomSheet.contains(QRegularExpression(QStringLiteral("<c r=\"[GH]\\d+\"[^>]*><v>0</v>"))));
    CHECK_FALSE(
        bomSheet.contains(QRegularExpression(QStringLiteral("<c r=\"[GH]\\d+\"[^>]*><f>[^<]*</f><v>0</v>"))));
    // Subtotals per category, empty while a category has no price; a price total; no sum of unlike
    // quantities.
    CHECK(bomSheet.contains(QLatin1String("<t>Subtotal cables</t>")));
    CHECK(bomSheet.contains(QLatin1String("<t>Subtotal devices</t>")));
    const QRegularExpression subtotal(
        QStringLiteral("<f>IF\\(COUNT\\(H\\d+:H\\d+\\)=0,\"\",SUM\\(H\\d+:H\\d+\\)\\)</f><v>([^<]*)</v>"));
    QStringList subtotals;
    for (auto it = subtotal.globalMatch(bomSheet); it.hasNext();)
        subtotals << it.next().captured(1);
    CHECK(subtotals ==
          QStringList{"", "", "", "1360", ""}); // racks, devices, transceivers, cables, accessories
    CHECK(bomSheet.contains(QLatin1String("<t>Subtotal racks</t>")));
    CHECK(bomSheet.contains(QLatin1String("<t>Subtotal accessories</t>")));
    CHECK(bomSheet.contains(QRegularExpression(
        QStringLiteral("<f>IF\\(COUNT\\(H\\d+:H\\d+\\)=0,\"\",N\\(H\\d+\\)\\+N\\(H\\d+\\)\\+N\\(H\\d+\\)\\+"
                       "N\\(H\\d+\\)\\+N\\(H\\d+\\)\\)</f><v>1360</v>"))));
    CHECK_FALSE(bomSheet.contains(QRegularExpression(QStringLiteral("<f>SUM\\([DEF]"))));
    // Under the total, what it leaves out.
    CHECK(bomSheet.contains(QRegularExpression(
        QStringLiteral("<t>\\d+ of \\d+ lines have no price: the total leaves them out</t>"))));
    // Every sheet prints on the same paper (A4), one page wide, its column titles repeated on every page.
    for (int sheet = 1; sheet <= 3; ++sheet) {
        const QString xml =
            QString::fromUtf8(zipEntry(path, QStringLiteral("xl/worksheets/sheet%1.xml").arg(sheet)));
        INFO("sheet " << sheet);
        CHECK(xml.contains(QLatin1String("paperSize=\"9\"")));
        CHECK(xml.contains(QLatin1String("fitToHeight=\"0\"")));
        CHECK(xml.contains(QLatin1String("<pageSetUpPr fitToPage=\"1\"/>")));
    }
    CHECK(workbook.count(QLatin1String("_xlnm.Print_Titles")) == 3);
    // Descriptions wrap (their rows are as tall as they need), never cut at the next column.
    CHECK(bomSheet.contains(
        QRegularExpression(QStringLiteral("<row r=\"\\d+\" ht=\"30\" customHeight=\"1\">"))));
    const QString styles = QString::fromUtf8(zipEntry(path, QStringLiteral("xl/styles.xml")));
    CHECK(styles.contains(QLatin1String("&quot;USD&quot;"))); // the currency format
    const QString schedule = QString::fromUtf8(zipEntry(path, QStringLiteral("xl/worksheets/sheet2.xml")));
    CHECK(schedule.count(QLatin1String("<row ")) == 1 + 96); // header and every cable
    CHECK(schedule.contains(QLatin1String("<t>A01-4:osfp1.1</t>")));
    // Beside the catalog type, the part number the BOM orders the cable by.
    CHECK(schedule.contains(QLatin1String("<t>Part number</t>")));
    CHECK(schedule.contains(
              QLatin1String("<t>MFP7E30</t></is></c><c r=\"D2\" t=\"inlineStr\"><is><t>MFP7E30-N003</t>")) ==
          schedule.contains(QLatin1String("<c r=\"C2\" t=\"inlineStr\"><is><t>MFP7E30</t>")));
    CHECK(schedule.contains(QLatin1String("<t>MFP7E30-N003</t>")));
    // In installation order (docs/exports.md): the cable ids of the rows are those of cablesInOrder.
    QStringList ids;
    const QRegularExpression cell(QStringLiteral("<c r=\"A(\\d+)\"[^>]*><is><t>([^<]*)</t>"));
    for (auto it = cell.globalMatch(schedule); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (m.captured(1) != QLatin1String("1")) ids << m.captured(2);
    }
    QStringList expected;
    for (int c : cablesInOrder(d, CableOrder::Installation))
        expected << d.cables().at(c).id;
    CHECK(ids == expected);
    QStringList listed; // the design's own order, which the schedule followed before
    for (int c : d.cables().live())
        listed << d.cables().at(c).id;
    CHECK(ids != listed);
}

TEST_CASE("A BOM to an unknown extension or a folder that does not exist writes nothing and says why",
          "[export][bom]")
{
    QTemporaryDir dir;
    const Design d = sampleDesign();
    Result<> status = writeBom(d, dir.filePath(QStringLiteral("bom.txt")));
    REQUIRE_FALSE(status.ok());
    CHECK(status.error().message.contains(QLatin1String(".csv")));
    status = writeBom(d, dir.filePath(QStringLiteral("missing/bom.xlsx")));
    REQUIRE_FALSE(status.ok());
    CHECK(QDir(dir.path()).entryList(QDir::Files).isEmpty());
}

TEST_CASE("A price list is read with or without a header — a bad row fails it naming the line and part",
          "[export][prices]")
{
    Result<QList<PriceEntry>> ok = parsePriceList(QStringLiteral("part_number,unit_price,price_per_m\r\n"
                                                                 "dgx-h100,250000\r\n"
                                                                 "\"MFP7E30\",\"20.5\",1.25\n\n"),
                                                  QStringLiteral("prices.csv"));
    REQUIRE(ok.ok());
    REQUIRE(ok.value().size() == 2);
    CHECK(ok.value()[0].partNumber == QLatin1String("dgx-h100"));
    CHECK(ok.value()[0].price == 250000);
    CHECK_FALSE(ok.value()[0].pricePerM);
    CHECK(ok.value()[1].price == 20.5);
    CHECK(*ok.value()[1].pricePerM == 1.25);
    CHECK(parsePriceList(QStringLiteral("qm9700,30000\n"), QStringLiteral("p.csv")).ok()); // no header

    Result<QList<PriceEntry>> bad =
        parsePriceList(QStringLiteral("part_number,unit_price\nqm9700,30000\nMFP7E30,twenty\n"),
                       QStringLiteral("prices.csv"));
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().toString() ==
          QLatin1String("prices.csv: line 3 (id \"MFP7E30\"): the unit price \"twenty\" is not a price"));
    CHECK_FALSE(parsePriceList(QStringLiteral("part_number,unit_price\n"), QStringLiteral("p.csv")).ok());
    // inf and nan read as numbers but are no price; nor is more than the design limits allow.
    for (const char *row :
         {"MMS4X00-NS,inf", "MMS4X00-NS,nan", "MMS4X00-NS,-inf", "MMS4X00-NS,1e300", "MFP7E30,1,inf"}) {
        INFO(row);
        const Result<QList<PriceEntry>> r =
            parsePriceList(QStringLiteral("part_number,unit_price,price_per_m\n%1\n").arg(QLatin1String(row)),
                           QStringLiteral("p.csv"));
        REQUIRE_FALSE(r.ok());
        CHECK(r.error().toString().contains(QLatin1String("is not a price")));
    }
}

TEST_CASE("Importing a price list is one undo step, and the prices are saved with the design",
          "[export][prices]")
{
    Document doc(sampleDesign());
    const QList<PriceEntry> prices{
        {QStringLiteral("MFP7E30"), 20, 1.5},
        {QStringLiteral("qm9700"), 30000, std::nullopt},
        {QStringLiteral("sn5600"), 25000, std::nullopt}, // in the catalog, not in the design
        {QStringLiteral("NOT-A-PART"), 1, std::nullopt}};
    CHECK(unknownParts(doc.design().catalog, prices) == QStringList{QStringLiteral("NOT-A-PART")});
    auto *command = new SetPrices(&doc, prices);
    CHECK(command->partCount() == 5); // and qm9700-spine and sn5600-spine, the same products as spines
    doc.push(command);
    CHECK(findLine(buildBom(doc.design()), QStringLiteral("MFP7E30"), 3.0)->unitPrice == Approx(24.5));
    CHECK(buildBom(doc.design()).totals.price > 0);

    // Saved and read back, prices of parts in use and not in use alike.
    QTemporaryDir dir;
    for (const char *name : {"priced.json", "priced.railyard"}) {
        const QString path = dir.filePath(QLatin1String(name));
        REQUIRE(saveDesign(doc.design(), path, formatForFileName(path)).ok());
        Result<Design> back = loadDesign(path);
        REQUIRE(back.ok());
        CHECK(back.value().catalog.cableTypes.find(QStringLiteral("MFP7E30"))->pricePerM == 1.5);
        CHECK(back.value().catalog.deviceTypes.find(QStringLiteral("sn5600"))->price == 25000);
    }

    doc.undoStack()->undo();
    CHECK(buildBom(doc.design()).totals.price == 0);
    CHECK_FALSE(doc.design().catalog.deviceTypes.isFromDesign(
        doc.design().catalog.deviceTypes.indexOf(QStringLiteral("sn5600"))));
}

TEST_CASE("A vendor's per-length part number prices that length's BOM line, over the type's price per metre",
          "[export][prices][regression]")
{
    Document doc(sampleDesign());
    // The length's row comes first: it wins whatever the order.
    const QList<PriceEntry> prices{{QStringLiteral("MFP7E30-N003"), 41.5, std::nullopt, 2},
                                   {QStringLiteral("MFP7E30"), 12.5, 3.2, 3}};
    CHECK(unknownParts(doc.design().catalog, prices).isEmpty());
    const QList<PriceRowResult> report = checkPriceList(doc.design().catalog, prices);
    REQUIRE(report.size() == 2);
    CHECK(report[0].outcome == PriceRowResult::Outcome::Applied);
    CHECK(report[0].note == QLatin1String("the 3 m length of MFP7E30: that length's price, over the type's"));
    auto *command = new SetPrices(&doc, prices);
    CHECK(command->partCount() == 1); // one cable type, two of its prices
    doc.push(command);
    const Bom bom = buildBom(doc.design());
    CHECK(findLine(bom, QStringLiteral("MFP7E30-N003"), 3.0)->unitPrice == 41.5);
    CHECK(findLine(bom, QStringLiteral("MFP7E30-N003"), 3.0)->extendedPrice == 68 * 41.5);

    // Kept with the design, JSON and native.
    QTemporaryDir dir;
    for (const char *name : {"priced.json", "priced.railyard"}) {
        const QString path = dir.filePath(QLatin1String(name));
        REQUIRE(saveDesign(doc.design(), path, formatForFileName(path)).ok());
        Result<Design> back = loadDesign(path);
        REQUIRE(back.ok());
        const CableType *cord = back.value().catalog.cableTypes.find(QStringLiteral("MFP7E30"));
        CHECK(cord->lengthPrices == QMap<double, double>{{3.0, 41.5}});
        CHECK(cord->priceFor(3) == 41.5);
        CHECK(cord->priceFor(5) == Approx(12.5 + 3.2 * 5)); // other lengths by the type
    }
    doc.undoStack()->undo();
    CHECK(doc.design().catalog.cableTypes.find(QStringLiteral("MFP7E30"))->lengthPrices.isEmpty());
    CHECK(findLine(buildBom(doc.design()), QStringLiteral("MFP7E30-N003"), 3.0)->unitPrice == 0);
}

TEST_CASE("One row prices a product in every role: qm9700 and qm9700-spine, unless the spine has its own",
          "[export][prices][regression]")
{
    Document doc(sampleDesign());
    const Catalog &c = doc.design().catalog;
    REQUIRE(c.deviceTypes.find(QStringLiteral("qm9700-spine"))->variantOf == QLatin1String("qm9700"));
    SetPrices(&doc, {{QStringLiteral("qm9700"), 31450, std::nullopt, 2}}).redo();
    CHECK(c.deviceTypes.find(QStringLiteral("qm9700"))->price == 31450);
    CHECK(c.deviceTypes.find(QStringLiteral("qm9700-spine"))->price == 31450);
    CHECK(checkPriceList(c, {{QStringLiteral("qm9700"), 1, std::nullopt, 2}})[0].note ==
          QLatin1String("also prices qm9700-spine, the same product in another role"));
    // A row of the variant's own wins, before or after the product's.
    SetPrices(&doc, {{QStringLiteral("qm9700-spine"), 29000, std::nullopt, 2},
                     {QStringLiteral("qm9700"), 30000, std::nullopt, 3}})
        .redo();
    CHECK(c.deviceTypes.find(QStringLiteral("qm9700"))->price == 30000);
    CHECK(c.deviceTypes.find(QStringLiteral("qm9700-spine"))->price == 29000);
}

TEST_CASE("With a price list, every BOM line left unpriced is named", "[export][prices][regression]")
{
    Document doc(sampleDesign());
    SetPrices(&doc, {{QStringLiteral("dgx-h100"), 289000, std::nullopt, 2},
                     {QStringLiteral("MFP7E30"), 12.5, 3.2, 3}})
        .redo();
    QStringList names;
    for (const PriceRowResult &r : unpricedBomLines(buildBom(doc.design()))) {
        CHECK(r.outcome == PriceRowResult::Outcome::Unpriced);
        CHECK(r.line == 0);
        names << r.partNumber;
    }
    CHECK(names == QStringList{"RACK-48U-600X1200", "PP-24MPO12-APC-KUKD", "920-9B210-00FN-0M0", "MMS4X00-NM",
                               "MMS4X00-NM-FLT", "TRK-MPO12-OS2-APC-B 5 m", "TRK-MPO12-OS2-APC-B 10 m",
                               "BLANK-1U", "PWR-C13-C14-2M", "PWR-C19-C20-LK-2M", "PX3-5878I2R-P1Q2R1A15D5",
                               "VCM-PAIR-48U"});
    CHECK(priceReportCsv(QStringLiteral("p.csv"), unpricedBomLines(buildBom(doc.design())))
              .contains(
                  "p.csv,,920-9B210-00FN-0M0,unpriced,\"8 ordered, and no row of the list prices it\"\r\n"));
}

TEST_CASE(
    "The quote workbook opens in LibreOffice without warnings and its formulas recalculate to our totals",
    "[export][bom][libreoffice]")
{
    REQUIRE_FALSE(
        QStandardPaths::findExecutable(QStringLiteral("soffice")).isEmpty()); // scripts/setup.sh installs it
    Design d = sampleDesign();
    d.catalog.cableTypes.at(d.catalog.cableTypes.indexOf(QStringLiteral("MFP7E30"))).price = 20;
    d.catalog.deviceTypes.at(d.catalog.deviceTypes.indexOf(QStringLiteral("qm9700"))).price = 31000.5;
    d.quote.number = QStringLiteral("Q-7");
    QTemporaryDir dir;
    const QString xlsx = dir.filePath(QStringLiteral("quote.xlsx"));
    REQUIRE(writeBom(d, xlsx).ok());
    // A profile of its own, so that tests running side by side do not share one.
    QProcess soffice;
    soffice.setWorkingDirectory(dir.path());
    soffice.start(QStringLiteral("soffice"),
                  {QStringLiteral("-env:UserInstallation=file://%1/profile").arg(dir.path()),
                   QStringLiteral("--headless"), QStringLiteral("--convert-to"), QStringLiteral("pdf"),
                   QStringLiteral("--outdir"), dir.path(), xlsx});
    REQUIRE(soffice.waitForFinished(120000));
    CHECK(soffice.exitCode() == 0);
    QStringList complaints;
    for (const QString &line :
         QString::fromLocal8Bit(soffice.readAllStandardError()).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        if (!line.contains(QLatin1String("javaldx"))) // LibreOffice's own set-up, not about the file
            complaints << line;
    CHECK(complaints.isEmpty());
    const QString pdf = dir.filePath(QStringLiteral("quote.pdf"));
    REQUIRE(QFileInfo::exists(pdf));
    QProcess text;
    text.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    REQUIRE(text.waitForFinished(30000));
    const QString shown = QString::fromUtf8(text.readAllStandardOutput());
    CHECK(shown.contains(QLatin1String("Quotation Q-7")));
    CHECK(shown.contains(QLatin1String("MFP7E30-N003")));
    // LibreOffice recalculates the formulas: 68 cords at 20 and 8 leaves at 31,000.50.
    CHECK(shown.contains(QLatin1String("1,360.00 USD")));
    CHECK(shown.contains(QLatin1String("248,004.00 USD")));
    CHECK(shown.contains(QLatin1String("249,364.00 USD"))); // the total of the subtotals
}

TEST_CASE("Racks with a type are on the BOM — cables by the part number of their length",
          "[export][bom][racks]")
{
    const Bom bom = buildBom(loadDataDesign(QStringLiteral("quote-and-racks.json")));
    REQUIRE_FALSE(bom.lines.empty());
    CHECK(bom.lines.front().category == BomCategory::Rack);
    const BomLine *cabinets = findLine(bom, QStringLiteral("cab-52u"));
    REQUIRE(cabinets);
    CHECK(cabinets->quantity == 2); // racks get no spares
    CHECK(cabinets->spares == 0);
    CHECK(cabinets->extendedPrice == Approx(4800));
    CHECK(findLine(bom, QStringLiteral("rack-48u-600x1200"))->quantity == 1);
    CHECK(bom.totals.racks == 3); // B01 has no type: not ordered
    // 2.2 m cords are ordered as 2.5 m, by that length's part number; 2 + 10 % spares = 3.
    const BomLine *cords = findLine(bom, QStringLiteral("CORD-2M5"), 2.5);
    REQUIRE(cords);
    CHECK(cords->partId == QLatin1String("cord-om4"));
    CHECK(cords->quantity == 3);
    CHECK(cords->spares == 1);
    CHECK(cords->unitPrice == Approx(30 + 2 * 2.5));
    CHECK(bomSubtotal(bom, BomCategory::Rack) == Approx(4800));
    CHECK(bom.quote.customer == QLatin1String("Example Research Lab"));
    const QList<TitleField> title = bomTitleBlock(bom);
    QStringList labels;
    for (const TitleField &f : title)
        labels << f.label;
    CHECK(labels == QStringList{"Customer", "Project", "Quote number", "Revision", "Date", "Valid until",
                                "Currency", "Design"});
    CHECK(bomTitle(bom) == QLatin1String("Quotation Q-2026-017 rev. B"));
}

TEST_CASE("CSV cells a spreadsheet would run as formulas are neutralised — numbers and JSON keep their text",
          "[export][csv]")
{
    CHECK(
        csvRecord({QStringLiteral("=HYPERLINK(\"http://x\")"), QStringLiteral("@SUM(1)"),
                   QStringLiteral("+1+1"), QStringLiteral("-2+3"), QStringLiteral("\tx"),
                   QStringLiteral("N1")}) ==
        QStringLiteral("\"'=HYPERLINK(\"\"http://x\"\")\",\"'@SUM(1)\",\"'+1+1\",\"'-2+3\",\"'\tx\",N1\r\n"));
    // Plain numbers stay numbers.
    CHECK(csvRecord({QStringLiteral("-5"), QStringLiteral("+1.5"), QStringLiteral("2e3")}) ==
          QStringLiteral("-5,+1.5,2e3\r\n"));
    // A BOM of a design whose cable type is named like a formula.
    Result<Design> loaded = loadDesign(dataPath(QStringLiteral("two-racks.json")));
    REQUIRE(loaded.ok());
    Design d = loaded.takeValue();
    d.catalog.cableTypes.at(d.cables().at(*d.cables().live().begin()).type).description =
        QStringLiteral("=cmd|' /C calc'!A0");
    const QByteArray csv = bomToCsv(buildBom(d));
    CHECK(csv.contains("\"'=cmd|' /C calc'!A0\""));
    CHECK_FALSE(csv.contains(",=cmd"));
    // JSON keeps the raw value.
    CHECK(bomToJson(buildBom(d)).contains("\"=cmd|' /C calc'!A0\""));
}

TEST_CASE("BOM in another language: the XLSX speaks it, the CSV keeps its keys and the catalog's words",
          "[bom][translations]")
{
    const Design d = sampleDesign();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bom.xlsx"));
    const QByteArray englishCsv = bomToCsv(buildBom(d));
    REQUIRE(installTranslations(QStringLiteral("de")));
    const Result<> status = writeBom(d, path);
    const QByteArray germanCsv = bomToCsv(buildBom(d));
    installTranslations(QStringLiteral("en"));
    REQUIRE(status.ok());
    const QString sheet = QString::fromUtf8(zipEntry(path, QStringLiteral("xl/worksheets/sheet1.xml")));
    CHECK(sheet.contains(QStringLiteral("<t>Teilenummer</t>")));
    CHECK(sheet.contains(QStringLiteral("<t>Zwischensumme Kabel</t>")));
    CHECK(sheet.contains(QStringLiteral("Serverschrank, 600 mm breit")));
    CHECK_FALSE(sheet.contains(QStringLiteral("server cabinet")));
    CHECK(germanCsv == englishCsv);
    CHECK(englishCsv.contains("server cabinet"));
}

TEST_CASE("Each PDU line says which racks it serves, and the catalog calls no PDU another design's",
          "[export][bom][regression]")
{
    const Design d = sampleDesign();
    const Bom bom = buildBom(d);
    const BomLine *pdu = findLine(bom, QStringLiteral("PX3-5878I2R-P1Q2R1A15D5"));
    REQUIRE(pdu);
    REQUIRE_FALSE(pdu->racks.isEmpty());
    for (const QString &rack : pdu->racks)
        CHECK(d.racks().find(rack) >= 0);
    CHECK_FALSE(pdu->description.contains(QLatin1String("H100 RA")));
    CHECK(bomLineDescription(*pdu).contains(QStringLiteral("For %1 racks: ").arg(pdu->racks.size())));
    CHECK(bomLineRemarks(*pdu).contains(QLatin1String("racks: ")));
    // CSV and JSON list the ids, in every language alike.
    CHECK(bomToCsv(bom).contains(pdu->racks.join(QLatin1Char(' ')).toUtf8()));
    const QByteArray racksKey = QByteArray("\"racks\": [\"") + pdu->racks.first().toUtf8();
    CHECK(bomToJson(bom).contains(racksKey));
    for (const AccessoryType &a : bundledCatalog().accessoryTypes)
        CHECK_FALSE(a.description.contains(QLatin1String("RA's")));
}

TEST_CASE("Lists of ids read as ranges", "[core]")
{
    CHECK(idRanges({QStringLiteral("R10"), QStringLiteral("R09"), QStringLiteral("R11"),
                    QStringLiteral("R08"), QStringLiteral("N01"), QStringLiteral("R09")}) ==
          QString::fromUtf8("N01, R08–R11"));
    CHECK(idRanges({QStringLiteral("A1"), QStringLiteral("A2"), QStringLiteral("A4")}) ==
          QLatin1String("A1, A2, A4"));
    // Another width or prefix is another run.
    CHECK(idRanges({QStringLiteral("R8"), QStringLiteral("R9"), QStringLiteral("R10"),
                    QStringLiteral("R11")}) == QLatin1String("R8, R9, R10, R11"));
    CHECK(idRanges({QStringLiteral("SU1-R01"), QStringLiteral("SU1-R02"), QStringLiteral("SU1-R03"),
                    QStringLiteral("SU2-R01")}) == QString::fromUtf8("SU1-R01–SU1-R03, SU2-R01"));
    CHECK(idRanges({QStringLiteral("spine"), QStringLiteral("core")}) == QLatin1String("core, spine"));
    CHECK(idRanges({QStringLiteral("A1"), QStringLiteral("B1"), QStringLiteral("C1")}, 2) ==
          QString::fromUtf8("A1, B1, …"));
    CHECK(idRanges({}).isEmpty());
}
