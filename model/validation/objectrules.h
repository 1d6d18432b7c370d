#pragma once

#include "validation/validationcontext.h"

namespace railyard {

// Rules about single objects rather than channels.

// form-factor-mismatch of the modules in a device's cages; unconnected module connectors of a GPU server.
void checkDevice(const Design &d, int device, IssueSink &sink);
// Per cable: form-factor-mismatch and cage-mismatch of its ends in cages, length-short against its route.
void checkCable(const Design &d, int cable, IssueSink &sink);
// port-conflict: more than one cable end on one (device, port, connector, side); reported at the end of
// the cable met first there.
void checkPortConflict(const Design &d, int cable, int end, IssueSink &sink);
// rack-power, rack-overlap and rack-overflow of the devices in one rack.
void checkRack(const Design &d, int rack, const QList<int> &devicesInRack, IssueSink &sink);
// rack-power: the devices in a rack draw more than its rack type's max_power_kw.
void checkRackPower(const Design &d, int rack, const QList<int> &devices, IssueSink &sink);
// floor-overlap of two racks (by slot, a < b) if their footprints overlap.
void checkFloorOverlap(const Design &d, int a, int b, IssueSink &sink);
// label-duplicate: cables sharing one non-empty label (in document order).
void checkLabel(const QString &label, const QList<int> &cables, IssueSink &sink);

} // namespace railyard
