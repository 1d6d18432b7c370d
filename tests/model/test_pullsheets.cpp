// Pull sheets (docs/pathways.md, "Pull sheets"): the cables that run the same way over the trays grouped to
// be pulled together, with their trays in pulling order; written as CSV, XLSX and PDF.
#include "core/naturalorder.h"
#include "design/describe.h"
#include "export/drawingexport.h"
#include "export/labels.h"
#include "export/pullsheetwriter.h"
#include "generatesupport.h"
#include "pdftext.h"
#include "render/decorations.h"
#include "route/pullsheets.h"
#include "route/router.h"
#include "testsupport.h"
#include "zipentry.h"

#include <QSet>
#include <QTemporaryDir>

using namespace railyard;
using namespace railyard::test;

TEST_CASE("Pull sheets: every routed cable is on one sheet whose trays chain from drop to drop",
          "[pathways][pullsheets]")
{
    const Design d = podWithTrays(1);
    const Routing r = routeCables(d);
    REQUIRE(r.active);
    REQUIRE(r.unrouted.isEmpty());
    const std::vector<PullSheet> sheets = buildPullSheets(d, r);
    REQUIRE_FALSE(sheets.empty());
    QSet<int> seen;
    int routed = 0;
    for (int c : d.cables().live())
        routed += r.cables[size_t(c)].status == RouteStatus::Routed;
    const Pathways &p = d.pathways;
    for (size_t i = 0; i < sheets.size(); ++i) {
        const PullSheet &s = sheets[i];
        CAPTURE(s.number, s.fromRack.toStdString());
        CHECK(s.number == int(i) + 1);
        REQUIRE_FALSE(s.legs.isEmpty());
        REQUIRE(s.toRacks.size() == 1);
        // From the first rack's drop node to the second's, each tray where the last one ended.
        CHECK(s.legs.first().from == p.drops[p.dropIndex(s.fromRack)].node);
        CHECK(s.legs.last().to == p.drops[p.dropIndex(s.toRacks.first())].node);
        double path = 0;
        for (int l = 0; l < s.legs.size(); ++l) {
            if (l > 0) CHECK(s.legs[l].from == s.legs[l - 1].to);
            path += s.legs[l].lengthM;
        }
        CHECK(s.pathM == Approx(path));
        double area = 0;
        for (const PullCable &c : s.cables) {
            CHECK_FALSE(seen.contains(c.cable));
            seen.insert(c.cable);
            // The same route for every cable of the sheet.
            QList<int> segments = r.cables[size_t(c.cable)].segments;
            QStringList ids;
            for (int seg : segments)
                ids << p.segments[seg].id;
            QStringList sheetIds;
            for (const PullLeg &leg : s.legs)
                sheetIds << leg.segment;
            if (ids != sheetIds) std::reverse(ids.begin(), ids.end());
            CHECK(ids == sheetIds);
            const double od = *d.cableType(c.cable).outerDiameterMm;
            area += M_PI / 4 * od * od;
        }
        CHECK(s.crossSectionMm2 == Approx(area));
        // Racks as people number them: a pull starts at the first of its two racks.
        CHECK_FALSE(naturalLess(s.toRacks.first(), s.fromRack));
    }
    CHECK(seen.size() == routed);
}

TEST_CASE("Pull sheets: a cable laid the other way is pulled with the others of its route",
          "[pathways][pullsheets]")
{
    Design d = podWithTrays(1);
    const std::vector<PullSheet> before = buildPullSheets(d, routeCables(d));
    const PullSheet &first = before.front();
    const int cable = first.cables.front().cable;
    // Swap its ends: its A end now lies in the later rack.
    Cable swapped = d.cables().at(cable);
    std::swap(swapped.ends[0], swapped.ends[1]);
    d.setCableEnd(cable, 0, swapped.ends[0]);
    d.setCableEnd(cable, 1, swapped.ends[1]);
    const std::vector<PullSheet> after = buildPullSheets(d, routeCables(d));
    REQUIRE(after.size() == before.size());
    bool found = false;
    for (const PullCable &c : after.front().cables)
        found = found || c.cable == cable;
    CHECK(found);
    CHECK(after.front().cables.size() == first.cables.size());
}

