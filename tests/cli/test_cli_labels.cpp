// railyard-cli labels: formats, templates, order, extra lines, partly used sheets, one rack or network.
#include "clirun.h"
#include "designfixtures.h"
#include "pdftext.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>

using namespace railyard;
using namespace railyard::test;

namespace {

const QString twoRacks = dataPath(QStringLiteral("two-racks.json"));

} // namespace

TEST_CASE("railyard-cli labels: formats by extension, templates by name, dpi for ZPL", "[cli][labels]")
{
    QTemporaryDir dir;
    const QString csv = dir.filePath(QStringLiteral("labels.csv"));
    REQUIRE(runCli({QStringLiteral("labels"), twoRacks, QStringLiteral("-o"), csv}).code == 0);
    const QList<QByteArray> rows = readFile(csv).split('\n');
    CHECK(rows.first() == "cable,end,line1,line2\r");
    const QString zpl = dir.filePath(QStringLiteral("labels.zpl"));
    REQUIRE(runCli({QStringLiteral("labels"), twoRacks, QStringLiteral("--template"), QStringLiteral("wrap"),
                    QStringLiteral("--dpi"), QStringLiteral("300"), QStringLiteral("-o"), zpl})
                .code == 0);
    const QByteArray z = readFile(zpl);
    CHECK(z.count("^XA") ==
          rows.size() - 2);            // a block per label (the CSV has a header and ends with a newline)
    CHECK(z.contains("^PW450^LL600")); // the wrap label, 38.1 × 50.8 mm at 300 dpi
    CHECK(runCli({QStringLiteral("labels"), twoRacks, QStringLiteral("-o"),
                  dir.filePath(QStringLiteral("l.pdf"))})
              .code == 0);
    // Reprints: only the cables named.
    const QString some = dir.filePath(QStringLiteral("some.csv"));
    REQUIRE(runCli({QStringLiteral("labels"), twoRacks, QStringLiteral("--cables"),
                    QStringLiteral("N1-R1-t,N1-R1-a"), QStringLiteral("-o"), some})
                .code == 0);
    const QList<QByteArray> someRows = readFile(some).split('\n');
    CHECK(someRows.size() == 1 + 4 + 1);
    CHECK(someRows[1].startsWith("N1-R1-a,A,")); // cable order, not the order given
    const CliRun missing = runCli({QStringLiteral("labels"), twoRacks, QStringLiteral("--cables"),
                                   QStringLiteral("nope"), QStringLiteral("-o"), some});
    CHECK(missing.code == 2);
    CHECK(missing.err.contains(QLatin1String("\"nope\"")));

    const CliRun unknown =
        runCli({QStringLiteral("labels"), twoRacks, QStringLiteral("--template"), QStringLiteral("nope"),
                QStringLiteral("-o"), dir.filePath(QStringLiteral("n.pdf"))});
    CHECK(unknown.code == 2);
    CHECK(unknown.err.contains(QLatin1String("default, a4-qr, letter, wrap, flag")));
    // A template of one's own, from a JSON file.
    const QString own = dir.filePath(QStringLiteral("mine.json"));
    writeFile(own, R"({"name": "mine", "stock": "roll", "label_mm": [50, 20], "lines": ["{id}", "{far}"]})");
    const QString ownCsv = dir.filePath(QStringLiteral("mine.csv"));
    REQUIRE(runCli({QStringLiteral("labels"), twoRacks, QStringLiteral("--template"), own,
                    QStringLiteral("-o"), ownCsv})
                .code == 0);
    CHECK(readFile(ownCsv).split('\n').value(1).startsWith("N1-R1-a,A,N1-R1-a,"));
    writeFile(own, "{");
    CHECK(runCli({QStringLiteral("labels"), twoRacks, QStringLiteral("--template"), own, QStringLiteral("-o"),
                  ownCsv})
              .err.contains(QLatin1String("mine.json")));
    CHECK(runCli({QStringLiteral("labels"), twoRacks, QStringLiteral("--dpi"), QStringLiteral("600"),
                  QStringLiteral("-o"), zpl})
              .code == 2);
    CHECK(runCli({QStringLiteral("labels"), twoRacks, QStringLiteral("-o"),
                  dir.filePath(QStringLiteral("l.doc"))})
              .code == 2);
    CHECK_FALSE(QFileInfo::exists(dir.filePath(QStringLiteral("n.pdf"))));
}

