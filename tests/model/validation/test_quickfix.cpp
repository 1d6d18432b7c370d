#include "commands/quickfix.h"
#include "designbuilder.h"
#include "document/document.h"
#include "validation/validator.h"

#include <QUndoCommand>

using namespace railyard;
using namespace railyard::test;

namespace {

QList<Issue> issuesOfRule(const Design &d, Rule rule)
{
    QList<Issue> out;
    for (const Issue &i : validateDesign(d))
        if (i.rule == rule) out.append(i);
    return out;
}

// Finds the rule's first issue, checks that it has a fix, applies it and checks the issue is gone (and that
// undo brings it back). Returns the fix's text.
QString fixAndCheck(Design design, Rule rule)
{
    Document doc(std::move(design));
    const QList<Issue> before = issuesOfRule(doc.design(), rule);
    REQUIRE(before.size() == 1);
    const std::optional<QuickFix> fix = quickFixFor(doc, before.first());
    REQUIRE(fix);
    doc.push(fix->command(&doc));
    CHECK(issuesOfRule(doc.design(), rule).isEmpty());
    doc.undoStack()->undo();
    CHECK(issuesOfRule(doc.design(), rule).size() == 1);
    return fix->text;
}

} // namespace

TEST_CASE("Quick fix: a cable shorter than its route gets the route's orderable length",
          "[validation][quickfix]")
{
    DesignBuilder b;
    const QString low = b.device(QStringLiteral("qm9700"), QStringLiteral("R1"), 2);
    const QString high = b.device(QStringLiteral("qm9700"), QStringLiteral("R1"), 40);
    b.cable(QStringLiteral("MCP4Y10-N"), 1.5, DesignBuilder::end(low, QStringLiteral("osfp1")),
            DesignBuilder::end(high, QStringLiteral("osfp1")));
    const QString text = fixAndCheck(b.design(), Rule::LengthShort);
    CHECK(text.startsWith(QLatin1String("Set the length of C01 to ")));
}

TEST_CASE("Quick fix: a multimode cord between single-mode modules becomes the single-mode cord",
          "[validation][quickfix]")
{
    DesignBuilder b;
    const QString x = b.device(QStringLiteral("qm9700"));
    const QString y = b.device(QStringLiteral("qm9700"));
    b.module(x, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NM"));
    b.module(y, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NM"));
    b.cable(QStringLiteral("MFP7E10"), 3, DesignBuilder::end(x, QStringLiteral("osfp1"), 1),
            DesignBuilder::end(y, QStringLiteral("osfp1"), 1));
    CHECK(fixAndCheck(b.design(), Rule::FiberMismatch) == QLatin1String("Change C01 to MFP7E30"));
}

TEST_CASE("Quick fix: a direct-attach cable in cages with modules becomes a fiber cord",
          "[validation][quickfix]")
{
    DesignBuilder b;
    const QString x = b.device(QStringLiteral("qm9700"));
    const QString y = b.device(QStringLiteral("qm9700"));
    b.module(x, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NM"));
    b.module(y, QStringLiteral("osfp1"), QStringLiteral("MMS4X00-NM"));
    b.cable(QStringLiteral("MCP4Y10-N"), 1, DesignBuilder::end(x, QStringLiteral("osfp1")),
            DesignBuilder::end(y, QStringLiteral("osfp1")));
    Document doc(b.design());
    const QList<Issue> issues = issuesOfRule(doc.design(), Rule::CageMismatch);
    REQUIRE_FALSE(issues.isEmpty());
    const std::optional<QuickFix> fix = quickFixFor(doc, issues.first());
    REQUIRE(fix);
    doc.push(fix->command(&doc));
    CHECK(issuesOfRule(doc.design(), Rule::CageMismatch).isEmpty());
    CHECK(doc.design().cableType(0).isFiber());
}

TEST_CASE("Quick fix: overlapping devices and racks move to the nearest free place", "[validation][quickfix]")
{
    DesignBuilder devices;
    devices.device(QStringLiteral("dgx-h100"), QStringLiteral("R1"), 10);
    devices.device(QStringLiteral("dgx-h100"), QStringLiteral("R1"), 16);
    CHECK(fixAndCheck(devices.design(), Rule::RackOverlap).contains(QLatin1String("U18")));

    DesignBuilder overflow;
    overflow.device(QStringLiteral("dgx-h100"), QStringLiteral("R1"), 44);
    CHECK(fixAndCheck(overflow.design(), Rule::RackOverflow).contains(QLatin1String("U41")));

    DesignBuilder floor;
    floor.rack(QStringLiteral("B01"), 0.3, 0.0); // half on R1, half on R2 (at 0 and 0.6)
    Document doc(floor.design());
    const QList<Issue> overlaps = issuesOfRule(doc.design(), Rule::FloorOverlap);
    REQUIRE(overlaps.size() == 2);
    const std::optional<QuickFix> fix = quickFixFor(doc, overlaps.first());
    REQUIRE(fix);
    doc.push(fix->command(&doc));
    CHECK(issuesOfRule(doc.design(), Rule::FloorOverlap).isEmpty());
}

TEST_CASE("No quick fix where the cure is not clear", "[validation][quickfix]")
{
    const Design d = loadDataDesign(QStringLiteral("sample-with-mistakes.json"));
    Document doc{Design(d)};
    int offered = 0;
    for (const Issue &i : validateDesign(doc.design())) {
        const std::optional<QuickFix> fix = quickFixFor(doc, i);
        if (i.rule == Rule::Polarity || i.rule == Rule::Reach || i.rule == Rule::LossBudget ||
            i.rule == Rule::LabelDuplicate || i.rule == Rule::Unconnected ||
            i.rule == Rule::IncompleteChannel)
            CHECK_FALSE(fix);
        offered += fix ? 1 : 0;
    }
    CHECK(offered > 0);
}
