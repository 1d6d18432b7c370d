// Absurd but well-formed files (issue 12): every value outside the format's limits is a load error naming the
// file, path and id, through the JSON reader and the native reader alike, in one bounded line.
#include "designfixtures.h"
#include "io/byteordermark.h"
#include "io/designfile.h"
#include "io/designlimits.h"
#include "io/jsondesignreader.h"
#include "io/sqlconnection.h"

#include <QSqlQuery>

#include <QTemporaryDir>

using namespace railyard;
using namespace railyard::test;

namespace {

struct LimitCase
{
    const char *what;
    std::function<void(QJsonObject &)> mutate;
    const char *path;
    const char *says;
};

void item(QJsonObject &root, const char *array, const char *key, const QJsonValue &v)
{
    editItem(root, QLatin1String(array), 0, [&](QJsonObject &o) { o[QLatin1String(key)] = v; });
}

std::vector<LimitCase> limitCases()
{
    return {
        {"a billion legs", [](QJsonObject &r) { item(r, "catalog.cable_types", "legs", 1e9); },
         "catalog.cable_types[0].legs", "at most 64"},
        {"a billion connectors", [](QJsonObject &r) { item(r, "catalog.transceivers", "connectors", 1e9); },
         "catalog.transceivers[0].connectors", "at most 64"},
        {"a device of 1e9 U", [](QJsonObject &r) { item(r, "catalog.device_types", "height_u", 1e9); },
         "catalog.device_types[0].height_u", "at most 60 U"},
        {"a rack of 1e9 U", [](QJsonObject &r) { item(r, "racks", "height_u", 1e9); }, "racks[0].height_u",
         "at most 60 U"},
        {"an endpoint sub of 1e9",
         [](QJsonObject &r) {
             editItem(r, QStringLiteral("cables"), 0, [](QJsonObject &c) {
                 QJsonObject a = c[QStringLiteral("a")].toObject();
                 a[QStringLiteral("sub")] = 1e9;
                 c[QStringLiteral("a")] = a;
             });
         },
         "cables[0].a.sub", "at most 64"},
        {"spares of 1e308",
         [](QJsonObject &r) {
             QJsonObject s = r[QStringLiteral("settings")].toObject();
             s[QStringLiteral("spares_percent")] = 1e308;
             r[QStringLiteral("settings")] = s;
         },
         "settings.spares_percent", "above 1000"},
        {"negative spares",
         [](QJsonObject &r) {
             QJsonObject s = r[QStringLiteral("settings")].toObject();
             s[QStringLiteral("spares_percent")] = -5;
             r[QStringLiteral("settings")] = s;
         },
         "settings.spares_percent", "below 0"},
        {"a cable of 1e308 m", [](QJsonObject &r) { item(r, "cables", "length_m", 1e308); },
         "cables[0].length_m", "above 100000"},
        {"a denormal length", [](QJsonObject &r) { item(r, "cables", "length_m", 5e-324); },
         "cables[0].length_m", "below 0.001"},
        {"a negative price", [](QJsonObject &r) { item(r, "catalog.cable_types", "price", -1); },
         "catalog.cable_types.price", "below 0"},
        {"an id with a newline", [](QJsonObject &r) { item(r, "racks", "id", QStringLiteral("A0\n1")); },
         "racks[0].id", "control character U+000A"},
        {"an id of a megabyte",
         [](QJsonObject &r) { item(r, "racks", "id", QString(1 << 20, QLatin1Char('A'))); }, "racks[0].id",
         "at most 256"},
        {"a label with U+FFFF",
         [](QJsonObject &r) { item(r, "cables", "label", QString(QStringLiteral("L1") + QChar(0xFFFF))); },
         "cables[0].label", "U+FFFF"},
    };
}

} // namespace

TEST_CASE("Values outside the format's limits are load errors in one bounded line", "[io][limits]")
{
    const QJsonObject base = dataJson(QStringLiteral("two-racks.json"));
    for (const LimitCase &c : limitCases()) {
        INFO("case: " << c.what);
        QJsonObject root = base;
        c.mutate(root);
        const Result<Design> r = readJsonDesign(toBytes(root), QStringLiteral("x.json"), bundledCatalog());
        REQUIRE_FALSE(r.ok());
        const QString line = r.error().toString();
        INFO(line.left(300).toStdString());
        CHECK(r.error().path.startsWith(QLatin1String(c.path)));
        CHECK(line.contains(QLatin1String(c.says)));
        CHECK_FALSE(line.contains(QLatin1Char('\n')));
        CHECK(line.size() <= 1000);
    }
}

