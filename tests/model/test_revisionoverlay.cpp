// Compare with Revision… (issue 33 §4): what the views colour — added, changed, and removed ghosted.
#include "designfixtures.h"
#include "revision/revisionoverlay.h"

using namespace railyard;
using namespace railyard::test;

TEST_CASE("Compare with a revision marks what was added, changed and removed", "[revision][overlay]")
{
    const Design then = superpodDesign();
    Design now = then;
    const QList<int> cables = liveCables(now);
    now.cableForEdit(cables[0]).label = QStringLiteral("NEW-LABEL");
    const Cable gone = now.cables().at(cables[5]);
    now.takeCable(cables[5]);
    Cable added = now.cables().at(cables[6]);
    added.id = QStringLiteral("NEW-CABLE");
    added.ends = {Endpoint(), Endpoint()};
    now.insertCable(now.cables().nextSlot(), std::move(added));
    // A device moved to another rack.
    int moved = -1;
    for (int d : now.devices().live())
        if (now.devices().at(d).isPlaced() && now.deviceType(d).heightU == 1) {
            moved = d;
            break;
        }
    REQUIRE(moved >= 0);
    const int fromRack = now.devices().at(moved).rack;
    int toRack = -1;
    for (int r : now.racks().live())
        if (r != fromRack) toRack = r;
    now.device(moved).rack = toRack;

    const RevisionComparison c = compareWithRevision(now, then, QStringLiteral("R1"));
    const LinkOverlay &o = c.overlay;
    CHECK(o.title.contains(QLatin1String("R1")));
    CHECK(o.keyOfCable(cables[0]) == RevisionChanged);
    CHECK(o.keyOfCable(now.cables().find(QStringLiteral("NEW-CABLE"))) == RevisionAdded);
    CHECK(o.keyOfCable(cables[1]) == -1); // unchanged: unmarked
    CHECK(o.keyOfDevice(moved) == RevisionChanged);
    CHECK(o.keyOfRack(fromRack) == RevisionChanged); // it lost the device
    CHECK(o.keyOfRack(toRack) == RevisionChanged);
    // The cable gone, ghosted between its devices.
    REQUIRE(o.extraLinks.size() == 1);
    CHECK(o.extraLinks[0].key == RevisionRemoved);
    CHECK(LinkOverlay::pairKey(o.extraLinks[0].a, o.extraLinks[0].b) ==
          LinkOverlay::pairKey(gone.ends[0].device, gone.ends[1].device));
    // The channel through the relabelled cable is marked between its end devices (the fabric's links).
    const Cable &relabelled = now.cables().at(cables[0]);
    bool channelMarked = false;
    for (auto it = o.devicePairs.cbegin(); it != o.devicePairs.cend(); ++it)
        if (it.value() == RevisionChanged &&
            it.key() != LinkOverlay::pairKey(relabelled.ends[0].device, relabelled.ends[1].device))
            channelMarked = true;
    CHECK(channelMarked);
    CHECK(c.diff.cables.added == QStringList{QStringLiteral("NEW-CABLE")});
    CHECK(c.diff.moved.size() == 1);
    QStringList legend;
    for (const auto &[colour, name] : o.legendEntries())
        legend << name;
    CHECK(legend.size() == 3);
}
