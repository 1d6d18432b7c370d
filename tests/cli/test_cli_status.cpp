// railyard-cli status: install progress and setting the status of scanned cables (issue 32 §1).
#include "clirun.h"
#include "commission/installstatus.h"
#include "io/designfile.h"
#include "testsupport.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace railyard;
using namespace railyard::test;

namespace {

const QString sample = QStringLiteral(RAILYARD_SAMPLE_PATH);

QStringList args(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const char *a : list)
        out << QString::fromUtf8(a);
    return out;
}

} // namespace

TEST_CASE("status prints the counts by status, as text or JSON", "[cli][status]")
{
    const CliRun text = runCli({QStringLiteral("status"), sample});
    REQUIRE(text.code == 0);
    CHECK(text.out.contains(QLatin1String("planned")));
    CHECK(text.out.contains(QLatin1String("A01")));
    const CliRun json = runCli({QStringLiteral("status"), sample, QStringLiteral("--json")});
    REQUIRE(json.code == 0);
    const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
    CHECK(o[QStringLiteral("cables")].toObject()[QStringLiteral("planned")].toInt() == 96);
    CHECK(o[QStringLiteral("racks")].toObject().size() == 3);
    CHECK(o[QStringLiteral("rows")].toObject().contains(QStringLiteral("A")));
}

TEST_CASE("status --set marks the cables listed or scanned and writes the design", "[cli][status]")
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("pulled.json"));
    REQUIRE(runCli({QStringLiteral("status"), sample, QStringLiteral("--set"), QStringLiteral("pulled"),
                    QStringLiteral("--cables"), QStringLiteral("N01-R1-A,SU1-N04-R8-B"), QStringLiteral("-o"),
                    out})
                .code == 0);
    Design d = loadDesign(out).value();
    CHECK(d.cables().at(d.cables().find(QStringLiteral("N01-R1-A"))).status == CableStatus::Pulled);
    CHECK(d.cables().at(d.cables().find(QStringLiteral("N04-R8-B"))).status == CableStatus::Pulled);
    CHECK(installProgress(d).cables[CableStatus::Pulled] == 2);

    // A scanner's file: CRLF, a byte-order mark, a stray empty line, a repeat, and two entries nobody has.
    const QString scans = dir.filePath(QStringLiteral("scans.txt"));
    writeFile(scans, "\xef\xbb\xbfSU1-N01-R1-A\r\nN02-R1-A\r\n\r\nN02-R1-A\r\nXX-1\r\nbogus\r\n");
    const QString tested = dir.filePath(QStringLiteral("tested.railyard"));
    const CliRun r = runCli({QStringLiteral("status"), out, QStringLiteral("--set"), QStringLiteral("tested"),
                             QStringLiteral("--scans"), scans, QStringLiteral("-o"), tested});
    CHECK(r.code == 1);
    CHECK(r.err.contains(QLatin1String("entry 5")));
    CHECK(r.err.contains(QLatin1String("\"XX-1\"")));
    CHECK(r.err.contains(QLatin1String("\"bogus\"")));
    CHECK(r.out.contains(QLatin1String("2 cables set tested, 2 entries unknown")));
    CHECK(runCli({QStringLiteral("status"), out, QStringLiteral("--set"), QStringLiteral("pulled"),
                  QStringLiteral("--cables"), QStringLiteral("N03-R1-A"), QStringLiteral("-o"),
                  dir.filePath(QStringLiteral("one.json"))})
              .out.contains(QLatin1String("1 cable set pulled, 0 entries unknown")));
    d = loadDesign(tested).value();
    CHECK(d.cables().at(d.cables().find(QStringLiteral("N01-R1-A"))).status == CableStatus::Tested);
    CHECK(d.cables().at(d.cables().find(QStringLiteral("N02-R1-A"))).status == CableStatus::Tested);
    // Nothing else changed: the other cable pulled before stays pulled.
    CHECK(d.cables().at(d.cables().find(QStringLiteral("N04-R8-B"))).status == CableStatus::Pulled);
    CHECK(installProgress(d).cables[CableStatus::Planned] == 93);
}

