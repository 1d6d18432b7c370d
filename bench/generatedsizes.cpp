#include "generatedsizes.h"

namespace railyard::bench {

const std::vector<GeneratedSize> &generatedSizes()
{
    static const std::vector<GeneratedSize> sizes = [] {
        FabricOptions s;
        s.preset = QStringLiteral("dgx-h100-superpod");
        s.sus = 1;
        FabricOptions m;
        m.gpus = 8192;
        FabricOptions l;
        l.gpus = 32768;
        FabricOptions xl;
        xl.gpus = 100000;
        xl.leafType = QStringLiteral("sn5600");
        xl.spineType = xl.coreType = QStringLiteral("sn5600-spine");
        // The largest NVL72 SuperPOD: 16 SUs of 8 GB200 racks, three tiers of spine-leaf groups.
        FabricOptions gb;
        gb.preset = QStringLiteral("dgx-gb200-superpod");
        gb.sus = 16;
        return std::vector<GeneratedSize>{{QStringLiteral("S"), s},
                                          {QStringLiteral("M"), m},
                                          {QStringLiteral("L"), l},
                                          {QStringLiteral("XL"), xl},
                                          {QStringLiteral("GB200-16"), gb}};
    }();
    return sizes;
}

} // namespace railyard::bench
