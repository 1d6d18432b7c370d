// Every reader takes regular files of a sane size only: a FIFO, a device or a symlink to one — given directly
// or found in a folder — is refused with exit 2 and the file's name, before anything is read or written.
#include "clirun.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <sys/stat.h>

using namespace railyard::test;

namespace {

const QString sample = QStringLiteral(RAILYARD_SAMPLE_PATH);

void expectRefused(const QStringList &args, const QString &file,
                   const QString &why = QStringLiteral("not a regular file"))
{
    INFO(args.join(QLatin1Char(' ')).toStdString());
    const CliRun r = runCli(args);
    CHECK(r.code == 2);
    CHECK(r.err.contains(QStringLiteral("%1: %2").arg(file, why)));
}

} // namespace

TEST_CASE("Every reader refuses a FIFO, a device and a symlink to one, naming the file",
          "[cli][inputs][regression]")
{
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("fifo"));
    REQUIRE(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    const QString zero = QStringLiteral("/dev/zero");
    const QString out = dir.filePath(QStringLiteral("out.csv"));

    expectRefused({QStringLiteral("verify"), sample, QStringLiteral("--ibnetdiscover"), zero}, zero);
    expectRefused({QStringLiteral("verify"), sample, QStringLiteral("--ibnetdiscover"), fifo}, fifo);
    expectRefused({QStringLiteral("import"), QStringLiteral("--ibnetdiscover"), fifo, QStringLiteral("-o"),
                   dir.filePath(QStringLiteral("pod.railyard"))},
                  fifo);
    expectRefused(
        {QStringLiteral("bom"), sample, QStringLiteral("--prices"), zero, QStringLiteral("-o"), out}, zero);
    expectRefused({QStringLiteral("catalog"), QStringLiteral("import"), fifo}, fifo);
    CHECK_FALSE(QFile::exists(out));

    // Inside a folder: an LLDP report, a device-type YAML and a label template that are symlinks to
    // /dev/zero.
    const QString lldp = dir.filePath(QStringLiteral("lldp"));
    REQUIRE(QDir().mkpath(lldp));
    REQUIRE(QFile::link(zero, lldp + QStringLiteral("/leaf1.json")));
    expectRefused({QStringLiteral("verify"), sample, QStringLiteral("--lldp"), lldp},
                  lldp + QStringLiteral("/leaf1.json"));
    const QString types = dir.filePath(QStringLiteral("types"));
    REQUIRE(QDir().mkpath(types));
    REQUIRE(QFile::link(zero, types + QStringLiteral("/QM9700.yaml")));
    expectRefused({QStringLiteral("catalog"), QStringLiteral("import"), types},
                  types + QStringLiteral("/QM9700.yaml"));
    const QString templ = dir.filePath(QStringLiteral("stock.json"));
    REQUIRE(QFile::link(fifo, templ));
    expectRefused({QStringLiteral("labels"), sample, QStringLiteral("--template"), templ,
                   QStringLiteral("-o"), dir.filePath(QStringLiteral("labels.pdf"))},
                  templ);

    // A NetBox folder whose cables table is a symlink to a device.
    const QString netbox = dir.filePath(QStringLiteral("netbox"));
    REQUIRE(runCli({QStringLiteral("export-netbox"), sample, QStringLiteral("-o"), netbox}).code == 0);
    const QString cables = netbox + QStringLiteral("/08-cables.csv");
    REQUIRE(QFile::remove(cables));
    REQUIRE(QFile::link(zero, cables));
    expectRefused({QStringLiteral("import-netbox"), netbox, QStringLiteral("-o"),
                   dir.filePath(QStringLiteral("back.railyard"))},
                  cables);
}

TEST_CASE("A price list too large to read is refused by its size, before it is read",
          "[cli][inputs][regression]")
{
    QTemporaryDir dir;
    const QString prices = dir.filePath(QStringLiteral("prices.csv"));
    QFile file(prices);
    REQUIRE(file.open(QIODevice::WriteOnly));
    REQUIRE(file.resize(100LL * 1024 * 1024)); // sparse: nothing written, 100 MB long
    file.close();
    expectRefused({QStringLiteral("bom"), sample, QStringLiteral("--prices"), prices, QStringLiteral("-o"),
                   dir.filePath(QStringLiteral("bom.csv"))},
                  prices, QStringLiteral("is 100 MB; at most 64 MB are read"));
}

TEST_CASE("No command writes onto any of its inputs, nor into an input folder", "[cli][inputs][regression]")
{
    QTemporaryDir dir;
    const QString design = dir.filePath(QStringLiteral("design.json"));
    REQUIRE(QFile::copy(sample, design));
    const QString prices = dir.filePath(QStringLiteral("prices.csv"));
    writeFile(prices, "part_number,unit_price\nqm9700,1\n");
    const QString input = QStringLiteral("is the input file");
    // bom --prices P -o P.
    expectRefused(
        {QStringLiteral("bom"), design, QStringLiteral("--prices"), prices, QStringLiteral("-o"), prices},
        prices, input);
    CHECK(readFile(prices) == QByteArray("part_number,unit_price\nqm9700,1\n"));
    // verify --report onto the dump, through a symlink.
    const QString dump = dir.filePath(QStringLiteral("fabric.out"));
    REQUIRE(QFile::copy(
        QStringLiteral(RAILYARD_SOURCE_DIR "/tests/data/ibnetdiscover/ibnetdiscover-dgx-superpod-ndr.out"),
        dump));
    const QByteArray dumpBytes = readFile(dump);
    const QString link = dir.filePath(QStringLiteral("report.csv"));
    REQUIRE(QFile::link(dump, link));
    expectRefused({QStringLiteral("verify"), design, QStringLiteral("--ibnetdiscover"), dump,
                   QStringLiteral("--report"), link},
                  link, input);
    CHECK(readFile(dump) == dumpBytes);
    // import --node-name-map M -o M.
    const QString map = dir.filePath(QStringLiteral("names.json"));
    writeFile(map, "{}\n");
    expectRefused({QStringLiteral("import"), QStringLiteral("--ibnetdiscover"), dump,
                   QStringLiteral("--node-name-map"), map, QStringLiteral("-o"), map},
                  map, input);
    // generate --catalog C -o C.
    expectRefused({QStringLiteral("generate"), QStringLiteral("--gpus"), QStringLiteral("64"),
                   QStringLiteral("--catalog"), design, QStringLiteral("-o"), design},
                  design, input);
    CHECK(readFile(design) == readFile(sample));
    // import-netbox F -o F/07-devices.csv: not a design format; -o F/back.json over a file in the folder:
    // refused.
    const QString netbox = dir.filePath(QStringLiteral("netbox"));
    REQUIRE(runCli({QStringLiteral("export-netbox"), sample, QStringLiteral("-o"), netbox}).code == 0);
    const QString devices = netbox + QStringLiteral("/07-devices.csv");
    const QByteArray devicesBytes = readFile(devices);
    const CliRun csv = runCli({QStringLiteral("import-netbox"), netbox, QStringLiteral("-o"), devices});
    CHECK(csv.code == 2);
    CHECK(csv.err.contains(QLatin1String("unknown output format")));
    CHECK(readFile(devices) == devicesBytes);
    const QString inside = netbox + QStringLiteral("/back.json");
    writeFile(inside, "{}");
    const CliRun in = runCli({QStringLiteral("import-netbox"), netbox, QStringLiteral("-o"), inside});
    CHECK(in.code == 2);
    CHECK(in.err.contains(QLatin1String("is inside the input folder")));
}
