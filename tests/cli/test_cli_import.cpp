// railyard-cli import on crafted dumps: what the network reports is never trusted to be a usable name, two
// machines never become one device, and whatever imports verifies all ok against the dump it came from.
#include "clirun.h"
#include "testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

using namespace railyard::test;

namespace {

// A leaf (GUID 1) and a spine (GUID 2); `hosts` are port lines of the leaf, `speed` the links' speed.
QByteArray dumpOf(const QByteArray &hosts, const QByteArray &speed = "4xNDR")
{
    QByteArray text =
        "Switch\t65 \"S-0000000000000001\"\t\t# \"MF0;leaf-1:MQM9701/U1\" enhanced port 0 lid 1 lmc 0\n" +
        hosts + "[33]\t\"S-0000000000000002\"[1]\t\t# \"MF0;spine-1:MQM9701/U1\" lid 2 " + speed + "\n";
    return text.replace("4xNDR", speed);
}

QByteArray hostLine(int port, const QByteArray &guid, const QByteArray &description, int hcaPort = 1)
{
    return "[" + QByteArray::number(port) + "]\t\"H-" + guid + "\"[" + QByteArray::number(hcaPort) + "](" +
           guid + ") \t\t# \"" + description + "\" lid 10 4xNDR\n";
}

struct Imported
{
    CliRun run;
    QJsonObject design;
    QStringList ids;
    QHash<QString, QString> types; // device id → type
};

// Writes the dump, imports it and reads the design back.
Imported importDump(QTemporaryDir &dir, const QByteArray &dump, const QStringList &extra = {})
{
    const QString path = dir.filePath(QStringLiteral("fabric.out"));
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(dump);
    file.close();
    const QString out = dir.filePath(QStringLiteral("fabric.json"));
    QFile::remove(out);
    Imported i;
    i.run = runCli(QStringList{QStringLiteral("import"), QStringLiteral("--ibnetdiscover"), path,
                               QStringLiteral("-o"), out} +
                   extra);
    QFile written(out);
    if (i.run.code != 0 || !written.open(QIODevice::ReadOnly)) return i;
    i.design = QJsonDocument::fromJson(written.readAll()).object();
    for (const QJsonValue &d : i.design.value(QLatin1String("devices")).toArray()) {
        i.ids << d[QLatin1String("id")].toString();
        i.types.insert(i.ids.last(), d[QLatin1String("type")].toString());
    }
    return i;
}

// The imported design loads, has no error, and verifies all ok against the dump.
void expectVerifiesAllOk(QTemporaryDir &dir)
{
    const QString design = dir.filePath(QStringLiteral("fabric.json"));
    const CliRun verified = runCli({QStringLiteral("verify"), design, QStringLiteral("--ibnetdiscover"),
                                    dir.filePath(QStringLiteral("fabric.out"))});
    INFO(verified.out.toStdString() << verified.err.toStdString());
    CHECK(verified.code == 0);
    const CliRun validated = runCli({QStringLiteral("validate"), design, QStringLiteral("--json")});
    CHECK(validated.code == 0);
    CHECK(QJsonDocument::fromJson(validated.out.toUtf8())[QLatin1String("summary")][QLatin1String("errors")]
              .toInt() == 0);
}

} // namespace

TEST_CASE("import: names a design cannot hold become GUID names, with a note", "[cli][import][regression]")
{
    QTemporaryDir dir;
    const QByteArray longName(300, 'n');
    const QList<QByteArray> bad{
        QByteArray("node\0x mlx5_0", 13), "node\x7f mlx5_0",         "no\rde mlx5_0",
        "\xef\xbb\xbfnode mlx5_0",        "node\xef\xbf\xbf mlx5_0", longName + " mlx5_0"};
    for (const QByteArray &name : bad) {
        INFO(name.toHex().toStdString());
        const Imported i = importDump(dir, dumpOf(hostLine(1, "00000000000000a1", name)));
        REQUIRE(i.run.code == 0);
        // A CR splits the name at whitespace: no host name at all, which is said too.
        CHECK((i.run.out.contains(QLatin1String("1 nodes report a name that cannot be an id")) ||
               i.run.out.contains(QLatin1String("1 nodes report no name"))));
        CHECK(i.ids.contains(QLatin1String("ca-00000000000000a1")));
        CHECK_FALSE(i.run.out.contains(QLatin1Char('\r')));
        expectVerifiesAllOk(dir);
    }
    // A switch's name too.
    QByteArray dump = dumpOf(hostLine(1, "00000000000000a1", "node1 mlx5_0"));
    dump.replace("MF0;spine-1:", "MF0;spine\x1b[2J-1:");
    const Imported i = importDump(dir, dump);
    REQUIRE(i.run.code == 0);
    CHECK(i.ids.contains(QLatin1String("sw-0000000000000002")));
    CHECK_FALSE(i.run.out.contains(QLatin1Char('\x1b')));
    expectVerifiesAllOk(dir);
}

