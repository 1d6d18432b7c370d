#pragma once

#include "design/cable.h"

#include <optional>

namespace railyard {

class Design;

// How long a cable's route is estimated to be (cli.md, length-short): within a rack the height between the
// two devices' top U; between racks down from each device to the tray above the racks, plus the floor
// distance. The longest leg of a splitter counts. nullopt when an end is not in a rack, or racks lack floor
// positions.
std::optional<double> estimatedRoute(const Design &d, const Cable &cable);

constexpr double metresPerU = 0.04445;

} // namespace railyard
