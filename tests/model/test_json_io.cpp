#include "designfixtures.h"
#include "io/bundledcatalog.h"
#include "io/designfile.h"
#include "io/jsondesignreader.h"
#include "io/jsondesignwriter.h"
#include "io/nativereader.h"
#include "io/nativewriter.h"
#include "io/sqlconnection.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QTemporaryDir>

using namespace railyard;
using namespace railyard::test;

TEST_CASE("JSON is written in canonical form, matching the golden file", "[io][json]")
{
    const Design design = loadDataDesign(QStringLiteral("two-racks.json"));
    const QByteArray written = writeJsonDesign(design);
    checkGolden(written, QStringLiteral("two-racks.canonical.json"));

    SECTION("writing what was read gives the same bytes")
    {
        const Design again = loadJsonText(written);
        CHECK(writeJsonDesign(again) == written);
        CHECK(again.sameContent(design));
    }
    SECTION("one entity per line, in document order")
    {
        const QList<QByteArray> lines = written.split('\n');
        const auto first = std::find_if(lines.begin(), lines.end(), [](const QByteArray &l) {
            return l.contains("\"id\": \"N1-R1-a\"");
        });
        REQUIRE(first != lines.end());
        CHECK(first->contains("\"b\": {\"device\": \"pp-A01\", \"port\": \"P01\", \"side\": \"front\"}"));
        CHECK((first + 1)->contains("\"id\": \"N1-R1-t\""));
        CHECK((first + 2)->contains("\"id\": \"N1-R1-b\""));
    }
}

TEST_CASE("JSON to native to JSON loses nothing", "[io][native]")
{
    QTemporaryDir dir;
    const QString native = dir.filePath(QStringLiteral("design.railyard"));
    for (const QString &name : {QStringLiteral("two-racks.json"), QStringLiteral("unknown-keys.json"),
                                QStringLiteral("splitters-and-loose-ends.json"),
                                QStringLiteral("quote-and-racks.json"), QStringLiteral("rack-kits.json")}) {
        INFO(name.toStdString());
        const Design design = loadDataDesign(name);
        const QByteArray json = writeJsonDesign(design);
        REQUIRE(saveNativeDesign(design, native).ok());
        Result<Design> reopened = readNativeDesign(native, bundledCatalog());
        REQUIRE(reopened.ok());
        // A native document defines every part it carries, as the canonical JSON does.
        CHECK(reopened.value().sameContent(loadJsonText(json)));
        CHECK(writeJsonDesign(reopened.value()) == json);
        CHECK(reopened.value().checkInvariants().isEmpty());
    }
}

TEST_CASE("Unknown keys survive a round trip", "[io][json]")
{
    const Design design = loadDataDesign(QStringLiteral("unknown-keys.json"));
    const QJsonObject root = QJsonDocument::fromJson(writeJsonDesign(design)).object();
    CHECK(root.value(QStringLiteral("x_project")).toString() == QLatin1String("Hall 3"));
    CHECK(root.value(QStringLiteral("settings")).toObject().value(QStringLiteral("x_unit")).toString() ==
          QLatin1String("metric"));
    const QJsonObject rack = root.value(QStringLiteral("racks")).toArray().at(0).toObject();
    CHECK(rack.value(QStringLiteral("x_asset_tag")).toString() == QLatin1String("AT-0001"));
    const QJsonObject device = root.value(QStringLiteral("devices")).toArray().at(0).toObject();
    CHECK(device.value(QStringLiteral("x_serial")).toObject().value(QStringLiteral("sn")).toString() ==
          QLatin1String("1234"));
    const QJsonObject cable = root.value(QStringLiteral("cables")).toArray().at(0).toObject();
    CHECK(cable.value(QStringLiteral("x_color")).toString() == QLatin1String("aqua"));
    const QJsonObject type = root.value(QStringLiteral("catalog"))
                                 .toObject()
                                 .value(QStringLiteral("device_types"))
                                 .toArray()
                                 .at(0)
                                 .toObject();
    CHECK(type.value(QStringLiteral("x_vendor_sku")).toInt() == 42);
    CHECK(type.value(QStringLiteral("ports"))
              .toArray()
              .at(0)
              .toObject()
              .value(QStringLiteral("x_label"))
              .toString() == QLatin1String("left"));
}

