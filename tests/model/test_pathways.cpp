// Pathways in the design format (docs/pathways.md): JSON and native round trips, and the errors that name
// the file, the JSON path and the object.
#include "commands/valuecommands.h"
#include "designfixtures.h"
#include "document/document.h"
#include "io/bundledcatalog.h"
#include "io/designfile.h"
#include "io/jsondesignreader.h"
#include "io/jsondesignwriter.h"
#include "io/nativewriter.h"
#include "io/sqlconnection.h"

#include <QJsonArray>
#include <QSqlQuery>
#include <QTemporaryDir>

using namespace railyard;
using namespace railyard::test;

namespace {

QJsonObject node(const char *id, double x, double y, double z)
{
    return {{QStringLiteral("id"), QLatin1String(id)},
            {QStringLiteral("x_m"), x},
            {QStringLiteral("y_m"), y},
            {QStringLiteral("z_m"), z}};
}

// two-racks.json with a tray over its row: a node over each rack, one segment between them.
QJsonObject withPathways()
{
    QJsonObject root = dataJson(QStringLiteral("two-racks.json"));
    root[QStringLiteral("pathways")] = QJsonObject{
        {QStringLiteral("nodes"), QJsonArray{node("N-A01", 0.3, 0.5, 2.6), node("N-A02", 0.9, 0.5, 2.6)}},
        {QStringLiteral("segments"),
         QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("T1")},
                                {QStringLiteral("a"), QStringLiteral("N-A01")},
                                {QStringLiteral("b"), QStringLiteral("N-A02")},
                                {QStringLiteral("kind"), QStringLiteral("basket")},
                                {QStringLiteral("width_mm"), 300},
                                {QStringLiteral("depth_mm"), 100}}}},
        {QStringLiteral("drops"),
         QJsonArray{QJsonObject{{QStringLiteral("rack"), QStringLiteral("A01")},
                                {QStringLiteral("node"), QStringLiteral("N-A01")}},
                    QJsonObject{{QStringLiteral("rack"), QStringLiteral("A02")},
                                {QStringLiteral("node"), QStringLiteral("N-A02")}}}}};
    editItem(root, QStringLiteral("cables"), 1,
             [](QJsonObject &c) { c[QStringLiteral("route")] = QJsonArray{QStringLiteral("T1")}; });
    return root;
}

QString loadError(const QJsonObject &root)
{
    Result<Design> r = readJsonDesign(toBytes(root), QStringLiteral("trays.json"), bundledCatalog());
    REQUIRE_FALSE(r.ok());
    return r.error().toString();
}

void editPathways(QJsonObject &root, const QString &list, int index,
                  const std::function<void(QJsonObject &)> &fn)
{
    QJsonObject p = root[QStringLiteral("pathways")].toObject();
    QJsonArray items = p[list].toArray();
    QJsonObject item = items[index].toObject();
    fn(item);
    items[index] = item;
    p[list] = items;
    root[QStringLiteral("pathways")] = p;
}

} // namespace

TEST_CASE("Pathways read from JSON with their defaults", "[pathways][io]")
{
    QJsonObject root = withPathways();
    editPathways(root, QStringLiteral("nodes"), 0, [](QJsonObject &n) { n.remove(QStringLiteral("z_m")); });
    const Design d = loadJsonText(toBytes(root));
    const Pathways &p = d.pathways;
    REQUIRE(p.nodes.size() == 2);
    CHECK(p.nodes[0].zM == 0);
    CHECK(p.nodes[1].xM == Approx(0.9));
    REQUIRE(p.segments.size() == 1);
    CHECK(p.segments[0].kind == SegmentKind::Basket);
    CHECK(p.segments[0].fillLimitPercent == 50);
    CHECK(p.lengthM(p.segments[0]) == Approx(std::hypot(0.6, 2.6)));
    CHECK(p.dropIndex(QStringLiteral("A02")) == 1);
    CHECK(d.cables().at(d.cables().find(QStringLiteral("N1-R1-t"))).route() ==
          QStringList{QStringLiteral("T1")});
}

