#pragma once

#include "core/enums.h"

#include <vector>

namespace railyard {

class Design;

// The network of every cable slot (None where it is not known): the network of the ports at the ends of a
// channel the cable is part of, else of the ports it is plugged into itself (a trunk between two panels takes
// its channels'). Label filters use it; it traces the channels once and needs no validator, whose
// networkOfCable follows the same rule over its own channels.
std::vector<Network> cableNetworks(const Design &design);

} // namespace railyard
