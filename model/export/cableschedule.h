#pragma once

#include "export/cableorder.h"

#include <QByteArray>

namespace railyard {

class Design;

// The cable schedule an installer works from, as CSV (RFC 4180): cable, label, type, part_number (what to
// pick from the boxes), length_m, a_end, a_device, b_end, b_device, rail, a_side, b_side; the ends as the
// labels name them (rack-U:port), with the side of a patch panel's port (front or rear; empty elsewhere), in
// the order asked for (installation order: by rack, then from the top of the rack down).
QByteArray cableScheduleCsv(const Design &design, CableOrder order = CableOrder::Installation);

} // namespace railyard
