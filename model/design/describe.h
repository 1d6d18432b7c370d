#pragma once

#include <QString>

namespace railyard {

class Design;
struct Endpoint;

// How people name things in messages: "dgx-su1-n01 osfp1.2", "pp-A01 P01 rear", "N1-R1-a B end".
QString describeEndpoint(const Design &d, const Endpoint &e);
QString describeCableEnd(const Design &d, int cable, int end);
// A number as short as it can be read: 12.5, 0.35, 100.
QString formatNumber(double value);

} // namespace railyard
