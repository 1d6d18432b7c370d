#pragma once

#include "design/pathways.h"

namespace railyard {

class Design;

// Trays for a design's racks (docs/pathways.md, "Generated trays"): a node over the centre of every rack that
// has a row and a floor position, at the design's tray height above the row's tallest rack; a basket between
// neighbours along each row; ladders between neighbouring rows at their first racks, every eighth rack and
// their last racks; every rack drops to its node. Each segment is 100 mm deep and as wide as the smallest
// standard width (150 to 900 mm) that keeps the design's cables within the fill limit once they are routed
// over it; 150 mm deep when no width does, and 900 × 150 mm when nothing does.
Pathways layTrays(const Design &design);

} // namespace railyard
