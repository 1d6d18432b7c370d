// The NetBox folder as hard as the design reader: every reader check of issue 30 with a crafted folder, the
// export written as a whole, and round trips that give back names and parts exactly.
#include "designfixtures.h"
#include "io/designfile.h"
#include "io/jsonpartwriter.h"
#include "netbox/netboxexport.h"
#include "netbox/netboximport.h"
#include "netboxsupport.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QProcess>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <random>

#include <sys/stat.h>

using namespace railyard;
using namespace railyard::test;

namespace {

// The example design with parts of its own, its names changed in the JSON text first (`from` → `to`).
Design exampleWith(const std::vector<std::pair<QByteArray, QByteArray>> &renames = {})
{
    QByteArray text = readFile(dataPath(QStringLiteral("two-racks.json")));
    for (const auto &[from, to] : renames)
        text.replace(from, to);
    return loadJsonText(text);
}

QString errorOf(const QString &folder)
{
    const Result<Design> back = readNetBoxFolder(folder);
    return back.ok() ? QString() : back.error().toString();
}

QString partText(const Catalog &c)
{
    QByteArray text;
    JsonOut out(text);
    out.beginArray();
    for (int i = 0; i < c.deviceTypes.size(); ++i)
        if (c.deviceTypes.isFromDesign(i)) writeDeviceType(out, c.deviceTypes.at(i), true);
    for (int i = 0; i < c.transceivers.size(); ++i)
        if (c.transceivers.isFromDesign(i)) writeTransceiver(out, c.transceivers.at(i), true);
    for (int i = 0; i < c.cableTypes.size(); ++i)
        if (c.cableTypes.isFromDesign(i)) writeCableType(out, c.cableTypes.at(i), true);
    out.endArray();
    return QString::fromUtf8(text);
}

} // namespace

TEST_CASE("NetBox round trip: the design's own parts and settings come back exactly", "[netbox][import]")
{
    Design original = exampleWith();
    original.settings.sparesPercent = 7;
    QTemporaryDir dir;
    REQUIRE(writeNetBoxCsv(original, dir.path()).ok());
    CHECK(QFile::exists(dir.filePath(QStringLiteral("00-railyard.json"))));
    const Result<Design> back = readNetBoxFolder(dir.path());
    INFO((back.ok() ? QString() : back.error().toString()).toStdString());
    REQUIRE(back.ok());
    CHECK(summary(back.value()) == summary(original));
    CHECK(partText(back.value().catalog) == partText(original.catalog));
    CHECK(back.value().settings == original.settings);
    CHECK(back.value().name == original.name);
}

TEST_CASE("NetBox round trip: names a spreadsheet would run come back as written, spaces are refused",
          "[netbox][import][regression]")
{
    const Design original = exampleWith({{"\"node1\"", "\"=node1\""},
                                         {"\"leaf-r1\"", "\"-leaf-r1\""},
                                         {"\"N1-R1-A\"", "\"@N1-R1-A\""},
                                         {"\"A01\"", "\"+A01\""}});
    QTemporaryDir dir;
    REQUIRE(writeNetBoxCsv(original, dir.path()).ok());
    const Result<Design> back = readNetBoxFolder(dir.path());
    REQUIRE(back.ok());
    CHECK(summary(back.value()) == summary(original));
    CHECK(back.value().devices().find(QStringLiteral("=node1")) >= 0);
    CHECK(back.value().racks().find(QStringLiteral("+A01")) >= 0);

    // NetBox trims names: one with a space at either end is refused before anything is written.
    const QString fresh = dir.filePath(QStringLiteral("spaces"));
    const Result<> spaced = writeNetBoxCsv(exampleWith({{"\"node2\"", "\" node2\""}}), fresh);
    REQUIRE_FALSE(spaced.ok());
    CHECK(spaced.error().toString().contains(QLatin1String("\" node2\"")));
    CHECK(spaced.error().toString().contains(QLatin1String("NetBox's import trims")));
    CHECK_FALSE(QFileInfo::exists(fresh));
}

