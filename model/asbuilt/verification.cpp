#include "asbuilt/verification.h"

#include "asbuilt/nodenames.h"
#include "asbuilt/portplacement.h"
#include "design/design.h"
#include "trace/channeltracer.h"

#include <QSet>

#include <optional>

namespace railyard {

namespace {

// A design port's connector: device slot, port index, 1-based sub. port < 0: a device whose port the fabric
// names in a way the design cannot place.
struct End
{
    int device = -1;
    int port = -1;
    int sub = 1;
    bool operator==(const End &) const = default;
};

quint64 keyOf(const End &e)
{
    return (quint64(quint32(e.device)) << 24) | (quint64(quint16(e.port)) << 8) | quint64(quint8(e.sub));
}

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

class Verifier
{
public:
    Verifier(const Design &d, const IbFabric &f, const VerifyOptions &o)
        : m_design(d), m_fabric(f), m_options(o)
    {
    }

    Verification run()
    {
        collectDesignLinks();
        placeDiscoveredLinks();
        judgeDesignLinks();
        judgeDiscoveredLinks();
        findUndiscoveredDevices();
        return std::move(m_result);
    }

private:
    struct DesignLink
    {
        End a, b;
        QStringList cables;
        double gbps = 0; // what the two modules run on this channel
    };
    struct Found
    {
        std::optional<End> other; // placed on a design device
        QString otherText;        // how the other end reads
        QString width, speed;
    };

    QString endText(const End &e) const
    {
        const Device &dev = m_design.devices().at(e.device);
        if (e.port < 0) return dev.id;
        const PortDef &p = m_design.deviceType(e.device).ports[size_t(e.port)];
        const Transceiver *m = m_design.moduleAt(Endpoint{e.device, e.port, e.sub, Side::None});
        const bool twin = (m && m->connectors > 1) || p.rails.size() > 1 || p.rdma.size() > 1;
        return twin ? QStringLiteral("%1:%2.%3").arg(dev.id, p.name).arg(e.sub)
                    : QStringLiteral("%1:%2").arg(dev.id, p.name);
    }

    double channelGbps(const Channel &ch) const
    {
        // rate_gbps is per connector (a twin-port 800G module: 400).
        const auto perConnector = [](const Transceiver *m) { return m ? m->rateGbps : 0.0; };
        const Transceiver *ma = m_design.moduleAt(ch.start);
        const Transceiver *mb = m_design.moduleAt(ch.finish);
        double gbps = std::min(perConnector(ma), perConnector(mb));
        // A leg of a splitter runs at the split rate (NVIDIA's 400G SR4 at 200G behind an MFP7E20).
        for (const Hop &h : ch.hops)
            if (m_design.cableType(h.cable).legs > 1)
                for (const Transceiver *m : {ma, mb})
                    if (m && m->splitRateGbps > 0) gbps = std::min(gbps, m->splitRateGbps);
        return gbps;
    }

    // The InfiniBand fabric's channels: those reaching a host's compute port, and the switch-to-switch
    // channels of the switches they reach (switch ports name no network), however many tiers up. Storage and
    // management networks (their host ports say so) stay out.
    void collectDesignLinks()
    {
        const auto inFabric = [this](const Endpoint &e) {
            const Network n = m_design.port(e).network;
            return n == Network::Compute || n == Network::None;
        };
        std::vector<const Channel *> candidates;
        const std::vector<Channel> channels = ChannelTracer(m_design).traceAll();
        for (const Channel &ch : channels) {
            if (ch.startTerminal != Terminal::Module || ch.finishTerminal != Terminal::Module) continue;
            if (!inFabric(ch.start) || !inFabric(ch.finish)) continue;
            candidates.push_back(&ch);
            for (const Endpoint &e : {ch.start, ch.finish})
                if (m_design.port(e).network == Network::Compute) m_fabricDevices.insert(e.device);
        }
        for (bool grew = true; grew;) {
            grew = false;
            for (const Channel *ch : candidates) {
                const bool a = m_fabricDevices.contains(ch->start.device);
                const bool b = m_fabricDevices.contains(ch->finish.device);
                if (a != b) {
                    m_fabricDevices.insert(a ? ch->finish.device : ch->start.device);
                    grew = true;
                }
            }
        }
        for (const Channel *ch : candidates) {
            if (!m_fabricDevices.contains(ch->start.device)) continue;
            DesignLink l;
            l.a = {ch->start.device, ch->start.port, ch->start.effectiveSub()};
            l.b = {ch->finish.device, ch->finish.port, ch->finish.effectiveSub()};
            for (const Hop &h : ch->hops)
                if (!l.cables.contains(m_design.cables().at(h.cable).id))
                    l.cables.append(m_design.cables().at(h.cable).id);
            l.gbps = channelGbps(*ch);
            m_linkOf.insert(keyOf(l.a), int(m_links.size()));
            m_linkOf.insert(keyOf(l.b), int(m_links.size()));
            m_links.push_back(l);
        }
    }