TEST_CASE("Pull sheets: CSV, XLSX and PDF", "[pathways][pullsheets][export]")
{
    const Design d = podWithTrays(1);
    const std::vector<PullSheet> sheets = buildPullSheets(d, routeCables(d));
    const QString csv = QString::fromUtf8(pullSheetsToCsv(d, sheets));
    const QStringList lines = csv.split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    CHECK(lines.first() ==
          QStringLiteral("pull,from_rack,to_racks,route,path_m,cable,label,from,to,cable_type,"
                         "part_number,length_m,route_m"));
    qsizetype cables = 0;
    for (const PullSheet &s : sheets)
        cables += qsizetype(s.cables.size());
    CHECK(lines.size() == cables + 1);
    CHECK(lines.at(1).startsWith(QStringLiteral("1,%1,%2,%3")
                                     .arg(sheets.front().fromRack, sheets.front().toRacks.first(),
                                          sheets.front().legs.first().segment)));

    QTemporaryDir dir;
    const QString xlsx = dir.filePath(QStringLiteral("pulls.xlsx"));
    REQUIRE(writePullSheets(d, sheets, xlsx).ok());
    const QByteArray workbook = zipEntry(xlsx, QStringLiteral("xl/workbook.xml"));
    CHECK(workbook.contains("name=\"Pulls\""));
    CHECK(workbook.contains("name=\"Cables\""));
    const QString pdf = dir.filePath(QStringLiteral("pulls.pdf"));
    REQUIRE(writePullSheets(d, sheets, pdf).ok());
    const QString text = pdfText(pdf);
    CHECK(text.contains(
        QStringLiteral("Pull 1: %1 to %2").arg(sheets.front().fromRack, sheets.front().toRacks.first())));
    CHECK(text.contains(sheets.front().legs.first().segment));
    CHECK(text.contains(sheets.back().cables.back().id));
    // Each cable's two ends, in pulling order: the first from the rack the pull starts at.
    const PullCable &first = sheets.front().cables.front();
    const Cable &cable = d.cables().at(first.cable);
    CHECK(rackOfEnd(d, cable.ends[first.fromEnd]) == sheets.front().fromRack);
    CHECK(rackOfEnd(d, cable.ends[first.toEnds.first()]) == sheets.front().toRacks.first());
    CHECK(text.contains(labelEndpointId(d, cable.ends[first.fromEnd])));
    // Another extension is refused, and nothing is written.
    const QString odd = dir.filePath(QStringLiteral("pulls.txt"));
    CHECK_FALSE(writePullSheets(d, sheets, odd).ok());
    CHECK_FALSE(QFile::exists(odd));
}

TEST_CASE("A floor plan drawing of a design with trays has their key beside the cables'",
          "[pathways][render]")
{
    const Design d = podWithTrays(1);
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("floor.pdf"));
    REQUIRE(exportDrawing(d, Decorations{}, {DrawingView::Kind::Floor, {}, false, {}}, pdf).ok());
    const QString text = pdfText(pdf);
    CHECK(text.contains(QLatin1String("Cables by rail")));
    CHECK(text.contains(QLatin1String("Trays by"))); // "fill" may come out with an fi ligature
    CHECK(text.contains(QLatin1String("Over full (above 100 %)")));
    // Without trays, no such key.
    Design plain = d;
    plain.pathways = Pathways();
    const QString plainPdf = dir.filePath(QStringLiteral("plain.pdf"));
    REQUIRE(exportDrawing(plain, Decorations{}, {DrawingView::Kind::Floor, {}, false, {}}, plainPdf).ok());
    CHECK_FALSE(pdfText(plainPdf).contains(QLatin1String("Trays by")));
}
