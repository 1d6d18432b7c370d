#pragma once

#include "asbuilt/verification.h"
#include "render/linkoverlay.h"

namespace railyard {

class Design;

// A verification as the views colour it: every design link's cables and device pair by its state, and the
// links the fabric reports where the design has none (unexpected ones, and where a wrong or swapped link
// really goes) between the devices they join. Ids are looked up in `design` as it is now, so the overlay can
// be made again after edits; what no longer exists is left out.
LinkOverlay verificationOverlay(const Design &design, const Verification &verification);

// A state as the screen names it ("Wrong peer"); linkStatusName is the id files and the CLI use.
QString linkStatusText(LinkStatus status);
QColor linkStatusColour(LinkStatus status);

} // namespace railyard
