// railyard-cli cable-schedule: the first job added through the registry alone (issue 31).
#include "clirun.h"
#include "designfixtures.h"
#include "export/cableorder.h"
#include "export/cableschedule.h"
#include "io/designfile.h"
#include "testsupport.h"

#include <QFileInfo>
#include <QHash>
#include <QTemporaryDir>

using namespace railyard;
using namespace railyard::test;

TEST_CASE("cable-schedule writes the installer's schedule in the order asked for", "[cli][cableschedule]")
{
    QTemporaryDir dir;
    const QString design = QStringLiteral(RAILYARD_SAMPLE_PATH);
    const Design d = loadDesign(design).value();
    const QString out = dir.filePath(QStringLiteral("schedule.csv"));
    REQUIRE(runCli({QStringLiteral("cable-schedule"), design, QStringLiteral("-o"), out}).code == 0);
    const QByteArray installation = readFile(out);
    CHECK(installation == cableScheduleCsv(d, CableOrder::Installation));
    CHECK(installation.startsWith(
        "cable,label,type,part_number,length_m,a_end,a_device,b_end,b_device,rail,a_side,b_side"));
    CHECK(installation.count('\n') == d.cables().liveCount() + 1);
    REQUIRE(runCli({QStringLiteral("cable-schedule"), design, QStringLiteral("--order"),
                    QStringLiteral("cable"), QStringLiteral("-o"), out})
                .code == 0);
    CHECK(readFile(out) == cableScheduleCsv(d, CableOrder::Cable));
    CHECK(readFile(out) != installation);
}

TEST_CASE("cable-schedule refuses what it cannot write, in one line, and writes nothing",
          "[cli][cableschedule]")
{
    QTemporaryDir dir;
    const QString design = QStringLiteral(RAILYARD_SAMPLE_PATH);
    for (const QStringList &args :
         {QStringList{QStringLiteral("cable-schedule"), design},
          QStringList{QStringLiteral("cable-schedule"), design, QStringLiteral("-o"),
                      dir.filePath(QStringLiteral("s.txt"))},
          QStringList{QStringLiteral("cable-schedule"), design, QStringLiteral("--order"),
                      QStringLiteral("size"), QStringLiteral("-o"), dir.filePath(QStringLiteral("s.csv"))},
          QStringList{QStringLiteral("cable-schedule"), dir.filePath(QStringLiteral("none.json")),
                      QStringLiteral("-o"), dir.filePath(QStringLiteral("s.csv"))}}) {
        INFO(args.join(QLatin1Char(' ')).toStdString());
        const CliRun r = runCli(args);
        CHECK(r.code == 2);
        CHECK(r.err.count(QLatin1Char('\n')) == 1);
    }
    CHECK_FALSE(QFileInfo::exists(dir.filePath(QStringLiteral("s.csv"))));
    CHECK_FALSE(QFileInfo::exists(dir.filePath(QStringLiteral("s.txt"))));
    const CliRun help = runCli({QStringLiteral("cable-schedule"), QStringLiteral("--help")});
    CHECK(help.code == 0);
    CHECK(help.out.contains(QLatin1String("--order <rack|far-end|cable>")));
}

TEST_CASE("cable-schedule says which side of a patch panel each cable goes into", "[cli][cableschedule]")
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("schedule.csv"));
    REQUIRE(runCli({QStringLiteral("cable-schedule"), QStringLiteral(RAILYARD_SAMPLE_PATH),
                    QStringLiteral("-o"), out})
                .code == 0);
    const QStringList rows =
        QString::fromUtf8(readFile(out)).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    QHash<QString, QStringList> byCable;
    for (const QString &row : rows.mid(1))
        byCable.insert(row.section(QLatin1Char(','), 0, 0), row.split(QLatin1Char(',')));
    // The cord from the server to the panel's front, the trunk from its rear; a server's own port has no
    // side.
    REQUIRE(byCable.contains(QStringLiteral("N01-R1-A")));
    REQUIRE(byCable.contains(QStringLiteral("N01-R1-T")));
    const QStringList cord = byCable.value(QStringLiteral("N01-R1-A"));
    const QStringList trunk = byCable.value(QStringLiteral("N01-R1-T"));
    REQUIRE(cord.size() == 12);
    CHECK(cord.at(7) == QLatin1String("A01-47:P01"));
    CHECK(cord.at(10).isEmpty());
    CHECK(cord.at(11) == QLatin1String("front"));
    CHECK(trunk.at(5) == QLatin1String("A01-47:P01"));
    CHECK(trunk.at(10) == QLatin1String("rear"));
}
