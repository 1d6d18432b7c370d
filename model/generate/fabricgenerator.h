#pragma once

#include "core/result.h"
#include "design/design.h"
#include "generate/fabriccounts.h"
#include "generate/fabricoptions.h"

#include <QString>

namespace railyard {

class Feedback;

struct GeneratedFabric
{
    Design design;
    FabricCounts counts;
};

// Builds a complete rail-optimized cluster on `catalog` (the bundled one, or a design's own): racks on a
// floor, devices in racks, transceivers, patch panels, trunks, and every cable with a length and a label,
// for each network the options ask for. The design it returns validates with no errors; anything that
// would keep it from doing so (a run longer than any orderable cable, optics out of reach, a rack with no
// room) is an error instead (its message says why: bad options, or a fabric the catalog cannot build). Runs
// on any thread; the catalog is copied into the design. `feedback` hears how far it is (per cent) and its
// phase.
Result<GeneratedFabric> generateFabric(const FabricOptions &options, const Catalog &catalog,
                                       Feedback *feedback = nullptr);

// Whether a design name is one the generator gives ("NVIDIA DGX SuperPOD, DGX H100, …, 2 SUs",
// "Rail-optimized cluster, 256 GPUs"), rather than one a user chose: generating again replaces the former.
bool isGeneratedName(const QString &name);

} // namespace railyard
