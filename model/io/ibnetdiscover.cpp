#include "io/ibnetdiscover.h"

#include <QRegularExpression>
#include <QStringList>

#include <algorithm>

namespace railyard {

namespace {

// The port lines and node headers of formats.md §A1.1 and §A1.3. Fields are separated by tabs and spaces;
// any whitespace is taken as a separator. Optional parts: "[ext N]" (-g), the peer port GUID "(…)" (CAs),
// trailing " s=… w=… v=…" (-f).
const QRegularExpression nodeHeader(
    QString::fromLatin1(R"re(^(Switch|Ca|Rt)\s+(\d+)\s+"([SHR?])-([0-9a-fA-F]+)"\s*(?:#\s*"(.*)"(.*))?$)re"));
const QRegularExpression switchPort(QString::fromLatin1(
    R"re(^\[(\d+)\](?:\[ext \d+\])?\s+"([SHR?])-([0-9a-fA-F]+)"\[(\d+)\](?:\[ext \d+\])?)re"
    R"re(\s*(?:\(([0-9a-fA-F]+)\))?\s*#\s*"(.*)"\s+lid\s+\d+\s+(\d+x|\?\?)([A-Z0-9?]+)(?:\s.*)?$)re"));
const QRegularExpression caPort(QString::fromLatin1(
    R"re(^\[(\d+)\](?:\[ext \d+\])?\(([0-9a-fA-F]+)\)\s+"([SHR?])-([0-9a-fA-F]+)"\[(\d+)\])re"
    R"re((?:\[ext \d+\])?\s*(?:\(([0-9a-fA-F]+)\))?\s*#\s*lid\s+\d+\s+lmc\s+\d+\s+"(.*)"\s+lid\s+\d+)re"
    R"re(\s+(\d+x|\?\?)([A-Z0-9?]+)(?:\s.*)?$)re"));
const QRegularExpression
    keyValue(QString::fromLatin1(R"re(^(vendid|devid|sysimgguid|switchguid|caguid|rtguid)=)re"));
const QRegularExpression portsConnected(QString::fromLatin1(
    R"re(^(SW|CA|RT)\s+(\d+)\s+(\d+)\s+0x([0-9a-fA-F]+)\s+(\S+)\s+(\S+)\s+-\s+(SW|CA|RT)\s+(\d+))re"
    R"re(\s+(\d+)\s+0x([0-9a-fA-F]+)\s+\(\s*'(.*)'\s+-\s+'(.*)'\s*\)\s*$)re"));
const QRegularExpression portsUnconnected(QString::fromLatin1(
    R"re(^(SW|CA|RT)\s+(\d+)\s+(\d+)\s+0x([0-9a-fA-F]+)\s+(\S+)\s+(\S+)\s+'(.*)'\s*$)re"));
const QRegularExpression lidField(QString::fromLatin1(R"re(\blid\s+(\d+))re"));

// The widths and speeds ibnetdiscover prints (infiniband-diags' mad_dump_linkwidth and mad_dump_linkspeed),
// from the lowest up, "??"/"???" for one it does not know; anything else is not its output.
const QStringList linkWidths{QStringLiteral("??"), QStringLiteral("1x"), QStringLiteral("2x"),
                             QStringLiteral("4x"), QStringLiteral("8x"), QStringLiteral("12x")};
const QStringList linkSpeeds{QStringLiteral("???"), QStringLiteral("SDR"),   QStringLiteral("DDR"),
                             QStringLiteral("QDR"), QStringLiteral("FDR10"), QStringLiteral("FDR"),
                             QStringLiteral("EDR"), QStringLiteral("HDR"),   QStringLiteral("NDR"),
                             QStringLiteral("XDR")};

bool isLinkRate(const QString &width, const QString &speed)
{
    return linkWidths.contains(width) && linkSpeeds.contains(speed);
}

// An IB port number (1 to 254; 255 is no port), or 0.
int portNumber(QStringView text)
{
    bool ok = false;
    const int port = text.toInt(&ok);
    return ok && port >= 0 && port <= 254 ? port : -1;
}

int rank(const QStringList &order, const QString &value)
{
    return int(order.indexOf(value));
}

// The lower of two reports of the same link (the ends may disagree while a link retrains).
void keepLower(IbLink &link, const QString &width, const QString &speed)
{
    if (rank(linkWidths, width) < rank(linkWidths, link.width)) link.width = width;
    if (rank(linkSpeeds, speed) < rank(linkSpeeds, link.speed)) link.speed = speed;
}

IbNode::Kind kindOf(QStringView prefix)
{
    if (prefix == QLatin1String("S") || prefix == QLatin1String("SW") || prefix == QLatin1String("Switch"))
        return IbNode::Kind::Switch;
    if (prefix == QLatin1String("R") || prefix == QLatin1String("RT") || prefix == QLatin1String("Rt"))
        return IbNode::Kind::Router;
    return IbNode::Kind::Ca;
}

class Reader
{
public:
    explicit Reader(QString fileName) : m_fileName(std::move(fileName)) {}

