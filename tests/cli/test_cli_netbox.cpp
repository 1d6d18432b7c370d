// railyard-cli catalog import, export-netbox and import-netbox: NetBox device types in, designs out and back.
#include "clirun.h"
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

TEST_CASE("railyard-cli catalog import: NetBox device types as a catalog a design takes", "[cli][netbox]")
{
    QTemporaryDir dir;
    const QString library = QStringLiteral(RAILYARD_TEST_DATA_DIR "/netbox");
    const QString out = dir.filePath(QStringLiteral("catalog.json"));
    const CliRun imported =
        runCli({QStringLiteral("catalog"), QStringLiteral("import"), library, QStringLiteral("-o"), out});
    CHECK(imported.code == 0);
    CHECK(imported.out.contains(QLatin1String("nvidia-qm9700  leaf, 1 U, 6 ports  (QM9700.yaml)")));
    CHECK(imported.out.contains(QLatin1String(
        "note: SN5600.yaml: interfaces[5].type: \"lag\" is not a physical port: bond0 skipped")));
    CHECK(imported.out.contains(QLatin1String("wrote catalog.json: 4 device types")));
    QFile file(out);
    REQUIRE(file.open(QIODevice::ReadOnly));
    const QJsonObject catalog = QJsonDocument::fromJson(file.readAll()).object();
    REQUIRE(catalog.value(QLatin1String("device_types")).toArray().size() == 4);
    // The catalog in a design: it loads, and a device of an imported type validates.
    QJsonObject design{
        {QStringLiteral("format"), QStringLiteral("railyard")},
        {QStringLiteral("version"), 1},
        {QStringLiteral("name"), QStringLiteral("NetBox types")},
        {QStringLiteral("catalog"), catalog},
        {QStringLiteral("racks"), QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("A01")},
                                                         {QStringLiteral("row"), QStringLiteral("A")},
                                                         {QStringLiteral("x_m"), 0},
                                                         {QStringLiteral("y_m"), 0}}}},
        {QStringLiteral("devices"),
         QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("leaf-1")},
                                {QStringLiteral("type"), QStringLiteral("nvidia-qm9700")},
                                {QStringLiteral("rack"), QStringLiteral("A01")},
                                {QStringLiteral("u"), 40}}}},
        {QStringLiteral("cables"), QJsonArray{}}};
    const QString designPath = dir.filePath(QStringLiteral("design.json"));
    QFile designFile(designPath);
    REQUIRE(designFile.open(QIODevice::WriteOnly));
    designFile.write(QJsonDocument(design).toJson());
    designFile.close();
    const CliRun info = runCli({QStringLiteral("info"), designPath});
    CHECK(info.code == 0);
    CHECK(info.out.contains(QLatin1String("Devices:      1")));
    // Broken input: exit 2, the file named, nothing written.
    QFile broken(dir.filePath(QStringLiteral("broken.yaml")));
    REQUIRE(broken.open(QIODevice::WriteOnly));
    broken.write("manufacturer: [\n");
    broken.close();
    const QString out2 = dir.filePath(QStringLiteral("other.json"));
    const CliRun bad = runCli({QStringLiteral("catalog"), QStringLiteral("import"), library,
                               dir.filePath(QStringLiteral("broken.yaml")), QStringLiteral("-o"), out2});
    CHECK(bad.code == 2);
    CHECK(bad.err.contains(QLatin1String("broken.yaml")));
    CHECK_FALSE(QFile::exists(out2));
    CHECK(runCli({QStringLiteral("catalog"), QStringLiteral("import")}).code == 2);
    CHECK(runCli({QStringLiteral("catalog"), QStringLiteral("export"), library}).code == 2);
}