    // Where a discovered port is in the design; nullopt with `text` when it names no design device.
    std::optional<End> place(const IbNode &node, int ibPort, QString &text) const
    {
        const DiscoveredName name = discoveredName(node);
        const bool isSwitch = node.kind == IbNode::Kind::Switch;
        // A node that names nobody may still be a device an import named by its GUID.
        const QString id = name.kind == DiscoveredName::Kind::Unnamed || name.host.isEmpty()
                               ? QStringLiteral("%1-%2")
                                     .arg(isSwitch ? QStringLiteral("sw") : QStringLiteral("ca"))
                                     .arg(node.guid, 16, 16, QLatin1Char('0'))
                               : name.host;
        const int device = m_design.devices().find(id);
        if (device < 0) {
            if (name.kind == DiscoveredName::Kind::Unnamed || name.host.isEmpty())
                text = QStringLiteral("\"%1\" port %2").arg(node.description).arg(ibPort);
            else
                text = !isSwitch && !name.hca.isEmpty()
                           ? QStringLiteral("%1 %2").arg(name.host, name.hca)
                           : QStringLiteral("%1 port %2").arg(name.host).arg(ibPort);
            return std::nullopt;
        }
        End e{device, -1, 1};
        const DeviceType &type = m_design.deviceType(device);
        const auto at = [device](const std::optional<Connector> &c) {
            return c ? End{device, c->first, c->second} : End{device, -1, 1};
        };
        if (isSwitch) {
            e = at(switchConnector(type, ibPort));
            if (e.port < 0) text = QStringLiteral("%1 port %2").arg(name.host).arg(ibPort);
        } else if (name.hca.isEmpty()) {
            // An adapter that does not say which of the host's it is: the host's first compute connector,
            // unless the design cables its peer to another one of the host's (placeDiscoveredLinks).
            const std::vector<Connector> compute = computeConnectors(type);
            if (!compute.empty()) e = End{device, compute.front().first, 1};
            if (e.port >= 0) m_unsure.insert(keyOf(e));
        } else {
            e = at(hostConnector(type, rdmaDeviceName(name.hca), m_options.hcaPorts));
            if (e.port < 0) text = QStringLiteral("%1 %2").arg(name.host, name.hca);
        }
        if (e.port >= 0) text = endText(e);
        return e;
    }

    void placeDiscoveredLinks()
    {
        for (const IbLink &l : m_fabric.links) {
            const IbNode &na = m_fabric.nodes[size_t(l.a.node)];
            const IbNode &nb = m_fabric.nodes[size_t(l.b.node)];
            // A switch's aggregation node is inside the switch: no cable.
            if (discoveredName(na).kind == DiscoveredName::Kind::AggregationNode ||
                discoveredName(nb).kind == DiscoveredName::Kind::AggregationNode)
                continue;
            QString ta, tb;
            std::optional<End> ea = place(na, l.a.port, ta);
            std::optional<End> eb = place(nb, l.b.port, tb);
            // An adapter that does not say which of its host's it is sits where the design cables its peer.
            const auto settle = [this](std::optional<End> &mine, const std::optional<End> &other,
                                       QString &text) {
                if (!mine || !other || other->port < 0 || !m_unsure.contains(keyOf(*mine))) return;
                const auto link = m_linkOf.constFind(keyOf(*other));
                if (link == m_linkOf.cend()) return;
                const DesignLink &dl = m_links[size_t(link.value())];
                const End far = dl.a == *other ? dl.b : dl.a;
                if (far.device != mine->device) return;
                mine = far;
                text = endText(far);
            };
            settle(ea, eb, ta);
            settle(eb, ea, tb);
            for (const auto &[mine, other, otherText] : {std::tuple{ea, eb, tb}, std::tuple{eb, ea, ta}})
                if (mine && mine->port >= 0)
                    m_found.insert(keyOf(*mine), Found{other, otherText, l.width, l.speed});
            m_seenDevices.insert(ea ? ea->device : -1);
            m_seenDevices.insert(eb ? eb->device : -1);
            m_discovered.push_back({ea, eb, ta, tb, l.width, l.speed});
        }
        // A node whose links all go to its aggregation node still shows its switch.
        for (const IbNode &n : m_fabric.nodes) {
            const DiscoveredName name = discoveredName(n);
            if (!name.host.isEmpty()) m_seenDevices.insert(m_design.devices().find(name.host));
        }
    }