TEST_CASE("NetBox export: distinct device types get distinct slugs and files", "[netbox][export][regression]")
{
    QJsonObject json = QJsonDocument::fromJson(readFile(dataPath(QStringLiteral("two-racks.json")))).object();
    QJsonObject catalog = json[QLatin1String("catalog")].toObject();
    QJsonArray types = catalog[QLatin1String("device_types")].toArray();
    QJsonObject leaf;
    for (const QJsonValue &t : types)
        if (t[QLatin1String("id")] == QLatin1String("example-leaf")) leaf = t.toObject();
    REQUIRE_FALSE(leaf.isEmpty());
    for (const auto &[id, model] :
         {std::pair{"lab/leaf", "Lab Leaf A"}, std::pair{"lab-leaf", "Lab Leaf B"}}) {
        leaf[QLatin1String("id")] = QLatin1String(id);
        leaf[QLatin1String("model")] = QLatin1String(model);
        types.append(leaf);
    }
    catalog[QLatin1String("device_types")] = types;
    json[QLatin1String("catalog")] = catalog;
    QJsonArray devices = json[QLatin1String("devices")].toArray();
    for (int i = 0; i < devices.size(); ++i) {
        QJsonObject d = devices[i].toObject();
        if (d[QLatin1String("id")] == QLatin1String("leaf-r1"))
            d[QLatin1String("type")] = QLatin1String("lab/leaf");
        if (d[QLatin1String("id")] == QLatin1String("leaf-r2"))
            d[QLatin1String("type")] = QLatin1String("lab-leaf");
        devices[i] = d;
    }
    json[QLatin1String("devices")] = devices;
    const Design original = loadJsonText(QJsonDocument(json).toJson());

    QTemporaryDir dir;
    REQUIRE(writeNetBoxCsv(original, dir.path()).ok());
    const QStringList yaml = QDir(dir.filePath(QStringLiteral("06-device-types"))).entryList(QDir::Files);
    CHECK(yaml.contains(QLatin1String("lab-leaf.yaml")));
    CHECK(yaml.contains(QLatin1String("lab-leaf-2.yaml")));
    Result<Design> back = readNetBoxFolder(dir.path());
    REQUIRE(back.ok());
    CHECK(summary(back.value()) == summary(original));
    // Each file says its own slug and model, as NetBox needs them.
    const QByteArray first = read(dir.filePath(QStringLiteral("06-device-types/lab-leaf.yaml")));
    const QByteArray second = read(dir.filePath(QStringLiteral("06-device-types/lab-leaf-2.yaml")));
    CHECK(first.contains("slug: lab-leaf\n"));
    CHECK(first.contains("model: Lab Leaf A"));
    CHECK(second.contains("slug: lab-leaf-2\n"));
    CHECK(second.contains("model: Lab Leaf B"));
    // Without Railyard's own file the design's own transceivers are unknown: said, naming them.
    QFile::remove(dir.filePath(QStringLiteral("00-railyard.json")));
    CHECK(errorOf(dir.path()).contains(QLatin1String("example-2xdr4-flat\": no such transceiver")));
}