TEST_CASE("A design file carries every part it uses", "[io][json]")
{
    // The sample uses bundled parts only; written out, it defines them itself.
    const Design design = sampleDesign();
    const QJsonObject catalog =
        QJsonDocument::fromJson(writeJsonDesign(design)).object().value(QStringLiteral("catalog")).toObject();
    QStringList ids;
    for (const QString &key :
         {QStringLiteral("device_types"), QStringLiteral("transceivers"), QStringLiteral("cable_types")})
        for (const QJsonValue v : catalog.value(key).toArray())
            ids << v.toObject().value(QStringLiteral("id")).toString();
    ids.sort();
    CHECK(ids == QStringList{"MFP7E30", "MMS4X00-NM", "MMS4X00-NM-FLT", "MPO12-TRUNK-SM-B", "dgx-h100",
                             "pp-mpo12-apc-24", "qm9700"});
    // Read back with an empty bundled catalog, the file is still complete.
    Result<Design> standalone = readJsonDesign(writeJsonDesign(design), QStringLiteral("x.json"), Catalog());
    REQUIRE(standalone.ok());
    CHECK(standalone.value().cables().liveCount() == 96);
}

TEST_CASE("Rack kits, power figures, built-in optics and lane rates are read and written", "[io][json][kits]")
{
    const Design design = loadDataDesign(QStringLiteral("rack-kits.json"));
    const RackType *kit = design.catalog.rackTypes.find(QStringLiteral("kit-a"));
    REQUIRE(kit);
    const UnknownKeys note = UnknownKeys::fromJson({{QStringLiteral("slot_note"), QStringLiteral("left")}});
    CHECK(kit->contents ==
          std::vector<RackContent>{{QStringLiteral("kit-node"), 1, QStringLiteral("n1"), note},
                                   {QStringLiteral("kit-node"), 3, {}, {}},
                                   {QStringLiteral("cpo-leaf"), 6, {}, {}}});
    CHECK(kit->maxPowerKw == 8.0);
    CHECK(kit->cooling == Cooling::Liquid);
    const DeviceType *leaf = design.catalog.deviceTypes.find(QStringLiteral("cpo-leaf"));
    REQUIRE(leaf);
    CHECK(leaf->powerFigure == PowerFigure::Maximum);
    CHECK(leaf->powerIncludesOptics);
    CHECK(leaf->ports[0].optic == QLatin1String("cpo-dr4"));
    const DeviceType *node = design.catalog.deviceTypes.find(QStringLiteral("kit-node"));
    REQUIRE(node);
    CHECK(node->powerFigure == PowerFigure::Typical);
    CHECK_FALSE(node->powerIncludesOptics);
    CHECK(design.catalog.transceivers.find(QStringLiteral("x-dr4"))->laneRateGbps == 200);

    // Written out, every one of them is there again, and the file stands without the bundled catalog.
    const QByteArray json = writeJsonDesign(design);
    CHECK(json.contains(R"("contents": [)"));
    CHECK(json.contains(R"({"type": "cpo-leaf", "u": 6})"));
    CHECK(json.contains(R"({"type": "kit-node", "u": 1, "name": "n1", "slot_note": "left"})"));
    CHECK(json.contains(R"("max_power_kw": 8)"));
    CHECK(json.contains(R"("cooling": "liquid")"));
    CHECK(json.contains(R"("power_figure": "max")"));
    CHECK(json.contains(R"("power_includes_optics": true)"));
    CHECK(json.contains(R"("optic": "cpo-dr4")"));
    CHECK(json.contains(R"("lane_rate_gbps": 200)"));
    Result<Design> standalone = readJsonDesign(json, QStringLiteral("x.json"), Catalog());
    REQUIRE(standalone.ok());
    CHECK(writeJsonDesign(standalone.value()) == json);

    // The design's rack power budget is written only when set, and read back.
    CHECK_FALSE(json.contains("rack_power_kw"));
    Design budget = design;
    budget.settings.rackPowerKw = 40;
    const QByteArray withBudget = writeJsonDesign(budget);
    CHECK(withBudget.contains(R"("rack_power_kw": 40)"));
    Result<Design> reread = readJsonDesign(withBudget, QStringLiteral("x.json"), Catalog());
    REQUIRE(reread.ok());
    CHECK(reread.value().settings.rackPowerKw == 40.0);
}

