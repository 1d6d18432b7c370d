// Revisions kept in the native document (issue 33 §4): recorded, saved, read back, named as FILE@NAME,
// restored and compared; and the `replaces` link between a cable and the one it will replace.
#include "commands/designcommands.h"
#include "commands/revisioncommands.h"
#include "designfixtures.h"
#include "document/document.h"
#include "export/bom.h"
#include "io/designfile.h"
#include "io/jsondesignwriter.h"
#include "io/nativewriter.h"
#include "io/sqlconnection.h"
#include "revision/changeorder.h"
#include "revision/designdiff.h"
#include "revision/revisionstore.h"
#include "trace/channeltracer.h"
#include "validation/touched.h"
#include "validation/validator.h"

#include <QJsonArray>

#include <QSqlQuery>
#include <QTemporaryDir>

using namespace railyard;
using namespace railyard::test;

namespace {

const QDateTime when = QDateTime(QDate(2026, 11, 30), QTime(9, 15, 7), Qt::UTC);

} // namespace

TEST_CASE("A revision is the design then, read back equal", "[revision][store]")
{
    const Design a = superpodDesign();
    const Revision r = recordRevision(a, QStringLiteral("R1"), QStringLiteral("as built"), when);
    CHECK(r.name == QLatin1String("R1"));
    CHECK(r.date == when);
    // Compressed: far smaller than the JSON it holds.
    CHECK(r.content.size() * 5 < writeJsonDesign(a).size());
    Result<Design> back = revisionDesign(r, QStringLiteral("doc.railyard"));
    REQUIRE(back.ok());
    CHECK(diffDesigns(a, back.value()).isEmpty());
    CHECK(back.value().revisions.isEmpty());

    Revision huge = r;
    huge.content[0] = char(0x7f); // claims 2 GB of design
    Result<Design> refused = revisionDesign(huge, QStringLiteral("doc.railyard"));
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().toString().contains(QLatin1String("claims")));
    Revision damaged = r;
    damaged.content = damaged.content.left(40);
    Result<Design> bad = revisionDesign(damaged, QStringLiteral("doc.railyard"));
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().toString().contains(QLatin1String("doc.railyard@R1")));
}

TEST_CASE("Revision names are checked", "[revision][store]")
{
    Design d = superpodDesign();
    d.revisions.append(recordRevision(d, QStringLiteral("R1"), {}, when));
    CHECK(revisionNameProblem(d, QStringLiteral("R2")).isEmpty());
    CHECK(revisionNameProblem(d, QStringLiteral("as built 2026-12")).isEmpty());
    CHECK_FALSE(revisionNameProblem(d, QString()).isEmpty());
    CHECK_FALSE(revisionNameProblem(d, QStringLiteral("  ")).isEmpty());
    CHECK_FALSE(revisionNameProblem(d, QStringLiteral(" R2")).isEmpty());
    CHECK(revisionNameProblem(d, QStringLiteral("R1")).contains(QLatin1String("already")));
    CHECK(revisionNameProblem(d, QStringLiteral("a@b")).contains(QLatin1String("@")));
    CHECK_FALSE(revisionNameProblem(d, QStringLiteral("a\tb")).isEmpty());
    CHECK_FALSE(revisionNameProblem(d, QString(101, QLatin1Char('x'))).isEmpty());
    // Names that look alike are the same name; invisible characters are refused.
    CHECK_FALSE(revisionNameProblem(d, QStringLiteral("r1")).isEmpty());
    d.revisions.append(recordRevision(d, QStringLiteral("caf\u00e9"), {}, when));
    CHECK_FALSE(revisionNameProblem(d, QStringLiteral("cafe\u0301")).isEmpty());
    CHECK_FALSE(revisionNameProblem(d, QStringLiteral("R\u200b2")).isEmpty());
    CHECK_FALSE(revisionNameProblem(d, QStringLiteral("R\u202e2")).isEmpty());
}

