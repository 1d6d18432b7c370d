#pragma once

#include "design/design.h"

#include <QByteArray>

namespace railyard {

// Writes interchange JSON: every part the design uses (so the file is self-contained), then racks,
// devices and cables one per line in document order.
QByteArray writeJsonDesign(const Design &design);

// Writes one endpoint as the design format spells it (used by the JSON and native writers alike).
class JsonOut;
void writeEndpoint(JsonOut &out, const Design &design, const Endpoint &e);

} // namespace railyard
