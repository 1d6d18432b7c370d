#pragma once

#include "design/design.h"

#include <QString>

namespace railyard::bench {

// Sizes of the synthetic designs the benchmarks run on.
struct SyntheticSize
{
    QString name;
    int nodes; // DGX H100 nodes, 8 GPUs each
};

// S 256 GPUs, M 8k, L 32k, XL 100k.
const std::vector<SyntheticSize> &syntheticSizes();
const SyntheticSize *findSize(const QString &name);

// A rail-optimized compute fabric: scalable units of 32 DGX H100 (4 per rack) and 8 QM9700 rail leaves
// (one network rack per SU). Every GPU link is a Method-B channel: cord, panel, trunk, panel, cord, so a
// design of N nodes has 8N channels and 24N cables. Built directly on the model for speed; it is a
// benchmark input, not the fabric generator.
Design buildSyntheticDesign(int nodes);

} // namespace railyard::bench
