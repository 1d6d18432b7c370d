#include "asbuilt/linkjudge.h"

#include "design/design.h"
#include "trace/channeltracer.h"

#include <algorithm>

namespace railyard {

namespace {

// Gb/s a lane carries at each InfiniBand speed.
double laneGbps(const QString &speed)
{
    static const QHash<QString, double> lanes{
        {QStringLiteral("SDR"), 2.5},  {QStringLiteral("DDR"), 5},   {QStringLiteral("QDR"), 10},
        {QStringLiteral("FDR10"), 10}, {QStringLiteral("FDR"), 14},  {QStringLiteral("EDR"), 25},
        {QStringLiteral("HDR"), 50},   {QStringLiteral("NDR"), 100}, {QStringLiteral("XDR"), 200}};
    return lanes.value(speed, 0);
}

double linkGbps(const QString &width, const QString &speed)
{
    return QStringView(width).chopped(width.endsWith(QLatin1Char('x')) ? 1 : 0).toInt() * laneGbps(speed);
}

double channelGbps(const Design &design, const Channel &ch)
{
    // rate_gbps is per connector (a twin-port 800G module: 400).
    const auto perConnector = [](const Transceiver *m) { return m ? m->rateGbps : 0.0; };
    const Transceiver *ma = design.moduleAt(ch.start);
    const Transceiver *mb = design.moduleAt(ch.finish);
    double gbps = std::min(perConnector(ma), perConnector(mb));
    // A leg of a splitter runs at the split rate (NVIDIA's 400G SR4 at 200G behind an MFP7E20).
    for (const Hop &h : ch.hops)
        if (design.cableType(h.cable).legs > 1)
            for (const Transceiver *m : {ma, mb})
                if (m && m->splitRateGbps > 0) gbps = std::min(gbps, m->splitRateGbps);
    return gbps;
}

} // namespace

LinkJudge::LinkJudge(const Design &design, LinkScope scope) : m_design(design)
{
    collect(scope);
}

quint64 LinkJudge::keyOf(const LinkEnd &e)
{
    return (quint64(quint32(e.device)) << 24) | (quint64(quint16(e.port)) << 8) | quint64(quint8(e.sub));
}

QString LinkJudge::endText(const LinkEnd &e) const
{
    const Device &dev = m_design.devices().at(e.device);
    if (e.port < 0) return dev.id;
    const PortDef &p = m_design.deviceType(e.device).ports[size_t(e.port)];
    const Transceiver *m = m_design.moduleAt(Endpoint{e.device, e.port, e.sub, Side::None});
    const bool twin = (m && m->connectors > 1) || p.rails.size() > 1 || p.rdma.size() > 1;
    return twin ? QStringLiteral("%1:%2.%3").arg(dev.id, p.name).arg(e.sub)
                : QStringLiteral("%1:%2").arg(dev.id, p.name);
}

std::optional<LinkEnd> LinkJudge::designPeer(const LinkEnd &end) const
{
    const auto link = m_linkOf.constFind(keyOf(end));
    if (link == m_linkOf.cend()) return std::nullopt;
    const DesignLink &l = m_links[size_t(link.value())];
    return l.a == end ? l.b : l.a;
}

// The InfiniBand fabric's channels: those reaching a host's compute port, and the switch-to-switch channels
// of the switches they reach (switch ports name no network), however many tiers up. Ethernet is every other
// channel between two complete ends: storage, in-band and management networks.
void LinkJudge::collect(LinkScope scope)
{
    const auto inFabric = [this](const Endpoint &e) {
        const Network n = m_design.port(e).network;
        return n == Network::Compute || n == Network::None;
    };
    const std::vector<Channel> channels = ChannelTracer(m_design).traceAll();
    std::vector<const Channel *> complete, candidates;
    QSet<int> fabricDevices;
    for (const Channel &ch : channels) {
        if (!isCompleteTerminal(ch.startTerminal) || !isCompleteTerminal(ch.finishTerminal)) continue;
        complete.push_back(&ch);
        if (!inFabric(ch.start) || !inFabric(ch.finish)) continue;
        candidates.push_back(&ch);
        for (const Endpoint &e : {ch.start, ch.finish})
            if (m_design.port(e).network == Network::Compute) fabricDevices.insert(e.device);
    }
    // A fabric of switches only (no host cabled yet): their switch-to-switch channels are the fabric.
    if (fabricDevices.isEmpty())
        for (const Channel *ch : candidates)
            if (isSwitchRole(m_design.deviceType(ch->start.device).role) &&
                isSwitchRole(m_design.deviceType(ch->finish.device).role)) {
                fabricDevices.insert(ch->start.device);
                fabricDevices.insert(ch->finish.device);
            }
    for (bool grew = true; grew;) {
        grew = false;
        for (const Channel *ch : candidates) {
            const bool a = fabricDevices.contains(ch->start.device);
            const bool b = fabricDevices.contains(ch->finish.device);
            if (a != b) {
                fabricDevices.insert(a ? ch->finish.device : ch->start.device);
                grew = true;
            }
        }
    }
    const auto onFabric = [&](const Channel *ch) {
        return inFabric(ch->start) && inFabric(ch->finish) && fabricDevices.contains(ch->start.device);
    };
    // The catalog does not say which switches speak InfiniBand; those of the compute fabric's types do, and a
    // storage fabric of the same switches is InfiniBand too (the DGX SuperPOD's): no LLDP there.
    QSet<int> ibSwitchTypes;
    for (int device : fabricDevices) {
        if (isSwitchRole(m_design.deviceType(device).role))
            ibSwitchTypes.insert(m_design.devices().at(device).type);
    }
    const auto ibPort = [&](const Endpoint &e) {
        return ibSwitchTypes.contains(m_design.devices().at(e.device).type) &&
               m_design.port(e).network != Network::Oob; // the management port is Ethernet
    };
    const auto onInfiniBand = [&](const Channel *ch) {
        return onFabric(ch) || ibPort(ch->start) || ibPort(ch->finish);
    };
    for (const Channel *ch : complete) {
        if (scope == LinkScope::InfiniBand ? !onFabric(ch) : onInfiniBand(ch)) continue;
        DesignLink l;
        l.a = {ch->start.device, ch->start.port, ch->start.effectiveSub()};
        l.b = {ch->finish.device, ch->finish.port, ch->finish.effectiveSub()};
        for (const Hop &h : ch->hops)
            if (!l.cables.contains(m_design.cables().at(h.cable).id))
                l.cables.append(m_design.cables().at(h.cable).id);
        l.gbps = scope == LinkScope::InfiniBand ? channelGbps(m_design, *ch) : 0;
        m_linkOf.insert(keyOf(l.a), int(m_links.size()));
        m_linkOf.insert(keyOf(l.b), int(m_links.size()));
        m_devices.insert(l.a.device);
        m_devices.insert(l.b.device);
        m_links.push_back(l);
    }
}

void LinkJudge::observe(const ObservedLink &link)
{
    for (const auto &[mine, other, otherText, isA] :
         {std::tuple{link.a, link.b, link.textB, true}, std::tuple{link.b, link.a, link.textA, false}})
        if (mine && mine->port >= 0)
            m_found.insert(keyOf(*mine), Found{other, otherText, link.width, link.speed, link.source, isA});
    if (link.a) m_seenDevices.insert(link.a->device);
    if (link.b) m_seenDevices.insert(link.b->device);
    m_observed.push_back(link);
}

Verification LinkJudge::judge(bool judgeUnreported)
{
    Verification result;
    judgeDesignLinks(judgeUnreported, result);
    judgeObservedLinks(result);
    QList<int> devices(m_devices.cbegin(), m_devices.cend());
    std::sort(devices.begin(), devices.end());
    for (int device : devices)
        if (!m_seenDevices.contains(device)) result.notDiscovered.append(m_design.devices().at(device).id);
    return result;
}

void LinkJudge::judgeDesignLinks(bool judgeUnreported, Verification &result) const
{
    std::vector<bool> consumed(m_links.size(), false);
    for (size_t i = 0; i < m_links.size(); ++i) {
        if (consumed[i]) continue;
        const DesignLink &l = m_links[i];
        VerifiedLink v;
        v.design = {endText(l.a), endText(l.b), l.cables};
        const auto fa = m_found.constFind(keyOf(l.a));
        const auto fb = m_found.constFind(keyOf(l.b));
        if (fa == m_found.cend() && fb == m_found.cend()) {
            if (!judgeUnreported && !m_seenDevices.contains(l.a.device) &&
                !m_seenDevices.contains(l.b.device))
                continue; // no report from either end: nothing to say of it but that its devices are unseen
            v.status = LinkStatus::Missing;
            result.links.push_back(v);
            continue;
        }
        // Seen from the end the fabric reports (the first, if both).
        const bool fromA = fa != m_found.cend();
        const Found &f = fromA ? fa.value() : fb.value();
        const LinkEnd &near = fromA ? l.a : l.b;
        const LinkEnd &far = fromA ? l.b : l.a;
        v.found = {endText(near), f.otherText, {}};
        v.width = f.width;
        v.speed = f.speed;
        v.reported = f.source;
        v.reportedReversed = fromA != f.mineIsA;
        if (f.other && *f.other == far) {
            const bool slow = l.gbps > 0 && linkGbps(f.width, f.speed) + 1e-9 < l.gbps;
            v.status = slow ? LinkStatus::Degraded : LinkStatus::Ok;
            result.links.push_back(v);
            continue;
        }
        v.status = f.other && f.other->device == far.device ? LinkStatus::WrongPort : LinkStatus::WrongPeer;
        // Swapped: this link's near end reaches another design link's far end, whose near end reaches ours.
        if (f.other) {
            const auto j = m_linkOf.constFind(keyOf(*f.other));
            if (j != m_linkOf.cend() && size_t(j.value()) != i && !consumed[size_t(j.value())]) {
                const DesignLink &o = m_links[size_t(j.value())];
                const LinkEnd otherNear = o.a == *f.other ? o.b : o.a;
                const auto back = m_found.constFind(keyOf(otherNear));
                if (back != m_found.cend() && back->other && *back->other == far) {
                    v.status = LinkStatus::Swapped;
                    v.pairedWith = {endText(o.a), endText(o.b), o.cables};
                    consumed[size_t(j.value())] = true;
                }
            }
        }
        result.links.push_back(v);
    }
}

void LinkJudge::judgeObservedLinks(Verification &result) const
{
    QSet<QPair<quint64, quint64>> reported; // LLDP sees a link from both ends: once is enough
    for (const ObservedLink &d : m_observed) {
        const bool aInDesign = d.a && d.a->port >= 0 && m_linkOf.contains(keyOf(*d.a));
        const bool bInDesign = d.b && d.b->port >= 0 && m_linkOf.contains(keyOf(*d.b));
        if (aInDesign || bInDesign) continue; // its design link's verdict tells of it
        if (d.a && d.b && d.a->port >= 0 && d.b->port >= 0) {
            const quint64 ka = keyOf(*d.a), kb = keyOf(*d.b);
            if (reported.contains({std::min(ka, kb), std::max(ka, kb)})) continue;
            reported.insert({std::min(ka, kb), std::max(ka, kb)});
        }
        VerifiedLink v;
        v.status = d.a && d.b ? LinkStatus::Unexpected : LinkStatus::UnknownDevice;
        v.found = {d.textA, d.textB, {}};
        v.width = d.width;
        v.speed = d.speed;
        result.links.push_back(v);
    }
}

} // namespace railyard
