#include "design/rackkit.h"

#include "design/design.h"
#include "design/freshids.h"

#include <map>

namespace railyard {

std::vector<Device> rackKitDevices(const Design &design, const std::vector<Rack> &racks,
                                   const QList<int> &rackSlots)
{
    std::vector<Device> devices;
    for (size_t i = 0; i < racks.size(); ++i) {
        const Rack &rack = racks[i];
        if (rack.type < 0) continue;
        // One counter per rack and type, so that the trays of a rack are numbered 1 to 18 in U order.
        std::map<QString, FreshIds> ids;
        for (const RackContent &content : design.catalog.rackTypes.at(rack.type).contents) {
            const int type = design.catalog.deviceTypes.indexOf(content.type);
            if (type < 0) continue; // the readers refuse such kits; a catalog edit may still leave one
            auto it = ids.find(content.type);
            if (it == ids.end())
                it = ids.emplace(content.type, FreshIds(design, EntityKind::Device,
                                                        rack.id + QLatin1Char('-') + content.type))
                         .first;
            Device device;
            device.id = it->second.next();
            device.type = type;
            device.rack = rackSlots[qsizetype(i)];
            device.u = content.u;
            devices.push_back(std::move(device));
        }
    }
    return devices;
}

} // namespace railyard
