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
        return std::vector<GeneratedSize>{{QStringLiteral("S"), s},
                                          {QStringLiteral("M"), m},
                                          {QStringLiteral("L"), l},
                                          {QStringLiteral("XL"), xl}};
    }();
    return sizes;
}

} // namespace railyard::bench