TEST_CASE("The native document keeps revisions and replaces links, JSON keeps one state",
          "[revision][native]")
{
    QTemporaryDir dir;
    Design d = superpodDesign();
    d.revisions.append(recordRevision(d, QStringLiteral("R1"), QStringLiteral("issued\nfor quote"), when));
    const QList<int> cables = liveCables(d);
    d.cableForEdit(cables[0]).lengthM += 5;
    d.setCableReplaces(cables[1], d.cables().at(cables[2]).id);
    d.revisions.append(recordRevision(d, QStringLiteral("R2"), {}, when.addDays(1)));

    const QString native = dir.filePath(QStringLiteral("d.railyard"));
    REQUIRE(saveDesign(d, native, FileFormat::Native).ok());
    Result<Design> back = loadDesign(native);
    REQUIRE(back.ok());
    CHECK(back.value().sameContent(d));
    REQUIRE(back.value().revisions.size() == 2);
    CHECK(back.value().revisions[0].note == QLatin1String("issued\nfor quote"));
    CHECK(back.value().revisions[1].date == when.addDays(1));
    CHECK(back.value().cables().at(cables[1]).replaces() == d.cables().at(cables[2]).id);

    const QString json = dir.filePath(QStringLiteral("d.json"));
    REQUIRE(saveDesign(d, json, FileFormat::Json).ok());
    Result<Design> fromJson = loadDesign(json);
    REQUIRE(fromJson.ok());
    CHECK(fromJson.value().revisions.isEmpty());
    CHECK(fromJson.value().cables().at(cables[1]).replaces() == d.cables().at(cables[2]).id);

    SECTION("FILE@NAME names a revision")
    {
        Result<Design> r1 = loadDesignOrRevision(native + QStringLiteral("@R1"));
        REQUIRE(r1.ok());
        CHECK(diffDesigns(superpodDesign(), r1.value()).isEmpty());
        Result<Design> r2 = loadDesignOrRevision(native + QStringLiteral("@R2"));
        REQUIRE(r2.ok());
        const DesignDiff diff = diffDesigns(r1.value(), r2.value());
        REQUIRE(diff.cables.changed.size() == 2);
        CHECK(diff.cables.changed[0].fields == QStringList{QStringLiteral("length")});
        CHECK(diff.cables.changed[1].fields == QStringList{QStringLiteral("replaces")});
        CHECK(designFileOf(native + QStringLiteral("@R2")) == native);
        CHECK(designFileOf(native) == native);

        Result<Design> missing = loadDesignOrRevision(native + QStringLiteral("@R9"));
        REQUIRE_FALSE(missing.ok());
        CHECK(missing.error().toString().contains(QLatin1String("it has R1, R2")));
        Result<Design> ofJson = loadDesignOrRevision(json + QStringLiteral("@R1"));
        REQUIRE_FALSE(ofJson.ok());
        CHECK(ofJson.error().toString().contains(QLatin1String("keeps no revisions")));
    }
    SECTION("a file whose name holds @ is read as a file")
    {
        const QString odd = dir.filePath(QStringLiteral("build@hall2.railyard"));
        REQUIRE(QFile::copy(native, odd));
        CHECK(loadDesignOrRevision(odd).ok());
        CHECK(designFileOf(odd) == odd);
    }
    SECTION("a damaged row of the history does not lock the design away")
    {
        {
            SqlConnection c(native, false);
            REQUIRE(c.open());
            QSqlQuery q(c.db());
            REQUIRE(q.exec(QStringLiteral("UPDATE revisions SET date = 'yesterday' WHERE name = 'R2'")));
            REQUIRE(
                q.exec(QStringLiteral("UPDATE revisions SET name = '', design = x'00' WHERE name = 'R1'")));
        }
        Result<Design> opened = loadDesign(native);
        REQUIRE(opened.ok());
        REQUIRE(opened.value().revisions.size() == 2);
        CHECK(opened.value().revisions[0].name == QLatin1String("revision (row 1)"));
        CHECK_FALSE(opened.value().revisions[1].date.isValid());
        // The blob that holds nothing is refused when it is used, naming FILE@NAME.
        Result<Design> bad = loadDesignOrRevision(native + QStringLiteral("@revision (row 1)"));
        REQUIRE_FALSE(bad.ok());
        CHECK(bad.error().toString().contains(QLatin1String("holds no design")));
        CHECK(loadDesignOrRevision(native + QStringLiteral("@R2")).ok());
    }
    SECTION("a schema version 3 document opens without revisions")
    {
        {
            SqlConnection c(native, false);
            REQUIRE(c.open());
            QSqlQuery q(c.db());
            REQUIRE(q.exec(QStringLiteral("DROP TABLE revisions")));
            REQUIRE(q.exec(QStringLiteral("ALTER TABLE cables DROP COLUMN replaces")));
            REQUIRE(q.exec(QStringLiteral("PRAGMA user_version = 3")));
        }
        Result<Design> v3 = loadDesign(native);
        REQUIRE(v3.ok());
        CHECK(v3.value().revisions.isEmpty());
        CHECK(v3.value().cables().at(cables[1]).replaces().isEmpty());
    }
}

