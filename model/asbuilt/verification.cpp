#include "asbuilt/verification.h"

#include "asbuilt/linkjudge.h"
#include "asbuilt/nodenames.h"
#include "asbuilt/portplacement.h"
#include "design/design.h"

#include <QSet>

#include <algorithm>

#include <optional>

namespace railyard {

namespace {

// Places what ibnetdiscover reports on the design, for the LinkJudge.
class IbPlacer
{
public:
    IbPlacer(const Design &d, const IbFabric &f, const VerifyOptions &o)
        : m_design(d), m_fabric(f), m_options(o), m_judge(d, LinkScope::InfiniBand),
          m_names(discoveredNames(f)), m_ids(discoveredDeviceIds(f, m_names))
    {
    }

    Verification run()
    {
        for (int i = 0; i < int(m_fabric.links.size()); ++i)
            placeLink(m_fabric.links[size_t(i)], i);
        // A node whose links all go to its aggregation node still shows its switch.
        for (size_t n = 0; n < m_fabric.nodes.size(); ++n)
            if (!m_ids[n].isEmpty()) m_judge.markSeen(m_design.devices().find(m_ids[n]));
        return m_judge.judge(true);
    }

private:
    // Where a discovered port is in the design; nullopt with `text` when it names no design device.
    // `guessed`: the end is a host's first compute connector, for want of a name that says which (placeLink
    // moves it).
    std::optional<LinkEnd> place(int nodeIndex, int ibPort, QString &text, bool &guessed)
    {
        const IbNode &node = m_fabric.nodes[size_t(nodeIndex)];
        const DiscoveredName &name = m_names[size_t(nodeIndex)];
        const bool isSwitch = node.kind == IbNode::Kind::Switch;
        // A node that names nobody may still be a device an import named by its GUID.
        const QString &id = m_ids[size_t(nodeIndex)];
        const int device = m_design.devices().find(id);
        if (device < 0) {
            if (name.kind == DiscoveredName::Kind::Unnamed)
                text = name.unusable ? QStringLiteral("%1 port %2").arg(id).arg(ibPort)
                                     : QStringLiteral("\"%1\" port %2").arg(node.description).arg(ibPort);
            else
                text = !isSwitch && !name.hca.isEmpty()
                           ? QStringLiteral("%1 %2").arg(id, rdmaPortName(name.hca, ibPort))
                           : QStringLiteral("%1 port %2").arg(id).arg(ibPort);
            return std::nullopt;
        }
        LinkEnd e{device, -1, 1};
        const DeviceType &type = m_design.deviceType(device);
        const auto at = [device](const std::optional<Connector> &c) {
            return c ? LinkEnd{device, c->first, c->second} : LinkEnd{device, -1, 1};
        };
        if (isSwitch) {
            e = at(switchConnector(type, ibPort));
            if (e.port < 0) text = QStringLiteral("%1 port %2").arg(name.host).arg(ibPort);
        } else {
            if (!name.hca.isEmpty())
                e = at(hostConnector(type, rdmaPortName(name.hca, ibPort), m_options.hcaPorts));
            // An adapter that does not say which of the host's it is, or of a type that names no RDMA devices
            // (a UFM appliance, a storage server): the host's first compute connector, unless the design
            // cables its peer to another one of the host's (placeLink).
            const bool typeNamesRdma = std::any_of(type.ports.cbegin(), type.ports.cend(),
                                                   [](const PortDef &p) { return !p.rdma.isEmpty(); });
            if (name.hca.isEmpty() || (e.port < 0 && !typeNamesRdma)) {
                const std::vector<Connector> compute = computeConnectors(type);
                if (!compute.empty()) {
                    e = LinkEnd{device, compute.front().first, 1};
                    guessed = true;
                }
            }
            if (e.port < 0 && !name.hca.isEmpty())
                text = QStringLiteral("%1 %2").arg(id, rdmaPortName(name.hca, ibPort));
        }
        if (e.port >= 0) text = m_judge.endText(e);
        return e;
    }

    void placeLink(const IbLink &l, int index)
    {
        // A switch's aggregation node is inside the switch: no cable.
        if (m_names[size_t(l.a.node)].kind == DiscoveredName::Kind::AggregationNode ||
            m_names[size_t(l.b.node)].kind == DiscoveredName::Kind::AggregationNode)
            return;
        ObservedLink o;
        o.width = l.width;
        o.speed = l.speed;
        o.source = index;
        bool guessedA = false, guessedB = false;
        o.a = place(l.a.node, l.a.port, o.textA, guessedA);
        o.b = place(l.b.node, l.b.port, o.textB, guessedB);
        // An adapter that does not say which of its host's it is sits where the design cables its peer.
        const auto settle = [this](std::optional<LinkEnd> &mine, bool guessed,
                                   const std::optional<LinkEnd> &other, QString &text) {
            if (!mine || !guessed || !other || other->port < 0) return;
            const std::optional<LinkEnd> far = m_judge.designPeer(*other);
            if (!far || far->device != mine->device) return;
            mine = far;
            text = m_judge.endText(*far);
        };
        settle(o.a, guessedA, o.b, o.textA);
        settle(o.b, guessedB, o.a, o.textB);
        m_judge.observe(o);
    }

    const Design &m_design;
    const IbFabric &m_fabric;
    const VerifyOptions &m_options;
    LinkJudge m_judge;
    std::vector<DiscoveredName> m_names; // each node's reported name, read once
    std::vector<QString> m_ids;          // each node's design device
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
    return IbPlacer(design, fabric, options).run();
}

Result<QHash<QString, QString>> parseHcaMap(const QByteArray &text, const QString &fileName)
{
    QHash<QString, QString> ports;
    QHash<QString, int> lineOfRdma, lineOfPort; // one adapter per port, one port per adapter
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
        const QString rdma = rdmaDeviceName(cells[1].trimmed()), port = cells[0].trimmed();
        const auto at = [&](const QString &message) {
            return IoError{fileName, QStringLiteral("line %1").arg(i + 1), {}, message};
        };
        if (const auto other = lineOfRdma.constFind(rdma); other != lineOfRdma.cend())
            return at(QStringLiteral("%1 is placed on line %2 already").arg(rdma).arg(other.value()));
        if (const auto other = lineOfPort.constFind(port); other != lineOfPort.cend())
            return at(
                QStringLiteral("%1 is given to another adapter on line %2").arg(port).arg(other.value()));
        lineOfRdma.insert(rdma, i + 1);
        lineOfPort.insert(port, i + 1);
        ports.insert(rdma, port);
    }
    return ports;
}

} // namespace railyard
