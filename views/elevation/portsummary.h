#pragma once

#include "core/enums.h"

#include <QString>

namespace railyard {

class Design;

// What the tooltip of a port in the elevations says (rich text): the port and its kind, network and rails,
// the transceiver in it, and for each connector its cable and the far end of the channel through it.
QString describePort(const Design &design, int device, int port, Side face);

} // namespace railyard