TEST_CASE("import: a host and a switch of one name stay two devices, two switches too",
          "[cli][import][regression]")
{
    QTemporaryDir dir;
    Imported i = importDump(dir, dumpOf(hostLine(1, "00000000000000a1", "node1 mlx5_0") +
                                        hostLine(2, "00000000000000a2", "spine-1 mlx5_0")));
    REQUIRE(i.run.code == 0);
    CHECK(i.types.value(QStringLiteral("spine-1")) == QLatin1String("qm9700-spine"));
    CHECK(i.types.value(QStringLiteral("spine-1-host")) == QLatin1String("dgx-h100"));
    CHECK(i.run.out.contains(QStringLiteral("spine-1 → spine-1-host")));
    expectVerifiesAllOk(dir);

    // A second switch that calls itself leaf-1: its own device, named by GUID.
    QByteArray twice = dumpOf(hostLine(1, "00000000000000a1", "node1 mlx5_0"));
    twice.replace("\"S-0000000000000002\"[1]\t\t# \"MF0;spine-1:",
                  "\"S-0000000000000002\"[1]\t\t# \"MF0;leaf-1:");
    i = importDump(dir, twice);
    REQUIRE(i.run.code == 0);
    CHECK(i.ids.contains(QLatin1String("leaf-1")));
    CHECK(i.ids.contains(QLatin1String("sw-0000000000000002")));
    CHECK(i.run.out.contains(QLatin1String("more than one switch is named leaf-1")));
    expectVerifiesAllOk(dir);
}

TEST_CASE("import: a port reported as its own peer is an error naming the line", "[cli][import][regression]")
{
    QTemporaryDir dir;
    const Imported i = importDump(
        dir, dumpOf("[2]\t\"S-0000000000000001\"[2]\t\t# \"MF0;leaf-1:MQM9701/U1\" lid 1 4xNDR\n"));
    CHECK(i.run.code == 2);
    CHECK(i.run.err.contains(QLatin1String("fabric.out: line 2: port 2 is reported as its own peer")));
    CHECK_FALSE(QFile::exists(dir.filePath(QStringLiteral("fabric.json"))));
    // A cable looped from one port to another of the same switch is real (a loopback test).
    const Imported loop = importDump(
        dir, dumpOf("[2]\t\"S-0000000000000001\"[3]\t\t# \"MF0;leaf-1:MQM9701/U1\" lid 1 4xNDR\n"));
    CHECK(loop.run.code == 0);
}

TEST_CASE("import: a node-name map that gives two nodes one name is refused", "[cli][import][regression]")
{
    QTemporaryDir dir;
    const QString map = dir.filePath(QStringLiteral("names.map"));
    QFile file(map);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write("0x0000000000000001 \"leaf-1\"\n# a comment\n0x0000000000000002 \"leaf-1\"\n");
    file.close();
    const Imported i = importDump(dir, dumpOf(hostLine(1, "00000000000000a1", "node1 mlx5_0")),
                                  {QStringLiteral("--node-name-map"), map});
    CHECK(i.run.code == 2);
    CHECK(i.run.err.contains(QLatin1String("names.map: line 3")));
    CHECK(i.run.err.contains(QLatin1String("given to another GUID on line 1")));
    // A GUID named twice is a mistake too.
    REQUIRE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write("0x0000000000000001 \"leaf-1\"\n0x1 \"leaf-2\"\n");
    file.close();
    const Imported twice = importDump(dir, dumpOf(hostLine(1, "00000000000000a1", "node1 mlx5_0")),
                                      {QStringLiteral("--node-name-map"), map});
    CHECK(twice.run.code == 2);
    CHECK(twice.run.err.contains(QLatin1String("names.map: line 2")));
}