TEST_CASE("railyard-cli export-netbox writes the bulk-import files — a file in the folder's place is exit 2",
          "[cli][netbox]")
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("netbox"));
    const CliRun ok = runCli({QStringLiteral("export-netbox"), QStringLiteral(RAILYARD_SAMPLE_PATH),
                              QStringLiteral("-o"), folder});
    CHECK(ok.code == 0);
    CHECK(ok.out.contains(QLatin1String("wrote ")));
    CHECK(QFile::exists(folder + QStringLiteral("/08-cables.csv")));
    CHECK(QDir(folder + QStringLiteral("/06-device-types")).entryList(QDir::Files).size() >= 2);
    QFile blocker(dir.filePath(QStringLiteral("file")));
    REQUIRE(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    const CliRun bad = runCli({QStringLiteral("export-netbox"), QStringLiteral(RAILYARD_SAMPLE_PATH),
                               QStringLiteral("-o"), dir.filePath(QStringLiteral("file"))});
    CHECK(bad.code == 2);
    CHECK(bad.err.contains(QLatin1String("is not a folder")));
    CHECK(runCli({QStringLiteral("export-netbox"), QStringLiteral(RAILYARD_SAMPLE_PATH)}).code == 2);
    // A folder named with a trailing slash, new or there already (and empty): the same folder.
    for (const char *name : {"slashed/", "empty/"}) {
        if (qstrcmp(name, "empty/") == 0) REQUIRE(QDir(dir.path()).mkdir(QStringLiteral("empty")));
        const QString slashed = dir.filePath(QLatin1String(name));
        const CliRun r = runCli({QStringLiteral("export-netbox"), QStringLiteral(RAILYARD_SAMPLE_PATH),
                                 QStringLiteral("-o"), slashed});
        INFO(r.err.toStdString());
        CHECK(r.code == 0);
        CHECK(QFile::exists(slashed + QStringLiteral("08-cables.csv")));
        CHECK(QDir(slashed).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot).size() >= 8);
    }
    CHECK(QDir(dir.path()).entryList(QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot).size() == 3);
    // And back: the same design, which validates clean.
    const QString back = dir.filePath(QStringLiteral("back.railyard"));
    const CliRun imported = runCli({QStringLiteral("import-netbox"), folder, QStringLiteral("-o"), back});
    CHECK(imported.code == 0);
    // Floor positions ride in the racks' comments, so nothing had to be laid out.
    CHECK_FALSE(imported.out.contains(QLatin1String("note: NetBox keeps no floor positions")));
    CHECK(imported.out.contains(QLatin1String("wrote back.railyard: 3 racks, 16 devices, 96 cables")));
    CHECK(runCli({QStringLiteral("validate"), back}).code == 0);
    QFile::remove(folder + QStringLiteral("/07-devices.csv"));
    const CliRun broken = runCli({QStringLiteral("import-netbox"), folder, QStringLiteral("-o"),
                                  dir.filePath(QStringLiteral("broken.railyard"))});
    CHECK(broken.code == 2);
    CHECK(broken.err.contains(QLatin1String("device_type")));
    CHECK_FALSE(QFile::exists(dir.filePath(QStringLiteral("broken.railyard"))));
}

TEST_CASE("railyard-cli catalog import refuses what a design cannot hold, naming the file and key",
          "[cli][netbox][regression]")
{
    QTemporaryDir dir;
    const auto importYaml = [&](const QByteArray &yaml, const QByteArray &second = {}) {
        const QString folder = dir.filePath(QStringLiteral("types"));
        QDir(folder).removeRecursively();
        REQUIRE(QDir().mkpath(folder));
        for (const auto &[name, text] : {std::pair{"a.yaml", yaml}, std::pair{"b.yaml", second}}) {
            if (text.isEmpty()) continue;
            QFile f(QDir(folder).filePath(QLatin1String(name)));
            REQUIRE(f.open(QIODevice::WriteOnly));
            f.write(text);
        }
        const QString out = dir.filePath(QStringLiteral("catalog.json"));
        const CliRun r =
            runCli({QStringLiteral("catalog"), QStringLiteral("import"), folder, QStringLiteral("-o"), out});
        CHECK(r.code == 2);
        CHECK_FALSE(QFile::exists(out));
        return r.err;
    };
    const QByteArray head = "manufacturer: Lab\nmodel: Box\nslug: lab-box\n";
    const QByteArray port = "interfaces:\n  - name: p1\n    type: 400gbase-x-osfp\n";
    CHECK(importYaml(head + "u_height: 61\n" + port)
              .contains(QLatin1String("a.yaml: u_height (id \"lab-box\"): 61 U")));
    CHECK(importYaml(head + "u_height: 1e308\n" + port).contains(QLatin1String("more than a rack holds")));
    CHECK(importYaml(head +
                     "u_height: 1\npower-ports:\n  - name: ps1\n    maximum_draw: 1e308\n  - name: ps2\n"
                     "    maximum_draw: 1e308\n" +
                     port)
              .contains(QLatin1String("power-ports")));
    CHECK(importYaml("manufacturer: Lab\nmodel: Box\nslug: \"lab\\x07box\"\nu_height: 1\n" + port)
              .contains(QLatin1String("slug (id \"lab\\u0007box\"): holds the control character U+0007")));
    CHECK(importYaml(head + "u_height: 1\ninterfaces:\n  - name: " + QByteArray(5000, 'p') +
                     "\n    type: 400gbase-x-osfp\n")
              .contains(QLatin1String("interfaces[0].name")));
    QByteArray many = head + "u_height: 1\ninterfaces:\n";
    for (int i = 0; i < 1025; ++i)
        many += "  - name: p" + QByteArray::number(i) + "\n    type: 1000base-t\n";
    CHECK(importYaml(many).contains(QLatin1String("1025 ports; a device type has at most 1024")));
    const QString twice = importYaml(head + "u_height: 1\n" + port,
                                     "manufacturer: Lab\nmodel: Other\nslug: lab-box\nu_height: 1\n");
    CHECK(twice.contains(QLatin1String("b.yaml: slug")));
    CHECK(twice.contains(QLatin1String("a.yaml has the same slug")));
}