TEST_CASE("A cable cannot replace itself", "[revision][json]")
{
    QJsonObject root = dataJson(QStringLiteral("two-racks.json"));
    editItem(root, QStringLiteral("cables"), 0,
             [](QJsonObject &c) { c[QStringLiteral("replaces")] = c[QStringLiteral("id")]; });
    Result<Design> r = readJsonDesign(toBytes(root), QStringLiteral("x.json"), bundledCatalog());
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().toString().contains(QLatin1String("cannot replace itself")));
}

TEST_CASE("Saving, deleting and restoring revisions are undo steps", "[revision][commands]")
{
    Document doc(superpodDesign());
    const Design original = doc.design();
    doc.push(addRevision(&doc, recordRevision(doc.design(), QStringLiteral("R1"), {}, when)));
    REQUIRE(doc.design().revisions.size() == 1);
    CHECK(doc.isModified());

    // An edit after the revision, then the revision restored: the design is what it was, revisions kept.
    const int cable = liveCables(doc.design()).first();
    Design edited = doc.design();
    edited.cableForEdit(cable).label = QStringLiteral("CHANGED");
    doc.push(new ReplaceDesign(&doc, edited, QStringLiteral("edit")));
    CHECK(doc.design().revisions.size() == 1); // kept by ReplaceDesign too
    Result<Design> then = revisionDesign(doc.design().revisions[0], QStringLiteral("doc"));
    REQUIRE(then.ok());
    doc.push(restoreRevision(&doc, then.takeValue(), QStringLiteral("R1")));
    CHECK(doc.design().cables().at(doc.design().cables().find(original.cables().at(cable).id)).label ==
          original.cables().at(cable).label);
    CHECK(doc.design().revisions.size() == 1);
    CHECK(doc.undoStack()->undoText() == QString::fromUtf8("Restore Revision “R1”"));
    doc.undoStack()->undo();
    CHECK(doc.design().cables().at(cable).label == QLatin1String("CHANGED"));

    doc.push(removeRevision(&doc, 0));
    CHECK(doc.design().revisions.isEmpty());
    doc.undoStack()->undo();
    REQUIRE(doc.design().revisions.size() == 1);
    CHECK(doc.design().revisions[0].name == QLatin1String("R1"));
    doc.undoStack()->undo(); // the edit
    doc.undoStack()->undo(); // the revision
    CHECK(doc.design().sameContent(original));
}

namespace {

// The superpod sample with a second cable on the ports of its first cord, planned to replace it: a longer
// one with the same label.
struct Replacement
{
    Design design;
    int old = -1, replacement = -1;
};

Replacement withReplacement(bool linked)
{
    Replacement r{superpodDesign(), -1, -1};
    for (int c : r.design.cables().live())
        if (r.design.cables().at(c).ends.size() == 2 && !r.design.cables().at(c).label.isEmpty()) {
            r.old = c;
            break;
        }
    Cable cable = r.design.cables().at(r.old);
    cable.id = QStringLiteral("REPLACEMENT");
    cable.lengthM += 2;
    if (linked) cable.editExtras().replaces = r.design.cables().at(r.old).id;
    r.replacement = r.design.cables().nextSlot();
    r.design.insertCable(r.replacement, std::move(cable));
    return r;
}

QStringList ruleIds(const QList<Issue> &issues)
{
    QStringList out;
    for (const Issue &i : issues)
        out << QString(ruleId(i.rule));
    return out;
}

} // namespace