TEST_CASE("NetBox import: what the reader refuses, naming file, row and column",
          "[netbox][import][regression]")
{
    const Design original = sampleDesign();
    QTemporaryDir dir;
    REQUIRE(writeNetBoxCsv(original, dir.path()).ok());
    const QString devices = dir.filePath(QStringLiteral("07-devices.csv"));
    const QString cables = dir.filePath(QStringLiteral("08-cables.csv"));
    const QString racks = dir.filePath(QStringLiteral("05-racks.csv"));
    const QByteArray devicesText = read(devices), cablesText = read(cables), racksText = read(racks);
    REQUIRE(errorOf(dir.path()).isEmpty());
    const auto restore = [&] {
        QDir(cables).removeRecursively();
        QFile::remove(cables);
        write(cables, cablesText);
        write(devices, devicesText);
        write(racks, racksText);
    };
    const auto expect = [&](const QByteArray &file, const QString &where, const QString &what) {
        const QString e = errorOf(dir.path());
        INFO(e.toStdString());
        CHECK(e.contains(QString::fromLatin1(file)));
        CHECK(e.contains(where));
        CHECK(e.contains(what));
        restore();
    };
    // The first cable row's length is the 11th field: replace it.
    const auto withLength = [&](const QByteArray &length) {
        QList<QByteArray> lines = cablesText.split('\n');
        QList<QByteArray> fields = lines[1].split(',');
        fields[10] = length;
        lines[1] = fields.join(',');
        write(cables, lines.join('\n'));
    };

    SECTION("no cables table, or one that is not a file")
    {
        QFile::remove(cables);
        expect("", QStringLiteral("no cables CSV"), QStringLiteral("side_a_device"));
        QFile::remove(cables);
        REQUIRE(QDir().mkdir(cables));
        expect("08-cables.csv", QStringLiteral("not a regular file"), QString());
        QFile::remove(cables);
        REQUIRE(::mkfifo(QFile::encodeName(cables).constData(), 0600) == 0);
        expect("08-cables.csv", QStringLiteral("not a regular file"), QString());
    }
    SECTION("rows of another width than the header")
    {
        QByteArray text = cablesText;
        text.replace(",planned,", ",planned,extra,");
        write(cables, text);
        expect("08-cables.csv", QStringLiteral("row 2"), QStringLiteral("15 fields; the header has 14"));
        text = devicesText;
        const int firstRow = text.indexOf('\n') + 1;
        text.insert(firstRow, "lonely,leaf\r\n");
        write(devices, text);
        expect("07-devices.csv", QStringLiteral("row 2"), QStringLiteral("2 fields; the header has 11"));
    }
    SECTION("two device-type files for one model")
    {
        const QDir types(dir.filePath(QStringLiteral("06-device-types")));
        const QString first = types.filePath(types.entryList({QStringLiteral("*.yaml")}).first());
        QByteArray copy = read(first);
        copy.replace("slug: ", "slug: copy-of-");
        write(types.filePath(QStringLiteral("zz-copy.yaml")), copy);
        expect("zz-copy.yaml", QStringLiteral("model"), QStringLiteral("describes the same model"));
        QFile::remove(types.filePath(QStringLiteral("zz-copy.yaml")));
    }
    SECTION("positions not a whole U inside the rack, faces other than front and rear")
    {
        for (const QByteArray &position :
             {QByteArray("1.5"), QByteArray("0"), QByteArray("48"), QByteArray("1e308")}) {
            QByteArray text = devicesText;
            const int row = text.indexOf('\n') + 1;
            const int rackEnd = text.indexOf(",front,", row);
            REQUIRE(rackEnd > 0);
            const int positionStart = text.lastIndexOf(',', rackEnd - 1) + 1;
            text.replace(positionStart, rackEnd - positionStart, position);
            write(devices, text);
            expect("07-devices.csv", QStringLiteral("row 2, column position"),
                   QStringLiteral("is not a whole U"));
        }
        QByteArray text = devicesText;
        text.replace(",front,", ",top,");
        write(devices, text);
        expect("07-devices.csv", QStringLiteral("column face"), QStringLiteral("\"top\" is not a face"));
    }
    SECTION("a cable row twice, or two cables in one port")
    {
        QList<QByteArray> lines = cablesText.split('\n');
        lines.insert(2, lines[1]);
        write(cables, lines.join('\n'));
        expect("08-cables.csv", QStringLiteral("row 3, column side_a_name"),
               QStringLiteral("cabled on row 2 already"));
    }
    SECTION("lengths of 0, NaN, 1e308 or none")
    {
        for (const QByteArray &length :
             {QByteArray("0"), QByteArray("nan"), QByteArray("1e308"), QByteArray("-3")}) {
            withLength(length);
            expect("08-cables.csv", QStringLiteral("row 2, column length"),
                   QStringLiteral("is not a length"));
        }
        withLength("");
        expect("08-cables.csv", QStringLiteral("row 2, column length"),
               QStringLiteral("a cable needs a length"));
    }
    SECTION("racks of 66 U, names and labels a design cannot hold")
    {
        QByteArray text = racksText;
        text.replace(",48,", ",66,");
        write(racks, text);
        expect("05-racks.csv", QStringLiteral("column u_height"), QStringLiteral("not a rack height"));
        QList<QByteArray> lines = cablesText.split('\n');
        QList<QByteArray> fields = lines[1].split(',');
        fields[8] = "\"two\nlines\"";
        lines[1] = fields.join(',');
        write(cables, lines.join('\n'));
        expect("08-cables.csv", QStringLiteral("column label"), QStringLiteral("control character U+000A"));
        text = devicesText;
        text.replace("dgx-su1-n01", QByteArray(300, 'n'));
        write(devices, text);
        expect("07-devices.csv", QStringLiteral("column name"), QStringLiteral("300 characters long"));
    }
    SECTION("device types of 61 U or 1e308 U")
    {
        const QDir types(dir.filePath(QStringLiteral("06-device-types")));
        const QString first = types.filePath(types.entryList({QStringLiteral("*.yaml")}).first());
        const QByteArray yaml = read(first);
        for (const QByteArray &height : {QByteArray("61"), QByteArray("1e308")}) {
            QByteArray text = yaml;
            const int at = text.indexOf("u_height: ");
            REQUIRE(at >= 0);
            text.replace(at, text.indexOf('\n', at) - at, QByteArray(QByteArray("u_height: ") + height));
            write(first, text);
            const QString e = errorOf(dir.path());
            CHECK(e.contains(QLatin1String("u_height")));
            CHECK(e.contains(QLatin1String("more than a rack holds")));
        }
        write(first, yaml);
    }
}