TEST_CASE("A rack kit brings its contents' device types into the file", "[io][json][kits]")
{
    // A rack of the bundled GB300 NVL72 kit with nothing in it yet: the file still carries the kit's trays,
    // switches and shelves, so that it reads back where the bundled catalog is older.
    QJsonObject root = dataJson(QStringLiteral("two-racks.json"));
    QJsonArray racks = root.value(QStringLiteral("racks")).toArray();
    racks.append(QJsonObject{{QStringLiteral("id"), QStringLiteral("NVL1")},
                             {QStringLiteral("type"), QStringLiteral("gb300-nvl72")}});
    root[QStringLiteral("racks")] = racks;
    const Design design = loadJsonText(toBytes(root));
    const QJsonObject catalog =
        QJsonDocument::fromJson(writeJsonDesign(design)).object().value(QStringLiteral("catalog")).toObject();
    QStringList types;
    for (const QJsonValue v : catalog.value(QStringLiteral("device_types")).toArray())
        types << v.toObject().value(QStringLiteral("id")).toString();
    for (const char *id : {"gb300-compute-tray", "nvlink-switch-tray", "nvl72-power-shelf", "sn2201"})
        CHECK(types.contains(QLatin1String(id)));
    Result<Design> standalone = readJsonDesign(writeJsonDesign(design), QStringLiteral("x.json"), Catalog());
    REQUIRE(standalone.ok());
    CHECK(standalone.value().catalog.rackTypes.find(QStringLiteral("gb300-nvl72"))->contents.size() == 37);
}

TEST_CASE("A file's catalog part overrides the bundled part with the same id", "[io][json]")
{
    QJsonObject root = dataJson(QStringLiteral("two-racks.json"));
    QJsonObject catalog = root.value(QStringLiteral("catalog")).toObject();
    QJsonArray types = catalog.value(QStringLiteral("cable_types")).toArray();
    QJsonObject mine = QJsonDocument::fromJson(R"({"id": "MFP7E30", "kind": "fiber", "connector": "MPO-12",
        "polish": "APC", "fiber": "OS2", "connector_loss_db": 0.2, "lengths_m": [7]})")
                           .object();
    types.append(mine);
    catalog[QStringLiteral("cable_types")] = types;
    root[QStringLiteral("catalog")] = catalog;
    const Design design = loadJsonText(toBytes(root));
    const CableType *t = design.catalog.cableTypes.find(QStringLiteral("MFP7E30"));
    REQUIRE(t);
    CHECK(t->connectorLossDb == 0.2);
    CHECK(t->lengthsM == QList<double>{7});
    CHECK(t->polarity == Polarity::B); // the default for MPO
}

TEST_CASE("Formats are detected by content, not by extension", "[io]")
{
    QTemporaryDir dir;
    const Design design = loadDataDesign(QStringLiteral("two-racks.json"));
    const QString nativeNamedJson = dir.filePath(QStringLiteral("really-native.json"));
    REQUIRE(saveNativeDesign(design, nativeNamedJson).ok());
    CHECK(detectFileFormat(nativeNamedJson) == FileFormat::Native);
    Result<Design> loaded = loadDesign(nativeNamedJson);
    REQUIRE(loaded.ok());
    CHECK(loaded.value().sameContent(design));

    const QString jsonNamedNative = dir.filePath(QStringLiteral("really-json.railyard"));
    writeFile(jsonNamedNative, "\xEF\xBB\xBF  \n" + writeJsonDesign(design));
    CHECK(detectFileFormat(jsonNamedNative) == FileFormat::Json);
    CHECK(loadDesign(jsonNamedNative).ok());
}