TEST_CASE(
    "export-netbox never replaces the design it reads, import-netbox and catalog import never write into "
    "their input folder",
    "[cli][netbox][regression]")
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("nb"));
    REQUIRE(runCli({QStringLiteral("export-netbox"), QStringLiteral(RAILYARD_SAMPLE_PATH),
                    QStringLiteral("-o"), folder})
                .code == 0);
    // The design saved as the folder's own parts file, or as one of its type files.
    for (const QString &inside :
         {QStringLiteral("00-railyard.json"), QStringLiteral("06-device-types/zz.yaml")}) {
        const QString design = QDir(folder).filePath(inside);
        QFile::remove(design);
        REQUIRE(QFile::copy(QStringLiteral(RAILYARD_SAMPLE_PATH), design));
        const QByteArray before = readFile(design);
        const CliRun r = runCli({QStringLiteral("export-netbox"), design, QStringLiteral("-o"), folder});
        CHECK(r.code == 2);
        CHECK(r.err.contains(QLatin1String("holds the design being exported")));
        CHECK(readFile(design) == before);
        QFile::remove(design);
    }
    // New files inside an input folder are refused as existing ones are.
    CliRun r = runCli({QStringLiteral("import-netbox"), folder, QStringLiteral("-o"),
                       QDir(folder).filePath(QStringLiteral("new.json"))});
    CHECK(r.code == 2);
    CHECK(r.err.contains(QLatin1String("inside the input folder")));
    CHECK_FALSE(QFile::exists(QDir(folder).filePath(QStringLiteral("new.json"))));
    const QString types = QStringLiteral(RAILYARD_TEST_DATA_DIR "/netbox");
    QTemporaryDir copy;
    for (const QString &f : QDir(types).entryList(QDir::Files))
        QFile::copy(QDir(types).filePath(f), copy.filePath(f));
    r = runCli({QStringLiteral("catalog"), QStringLiteral("import"), copy.path(), QStringLiteral("-o"),
                copy.filePath(QStringLiteral("cat.json"))});
    CHECK(r.code == 2);
    CHECK_FALSE(QFile::exists(copy.filePath(QStringLiteral("cat.json"))));
    r = runCli({QStringLiteral("catalog"), QStringLiteral("import"), copy.path(), QStringLiteral("-o"),
                dir.filePath(QStringLiteral("cat.txt"))});
    CHECK(r.code == 2);
    CHECK(r.err.contains(QLatin1String("written as .json")));
}

TEST_CASE("catalog import refuses heights and draws that are not numbers of 0 or more, keys given twice and "
          "second documents",
          "[cli][netbox][regression]")
{
    QTemporaryDir dir;
    const auto refused = [&](const QByteArray &yaml) {
        const QString file = dir.filePath(QStringLiteral("t.yaml"));
        QFile f(file);
        REQUIRE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(yaml);
        f.close();
        const CliRun r = runCli({QStringLiteral("catalog"), QStringLiteral("import"), file,
                                 QStringLiteral("-o"), dir.filePath(QStringLiteral("c.json"))});
        CHECK(r.code == 2);
        CHECK_FALSE(QFile::exists(dir.filePath(QStringLiteral("c.json"))));
        return r.err;
    };
    const QByteArray head = "manufacturer: Lab\nmodel: Box\nslug: lab-box\n";
    for (const QByteArray &height : {QByteArray("tall"), QByteArray(".inf"), QByteArray(".nan"),
                                     QByteArray("-1"), QByteArray("[1, 2]"), QByteArray("true")}) {
        INFO(height.toStdString());
        CHECK(refused(head + "u_height: " + height + "\n").contains(QLatin1String("u_height")));
    }
    for (const QByteArray &draw : {QByteArray("-1e9"), QByteArray(".inf"), QByteArray("lots")}) {
        INFO(draw.toStdString());
        CHECK(refused(head + "u_height: 1\npower-ports:\n  - name: ps1\n    maximum_draw: " + draw + "\n")
                  .contains(QLatin1String("power-ports[0].maximum_draw")));
    }
    CHECK(refused(head + "u_height: 1\nu_height: 70\n").contains(QLatin1String("u_height is given twice")));
    CHECK(refused(head + "u_height: 1\n---\n" + head).contains(QLatin1String("more than one YAML document")));
}