TEST_CASE(
    "NetBox export writes the folder as a whole: no stale file, no symlink followed, a user's files kept",
    "[netbox][export][regression]")
{
    const Design original = exampleWith();
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("netbox"));
    REQUIRE(writeNetBoxCsv(original, folder).ok());
    // A type file of an earlier export, and a symlink an attacker left where a table goes.
    write(QDir(folder).filePath(QStringLiteral("06-device-types/old-type.yaml")), "slug: old\n");
    const QString victim = dir.filePath(QStringLiteral("victim.txt"));
    write(victim, "keep me");
    QFile::remove(QDir(folder).filePath(QStringLiteral("08-cables.csv")));
    REQUIRE(QFile::link(victim, QDir(folder).filePath(QStringLiteral("08-cables.csv"))));
    // And a dead process's half-written sibling.
    REQUIRE(QDir().mkpath(dir.filePath(QStringLiteral(".netbox.999999999-abcdef"))));

    REQUIRE(writeNetBoxCsv(original, folder).ok());
    CHECK_FALSE(QFile::exists(QDir(folder).filePath(QStringLiteral("06-device-types/old-type.yaml"))));
    CHECK(read(victim) == "keep me");
    CHECK_FALSE(QFileInfo(QDir(folder).filePath(QStringLiteral("08-cables.csv"))).isSymLink());
    CHECK(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot) ==
          QStringList({QStringLiteral("netbox"), QStringLiteral("victim.txt")}));
    CHECK(readNetBoxFolder(folder).ok());

    // A folder with files of its own is not replaced.
    write(QDir(folder).filePath(QStringLiteral("notes.txt")), "mine");
    const Result<> refused = writeNetBoxCsv(original, folder);
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().toString().contains(QLatin1String("holds notes.txt")));
    CHECK(read(QDir(folder).filePath(QStringLiteral("notes.txt"))) == "mine");
}

TEST_CASE("NetBox export killed half-way or on a full disk leaves the earlier export whole",
          "[netbox][export][regression]")
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("netbox"));
    QProcess cli;
    cli.start(QStringLiteral(RAILYARD_CLI_PATH),
              {QStringLiteral("export-netbox"), QStringLiteral(RAILYARD_SAMPLE_PATH), QStringLiteral("-o"),
               folder});
    REQUIRE(cli.waitForFinished(60000));
    REQUIRE(cli.exitCode() == 0);
    const QByteArray cables = read(QDir(folder).filePath(QStringLiteral("08-cables.csv")));
    const QString bigger = QStringLiteral(RAILYARD_SUPERPOD_SAMPLE_PATH);
    // Killed just before the new folder takes the old one's place.
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RAILYARD_TEST_CRASH_DURING_SAVE"), QStringLiteral("folder"));
    cli.setProcessEnvironment(env);
    cli.start(QStringLiteral(RAILYARD_CLI_PATH),
              {QStringLiteral("export-netbox"), bigger, QStringLiteral("-o"), folder});
    REQUIRE(cli.waitForFinished(60000));
    CHECK(cli.exitStatus() == QProcess::CrashExit);
    CHECK(read(QDir(folder).filePath(QStringLiteral("08-cables.csv"))) == cables);
    CHECK(readNetBoxFolder(folder).ok());
    // A full disk (a file size limit the big export's cables table passes).
    QProcess shell;
    shell.start(QStringLiteral("/bin/sh"),
                {QStringLiteral("-c"),
                 QStringLiteral("ulimit -f 64; exec \"$0\" export-netbox \"$1\" -o \"$2\""),
                 QStringLiteral(RAILYARD_CLI_PATH), bigger, folder});
    REQUIRE(shell.waitForFinished(60000));
    CHECK((shell.exitStatus() == QProcess::CrashExit || shell.exitCode() != 0));
    CHECK(read(QDir(folder).filePath(QStringLiteral("08-cables.csv"))) == cables);
    CHECK(readNetBoxFolder(folder).ok());
    // The next export clears what the killed ones left beside the folder.
    cli.setProcessEnvironment(QProcessEnvironment::systemEnvironment());
    cli.start(QStringLiteral(RAILYARD_CLI_PATH),
              {QStringLiteral("export-netbox"), bigger, QStringLiteral("-o"), folder});
    REQUIRE(cli.waitForFinished(60000));
    CHECK(cli.exitCode() == 0);
    CHECK(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot) ==
          QStringList{QStringLiteral("netbox")});
}

