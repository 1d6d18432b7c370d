#pragma once

#include "design/entitykind.h"

#include <QString>

namespace railyard {

class Design;

// Whether a device `heightU` high fits at `u` in a rack: inside U1..height and on no other device (except
// `ignoreDevice`, the one being moved).
bool fitsInRack(const Design &design, int rack, int u, int heightU, int ignoreDevice = -1);

// An id not used yet in the collection: `prefix-1`, `prefix-2`, …
QString freshId(const Design &design, EntityKind space, const QString &prefix);

} // namespace railyard