TEST_CASE("A cable and the one it replaces share their ports, and validation sees one",
          "[revision][replaces]")
{
    const QStringList before = ruleIds(Validator(superpodDesign()).issues());
    // Unlinked, the second cable is a port conflict and a duplicate label.
    const Replacement plain = withReplacement(false);
    const QStringList unlinked = ruleIds(Validator(plain.design).issues());
    CHECK(unlinked.contains(QStringLiteral("port-conflict")));
    CHECK(unlinked.contains(QStringLiteral("label-duplicate")));
    // Linked: the design validates as before, its channel through the replacement.
    Replacement r = withReplacement(true);
    REQUIRE(r.design.checkInvariants().isEmpty());
    CHECK(r.design.isReplaced(r.old));
    CHECK_FALSE(r.design.isReplaced(r.replacement));
    CHECK(ruleIds(Validator(r.design).issues()) == before);
    const ChannelTracer tracer(r.design);
    CHECK(tracer.traceFrom(r.old, 0).empty());
    bool throughReplacement = false, throughOld = false;
    for (const Channel &ch : tracer.traceAll())
        for (const Hop &h : ch.hops) {
            throughOld = throughOld || h.cable == r.old;
            throughReplacement = throughReplacement || h.cable == r.replacement;
        }
    CHECK(throughReplacement);
    CHECK_FALSE(throughOld);
    // The BOM orders the replacement, not the cable in place.
    const Bom bom = buildBom(r.design);
    const Bom original = buildBom(superpodDesign());
    CHECK(bom.totals.fibers == original.totals.fibers);

    SECTION("the link follows renames and removals")
    {
        const QString oldId = r.design.cables().at(r.old).id;
        r.design.renameCable(r.old, QStringLiteral("RENAMED"));
        CHECK_FALSE(r.design.isReplaced(r.old));
        r.design.renameCable(r.old, oldId);
        CHECK(r.design.isReplaced(r.old));
        Cable taken = r.design.takeCable(r.replacement);
        CHECK_FALSE(r.design.isReplaced(r.old));
        r.design.insertCable(r.replacement, std::move(taken));
        CHECK(r.design.isReplaced(r.old));
        r.design.setCableReplaces(r.replacement, QString());
        CHECK_FALSE(r.design.isReplaced(r.old));
        CHECK(r.design.checkInvariants().isEmpty());
    }
    SECTION("an incremental validation gives the full run's issues")
    {
        Replacement p = withReplacement(false);
        Validator v(p.design);
        p.design.setCableReplaces(p.replacement, p.design.cables().at(p.old).id);
        Touched touched;
        touched.cables.insert(p.replacement);
        v.update(touched);
        CHECK(ruleIds(v.issues()) == ruleIds(Validator(p.design).issues()));
        CHECK_FALSE(ruleIds(v.issues()).contains(QStringLiteral("port-conflict")));
    }
    SECTION("the change order takes the old cable out before the replacement goes in")
    {
        const std::vector<ChangeStep> steps = changeOrder(superpodDesign(), r.design);
        REQUIRE(steps.size() == 2);
        CHECK(steps[0].action == QLatin1String("remove"));
        CHECK(steps[0].id == superpodDesign().cables().at(r.old).id);
        CHECK(steps[1].action == QLatin1String("add"));
        CHECK(steps[1].id == QLatin1String("REPLACEMENT"));
    }
    SECTION("the undo command marks both cables, and refuses what cannot be")
    {
        Replacement p = withReplacement(false);
        Document doc(p.design);
        const QString oldId = doc.design().cables().at(p.old).id;
        CHECK(replacementProblem(doc.design(), p.replacement, QStringLiteral("REPLACEMENT"))
                  .contains("itself"));
        CHECK(replacementProblem(doc.design(), p.replacement, QStringLiteral("NOPE")).contains("NOPE"));
        CHECK(replacementProblem(doc.design(), p.replacement, oldId).isEmpty());
        QList<int> changed;
        QObject::connect(&doc, &Document::changed, [&](const Change &c) { changed = c.ids; });
        doc.push(setCableReplaces(&doc, p.replacement, oldId));
        CHECK(doc.design().isReplaced(p.old));
        CHECK(changed.contains(p.old));
        CHECK(replacementProblem(doc.design(), p.old, QStringLiteral("REPLACEMENT")).contains("already"));
        doc.undoStack()->undo();
        CHECK_FALSE(doc.design().isReplaced(p.old));
    }
}