    IoError error(int line, const QString &message) const
    {
        return IoError{m_fileName, QStringLiteral("line %1").arg(line), {}, message};
    }

    // The node of a key, made on first sight (a peer is often named before its own block).
    int node(const QString &key, IbNode::Kind kind, quint64 guid)
    {
        if (const auto it = m_fabric.index.constFind(key); it != m_fabric.index.cend()) return it.value();
        IbNode n;
        n.kind = kind;
        n.guid = guid;
        m_fabric.nodes.push_back(n);
        const int index = int(m_fabric.nodes.size()) - 1;
        m_fabric.index.insert(key, index);
        return index;
    }

    int guidNode(QStringView prefix, QStringView hexGuid, const QString &description)
    {
        const quint64 guid = hexGuid.toULongLong(nullptr, 16);
        const int n =
            node(QStringLiteral("guid:%1").arg(guid, 16, 16, QLatin1Char('0')), kindOf(prefix), guid);
        if (m_fabric.nodes[size_t(n)].description.isEmpty())
            m_fabric.nodes[size_t(n)].description = description;
        return n;
    }

    // A link seen from one end; the same link seen from the other end is merged into it. False when a port
    // is said to reach two different places.
    bool link(IbEnd from, IbEnd to, const QString &width, const QString &speed)
    {
        const auto key = [](const IbEnd &e) { return (quint64(quint32(e.node)) << 16) | quint16(e.port); };
        if (const auto it = m_ends.constFind(key(from)); it != m_ends.cend()) {
            IbLink &l = m_fabric.links[size_t(it.value())];
            const IbEnd other = l.a == from ? l.b : l.a;
            if (!(other == to)) return false;
            keepLower(l, width, speed);
            return true;
        }
        if (m_ends.contains(key(to))) return false;
        m_fabric.links.push_back(IbLink{from, to, width, speed});
        const int index = int(m_fabric.links.size()) - 1;
        m_ends.insert(key(from), index);
        m_ends.insert(key(to), index);
        return true;
    }

    Result<IbFabric> readTopology(const QStringList &lines)
    {
        int current = -1;
        for (int i = 0; i < lines.size(); ++i) {
            const QString line = lines[i].trimmed();
            const int number = i + 1;
            if (line.isEmpty() || line.startsWith(QLatin1Char('#')) || keyValue.match(line).hasMatch())
                continue;
            if (const QRegularExpressionMatch m = nodeHeader.match(line); m.hasMatch()) {
                current = guidNode(m.capturedView(3), m.capturedView(4), QString());
                IbNode &n = m_fabric.nodes[size_t(current)];
                n.kind = kindOf(m.capturedView(1));
                n.ports = m.capturedView(2).toInt();
                // The node's own description wins over how a peer named it (a node-name map renames peers).
                if (m.hasCaptured(5)) n.description = m.captured(5);
                if (const auto lid = lidField.match(m.captured(6)); lid.hasMatch())
                    n.lid = lid.capturedView(1).toInt();
                continue;
            }
            QRegularExpressionMatch m = switchPort.match(line);
            const bool isCaPort = !m.hasMatch();
            if (isCaPort) m = caPort.match(line);
            if (!m.hasMatch())
                return error(number,
                             QStringLiteral("not a line of ibnetdiscover output: %1").arg(line.left(80)));
            if (current < 0) return error(number, QStringLiteral("a port line before any Switch or Ca line"));
            const int port = portNumber(m.capturedView(1));
            const int peerIndex = isCaPort ? 3 : 2;
            const int peerPort = portNumber(m.capturedView(isCaPort ? 5 : 4));
            const QString width = m.captured(isCaPort ? 8 : 7);
            const QString speed = m.captured(isCaPort ? 9 : 8);
            if (port < 0 || peerPort < 0)
                return error(number, QStringLiteral("%1 is not a port number (1 to 254)")
                                         .arg(port < 0 ? m.captured(1) : m.captured(isCaPort ? 5 : 4)));
            if (port < 1 || peerPort < 1) return error(number, QStringLiteral("port 0 cannot be cabled"));
            if (!isLinkRate(width, speed))
                return error(
                    number,
                    QStringLiteral("%1%2 is not an InfiniBand link width and speed").arg(width, speed));
            const int peer = guidNode(m.capturedView(peerIndex), m.capturedView(peerIndex + 1),
                                      m.captured(isCaPort ? 7 : 6));
            if (peer == current && peerPort == port)
                return error(number, QStringLiteral("port %1 is reported as its own peer").arg(port));
            if (!link({current, port}, {peer, peerPort}, width, speed))
                return error(
                    number, QStringLiteral("port %1 is reported connected to two different peers").arg(port));
        }
        return finish();
    }