TEST_CASE("railyard-cli labels: order, extra lines and a partly used sheet", "[cli][labels]")
{
    QTemporaryDir dir;
    const QString csv = dir.filePath(QStringLiteral("l.csv"));
    REQUIRE(runCli({QStringLiteral("labels"), QStringLiteral(RAILYARD_SAMPLE_PATH), QStringLiteral("-o"), csv,
                    QStringLiteral("--order"), QStringLiteral("rack"), QStringLiteral("--with-devices"),
                    QStringLiteral("--with-cable")})
                .code == 0);
    const QStringList rows =
        QString::fromUtf8(readFile(csv)).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    CHECK(rows.first() == QLatin1String("cable,end,line1,line2,line3,line4"));
    // Installation order: each label with the rack it goes on in, from the top of the rack down. The first
    // goes on the panel at the top of A01; B ends' labels come with their rack, not their cable's A end.
    const auto near = [](const QString &row) {
        return row.split(QLatin1Char(',')).value(3).section(QLatin1Char(' '), 0, 0);
    };
    CHECK(near(rows.value(1)).startsWith(QLatin1String("A01-47:")));
    QStringList racksInOrder;
    bool bEndInA01 = false;
    for (qsizetype i = 1; i < rows.size(); ++i) {
        const QString rack = near(rows[i]).section(QLatin1Char('-'), 0, 0);
        if (racksInOrder.isEmpty() || racksInOrder.last() != rack) racksInOrder << rack;
        bEndInA01 = bEndInA01 || (rack == QLatin1String("A01") &&
                                  rows[i].split(QLatin1Char(',')).value(1) == QLatin1String("B"));
    }
    CHECK(racksInOrder == QStringList{"A01", "A02", "A03"}); // each rack's labels together
    CHECK(bEndInA01);
    CHECK(runCli({QStringLiteral("labels"), QStringLiteral(RAILYARD_SAMPLE_PATH), QStringLiteral("-o"), csv,
                  QStringLiteral("--order"), QStringLiteral("sideways")})
              .code == 2);
    CHECK(runCli({QStringLiteral("labels"), QStringLiteral(RAILYARD_SAMPLE_PATH), QStringLiteral("-o"),
                  dir.filePath(QStringLiteral("l.pdf")), QStringLiteral("--start"), QStringLiteral("22")})
              .code == 2); // the default sheet has 21 labels
    CHECK(runCli({QStringLiteral("labels"), QStringLiteral(RAILYARD_SAMPLE_PATH), QStringLiteral("-o"),
                  dir.filePath(QStringLiteral("l.pdf")), QStringLiteral("--start"), QStringLiteral("21")})
              .code == 0);
}

TEST_CASE("railyard-cli labels --rack and --network: the labels of one rack, or of one network",
          "[cli][labels][regression]")
{
    QTemporaryDir dir;
    const QString csv = dir.filePath(QStringLiteral("l.csv"));
    const auto rowsOf = [&](const QStringList &extra) {
        QStringList args{QStringLiteral("labels"), QStringLiteral(RAILYARD_SUPERPOD_SAMPLE_PATH),
                         QStringLiteral("-o"), csv};
        const CliRun r = runCli(args << extra);
        INFO(r.err.toStdString());
        REQUIRE(r.code == 0);
        QStringList rows = QString::fromUtf8(readFile(csv)).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        rows.removeFirst();
        return rows;
    };
    const QStringList all = rowsOf({});
    const QStringList b01 = rowsOf({QStringLiteral("--rack"), QStringLiteral("B01")});
    REQUIRE_FALSE(b01.isEmpty());
    CHECK(b01.size() < all.size());
    for (const QString &row : b01)
        CHECK(row.split(QLatin1Char(',')).value(3).startsWith(QLatin1String("B01-"))); // goes on in B01
    const QStringList two = rowsOf(
        {QStringLiteral("--rack"), QStringLiteral("B01"), QStringLiteral("--rack"), QStringLiteral("B02")});
    CHECK(two.size() > b01.size());
    const QStringList oob = rowsOf({QStringLiteral("--network"), QStringLiteral("oob")});
    REQUIRE_FALSE(oob.isEmpty());
    CHECK(oob.size() < all.size());
    for (const QString &row : oob)
        CHECK(row.startsWith(QLatin1String("OOB")));
    const QStringList compute = rowsOf({QStringLiteral("--network"), QStringLiteral("compute")});
    for (const QString &row : compute)
        CHECK(row.startsWith(QLatin1String("CMP")));
    // A rack the design does not have, or a network that does not exist: exit 2, no file.
    const QString none = dir.filePath(QStringLiteral("none.csv"));
    const CliRun badRack =
        runCli({QStringLiteral("labels"), QStringLiteral(RAILYARD_SUPERPOD_SAMPLE_PATH),
                QStringLiteral("--rack"), QStringLiteral("Z99"), QStringLiteral("-o"), none});
    CHECK(badRack.code == 2);
    CHECK(badRack.err.contains(QLatin1String("no rack \"Z99\"")));
    const CliRun badNet =
        runCli({QStringLiteral("labels"), QStringLiteral(RAILYARD_SUPERPOD_SAMPLE_PATH),
                QStringLiteral("--network"), QStringLiteral("fabric"), QStringLiteral("-o"), none});
    CHECK(badNet.code == 2);
    CHECK(badNet.err.contains(QLatin1String("--network must be")));
    CHECK_FALSE(QFileInfo::exists(none));
}
