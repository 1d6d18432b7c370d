// export-netbox then import-netbox gives back every key of the format (issue 52): a design that sets each key
// the format defines (io/formatkeys.h), plus unknown ones, comes back with each object as it was. The lists
// drive the test, so that a key added to the format without a way through NetBox fails it.
#include "designfixtures.h"
#include "io/formatkeys.h"
#include "io/jsondesignwriter.h"
#include "netbox/netboxexport.h"
#include "netbox/netboximport.h"

#include <QJsonArray>
#include <QTemporaryDir>

using namespace railyard;
using namespace railyard::test;

namespace {

const QString C0 = QStringLiteral("N1-R1-a");
const QString Replacement = QStringLiteral("N1-R1-a-NEW");

// two-racks-trays.json with every key of the format set somewhere, and an unknown key on every object.
QJsonObject everyKey()
{
    QJsonObject root = dataJson(QStringLiteral("two-racks-trays.json"));
    root[QStringLiteral("x_top")] = QJsonArray{1, QStringLiteral("two")};
    root[QStringLiteral("quote")] = QJsonObject{{QStringLiteral("customer"), QStringLiteral("Acme")},
                                                {QStringLiteral("number"), QStringLiteral("Q-7")}};
    QJsonObject settings = root.value(QStringLiteral("settings")).toObject();
    settings[QStringLiteral("rack_power_kw")] = 42;
    settings[QStringLiteral("switch_ports_face")] = QStringLiteral("cold-aisle");
    settings[QStringLiteral("x_setting")] = true;
    root[QStringLiteral("settings")] = settings;
    editItem(root, QStringLiteral("racks"), 0, [](QJsonObject &r) {
        r[QStringLiteral("type")] = QStringLiteral("rack-48u-600x1200");
        r[QStringLiteral("width_mm")] = 600;
        r[QStringLiteral("depth_mm")] = 1200;
        r[QStringLiteral("x_rack")] = QJsonObject{{QStringLiteral("k"), 1}};
    });
    editItem(root, QStringLiteral("devices"), 0, [](QJsonObject &d) {
        d[QStringLiteral("rail")] = 3;
        d[QStringLiteral("airflow")] = QStringLiteral("c2p");
        d[QStringLiteral("x_device")] = QStringLiteral("kept");
    });
    QJsonObject first;
    editItem(root, QStringLiteral("cables"), 0, [&first](QJsonObject &c) {
        c[QStringLiteral("status")] = QStringLiteral("tested");
        c[QStringLiteral("route")] = QJsonArray{QStringLiteral("T1"), QStringLiteral("T2")};
        c[QStringLiteral("tests")] =
            QJsonArray{QJsonObject{{QStringLiteral("fiber"), 1},
                                   {QStringLiteral("wavelength_nm"), 1310},
                                   {QStringLiteral("loss_db"), 0.42},
                                   {QStringLiteral("limit_db"), 1.5},
                                   {QStringLiteral("length_m"), 3.1},
                                   {QStringLiteral("result"), QStringLiteral("PASS")},
                                   {QStringLiteral("date"), QStringLiteral("2026-12-01")},
                                   {QStringLiteral("tester"), QStringLiteral("OLTS 7")},
                                   {QStringLiteral("source"), QStringLiteral("tests.csv")},
                                   {QStringLiteral("imported"), QStringLiteral("2026-12-02T10:00:00Z")}}};
        c[QStringLiteral("x_cable")] = QJsonArray{QJsonObject{{QStringLiteral("deep"), 1}}};
        first = c;
    });
    // A planned replacement on the same ports.
    QJsonObject replacement = first;
    replacement[QStringLiteral("id")] = Replacement;
    replacement[QStringLiteral("label")] = Replacement;
    replacement[QStringLiteral("replaces")] = C0;
    replacement[QStringLiteral("length_m")] = 5;
    replacement.remove(QStringLiteral("tests"));
    replacement.remove(QStringLiteral("status"));
    QJsonArray cables = root.value(QStringLiteral("cables")).toArray();
    cables.append(replacement);
    root[QStringLiteral("cables")] = cables;
    return root;
}

// The object of `array` whose key `idKey` is `id`, in `root` as written.
QJsonObject objectOf(const QJsonObject &root, const QString &array, const QString &id,
                     const QString &idKey = QStringLiteral("id"))
{
    for (const QJsonValue &v : root.value(array).toArray())
        if (v.toObject().value(idKey).toString() == id) return v.toObject();
    return {};
}

template <size_t N> QStringList missingKeys(const QJsonObject &o, const std::array<const char *, N> &keys)
{
    QStringList missing;
    for (const char *k : keys)
        if (!o.contains(QLatin1String(k))) missing << QLatin1String(k);
    return missing;
}

} // namespace

