// railyard-cli diff, the model part (issue 33 §1): exactly the changes between a generated pod and a revision
// of it.
#include "design/pathwayedits.h"
#include "designfixtures.h"
#include "revision/changeorder.h"
#include "revision/designdiff.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

using namespace railyard;
using namespace railyard::test;

namespace {

QStringList ids(const QJsonValue &v)
{
    QStringList out;
    for (const QJsonValue x : v.toArray())
        out << x.toString();
    return out;
}

} // namespace

TEST_CASE("A design is the same as itself, whatever the order of its parts", "[revision][diff]")
{
    const Design a = superpodDesign();
    CHECK(diffDesigns(a, a).isEmpty());
    CHECK(designDiffText(diffDesigns(a, a)) == QLatin1String("no difference\n"));
}

TEST_CASE(
    "diff finds exactly the cables added, removed, re-patched, relabelled, lengthened and a device moved",
    "[revision][diff]")
{
    const Design a = superpodDesign();
    Design b = a;
    QList<int> cables;
    for (int c : b.cables().live())
        cables << c;
    // Relabelled, lengthened, and a status that changed on the floor.
    b.cableForEdit(cables[0]).label = QStringLiteral("NEW-LABEL");
    b.cableForEdit(cables[1]).lengthM += 2;
    b.cableForEdit(cables[2]).status = CableStatus::Pulled;
    // Re-patched: two cables' B ends exchanged.
    const Endpoint end3 = b.cables().at(cables[3]).ends[1], end4 = b.cables().at(cables[4]).ends[1];
    b.setCableEnd(cables[3], 1, Endpoint());
    b.setCableEnd(cables[4], 1, end3);
    b.setCableEnd(cables[3], 1, end4);
    // Removed, and a new one added.
    const QString removed = b.cables().at(cables[5]).id;
    b.takeCable(cables[5]);
    Cable added = b.cables().at(cables[6]);
    added.id = QStringLiteral("NEW-CABLE");
    added.ends = {Endpoint(), Endpoint()}; // loose: a cable laid before it is plugged
    b.insertCable(b.cables().nextSlot(), std::move(added));
    // A device moved up one U in its rack (a free one, or the U it was at +1 if that is free).
    int moved = -1;
    for (int d : b.devices().live())
        if (b.devices().at(d).isPlaced() && b.deviceType(d).heightU == 1) {
            moved = d;
            break;
        }
    REQUIRE(moved >= 0);
    b.device(moved).u += 60; // out of the rack's range does not matter to a diff
    const DesignDiff diff = diffDesigns(a, b);
    CHECK(diff.racks.isEmpty());
    CHECK(diff.devices.added.isEmpty());
    CHECK(diff.devices.removed.isEmpty());
    REQUIRE(diff.devices.changed.size() == 1);
    CHECK(diff.devices.changed[0].fields == QStringList{QStringLiteral("u")});
    CHECK(diff.moved == QStringList{b.devices().at(moved).id});
    CHECK(diff.cables.added == QStringList{QStringLiteral("NEW-CABLE")});
    CHECK(diff.cables.removed == QStringList{removed});
    REQUIRE(diff.cables.changed.size() == 5);
    CHECK(diff.cables.changed[0].fields == QStringList{QStringLiteral("label")});
    CHECK(diff.cables.changed[1].fields == QStringList{QStringLiteral("length")});
    CHECK(diff.cables.changed[2].fields == QStringList{QStringLiteral("status")});
    CHECK(diff.cables.changed[3].fields == QStringList{QStringLiteral("ends")});
    CHECK(diff.repatched == QStringList{b.cables().at(cables[3]).id, b.cables().at(cables[4]).id});

    const QJsonObject o = QJsonDocument::fromJson(designDiffJson(diff)).object();
    CHECK(ids(o[QStringLiteral("cables")].toObject()[QStringLiteral("added")]) ==
          QStringList{QStringLiteral("NEW-CABLE")});
    CHECK(ids(o[QStringLiteral("devices")].toObject()[QStringLiteral("moved")]) == diff.moved);
    CHECK(o[QStringLiteral("cables")].toObject()[QStringLiteral("changed")].toArray().size() == 5);
    CHECK(o[QStringLiteral("racks")].toObject()[QStringLiteral("added")].toArray().isEmpty());
    const QString text = designDiffText(diff);
    CHECK(text.contains(QLatin1String("cables: 1 added, 1 removed, 5 changed")));
    CHECK(text.contains(QLatin1String("  + NEW-CABLE")));
}

