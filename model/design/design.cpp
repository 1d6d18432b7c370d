#include "design/design.h"

namespace railyard {

void Design::insertCable(int slot, Cable cable)
{
    m_connectivity.addCable(slot, cable);
    m_cables.insert(slot, std::move(cable));
}

Cable Design::takeCable(int slot)
{
    m_connectivity.removeCable(slot, m_cables.at(slot));
    return m_cables.take(slot);
}

void Design::setCableEnd(int slot, int end, const Endpoint &endpoint)
{
    Cable &c = m_cables.at(slot);
    m_connectivity.remove(c.ends[end], {slot, end});
    c.ends[end] = endpoint;
    m_connectivity.add(endpoint, {slot, end});
}

void Design::reserve(int racks, int devices, int cables)
{
    m_racks.reserve(racks);
    m_devices.reserve(devices);
    m_cables.reserve(cables);
    m_connectivity.reserveDevices(devices);
}

const Transceiver *Design::moduleAt(const Endpoint &e) const
{
    if (e.isLoose()) return nullptr;
    const int t = m_devices.at(e.device).moduleAt(e.port);
    return t < 0 ? nullptr : &catalog.transceivers.at(t);
}

const Transceiver *Design::builtInOptic(const Endpoint &e) const
{
    if (e.isLoose()) return nullptr;
    const QString &optic = port(e).optic;
    return optic.isEmpty() ? nullptr : catalog.transceivers.find(optic);
}

bool Design::sameContent(const Design &o) const
{
    return name == o.name && currency == o.currency && settings == o.settings && quote == o.quote &&
           catalog == o.catalog && extra == o.extra && revisions == o.revisions &&
           m_racks.sameContent(o.m_racks) && m_devices.sameContent(o.m_devices) &&
           m_cables.sameContent(o.m_cables);
}

QString Design::checkInvariants() const
{
    qsizetype ends = 0;
    for (int d : m_devices.live()) {
        const Device &dev = m_devices.at(d);
        if (m_devices.find(dev.id) != d)
            return QStringLiteral("device %1 is not indexed at its slot").arg(dev.id);
        if (dev.type < 0 || dev.type >= catalog.deviceTypes.size())
            return QStringLiteral("device %1 has no type").arg(dev.id);
        if (dev.rack >= 0 && !m_racks.isLive(dev.rack))
            return QStringLiteral("device %1 is in a removed rack").arg(dev.id);
    }
    for (int r : m_racks.live())
        if (m_racks.find(m_racks.at(r).id) != r)
            return QStringLiteral("rack %1 is not indexed at its slot").arg(m_racks.at(r).id);
    for (int c : m_cables.live()) {
        const Cable &cable = m_cables.at(c);
        if (m_cables.find(cable.id) != c)
            return QStringLiteral("cable %1 is not indexed at its slot").arg(cable.id);
        for (int i = 0; i < int(cable.ends.size()); ++i) {
            const Endpoint &e = cable.ends[i];
            if (e.isLoose()) continue;
            ++ends;
            if (!m_devices.isLive(e.device))
                return QStringLiteral("cable %1 ends on a removed device").arg(cable.id);
            if (!m_connectivity.allAt(e).contains(Connectivity::EndRef{c, i}))
                return QStringLiteral("cable %1 end %2 is missing from the connectivity index")
                    .arg(cable.id)
                    .arg(i);
        }
    }
    if (ends != m_connectivity.size())
        return QStringLiteral("connectivity index holds %1 ends, cables have %2")
            .arg(m_connectivity.size())
            .arg(ends);
    return {};
}

} // namespace railyard