TEST_CASE("Every key of the format survives export-netbox and import-netbox",
          "[netbox][roundtrip][regression]")
{
    const Design design = loadJsonText(toBytes(everyKey()));
    const QJsonObject before = QJsonDocument::fromJson(writeJsonDesign(design)).object();
    // The fixture sets every key the format defines: a new key must be added here, and so carried.
    CHECK(missingKeys(before, formatkeys::design) == QStringList{});
    CHECK(missingKeys(before.value(QStringLiteral("settings")).toObject(), formatkeys::settings) ==
          QStringList{});
    const QString rack = QStringLiteral("A01"), device = QStringLiteral("node1");
    CHECK(missingKeys(objectOf(before, QStringLiteral("racks"), rack), formatkeys::rack) == QStringList{});
    CHECK(missingKeys(objectOf(before, QStringLiteral("devices"), device), formatkeys::device) ==
          QStringList{});
    QJsonObject cable = objectOf(before, QStringLiteral("cables"), C0);
    cable[QStringLiteral("replaces")] =
        objectOf(before, QStringLiteral("cables"), Replacement).value(QStringLiteral("replaces"));
    CHECK(missingKeys(cable, formatkeys::cable) == QStringList{});
    CHECK(missingKeys(cable.value(QStringLiteral("tests")).toArray().first().toObject(), formatkeys::test) ==
          QStringList{});

    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("netbox"));
    REQUIRE(writeNetBoxCsv(design, folder).ok());
    const Result<Design> imported = readNetBoxFolder(folder);
    INFO((imported.ok() ? QString() : imported.error().toString()).toStdString());
    REQUIRE(imported.ok());
    const QJsonObject after = QJsonDocument::fromJson(writeJsonDesign(imported.value())).object();

    for (const char *key : formatkeys::design) {
        INFO(key);
        const QString k = QLatin1String(key);
        if (k == QLatin1String("racks") || k == QLatin1String("devices") || k == QLatin1String("cables") ||
            k == QLatin1String("catalog"))
            continue; // compared object by object below; the catalog holds what the design uses
        CHECK(after.value(k) == before.value(k));
    }
    CHECK(after.value(QStringLiteral("x_top")) == before.value(QStringLiteral("x_top")));
    CHECK(objectOf(after, QStringLiteral("racks"), rack) == objectOf(before, QStringLiteral("racks"), rack));
    CHECK(objectOf(after, QStringLiteral("devices"), device) ==
          objectOf(before, QStringLiteral("devices"), device));
    CHECK(objectOf(after, QStringLiteral("cables"), C0) == objectOf(before, QStringLiteral("cables"), C0));
    CHECK(objectOf(after, QStringLiteral("cables"), Replacement) ==
          objectOf(before, QStringLiteral("cables"), Replacement));
    CHECK(imported.value().isReplaced(imported.value().cables().find(C0)));
}

TEST_CASE("A Railyard comment line with a key given twice is refused naming the row",
          "[netbox][roundtrip][regression]")
{
    // Before, Qt kept the last "id" and the cable came back renamed, its tests and route lost, exit 0.
    const Design design = loadJsonText(toBytes(everyKey()));
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("netbox"));
    REQUIRE(writeNetBoxCsv(design, folder).ok());
    const QString cables = folder + QStringLiteral("/08-cables.csv");
    QByteArray csv = readFile(cables);
    REQUIRE(csv.contains("Railyard: {"));
    csv.replace("Railyard: {", "Railyard: {\"\"id\"\":\"\"X\"\",");
    writeFile(cables, csv);
    const Result<Design> imported = readNetBoxFolder(folder);
    REQUIRE_FALSE(imported.ok());
    CHECK(imported.error().toString().contains(QStringLiteral("given twice")));
}
