// railyard-cli generate (issue 11).
#include "clirun.h"
#include "generatesupport.h"
#include "io/designfile.h"
#include "testsupport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

using namespace railyard;
using namespace railyard::test;

TEST_CASE("railyard-cli generate writes a preset or a generic fabric that validates clean", "[cli][generate]")
{
    QTemporaryDir dir;
    const QString json = dir.filePath(QStringLiteral("h100.json"));
    const CliRun preset =
        runCli({QStringLiteral("generate"), QStringLiteral("--preset"), QStringLiteral("dgx-h100-superpod"),
                QStringLiteral("--sus"), QStringLiteral("1"), QStringLiteral("-o"), json});
    INFO(preset.err.toStdString());
    CHECK(preset.code == 0);
    CHECK(preset.out.startsWith(QLatin1String("31 nodes, 248 GPUs in 1 scalable unit\n")));
    CHECK(
        preset.out.contains(QLatin1String("compute  2 tiers: 8 leaves, 4 spines, 0 cores; 252 node-leaf, 256 "
                                          "leaf-spine, 0 spine-core links")));
    CHECK(preset.out.endsWith(QLatin1String("wrote h100.json\n")));
    const CliRun valid = runCli({QStringLiteral("validate"), json});
    CHECK(valid.code == 0);
    CHECK(valid.out.contains(QLatin1String(": 0 errors, 0 warnings, 0 infos")));

    const QString native = dir.filePath(QStringLiteral("g.railyard"));
    const CliRun generic =
        runCli({QStringLiteral("generate"), QStringLiteral("--gpus"), QStringLiteral("128"),
                QStringLiteral("--no-oob"), QStringLiteral("--labels"), QStringLiteral("L{n:04}{part}"),
                QStringLiteral("-o"), native});
    CHECK(generic.code == 0);
    CHECK(readFile(native).startsWith("SQLite format 3"));
    CHECK(generic.out.contains(QLatin1String("oob      not generated")));
    const CliRun info = runCli({QStringLiteral("info"), native});
    CHECK(info.out.contains(QLatin1String("16 gpu-server")));

    const CliRun help = runCli({QStringLiteral("generate"), QStringLiteral("--help")});
    for (const char *option :
         {"--preset", "--sus", "--gpus", "--oversubscription", "--no-storage", "--media", "--row-length",
          "--rack-power", "--network-racks", "--labels", "dgx-b200-superpod", "dgx-b300-xdr-superpod",
          "dgx-b300-superpod", "dgx-gb200-superpod", "dgx-gb300-superpod", "--planes"})
        CHECK(help.out.contains(QLatin1String(option)));

    // A size whose table prints no cable counts says what the generator built instead.
    const CliRun xdr = runCli({QStringLiteral("generate"), QStringLiteral("--preset"),
                               QStringLiteral("dgx-b300-xdr-superpod"), QStringLiteral("--sus"),
                               QStringLiteral("2"), QStringLiteral("-o"), json});
    INFO(xdr.err.toStdString());
    CHECK(xdr.code == 0);
    CHECK(xdr.out.startsWith(QLatin1String("144 nodes, 1152 GPUs in 2 scalable units\n")));
    CHECK(
        xdr.out.contains(QLatin1String("compute  2 tiers: 16 leaves, 8 spines, 0 cores; 1152 node-leaf, 1152 "
                                       "leaf-spine, 0 spine-core links")));
    CHECK(xdr.out.contains(QLatin1String("\nnote     the table prints no cable counts for 2 SUs")));
    CHECK(runCli({QStringLiteral("validate"), json}).code == 0);
}

TEST_CASE("railyard-cli generate: four tiers report their super-cores after the three-tier counts",
          "[cli][generate]")
{
    // 16-port switches from a design's catalog: 20 SUs of 64 GPUs are 20 pods, past the 16 a core takes.
    QTemporaryDir dir;
    const QString parts = dir.filePath(QStringLiteral("parts.json"));
    Design d;
    d.catalog = withSmallSwitch(QStringLiteral("sw16"), 8);
    REQUIRE(saveDesign(d, parts, FileFormat::Json).ok());
    const QString out = dir.filePath(QStringLiteral("four.railyard"));
    const CliRun run =
        runCli({QStringLiteral("generate"), QStringLiteral("--gpus"), QStringLiteral("1280"),
                QStringLiteral("--leaf"), QStringLiteral("sw16"), QStringLiteral("--spine"),
                QStringLiteral("sw16-spine"), QStringLiteral("--no-storage"), QStringLiteral("--no-inband"),
                QStringLiteral("--catalog"), parts, QStringLiteral("--super-names"),
                QStringLiteral("{net}-top{i:03}"), QStringLiteral("-o"), out});
    INFO(run.err.toStdString());
    REQUIRE(run.code == 0);
    CHECK(run.out.contains(QLatin1String("compute  4 tiers: 160 leaves, 160 spines, 192 cores; 1280 "
                                         "node-leaf, 1280 leaf-spine, 1280 spine-core "
                                         "links, 128 super-cores, 1536 core-super links; ")));
    CHECK(runCli({QStringLiteral("validate"), out}).code == 0);
    const Result<Design> back = loadDesign(out);
    REQUIRE(back.ok());
    CHECK(back.value().devices().find(QStringLiteral("cmp-top128")) >= 0);
}

