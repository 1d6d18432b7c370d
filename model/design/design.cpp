#include "design/design.h"

#include <QSet>

namespace railyard {

void Design::insertCable(int slot, Cable cable)
{
    m_connectivity.addCable(slot, cable);
    const QString replaces = cable.replaces();
    const bool named = !m_replacements.isEmpty() && m_replacements.value(cable.id) > 0;
    m_cables.insert(slot, std::move(cable));
    if (named) m_connectivity.setOutgoing(slot, true);
    if (!replaces.isEmpty()) countReplacement(replaces, +1);
}

Cable Design::takeCable(int slot)
{
    m_connectivity.removeCable(slot, m_cables.at(slot));
    m_connectivity.setOutgoing(slot, false);
    Cable c = m_cables.take(slot);
    if (!c.replaces().isEmpty()) countReplacement(c.replaces(), -1);
    return c;
}

void Design::renameCable(int slot, const QString &id)
{
    m_cables.rename(slot, id);
    // The link is by id: under its new name the cable is replaced, or not, by whichever cables name that.
    if (!m_replacements.isEmpty()) m_connectivity.setOutgoing(slot, m_replacements.value(id) > 0);
}

void Design::setCableReplaces(int slot, const QString &id)
{
    Cable &c = m_cables.at(slot);
    if (c.replaces() == id) return;
    const QString old = c.replaces();
    c.editExtras().replaces = id;
    if (!old.isEmpty()) countReplacement(old, -1);
    if (!id.isEmpty()) countReplacement(id, +1);
}

int Design::replacementCycle() const
{
    if (m_replacements.isEmpty()) return -1;
    // Each chain of links walked once: cables on the chain being walked are 1, cables done are 2.
    QHash<int, int> state;
    for (int start : m_cables.live()) {
        if (m_cables.at(start).replaces().isEmpty() || state.value(start) == 2) continue;
        QList<int> path;
        for (int c = start; c >= 0 && !m_cables.at(c).replaces().isEmpty();) {
            const int seen = state.value(c);
            if (seen == 1) return c;
            if (seen == 2) break;
            state.insert(c, 1);
            path.append(c);
            c = m_cables.find(m_cables.at(c).replaces());
        }
        for (int c : path)
            state.insert(c, 2);
    }
    return -1;
}

void Design::countReplacement(const QString &id, int delta)
{
    int &n = m_replacements[id];
    n += delta;
    if (n <= 0) m_replacements.remove(id);
    refreshReplaced(id);
}

void Design::refreshReplaced(const QString &id)
{
    if (const int cable = m_cables.find(id); cable >= 0)
        m_connectivity.setOutgoing(cable, m_replacements.value(id) > 0);
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

int Design::connectorsAt(int device, int port) const
{
    const Transceiver *m = moduleAt(Endpoint{device, port, 1, Side::None});
    return m ? std::max(1, m->connectors) : 1;
}

const Transceiver *Design::builtInOptic(const Endpoint &e) const
{
    if (e.isLoose()) return nullptr;
    const QString &optic = port(e).optic;
    return optic.isEmpty() ? nullptr : catalog.transceivers.find(optic);
}

void Design::renameRack(int slot, const QString &id)
{
    const QString old = m_racks.at(slot).id;
    m_racks.rename(slot, id);
    for (RackDrop &drop : pathways.drops)
        if (drop.rack == old) drop.rack = id;
}

Pathways Design::pathwaysToSave() const
{
    Pathways kept = pathways;
    kept.drops.removeIf([this](const RackDrop &drop) { return m_racks.find(drop.rack) < 0; });
    return kept;
}

QStringList Design::routeToSave(const Cable &cable, const PathwayIndex &index) const
{
    for (const QString &segment : cable.route())
        if (index.segment(segment) < 0) return {};
    return cable.route();
}

bool Design::sameContent(const Design &o) const
{
    return name == o.name && currency == o.currency && settings == o.settings && quote == o.quote &&
           catalog == o.catalog && extra == o.extra && revisions == o.revisions && pathways == o.pathways &&
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
    QSet<QString> named;
    for (int c : m_cables.live())
        if (!m_cables.at(c).replaces().isEmpty()) named.insert(m_cables.at(c).replaces());
    for (int c : m_cables.live())
        if (isReplaced(c) != named.contains(m_cables.at(c).id))
            return QStringLiteral("cable %1 is %2 as replaced")
                .arg(m_cables.at(c).id,
                     isReplaced(c) ? QStringLiteral("wrongly marked") : QStringLiteral("not marked"));
    return {};
}

} // namespace railyard
