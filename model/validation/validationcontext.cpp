#include "validation/validationcontext.h"

namespace railyard {

QList<int> channelCables(const Channel &ch)
{
    QList<int> cables;
    cables.reserve(ch.hops.size());
    for (const Hop &h : ch.hops)
        if (!cables.contains(h.cable)) cables.append(h.cable);
    return cables;
}

QList<int> channelDevices(const Channel &ch)
{
    QList<int> devices;
    if (!ch.start.isLoose()) devices.append(ch.start.device);
    if (!ch.finish.isLoose() && !devices.contains(ch.finish.device)) devices.append(ch.finish.device);
    return devices;
}

} // namespace railyard
