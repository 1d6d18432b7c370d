// The PDF quote as poppler reads it: every page's header, the table, whole numbers in the reader's locale.
#include "core/language.h"
#include "designfixtures.h"
#include "export/bom.h"
#include "export/bomprices.h"
#include "export/bomwriter.h"
#include "export/quotepdf.h"
#include "io/bundledcatalog.h"
#include "pdftext.h"

#include <QRegularExpression>
#include <QTemporaryDir>

using namespace railyard;
using namespace railyard::test;

namespace {

// The sample's BOM with the prices of a large order: a DGX at 289,000.00, a line and a total of twelve
// digits.
Bom bigOrder()
{
    Bom bom = buildBom(sampleDesign());
    bom.totals.price = 0;
    for (BomLine &l : bom.lines) {
        if (l.partId == QLatin1String("dgx-h100")) l.unitPrice = 289000;
        if (l.partId == QLatin1String("qm9700")) l.unitPrice = 31450;
        if (l.partNumber == QLatin1String("MMS4X00-NM")) l.unitPrice = 1450;
        l.extendedPrice = l.unitPrice * double(l.quantity);
        if (l.partNumber == QLatin1String("MFP7E30-N003")) {
            // A whole hall's cords on one line.
            l.quantity = 7654321;
            l.spares = 364492;
            l.unitPrice = 123456.78;
            l.extendedPrice = 944977777777.38;
        }
        bom.totals.price += l.extendedPrice;
    }
    return bom;
}

// Nothing on the page runs into anything else or past the margins (15 mm left and right): a number that did
// not fit its column would overlap its neighbour or be cut at the column's edge and run past it.
void checkNothingOverlaps(const PdfWords &pdf)
{
    const double margin = 15 / 25.4 * 72;
    REQUIRE_FALSE(pdf.words.empty());
    for (const PdfWord &w : pdf.words) {
        INFO(w.text.toStdString() << " on page " << w.page);
        CHECK(w.xMin >= margin - 1);
        CHECK(w.xMax <= pdf.pageWidth - margin + 1);
    }
    for (const std::vector<PdfWord> &line : pdf.lines())
        for (size_t i = 1; i < line.size(); ++i) {
            INFO(line[i - 1].text.toStdString() << " | " << line[i].text.toStdString());
            CHECK(line[i].xMin >= line[i - 1].xMax + 1); // at least a point apart: a space or a column gap
        }
}

} // namespace

TEST_CASE("The PDF quote: title block, lines, subtotals, total, a header and page numbers on every page",
          "[export][bom][pdf]")
{
    Bom bom = buildBom(loadDataDesign(QStringLiteral("quote-and-racks.json")));
    // Enough lines for several pages.
    for (int i = 0; i < 150; ++i) {
        BomLine l;
        l.category = BomCategory::Cable;
        l.partNumber = l.partId = QStringLiteral("CORD-%1M").arg(i + 10);
        l.status = PartNumberStatus::Generic;
        l.description =
            QStringLiteral(
                "A cord long enough to need a description that wraps onto a second line in the table, %1 m")
                .arg(i + 10);
        l.lengthM = i + 10;
        l.quantity = 11;
        l.spares = 1;
        l.unitPrice = 10;
        l.extendedPrice = 110;
        bom.lines.push_back(l);
        bom.totals.price += 110;
    }
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("quote.pdf"));
    REQUIRE(writeQuotePdf(bom, pdf).ok());
    const QString all = pdfText(pdf);
    const int pages = int(all.count(QLatin1Char('\f')));
    REQUIRE(pages >= 3);
    for (int page = 1; page <= pages; ++page) {
        const QString text = pdfText(pdf, page);
        INFO("page " << page);
        CHECK(text.contains(QString::fromUtf8("Quotation Q-2026-017 rev. B — SU1 expansion"))); // the header
        CHECK(text.contains(QStringLiteral("Page %1 of %2").arg(page).arg(pages)));
        CHECK(text.contains(QLatin1String("Part number"))); // the column titles repeat
    }
    const QString first = pdfText(pdf, 1);
    CHECK(first.contains(QLatin1String("Example Research Lab")));
    CHECK(first.contains(QLatin1String("Valid until")));
    CHECK(first.contains(QLatin1String("Delivery 6 weeks.")));
    CHECK(all.contains(QLatin1String("Subtotal racks")));
    CHECK(all.contains(QLatin1String("4,800.00")));
    CHECK(all.contains(QStringLiteral("Total")));
    CHECK(all.contains(QLatin1String("21,405.00 EUR"))); // 4,905 + 150 × 110
    CHECK(all.contains(QLatin1String("CORD-159M")));     // the last line made it
    // Descriptions wrap rather than run into the next column.
    const PdfWords words = pdfWords(pdf);
    CHECK(words.lines().size() > 150 * 2);
    checkNothingOverlaps(words);
}