TEST_CASE("railyard-cli generate: bad options are exit 2, one line, and no file", "[cli][generate]")
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("x.json"));
    auto fails = [&](const QStringList &args, const char *says) {
        QStringList all{QStringLiteral("generate")};
        all << args << QStringLiteral("-o") << out;
        const CliRun r = runCli(all);
        INFO(r.err.toStdString());
        CHECK(r.code == 2);
        CHECK(r.err.contains(QLatin1String(says)));
        CHECK(r.err.count(QLatin1Char('\n')) == 1);
        CHECK_FALSE(QFileInfo::exists(out));
    };
    fails({QStringLiteral("--gpus"), QStringLiteral("0")}, "at least 1");
    fails({QStringLiteral("--gpus"), QStringLiteral("many")}, "--gpus must be a whole number");
    fails(
        {QStringLiteral("--preset"), QStringLiteral("dgx-z1"), QStringLiteral("--sus"), QStringLiteral("1")},
        "unknown preset \"dgx-z1\"");
    fails({QStringLiteral("--preset"), QStringLiteral("dgx-b200-superpod"), QStringLiteral("--sus"),
           QStringLiteral("3")},
          "2, 4, 8, 16, 32 or 64");
    fails({QStringLiteral("--preset"), QStringLiteral("dgx-b200-superpod")}, "--preset needs --sus");
    fails(
        {QStringLiteral("--gpus"), QStringLiteral("64"), QStringLiteral("--leaf"), QStringLiteral("qm9999")},
        "unknown leaf type \"qm9999\"");
    fails({QStringLiteral("--gpus"), QStringLiteral("2100000")},
          "2051 pods need more than four tiers of 64-port switches");
    fails(
        {QStringLiteral("--gpus"), QStringLiteral("64"), QStringLiteral("--media"), QStringLiteral("copper")},
        "smf or mmf");
    fails({}, "either --preset NAME --sus N or --gpus N");
    fails({QStringLiteral("--gpus"), QStringLiteral("64"), QStringLiteral("--planes"), QStringLiteral("3")},
          "the 8 rails of dgx-h100 do not share out evenly among 3 planes");
    fails({QStringLiteral("--gpus"), QStringLiteral("64"), QStringLiteral("--planes"), QStringLiteral("9")},
          "between 1 and 8");
    fails({QStringLiteral("--preset"), QStringLiteral("dgx-gb200-superpod"), QStringLiteral("--sus"),
           QStringLiteral("1"), QStringLiteral("--planes"), QStringLiteral("2")},
          "--planes goes with --gpus");
    fails({QStringLiteral("--gpus"), QStringLiteral("64"), QStringLiteral("--racks"), QStringLiteral("3")},
          "--racks goes with an NVL72 --preset");
    fails({QStringLiteral("--preset"), QStringLiteral("dgx-gb200-superpod"), QStringLiteral("--sus"),
           QStringLiteral("1"), QStringLiteral("--racks"), QStringLiteral("-3")},
          "0 (all) or more");
    fails({QStringLiteral("--gpus"), QStringLiteral("64"), QStringLiteral("--network-racks"),
           QStringLiteral("aside")},
          "auto, end or middle");
}

TEST_CASE("railyard-cli labels prints a generated pod on roll stock, with and without devices and cable",
          "[cli][generate][labels][regression]")
{
    QTemporaryDir dir;
    const QString pod = dir.filePath(QStringLiteral("pod.railyard"));
    REQUIRE(
        runCli({QStringLiteral("generate"), QStringLiteral("--preset"), QStringLiteral("dgx-h100-superpod"),
                QStringLiteral("--sus"), QStringLiteral("1"), QStringLiteral("-o"), pod})
            .code == 0);
    const QString csv = dir.filePath(QStringLiteral("l.csv"));
    REQUIRE(runCli({QStringLiteral("labels"), pod, QStringLiteral("-o"), csv}).code == 0);
    const qsizetype labels = readFile(csv).count('\n') - 1;
    CHECK(labels >= 2 * 1494);
    for (const char *stock : {"wrap", "flag"})
        for (const bool extras : {false, true}) {
            INFO(stock << (extras ? " with devices and cable" : ""));
            const QString zpl = dir.filePath(QStringLiteral("l.zpl"));
            QStringList args{QStringLiteral("labels"), pod, QStringLiteral("--template"),
                             QLatin1String(stock)};
            if (extras) args << QStringLiteral("--with-devices") << QStringLiteral("--with-cable");
            const CliRun r = runCli(args << QStringLiteral("-o") << zpl);
            INFO(r.err.toStdString());
            REQUIRE(r.code == 0);
            CHECK(readFile(zpl).count("^XA") == labels);
        }
}

