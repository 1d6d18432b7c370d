#include "commission/statusoverlay.h"

#include "core/enumtext.h"
#include "design/design.h"
#include "render/palette.h"
#include "trace/channeltracer.h"

#include <QCoreApplication>

#include <algorithm>

namespace railyard {

namespace {

// Two statuses as one link: failed if either failed, else the less advanced.
CableStatus joined(CableStatus a, CableStatus b)
{
    if (a == CableStatus::Failed || b == CableStatus::Failed) return CableStatus::Failed;
    return std::min(a, b);
}

} // namespace

LinkOverlay statusOverlay(const Design &design)
{
    // A key per status in the format's order: the legend reads planned to in service, and the views draw the
    // higher keys on top — the work done over the planned rest, failed above all.
    LinkOverlay overlay;
    overlay.title = QCoreApplication::translate("Colouring", "Cables by install status");
    for (int s = 0; s <= int(CableStatus::Failed); ++s)
        overlay.keys.push_back({Palette::cableStatus(CableStatus(s)), cableStatusText(CableStatus(s))});
    overlay.cables.reserve(design.cables().liveCount());
    for (int c : design.cables().live())
        overlay.cables.insert(c, int(design.cables().at(c).status));
    for (const Channel &channel : ChannelTracer(design).traceAll()) {
        if (!channel.isComplete() || channel.start.isLoose() || channel.finish.isLoose()) continue;
        CableStatus status = design.cables().at(channel.hops[0].cable).status;
        for (const Hop &hop : channel.hops)
            status = joined(status, design.cables().at(hop.cable).status);
        const quint64 pair = LinkOverlay::pairKey(channel.start.device, channel.finish.device);
        const auto it = overlay.devicePairs.find(pair);
        if (it == overlay.devicePairs.end())
            overlay.devicePairs.insert(pair, int(status));
        else
            *it = int(joined(CableStatus(*it), status));
    }
    return overlay;
}

} // namespace railyard