TEST_CASE("Pathways and routes round-trip JSON to native to JSON", "[pathways][io][native]")
{
    const Design d = loadJsonText(toBytes(withPathways()));
    const QByteArray json = writeJsonDesign(d);
    CHECK(json.contains("\"pathways\""));
    CHECK(json.contains("\"route\": [\"T1\"]"));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("trays.railyard"));
    REQUIRE(saveNativeDesign(d, path).ok());
    Result<Design> back = loadDesign(path);
    REQUIRE(back.ok());
    CHECK(back.value().sameContent(d));
    CHECK(writeJsonDesign(back.value()) == json);
    // A design without pathways writes none.
    CHECK_FALSE(writeJsonDesign(loadDataDesign(QStringLiteral("two-racks.json"))).contains("pathways"));

    SECTION("a schema version 4 document opens without pathways")
    {
        {
            SqlConnection c(path, false);
            REQUIRE(c.open());
            QSqlQuery q(c.db());
            for (const char *table : {"pathway_nodes", "pathway_segments", "pathway_drops"})
                REQUIRE(q.exec(QStringLiteral("DROP TABLE %1").arg(QLatin1String(table))));
            REQUIRE(q.exec(QStringLiteral("ALTER TABLE cables DROP COLUMN route")));
            REQUIRE(q.exec(QStringLiteral("PRAGMA user_version = 4")));
        }
        Result<Design> v4 = loadDesign(path);
        REQUIRE(v4.ok());
        CHECK(v4.value().pathways.isEmpty());
        CHECK(v4.value().cables().at(v4.value().cables().find(QStringLiteral("N1-R1-t"))).route().isEmpty());
    }
    SECTION("a damaged native row is refused naming the table and the object")
    {
        {
            SqlConnection c(path, false);
            REQUIRE(c.open());
            QSqlQuery q(c.db());
            REQUIRE(q.exec(QStringLiteral("UPDATE pathway_segments SET width_mm = 'wide'")));
        }
        Result<Design> bad = loadDesign(path);
        REQUIRE_FALSE(bad.ok());
        CHECK(bad.error().path == QLatin1String("pathway_segments"));
        CHECK(bad.error().objectId == QLatin1String("T1"));
    }
    SECTION("a native node without an id is refused as in JSON")
    {
        {
            SqlConnection c(path, false);
            REQUIRE(c.open());
            QSqlQuery q(c.db());
            REQUIRE(q.exec(QStringLiteral("UPDATE pathway_nodes SET id = ' ' WHERE seq = 2")));
        }
        Result<Design> bad = loadDesign(path);
        REQUIRE_FALSE(bad.ok());
        CHECK(bad.error().path == QLatin1String("pathways.nodes[1].id"));
    }
    SECTION("a native route that is not a list of ids is refused")
    {
        {
            SqlConnection c(path, false);
            REQUIRE(c.open());
            QSqlQuery q(c.db());
            REQUIRE(q.exec(QStringLiteral("UPDATE cables SET route = '[1]' WHERE id = 'N1-R1-t'")));
        }
        Result<Design> bad = loadDesign(path);
        REQUIRE_FALSE(bad.ok());
        CHECK(bad.error().path.endsWith(QLatin1String(".route")));
    }
    SECTION("a native segment to nowhere is refused like a JSON one")
    {
        {
            SqlConnection c(path, false);
            REQUIRE(c.open());
            QSqlQuery q(c.db());
            REQUIRE(q.exec(QStringLiteral("UPDATE pathway_segments SET b = 'N-ZZ'")));
        }
        Result<Design> bad = loadDesign(path);
        REQUIRE_FALSE(bad.ok());
        CHECK(bad.error().path == QLatin1String("pathways.segments[0].b"));
        CHECK(bad.error().message.contains(QLatin1String("no node \"N-ZZ\"")));
    }
}

