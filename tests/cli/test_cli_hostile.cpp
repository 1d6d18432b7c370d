// What a hostile file or option value does to the CLI's output and exit (issue 52): nothing from a file
// reaches the terminal raw, echoed values are cut, memory running out is one line.
#include "clirun.h"
#include "io/designfile.h"
#include "testsupport.h"

#include <QProcess>
#include <QTemporaryDir>

using namespace railyard;
using namespace railyard::test;

namespace {

const QString sample = QStringLiteral(RAILYARD_SAMPLE_PATH);

bool holdsControl(const QString &text)
{
    for (const QChar c : text)
        if (c.unicode() < 0x20 && c != QLatin1Char('\n')) return true;
    return false;
}

} // namespace

TEST_CASE("commission prints what a test file says through the escaping, one line per finding",
          "[cli][commission][hostile][regression]")
{
    // Before, a quoted newline forged a summary line and ESC[2J, BEL and CR reached the terminal.
    QTemporaryDir dir;
    const Design d = loadDesign(sample).value();
    const Cable &first = d.cables().at(*d.cables().live().begin());
    const QString csv = dir.filePath(QStringLiteral("r.csv"));
    writeFile(csv, "cable,fiber,wavelength_nm,loss_db,result\n" + first.label.toUtf8() +
                       ",1,1310,0.4,PASS\n"
                       "\"X\n96 fiber cables: 96 tested (96 passed, 0 "
                       "failed\x1b[2J\x1b]0;owned\x07\r\",1,1310,0.4,PASS\n" +
                       "\"" + QByteArray(5000, 'y') + "\",1,1310,0.4,PASS\n");
    const CliRun run = runCli({QStringLiteral("commission"), sample, QStringLiteral("--tests"), csv});
    INFO(run.out.toStdString());
    CHECK_FALSE(holdsControl(run.out));
    int summaries = 0;
    for (const QString &line : run.out.split(QLatin1Char('\n'))) {
        CHECK(line.size() < 1000);
        summaries += line.startsWith(QStringLiteral("96 fiber cables:")) ? 1 : 0;
    }
    CHECK(summaries == 1);
    CHECK(run.out.contains(QStringLiteral("\\n96 fiber cables")));
}

TEST_CASE("A scanned entry or option value of 100,000 characters is echoed cut",
          "[cli][status][hostile][regression]")
{
    // Before, a 100,000-character scan gave a 100,051-character stderr line.
    QTemporaryDir dir;
    const QString scans = dir.filePath(QStringLiteral("scans.txt"));
    writeFile(scans, QByteArray(100000, 'z') + "\n");
    const CliRun run = runCli({QStringLiteral("status"), sample, QStringLiteral("--set"),
                               QStringLiteral("pulled"), QStringLiteral("--scans"), scans,
                               QStringLiteral("-o"), dir.filePath(QStringLiteral("out.json"))});
    CHECK(run.code == 1);
    for (const QString &line : run.err.split(QLatin1Char('\n')))
        CHECK(line.size() < 1000);
    CHECK_FALSE(run.err.contains(QString(61, QLatin1Char('z'))));

    const CliRun option =
        runCli({QStringLiteral("status"), sample, QStringLiteral("--set"), QString(100000, QLatin1Char('q')),
                QStringLiteral("--cables"), QStringLiteral("x"), QStringLiteral("-o"),
                dir.filePath(QStringLiteral("o.json"))});
    CHECK(option.code == 2);
    CHECK(option.err.size() < 1000);
}

TEST_CASE("revisions refuses FILE@NAME rather than list nothing", "[cli][revisions][hostile][regression]")
{
    QTemporaryDir dir;
    const QString doc = dir.filePath(QStringLiteral("d.railyard"));
    REQUIRE(runCli({QStringLiteral("convert"), sample, doc}).code == 0);
    const QString withR1 = dir.filePath(QStringLiteral("r.railyard"));
    REQUIRE(runCli({QStringLiteral("revisions"), doc, QStringLiteral("--add"), QStringLiteral("R1"),
                    QStringLiteral("-o"), withR1})
                .code == 0);
    const CliRun run = runCli({QStringLiteral("revisions"), withR1 + QStringLiteral("@R1")});
    CHECK(run.code == 2);
    CHECK(run.err.contains(QStringLiteral("not one of its revisions")));
    // An unknown name is said with the names there are.
    const CliRun unknown =
        runCli({QStringLiteral("revisions"), withR1, QStringLiteral("--delete"), QStringLiteral("NOPE"),
                QStringLiteral("-o"), dir.filePath(QStringLiteral("x.railyard"))});
    CHECK(unknown.code == 2);
    CHECK(unknown.err.contains(QStringLiteral("(it has R1)")));
    // A name with a noncharacter is refused, not stored where FILE@NAME cannot find it.
    const CliRun bad = runCli({QStringLiteral("revisions"), withR1, QStringLiteral("--add"),
                               QStringLiteral("R") + QChar(0xFFFF), QStringLiteral("-o"),
                               dir.filePath(QStringLiteral("bad.railyard"))});
    CHECK(bad.code == 2);
}

#if !defined(__SANITIZE_ADDRESS__)
TEST_CASE("Memory running out while reading is one line and exit 2", "[cli][hostile][regression]")
{
    // Before, a large unknown array ended in an uncaught std::bad_alloc (SIGABRT, a two-line C++ message).
    QTemporaryDir dir;
    QByteArray json = readFile(dataPath(QStringLiteral("two-racks.json")));
    QByteArray huge = ",\"x_huge\":[";
    for (int i = 0; i < 7000000; ++i) {
        if (i) huge += ',';
        huge += QByteArray::number(i);
    }
    huge += "]}";
    json.truncate(json.lastIndexOf('}'));
    json += huge;
    const QString path = dir.filePath(QStringLiteral("huge.json"));
    writeFile(path, json);
    QProcess p;
    p.start(QStringLiteral("sh"),
            {QStringLiteral("-c"), QStringLiteral("ulimit -v 800000; exec '%1' convert '%2' '%3'")
                                       .arg(QStringLiteral(RAILYARD_CLI_PATH), path,
                                            dir.filePath(QStringLiteral("out.railyard")))});
    REQUIRE(p.waitForFinished(60000));
    const QString err = QString::fromUtf8(p.readAllStandardError());
    INFO(err.toStdString());
    CHECK(p.exitStatus() == QProcess::NormalExit);
    CHECK(p.exitCode() == 2);
    CHECK(err.count(QLatin1Char('\n')) == 1);
    CHECK(err.contains(QStringLiteral("memory")));
}
#endif
