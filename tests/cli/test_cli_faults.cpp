// Outputs that must never lose the previous file or write where they should not (issue 12).
#include "clirun.h"
#include "jobs/formatregistry.h"
#include "jobs/jobregistry.h"
#include "testsupport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>

using namespace railyard;
using namespace railyard::test;

namespace {

const QString twoRacks = dataPath(QStringLiteral("two-racks.json"));

} // namespace

TEST_CASE("A full disk leaves the previous output whole, says so in one line and leaves no temporary file",
          "[cli][faults]")
{
    QTemporaryDir dir;
    const QString design = dir.filePath(QStringLiteral("pod.railyard"));
    REQUIRE(runCli({QStringLiteral("generate"), QStringLiteral("--preset"),
                    QStringLiteral("dgx-h100-superpod"), QStringLiteral("--sus"), QStringLiteral("1"),
                    QStringLiteral("--trays"), QStringLiteral("-o"), design})
                .code == 0);
    // (With trays: pull sheets need them.)
    // Runs a writing command, then the same with a file-size limit of 1 KiB (dash counts 512-byte blocks):
    // every write past it fails (EFBIG), as on a full disk.
    const auto fullDisk = [&](const QStringList &args, const QString &out) {
        INFO(args.join(QLatin1Char(' ')).toStdString());
        REQUIRE(runCli(args).code == 0);
        const QByteArray good = readFile(out);
        REQUIRE(good.size() > 1024);
        QProcess p;
        QStringList quoted;
        for (const QString &a : args)
            quoted << QLatin1Char('\'') + a + QLatin1Char('\'');
        p.start(QStringLiteral("sh"),
                {QStringLiteral("-c"),
                 QStringLiteral("trap '' XFSZ; ulimit -f 2; exec '%1' %2")
                     .arg(QStringLiteral(RAILYARD_CLI_PATH), quoted.join(QLatin1Char(' ')))});
        REQUIRE(p.waitForFinished(60000));
        const QString err = QString::fromUtf8(p.readAllStandardError());
        INFO(err.toStdString());
        CHECK(p.exitCode() == 2);
        CHECK(err.count(QLatin1Char('\n')) == 1);
        CHECK(readFile(out) == good);
        CHECK(QDir(dir.path()).entryList({QStringLiteral("*.tmp")}, QDir::Files | QDir::Hidden).isEmpty());
    };
    // Every writer of the format registry that turns a design into a file.
    int tried = 0;
    for (const FormatInfo &f : formatRegistry()) {
        if (f.direction == FormatDirection::Read || !findJob(f.command)->writesDesign) continue;
        ++tried;
        INFO(f.name.toStdString());
        const QString out = dir.filePath(f.name + QLatin1Char('.') + f.extensions.value(0));
        fullDisk(f.option.isEmpty() ? QStringList{f.command, design, out}
                                    : QStringList{f.command, design, f.option, out},
                 out);
    }
    // The writers that take more than the design: revisions, change orders, statuses.
    const QString revised = dir.filePath(QStringLiteral("revised.railyard"));
    fullDisk({QStringLiteral("revisions"), design, QStringLiteral("--add"), QStringLiteral("R1"),
              QStringLiteral("-o"), revised},
             revised);
    for (const char *suffix : {"csv", "xlsx", "pdf"}) {
        const QString order = dir.filePath(QStringLiteral("order.") + QLatin1String(suffix));
        fullDisk({QStringLiteral("change-order"), twoRacks, design, QStringLiteral("-o"), order}, order);
    }
    const QString pulled = dir.filePath(QStringLiteral("pulled.json"));
    fullDisk({QStringLiteral("status"), design, QStringLiteral("--set"), QStringLiteral("pulled"),
              QStringLiteral("--cables"), QStringLiteral("CMP000001A"), QStringLiteral("-o"), pulled},
             pulled);
    CHECK(tried >= 16);
}

