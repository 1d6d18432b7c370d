#include "generate/superpodpreset.h"
#include "io/bundledcatalog.h"
#include "testsupport.h"

using namespace railyard;

TEST_CASE("The DGX H100 SuperPOD preset is Table 4 of the reference architecture", "[generate]")
{
    const SuperPodPreset *p = findSuperPodPreset(QStringLiteral("dgx-h100-superpod"));
    REQUIRE(p);
    CHECK(p->sizesText() == QLatin1String("1, 2, 3 or 4"));
    CHECK_FALSE(p->counts(0));
    CHECK_FALSE(p->counts(5));
    const SuperPodCounts one = *p->counts(1);
    // 31 nodes in the first SU: one DGX gives way to the UFM appliances.
    CHECK(one.nodes == 31);
    CHECK(one.leaves == 8);
    CHECK(one.spines == 4);
    CHECK(one.nodeLeafLinks == 252);
    const SuperPodCounts four = *p->counts(4);
    CHECK(four.nodes == 127);
    CHECK(four.spines == 16);
    CHECK(four.leafSpineLinks == 1024);
    CHECK(p->counts(3)->spines == 16);
}

TEST_CASE("The DGX B200 SuperPOD preset adds a core tier from 16 SUs", "[generate]")
{
    const SuperPodPreset *p = findSuperPodPreset(QStringLiteral("dgx-b200-superpod"));
    REQUIRE(p);
    CHECK(p->sizesText() == QLatin1String("2, 4, 8, 16, 32 or 64"));
    CHECK(p->counts(8)->cores == 0);
    CHECK(p->counts(16)->cores == 64);
    CHECK(p->counts(64)->gpus == 16384);
    CHECK_FALSE(p->counts(1));
    CHECK_FALSE(findSuperPodPreset(QStringLiteral("dgx-a100-superpod")));
}

TEST_CASE("Every preset size is a consistent non-blocking rail-optimized fabric its switches can carry",
          "[generate]")
{
    const Catalog &catalog = bundledCatalog();
    for (const SuperPodPreset &p : superPodPresets()) {
        INFO(p.id.toStdString());
        // A QM9700 has 32 twin-port OSFP cages: 64 logical NDR ports (QM97xx manual, domain.md 7.1); a
        // Q3400 72, 144 XDR ports.
        const int switchPorts = p.leafType.startsWith(QLatin1String("q3400")) ? 144 : 64;
        CHECK(catalog.deviceTypes.find(p.nodeType));
        CHECK(catalog.deviceTypes.find(p.leafType));
        CHECK(catalog.deviceTypes.find(p.spineType));
        CHECK((p.coreType.isEmpty() || catalog.deviceTypes.find(p.coreType)));
        int previousGpus = 0;
        for (const SuperPodCounts &c : p.sizes) {
            INFO(c.sus << " SUs");
            // GPUs per node: a DGX has 8, an NVL72 compute tray 4.
            const int gpusPerNode = p.nodeType.contains(QLatin1String("tray")) ? 4 : 8;
            CHECK(c.gpusBuilt() == c.nodes * gpusPerNode);
            // A table's own GPU figure differs only where a note says why.
            CHECK((c.gpus == c.gpusBuilt() || c.note));
            CHECK(c.gpusBuilt() > previousGpus);
            previousGpus = c.gpusBuilt();
            CHECK(c.nodes <= c.sus * p.nodesPerSu);
            // One leaf per rail per SU (or as many as the SU's nodes need); every GPU has its link to its
            // rail's leaf.
            const int down = p.leafDown > 0 ? p.leafDown : p.nodesPerSu;
            CHECK(c.leaves == c.sus * gpusPerNode * (p.nodesPerSu / down) * p.planes);
            CHECK(c.nodeLeafLinks == c.gpusBuilt() + c.ufmLinks);
            // Non-blocking: as many uplinks as the SUs' full complement of GPU ports.
            CHECK(c.leafSpineLinks == c.sus * p.nodesPerSu * gpusPerNode);
            CHECK(c.spineCoreLinks == (c.cores > 0 ? c.leafSpineLinks : 0));
            // Every switch has the ports its links need.
            CHECK(c.nodeLeafLinks + c.leafSpineLinks <= c.leaves * switchPorts);
            CHECK(c.leafSpineLinks + c.spineCoreLinks <= c.spines * switchPorts);
            CHECK(c.spineCoreLinks <= c.cores * switchPorts);
        }
    }
}
