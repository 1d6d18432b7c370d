#pragma once

#include "core/numberformat.h"

#include <QString>

namespace railyard {

class Design;
struct Endpoint;

// How people name things in messages: "dgx-su1-n01 osfp1.2", "pp-A01 P01 rear", "N1-R1-a B end".
QString describeEndpoint(const Design &d, const Endpoint &e);
// Where a cable end lands, as a technician finds it: its device's rack id, the device's id when it is not in
// a rack, empty for a loose end.
QString rackOfEnd(const Design &d, const Endpoint &e);
QString describeCableEnd(const Design &d, int cable, int end);

} // namespace railyard