TEST_CASE("Broken pathways are load errors naming the path and the object", "[pathways][io][errors]")
{
    QJsonObject root = withPathways();
    SECTION("a segment to an unknown node")
    {
        editPathways(root, QStringLiteral("segments"), 0,
                     [](QJsonObject &s) { s[QStringLiteral("a")] = QStringLiteral("N-X"); });
        const QString e = loadError(root);
        CHECK(e.contains(QLatin1String("pathways.segments[0].a")));
        CHECK(e.contains(QLatin1String("T1")));
        CHECK(e.contains(QLatin1String("no node \"N-X\"")));
    }
    SECTION("a segment from a node to itself")
    {
        editPathways(root, QStringLiteral("segments"), 0,
                     [](QJsonObject &s) { s[QStringLiteral("b")] = QStringLiteral("N-A01"); });
        CHECK(loadError(root).contains(QLatin1String("two different nodes")));
    }
    SECTION("two nodes of one id")
    {
        editPathways(root, QStringLiteral("nodes"), 1,
                     [](QJsonObject &n) { n[QStringLiteral("id")] = QStringLiteral("N-A01"); });
        CHECK(loadError(root).contains(QLatin1String("a second node \"N-A01\"")));
    }
    SECTION("a tray of no width")
    {
        editPathways(root, QStringLiteral("segments"), 0,
                     [](QJsonObject &s) { s[QStringLiteral("width_mm")] = 0; });
        CHECK(loadError(root).contains(QLatin1String("pathways.segments[0].width_mm")));
    }
    SECTION("a fill limit above 100 %")
    {
        editPathways(root, QStringLiteral("segments"), 0,
                     [](QJsonObject &s) { s[QStringLiteral("fill_limit_percent")] = 120; });
        CHECK(loadError(root).contains(QLatin1String("fill_limit_percent")));
    }
    SECTION("an unknown kind")
    {
        editPathways(root, QStringLiteral("segments"), 0,
                     [](QJsonObject &s) { s[QStringLiteral("kind")] = QStringLiteral("gutter"); });
        const QString e = loadError(root);
        CHECK(e.contains(QLatin1String("\"gutter\" is not a valid kind")));
        CHECK(e.contains(QLatin1String("\"conduit\"")));
    }
    SECTION("a misspelt key")
    {
        editPathways(root, QStringLiteral("segments"), 0,
                     [](QJsonObject &s) { s[QStringLiteral("widht_mm")] = 200; });
        CHECK(loadError(root).contains(QLatin1String("widht_mm")));
    }
    SECTION("a drop for a rack that is not there")
    {
        editPathways(root, QStringLiteral("drops"), 1,
                     [](QJsonObject &d) { d[QStringLiteral("rack")] = QStringLiteral("B07"); });
        const QString e = loadError(root);
        CHECK(e.contains(QLatin1String("pathways.drops[1].rack")));
        CHECK(e.contains(QLatin1String("no rack \"B07\"")));
    }
    SECTION("two drops for one rack")
    {
        editPathways(root, QStringLiteral("drops"), 1,
                     [](QJsonObject &d) { d[QStringLiteral("rack")] = QStringLiteral("A01"); });
        CHECK(loadError(root).contains(QLatin1String("a second drop for rack \"A01\"")));
    }
    SECTION("a route over a segment that is not there")
    {
        editItem(root, QStringLiteral("cables"), 1,
                 [](QJsonObject &c) { c[QStringLiteral("route")] = QJsonArray{QStringLiteral("T9")}; });
        const QString e = loadError(root);
        CHECK(e.contains(QLatin1String("cables[1].route")));
        CHECK(e.contains(QLatin1String("N1-R1-t")));
        CHECK(e.contains(QLatin1String("no pathway segment \"T9\"")));
    }
    SECTION("a route that is not a list of ids")
    {
        editItem(root, QStringLiteral("cables"), 1,
                 [](QJsonObject &c) { c[QStringLiteral("route")] = QJsonArray{1}; });
        CHECK(loadError(root).contains(QLatin1String("expected a segment id")));
    }
}

TEST_CASE("Pathway edits are undo steps, and rack renames carry their drops", "[pathways][commands]")
{
    Document doc(loadJsonText(toBytes(withPathways())));
    const Design original = doc.design();

    Pathways wider = doc.design().pathways;
    wider.segments[0].widthMm = 600;
    doc.push(setPathways(&doc, wider, QStringLiteral("Resize Segment T1")));
    CHECK(doc.design().pathways.segments[0].widthMm == 600);
    CHECK(doc.undoStack()->undoText() == QLatin1String("Resize Segment T1"));
    // Two unmerged edits are two steps.
    wider.segments[0].depthMm = 150;
    doc.push(setPathways(&doc, wider, QStringLiteral("Resize Segment T1")));
    CHECK(doc.undoStack()->count() == 2);

    doc.push(setRackId(&doc, doc.design().racks().find(QStringLiteral("A02")), QStringLiteral("A02-new")));
    CHECK(doc.design().pathways.drops[1].rack == QLatin1String("A02-new"));
    // What is saved after the rename loads again.
    CHECK(readJsonDesign(writeJsonDesign(doc.design()), QStringLiteral("again.json"), bundledCatalog()).ok());
    doc.undoStack()->undo();
    CHECK(doc.design().pathways.drops[1].rack == QLatin1String("A02"));
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    CHECK(doc.design().sameContent(original));
}

TEST_CASE("A removed rack or segment leaves nothing dangling in the saved file", "[pathways][io]")
{
    Design d = loadJsonText(toBytes(withPathways()));
    // The rack's drop stays in memory (an undo of the removal brings both back) but is not saved.
    for (int dev : d.devices().live())
        if (d.devices().at(dev).rack == d.racks().find(QStringLiteral("A02"))) d.device(dev).rack = -1;
    d.takeRack(d.racks().find(QStringLiteral("A02")));
    CHECK(d.pathways.drops.size() == 2);
    // The cable's route names a segment that is gone: the file leaves the choice to the router.
    d.pathways.segments.clear();
    const QByteArray json = writeJsonDesign(d);
    CHECK_FALSE(json.contains("\"route\""));
    Result<Design> back = readJsonDesign(json, QStringLiteral("again.json"), bundledCatalog());
    REQUIRE(back.ok());
    CHECK(back.value().pathways.drops.size() == 1);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("again.railyard"));
    REQUIRE(saveNativeDesign(d, path).ok());
    Result<Design> native = loadDesign(path);
    REQUIRE(native.ok());
    CHECK(native.value().pathways == back.value().pathways);
}
