#pragma once

#include "design/device.h"
#include "design/rack.h"

#include <vector>

namespace railyard {

class Design;

// The devices a rack kit comes with (RackType::contents: an NVL72 rack's trays, switches and shelves) for
// racks about to be added to the design at the given slots: one device per content at its U, named after the
// rack and the content's name ("A01-ct01"), or the type when it has none ("A01-sn2201-1"). Racks without a
// kit type give none.
std::vector<Device> rackKitDevices(const Design &design, const std::vector<Rack> &racks,
                                   const QList<int> &rackSlots);

} // namespace railyard
