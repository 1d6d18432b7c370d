#pragma once

#include "design/design.h"

namespace railyard::bench {

// A hall-shaped cluster made independently of the fabric generator and of the synthetic design, so that the
// benchmarks also see shapes neither of them makes: rows of different lengths, 48 U and 42 U racks, a
// different number of racks per scalable unit, and three ways of cabling a link:
//  - DGX H100 SUs: Method B through MPO panels (cord, trunk, cord), three cables per channel;
//  - every fourth SU of HGX servers: one multimode MFP7E20 splitter from a leaf's twin-port 2xSR4 module to
//    two servers' 400G SR4 modules in their 200G mode, two channels per cable;
//  - uplinks from each leaf to the 32 spines of its pod (8 SUs): odd SUs through LC panels with 2xFR4 modules
//    (cord, panel, cord, panel, cord), even SUs by one direct MPO fiber.
// `nodes` GPU servers of 8 GPUs each; 12,500 nodes make about 3,500 racks, 27,000 devices, 440,000 cables and
// 200,000 channels.
Design buildHallDesign(int nodes);

} // namespace railyard::bench