TEST_CASE("diff compares racks and devices by their parts' ids", "[revision][diff]")
{
    const Design a = superpodDesign();
    Design b = a;
    const int rack = *b.racks().live().begin();
    b.rack(rack).row = QStringLiteral("Z");
    b.rack(rack).xM = b.racks().at(rack).xM.value_or(0) + 1;
    const DesignDiff diff = diffDesigns(a, b);
    REQUIRE(diff.racks.changed.size() == 1);
    CHECK(diff.racks.changed[0].fields == QStringList{QStringLiteral("row"), QStringLiteral("position")});
    CHECK(diff.moved.isEmpty()); // its devices stay in it
}

TEST_CASE("diff also says which parts to order and return and which issues appeared", "[revision][diff]")
{
    const Design a = superpodDesign();
    Design b = a;
    const int cable = *b.cables().live().begin();
    const double was = b.cables().at(cable).lengthM;
    b.cableForEdit(cable).lengthM = was + 400; // past every optic's reach
    const DesignDiff diff = compareDesigns(a, b);
    // One cable of the new length to order, one of the old to return.
    qint64 ordered = 0, returned = 0;
    for (const BomChange &c : diff.bom) {
        if (c.delta() > 0) ordered += c.delta();
        if (c.delta() < 0) returned -= c.delta();
    }
    CHECK(ordered == 1);
    CHECK(returned == 1);
    REQUIRE_FALSE(diff.validation.appeared.isEmpty());
    CHECK(diff.validation.appeared.first().objects.contains(b.cables().at(cable).id));
    CHECK(diff.validation.resolved.isEmpty());
    const QJsonObject o = QJsonDocument::fromJson(designDiffJson(diff)).object();
    CHECK(o[QStringLiteral("bom")].toObject()[QStringLiteral("order")].toArray().size() == 1);
    CHECK(o[QStringLiteral("bom")].toObject()[QStringLiteral("return")].toArray().size() == 1);
    CHECK_FALSE(o[QStringLiteral("validation")].toObject()[QStringLiteral("appeared")].toArray().isEmpty());
    // Undone, the issue is resolved.
    const DesignDiff back = compareDesigns(b, a);
    CHECK(back.validation.resolved.size() == diff.validation.appeared.size());
}

TEST_CASE("The change order frees every port before anything is plugged into it", "[revision][changeorder]")
{
    const Design a = superpodDesign();
    Design b = a;
    QList<int> cables;
    for (int c : b.cables().live())
        cables << c;
    // Two cables exchange their B ends (each new end is the other's old one), one is relabelled, one removed
    // and a new one takes its place.
    const Endpoint end3 = b.cables().at(cables[3]).ends[1], end4 = b.cables().at(cables[4]).ends[1];
    b.setCableEnd(cables[3], 1, Endpoint());
    b.setCableEnd(cables[4], 1, end3);
    b.setCableEnd(cables[3], 1, end4);
    b.cableForEdit(cables[0]).label = QStringLiteral("NEW-LABEL");
    Cable replacement = b.cables().at(cables[5]);
    b.takeCable(cables[5]);
    replacement.id = QStringLiteral("NEW-CABLE");
    b.insertCable(b.cables().nextSlot(), std::move(replacement));
    const std::vector<ChangeStep> steps = changeOrder(a, b);
    // Walk the steps over A's ports: a cable added must find its ports free.
    const auto portKey = [](const Design &d, const Endpoint &e) {
        return QStringLiteral("%1:%2.%3/%4")
            .arg(d.devices().at(e.device).id, d.deviceType(e.device).ports[size_t(e.port)].name)
            .arg(e.effectiveSub())
            .arg(int(e.side));
    };
    QSet<QString> used;
    for (int c : a.cables().live())
        for (const Endpoint &e : a.cables().at(c).ends)
            if (!e.isLoose()) used.insert(portKey(a, e));
    QStringList actions;
    for (const ChangeStep &s : steps) {
        actions << s.action + QLatin1Char(' ') + s.id;
        if (s.kind != QLatin1String("cable")) continue;
        if (s.action == QLatin1String("remove")) {
            for (const Endpoint &e : a.cables().at(a.cables().find(s.id)).ends)
                if (!e.isLoose()) used.remove(portKey(a, e));
        } else if (s.action == QLatin1String("add")) {
            for (const Endpoint &e : b.cables().at(b.cables().find(s.id)).ends) {
                if (e.isLoose()) continue;
                INFO(s.id.toStdString());
                CHECK_FALSE(used.contains(portKey(b, e)));
                used.insert(portKey(b, e));
            }
        }
    }
    // Removals first (the two re-patched cables and the removed one), then additions, then the relabelling.
    REQUIRE(steps.size() == 7);
    for (int i = 0; i < 3; ++i)
        CHECK(steps[size_t(i)].action == QLatin1String("remove"));
    for (int i = 3; i < 6; ++i)
        CHECK(steps[size_t(i)].action == QLatin1String("add"));
    CHECK(steps[6].action == QLatin1String("relabel"));
    CHECK(steps[6].label == QLatin1String("NEW-LABEL"));
    const QByteArray csv = changeOrderCsv(steps);
    CHECK(csv.startsWith("step,action,kind,id,rack,a,b,part_number,length_m,label,done\r\n"));
    CHECK(csv.count('\n') == 8);
}