TEST_CASE("status refuses what it cannot do, in one line, and writes nothing", "[cli][status]")
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("o.json"));
    const QString scans = dir.filePath(QStringLiteral("s.txt"));
    writeFile(scans, "N01-R1-A\n");
    const QList<QStringList> refused{
        {QStringLiteral("status"), sample, QStringLiteral("--set"), QStringLiteral("installed"),
         QStringLiteral("--cables"), QStringLiteral("N01-R1-A"), QStringLiteral("-o"), out},
        {QStringLiteral("status"), sample, QStringLiteral("--set"), QStringLiteral("pulled"),
         QStringLiteral("-o"), out},
        {QStringLiteral("status"), sample, QStringLiteral("--set"), QStringLiteral("pulled"),
         QStringLiteral("--cables"), QStringLiteral("N01-R1-A"), QStringLiteral("--scans"), scans,
         QStringLiteral("-o"), out},
        {QStringLiteral("status"), sample, QStringLiteral("--set"), QStringLiteral("pulled"),
         QStringLiteral("--cables"), QStringLiteral("N01-R1-A")},
        {QStringLiteral("status"), sample, QStringLiteral("--set"), QStringLiteral("pulled"),
         QStringLiteral("--cables"), QStringLiteral("N01-R1-A"), QStringLiteral("-o"),
         dir.filePath(QStringLiteral("o.csv"))},
        {QStringLiteral("status"), sample, QStringLiteral("--set"), QStringLiteral("pulled"),
         QStringLiteral("--scans"), scans, QStringLiteral("-o"), scans},
        {QStringLiteral("status"), sample, QStringLiteral("--set"), QStringLiteral("pulled"),
         QStringLiteral("--scans"), dir.filePath(QStringLiteral("none.txt")), QStringLiteral("-o"), out},
        {QStringLiteral("status"), sample, QStringLiteral("--cables"), QStringLiteral("N01-R1-A")},
    };
    for (const QStringList &a : refused) {
        INFO(a.join(QLatin1Char(' ')).toStdString());
        const CliRun r = runCli(a);
        CHECK(r.code == 2);
        CHECK(r.err.count(QLatin1Char('\n')) == 1);
    }
    CHECK_FALSE(QFileInfo::exists(out));
    CHECK(readFile(scans) == "N01-R1-A\n");
    const CliRun help = runCli(args({"status", "--help"}));
    CHECK(help.code == 0);
    CHECK(help.out.contains(QLatin1String("--scans <FILE>")));
}

TEST_CASE("status --scans refuses a folder, a binary file and an empty file, and reads UTF-16",
          "[cli][status]")
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("o.json"));
    const auto run = [&](const QString &scans) {
        return runCli({QStringLiteral("status"), sample, QStringLiteral("--set"), QStringLiteral("pulled"),
                       QStringLiteral("--scans"), scans, QStringLiteral("-o"), out});
    };
    const CliRun folder = run(dir.path());
    CHECK(folder.code == 2);
    CHECK(folder.err.contains(QLatin1String("regular file")));
    const QString binary = dir.filePath(QStringLiteral("junk.bin"));
    writeFile(binary, QByteArray("\x00\x01\x02N01-R1-A\x7f\x00", 12));
    CHECK(run(binary).code == 2);
    const QString empty = dir.filePath(QStringLiteral("empty.txt"));
    writeFile(empty, "\r\n\r\n");
    const CliRun none = run(empty);
    CHECK(none.code == 2);
    CHECK(none.err.contains(QLatin1String("no cable id or label")));
    CHECK_FALSE(QFileInfo::exists(out));
    const QString notepad = dir.filePath(QStringLiteral("utf16.txt"));
    const QString text =
        QStringLiteral("n01-r1-a\r\nSU1-N02-R1-A\r\n"); // and a scanner that lowered the case
    QByteArray utf16("\xff\xfe");
    utf16 += QByteArray(reinterpret_cast<const char *>(text.utf16()), text.size() * 2);
    writeFile(notepad, utf16);
    const CliRun read = run(notepad);
    CHECK(read.code == 0);
    CHECK(read.out.contains(QLatin1String("2 cables set pulled, 0 entries unknown")));
}