TEST_CASE("railyard-cli generate: a generated design starts with the spares of a new design, or --spares",
          "[cli][generate][regression]")
{
    QTemporaryDir dir;
    const QString json = dir.filePath(QStringLiteral("g.json"));
    const auto sparesOf = [&](const QStringList &extra) {
        QStringList args{QStringLiteral("generate"), QStringLiteral("--gpus"), QStringLiteral("64")};
        const CliRun r = runCli(args << extra << QStringLiteral("-o") << json);
        INFO(r.err.toStdString());
        REQUIRE(r.code == 0);
        return QJsonDocument::fromJson(readFile(json))
            .object()
            .value(QStringLiteral("settings"))
            .toObject()
            .value(QStringLiteral("spares_percent"))
            .toDouble(-1);
    };
    CHECK(sparesOf({}) == 5);
    CHECK(sparesOf({QStringLiteral("--spares"), QStringLiteral("10")}) == 10);
    CHECK(sparesOf({QStringLiteral("--spares"), QStringLiteral("0")}) == 0);
    const CliRun bad = runCli({QStringLiteral("generate"), QStringLiteral("--gpus"), QStringLiteral("64"),
                               QStringLiteral("--spares"), QStringLiteral("-3"), QStringLiteral("-o"),
                               dir.filePath(QStringLiteral("bad.json"))});
    CHECK(bad.code == 2);
    CHECK(bad.err.contains(QLatin1String("spares")));
    CHECK_FALSE(QFileInfo::exists(dir.filePath(QStringLiteral("bad.json"))));
    CHECK(runCli({QStringLiteral("generate"), QStringLiteral("--help")})
              .out.contains(QLatin1String("--spares")));
}

TEST_CASE("generate refuses name patterns that give names a design cannot hold, and prints none raw",
          "[cli][generate][regression]")
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("g.json"));
    const QString bell = QString(QChar(7));
    for (const QString &option :
         QStringList{QStringLiteral("--node-names=n") + bell + QStringLiteral("{n}"),
                     QStringLiteral("--rack-names=R") + QChar(0x1b) + QStringLiteral("{row}{pos}"),
                     QStringLiteral("--panel-names=P") + QChar(0x7f) + QStringLiteral("{rack}-{p}"),
                     QStringLiteral("--node-names=") + QString(300, QLatin1Char('x')) + QStringLiteral("{n}"),
                     QStringLiteral("--leaf-names=l") + QChar(0xFFFF) + QStringLiteral("{i}")}) {
        INFO(option.toStdString());
        const CliRun r = runCli({QStringLiteral("generate"), QStringLiteral("--gpus"), QStringLiteral("64"),
                                 option, QStringLiteral("-o"), out});
        CHECK(r.code == 2);
        CHECK(r.err.contains(QLatin1String("cannot be")));
        CHECK_FALSE(QFile::exists(out));
        for (const QChar c : r.err)
            CHECK((c == QLatin1Char('\n') || c.unicode() >= 0x20) &
                  (c.unicode() < 0x7f || c.unicode() >= 0xa0));
    }
}

TEST_CASE("A file name with a line break is printed escaped", "[cli][generate][regression]")
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("two\nlines.json"));
    const CliRun r = runCli({QStringLiteral("generate"), QStringLiteral("--gpus"), QStringLiteral("64"),
                             QStringLiteral("-o"), out});
    REQUIRE(r.code == 0);
    CHECK(r.out.contains(QLatin1String("wrote two\\nlines.json")));
    CHECK(QFile::exists(out));
}

TEST_CASE("A design name with control characters is refused by generate and printed escaped by validate",
          "[cli][generate][regression]")
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("g.json"));
    const QString evil = QStringLiteral("evil\x1b]0;pwned\x07\x1b[2J\rname");
    CliRun r = runCli({QStringLiteral("generate"), QStringLiteral("--gpus"), QStringLiteral("64"),
                       QStringLiteral("--name"), evil, QStringLiteral("-o"), out});
    CHECK(r.code == 2);
    CHECK(r.err.contains(QLatin1String("--name holds the control character U+001B")));
    CHECK_FALSE(QFile::exists(out));
    // A design file that has such a name (the JSON format allows any text there) prints it escaped.
    REQUIRE(runCli({QStringLiteral("generate"), QStringLiteral("--gpus"), QStringLiteral("64"),
                    QStringLiteral("-o"), out})
                .code == 0);
    QJsonObject json = QJsonDocument::fromJson(readFile(out)).object();
    json[QLatin1String("name")] = evil;
    QFile file(out);
    REQUIRE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(QJsonDocument(json).toJson());
    file.close();
    for (const char *command : {"validate", "info"}) {
        r = runCli({QLatin1String(command), out});
        CHECK(r.out.contains(QLatin1String("evil\\u001b]0;pwned\\u0007\\u001b[2J\\rname")));
        CHECK_FALSE(r.out.contains(QChar(0x1b)));
        CHECK_FALSE(r.out.contains(QLatin1Char('\r')));
    }
}
