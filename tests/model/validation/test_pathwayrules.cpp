// The pathway rules (cli.md: tray-fill, no-route; length-short over routes) on a generated pod with trays,
// in a full run and as edits come.
#include "commands/quickfix.h"
#include "commands/valuecommands.h"
#include "document/document.h"
#include "generatesupport.h"
#include "report/issueformat.h"
#include "route/router.h"
#include "validation/validator.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace railyard;
using namespace railyard::test;

namespace {

QList<Issue> issuesOf(const Design &d, Rule rule)
{
    QList<Issue> found;
    for (const Issue &i : Validator(d).issues())
        if (i.rule == rule) found << i;
    return found;
}

PathSegment &segmentNamed(Design &d, const char *id)
{
    return d.pathways.segments[segmentIndexOf(d, id)];
}

int busiestSegment(const Design &d)
{
    const Routing r = routeCables(d);
    int busiest = 0;
    for (int s = 1; s < d.pathways.segments.size(); ++s)
        if (r.areaMm2[size_t(s)] > r.areaMm2[size_t(busiest)]) busiest = s;
    return busiest;
}

} // namespace

TEST_CASE("A generated pod with trays validates clean", "[validation][route]")
{
    const Design d = podWithTrays(1);
    const QList<Issue> issues = Validator(d).issues();
    CHECK(issues.isEmpty());
}

TEST_CASE("A narrowed tray is a tray-fill issue naming the segment", "[validation][route]")
{
    Design d = podWithTrays(1);
    const int s = busiestSegment(d);
    const QString id = d.pathways.segments[s].id;
    const double fill = routeCables(d).fillPercent(d, s);
    // Just over its limit: a warning.
    d.pathways.segments[s].widthMm *= fill / 60;
    QList<Issue> fills = issuesOf(d, Rule::TrayFill);
    REQUIRE(fills.size() == 1);
    CHECK(fills[0].severity == Severity::Warning);
    CHECK(fills[0].segments == QStringList{id});
    CHECK(fills[0].message.contains(id));
    CHECK(fills[0].message.contains(QLatin1String("60.0 %")));
    // Over full: an error, and validate --json carries the segment.
    d.pathways.segments[s].widthMm /= 2;
    fills = issuesOf(d, Rule::TrayFill);
    REQUIRE(fills.size() == 1);
    CHECK(fills[0].severity == Severity::Error);
    const QJsonObject json = QJsonDocument::fromJson(validationJson(d, Validator(d).issues())).object();
    const QJsonObject first = json[QStringLiteral("issues")].toArray()[0].toObject();
    CHECK(first[QStringLiteral("rule")].toString() == QLatin1String("tray-fill"));
    CHECK(first[QStringLiteral("segments")].toArray()[0].toString() == id);
    CHECK(validationText(d, Validator(d).issues()).contains(id));
}

TEST_CASE("A missing cross tray gives no-route for each cable across it", "[validation][route]")
{
    Design d = podWithTrays(1);
    d.pathways.segments.removeIf([](const PathSegment &s) { return s.id.startsWith(QLatin1String("TX-")); });
    const Routing r = routeCables(d);
    REQUIRE_FALSE(r.unrouted.isEmpty());
    const QList<Issue> noRoute = issuesOf(d, Rule::NoRoute);
    CHECK(noRoute.size() == r.unrouted.size());
    for (const Issue &i : noRoute) {
        CHECK(i.severity == Severity::Warning);
        REQUIRE(i.cables.size() == 1);
        CHECK(r.unrouted.contains(i.cables[0]));
        CHECK(i.message.contains(QLatin1String("no pathway joins them")));
    }
}

TEST_CASE("A corner narrower than a cable's bend radius is a bend-radius issue", "[validation][route]")
{
    Design d = podWithTrays(1);
    CHECK(issuesOf(d, Rule::BendRadius).isEmpty());
    // The cables from rack A01 down the west ladder to row B turn 90° there into the stub along row B; make
    // that stub a 25 mm raceway, tighter than the 30 mm (10 × 3 mm) of a fiber cord.
    PathSegment &stub = segmentNamed(d, "TS-B-W");
    stub.kind = SegmentKind::Raceway;
    stub.widthMm = 25;
    stub.depthMm = 1000; // deep enough that fill does not matter here
    const QList<Issue> bends = issuesOf(d, Rule::BendRadius);
    REQUIRE_FALSE(bends.isEmpty());
    for (const Issue &i : bends) {
        CHECK(i.severity == Severity::Warning);
        CHECK(i.segments == QStringList{QStringLiteral("TS-B-W"), QStringLiteral("TX-A-B-W")});
        INFO(i.message.toStdString());
        CHECK(i.message.startsWith(QLatin1String("TW-B: a ")));
        REQUIRE_FALSE(i.cables.isEmpty());
        for (int c : i.cables)
            CHECK(*d.cableType(c).minBendRadiusMm > 25);
    }
    // Wide enough again: no issue.
    segmentNamed(d, "TS-B-W").widthMm = 300;
    CHECK(issuesOf(d, Rule::BendRadius).isEmpty());
}

TEST_CASE("length-short measures a cable over pathways by its route", "[validation][route]")
{
    Design d = podWithTrays(1);
    const Routing r = routeCables(d);
    // A cable across rows: its route is longer than the straight estimate.
    const int cable = r.cablesOf[size_t(segmentIndexOf(d, "TX-A-B-W"))].first();
    const double route = r.cables[size_t(cable)].routeM;
    d.cableForEdit(cable).lengthM = route - 0.5;
    const QList<Issue> shorts = issuesOf(d, Rule::LengthShort);
    REQUIRE(shorts.size() == 1);
    CHECK(shorts[0].cables == QList<int>{cable});
    // Its fix sets the length its route calls for, and the issue goes.
    {
        Document doc(d);
        const std::optional<QuickFix> fix = quickFixFor(doc, shorts[0]);
        REQUIRE(fix);
        doc.push(fix->command(&doc));
        CHECK(doc.design().cables().at(cable).lengthM >= route);
        CHECK(issuesOf(doc.design(), Rule::LengthShort).isEmpty());
    }
    // Without the pathways the straight estimate decides, and it is shorter.
    d.pathways = Pathways();
    CHECK(issuesOf(d, Rule::LengthShort).isEmpty());
}

TEST_CASE("Pathway issues follow edits as a full run finds them", "[validation][route][incremental]")
{
    Document doc(podWithTrays(1));
    Validator v(doc.design());
    Touched touched;
    QObject::connect(&doc, &Document::changed, [&](const Change &c) { touched.add(c); });
    const auto follow = [&](QUndoCommand *command) {
        doc.push(command);
        v.update(touched);
        touched = Touched();
        CHECK(v.issues() == Validator(doc.design()).issues());
    };
    Pathways narrow = doc.design().pathways;
    narrow.segments[busiestSegment(doc.design())].widthMm = 10;
    follow(setPathways(&doc, narrow, QStringLiteral("Resize")));
    CHECK_FALSE(v.issues().isEmpty());
    // A cable edit (its length) moves no tray, but the pathway issues stay right.
    const Routing r = routeCables(doc.design());
    const int cable = r.cablesOf[size_t(segmentIndexOf(doc.design(), "TX-A-B-W"))].first();
    follow(setCableLength(&doc, {cable}, 0.5));
    bool short_ = false;
    for (const Issue &i : v.issues())
        short_ = short_ || (i.rule == Rule::LengthShort && i.cables == QList<int>{cable});
    CHECK(short_);
}
