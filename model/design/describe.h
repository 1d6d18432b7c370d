#pragma once

#include "core/numberformat.h"

#include <QString>

namespace railyard {

class Design;
struct Endpoint;

// How people name things in messages: "dgx-su1-n01 osfp1.2", "pp-A01 P01 rear", "N1-R1-a B end".
QString describeEndpoint(const Design &d, const Endpoint &e);
QString describeCableEnd(const Design &d, int cable, int end);

} // namespace railyard
