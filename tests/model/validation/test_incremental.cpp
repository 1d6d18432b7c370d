#include "commands/devicecommands.h"
#include "commands/valuecommands.h"
#include "designbuilder.h"
#include "document/document.h"
#include "randomeditor.h"
#include "validation/validator.h"

using namespace railyard;
using namespace railyard::test;

namespace {

std::string describe(const Design &d, const QList<Issue> &issues)
{
    std::string text;
    for (const Issue &i : issues) {
        text += QString(ruleId(i.rule)).toStdString() + " [" +
                cableIds(d, i).join(QLatin1Char(',')).toStdString() + "] [" +
                deviceIds(d, i).join(QLatin1Char(',')).toStdString() + "] " + i.message.toStdString() + "\n";
    }
    return text;
}

} // namespace

TEST_CASE("Incremental validation after random edits equals a full run",
          "[validation][incremental][property]")
{
    for (const char *start : {"sample-with-mistakes.json", "two-racks.json", "splitters-and-loose-ends.json",
                              "rack-kits.json", "two-racks-trays.json"}) {
        for (unsigned seed : {7u, 11u, 2027u}) {
            INFO(start << " seed " << seed);
            Document doc(loadDataDesign(QLatin1String(start)));
            Validator validator(doc.design());
            Touched touched;
            QObject::connect(&doc, &Document::changed, [&](const Change &c) { touched.add(c); });
            RandomEditor editor(doc, seed);
            // The list a window keeps, brought up to date with each delta.
            validator.takeDelta();
            QList<Issue> kept = validator.issues();
            int applied = 0;
            for (int step = 0; step < 150; ++step) {
                if (step % 10 == 9 && doc.undoStack()->canUndo())
                    doc.undoStack()->undo(); // undo and redo touch the same things in reverse
                else
                    editor.step();
                validator.update(touched);
                touched = Touched();
                const QList<Issue> incremental = validator.issues();
                const QList<Issue> full = validateDesign(doc.design());
                INFO("step " << step << ": "
                             << doc.undoStack()->text(doc.undoStack()->index() - 1).toStdString());
                REQUIRE(describe(doc.design(), incremental) == describe(doc.design(), full));
                REQUIRE(incremental == full);
                if (applyIssueDelta(doc.design(), kept, validator.takeDelta()))
                    ++applied;
                else
                    kept = validator.issues();
                REQUIRE(describe(doc.design(), kept) == describe(doc.design(), full));
                REQUIRE(kept == full);
            }
            CHECK(applied > 100); // most edits are small: the delta path is what is tested
        }
    }
}

TEST_CASE("Incremental validation sees a channel complete when its missing cable is plugged in",
          "[validation][incremental]")
{
    Document doc(loadDataDesign(QStringLiteral("two-racks.json")));
    Validator validator(doc.design());
    Touched touched;
    QObject::connect(&doc, &Document::changed, [&](const Change &c) { touched.add(c); });
    const int trunk = doc.design().cables().find(QStringLiteral("N1-R1-t"));
    const Endpoint farEnd = doc.design().cables().at(trunk).ends[1];

    doc.push(new SetCableEnds(&doc, {EndChange{trunk, 1, Endpoint{}}}));
    validator.update(touched);
    touched = Touched();
    QStringList rules;
    for (const Issue &i : validator.issues())
        rules << QString(ruleId(i.rule));
    CHECK(rules == QStringList{"incomplete-channel", "incomplete-channel"});
    CHECK(validator.channelCount() == 17);

    doc.push(new SetCableEnds(&doc, {EndChange{trunk, 1, farEnd}}));
    validator.update(touched);
    CHECK(validator.issues().isEmpty());
    CHECK(validator.channelCount() == 16);
}

TEST_CASE("Incremental validation follows a rack's power as devices, modules and its type change",
          "[validation][incremental][power]")
{
    Document doc(loadDataDesign(QStringLiteral("rack-kits.json")));
    Validator validator(doc.design());
    Touched touched;
    QObject::connect(&doc, &Document::changed, [&](const Change &c) { touched.add(c); });
    const auto rules = [&] {
        validator.update(touched);
        touched = Touched();
        CHECK(validator.issues() == validateDesign(doc.design()));
        QStringList ids;
        for (const Issue &i : validator.issues())
            ids << QString(ruleId(i.rule));
        return ids;
    };
    const Design &d = doc.design();
    const int node = d.catalog.deviceTypes.indexOf(QStringLiteral("kit-node"));
    const int rack = d.racks().find(QStringLiteral("A01"));
    CHECK(rules().isEmpty()); // 7.53 kW of 8

    // A third node: 10.53 kW.
    Device third;
    third.id = QStringLiteral("kn3");
    third.type = node;
    third.rack = rack;
    third.u = 8;
    doc.push(new AddDevices(&doc, {third}));
    CHECK(rules() == QStringList{"rack-power"});
    doc.undoStack()->undo();
    CHECK(rules().isEmpty());

    // Without a type the rack has no limit.
    doc.push(new AddDevices(&doc, {third}));
    CHECK(rules() == QStringList{"rack-power"});
    doc.push(setRackType(&doc, {rack}, -1));
    CHECK(rules().isEmpty());
}

TEST_CASE("A validator keeping only issues finds those of a full one, and runs in full after edits",
          "[validation][incremental]")
{
    for (const char *start :
         {"sample-with-mistakes.json", "splitters-and-loose-ends.json", "rack-kits.json"}) {
        INFO(start);
        Document doc(loadDataDesign(QLatin1String(start)));
        Validator lean(doc.design(), Validator::Retain::Issues);
        Touched touched;
        QObject::connect(&doc, &Document::changed, [&](const Change &c) { touched.add(c); });
        RandomEditor editor(doc, 5u);
        for (int step = 0; step < 40; ++step) {
            editor.step();
            lean.update(touched);
            touched = Touched();
            const Validator full(doc.design());
            INFO("step " << step);
            REQUIRE(describe(doc.design(), lean.issues()) == describe(doc.design(), full.issues()));
            REQUIRE(lean.channelCount() == full.channelCount());
        }
        CHECK_FALSE(lean.issues().isEmpty()); // the comparison saw issues, not only clean designs
    }
}
