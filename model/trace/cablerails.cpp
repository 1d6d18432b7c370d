#include "trace/cablerails.h"

#include "design/design.h"
#include "trace/channelrail.h"
#include "trace/channeltracer.h"

namespace railyard {

std::vector<int> cableRails(const Design &design)
{
    std::vector<int> rails(size_t(design.cables().slotCount()), 0);
    for (const Channel &channel : ChannelTracer(design).traceAll()) {
        const std::optional<RailLink> link = railLink(design, channel);
        if (!link || link->serverRail <= 0) continue;
        for (const Hop &hop : channel.hops)
            rails[size_t(hop.cable)] = foldCableRail(rails[size_t(hop.cable)], link->serverRail);
    }
    return rails;
}

} // namespace railyard
