#pragma once

#include "catalog/catalog.h"
#include "io/jsonout.h"

#include <vector>

namespace railyard {

class Design;

// Writes catalog parts in the key order of design-format.md, defaults written out so that a file
// states every value it relies on. `inlined` writes the whole part on one line.
void writeDeviceType(JsonOut &out, const DeviceType &t, bool inlined = false);
void writeTransceiver(JsonOut &out, const Transceiver &t, bool inlined = false);
void writeCableType(JsonOut &out, const CableType &t, bool inlined = false);
void writeRackType(JsonOut &out, const RackType &t, bool inlined = false);
void writeAccessoryType(JsonOut &out, const AccessoryType &t, bool inlined = false);

// Which catalog parts a design file must carry: every part the file defined itself and every bundled
// part that the design uses, so that the file is self-contained.
struct PartSelection
{
    std::vector<bool> deviceTypes;
    std::vector<bool> transceivers;
    std::vector<bool> cableTypes;
    std::vector<bool> rackTypes;
    std::vector<bool> accessoryTypes;
};
PartSelection partsToWrite(const Design &design);

} // namespace railyard
