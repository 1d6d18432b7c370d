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
