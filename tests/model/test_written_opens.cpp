// Designs the tool writes open again (issue 52): what one reader accepts, every writer writes in a form both
// readers accept, with the same content; what cannot be written back is refused when it is read.
#include "design/revisionname.h"
#include "designfixtures.h"
#include "io/designfile.h"
#include "io/jsondesignwriter.h"
#include "io/nativereader.h"
#include "io/nativewriter.h"
#include "revision/designdiff.h"
#include "revision/revisionstore.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>

using namespace railyard;
using namespace railyard::test;

namespace {

const QString C0 = QStringLiteral("N1-R1-a");

Result<Design> readJson(const QByteArray &json)
{
    return readJsonDesign(json, QStringLiteral("t.json"), bundledCatalog());
}

// The two-racks design with its first cable's member `key` set to the raw JSON text `value`.
QByteArray withCableMember(const char *key, const QByteArray &value)
{
    QByteArray json = toBytes(dataJson(QStringLiteral("two-racks.json")));
    const QByteArray id = "\"id\":\"" + C0.toUtf8() + "\"";
    REQUIRE(json.contains(id));
    json.replace(id, QByteArray(id + ",\"" + key + "\":" + value));
    return json;
}

// Runs `sql` on a native document written from `design` in `dir`, and gives the document's path.
QString nativeWith(const Design &design, const QTemporaryDir &dir, const QStringList &sql)
{
    const QString path = dir.filePath(QStringLiteral("d.railyard"));
    REQUIRE(saveNativeDesign(design, path).ok());
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("edit"));
        db.setDatabaseName(path);
        REQUIRE(db.open());
        for (const QString &s : sql) {
            QSqlQuery q(db);
            INFO(s.toStdString());
            REQUIRE(q.exec(s));
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("edit"));
    return path;
}

} // namespace

TEST_CASE("U+FEFF is refused whether it is written raw or escaped", "[io][json][regression]")
{
    // Before, the escape passed, and the writers then wrote the raw character the readers refuse.
    QJsonObject root = dataJson(QStringLiteral("two-racks.json"));
    root[QStringLiteral("name")] = QStringLiteral("Hall \u00e9 A");
    REQUIRE(readJson(toBytes(root)).ok());
    for (const QByteArray &text : {QByteArray("Hall \\ufeff A"), QByteArray("Hall \\uFEFF A")}) {
        QByteArray json = toBytes(root);
        json.replace("Hall \xc3\xa9 A", text);
        const Result<Design> r = readJson(json);
        REQUIRE_FALSE(r.ok());
        CHECK(r.error().path == QStringLiteral("name"));
        CHECK(r.error().message.contains(QStringLiteral("U+FEFF")));
    }
    // In an unknown member, deep inside, and in a key.
    const Result<Design> deep = readJson(withCableMember("x_note", "{\"a\":[1,\"\\ufeff\"]}"));
    REQUIRE_FALSE(deep.ok());
    CHECK(deep.error().path == QStringLiteral("cables[0].x_note.a[1]"));
    CHECK(deep.error().objectId == C0);
    CHECK_FALSE(readJson(withCableMember("x_\\ufeff", "1")).ok());
    // An escaped backslash before "ufeff" is text, not the character.
    CHECK(readJson(withCableMember("x_note", "\"\\\\ufeff\"")).ok());
}

