#pragma once

#include "design/design.h"
#include "trace/channel.h"

#include <vector>

namespace railyard {

// Finds channels by following cables through patch-panel adapters (front <-> rear) from one transceiver
// connector to the next. Splitters give one channel per leg; a direct-attach cable is a channel of its own.
class ChannelTracer
{
public:
    explicit ChannelTracer(const Design &design) : m_design(design) {}

    // Every channel of the design, each once, in the order of the end met first in file order (cable order,
    // A end before B): a complete channel starts at that end.
    std::vector<Channel> traceAll() const;

    // The channels that start at one cable end plugged into a module or fixed optical port (several
    // when the path enters a splitter at its A end). Empty if that end is no channel terminal.
    std::vector<Channel> traceFrom(int cable, int end) const;

    // What a cable end plugged at `e` means for a channel: a terminal, or (nullopt) a pass-through
    // adapter side.
    std::optional<Terminal> terminalAt(const Endpoint &e, bool fiber) const;

private:
    void walk(Channel &channel, int cable, int enter, std::vector<Channel> &out) const;

    const Design &m_design;
};

} // namespace railyard