TEST_CASE("railyard's BOM goes to PDF by the file name too", "[export][bom][pdf]")
{
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("bom.pdf"));
    REQUIRE(writeBom(sampleDesign(), pdf).ok());
    CHECK(pdfText(pdf).contains(QLatin1String("MFP7E30-N003")));
    CHECK(pdfText(pdf).contains(QLatin1String("Bill of materials")));
}

TEST_CASE("The PDF quote prints prices of twelve digits whole, each in its column",
          "[export][bom][pdf][regression]")
{
    const Bom bom = bigOrder();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("quote.pdf"));
    REQUIRE(writeQuotePdf(bom, path).ok());
    const PdfWords pdf = pdfWords(path);
    CHECK(pdf.contains(QStringLiteral("289,000.00")));
    CHECK(pdf.contains(QStringLiteral("1,156,000.00"))); // once wrapped at its comma
    CHECK(pdf.contains(QStringLiteral("7,654,321")));
    CHECK(pdf.contains(QStringLiteral("123,456.78")));
    CHECK(pdf.contains(QStringLiteral("944,977,777,777.38")));
    CHECK(pdf.contains(QLocale(QLocale::English).toString(bom.totals.price, 'f', 2)));
    checkNothingOverlaps(pdf);
    // A part number is never split across lines.
    for (const QString &part : {QStringLiteral("MMS4X00-NM-FLT"), QStringLiteral("TRK-MPO12-OS2-APC-B"),
                                QStringLiteral("RACK-48U-600X1200"), QStringLiteral("920-9B210-00FN-0M0")})
        CHECK(pdf.contains(part));
}

TEST_CASE("The German PDF quote writes numbers as the German BOM window does, with its labels whole",
          "[export][bom][pdf][translations][regression]")
{
    const Bom bom = bigOrder();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("angebot.pdf"));
    REQUIRE(installTranslations(QStringLiteral("de")));
    const Result<> status = writeQuotePdf(bom, path);
    installTranslations(QStringLiteral("en"));
    REQUIRE(status.ok());
    const PdfWords pdf = pdfWords(path);
    CHECK(pdf.contains(QStringLiteral("289.000,00")));
    CHECK(pdf.contains(QStringLiteral("1.450,00")));
    CHECK(pdf.contains(QStringLiteral("944.977.777.777,38")));
    CHECK(pdf.contains(QStringLiteral("7.654.321")));
    CHECK_FALSE(pdf.contains(QStringLiteral("289,000.00")));
    // The counts under the total: "Transceiver, Reserve inbegriffen" whole, then its count.
    const auto lines = pdf.lines();
    const auto spares = std::find_if(lines.begin(), lines.end(), [](const std::vector<PdfWord> &l) {
        return l.front().text == QLatin1String("Transceiver,");
    });
    REQUIRE(spares != lines.end());
    REQUIRE(spares->size() == 4);
    CHECK((*spares)[1].text == QLatin1String("Reserve"));
    CHECK((*spares)[2].text == QLatin1String("inbegriffen"));
    checkNothingOverlaps(pdf);
}

TEST_CASE("The PDF quote marks lines without a price and says the total leaves them out",
          "[export][bom][pdf][regression]")
{
    Bom bom = bigOrder(); // the DGX, the leaves and one optic priced; the rest not
    const qsizetype unpriced =
        std::count_if(bom.lines.begin(), bom.lines.end(), [](const BomLine &l) { return l.unitPrice <= 0; });
    REQUIRE(unpriced > 0);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("quote.pdf"));
    REQUIRE(writeQuotePdf(bom, path).ok());
    const QString text = pdfText(path).simplified();
    CHECK(text.contains(QStringLiteral("%1 of %2 lines have no price: the total leaves them out")
                            .arg(unpriced)
                            .arg(bom.lines.size())));
    CHECK(text.count(QChar(0x2014)) >= 2 * unpriced); // unit and extended price of each
    CHECK_FALSE(text.contains(QLatin1String(" 0.00 ")));
    CHECK(bomUnpricedNote(buildBom(sampleDesign())) == QLatin1String("No line has a price."));
}

TEST_CASE("The PDF quote marks part numbers to confirm and generic parts, and says what the marks mean",
          "[export][quote][pdf][bom]")
{
    const Bom bom = buildBom(sampleDesign());
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("quote.pdf"));
    REQUIRE(writeQuotePdf(bom, pdf).ok());
    // As a reader copies it: ligatures undone, lines and no-break spaces as spaces.
    QString text = pdfText(pdf);
    text.replace(QStringLiteral("\uFB01"), QStringLiteral("fi"));
    text.replace(QChar(0x00A0), QLatin1Char(' '));
    text = text.simplified();
    // The DGX H100 has no orderable code a source gives: the part number column says so, not a product name.
    CHECK(text.contains(QStringLiteral("order code to confirm NVIDIA DGX H100")));
    CHECK(text.contains(QStringLiteral("Order code to confirm: no orderable part number of the product is "
                                       "known; the description names it.")));
    CHECK(text.contains(QStringLiteral("TRK-MPO12-OS2-APC-B \u2020")));
    CHECK(text.contains(QStringLiteral("920-9B210-00FN-0M0 NVIDIA Quantum-2 QM9700, P2C")));
    CHECK(text.contains(QStringLiteral("* Part number not confirmed by a source: confirm it on the quote.")));
    CHECK(text.contains(QStringLiteral("\u2020 Generic part: an equivalent product is accepted.")));
    CHECK_FALSE(text.contains(QStringLiteral("\u2021")));
}

