#include "design/rackspace.h"

#include "design/design.h"

namespace railyard {

bool fitsInRack(const Design &d, int rack, int u, int heightU, int ignoreDevice)
{
    if (!d.racks().isLive(rack) || u < 1 || u + heightU - 1 > d.racks().at(rack).heightU) return false;
    for (int dev : d.devices().live()) {
        const Device &other = d.devices().at(dev);
        if (dev == ignoreDevice || other.rack != rack || other.u <= 0) continue;
        const int top = other.u + d.catalog.deviceTypes.at(other.type).heightU - 1;
        if (u <= top && other.u <= u + heightU - 1) return false;
    }
    return true;
}

} // namespace railyard