    void judgeDesignLinks()
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
                v.status = LinkStatus::Missing;
                m_result.links.push_back(v);
                continue;
            }
            // Seen from the end the fabric reports (the first, if both).
            const bool fromA = fa != m_found.cend();
            const Found &f = fromA ? fa.value() : fb.value();
            const End &near = fromA ? l.a : l.b;
            const End &far = fromA ? l.b : l.a;
            v.found = {endText(near), f.otherText, {}};
            v.width = f.width;
            v.speed = f.speed;
            if (f.other && *f.other == far) {
                v.status = linkGbps(f.width, f.speed) + 1e-9 < l.gbps ? LinkStatus::Degraded : LinkStatus::Ok;
                m_result.links.push_back(v);
                continue;
            }
            v.status =
                f.other && f.other->device == far.device ? LinkStatus::WrongPort : LinkStatus::WrongPeer;
            // Swapped: this link's near end reaches another design link's far end, whose near end reaches
            // ours.
            if (f.other) {
                const auto j = m_linkOf.constFind(keyOf(*f.other));
                if (j != m_linkOf.cend() && size_t(j.value()) != i && !consumed[size_t(j.value())]) {
                    const DesignLink &o = m_links[size_t(j.value())];
                    const End otherNear = o.a == *f.other ? o.b : o.a;
                    const auto back = m_found.constFind(keyOf(otherNear));
                    if (back != m_found.cend() && back->other && *back->other == far) {
                        v.status = LinkStatus::Swapped;
                        v.pairedWith = {endText(o.a), endText(o.b), o.cables};
                        consumed[size_t(j.value())] = true;
                    }
                }
            }
            m_result.links.push_back(v);
        }
    }

    void judgeDiscoveredLinks()
    {
        for (const Discovered &d : m_discovered) {
            const bool aInDesign = d.a && d.a->port >= 0 && m_linkOf.contains(keyOf(*d.a));
            const bool bInDesign = d.b && d.b->port >= 0 && m_linkOf.contains(keyOf(*d.b));
            if (aInDesign || bInDesign) continue; // its design link's verdict tells of it
            VerifiedLink v;
            v.status = d.a && d.b ? LinkStatus::Unexpected : LinkStatus::UnknownDevice;
            v.found = {d.textA, d.textB, {}};
            v.width = d.width;
            v.speed = d.speed;
            m_result.links.push_back(v);
        }
    }

    void findUndiscoveredDevices()
    {
        QList<int> devices(m_fabricDevices.cbegin(), m_fabricDevices.cend());
        std::sort(devices.begin(), devices.end());
        for (int device : devices)
            if (!m_seenDevices.contains(device))
                m_result.notDiscovered.append(m_design.devices().at(device).id);
    }

    struct Discovered
    {
        std::optional<End> a, b;
        QString textA, textB, width, speed;
    };

    const Design &m_design;
    const IbFabric &m_fabric;
    const VerifyOptions &m_options;
    std::vector<DesignLink> m_links;
    QHash<quint64, int> m_linkOf;
    QHash<quint64, Found> m_found;
    std::vector<Discovered> m_discovered;
    QSet<int> m_fabricDevices, m_seenDevices;
    // Ends placed on a guess (an adapter without an RDMA name), to be moved to where the design cables its
    // peer.
    mutable QSet<quint64> m_unsure;
    Verification m_result;
};

} // namespace

QString linkStatusName(LinkStatus status)
{
    switch (status) {
    case LinkStatus::Ok:
        return QStringLiteral("ok");
    case LinkStatus::Missing:
        return QStringLiteral("missing");
    case LinkStatus::WrongPeer:
        return QStringLiteral("wrong-peer");
    case LinkStatus::WrongPort:
        return QStringLiteral("wrong-port");
    case LinkStatus::Swapped:
        return QStringLiteral("swapped");
    case LinkStatus::Degraded:
        return QStringLiteral("degraded");
    case LinkStatus::Unexpected:
        return QStringLiteral("unexpected");
    case LinkStatus::UnknownDevice:
        return QStringLiteral("unknown-device");
    }
    return {};
}

QMap<QString, int> Verification::summary() const
{
    QMap<QString, int> counts;
    for (const VerifiedLink &l : links)
        ++counts[linkStatusName(l.status)];
    if (!notDiscovered.isEmpty()) counts.insert(QStringLiteral("not-discovered"), int(notDiscovered.size()));
    return counts;
}

bool Verification::allOk() const
{
    return notDiscovered.isEmpty() && std::all_of(links.cbegin(), links.cend(), [](const VerifiedLink &l) {
               return l.status == LinkStatus::Ok;
           });
}

Verification verifyIbFabric(const Design &design, const IbFabric &fabric, const VerifyOptions &options)
{
    return Verifier(design, fabric, options).run();
}

Result<QHash<QString, QString>> parseHcaMap(const QByteArray &text, const QString &fileName)
{
    QHash<QString, QString> ports;
    const QStringList lines = QString::fromUtf8(text).split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#'))) continue;
        const QStringList cells = line.split(QLatin1Char(','));
        if (i == 0 && cells.value(0).trimmed() == QLatin1String("port")) continue; // a header
        if (cells.size() != 2 || cells[0].trimmed().isEmpty() || cells[1].trimmed().isEmpty())
            return IoError{fileName,
                           QStringLiteral("line %1").arg(i + 1),
                           {},
                           QStringLiteral("expected port,hca-name (osfp1.2,mlx5_11): %1").arg(line.left(80))};
        ports.insert(rdmaDeviceName(cells[1].trimmed()), cells[0].trimmed());
    }
    return ports;
}

} // namespace railyard