TEST_CASE(
    "Rack types give racks their size and put them on the BOM — cable part numbers and the quote are kept",
    "[io][json][racks]")
{
    const Design d = loadDataDesign(QStringLiteral("quote-and-racks.json"));
    const Rack &a01 = d.racks().at(d.racks().find(QStringLiteral("A01")));
    REQUIRE(a01.type >= 0);
    CHECK(d.catalog.rackTypes.at(a01.type).id == QLatin1String("cab-52u"));
    CHECK(a01.heightU == 52); // from the type
    CHECK(a01.widthMm == 800);
    CHECK(d.racks().at(d.racks().find(QStringLiteral("A03"))).heightU == 48); // its own value wins
    CHECK(d.racks().at(d.racks().find(QStringLiteral("A02"))).heightU == 48); // the bundled 48U type
    CHECK(d.racks().at(d.racks().find(QStringLiteral("B01"))).type == -1);
    CHECK(d.quote.number == QLatin1String("Q-2026-017"));
    CHECK(d.quote.date == QDate(2026, 12, 3));
    CHECK(d.quote.validDays == 30);
    CHECK(d.quote.notes.contains(QLatin1Char('\n')));
    const CableType &cord = d.catalog.cableTypes.at(d.catalog.cableTypes.indexOf(QStringLiteral("cord-om4")));
    CHECK(cord.partNumberFor(2.5) == QLatin1String("CORD-2M5"));
    CHECK(cord.partNumberFor(4) == QLatin1String("cord-om4")); // a length with no part number of its own
    const QByteArray json = writeJsonDesign(d);
    CHECK(json.contains(R"("part_numbers": {"1": "CORD-1M", "2.5": "CORD-2M5", "5": "CORD-5M"})"));
    CHECK(json.contains(R"("type": "cab-52u")"));
    CHECK(json.contains(R"("id": "rack-48u-600x1200")")); // the bundled rack type used is carried along
    CHECK(json.contains(R"("valid_days": 30)"));
}

TEST_CASE("An unknown rack type is a load error naming the rack", "[io][json][racks][errors]")
{
    QJsonObject o = dataJson(QStringLiteral("quote-and-racks.json"));
    QJsonArray racks = o.value(QStringLiteral("racks")).toArray();
    QJsonObject first = racks.first().toObject();
    first[QStringLiteral("type")] = QStringLiteral("cab-99u");
    racks[0] = first;
    o[QStringLiteral("racks")] = racks;
    Result<Design> r = readJsonDesign(toBytes(o), QStringLiteral("d.json"), bundledCatalog());
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().toString().contains(QLatin1String("racks[0].type")));
    CHECK(r.error().toString().contains(QLatin1String("cab-99u")));
}

TEST_CASE("Native documents of schema version 1 (no rack types) still open", "[io][native][racks]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v1.railyard"));
    const Design design = loadDataDesign(QStringLiteral("two-racks.json"));
    REQUIRE(saveNativeDesign(design, path).ok());
    {
        // Make it what version 1 wrote: no type column, user_version 1.
        SqlConnection c(path, false);
        REQUIRE(c.open());
        QSqlQuery q(c.db());
        REQUIRE(q.exec(QStringLiteral("ALTER TABLE racks DROP COLUMN type")));
        REQUIRE(q.exec(QStringLiteral("PRAGMA user_version = 1")));
    }
    Result<Design> reopened = readNativeDesign(path, bundledCatalog());
    REQUIRE(reopened.ok());
    CHECK(reopened.value().sameContent(design));
}

TEST_CASE("A design without racks, devices or cables is an empty design, not a crash", "[io][json]")
{
    // The arrays are optional (design-format.md); the reader must not touch an absent one.
    const Result<Design> d = readJsonDesign(
        QByteArray(R"({"format": "railyard", "version": 1, "name": "nothing yet", "settings": {}})"),
        QStringLiteral("empty.json"), bundledCatalog());
    REQUIRE(d.ok());
    CHECK(d.value().name == QLatin1String("nothing yet"));
    CHECK(d.value().racks().liveCount() == 0);
    CHECK(d.value().devices().liveCount() == 0);
    CHECK(d.value().cables().liveCount() == 0);
}
