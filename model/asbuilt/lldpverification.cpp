#include "asbuilt/lldpverification.h"

#include "asbuilt/linkjudge.h"
#include "design/design.h"

#include <QRegularExpression>

namespace railyard {

namespace {

// A port name with its connector ("osfp3.2") as a connector of a type; nullopt when the type has no such
// port.
std::optional<LinkEnd> portNamed(const DeviceType &type, int device, const QString &name)
{
    int port = type.portIndex(name);
    int sub = 1;
    if (port < 0) {
        const qsizetype dot = name.lastIndexOf(QLatin1Char('.'));
        bool ok = false;
        sub = dot > 0 ? name.mid(dot + 1).toInt(&ok) : 0;
        if (!ok || sub < 1) return std::nullopt;
        port = type.portIndex(QStringView(name).left(dot));
        if (port < 0) return std::nullopt;
    }
    return LinkEnd{device, port, sub};
}

class LldpPlacer
{
public:
    LldpPlacer(const Design &d, const std::vector<IfnameRule> &rules)
        : m_design(d), m_rules(rules), m_judge(d, LinkScope::Ethernet)
    {
    }

    Verification run(const std::vector<LldpNeighbor> &neighbors)
    {
        for (const LldpNeighbor &n : neighbors) {
            ObservedLink o;
            o.a = place(n.localHost, n.localInterface, o.textA);
            o.b = n.remoteHost.isEmpty() ? std::nullopt : place(n.remoteHost, n.remotePort, o.textB);
            if (n.remoteHost.isEmpty()) o.textB = QStringLiteral("%1 (no system name)").arg(n.remotePortId);
            // The reporting host is seen, whatever its neighbours are.
            if (o.a) m_judge.markSeen(o.a->device);
            m_judge.observe(o);
        }
        return m_judge.judge(false);
    }

private:
    int deviceNamed(const QString &host) const
    {
        const int device = m_design.devices().find(host);
        if (device >= 0) return device;
        const qsizetype dot = host.indexOf(QLatin1Char('.'));
        return dot > 0 ? m_design.devices().find(host.left(dot)) : -1;
    }

    std::optional<LinkEnd> byRules(int device, const QString &ifname) const
    {
        const Device &dev = m_design.devices().at(device);
        const DeviceType &type = m_design.deviceType(device);
        // The most particular rule wins: the device's, its type's, then everyone's.
        for (const QString &scope : {dev.id, type.id, QString()})
            for (const IfnameRule &r : m_rules)
                if (r.scope == scope && r.ifname == ifname)
                    if (std::optional<LinkEnd> e = portNamed(type, device, r.port)) return e;
        return std::nullopt;
    }

    std::optional<LinkEnd> asCumulusNames(int device, const QString &ifname) const
    {
        const DeviceType &type = m_design.deviceType(device);
        if (!isSwitchRole(type.role)) return std::nullopt;
        if (ifname == QLatin1String("eth0")) return portNamed(type, device, QStringLiteral("mgmt"));
        static const QRegularExpression swp(QStringLiteral("^swp(\\d+)(?:s(\\d+))?$"));
        const QRegularExpressionMatch m = swp.match(ifname);
        if (!m.hasMatch()) return std::nullopt;
        // Cumulus numbers the front-panel ports in order, whatever the type calls them: on an SN2201, swp1-48
        // are the RJ45 ports and swp49-52 the QSFP28 uplinks.
        const int wanted = m.captured(1).toInt();
        const int sub = m.captured(2).isEmpty() ? 1 : m.captured(2).toInt() + 1;
        int ordinal = 0;
        for (size_t p = 0; p < type.ports.size(); ++p)
            if (type.ports[p].name != QLatin1String("mgmt") && ++ordinal == wanted)
                return LinkEnd{device, int(p), sub};
        return std::nullopt;
    }

    std::optional<LinkEnd> place(const QString &host, const QString &ifname, QString &text) const
    {
        const int device = deviceNamed(host);
        if (device < 0) {
            text = QStringLiteral("%1 %2").arg(host, ifname);
            return std::nullopt;
        }
        std::optional<LinkEnd> e = byRules(device, ifname);
        if (!e) e = asCumulusNames(device, ifname);
        if (!e) e = portNamed(m_design.deviceType(device), device, ifname);
        if (!e) {
            text = QStringLiteral("%1 %2").arg(m_design.devices().at(device).id, ifname);
            return LinkEnd{device, -1, 1};
        }
        text = m_judge.endText(*e);
        return e;
    }

    const Design &m_design;
    const std::vector<IfnameRule> &m_rules;
    LinkJudge m_judge;
};

} // namespace

Verification verifyLldp(const Design &design, const std::vector<LldpNeighbor> &neighbors,
                        const std::vector<IfnameRule> &rules)
{
    return LldpPlacer(design, rules).run(neighbors);
}

Result<std::vector<IfnameRule>> parseIfnameMap(const QByteArray &text, const QString &fileName)
{
    std::vector<IfnameRule> rules;
    const QStringList lines = QString::fromUtf8(text).split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#'))) continue;
        QStringList cells = line.split(QLatin1Char(','));
        for (QString &c : cells)
            c = c.trimmed();
        if (rules.empty() && cells.contains(QLatin1String("ifname"))) continue; // a header
        const bool wellFormed =
            (cells.size() == 2 || cells.size() == 3) &&
            std::none_of(cells.cbegin(), cells.cend(), [](const QString &c) { return c.isEmpty(); });
        if (!wellFormed)
            return IoError{
                fileName,
                QStringLiteral("line %1").arg(i + 1),
                {},
                QStringLiteral("expected port,ifname or device,port,ifname (inband1,enp41s0f0np0): %1")
                    .arg(line.left(80))};
        rules.push_back(cells.size() == 2 ? IfnameRule{QString(), cells[0], cells[1]}
                                          : IfnameRule{cells[0], cells[1], cells[2]});
    }
    return rules;
}

} // namespace railyard