namespace {

// A random name NetBox and Railyard both keep as it is: any printable characters — commas, quotes, formula
// starters, non-ASCII, a character beyond the BMP — but no space at either end.
QString randomName(std::mt19937 &random, int serial)
{
    static const QString alphabet =
        QStringLiteral("abcXYZ019 ,\"'=+-@/#;%|\\&<>éßø中文ü\u00a0") + QString::fromUcs4(U"\U0001F680");
    std::uniform_int_distribution<int> length(1, 24);
    std::uniform_int_distribution<int> pick(0, int(alphabet.size()) - 1);
    QString name;
    for (int i = length(random); i > 0; --i) {
        const QChar c = alphabet[pick(random)];
        name += c;
        if (c.isHighSurrogate()) name += alphabet[alphabet.indexOf(c) + 1];
        if (c.isLowSurrogate() && (name.size() < 2 || !name[name.size() - 2].isHighSurrogate())) name.chop(1);
    }
    return QString(name + QStringLiteral("#%1").arg(serial)).trimmed();
}

// The design of `base` with every rack, row, device and label renamed at random (references follow).
Design renamedAtRandom(const QByteArray &base, std::mt19937 &random)
{
    QJsonObject json = QJsonDocument::fromJson(base).object();
    int serial = 0;
    QHash<QString, QString> racks, rows, devices;
    const auto rename = [&](QHash<QString, QString> &names, const QString &old) {
        if (old.isEmpty()) return old;
        if (!names.contains(old)) names.insert(old, randomName(random, ++serial));
        return names.value(old);
    };
    json[QLatin1String("name")] = randomName(random, ++serial);
    QJsonArray rackList = json[QLatin1String("racks")].toArray();
    for (int i = 0; i < rackList.size(); ++i) {
        QJsonObject r = rackList[i].toObject();
        r[QLatin1String("id")] = rename(racks, r[QLatin1String("id")].toString());
        r[QLatin1String("row")] = rename(rows, r[QLatin1String("row")].toString());
        rackList[i] = r;
    }
    json[QLatin1String("racks")] = rackList;
    QJsonArray deviceList = json[QLatin1String("devices")].toArray();
    for (int i = 0; i < deviceList.size(); ++i) {
        QJsonObject d = deviceList[i].toObject();
        d[QLatin1String("id")] = rename(devices, d[QLatin1String("id")].toString());
        if (d.contains(QLatin1String("rack")))
            d[QLatin1String("rack")] = rename(racks, d[QLatin1String("rack")].toString());
        deviceList[i] = d;
    }
    json[QLatin1String("devices")] = deviceList;
    QJsonArray cableList = json[QLatin1String("cables")].toArray();
    for (int i = 0; i < cableList.size(); ++i) {
        QJsonObject c = cableList[i].toObject();
        c[QLatin1String("label")] = randomName(random, ++serial);
        for (const char *side : {"a", "b"}) {
            QJsonObject end = c[QLatin1String(side)].toObject();
            end[QLatin1String("device")] = rename(devices, end[QLatin1String("device")].toString());
            c[QLatin1String(side)] = end;
        }
        cableList[i] = c;
    }
    json[QLatin1String("cables")] = cableList;
    return loadJsonText(QJsonDocument(json).toJson());
}

} // namespace

