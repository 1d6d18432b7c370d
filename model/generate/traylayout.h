#pragma once

#include "design/pathways.h"

namespace railyard {

class Design;

// Trays for a design's racks (docs/pathways.md, "Generated trays"): a node over the centre of every rack that
// has a row and a floor position, at the design's tray height above the row's tallest rack, and the rack's
// drop to it; a basket along each row, out to both ends of the hall; ladders square to the rows between
// neighbouring rows at both ends of the hall and every eighth rack where the next row has a rack straight
// across. Each segment is 100 mm deep and as wide as the smallest standard width (150 to 900 mm) that keeps
// the design's cables within the fill limit once they are routed over it; 150 mm deep when no width does, and
// 900 × 150 mm when nothing does.
Pathways layTrays(const Design &design);

} // namespace railyard