    Result<IbFabric> readPorts(const QStringList &lines)
    {
        for (int i = 0; i < lines.size(); ++i) {
            const QString line = lines[i].trimmed();
            const int number = i + 1;
            if (line.isEmpty() || line.startsWith(QLatin1Char('#'))) continue;
            if (const QRegularExpressionMatch m = portsConnected.match(line); m.hasMatch()) {
                const int a =
                    portsNode(m.capturedView(1), m.capturedView(4), m.captured(11), m.capturedView(2));
                const int b =
                    portsNode(m.capturedView(7), m.capturedView(10), m.captured(12), m.capturedView(8));
                if (portNumber(m.capturedView(3)) < 1 || portNumber(m.capturedView(9)) < 1)
                    return error(number, QStringLiteral("a port number that is not 1 to 254"));
                if (!isLinkRate(m.captured(5), m.captured(6)))
                    return error(number, QStringLiteral("%1 %2 is not an InfiniBand link width and speed")
                                             .arg(m.captured(5), m.captured(6)));
                if (a == b && m.capturedView(3).toInt() == m.capturedView(9).toInt())
                    return error(
                        number, QStringLiteral("port %1 is reported as its own peer").arg(m.capturedView(3)));
                if (!link({a, m.capturedView(3).toInt()}, {b, m.capturedView(9).toInt()}, m.captured(5),
                          m.captured(6)))
                    return error(number,
                                 QStringLiteral("port %1 is reported connected to two different peers")
                                     .arg(m.capturedView(3)));
                continue;
            }
            if (const QRegularExpressionMatch m = portsUnconnected.match(line); m.hasMatch()) {
                portsNode(m.capturedView(1), m.capturedView(4), m.captured(7), m.capturedView(2));
                continue;
            }
            return error(
                number, QStringLiteral("not a line of an ibnetdiscover ports report: %1").arg(line.left(80)));
        }
        return finish();
    }

private:
    // In a ports report a switch is known by its port GUID (all its ports share it), a CA by its description.
    int portsNode(QStringView type, QStringView portGuid, const QString &description, QStringView lid)
    {
        const IbNode::Kind kind = kindOf(type);
        const QString key = kind == IbNode::Kind::Switch
                                ? QStringLiteral("port:") + portGuid.toString().toLower()
                                : QStringLiteral("desc:") + description;
        const int n = node(key, kind, 0);
        IbNode &node = m_fabric.nodes[size_t(n)];
        if (node.description.isEmpty()) node.description = description;
        node.lid = lid.toInt();
        return n;
    }

    Result<IbFabric> finish()
    {
        if (m_fabric.nodes.empty())
            return IoError{
                m_fileName, {}, {}, QStringLiteral("no switch or adapter: not ibnetdiscover output")};
        return std::move(m_fabric);
    }

    QString m_fileName;
    IbFabric m_fabric;
    QHash<quint64, int> m_ends;
};

} // namespace

int IbFabric::switchCount() const
{
    return int(std::count_if(nodes.cbegin(), nodes.cend(),
                             [](const IbNode &n) { return n.kind == IbNode::Kind::Switch; }));
}

int IbFabric::caCount() const
{
    return int(std::count_if(nodes.cbegin(), nodes.cend(),
                             [](const IbNode &n) { return n.kind == IbNode::Kind::Ca; }));
}

Result<IbFabric> parseIbnetdiscover(const QByteArray &text, const QString &fileName)
{
    const QStringList lines = QString::fromUtf8(text).split(QLatin1Char('\n'));
    Reader reader(fileName);
    // A ports report starts, after any comments, with a line of "SW", "CA" or "RT".
    for (const QString &raw : lines) {
        const QString line = raw.trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#'))) continue;
        if (portsConnected.match(line).hasMatch() || portsUnconnected.match(line).hasMatch())
            return reader.readPorts(lines);
        break;
    }
    return reader.readTopology(lines);
}

} // namespace railyard
