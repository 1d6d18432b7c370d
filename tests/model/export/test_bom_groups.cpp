// bom --group and --rfq: lines split by network or SU with subtotals, and a request for quotation without
// prices.
#include "designfixtures.h"
#include "export/bom.h"
#include "export/bomprices.h"
#include "export/bomwriter.h"
#include "generatesupport.h"
#include "pdftext.h"
#include "zipentry.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <map>

using namespace railyard;
using namespace railyard::test;

namespace {

// Quantity by (category, part number) over all lines: what a grouping must keep.
std::map<std::pair<BomCategory, QString>, qint64> baseQuantities(const Bom &bom)
{
    std::map<std::pair<BomCategory, QString>, qint64> q;
    for (const BomLine &l : bom.lines)
        q[{l.category, bomLineName(l)}] += l.baseQuantity();
    return q;
}

qint64 quantityIn(const Bom &bom, const QString &group, const QString &partNumber)
{
    qint64 n = 0;
    for (const BomLine &l : bom.lines)
        if (bom.groupKeys[size_t(l.group)] == group && l.partNumber == partNumber) n += l.baseQuantity();
    return n;
}

} // namespace

TEST_CASE("bom --group network splits the lines by network and keeps every quantity", "[export][bom][group]")
{
    Design d = generate(preset("dgx-h100-superpod", 1)).design;
    d.settings.sparesPercent = 0;
    const Bom flat = buildBom(d);
    const Bom grouped = buildBom(d, {BomGrouping::Network, false});
    CHECK(baseQuantities(grouped) == baseQuantities(flat));
    // GPU servers are compute; the storage fabric's QM9700 are storage, its leaves and spines compute.
    CHECK(quantityIn(grouped, QStringLiteral("compute"), QStringLiteral("dgx-h100")) == 31);
    CHECK(quantityIn(grouped, QStringLiteral("compute"), QStringLiteral("920-9B210-00FN-0M0")) +
              quantityIn(grouped, QStringLiteral("storage"), QStringLiteral("920-9B210-00FN-0M0")) ==
          quantityIn(flat, QString(), QStringLiteral("920-9B210-00FN-0M0")));
    CHECK(quantityIn(grouped, QStringLiteral("storage"), QStringLiteral("920-9B210-00FN-0M0")) > 0);
    CHECK(quantityIn(grouped, QStringLiteral("oob"), QStringLiteral("920-9N110-00F1-0C0")) == 2);
    // Racks and accessories belong to no network.
    for (const BomLine &l : grouped.lines)
        if (l.category == BomCategory::Rack || l.category == BomCategory::Accessory) CHECK(l.group == 0);
    // Sections per network, in the format's order, shared last, each with its subtotal.
    QStringList titles;
    for (const BomSection &s : bomSections(grouped))
        titles << s.title;
    CHECK(titles == QStringList{"Compute network", "Storage network", "In-band management network",
                                "Out-of-band management network", "Shared: racks and accessories"});
    CHECK(bomSections(grouped).front().subtotalTitle == QLatin1String("Subtotal: Compute network"));
    // With spares, a grouped BOM orders exactly what the ungrouped one does: spares are rounded once per
    // product and shared among its groups.
    d.settings.sparesPercent = 5;
    const Bom spared = buildBom(d);
    const Bom sparedGrouped = buildBom(d, {BomGrouping::Network, false});
    CHECK(sparedGrouped.totals.transceivers == spared.totals.transceivers);
    CHECK(sparedGrouped.totals.cables == spared.totals.cables);
    std::map<QString, qint64> ordered, orderedGrouped;
    for (const BomLine &l : spared.lines)
        ordered[bomLineName(l)] += l.quantity;
    for (const BomLine &l : sparedGrouped.lines)
        orderedGrouped[bomLineName(l)] += l.quantity;
    CHECK(orderedGrouped == ordered);
    // Each JSON line says its network; the shared ones null.
    const QJsonArray lines =
        QJsonDocument::fromJson(bomToJson(grouped)).object().value(QLatin1String("lines")).toArray();
    for (const QJsonValue &v : lines) {
        const QJsonObject l = v.toObject();
        REQUIRE(l.contains(QLatin1String("network")));
        if (l.value(QLatin1String("category")).toString() == QLatin1String("rack"))
            CHECK(l.value(QLatin1String("network")).isNull());
    }
    CHECK(bomToCsv(grouped).startsWith("category,part_number,description,length_m,quantity,unit_price,"
                                       "extended_price,spares,part_number_status,"
                                       "airflow,catalog_ids,note,racks,network\r\n"));
}

