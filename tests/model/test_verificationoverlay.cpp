#include "asbuilt/verificationoverlay.h"
#include "designfixtures.h"
#include "ibfabricsynth.h"

#include <catch2/catch.hpp>

using namespace railyard;
using namespace railyard::test;

namespace {

int keyOfStatus(const LinkOverlay &overlay, LinkStatus status)
{
    for (size_t k = 0; k < overlay.keys.size(); ++k)
        if (overlay.keys[k].name == linkStatusText(status)) return int(k);
    return -1;
}

} // namespace

TEST_CASE("Verification overlay: every verified cable and device pair coloured by its state", "[verify]")
{
    const Design d = sampleDesign();
    IbFabric f = fabricOf(d);
    perturbSample(f);
    const Verification v = verifyIbFabric(d, f);
    const LinkOverlay overlay = verificationOverlay(d, v);
    REQUIRE_FALSE(overlay.isEmpty());
    for (const VerifiedLink &l : v.links) {
        const int key = keyOfStatus(overlay, l.status);
        REQUIRE(key >= 0);
        CHECK(overlay.keys[size_t(key)].colour == linkStatusColour(l.status));
        for (const QString &cable : l.design.cables + l.pairedWith.cables)
            CHECK(overlay.keyOfCable(d.cables().find(cable)) == key);
    }
    // The swapped pair: each host reaches the other's leaf port, so besides the design's links the fabric's
    // are drawn too when they join other devices; the unexpected link joins two design leaves.
    const int unexpected = keyOfStatus(overlay, LinkStatus::Unexpected);
    CHECK(std::count_if(overlay.extraLinks.begin(), overlay.extraLinks.end(),
                        [&](const LinkOverlay::ExtraLink &l) { return l.key == unexpected; }) == 1);
    // The legend names the states shown, least severe first.
    const auto legend = overlay.legendEntries();
    QStringList names;
    for (const auto &entry : legend)
        names << entry.second;
    CHECK(names == QStringList{linkStatusText(LinkStatus::Ok), linkStatusText(LinkStatus::Degraded),
                               linkStatusText(LinkStatus::Swapped), linkStatusText(LinkStatus::Missing),
                               linkStatusText(LinkStatus::Unexpected)});
    // Cables outside the verified fabric are left unmarked.
    QSet<QString> verified;
    for (const VerifiedLink &l : v.links)
        for (const QString &cable : l.design.cables + l.pairedWith.cables)
            verified.insert(cable);
    CHECK(verified.size() >= 32);
    for (int c : d.cables().live())
        CHECK((overlay.keyOfCable(c) >= 0) == verified.contains(d.cables().at(c).id));
}

TEST_CASE("Verification overlay: made again after an edit, a removed cable is left out", "[verify]")
{
    Design d = sampleDesign();
    const Verification v = verifyIbFabric(d, fabricOf(d));
    const QString first = v.links.front().design.cables.front();
    const int slot = d.cables().find(first);
    REQUIRE(verificationOverlay(d, v).keyOfCable(slot) == 0);
    d.takeCable(slot);
    const LinkOverlay after = verificationOverlay(d, v);
    CHECK(after.keyOfCable(slot) == -1);
    CHECK(after.cables.size() == verificationOverlay(sampleDesign(), v).cables.size() - 1);
}
