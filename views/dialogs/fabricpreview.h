#pragma once

#include "generate/fabriccounts.h"

#include <QString>

class QTreeWidget;

namespace railyard {

// A number as the Generate Fabric wizard shows it, grouped in the user's locale (1,152).
QString previewNumber(long long n);
// What a generated fabric holds, row by row in the wizard's preview: nodes, each network's tiers, switches,
// links and cables, racks, panels, cables by kind, transceivers, fibers and power.
void showFabricCounts(QTreeWidget *tree, const FabricCounts &counts);

} // namespace railyard
