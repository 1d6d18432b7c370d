#include "trace/channelrail.h"

#include "design/design.h"

namespace railyard {

std::optional<RailLink> railLink(const Design &d, const Channel &ch)
{
    if (!ch.isComplete() || ch.start.isLoose() || ch.finish.isLoose()) return std::nullopt;
    for (int side = 0; side < 2; ++side) {
        const Endpoint &server = side == 0 ? ch.start : ch.finish;
        const Endpoint &other = side == 0 ? ch.finish : ch.start;
        if (d.deviceType(server.device).role != Role::GpuServer ||
            !isSwitchRole(d.deviceType(other.device).role))
            continue;
        const int rail = d.port(server).railOf(server.effectiveSub());
        if (rail <= 0) return std::nullopt;
        return RailLink{server.device, rail, d.devices().at(server.device).su.value_or(0), other.device};
    }
    return std::nullopt;
}

} // namespace railyard
