#pragma once

#include "design/design.h"
#include "generate/fabriccounts.h"
#include "generate/fabricoptions.h"

#include <QString>

#include <atomic>
#include <functional>
#include <optional>

namespace railyard {

// Reports how far generation is (0-100) and what it is doing; `cancel`, when set, stops it.
struct GenerateProgress
{
    std::function<void(int percent, const QString &phase)> report;
    const std::atomic<bool> *cancel = nullptr;
};

struct GeneratedFabric
{
    Design design;
    FabricCounts counts;
};

struct GenerateResult
{
    std::optional<GeneratedFabric> fabric;
    QString error; // why nothing was generated: bad options, or a fabric the catalog cannot build
    bool cancelled = false;
};

// Builds a complete rail-optimized cluster on `catalog` (the bundled one, or a design's own): racks on a
// floor, devices in racks, transceivers, patch panels, trunks, and every cable with a length and a label,
// for each network the options ask for. The design it returns validates with no errors; anything that
// would keep it from doing so (a run longer than any orderable cable, optics out of reach, a rack with no
// room) is an error instead. Runs on any thread; the catalog is copied into the design.
GenerateResult generateFabric(const FabricOptions &options, const Catalog &catalog,
                              const GenerateProgress &progress = {});

// Whether a design name is one the generator gives ("NVIDIA DGX SuperPOD, DGX H100, …, 2 SUs",
// "Rail-optimized cluster, 256 GPUs"), rather than one a user chose: generating again replaces the former.
bool isGeneratedName(const QString &name);

} // namespace railyard