TEST_CASE("bom --group su puts each SU's lines together, subtotalled, in SU order", "[export][bom][group]")
{
    Design d = generate(preset("dgx-h100-superpod", 2)).design;
    d.settings.sparesPercent = 0;
    const Bom grouped = buildBom(d, {BomGrouping::Su, false});
    CHECK(baseQuantities(grouped) == baseQuantities(buildBom(d)));
    CHECK(quantityIn(grouped, QStringLiteral("1"), QStringLiteral("dgx-h100")) == 31);
    // The UFM appliances take one DGX's place in the first SU only.
    CHECK(quantityIn(grouped, QStringLiteral("2"), QStringLiteral("dgx-h100")) == 32);
    QStringList titles;
    for (const BomSection &s : bomSections(grouped))
        titles << s.title;
    CHECK(titles.mid(0, 2) == QStringList{"SU 1", "SU 2"});
    const QJsonArray lines =
        QJsonDocument::fromJson(bomToJson(grouped)).object().value(QLatin1String("lines")).toArray();
    CHECK(lines.first().toObject().value(QLatin1String("su")).toInt() == 1);
}

TEST_CASE("bom --rfq asks for prices and lead times instead of giving them", "[export][bom][rfq]")
{
    Design d = sampleDesign();
    d.quote.number = QStringLiteral("RFQ-7");
    const Bom rfq = buildBom(d, {BomGrouping::None, true});
    const QJsonObject json = QJsonDocument::fromJson(bomToJson(rfq)).object();
    CHECK(json.value(QLatin1String("rfq")).toBool());
    for (const QJsonValue &v : json.value(QLatin1String("lines")).toArray()) {
        CHECK(v.toObject().value(QLatin1String("unit_price")).isNull());
        CHECK(v.toObject().value(QLatin1String("extended_price")).isNull());
        CHECK(v.toObject().contains(QLatin1String("lead_time_days")));
    }
    CHECK(json.value(QLatin1String("totals")).toObject().value(QLatin1String("price")).isNull());
    CHECK(bomUnpricedNote(rfq).isEmpty());
    CHECK(unpricedBomLines(rfq).isEmpty());
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("rfq.pdf"));
    REQUIRE(writeBom(d, pdf, Paper::A4, {BomGrouping::None, true}).ok());
    const QString text = pdfText(pdf);
    CHECK(text.contains(QLatin1String("Request for quotation RFQ-7")));
    CHECK(text.contains(QLatin1String("Lead time")));
    CHECK_FALSE(text.contains(QLatin1String("Unit price")));
    CHECK_FALSE(text.contains(QLatin1String("Subtotal")));
    CHECK_FALSE(text.contains(QLatin1String("No line has a price")));
    const QString xlsx = dir.filePath(QStringLiteral("rfq.xlsx"));
    REQUIRE(writeBom(d, xlsx, Paper::A4, {BomGrouping::None, true}).ok());
    const QString sheet = QString::fromUtf8(zipEntry(xlsx, QStringLiteral("xl/worksheets/sheet1.xml")));
    CHECK(sheet.contains(QLatin1String("Lead time (days)")));
    CHECK_FALSE(sheet.contains(QLatin1String("Unit price")));
    CHECK_FALSE(sheet.contains(QRegularExpression(QStringLiteral("<f>F\\d+\\*G\\d+</f>"))));
}

TEST_CASE("The XLSX counts fibers by route, beside the total", "[export][bom][xlsx]")
{
    const Design d = sampleDesign();
    QTemporaryDir dir;
    const QString xlsx = dir.filePath(QStringLiteral("bom.xlsx"));
    REQUIRE(writeBom(d, xlsx).ok());
    const QString workbook = QString::fromUtf8(zipEntry(xlsx, QStringLiteral("xl/workbook.xml")));
    CHECK(workbook.contains(QLatin1String("name=\"Fiber routes\"")));
    // The third sheet: one row per rack pair, and a total equal to the BOM's fibers.
    const QString routes = QString::fromUtf8(zipEntry(xlsx, QStringLiteral("xl/worksheets/sheet3.xml")));
    const Bom bom = buildBom(d);
    CHECK(routes.contains(QStringLiteral("<v>%1</v>").arg(bom.totals.fibers)));
    CHECK(routes.contains(QLatin1String("<f>SUM(D2:D")));
}
