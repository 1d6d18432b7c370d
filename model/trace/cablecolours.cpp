#include "trace/cablecolours.h"

#include "design/design.h"
#include "trace/channelrail.h"
#include "trace/channeltracer.h"

namespace railyard {

TracedColours::TracedColours(const Design &design)
    : m_rails(size_t(design.cables().slotCount()), 0),
      m_networks(size_t(design.cables().slotCount()), Network::None)
{
    for (const Channel &channel : ChannelTracer(design).traceAll()) {
        const std::optional<RailLink> link = railLink(design, channel);
        const int rail = link ? link->serverRail : 0;
        Network network = Network::None;
        for (const Endpoint &end : {channel.start, channel.finish})
            if (network == Network::None && !end.isLoose()) network = design.port(end).network;
        for (const Hop &hop : channel.hops) {
            m_rails[size_t(hop.cable)] = foldCableRail(m_rails[size_t(hop.cable)], rail);
            if (m_networks[size_t(hop.cable)] == Network::None) m_networks[size_t(hop.cable)] = network;
        }
        if (channel.isComplete() && !channel.start.isLoose() && !channel.finish.isLoose())
            m_links.push_back({channel.start.device, channel.finish.device, rail, false});
    }
}

int TracedColours::railOfCable(int cable) const
{
    return cable >= 0 && size_t(cable) < m_rails.size() ? m_rails[size_t(cable)] : 0;
}

Network TracedColours::networkOfCable(int cable) const
{
    return cable >= 0 && size_t(cable) < m_networks.size() ? m_networks[size_t(cable)] : Network::None;
}

} // namespace railyard
