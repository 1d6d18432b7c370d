#pragma once

#include "design/entitykind.h"

#include <QString>

namespace railyard {

class Design;

// Whether a device `heightU` high fits at `u` in a rack: inside U1..height and on no other device (except
// `ignoreDevice`, the one being moved).
bool fitsInRack(const Design &design, int rack, int u, int heightU, int ignoreDevice = -1);

} // namespace railyard
