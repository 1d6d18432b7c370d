// railyard-cli cable-schedule: the first job added through the registry alone (issue 31).
#include "clirun.h"
#include "designfixtures.h"
#include "export/cableorder.h"
#include "export/cableschedule.h"
#include "io/designfile.h"
#include "testsupport.h"

#include <QFileInfo>
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
    CHECK(
        installation.startsWith("cable,label,type,part_number,length_m,a_end,a_device,b_end,b_device,rail"));
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
