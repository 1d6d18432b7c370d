#pragma once

#include "core/enums.h"

#include <QString>

namespace railyard {

// Enumerated values as the user reads them, in the application's language ("GPU server", "Rechenknoten-Netz"
// …). enumName() is the file format's spelling and never changes; these are for the screen only.
QString roleText(Role role);
QString networkText(Network network);
QString sideText(Side side);                 // "front", "rear"
QString genderText(Gender gender);           // "pinned", "unpinned"
QString adapterModeText(AdapterMode mode);   // "aligned", "reversed"
QString cableStatusText(CableStatus status); // "Planned", "In service"
QString segmentKindText(SegmentKind kind);   // "Tray", "Basket"

} // namespace railyard
