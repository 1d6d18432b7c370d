#pragma once

#include <vector>

namespace railyard {

class Design;

// The rail of every cable slot, 0 for none: the rail of the GPU-server port at an end of a channel the cable
// is part of (a trunk carrying several: the lowest, foldCableRail). Exports use it for the cable schedule and
// the colour band of labels; it traces the channels once (TracedColours) and needs no validator. The
// validator's railOfCable follows the same rule over its own channels.
std::vector<int> cableRails(const Design &design);

} // namespace railyard