TEST_CASE("The native reader applies the same limits as the JSON reader", "[io][limits][native]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("crafted.railyard"));
    Result<Design> good = loadDesign(dataPath(QStringLiteral("two-racks.json")));
    REQUIRE(good.ok());
    struct NativeCase
    {
        const char *what;
        std::function<void(Design &)> mutate;
        const char *says;
    };
    const NativeCase cases[] = {
        {"rack height 0", [](Design &d) { d.rack(0).heightU = 0; }, "racks[0].height_u"},
        {"rack height 2e9", [](Design &d) { d.rack(0).heightU = 2000000000; }, "racks[0].height_u"},
        {"u of 2^31-1", [](Design &d) { d.device(0).u = 2147483647; }, "devices[0].u"},
        {"an infinite length", [](Design &d) { d.cableForEdit(0).lengthM = qInf(); }, "not a finite number"},
        {"an infinite position", [](Design &d) { d.rack(0).xM = qInf(); }, "racks[0].x_m"},
        {"spares of 1e308", [](Design &d) { d.settings.sparesPercent = 1e308; }, "settings.spares_percent"},
        {"a label ending in U+FFFF", [](Design &d) { d.cableForEdit(0).label += QChar(0xFFFF); }, "U+FFFF"},
    };
    for (const NativeCase &c : cases) {
        INFO("case: " << c.what);
        Design d = good.value();
        c.mutate(d);
        REQUIRE(saveDesign(d, path, FileFormat::Native).ok());
        const Result<Design> r = loadDesign(path);
        REQUIRE_FALSE(r.ok());
        INFO(r.error().toString().toStdString());
        CHECK(r.error().toString().contains(QLatin1String(c.says)));
    }
    SECTION("a byte-order mark stored in an id, which Qt's text conversion would drop silently")
    {
        REQUIRE(saveDesign(good.value(), path, FileFormat::Native).ok());
        {
            SqlConnection c(path, false);
            REQUIRE(c.open());
            QSqlQuery q(c.db());
            REQUIRE(q.exec(QStringLiteral(
                "UPDATE racks SET id = char(65279) || id WHERE seq = (SELECT min(seq) FROM racks)")));
        }
        const Result<Design> r = loadDesign(path);
        REQUIRE_FALSE(r.ok());
        CHECK(r.error().toString().contains(QLatin1String("U+FEFF")));
    }
    SECTION("a connector number past 8 bits, which must not wrap into a valid one (129 would read as 1)")
    {
        for (const char *sub : {"257", "129", "-255"}) {
            INFO("sub " << sub);
            REQUIRE(saveDesign(good.value(), path, FileFormat::Native).ok());
            {
                SqlConnection c(path, false);
                REQUIRE(c.open());
                QSqlQuery q(c.db());
                REQUIRE(q.exec(QStringLiteral("UPDATE cable_ends SET sub = %1 WHERE cable = (SELECT "
                                              "min(cable) FROM cable_ends) AND leg = 0")
                                   .arg(sub)));
            }
            const Result<Design> r = loadDesign(path);
            REQUIRE_FALSE(r.ok());
            CHECK(r.error().toString().contains(QStringLiteral("%1 is outside 0 to 64").arg(sub)));
        }
    }
}

TEST_CASE("A byte-order mark inside a JSON string is refused, as the native reader refuses it",
          "[io][limits]")
{
    QByteArray data = toBytes(dataJson(QStringLiteral("two-racks.json")));
    data.replace("\"A01\"", "\"\xEF\xBB\xBF"
                            "A01\"");
    const Result<Design> r = readJsonDesign(data, QStringLiteral("bom.json"), bundledCatalog());
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().toString().contains(QLatin1String("U+FEFF")));
    // At the very start it only marks the file as UTF-8.
    const QByteArray marked = "\xEF\xBB\xBF" + toBytes(dataJson(QStringLiteral("two-racks.json")));
    CHECK(readJsonDesign(marked, QStringLiteral("marked.json"), bundledCatalog()).ok());
}

TEST_CASE("The byte-order mark is found wherever it is, and only whole", "[io][limits]")
{
    CHECK(findByteOrderMark("") == -1);
    CHECK(findByteOrderMark("\xEF\xBB\xBF{}") == 0);
    CHECK(findByteOrderMark("\xEF\xBB\xBF{}", 3) == -1);
    CHECK(findByteOrderMark("{\"a\": \"\xEF\xBB\xBF\"}") == 7);
    // Its first byte in other characters (U+F8FF is EF A3 BF), or cut off at the end, is no mark.
    CHECK(findByteOrderMark("\xEF\xA3\xBF\xEF\xBB") == -1);
    CHECK(findByteOrderMark("\xEF\xA3\xBF\xEF\xBB\xBF") == 3);
    CHECK(findByteOrderMark("x\xEF") == -1);
}

TEST_CASE("Error lines escape control characters and cut long values", "[io][limits]")
{
    const IoError e{
        QStringLiteral("f.json"), QStringLiteral("cables[0].a.device"), QString(5000, QLatin1Char('x')),
        QStringLiteral("unknown device \"%1\"\nsecond line").arg(QString(100000, QLatin1Char('y')))};
    const QString line = e.toString();
    CHECK_FALSE(line.contains(QLatin1Char('\n')));
    CHECK(line.contains(QLatin1String("\\n")));
    CHECK(line.size() < 300);
    CHECK(line.contains(QString(QChar(0x2026))));
    CHECK(idProblem(QStringLiteral("A01")).isEmpty());
    CHECK_FALSE(idProblem(QStringLiteral("A\t1")).isEmpty());
}
