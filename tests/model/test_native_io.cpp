#include "designfixtures.h"
#include "io/designfile.h"
#include "io/jsondesignwriter.h"
#include "io/nativereader.h"
#include "io/nativeschema.h"
#include "io/nativewriter.h"
#include "io/sqlconnection.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QSqlQuery>
#include <QTemporaryDir>

using namespace railyard;
using namespace railyard::test;

namespace {

void execSql(const QString &path, const QString &sql)
{
    SqlConnection c(path, false);
    REQUIRE(c.open());
    QSqlQuery q(c.db());
    REQUIRE(q.exec(sql));
}

IoError nativeError(const QString &path)
{
    Result<Design> r = loadDesign(path);
    REQUIRE_FALSE(r.ok());
    return r.error();
}

} // namespace

TEST_CASE("The native document is an SQLite file sqlite3 can read", "[io][native]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("d.railyard"));
    const Design design = loadDataDesign(QStringLiteral("two-racks.json"));
    REQUIRE(saveNativeDesign(design, path).ok());
    CHECK(readFile(path).startsWith("SQLite format 3"));
    CHECK(QFileInfo(path).permissions().testFlag(QFileDevice::ReadOther));

    SqlConnection c(path, true);
    REQUIRE(c.open());
    QSqlQuery q(c.db());
    REQUIRE(q.exec(QStringLiteral("PRAGMA application_id")));
    REQUIRE(q.next());
    CHECK(q.value(0).toInt() == 0x5241494C);
    REQUIRE(q.exec(QStringLiteral("PRAGMA user_version")));
    REQUIRE(q.next());
    CHECK(q.value(0).toInt() == native::schemaVersion);
    // Relational enough to answer questions with plain SQL.
    REQUIRE(q.exec(
        QStringLiteral("SELECT c.id, d.id, e.port, e.side FROM cables c JOIN cable_ends e ON e.cable = c.seq "
                       "JOIN devices d ON d.seq = e.device WHERE e.leg = 1 ORDER BY c.seq LIMIT 1")));
    REQUIRE(q.next());
    CHECK(q.value(0).toString() == QLatin1String("N1-R1-a"));
    CHECK(q.value(1).toString() == QLatin1String("pp-A01"));
    CHECK(q.value(2).toString() == QLatin1String("P01"));
    CHECK(q.value(3).toString() == QLatin1String("front"));
    REQUIRE(q.exec(QStringLiteral("SELECT COUNT(*) FROM cables")));
    REQUIRE(q.next());
    CHECK(q.value(0).toInt() == 48);
}

TEST_CASE("Native documents that cannot be used are refused with a message", "[io][native][errors]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("d.railyard"));
    const Design design = loadDataDesign(QStringLiteral("two-racks.json"));
    REQUIRE(saveNativeDesign(design, path).ok());

    SECTION("a newer schema version")
    {
        execSql(path, QStringLiteral("PRAGMA user_version = 7"));
        const IoError e = nativeError(path);
        CHECK(e.file == path);
        CHECK(e.message.contains(QLatin1String("newer Railyard (schema version 7)")));
    }
    SECTION("an SQLite file of another application")
    {
        execSql(path, QStringLiteral("PRAGMA application_id = 1234"));
        CHECK(nativeError(path).message.contains(QLatin1String("not a Railyard document")));
    }
    SECTION("a file that is not SQLite")
    {
        writeFile(path, "PK\x03\x04 this is a zip file");
        const IoError e = nativeError(path);
        CHECK(e.file == path);
        CHECK(e.message.contains(QLatin1String("neither a Railyard JSON design nor a native document")));
    }
    SECTION("an empty file")
    {
        writeFile(path, QByteArray());
        CHECK(nativeError(path).message.contains(QLatin1String("empty")));
    }
    SECTION("a truncated file")
    {
        const QByteArray bytes = readFile(path);
        writeFile(path, bytes.left(bytes.size() / 3));
        CHECK_FALSE(nativeError(path).message.isEmpty());
    }
    SECTION("a corrupt file")
    {
        QByteArray bytes = readFile(path);
        // Keep the header page, scramble the rest.
        for (qsizetype i = 4096; i < bytes.size(); ++i)
            bytes[i] = char((i * 131) & 0xFF);
        writeFile(path, bytes);
        CHECK_FALSE(nativeError(path).message.isEmpty());
    }
    SECTION("a reference to a port the device does not have")
    {
        execSql(path, QStringLiteral("UPDATE cable_ends SET port = 'osfp9' WHERE cable = 1 AND leg = 0"));
        const IoError e = nativeError(path);
        CHECK(e.path == QLatin1String("cable_ends[cable=1,leg=0]"));
        CHECK(e.objectId == QLatin1String("N1-R1-a"));
        CHECK(e.message.contains(QLatin1String("has no port \"osfp9\"")));
    }
    SECTION("an unknown cable type")
    {
        execSql(path, QStringLiteral("UPDATE cables SET type = 'nope' WHERE seq = 2"));
        const IoError e = nativeError(path);
        CHECK(e.path == QLatin1String("cables[seq=2].type"));
        CHECK(e.objectId == QLatin1String("N1-R1-t"));
    }
    SECTION("a damaged catalog part")
    {
        execSql(path,
                QStringLiteral("UPDATE parts SET json = '{\"id\": \"example-leaf\", \"role\": \"router\"}' "
                               "WHERE id = 'example-leaf'"));
        const IoError e = nativeError(path);
        CHECK(e.path.startsWith(QLatin1String("parts[seq=")));
        CHECK(e.message.contains(QLatin1String("\"router\" is not a valid role")));
    }
}

