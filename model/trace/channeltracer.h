#pragma once

#include "design/design.h"
#include "trace/channel.h"

#include <functional>
#include <vector>

namespace railyard {

// Finds channels by following cables through patch-panel adapters (front <-> rear) from one transceiver
// connector to the next. Splitters give one channel per leg; a direct-attach cable is a channel of its own.
class ChannelTracer
{
public:
    explicit ChannelTracer(const Design &design) : m_design(design) {}

    // Every channel of the design, each once, in canonical orientation, ordered by their start.
    std::vector<Channel> traceAll() const;
    // The same channels in the same order, each handed to `f` as soon as it is found, for callers that keep
    // less than every channel whole (a million-GPU design has four million of them).
    void forEachChannel(const std::function<void(Channel &&)> &f) const;
    // As forEachChannel, but a channel comes once from each of its ends that starts one (so most twice), for
    // a caller that keeps an index of the channels it has anyway.
    void forEachTraced(const std::function<void(Channel &&)> &f) const;

    // The channels that start at one cable end plugged into a module or fixed optical port (several
    // when the path enters a splitter at its A end), in canonical orientation. Empty if that end is no
    // channel terminal.
    std::vector<Channel> traceFrom(int cable, int end) const;

    // Every cable end from which a channel starts (traceFrom) in the cabling physically connected to
    // these cables through adapters, and every cable visited on the way. What an edit of these cables can
    // change is confined to the channels from these ends.
    struct Neighbourhood
    {
        std::vector<std::pair<int, int>> starts; // (cable, end)
        std::vector<int> cables;
    };
    Neighbourhood neighbourhood(const std::vector<int> &cables) const;

    // A channel runs from whichever of its two ends is met first in document order (cable order, A end
    // before B ends; cli.md), whether that end is in a module or is where an incomplete path stops.
    static void canonicalize(Channel &channel);
    // Identifies a channel whichever end it was traced from (after canonicalize()).
    static std::pair<quint64, quint64> key(const Channel &channel);

    // What a cable end plugged at `e` means for a channel: a terminal, or (nullopt) a pass-through
    // adapter side. `cord`: the cable is a fiber or copper cord, which passes through adapters; a
    // direct-attach end in a cage is a terminal itself.
    std::optional<Terminal> terminalAt(const Endpoint &e, bool cord) const;

private:
    void walk(Channel &channel, int cable, int enter, std::vector<Channel> &out) const;

    const Design &m_design;
};

} // namespace railyard