TEST_CASE("A key given twice is a load error naming the object and the key", "[io][json][regression]")
{
    // Before, a cable's first value won (an invalid second status passed) and a catalog part's last.
    const Result<Design> cable = readJson(withCableMember("status", "\"planned\",\"status\":\"nonsense\""));
    REQUIRE_FALSE(cable.ok());
    CHECK(cable.error().path == QStringLiteral("cables[0].status"));
    CHECK(cable.error().objectId == C0);
    CHECK(cable.error().message == QStringLiteral("the key \"status\" is given twice in this object"));

    QByteArray json = toBytes(dataJson(QStringLiteral("two-racks.json")));
    json.replace("\"id\":\"example-gpu-node\"", "\"id\":\"example-gpu-node\",\"height_u\":2");
    const Result<Design> part = readJson(json);
    REQUIRE_FALSE(part.ok());
    CHECK(part.error().path == QStringLiteral("catalog.device_types[0].height_u"));
    CHECK(part.error().objectId == QStringLiteral("example-gpu-node"));

    // Many keys (the sorted search) and the top level.
    QByteArray many = "{";
    for (int i = 0; i < 40; ++i)
        many += "\"k" + QByteArray::number(i) + "\":" + QByteArray::number(i) + ",";
    many += "\"k7\":0}";
    const Result<Design> wide = readJson(withCableMember("x_wide", many));
    REQUIRE_FALSE(wide.ok());
    CHECK(wide.error().path == QStringLiteral("cables[0].x_wide.k7"));
    QByteArray top = toBytes(dataJson(QStringLiteral("two-racks.json")));
    top.replace("\"currency\":\"USD\"", "\"currency\":\"USD\",\"currency\":\"EUR\"");
    REQUIRE_FALSE(readJson(top).ok());
}

TEST_CASE("Unknown values come back exactly, 64-bit integers included", "[io][json][native][regression]")
{
    // Before, both integers were written as -9223372036854776000 (a double), which the reader refused.
    const QByteArray value = "[-9223372036854775808,18446744073709551615,9007199254740993,0.1,"
                             "{\"deep\":[true,null,\"\\u00e9\\n\\\"\"]}]";
    const Result<Design> read = readJson(withCableMember("x_ids", value));
    REQUIRE(read.ok());
    const Design &design = read.value();
    const Cable &c = design.cables().at(design.cables().find(C0));
    REQUIRE(c.extra().members().size() == 1);
    CHECK(c.extra().members().first().json ==
          "[-9223372036854775808,18446744073709551615,9007199254740993,0.1,"
          "{\"deep\":[true,null,\"é\\n\\\"\"]}]");

    const QByteArray written = writeJsonDesign(design);
    CHECK(written.contains("\"x_ids\": [-9223372036854775808,18446744073709551615,9007199254740993,0.1,"));
    const Result<Design> again = readJson(written);
    REQUIRE(again.ok());
    CHECK(again.value().sameContent(design));

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("x.railyard"));
    REQUIRE(saveNativeDesign(design, path).ok());
    const Result<Design> native = readNativeDesign(path, bundledCatalog());
    REQUIRE(native.ok());
    CHECK(native.value().sameContent(design));
    CHECK(writeJsonDesign(native.value()) == written);
}

TEST_CASE("A native extra column holding a key of the format is a load error naming the object",
          "[io][native][regression]")
{
    // Before, the .railyard opened and its JSON was refused, or the cable was planned in one and failed in
    // the other.
    const Design design = loadDataDesign(QStringLiteral("two-racks.json"));
    QTemporaryDir dir;
    for (const char *key : {"status", "replaces", "tests", "route", "label"}) {
        INFO(key);
        const QString path = nativeWith(
            design, dir,
            {QStringLiteral("UPDATE cables SET extra = '{\"x\": 1, \"%1\": \"failed\"}' WHERE id = '%2'")
                 .arg(QLatin1String(key), C0)});
        const Result<Design> r = readNativeDesign(path, bundledCatalog());
        REQUIRE_FALSE(r.ok());
        CHECK(r.error().objectId == C0);
        CHECK(r.error().path.endsWith(QStringLiteral(".extra.") + QLatin1String(key)));
    }
    const QString rack = nativeWith(
        design, dir, {QStringLiteral("UPDATE racks SET extra = '{\"row\": \"B\"}' WHERE seq = 1")});
    CHECK_FALSE(readNativeDesign(rack, bundledCatalog()).ok());
    const QString meta = nativeWith(
        design, dir, {QStringLiteral("INSERT INTO meta (key, value) VALUES ('extra', '{\"racks\": []}')")});
    CHECK_FALSE(readNativeDesign(meta, bundledCatalog()).ok());
    // A device's airflow lives in its extra column and stays allowed there.
    const QString airflow = nativeWith(
        design, dir, {QStringLiteral("UPDATE devices SET extra = '{\"airflow\": \"c2p\"}' WHERE seq = 1")});
    CHECK(readNativeDesign(airflow, bundledCatalog()).ok());
    // A key given twice in a stored object.
    const QString twice = nativeWith(
        design, dir,
        {QStringLiteral("UPDATE cables SET extra = '{\"x\": 1, \"x\": 2}' WHERE id = '%1'").arg(C0)});
    const Result<Design> r = readNativeDesign(twice, bundledCatalog());
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().message.contains(QStringLiteral("given twice")));
}

