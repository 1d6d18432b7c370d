#include "generate/fattree.h"
#include "generate/superpodpreset.h"
#include "testsupport.h"

using namespace railyard;

TEST_CASE("The fat-tree rule lands on every row of the SuperPOD tables", "[generate]")
{
    for (const SuperPodPreset &p : superPodPresets())
        for (const SuperPodCounts &c : p.sizes) {
            INFO(p.id.toStdString() << " " << c.sus << " SUs");
            // QM9700: 64 ports, Q3400: 144 (72 twin-port cages); a leaf takes its nodes and sends as many up.
            const int ports = p.leafType.startsWith(QLatin1String("q3400"))    ? 144
                              : p.leafType.startsWith(QLatin1String("sn5610")) ? 128
                                                                               : 64;
            const int rails = p.nodeType.contains(QLatin1String("tray")) ? 4 : 8;
            const int down = p.leafDown > 0 ? p.leafDown : p.nodesPerSu;
            const auto sized =
                sizeFatTree({c.sus, rails * (p.nodesPerSu / down), down, std::min(ports - down, down), ports,
                             ports, p.railGroups ? p.nodesPerSu / down : 0});
            REQUIRE(std::holds_alternative<FatTree>(sized));
            const FatTree &t = std::get<FatTree>(sized);
            // Each plane is a fat tree of its own; its links are the table's (one per GPU port).
            CHECK(t.leaves() * p.planes == c.leaves);
            CHECK(t.spines() * p.planes == c.spines);
            CHECK(t.cores() * p.planes == c.cores);
            CHECK(t.tiers == (c.cores ? 3 : 2));
            CHECK(t.leafSpineLinks() == c.leafSpineLinks);
            CHECK(t.spineCoreLinks() == c.spineCoreLinks);
            // Links spread evenly: every leaf reaches every spine of its pod, every spine its core group.
            CHECK(t.linksPerLeafSpine() * t.spinesPerPod == t.leafUp);
            if (t.tiers == 3) CHECK(t.linksPerSpineCore() * t.coresPerGroup == t.spineUp);
        }
}

