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

TEST_CASE("The fat-tree rule: one leaf alone, and sizes beyond three tiers", "[generate]")
{
    const FatTree one = std::get<FatTree>(sizeFatTree({1, 1, 32, 32, 64, 64}));
    CHECK(one.tiers == 1);
    CHECK(one.spines() == 0);
    // 65 pods of 64-port switches cannot hang under one core tier.
    const auto tooBig = sizeFatTree({260, 8, 32, 32, 64, 64});
    REQUIRE(std::holds_alternative<QString>(tooBig));
    CHECK(std::get<QString>(tooBig).contains(QLatin1String("more than three tiers")));
    // 128-port switches (SN5600) take 100k GPUs in three tiers.
    const FatTree xl = std::get<FatTree>(sizeFatTree({196, 8, 64, 64, 128, 128}));
    CHECK(xl.tiers == 3);
    CHECK(xl.leafSpineLinks() >= 100000);
    CHECK(xl.spineCoreLinks() >= 100000);
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
    CHECK(std::holds_alternative<QString>(sizeFatTree({17, 32, 18, 18, 64, 64, 8})));
}