TEST_CASE("import: switches only, and a dual-port adapter, verify all ok", "[cli][import][regression]")
{
    QTemporaryDir dir;
    const Imported switches = importDump(dir, dumpOf({}));
    REQUIRE(switches.run.code == 0);
    CHECK(switches.ids.size() == 2);
    expectVerifiesAllOk(dir);

    // Both ports of one ConnectX cabled to the leaf: two connectors of the host, no port taken twice.
    const Imported dual = importDump(dir, dumpOf(hostLine(1, "00000000000000a1", "node1 mlx5_0", 1) +
                                                 hostLine(2, "00000000000000a1", "node1 mlx5_0", 2) +
                                                 hostLine(3, "00000000000000b1", "node2 mlx5_0")));
    REQUIRE(dual.run.code == 0);
    CHECK(dual.run.out.contains(QLatin1String("mlx5_0:2")));
    CHECK(dual.design[QLatin1String("cables")].toArray().size() == 4);
    expectVerifiesAllOk(dir);
}

TEST_CASE("import: the fabric's speed picks the parts, or says it cannot", "[cli][import][regression]")
{
    QTemporaryDir dir;
    const QByteArray hosts = hostLine(1, "00000000000000a1", "node1 mlx5_0");
    const Imported ndr = importDump(dir, dumpOf(hosts));
    REQUIRE(ndr.run.code == 0);
    CHECK(ndr.types.value(QStringLiteral("leaf-1")) == QLatin1String("qm9700"));
    CHECK(ndr.types.value(QStringLiteral("node1")) == QLatin1String("dgx-h100"));

    const Imported xdr = importDump(dir, dumpOf(hosts, "4xXDR"));
    REQUIRE(xdr.run.code == 0);
    CHECK(xdr.types.value(QStringLiteral("leaf-1")) == QLatin1String("q3400"));
    CHECK(xdr.types.value(QStringLiteral("spine-1")) == QLatin1String("q3400-spine"));
    CHECK(xdr.types.value(QStringLiteral("node1")) == QLatin1String("dgx-b300"));
    CHECK_FALSE(xdr.run.out.contains(QLatin1String("no XDR parts")));
    expectVerifiesAllOk(dir);

    const Imported hdr = importDump(dir, dumpOf(hosts, "4xHDR"));
    REQUIRE(hdr.run.code == 0);
    CHECK(hdr.run.out.contains(QLatin1String("the catalog has no HDR parts: imported with NDR parts")));
    CHECK(hdr.types.value(QStringLiteral("leaf-1")) == QLatin1String("qm9700"));

    // Types given win over the speed's.
    const Imported given =
        importDump(dir, dumpOf(hosts, "4xXDR"), {QStringLiteral("--leaf-type"), QStringLiteral("q3200")});
    REQUIRE(given.run.code == 0);
    CHECK(given.types.value(QStringLiteral("leaf-1")) == QLatin1String("q3200"));
}

TEST_CASE("verify prints what the network reports with its control characters escaped",
          "[cli][import][regression]")
{
    QTemporaryDir dir;
    REQUIRE(importDump(dir, dumpOf(hostLine(1, "00000000000000a1", "node1 mlx5_0"))).run.code == 0);
    // The same fabric with one more adapter, whose description tries to clear the screen and forge a line.
    const QString path = dir.filePath(QStringLiteral("more.out"));
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write(dumpOf(hostLine(1, "00000000000000a1", "node1 mlx5_0") +
                      hostLine(2, "00000000000000a2", "evil\x1b[2J\rok thing")));
    file.close();
    const CliRun r = runCli({QStringLiteral("verify"), dir.filePath(QStringLiteral("fabric.json")),
                             QStringLiteral("--ibnetdiscover"), path});
    CHECK(r.code == 1);
    CHECK(r.out.contains(QLatin1String("evil\\u001b[2J\\rok thing")));
    CHECK_FALSE(r.out.contains(QChar(0x1b)));
    CHECK_FALSE(r.out.contains(QLatin1Char('\r')));
}

