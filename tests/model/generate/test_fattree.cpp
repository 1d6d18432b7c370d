#include "generate/fattree.h"
#include "generate/superpodpreset.h"
#include "testsupport.h"

using namespace railyard;

TEST_CASE("The fat-tree rule lands on every row of the SuperPOD tables", "[generate]")
{
    for (const SuperPodPreset &p : superPodPresets())
        for (const SuperPodCounts &c : p.sizes) {
            INFO(p.id.toStdString() << " " << c.sus << " SUs");
            // QM9700: 64 ports, half down to the SU's 32 nodes, half up.
            const auto sized = sizeFatTree({c.sus, 8, p.nodesPerSu, 64 - p.nodesPerSu, 64, 64});
            REQUIRE(std::holds_alternative<FatTree>(sized));
            const FatTree &t = std::get<FatTree>(sized);
            CHECK(t.leaves() == c.leaves);
            CHECK(t.spines() == c.spines);
            CHECK(t.cores() == c.cores);
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
