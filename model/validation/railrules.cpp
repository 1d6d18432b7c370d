#include "validation/railrules.h"

namespace railyard {

bool isUnrailedLeaf(const Design &d, int device)
{
    return d.deviceType(device).role == Role::Leaf && !d.devices().at(device).rail;
}

void checkRailAlignment(const Design &d, const Channel &ch, const RailLink &link, IssueSink &sink)
{
    const Device &sw = d.devices().at(link.switchDevice);
    if (!sw.rail || *sw.rail == link.serverRail) return;
    const Endpoint &server = ch.start.device == link.server ? ch.start : ch.finish;
    sink.report(Rule::RailAlignment,
                ValidationText::tr("%1 is GPU rail %2 but reaches %3, which serves rail %4")
                    .arg(describeEndpoint(d, server))
                    .arg(link.serverRail)
                    .arg(sw.id)
                    .arg(*sw.rail),
                channelCables(ch), channelDevices(ch));
}

void checkLeafRails(const Design &d, int leaf, int su, const LeafUnitRails &group, IssueSink &sink)
{
    if (group.rails.size() < 2) return;
    QList<int> rails = group.rails;
    std::sort(rails.begin(), rails.end());
    QStringList names;
    for (int r : rails)
        names << QString::number(r);
    QList<int> cables;
    QList<int> devices{leaf};
    for (const Channel *ch : group.channels) {
        for (int c : channelCables(*ch))
            if (!cables.contains(c)) cables.append(c);
        for (int dev : channelDevices(*ch))
            if (!devices.contains(dev)) devices.append(dev);
    }
    const QString unit = su > 0 ? ValidationText::tr("scalable unit %1").arg(su)
                                : ValidationText::tr("servers with no scalable unit");
    sink.report(
        Rule::RailAlignment,
        ValidationText::tr(
            "%1 has no rail set and receives GPU rails %2 from %3; a rail-optimized leaf serves one rail")
            .arg(d.devices().at(leaf).id, names.join(QStringLiteral(", ")), unit),
        cables, devices);
}

} // namespace railyard