TEST_CASE("Saving is atomic: a failed or killed save leaves the previous file intact", "[io][native]")
{
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("design.railyard"));
    const QString jsonTarget = dir.filePath(QStringLiteral("design.json"));
    const Design small = loadDataDesign(QStringLiteral("two-racks.json"));
    REQUIRE(saveNativeDesign(small, target).ok());
    REQUIRE(saveDesign(small, jsonTarget, FileFormat::Json).ok());
    const QByteArray before = readFile(target);
    const QByteArray jsonBefore = readFile(jsonTarget);

    SECTION("the process dies in the middle of the save")
    {
        for (const auto &[point, out] : {std::pair{"native", target}, std::pair{"json", jsonTarget}}) {
            QProcess cli;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("RAILYARD_TEST_CRASH_DURING_SAVE"), QLatin1String(point));
            cli.setProcessEnvironment(env);
            cli.start(QStringLiteral(RAILYARD_CLI_PATH),
                      {QStringLiteral("convert"), QStringLiteral(RAILYARD_SAMPLE_PATH), out});
            REQUIRE(cli.waitForFinished(60000));
            CHECK(cli.exitStatus() == QProcess::CrashExit);
        }
        CHECK(readFile(target) == before);
        CHECK(readFile(jsonTarget) == jsonBefore);
        Result<Design> reopened = loadDesign(target);
        REQUIRE(reopened.ok());
        CHECK(reopened.value().sameContent(small));
        // What the killed saves left beside the files goes with the next save of each.
        REQUIRE(saveNativeDesign(small, target).ok());
        REQUIRE(saveDesign(small, jsonTarget, FileFormat::Json).ok());
        CHECK(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden) ==
              QStringList({QStringLiteral("design.json"), QStringLiteral("design.railyard")}));
    }
    SECTION("the target directory does not exist")
    {
        const QString missing = dir.filePath(QStringLiteral("no/such/dir/design.railyard"));
        const Result<> status = saveNativeDesign(small, missing);
        REQUIRE_FALSE(status.ok());
        CHECK(status.error().file == missing);
        CHECK_FALSE(QFileInfo::exists(missing));
    }
}

TEST_CASE("A completed save leaves no temporary file behind", "[io][native]")
{
    QTemporaryDir dir;
    const Design small = loadDataDesign(QStringLiteral("two-racks.json"));
    REQUIRE(saveNativeDesign(small, dir.filePath(QStringLiteral("a.railyard"))).ok());
    REQUIRE(saveNativeDesign(small, dir.filePath(QStringLiteral("a.railyard"))).ok());
    REQUIRE(saveDesign(small, dir.filePath(QStringLiteral("a.json")), FileFormat::Json).ok());
    const QStringList files = QDir(dir.path()).entryList(QDir::Files | QDir::Hidden);
    CHECK(files == QStringList{QStringLiteral("a.json"), QStringLiteral("a.railyard")});
}

TEST_CASE("A new design with no name or currency saves and reads back", "[io][native][regression]")
{
    // Issue 9: a design made with File ▸ New has a null name, which SQL bound as NULL into meta.value.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("new.railyard"));
    Design design;
    design.currency = QString();
    Rack rack;
    rack.id = QStringLiteral("A01");
    rack.row = QStringLiteral("A");
    design.insertRack(0, rack);
    REQUIRE(design.name.isNull());
    REQUIRE(saveNativeDesign(design, path).ok());
    Result<Design> back = loadDesign(path);
    REQUIRE(back.ok());
    CHECK(back.value().name.isEmpty());
    CHECK(back.value().racks().liveCount() == 1);
}

TEST_CASE("U+FFFF in free text survives JSON to native to JSON", "[io][native][regression]")
{
    // SQLite's UTF-8 to UTF-16 conversion (the Qt driver's way of reading text) makes U+FFFF a U+FFFD.
    QByteArray json = readFile(dataPath(QStringLiteral("two-racks.json")));
    const QString odd = QStringLiteral("Hall \uFFFF one");
    Design design = loadJsonText(json);
    design.name = odd;
    design.currency = QStringLiteral("E\uFFFFR");
    const int own = design.catalog.deviceTypes.indexOf(QStringLiteral("example-gpu-node"));
    REQUIRE(own >= 0);
    design.catalog.deviceTypes.at(own).model = QStringLiteral("Model \uFFFE\uFFFF");
    QTemporaryDir dir;
    const QString native = dir.filePath(QStringLiteral("odd.railyard"));
    REQUIRE(saveNativeDesign(design, native).ok());
    Result<Design> back = loadDesign(native);
    REQUIRE(back.ok());
    CHECK(back.value().name == odd);
    CHECK(back.value().currency == QStringLiteral("E\uFFFFR"));
    CHECK(back.value().catalog.deviceTypes.find(QStringLiteral("example-gpu-node"))->model ==
          QStringLiteral("Model \uFFFE\uFFFF"));
    const QString again = dir.filePath(QStringLiteral("odd.json"));
    REQUIRE(saveDesign(back.value(), again, FileFormat::Json).ok());
    Result<Design> json2 = loadDesign(again);
    REQUIRE(json2.ok());
    CHECK(json2.value().sameContent(design));
}
