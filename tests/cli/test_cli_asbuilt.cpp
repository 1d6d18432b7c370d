// railyard-cli verify and import: the design against a running fabric (ibnetdiscover, LLDP), and a fabric as
// a design.
#include "clirun.h"
#include "designfixtures.h"
#include "ibfabricsynth.h"
#include "io/designfile.h"
#include "lldpsynth.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

using namespace railyard;
using namespace railyard::test;

TEST_CASE("railyard-cli verify: exit 0 when the fabric is as designed, 1 otherwise, 2 for a broken dump",
          "[cli][verify]")
{
    QTemporaryDir dir;
    const QString sample = QStringLiteral(RAILYARD_SAMPLE_PATH);
    const Design design = sampleDesign();
    IbFabric fabric = fabricOf(design);
    const QString dump = dir.filePath(QStringLiteral("fabric.out"));
    const auto write = [&dump](const QByteArray &text) {
        QFile file(dump);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write(text);
    };
    write(ibnetdiscoverText(fabric));
    const CliRun ok = runCli({QStringLiteral("verify"), sample, QStringLiteral("--ibnetdiscover"), dump});
    CHECK(ok.code == 0);
    CHECK(ok.out.startsWith(QLatin1String("32 ok\n")));

    fabric.links.back().width = QStringLiteral("2x");
    write(ibnetdiscoverText(fabric));
    const CliRun degraded = runCli({QStringLiteral("verify"), sample, QStringLiteral("--ibnetdiscover"), dump,
                                    QStringLiteral("--json")});
    CHECK(degraded.code == 1);
    const QJsonObject json = QJsonDocument::fromJson(degraded.out.toUtf8()).object();
    CHECK(json.value(QLatin1String("summary")).toObject().value(QLatin1String("degraded")).toInt() == 1);
    CHECK(json.value(QLatin1String("summary")).toObject().value(QLatin1String("ok")).toInt() == 31);
    bool found = false;
    for (const QJsonValue &l : json.value(QLatin1String("links")).toArray())
        if (l.toObject().value(QLatin1String("status")).toString() == QLatin1String("degraded")) {
            found = true;
            CHECK(l.toObject()
                      .value(QLatin1String("found"))
                      .toObject()
                      .value(QLatin1String("width"))
                      .toString() == QLatin1String("2x"));
            CHECK(l.toObject()
                      .value(QLatin1String("design"))
                      .toObject()
                      .value(QLatin1String("a"))
                      .toString()
                      .contains(QLatin1Char(':')));
        }
    CHECK(found);
    // The report for the field team, beside the verdicts; a report that cannot be written is exit 2.
    const QString report = dir.filePath(QStringLiteral("report.csv"));
    CHECK(runCli({QStringLiteral("verify"), sample, QStringLiteral("--ibnetdiscover"), dump,
                  QStringLiteral("--report"), report})
              .code == 1);
    QFile reportFile(report);
    REQUIRE(reportFile.open(QIODevice::ReadOnly));
    const QByteArray reportText = reportFile.readAll();
    CHECK(reportText.startsWith("status,design_a,design_b,cables,found_a,found_b,width,speed\r\n"));
    CHECK(reportText.count("\r\n") == 1 + 32);
    const CliRun badReport =
        runCli({QStringLiteral("verify"), sample, QStringLiteral("--ibnetdiscover"), dump,
                QStringLiteral("--report"), dir.filePath(QStringLiteral("report.txt"))});
    CHECK(badReport.code == 2);
    CHECK(badReport.err.contains(QLatin1String("report.txt")));

    write("Switch\t65 \"S-2c5eab0300b87b40\"\t\t# \"x\" enhanced port 0 lid 1 lmc 0\nnonsense\n");
    const CliRun broken = runCli({QStringLiteral("verify"), sample, QStringLiteral("--ibnetdiscover"), dump});
    CHECK(broken.code == 2);
    CHECK(broken.err.contains(QLatin1String("fabric.out: line 2: not a line of ibnetdiscover output")));
    CHECK(runCli({QStringLiteral("verify"), sample}).code == 2);
}