namespace {

// A quote of `count` lines with the bundled catalog's own descriptions (long ones among them) and long part
// numbers, every other line priced: what a buyer sends for a generated pod.
Bom catalogQuote(int count)
{
    const Catalog &c = bundledCatalog();
    QStringList descriptions;
    for (const Transceiver &t : c.transceivers)
        descriptions << t.description;
    for (const CableType &t : c.cableTypes)
        descriptions << t.description;
    for (const RackType &t : c.rackTypes)
        descriptions << t.description;
    for (const AccessoryType &t : c.accessoryTypes)
        descriptions << t.description;
    Bom bom;
    bom.currency = QStringLiteral("USD");
    bom.design = QStringLiteral("GB200 pod");
    for (int i = 0; i < count; ++i) {
        BomLine l;
        l.category = bomCategories[size_t(i * 5 / count)];
        l.partNumber = l.partId = QStringLiteral("PX3-5878I2R-P1Q2R%1").arg(i);
        l.description = descriptions[i % descriptions.size()];
        l.status = PartNumberStatus::Unconfirmed;
        l.quantity = 1529;
        l.spares = 73;
        l.unitPrice = i % 2 ? 1800 : 0;
        l.extendedPrice = double(l.quantity) * l.unitPrice;
        bom.totals.price += l.extendedPrice;
        bom.lines.push_back(l);
    }
    return bom;
}

} // namespace

TEST_CASE("A 34-line quote fits on two A4 pages: the description takes the width the numbers leave",
          "[export][bom][pdf][regression]")
{
    const Bom bom = catalogQuote(34);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("quote.pdf"));
    REQUIRE(writeQuotePdf(bom, path, Paper::A4).ok());
    const QString text = pdfText(path);
    CHECK(text.count(QLatin1Char('\f')) == 2);
    // The description column reaches from its title to the first number column's: over 60 mm of A4's 180.
    const PdfWords words = pdfWords(path);
    checkNothingOverlaps(words);
    const PdfWord *description = nullptr, *length = nullptr;
    for (const PdfWord &w : words.words) {
        if (w.page != 1) continue;
        if (!description && w.text == QLatin1String("Description")) description = &w;
        if (!length && w.text == QLatin1String("Length")) length = &w;
    }
    REQUIRE(description);
    REQUIRE(length);
    CHECK(length->xMin - description->xMin > 60 / 25.4 * 72);
    // Part numbers (23 characters and a mark here) stand whole on one line.
    CHECK(text.contains(QLatin1String("PX3-5878I2R-P1Q2R33 *")));
}

TEST_CASE("The PDF quote's total never stands alone on a page", "[export][bom][pdf][regression]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("quote.pdf"));
    const QRegularExpression total(QStringLiteral("(^|\\n)\\s*Total\\b"));
    for (int count = 20; count <= 70; ++count) {
        INFO(count << " lines");
        REQUIRE(writeQuotePdf(catalogQuote(count), path, Paper::A4).ok());
        const QStringList pages = pdfText(path).split(QLatin1Char('\f'), Qt::SkipEmptyParts);
        qsizetype at = -1;
        for (qsizetype p = 0; p < pages.size(); ++p)
            if (pages[p].contains(total)) at = p;
        REQUIRE(at >= 0);
        // On the total's page: the last category's subtotal, and a line of it before.
        CHECK(pages[at].contains(QLatin1String("Subtotal accessories")));
        CHECK(pages[at].contains(QLatin1String("PX3-5878I2R-")));
    }
}

TEST_CASE("A quote without any price shows its total as a dash, not 0.00", "[export][bom][pdf][regression]")
{
    Bom bom = catalogQuote(6);
    for (BomLine &l : bom.lines)
        l.unitPrice = l.extendedPrice = 0;
    bom.totals.price = 0;
    CHECK_FALSE(bomHasPrices(bom));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("quote.pdf"));
    REQUIRE(writeQuotePdf(bom, path, Paper::A4).ok());
    const QString text = pdfText(path).simplified();
    CHECK(text.contains(QString::fromUtf8("Total —")));
    CHECK_FALSE(text.contains(QLatin1String("0.00")));
    CHECK(text.contains(QLatin1String("No line has a price.")));
}
