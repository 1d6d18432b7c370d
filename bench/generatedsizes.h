#pragma once

#include "generate/fabricoptions.h"

#include <QString>

#include <vector>

namespace railyard::bench {

// Generated clusters the benchmarks run on, S to XL, with all four networks: S is the DGX H100 SuperPOD of
// one SU, M and L generic clusters of QM9700 switches, XL 100k GPUs on 128-port SN5600 switches (three tiers
// of 64-port switches stop at 65,536 GPUs).
struct GeneratedSize
{
    QString name;
    FabricOptions options;
};

const std::vector<GeneratedSize> &generatedSizes();

} // namespace railyard::bench