TEST_CASE("Diff and change order see the trays: segments and nodes by id, drops, routes", "[diff][pathways]")
{
    Design a = sampleDesign();
    QString n1, n2, n3, t1;
    a.pathways = pathwayedits::addNode(a, a.pathways, QPointF(0, 0), &n1);
    a.pathways = pathwayedits::addNode(a, a.pathways, QPointF(1.2, 0), &n2);
    a.pathways = pathwayedits::addSegment(a.pathways, n1, n2, &t1);
    Design b = a;
    // Wider, a new node over A02 splitting it (a new tray), a node moved, a fill limit raised.
    b.pathways.segments[0].widthMm = 450;
    QString mid;
    b.pathways = pathwayedits::splitSegment(b.pathways, t1, QPointF(0.6, 0), &mid);
    b.pathways.drops.append({QStringLiteral("A02"), mid});
    b.pathways.segments[1].fillLimitPercent = 60;
    const int first = *b.cables().live().begin();
    b.cableForEdit(first).editExtras().route = QStringList{t1};

    const DesignDiff diff = diffDesigns(a, b);
    CHECK(diff.pathways);
    CHECK(diff.segments.added == QStringList{b.pathways.segments[1].id});
    REQUIRE(diff.segments.changed.size() == 1);
    CHECK(diff.segments.changed[0].id == t1);
    CHECK(diff.segments.changed[0].fields == QStringList({QStringLiteral("nodes"), QStringLiteral("size")}));
    CHECK(diff.nodes.added == QStringList{mid});
    CHECK(diff.drops == QStringList{QStringLiteral("A02")});
    REQUIRE(diff.cables.changed.size() == 1);
    CHECK(diff.cables.changed[0].fields == QStringList{QStringLiteral("route")});
    const QJsonObject json = QJsonDocument::fromJson(designDiffJson(diff)).object();
    CHECK(json[QStringLiteral("segments")].toObject()[QStringLiteral("added")].toArray().size() == 1);
    CHECK(json[QStringLiteral("drops")].toArray().first().toString() == QStringLiteral("A02"));
    CHECK(designDiffText(diff).contains(QLatin1String("segments: 1 added, 0 removed, 1 changed")));
    // Without pathways on either side, the JSON stays as it was.
    CHECK_FALSE(designDiffJson(diffDesigns(sampleDesign(), sampleDesign())).contains("\"segments\""));

    // The change order takes the resized tray out and puts both in before any cable; a fill limit is no work.
    const std::vector<ChangeStep> steps = changeOrder(a, b);
    QStringList trays;
    for (const ChangeStep &s : steps)
        if (s.kind == QLatin1String("tray")) trays << s.action + QLatin1Char(' ') + s.id;
    CHECK(trays == QStringList({QStringLiteral("remove ") + t1, QStringLiteral("add ") + t1,
                                QStringLiteral("add ") + b.pathways.segments[1].id}));
    for (const ChangeStep &s : steps)
        if (s.kind == QLatin1String("tray") && s.action == QLatin1String("add") && s.id == t1) {
            CHECK(s.partNumber == QStringLiteral("tray 450x100 mm"));
            CHECK(s.lengthM == Approx(0.6));
            CHECK(s.a == n1);
            CHECK(s.b == mid);
        }
}