TEST_CASE("Revision rows another tool stored open, save and open again",
          "[io][native][revisions][regression]")
{
    // Before, a date that did not parse or two names differing by a leading U+FEFF opened, then blocked every
    // save with SQLite's "NOT NULL constraint failed" or "UNIQUE constraint failed".
    Design design = loadDataDesign(QStringLiteral("two-racks.json"));
    design.revisions.append(
        recordRevision(design, QStringLiteral("R1"), {}, QDateTime::currentDateTimeUtc()));
    design.revisions.append(
        recordRevision(design, QStringLiteral("R2"), {}, QDateTime::currentDateTimeUtc()));
    design.revisions.append(
        recordRevision(design, QStringLiteral("R3"), {}, QDateTime::currentDateTimeUtc()));
    QTemporaryDir dir;
    const QString path =
        nativeWith(design, dir,
                   {QStringLiteral("UPDATE revisions SET date = 'last Tuesday' WHERE name = 'R1'"),
                    QStringLiteral("UPDATE revisions SET name = char(65279) || 'R1' WHERE name = 'R2'"),
                    QStringLiteral("UPDATE revisions SET name = 'R' || char(65535) WHERE name = 'R3'")});
    Result<Design> opened = readNativeDesign(path, bundledCatalog());
    REQUIRE(opened.ok());
    const QList<Revision> &revisions = opened.value().revisions;
    REQUIRE(revisions.size() == 3);
    CHECK(revisions[0].name == QStringLiteral("R1"));
    CHECK_FALSE(revisions[0].date.isValid());
    QSet<QString> keys;
    for (const Revision &r : revisions) {
        CHECK(revisionNameFault(r.name).isEmpty());
        keys.insert(revisionNameKey(r.name));
    }
    CHECK(keys.size() == 3);

    const QString again = dir.filePath(QStringLiteral("again.railyard"));
    const Result<> saved = saveNativeDesign(opened.value(), again);
    INFO((saved.ok() ? QString() : saved.error().toString()).toStdString());
    REQUIRE(saved.ok());
    const Result<Design> reopened = readNativeDesign(again, bundledCatalog());
    REQUIRE(reopened.ok());
    CHECK(reopened.value().revisions == revisions);
}

TEST_CASE("A revision name with a noncharacter, or one taken, is refused", "[revisions][regression]")
{
    // Before, "R" + U+FFFF was added, could not be found as FILE@NAME and could be added twice.
    Design design = loadDataDesign(QStringLiteral("two-racks.json"));
    CHECK_FALSE(revisionNameProblem(design, QStringLiteral("R") + QChar(0xFFFF)).isEmpty());
    CHECK_FALSE(revisionNameProblem(design, QStringLiteral("R") + QChar(0xFDD0)).isEmpty());
    CHECK_FALSE(revisionNameProblem(design, QChar(0xFEFF) + QStringLiteral("R1")).isEmpty());
    CHECK(revisionNameProblem(design, QStringLiteral("R1")).isEmpty());
    design.revisions.append(
        recordRevision(design, QStringLiteral("R1"), {}, QDateTime::currentDateTimeUtc()));
    CHECK(revisionNameProblem(design, QStringLiteral("r1")).contains(QStringLiteral("already")));
}