TEST_CASE("import: two machines of one name, or a name that is another node's GUID name, stay apart",
          "[cli][import][regression]")
{
    QTemporaryDir dir;
    // Two adapters that both say "node1 mlx5_0" are two machines.
    Imported i = importDump(dir, dumpOf(hostLine(1, "00000000000000a1", "node1 mlx5_0") +
                                        hostLine(2, "00000000000000a2", "node1 mlx5_0")));
    REQUIRE(i.run.code == 0);
    CHECK(i.ids.contains(QLatin1String("node1")));
    CHECK(i.ids.contains(QLatin1String("ca-00000000000000a2")));
    CHECK(i.run.out.contains(QLatin1String("1 adapters report a host name and RDMA device another adapter")));
    expectVerifiesAllOk(dir);
    // A host calling itself by the GUID name of an adapter that reports none.
    i = importDump(dir, dumpOf(hostLine(1, "00000000000000a1", "MT4129 ConnectX7   Mellanox Technologies") +
                               hostLine(2, "00000000000000a2", "ca-00000000000000a1")));
    REQUIRE(i.run.code == 0);
    CHECK(i.ids.contains(QLatin1String("ca-00000000000000a1")));
    CHECK(i.ids.contains(QLatin1String("ca-00000000000000a2")));
    CHECK(i.run.out.contains(QLatin1String("report the GUID name of another node")));
    expectVerifiesAllOk(dir);
}

TEST_CASE("import: maps that place adapters twice or nowhere, names a map cannot give, rates no dump has",
          "[cli][import][regression]")
{
    QTemporaryDir dir;
    const QByteArray hosts = hostLine(1, "00000000000000a1", "node1 mlx5_0");
    const auto withMap = [&](const char *option, const QByteArray &text) {
        const QString map = dir.filePath(QStringLiteral("map.txt"));
        QFile file(map);
        REQUIRE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(text);
        file.close();
        return importDump(dir, dumpOf(hosts), {QLatin1String(option), map}).run;
    };
    CliRun r = withMap("--hca-map", "osfp1.1,mlx5_0\nosfp1.2,mlx5_0\n");
    CHECK(r.code == 2);
    CHECK(r.err.contains(QLatin1String("map.txt: line 2: mlx5_0 is placed on line 1 already")));
    r = withMap("--hca-map", "osfp1.1,mlx5_0\nosfp1.1,mlx5_1\n");
    CHECK(r.code == 2);
    CHECK(r.err.contains(QLatin1String("osfp1.1 is given to another adapter on line 1")));
    r = withMap("--hca-map", "osfp99.1,mlx5_0\n");
    CHECK(r.code == 2);
    CHECK(r.err.contains(QLatin1String("places it on osfp99.1, which dgx-h100 does not have")));
    r = withMap("--node-name-map", "0x0000000000000001 \"le\x1b"
                                   "af\"\n");
    CHECK(r.code == 2);
    CHECK(r.err.contains(QLatin1String("map.txt: line 1")));
    CHECK(r.err.contains(QLatin1String("control character U+001B")));
    r = withMap("--node-name-map", "0x0000000000000001 \"\"\n");
    CHECK(r.code == 2);
    CHECK(r.err.contains(QLatin1String("an empty name")));
    // Rates and port numbers ibnetdiscover never prints.
    for (const QByteArray &rate : {QByteArray("4xFOO"), QByteArray("4xND"), QByteArray("5xNDR")}) {
        const Imported bad = importDump(dir, dumpOf(hosts, rate));
        CHECK(bad.run.code == 2);
        CHECK(bad.run.err.contains(QLatin1String("is not an InfiniBand link width and speed")));
    }
    const Imported overflow = importDump(
        dir, dumpOf("[4294967297]\t\"S-0000000000000002\"[2]\t\t# \"MF0;spine-1:MQM9701/U1\" lid 2 4xNDR\n"));
    CHECK(overflow.run.code == 2);
    CHECK(overflow.run.err.contains(QLatin1String("4294967297 is not a port number")));
}