TEST_CASE("The fat-tree rule: one leaf alone, four tiers past three, and sizes beyond four", "[generate]")
{
    const FatTree one = std::get<FatTree>(sizeFatTree({1, 1, 32, 32, 64, 64}));
    CHECK(one.tiers == 1);
    CHECK(one.spines() == 0);
    // 128-port switches (SN5600) take 100k GPUs in three tiers.
    const FatTree xl = std::get<FatTree>(sizeFatTree({196, 8, 64, 64, 128, 128}));
    CHECK(xl.tiers == 3);
    CHECK(xl.leafSpineLinks() >= 100000);
    CHECK(xl.spineCoreLinks() >= 100000);
    CHECK(xl.supers() == 0);
    CHECK(xl.coreSuperLinks() == 0);

    // 65 pods of 64-port switches are more than a core's ports: zones of at most 32 pods (half a core's
    // ports), here three of 22, 22 and 21, each under its own cores, and super-cores above the zones; a core
    // sends up what comes up to it.
    const FatTree four = std::get<FatTree>(sizeFatTree({260, 8, 32, 32, 64, 64}));
    CHECK(four.tiers == 4);
    CHECK(four.pods == 65);
    CHECK(four.zones == 3);
    CHECK(four.podsPerZone == 22);
    CHECK(four.zoneOfPod(64) == 2);
    CHECK(four.coresPerGroup == 32); // the smallest divisor of a spine's 32 uplinks that takes 22 pods
    CHECK(four.cores() == 3 * 32 * 32);
    CHECK(four.coreUp == 24);        // as many as come up from 22 pods, in fours
    CHECK(four.supersPerGroup == 2); // 3 zones × 24 uplinks on 64-port super-cores
    CHECK(four.supers() == 32 * 32 * 2);
    CHECK(four.spineCoreLinks() == 65LL * 32 * 32);
    CHECK(four.coreSuperLinks() == 3072LL * 24);
    // Links spread evenly and fit: a core takes its zone's spines on its lower half, a super-core every zone.
    CHECK(four.linksPerSpineCore() * four.coresPerGroup == four.spineUp);
    CHECK(four.linksPerCoreSuper() * four.supersPerGroup == four.coreUp);
    CHECK(four.podsPerZone * four.linksPerSpineCore() <= 32);
    CHECK(four.coreUp >= four.podsPerZone * four.linksPerSpineCore());
    CHECK(four.zones * four.linksPerCoreSuper() <= 64);
    // Non-blocking: every tier has at least as many links up as come up to it.
    CHECK(four.spineCoreLinks() >= four.leafSpineLinks());
    CHECK(four.coreSuperLinks() >= four.spineCoreLinks());

    // 8-port switches: a pod of 4 one-leaf SUs, three tiers to 8 pods, four to 8 zones of 4 pods (128 SUs).
    CHECK(std::get<FatTree>(sizeFatTree({32, 1, 4, 4, 8, 8})).tiers == 3);
    CHECK(std::get<FatTree>(sizeFatTree({33, 1, 4, 4, 8, 8})).tiers == 4);
    const FatTree most = std::get<FatTree>(sizeFatTree({128, 1, 4, 4, 8, 8}));
    CHECK(most.zones == 8);
    CHECK(most.supersPerGroup == 4); // 8 zones × 4 uplinks on 8-port super-cores
    const auto tooBig = sizeFatTree({129, 1, 4, 4, 8, 8});
    REQUIRE(std::holds_alternative<QString>(tooBig));
    CHECK(std::get<QString>(tooBig) == QLatin1String("33 pods need more than four tiers of 8-port switches: "
                                                     "choose switches with more ports or over-subscribe "
                                                     "the leaves"));
}

TEST_CASE("Spine-leaf groups: each rail of an SU its own pod, joined by core groups above one SU",
          "[generate]")
{
    // DGX GB200 SuperPOD: 8 racks of 18 trays, 4 rails; a QM9700 leaf per rack and rail (18 down, 18 up),
    // 6 spines per group, core groups from 2 SUs (hardware-2027.md 6.1).
    const FatTree one = std::get<FatTree>(sizeFatTree({1, 32, 18, 18, 64, 64, 8}));
    CHECK(one.tiers == 2);
    CHECK(one.pods == 4);
    CHECK(one.leaves() == 32);
    CHECK(one.spines() == 24);
    CHECK(one.cores() == 0);
    CHECK(one.leafSpineLinks() == 576);
    CHECK(one.linksPerLeafSpine() == 3);
    CHECK(one.podOfLeaf(8) == 1);

    const FatTree two = std::get<FatTree>(sizeFatTree({2, 32, 18, 18, 64, 64, 8}));
    CHECK(two.tiers == 3);
    CHECK(two.spines() == 48);
    CHECK(two.spineUp == 24); // non-blocking: what comes up from the group's leaves
    CHECK(two.cores() == 18);
    CHECK(two.spineCoreLinks() == 1152);

    // At 16 SUs, 64 groups: each core takes one link from spine j of every group, 144 cores.
    const FatTree full = std::get<FatTree>(sizeFatTree({16, 32, 18, 18, 64, 64, 8}));
    CHECK(full.cores() == 144);
    CHECK(full.spineCoreLinks() == 9216);
    CHECK(full.linksPerSpineCore() == 1);
    // 17 SUs are 68 groups, more than a core's 64 ports: zones of 23 groups under cores of their own.
    const FatTree more = std::get<FatTree>(sizeFatTree({17, 32, 18, 18, 64, 64, 8}));
    CHECK(more.tiers == 4);
    CHECK(more.zones == 3);
    CHECK(more.cores() == 3 * 6 * 24);
    CHECK(more.coreSuperLinks() >= more.spineCoreLinks());
}