TEST_CASE("Long routes write and read back in both formats", "[io][json][native][regression]")
{
    // Before, a route was read element by element from its start (quadratic) and every segment of every
    // route was looked up by a walk over all of them when written: 48 routes of 100,000 segments took 82 s
    // to open and minutes to save. (A regression here shows as this test running into its timeout.)
    Design design = loadDataDesign(QStringLiteral("two-racks.json"));
    constexpr int segments = 50000;
    for (int i = 0; i <= segments; ++i)
        design.pathways.nodes.append({QStringLiteral("n%1").arg(i), i * 0.01, 0, 3});
    QStringList route;
    for (int i = 0; i < segments; ++i) {
        design.pathways.segments.append({QStringLiteral("s%1").arg(i), QStringLiteral("n%1").arg(i),
                                         QStringLiteral("n%1").arg(i + 1), SegmentKind::Tray, 300, 100, 50});
        route << QStringLiteral("s%1").arg(i);
    }
    int routed = 0;
    for (int c : design.cables().live())
        if (routed++ < 8) design.cableForEdit(c).editExtras().route = route;
    const Result<Design> json = readJson(writeJsonDesign(design));
    REQUIRE(json.ok());
    CHECK(json.value().sameContent(design));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("routes.railyard"));
    REQUIRE(saveNativeDesign(design, path).ok());
    const Result<Design> native = readNativeDesign(path, bundledCatalog());
    REQUIRE(native.ok());
    CHECK(native.value().sameContent(design));
}

TEST_CASE("A status written planned, null or not at all is one status to diff", "[io][revisions][regression]")
{
    // Reported: diff called planned against a NULL status a change. Every way of saying "planned" reads
    // alike, in JSON and in the native column.
    const Design plain = loadDataDesign(QStringLiteral("two-racks.json"));
    QJsonObject root = dataJson(QStringLiteral("two-racks.json"));
    editItem(root, QStringLiteral("cables"), 0,
             [](QJsonObject &c) { c[QStringLiteral("status")] = QStringLiteral("planned"); });
    editItem(root, QStringLiteral("cables"), 1,
             [](QJsonObject &c) { c[QStringLiteral("status")] = QJsonValue::Null; });
    const Design said = loadJsonText(toBytes(root));
    CHECK(diffDesigns(plain, said).isEmpty());
    QTemporaryDir dir;
    const QString path =
        nativeWith(plain, dir, {QStringLiteral("UPDATE cables SET status = 'planned' WHERE seq = 1")});
    const Result<Design> native = readNativeDesign(path, bundledCatalog());
    REQUIRE(native.ok());
    CHECK(diffDesigns(plain, native.value()).isEmpty());
}

TEST_CASE("What the outside tester found the native reader and catalog parts let through is refused",
          "[io][native][regression]")
{
    // A catalog part's unknown integer above 2^63 was written as a double neither reader takes again.
    QByteArray json = toBytes(dataJson(QStringLiteral("two-racks.json")));
    json.replace("\"id\":\"example-gpu-node\"", "\"id\":\"example-gpu-node\",\"x_big\":18446744073709551615");
    const Result<Design> part = readJson(json);
    REQUIRE_FALSE(part.ok());
    CHECK(part.error().message.contains(QStringLiteral("18446744073709551615")));

    const Design design = loadDataDesign(QStringLiteral("two-racks.json"));
    QTemporaryDir dir;
    const auto refused = [&](const QString &sql, const QString &says) {
        const Result<Design> r = readNativeDesign(nativeWith(design, dir, {sql}), bundledCatalog());
        INFO(sql.toStdString());
        REQUIRE_FALSE(r.ok());
        CHECK(r.error().toString().contains(says));
    };
    refused(QStringLiteral(
                "UPDATE parts SET json = '{\"x\":18446744073709551615,' || substr(json, 2) WHERE seq = 1"),
            QStringLiteral("beyond the integers"));
    // Text in a number column was read as 3 ("3 m") or a passing 0 dB ("abc").
    refused(QStringLiteral("UPDATE cables SET length_m = '3 m' WHERE seq = 1"), QStringLiteral("\"3 m\""));
    refused(QStringLiteral("INSERT INTO cable_tests (cable, seq, fiber, wavelength_nm, loss_db) "
                           "VALUES (1, 0, 1, 1310, 'abc')"),
            QStringLiteral("\"abc\""));
    // U+FEFF in a replaces link was dropped silently.
    refused(QStringLiteral("UPDATE cables SET replaces = char(65279) || 'N1-R1-t' WHERE seq = 1"),
            QStringLiteral("U+FEFF"));
}
