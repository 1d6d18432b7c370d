#include "designbuilder.h"
#include "parts.h"

using namespace railyard;
using namespace railyard::test;

namespace {

// A parallel channel between two single-mode DR4 modules through the given elements.
QStringList polarityOf(const QStringList &elements, bool upc = false)
{
    DesignBuilder b;
    b.part("cable_types", parts::cord("cord-a", "A"));
    b.part("cable_types", parts::cord("cord-c", "C"));
    b.part("cable_types", parts::cord("trunk-a", "A", "APC", "pinned", "pinned"));
    b.part("cable_types", parts::cord("trunk-c", "C", "APC", "pinned", "pinned"));
    // A Type B cord with a male end, so that a single panel mates one pinned and one unpinned plug.
    b.part("cable_types", parts::cord("cord-b-mf", "B", "APC", "unpinned", "pinned"));
    b.part("cable_types", parts::cord("cord-b-upc", "B", "UPC"));
    b.part("cable_types", parts::cord("cord-b-mf-upc", "B", "UPC", "unpinned", "pinned"));
    b.part("cable_types", parts::cord("trunk-b-upc", "B", "UPC", "pinned", "pinned"));
    b.part("transceivers", parts::module("dr4-upc", "UPC", "SMF", {{"OS2", 500}}, 3.0));
    const QString module = upc ? QStringLiteral("dr4-upc") : QStringLiteral("MMS4X00-NM");
    b.chain(module, elements, module);
    return rulesFired(b.design());
}

} // namespace

TEST_CASE("MPO polarity follows the test vectors of domain.md 1.4", "[validation][polarity]")
{
    // Direct module to module.
    CHECK(polarityOf({"MFP7E30 3"}).isEmpty());                 // B: pass
    CHECK(polarityOf({"cord-a 3"}) == QStringList{"polarity"}); // A: Tx meets Tx
    // Two panels.
    CHECK(polarityOf({"cord-a 3", "|", "trunk-a 10", "|", "MFP7E30 3"}).isEmpty()); // Method A
    CHECK(polarityOf({"MFP7E30 3", "|", "trunk-a 10", "|", "MFP7E30 3"}) == QStringList{"polarity"});
    CHECK(polarityOf({"MFP7E30 3", "|", "MPO12-TRUNK-SM-B 10", "|", "MFP7E30 3"}).isEmpty()); // Method B
    // Method B with key-up/key-up adapters on both panels (UPC, so they may mate that way): 5, still odd.
    CHECK(polarityOf({"cord-b-upc 3", "|pp-mpo12-upc-24-reversed", "trunk-b-upc 10",
                      "|pp-mpo12-upc-24-reversed", "cord-b-upc 3"},
                     true)
              .isEmpty());
    // The same with an APC trunk: the polish rule catches the APC/UPC matings.
    CHECK(polarityOf({"cord-b-upc 3", "|pp-mpo12-upc-24-reversed", "MPO12-TRUNK-SM-B 10",
                      "|pp-mpo12-upc-24-reversed", "cord-b-upc 3"},
                     true) == QStringList{"polish-mismatch"});
    // One panel.
    CHECK(polarityOf({"cord-b-mf 3", "|", "MFP7E30 3"}) ==
          QStringList{"polarity"}); // key-up/down: 2 reversals
    CHECK(polarityOf({"cord-b-mf-upc 3", "|pp-mpo12-upc-24-reversed", "cord-b-upc 3"}, true)
              .isEmpty()); // UPC key-up/up
    // APC plugs cannot meet key-up to key-up, even though the polarity would work.
    CHECK(polarityOf({"cord-b-mf 3", "|pp-mpo12-apc-24-reversed", "MFP7E30 3"}) ==
          QStringList{"polish-mismatch"});
    // Any Type C element fails a parallel channel, even two that would cancel.
    CHECK(polarityOf({"cord-c 3"}) == QStringList{"polarity"});
    CHECK(polarityOf({"cord-c 3", "|", "trunk-c 10", "|", "MFP7E30 3"}) == QStringList{"polarity"});
}

TEST_CASE("A polarity issue lists the channel's cables in path order and its end devices",
          "[validation][polarity]")
{
    DesignBuilder b;
    b.part("cable_types", parts::cord("trunk-a", "A", "APC", "pinned", "pinned"));
    const QStringList cables =
        b.chain("MMS4X00-NM", {"MFP7E30 3", "|", "trunk-a 10", "|", "MFP7E30 3"}, "MMS4X00-NM");
    const Design d = b.design();
    const QList<Issue> issues = issuesOf(d, "polarity");
    REQUIRE(issues.size() == 1);
    CHECK(issues[0].severity == Severity::Error);
    CHECK(cableIds(d, issues[0]) == cables);
    CHECK(deviceIds(d, issues[0]) == b.chainEnds());
    CHECK(issues[0].message.contains(QLatin1String("2 reversing elements")));
}

TEST_CASE("Duplex LC polarity needs an odd number of A-B swaps", "[validation][polarity]")
{
    auto lc = [](const QStringList &elements) {
        DesignBuilder b;
        b.chain("MMS4X50-NM", elements, "MMS4X50-NM");
        return rulesFired(b.design());
    };
    CHECK(lc({"LC-SM-AB 5"}).isEmpty());
    CHECK(lc({"LC-SM-AA 5"}) == QStringList{"polarity"});
    // Through an A-to-B panel: A-B cord, A-to-B adapter, A-B cord = 3 swaps.
    CHECK(lc({"LC-SM-AB 5", "|pp-lc-48", "LC-SM-AB 5"}).isEmpty());
    CHECK(lc({"LC-SM-AA 5", "|pp-lc-48", "LC-SM-AB 5"}) == QStringList{"polarity"});
}