TEST_CASE("NetBox round trip of 200 designs with random names gives every name back",
          "[netbox][import][property]")
{
    std::mt19937 random(20261205);
    const QByteArray bases[] = {readFile(QStringLiteral(RAILYARD_SAMPLE_PATH)),
                                readFile(dataPath(QStringLiteral("two-racks.json")))};
    for (int round = 0; round < 200; ++round) {
        const Design original = renamedAtRandom(bases[round % 2], random);
        INFO("round " << round << ": " << original.name.toStdString());
        QTemporaryDir dir;
        const Result<> written = writeNetBoxCsv(original, dir.path());
        INFO((!written.ok() ? written.error().toString() : QString()).toStdString());
        REQUIRE(written.ok());
        const Result<Design> back = readNetBoxFolder(dir.path());
        INFO((back.ok() ? QString() : back.error().toString()).toStdString());
        REQUIRE(back.ok());
        CHECK(back.value().name == original.name);
        const QStringList before = summary(original), after = summary(back.value());
        QStringList lost, gained;
        for (const QString &line : before)
            if (!after.contains(line)) lost << line;
        for (const QString &line : after)
            if (!before.contains(line)) gained << line;
        INFO("lost: " << lost.join(QLatin1Char('\n')).toStdString());
        INFO("gained: " << gained.join(QLatin1Char('\n')).toStdString());
        CHECK(lost.isEmpty());
        CHECK(gained.isEmpty());
    }
}

TEST_CASE("NetBox export refuses names import-netbox refuses, and gives every slug a value of its own",
          "[netbox][export][regression]")
{
    QTemporaryDir dir;
    Design bad = exampleWith();
    bad.catalog.deviceTypes.at(bad.catalog.deviceTypes.indexOf(QStringLiteral("example-gpu-node"))).model =
        QStringLiteral("8-GPU\x1b node");
    const Result<> escaped = writeNetBoxCsv(bad, dir.filePath(QStringLiteral("a")));
    REQUIRE_FALSE(escaped.ok());
    CHECK(escaped.error().toString().contains(QLatin1String("control character U+001B")));
    CHECK_FALSE(QFileInfo::exists(dir.filePath(QStringLiteral("a"))));

    // Manufacturers and rows whose slugs would be one, a design name with no letter a slug takes.
    Design original = exampleWith();
    original.name = QStringLiteral("日本語");
    original.catalog.deviceTypes.at(original.catalog.deviceTypes.indexOf(QStringLiteral("example-leaf")))
        .manufacturer = QStringLiteral("Acme, Inc");
    original.catalog.deviceTypes.at(original.catalog.deviceTypes.indexOf(QStringLiteral("example-mpo-panel")))
        .manufacturer = QStringLiteral("Acme Inc");
    original.rack(original.racks().find(QStringLiteral("A01"))).row = QStringLiteral("A B");
    original.rack(original.racks().find(QStringLiteral("A02"))).row = QStringLiteral("A-B");
    const QString folder = dir.filePath(QStringLiteral("b"));
    REQUIRE(writeNetBoxCsv(original, folder).ok());
    const auto slugs = [&](const char *file, int column) {
        QStringList out;
        const QList<QByteArray> lines = read(QDir(folder).filePath(QLatin1String(file))).split('\n');
        for (int i = 1; i < lines.size(); ++i)
            if (!lines[i].trimmed().isEmpty())
                out << QString::fromUtf8(lines[i].trimmed().split(',').value(column));
        return out;
    };
    const QStringList manufacturers = slugs("01-manufacturers.csv", 1);
    const QStringList sites = slugs("03-sites.csv", 1);
    const QStringList rows = slugs("04-locations.csv", 1);
    INFO(read(QDir(folder).filePath(QStringLiteral("01-manufacturers.csv"))).toStdString());
    CHECK(manufacturers.size() == 3);
    CHECK(QSet<QString>(manufacturers.cbegin(), manufacturers.cend()).size() == manufacturers.size());
    CHECK_FALSE(manufacturers.contains(QString()));
    CHECK(sites == QStringList{QStringLiteral("site-1")});
    CHECK(rows.size() == 2);
    CHECK(QSet<QString>(rows.cbegin(), rows.cend()).size() == rows.size());
    const Result<Design> back = readNetBoxFolder(folder);
    REQUIRE(back.ok());
    CHECK(summary(back.value()) == summary(original));
}
