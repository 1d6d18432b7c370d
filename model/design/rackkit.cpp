#include "design/rackkit.h"

#include "design/design.h"
#include "design/freshids.h"

#include <QSet>

#include <map>

namespace railyard {

std::vector<Device> rackKitDevices(const Design &design, const std::vector<Rack> &racks,
                                   const QList<int> &rackSlots)
{
    std::vector<Device> devices;
    for (size_t i = 0; i < racks.size(); ++i) {
        const Rack &rack = racks[i];
        if (rack.type < 0) continue;
        // A named content is "<rack>-<name>" ("A01-ct01"); the others count per type in U order, so that
        // unnamed trays of a rack are numbered 1 to 18. A name the design has already gets a number too.
        std::map<QString, FreshIds> ids;
        QSet<QString> named;
        for (const RackContent &content : design.catalog.rackTypes.at(rack.type).contents) {
            const int type = design.catalog.deviceTypes.indexOf(content.type);
            if (type < 0) continue; // the readers refuse such kits; a catalog edit may still leave one
            const QString base =
                rack.id + QLatin1Char('-') + (content.name.isEmpty() ? content.type : content.name);
            Device device;
            if (!content.name.isEmpty() && design.devices().find(base) < 0 && !named.contains(base)) {
                device.id = base;
            } else {
                auto it = ids.find(base);
                if (it == ids.end()) it = ids.emplace(base, FreshIds(design, EntityKind::Device, base)).first;
                device.id = it->second.next();
            }
            named.insert(device.id);
            device.type = type;
            device.rack = rackSlots[qsizetype(i)];
            device.u = content.u;
            devices.push_back(std::move(device));
        }
    }
    return devices;
}

} // namespace railyard
