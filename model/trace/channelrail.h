#pragma once

#include "trace/channel.h"

#include <algorithm>
#include <optional>

namespace railyard {

class Design;

// The rail a GPU-server end of a channel belongs to, and the switch at the other end.
struct RailLink
{
    int server = -1;
    int serverRail = 0;
    int su = 0; // the server's su, 0 when it has none
    int switchDevice = -1;
};
// A channel between a GPU-server port with a rail and a switch, or nullopt.
std::optional<RailLink> railLink(const Design &d, const Channel &ch);

// The rail a cable carries, given the rails of the channels through it: the lowest (a trunk carries several),
// whatever order the channels come in, so the views, the labels and the cable schedule always agree. Folds
// one channel's rail (0: none) into what is known so far.
inline int foldCableRail(int known, int channelRail)
{
    if (channelRail <= 0) return known;
    return known <= 0 ? channelRail : std::min(known, channelRail);
}

} // namespace railyard