TEST_CASE("A cycle of replacements is refused, an unknown one is an info", "[revision][replaces]")
{
    QJsonObject root = dataJson(QStringLiteral("two-racks.json"));
    const QJsonArray cables = root[QStringLiteral("cables")].toArray();
    const QString a = cables[0].toObject()[QStringLiteral("id")].toString();
    const QString b = cables[1].toObject()[QStringLiteral("id")].toString();
    QJsonObject cycle = root;
    editItem(cycle, QStringLiteral("cables"), 0, [&](QJsonObject &c) { c[QStringLiteral("replaces")] = b; });
    editItem(cycle, QStringLiteral("cables"), 1, [&](QJsonObject &c) { c[QStringLiteral("replaces")] = a; });
    Result<Design> refused = readJsonDesign(toBytes(cycle), QStringLiteral("x.json"), bundledCatalog());
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().toString().contains(QLatin1String("a cycle of replacements")));

    QJsonObject unknown = root;
    editItem(unknown, QStringLiteral("cables"), 0,
             [](QJsonObject &c) { c[QStringLiteral("replaces")] = QStringLiteral("NO-SUCH"); });
    const Design d = loadJsonText(toBytes(unknown));
    QList<Issue> infos;
    for (const Issue &i : Validator(d).issues())
        if (i.rule == Rule::ReplacesUnknown) infos << i;
    REQUIRE(infos.size() == 1);
    CHECK(infos[0].severity == Severity::Info);
    CHECK(infos[0].message.contains(QLatin1String("NO-SUCH")));
}

TEST_CASE("A moved device's cables come out before the move and go back after, with new labels",
          "[revision][changeorder]")
{
    const Design a = superpodDesign();
    Design b = a;
    int moved = -1;
    for (int d : b.devices().live())
        if (b.devices().at(d).isPlaced() && b.deviceType(d).heightU == 1 &&
            b.connectivity().at(Endpoint{d, 0, 0, Side::None}).cable >= 0) {
            moved = d;
            break;
        }
    REQUIRE(moved >= 0);
    b.device(moved).u += 1;
    QSet<QString> plugged;
    for (int c : b.cables().live())
        for (const Endpoint &e : b.cables().at(c).ends)
            if (e.device == moved) plugged.insert(b.cables().at(c).id);
    REQUIRE_FALSE(plugged.isEmpty());
    const std::vector<ChangeStep> steps = changeOrder(a, b);
    int move = -1;
    QSet<QString> out, in;
    for (const ChangeStep &s : steps) {
        if (s.action == QLatin1String("move")) move = s.step;
        if (s.kind == QLatin1String("cable") && s.action == QLatin1String("remove")) {
            CHECK((s.step < move || move < 0));
            out.insert(s.id);
        }
        if (s.kind == QLatin1String("cable") && s.action == QLatin1String("add")) {
            CHECK(s.step > move);
            in.insert(s.id);
        }
    }
    REQUIRE(move > 0);
    CHECK(out == plugged);
    CHECK(in == plugged);
    // Their labels name the device's new U.
    QSet<QString> relabel;
    for (int c : cablesToRelabel(a, b, false))
        relabel.insert(b.cables().at(c).id);
    CHECK(relabel == plugged);
}