TEST_CASE("railyard-cli verify --lldp: the Ethernet links against a folder of LLDP reports",
          "[cli][verify][lldp]")
{
    QTemporaryDir dir;
    const QString design = QStringLiteral(RAILYARD_SUPERPOD_SAMPLE_PATH);
    Result<Design> d = loadDesign(design);
    REQUIRE(d.ok());
    std::vector<LldpNeighbor> lldp = lldpOf(d.value());
    const int links = int(lldp.size()) / 2;
    const QString folder = dir.filePath(QStringLiteral("lldp"));
    REQUIRE(QDir().mkpath(folder));
    writeLldpFolder(lldp, folder);
    const CliRun ok = runCli({QStringLiteral("verify"), design, QStringLiteral("--lldp"), folder});
    CHECK(ok.code == 0);
    CHECK(ok.out == QStringLiteral("%1 ok\n").arg(links));
    // One host's BMC on another switch port: the link is wrong, reported once.
    const auto bmc = std::find_if(lldp.begin(), lldp.end(), [](const LldpNeighbor &n) {
        return n.localInterface == QLatin1String("bmc");
    });
    REQUIRE(bmc != lldp.end());
    bmc->remotePort = QStringLiteral("swp47");
    writeLldpFolder(lldp, folder);
    const CliRun wrong = runCli(
        {QStringLiteral("verify"), design, QStringLiteral("--lldp"), folder, QStringLiteral("--json")});
    CHECK(wrong.code == 1);
    const QJsonObject summary =
        QJsonDocument::fromJson(wrong.out.toUtf8()).object().value(QLatin1String("summary")).toObject();
    CHECK(summary.value(QLatin1String("wrong-port")).toInt() == 1);
    CHECK(summary.value(QLatin1String("ok")).toInt() == links - 1);
    // Neither a dump nor reports: nothing to compare.
    const CliRun none = runCli({QStringLiteral("verify"), design});
    CHECK(none.code == 2);
    CHECK(none.err.contains(QLatin1String("--lldp")));
    const CliRun badMap = runCli({QStringLiteral("verify"), design, QStringLiteral("--lldp"), folder,
                                  QStringLiteral("--ifname-map"), dir.filePath(QStringLiteral("none.csv"))});
    CHECK(badMap.code == 2);
    CHECK(badMap.err.contains(QLatin1String("none.csv")));
}

TEST_CASE("railyard-cli import: a running fabric becomes a design that verifies against it", "[cli][verify]")
{
    QTemporaryDir dir;
    const QString dump =
        QStringLiteral(RAILYARD_TEST_DATA_DIR "/ibnetdiscover/ibnetdiscover-dgx-superpod-ndr.out");
    const QString out = dir.filePath(QStringLiteral("pod.railyard"));
    const CliRun imported = runCli(
        {QStringLiteral("import"), QStringLiteral("--ibnetdiscover"), dump, QStringLiteral("-o"), out});
    CHECK(imported.code == 0);
    CHECK(imported.out.contains(QLatin1String("wrote pod.railyard: 231 devices, 1074 cables")));
    const CliRun verified = runCli({QStringLiteral("verify"), out, QStringLiteral("--ibnetdiscover"), dump});
    CHECK(verified.code == 0);
    CHECK(verified.out == QLatin1String("1074 ok\n"));
    CHECK(runCli({QStringLiteral("validate"), out}).code ==
          0); // warnings (two leaves of the real pod reach hosts of three rails), no errors
    CHECK(runCli({QStringLiteral("import"), QStringLiteral("--ibnetdiscover"), dump}).code == 2);
    // Hosts become GPU servers of the chosen type, and only of a GPU server type.
    const CliRun notServer = runCli({QStringLiteral("import"), QStringLiteral("--ibnetdiscover"), dump,
                                     QStringLiteral("--host-type"), QStringLiteral("qm9700"),
                                     QStringLiteral("-o"), dir.filePath(QStringLiteral("other.railyard"))});
    CHECK(notServer.code == 2);
    CHECK(notServer.err.contains(QLatin1String("\"qm9700\" is not a GPU server")));
    CHECK_FALSE(QFile::exists(dir.filePath(QStringLiteral("other.railyard"))));
    const CliRun notSwitch = runCli({QStringLiteral("import"), QStringLiteral("--ibnetdiscover"), dump,
                                     QStringLiteral("--spine-type"), QStringLiteral("dgx-h100"),
                                     QStringLiteral("-o"), dir.filePath(QStringLiteral("other.railyard"))});
    CHECK(notSwitch.code == 2);
    CHECK(notSwitch.err.contains(QLatin1String("\"dgx-h100\" is not a switch")));
    // Spectrum-4 leaves instead: the same links, on the chosen types.
    const QString sn = dir.filePath(QStringLiteral("sn.json"));
    CHECK(runCli({QStringLiteral("import"), QStringLiteral("--ibnetdiscover"), dump,
                  QStringLiteral("--leaf-type"), QStringLiteral("sn5600"), QStringLiteral("--spine-type"),
                  QStringLiteral("sn5600-spine"), QStringLiteral("-o"), sn})
              .code == 0);
    QFile snFile(sn);
    REQUIRE(snFile.open(QIODevice::ReadOnly));
    const QByteArray snText = snFile.readAll();
    CHECK(snText.contains("\"type\": \"sn5600\""));
    CHECK(snText.contains("\"type\": \"sn5600-spine\""));
    CHECK_FALSE(snText.contains("\"type\": \"qm9700\""));
}