TEST_CASE("railyard-cli formats lists the registry, each format with a command that exists", "[cli][formats]")
{
    const CliRun r = runCli({QStringLiteral("formats"), QStringLiteral("--json")});
    REQUIRE(r.code == 0);
    const QJsonArray list = QJsonDocument::fromJson(r.out.toUtf8()).array();
    CHECK(list.size() == qsizetype(formatRegistry().size()));
    QSet<QString> names, commandNames;
    for (const Job &c : jobRegistry())
        commandNames.insert(c.name);
    for (const QJsonValue &v : list) {
        const QString name = v[QLatin1String("name")].toString();
        INFO(name.toStdString());
        // A format is listed once per job and direction (a NetBox folder: written by one job, read by
        // another).
        const QString entry = name + QLatin1Char('/') + v[QLatin1String("direction")].toString();
        CHECK_FALSE(names.contains(entry));
        names.insert(entry);
        names.insert(name);
        CHECK(QStringList{QStringLiteral("read"), QStringLiteral("write"), QStringLiteral("both")}.contains(
            v[QLatin1String("direction")].toString()));
        CHECK(commandNames.contains(v[QLatin1String("command")].toString()));
        // The command takes the option the registry says.
        if (const QString option = v[QLatin1String("option")].toString();
            option.startsWith(QLatin1String("--"))) {
            const CliRun help = runCli({v[QLatin1String("command")].toString(), QStringLiteral("--help")});
            CHECK(help.out.contains(option));
        }
    }
    for (const char *expected : {"design-json", "design-native", "bom-xlsx", "labels-zpl", "netbox-folder",
                                 "ibnetdiscover", "price-list", "devicetype-yaml"})
        CHECK(names.contains(QLatin1String(expected)));
    const CliRun text = runCli({QStringLiteral("formats")});
    CHECK(text.out.contains(QLatin1String("bom-xlsx")));
    CHECK(text.out.count(QLatin1Char('\n')) == qsizetype(formatRegistry().size()));
}

TEST_CASE("Outputs onto the input, a directory or a FIFO are refused before any work", "[cli][faults]")
{
    QTemporaryDir dir;
    const QString design = dir.filePath(QStringLiteral("d.json"));
    REQUIRE(QFile::copy(twoRacks, design));
    const QByteArray before = readFile(design);
    const CliRun same = runCli({QStringLiteral("bom"), design, QStringLiteral("-o"), design});
    CHECK(same.code == 2);
    CHECK(same.err.contains(QLatin1String("is the input file")));
    CHECK(readFile(design) == before);
    CHECK(runCli({QStringLiteral("convert"), design, design}).code == 2);
    CHECK(readFile(design) == before);
    const CliRun directory = runCli({QStringLiteral("labels"), design, QStringLiteral("-o"), dir.path()});
    CHECK(directory.code == 2);
    CHECK(directory.err.contains(QLatin1String("is a directory")));
    const QString fifo = dir.filePath(QStringLiteral("pipe"));
    REQUIRE(QProcess::execute(QStringLiteral("mkfifo"), {fifo}) == 0);
    CHECK(runCli({QStringLiteral("bom"), design, QStringLiteral("-o"), fifo})
              .err.contains(QLatin1String("not a regular file")));
    // Reading a FIFO would block for ever.
    const CliRun in = runCli({QStringLiteral("info"), fifo});
    CHECK(in.code == 2);
    CHECK(in.err.contains(QLatin1String("not a regular file")));
}

TEST_CASE("Temporary files of a killed write are removed when the target is next written", "[cli][faults]")
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("b.pdf"));
    // One left by a process that is gone, one by this (running) process: only the first may go.
    const QString dead = dir.filePath(QStringLiteral(".b.pdf.2147483646-aBcDeF.tmp"));
    const QString live =
        dir.filePath(QStringLiteral(".b.pdf.%1-xYzXyZ.tmp").arg(QCoreApplication::applicationPid()));
    writeFile(dead, "half a PDF");
    writeFile(live, "a write under way");
    CHECK(runCli({QStringLiteral("bom"), twoRacks, QStringLiteral("-o"), out}).code == 0);
    CHECK_FALSE(QFileInfo::exists(dead));
    CHECK(QFileInfo::exists(live));
    CHECK(readFile(out).startsWith("%PDF"));
}

TEST_CASE("No writer of the registry writes onto its input, nor into a folder that is not there",
          "[cli][faults][formats]")
{
    QTemporaryDir dir;
    const QString design = dir.filePath(QStringLiteral("two-racks.json"));
    REQUIRE(QFile::copy(dataPath(QStringLiteral("two-racks.json")), design));
    const QByteArray before = readFile(design);
    for (const FormatInfo &f : formatRegistry()) {
        if (f.direction == FormatDirection::Read || !findJob(f.command)->writesDesign) continue;
        INFO(f.name.toStdString());
        const auto args = [&](const QString &out) {
            return f.option.isEmpty() ? QStringList{f.command, design, out}
                                      : QStringList{f.command, design, f.option, out};
        };
        CliRun r = runCli(args(design));
        CHECK(r.code == 2);
        CHECK(r.err.count(QLatin1Char('\n')) == 1);
        CHECK(readFile(design) == before);
        const QString nowhere =
            dir.filePath(QStringLiteral("missing/") + f.name + QLatin1Char('.') + f.extensions.value(0));
        r = runCli(args(nowhere));
        CHECK(r.code == 2);
        CHECK(r.err.count(QLatin1Char('\n')) == 1);
        CHECK_FALSE(QFileInfo::exists(nowhere));
    }
}
