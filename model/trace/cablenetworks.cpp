#include "trace/cablenetworks.h"

#include "design/design.h"
#include "trace/channeltracer.h"

namespace railyard {

std::vector<Network> cableNetworks(const Design &design)
{
    std::vector<Network> networks(size_t(design.cables().slotCount()), Network::None);
    const auto networkAt = [&](const Endpoint &e) {
        return e.isLoose() ? Network::None : design.port(e).network;
    };
    for (const Channel &channel : ChannelTracer(design).traceAll()) {
        Network network = networkAt(channel.start);
        if (network == Network::None) network = networkAt(channel.finish);
        if (network == Network::None) continue;
        for (const Hop &hop : channel.hops)
            if (networks[size_t(hop.cable)] == Network::None) networks[size_t(hop.cable)] = network;
    }
    for (int c : design.cables().live()) {
        Network &network = networks[size_t(c)];
        for (const Endpoint &e : design.cables().at(c).ends)
            if (network == Network::None) network = networkAt(e);
    }
    return networks;
}

} // namespace railyard
