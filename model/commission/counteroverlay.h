#pragma once

#include "commission/countercompare.h"
#include "render/linkoverlay.h"

namespace railyard {

class Design;

// A counter comparison as the rack and fabric views colour it: each design link's cables and device pair as
// rose (red), ok (green) or unseen (grey). Ids are looked up in `design` as it is now, so the overlay can be
// made again after edits; what no longer exists is left out.
LinkOverlay counterOverlay(const Design &design, const CounterComparison &comparison);

} // namespace railyard
