#pragma once

#include "render/linkoverlay.h"

namespace railyard {

class Design;

// The install status as the rack and fabric views colour it (View ▸ Colour Cables By ▸ Install Status): every
// cable by its status (the keys are the statuses, in the format's order), and a link of the fabric view by
// the least advanced of the cables on its channels — a link is in service only when all of them are — or
// failed when any of them failed.
LinkOverlay statusOverlay(const Design &design);

} // namespace railyard
