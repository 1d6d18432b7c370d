#include "asbuilt/verificationoverlay.h"
#include "designfixtures.h"
#include "export/verificationreport.h"
#include "ibfabricsynth.h"
#include "io/csv.h"
#include "zipentry.h"

#include <QDir>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

using namespace railyard;
using namespace railyard::test;

namespace {

// The sample verified against its own fabric with a swapped pair, a missing, a degraded and an added link,
// and one leaf left out of the dump.
Verification perturbedVerification()
{
    const Design d = sampleDesign();
    IbFabric f = fabricOf(d);
    perturbSample(f);
    Verification v = verifyIbFabric(d, f);
    v.notDiscovered << QStringLiteral("leaf-9");
    return v;
}

} // namespace

TEST_CASE("Verification report CSV: machine keys, a row per verdict and per undiscovered device",
          "[verify][export]")
{
    const Verification v = perturbedVerification();
    const QByteArray csv = verificationToCsv(v);
    const QList<QStringList> rows = parseCsv(QString::fromUtf8(csv));
    REQUIRE(rows.size() == 1 + int(v.links.size()) + 1);
    CHECK(rows[0] == QStringList{QStringLiteral("status"), QStringLiteral("design_a"),
                                 QStringLiteral("design_b"), QStringLiteral("cables"),
                                 QStringLiteral("found_a"), QStringLiteral("found_b"),
                                 QStringLiteral("width"), QStringLiteral("speed")});
    QMap<QString, int> counts;
    for (int r = 1; r < rows.size(); ++r) {
        REQUIRE(rows[r].size() == 8);
        ++counts[rows[r][0]];
    }
    CHECK(counts == v.summary());
    CHECK(rows.back() ==
          QStringList{QStringLiteral("not-discovered"), QStringLiteral("leaf-9"), {}, {}, {}, {}, {}, {}});
    // The swapped pair's row names the cables of both its design links.
    for (size_t i = 0; i < v.links.size(); ++i)
        if (v.links[i].status == LinkStatus::Swapped) {
            REQUIRE_FALSE(v.links[i].pairedWith.cables.isEmpty());
            CHECK(rows[int(i) + 1][3].split(QLatin1Char(' ')) ==
                  v.links[i].design.cables + v.links[i].pairedWith.cables);
        }
}

TEST_CASE("Verification report XLSX: title, counts, translated states in their colours, a filter",
          "[verify][export][xlsx]")
{
    const Verification v = perturbedVerification();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("verification.xlsx"));
    REQUIRE(writeVerificationReport(v, QStringLiteral("sample"), QStringLiteral("fabric.out"), path).ok());
    const QString sheet = QString::fromUtf8(zipEntry(path, QStringLiteral("xl/worksheets/sheet1.xml")));
    CHECK(sheet.contains(QLatin1String("<t>Verification of sample</t>")));
    CHECK(sheet.contains(QLatin1String("<t>fabric.out</t>")));
    CHECK(sheet.contains(QLatin1String("<t>Design end A</t>")));
    CHECK(sheet.contains(QLatin1String("<t>Swapped</t>")));
    CHECK(sheet.contains(QLatin1String("<t>Not discovered</t>")));
    CHECK_FALSE(sheet.contains(QLatin1String("<t>wrong-peer</t>"))); // people's words, not keys
    CHECK(sheet.contains(QLatin1String("<t>leaf-9</t>")));
    CHECK(sheet.contains(QLatin1String("<autoFilter ref=\"A")));
    CHECK(sheet.contains(QLatin1String("<pane ")));
    // The summary: one count per state, as many as the verdicts.
    const QMap<QString, int> summary = v.summary();
    int links = 0;
    for (int n : summary)
        links += n;
    CHECK(links == int(v.links.size()) + 1);
    // A row per verdict below the heading row (the two empty rows above it are not written).
    const QRegularExpression headingRow(QStringLiteral("<row r=\"(\\d+)\"[^>]*><c [^>]*><is><t>State</t>"));
    const QRegularExpressionMatch heading = headingRow.match(sheet);
    REQUIRE(heading.hasMatch());
    CHECK(sheet.count(QLatin1String("<row ")) == heading.captured(1).toInt() - 2 + links);
    // The swapped state's cell is tinted with the views' colour for it.
    const QString styles = QString::fromUtf8(zipEntry(path, QStringLiteral("xl/styles.xml")));
    const QColor swapped = linkStatusColour(LinkStatus::Swapped).darker(130);
    CHECK(styles.contains(
        QStringLiteral("FF%1").arg(swapped.rgb() & 0xFFFFFF, 6, 16, QLatin1Char('0')).toUpper()));
    const QString workbook = QString::fromUtf8(zipEntry(path, QStringLiteral("xl/workbook.xml")));
    CHECK(workbook.contains(QLatin1String("name=\"Verification\"")));
}

TEST_CASE("Verification report: another suffix or a missing folder writes nothing and says why",
          "[verify][export]")
{
    const Verification v = perturbedVerification();
    QTemporaryDir dir;
    Result<> status = writeVerificationReport(v, {}, {}, dir.filePath(QStringLiteral("report.txt")));
    REQUIRE_FALSE(status.ok());
    CHECK(status.error().message.contains(QLatin1String(".xlsx")));
    status = writeVerificationReport(v, {}, {}, dir.filePath(QStringLiteral("missing/report.csv")));
    REQUIRE_FALSE(status.ok());
    CHECK(QDir(dir.path()).entryList(QDir::Files).isEmpty());
    REQUIRE(writeVerificationReport(v, {}, {}, dir.filePath(QStringLiteral("report.csv"))).ok());
    CHECK(QDir(dir.path()).entryList(QDir::Files) == QStringList{QStringLiteral("report.csv")});
}
