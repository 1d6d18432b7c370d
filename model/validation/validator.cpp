#include "validation/validator.h"

#include "trace/channeltracer.h"
#include "validation/channelrules.h"
#include "validation/matingrules.h"
#include "validation/objectrules.h"
#include "validation/railrules.h"

#include <QHash>
#include <QSet>

namespace railyard {

QList<Issue> validateDesign(const Design &d)
{
    QList<Issue> issues;
    IssueSink sink(issues);

    // Channels, and which adapters they pass (their matings are checked as part of the channel).
    const std::vector<Channel> channels = ChannelTracer(d).traceAll();
    QSet<quint64> coveredAdapters;
    QHash<std::pair<int, int>, LeafUnitRails> leafUnits;
    for (const Channel &ch : channels) {
        const ChannelAnalysis a = analyzeChannel(d, ch);
        checkChannel(d, ch, a, sink);
        for (const Mating &m : a.matings)
            if (m.adapter)
                coveredAdapters.insert(Connectivity::key(Endpoint{m.at.device, m.at.port, m.at.sub, Side::None}));
        if (const std::optional<RailLink> link = railLink(d, ch)) {
            checkRailAlignment(d, ch, *link, sink);
            if (isUnrailedLeaf(d, link->switchDevice)) {
                LeafUnitRails &group = leafUnits[{link->switchDevice, link->su}];
                if (!group.rails.contains(link->serverRail))
                    group.rails.append(link->serverRail);
                group.channels.append(&ch);
            }
        }
    }
    for (auto it = leafUnits.cbegin(); it != leafUnits.cend(); ++it)
        checkLeafRails(d, it.key().first, it.key().second, it.value(), sink);

    // Cables: their ends, routes, port conflicts, and matings at adapters that no channel passes.
    QHash<QString, QList<int>> labels;
    for (int c : d.cables().live()) {
        const Cable &cable = d.cables().at(c);
        checkCable(d, c, sink);
        for (int end = 0; end < int(cable.ends.size()); ++end) {
            const Endpoint &e = cable.ends[end];
            if (e.isLoose())
                continue;
            checkPortConflict(d, c, end, sink);
            // Each adapter mating once: from its front plug.
            if (e.side == Side::Front && d.port(e).kind == PortKind::Adapter && d.cableType(c).isFiber() &&
                !coveredAdapters.contains(Connectivity::key(Endpoint{e.device, e.port, e.sub, Side::None})) &&
                d.connectivity().at(e) == Connectivity::EndRef{c, end})
                if (const std::optional<Mating> m = adapterMating(d, e, c, end))
                    checkStandaloneMating(d, *m, sink);
        }
        if (!cable.label.isEmpty())
            labels[cable.label].append(c);
    }
    for (auto it = labels.cbegin(); it != labels.cend(); ++it)
        checkLabel(it.key(), it.value(), sink);

    // Devices and racks.
    QHash<int, QList<int>> devicesByRack;
    for (int dev : d.devices().live()) {
        checkDevice(d, dev, sink);
        if (d.devices().at(dev).rack >= 0)
            devicesByRack[d.devices().at(dev).rack].append(dev);
    }
    for (auto it = devicesByRack.cbegin(); it != devicesByRack.cend(); ++it)
        checkRack(d, it.key(), it.value(), sink);

    sortIssues(d, issues);
    return issues;
}

ValidationSummary summarize(const QList<Issue> &issues)
{
    ValidationSummary s;
    for (const Issue &i : issues) {
        switch (i.severity) {
        case Severity::Error: ++s.errors; break;
        case Severity::Warning: ++s.warnings; break;
        case Severity::Info: ++s.infos; break;
        }
    }
    return s;
}

} // namespace railyard
