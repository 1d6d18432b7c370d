// Pull lists: per rack, the cables to stage there, grouped by far rack, type and ordered length.
#include "designfixtures.h"
#include "export/pulllist.h"
#include "pdftext.h"
#include "zipentry.h"

#include <QTemporaryDir>

#include <map>

using namespace railyard;
using namespace railyard::test;

TEST_CASE("A pull list has every cable end at its rack, grouped by far rack, type and length",
          "[export][pulllist]")
{
    const Design d = sampleDesign();
    const std::vector<PullListRow> rows = buildPullList(d);
    REQUIRE_FALSE(rows.empty());
    // Every cable is staged at each rack it has an end in, once per rack.
    std::map<QString, qint64> perRack, expected;
    for (const PullListRow &r : rows) {
        perRack[r.rack] += r.count;
        CHECK(r.count == r.labels.size());
    }
    for (int c : d.cables().live()) {
        QSet<QString> racks;
        for (const Endpoint &e : d.cables().at(c).ends)
            if (!e.isLoose() && d.devices().at(e.device).rack >= 0)
                racks.insert(d.racks().at(d.devices().at(e.device).rack).id);
        for (const QString &r : racks)
            ++expected[r];
    }
    CHECK(perRack == expected);
    // A trunk from A01 to A02 is on both racks' lists, each naming the other; a cord within A01 once.
    const int trunk = d.cables().find(QStringLiteral("N01-R1-T"));
    REQUIRE(trunk >= 0);
    const QString label =
        d.cables().at(trunk).label.isEmpty() ? d.cables().at(trunk).id : d.cables().at(trunk).label;
    int found = 0;
    for (const PullListRow &r : rows)
        if (r.labels.contains(label)) {
            ++found;
            CHECK(r.rack != r.farRack);
            CHECK(r.cableType == QLatin1String("MPO12-TRUNK-SM-B"));
            CHECK(r.partNumber == QLatin1String("TRK-MPO12-OS2-APC-B"));
        }
    CHECK(found == 2);
    // Sorted as people number racks, and within a row labels in natural order.
    for (size_t i = 1; i < rows.size(); ++i)
        CHECK((rows[i - 1].rack < rows[i].rack || rows[i - 1].rack == rows[i].rack));
    // One rack only.
    for (const PullListRow &r : buildPullList(d, {QStringLiteral("A02")}))
        CHECK(r.rack == QLatin1String("A02"));
    CHECK(unknownRacks(d, {QStringLiteral("A02"), QStringLiteral("Z9")}) == QStringList{"Z9"});
}

TEST_CASE("Pull lists are written as CSV, XLSX and a PDF page per rack", "[export][pulllist]")
{
    const Design d = sampleDesign();
    const std::vector<PullListRow> rows = buildPullList(d);
    const QString csv = QString::fromUtf8(pullListToCsv(rows));
    CHECK(csv.startsWith(QLatin1String("rack,far_rack,cable_type,part_number,length_m,count,labels\r\n")));
    CHECK(csv.count(QLatin1String("\r\n")) == int(rows.size()) + 1);
    QTemporaryDir dir;
    const QString xlsx = dir.filePath(QStringLiteral("p.xlsx"));
    REQUIRE(writePullList(d, rows, xlsx).ok());
    const QString sheet = QString::fromUtf8(zipEntry(xlsx, QStringLiteral("xl/worksheets/sheet1.xml")));
    CHECK(sheet.contains(QLatin1String("<t>Far rack</t>")));
    CHECK(sheet.contains(QLatin1String("<autoFilter")));
    const QString pdf = dir.filePath(QStringLiteral("p.pdf"));
    REQUIRE(writePullList(d, rows, pdf).ok());
    const QString text = pdfText(pdf);
    for (const QString &rack : {QStringLiteral("A01"), QStringLiteral("A02"), QStringLiteral("A03")})
        CHECK(text.contains(QStringLiteral("Rack %1").arg(rack)));
    CHECK(text.contains(QLatin1String("cables to stage at A01")));
    // Each rack starts on its own page.
    CHECK(text.count(QLatin1Char('\f')) >= 3);
    CHECK(writePullList(d, rows, dir.filePath(QStringLiteral("p.txt")))
              .error()
              .message.contains(QLatin1String(".pdf")));
}