TEST_CASE("A replacement drawn but not built is installed by the order, and no difference is no step",
          "[revision][changeorder][regression]")
{
    // B plans REPLACEMENT for the old cable; C is that replacement done (the old cable gone). Before, B → C
    // said only "remove" the old one (the replacement was never installed) and B → B gave a step.
    const Replacement b = withReplacement(true);
    const QString old = b.design.cables().at(b.old).id;
    Design c = b.design;
    c.takeCable(c.cables().find(old));
    c.cableForEdit(c.cables().find(QStringLiteral("REPLACEMENT"))).editExtras().replaces.clear();

    const std::vector<ChangeStep> steps = changeOrder(b.design, c);
    REQUIRE(steps.size() == 2);
    CHECK(steps[0].action == QStringLiteral("remove"));
    CHECK(steps[0].id == old);
    CHECK(steps[1].action == QStringLiteral("add"));
    CHECK(steps[1].id == QStringLiteral("REPLACEMENT"));
    // The same with the link kept in C.
    Design linked = b.design;
    linked.takeCable(linked.cables().find(old));
    CHECK(changeOrder(b.design, linked).size() == 2);

    CHECK(changeOrder(b.design, b.design).empty());
    CHECK(changeOrder(c, c).empty());
    // A chain: NEW2 replaces the replacement, which was never built. The floor's cable goes, NEW2 comes.
    Design chain = b.design;
    Cable second = chain.cables().at(chain.cables().find(QStringLiteral("REPLACEMENT")));
    second.id = QStringLiteral("NEW2");
    second.editExtras().replaces = QStringLiteral("REPLACEMENT");
    chain.insertCable(chain.cables().nextSlot(), std::move(second));
    const std::vector<ChangeStep> chained = changeOrder(b.design, chain);
    REQUIRE(chained.size() == 2);
    CHECK(chained[0].id == old);
    CHECK(chained[1].id == QStringLiteral("NEW2"));
    // The replacement planned again at another length: still the floor's cable out, the replacement in.
    Design replanned = b.design;
    replanned.cableForEdit(replanned.cables().find(QStringLiteral("REPLACEMENT"))).lengthM += 5;
    const std::vector<ChangeStep> again = changeOrder(b.design, replanned);
    REQUIRE(again.size() == 2);
    CHECK(again[0].id == old);
    CHECK(again[1].id == QStringLiteral("REPLACEMENT"));
    // From the design without the plan, the plan is the work: out with the old, in with the new.
    const std::vector<ChangeStep> planned = changeOrder(superpodDesign(), b.design);
    REQUIRE(planned.size() == 2);
    CHECK(planned[0].id == old);
    CHECK(planned[1].id == QStringLiteral("REPLACEMENT"));
}

TEST_CASE("A change order of 200,000 new trays lists each once", "[revision][changeorder][regression]")
{
    // Before, every tray was looked up by a walk over all of them: 200,000 trays took more than a minute.
    const Design a = loadDataDesign(QStringLiteral("two-racks.json"));
    Design b = a;
    constexpr int trays = 200000;
    b.pathways.nodes.reserve(trays + 1);
    b.pathways.segments.reserve(trays);
    for (int i = 0; i <= trays; ++i)
        b.pathways.nodes.append({QStringLiteral("n%1").arg(i), i * 0.5, 0, 3});
    for (int i = 0; i < trays; ++i)
        b.pathways.segments.append({QStringLiteral("t%1").arg(i), QStringLiteral("n%1").arg(i),
                                    QStringLiteral("n%1").arg(i + 1), SegmentKind::Tray, 300, 100, 50});
    const std::vector<ChangeStep> steps = changeOrder(a, b);
    REQUIRE(steps.size() == size_t(trays));
    CHECK(steps.front().kind == QStringLiteral("tray"));
    CHECK(steps.front().lengthM == 0.5);
    CHECK(steps.back().id == QStringLiteral("t199999"));
}
