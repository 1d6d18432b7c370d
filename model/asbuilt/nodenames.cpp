#include "asbuilt/nodenames.h"

#include "io/designlimits.h"

#include <QRegularExpression>
#include <QSet>
#include <QStringList>

namespace railyard {

namespace {

// A name Railyard cannot take as an id leaves the node unnamed.
DiscoveredName usable(DiscoveredName name)
{
    if (!idProblem(name.host).isEmpty() || !idProblem(name.hca).isEmpty()) {
        name = DiscoveredName{};
        name.unusable = true;
    }
    return name;
}

const QRegularExpression managedSwitch(QStringLiteral("^[^;:]+;([^;:]+):[^;:]+$"));
const QRegularExpression hostAndHca(QStringLiteral("^(\\S+)\\s+(mlx5_\\d+|HCA-\\d+|ibp\\S+)$"));
const QRegularExpression bareHost(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9._-]*$"));
const QRegularExpression hcaNumber(QStringLiteral("^HCA-(\\d+)$"));
const QRegularExpression firstPort(QStringLiteral("^(.+):1$"));
const QRegularExpression mapLine(QStringLiteral("^(0x[0-9a-fA-F]+|[0-9a-fA-F]+)\\s+\"(.*)\"\\s*(#.*)?$"));

} // namespace

DiscoveredName discoveredName(const IbNode &node)
{
    DiscoveredName name;
    const QString d = node.description.trimmed();
    if (d == QLatin1String("Mellanox Technologies Aggregation Node")) {
        name.kind = DiscoveredName::Kind::AggregationNode;
        return name;
    }
    if (node.kind == IbNode::Kind::Switch) {
        if (const QRegularExpressionMatch m = managedSwitch.match(d); m.hasMatch()) {
            name.kind = DiscoveredName::Kind::Switch;
            name.host = m.captured(1);
        } else if (bareHost.match(d).hasMatch()) {
            name.kind = DiscoveredName::Kind::Switch; // a name from a node-name map
            name.host = d;
        }
        return usable(name);
    }
    if (const QRegularExpressionMatch m = hostAndHca.match(d); m.hasMatch()) {
        name.kind = DiscoveredName::Kind::Host;
        name.host = m.captured(1);
        name.hca = m.captured(2);
    } else if (bareHost.match(d).hasMatch()) {
        name.kind = DiscoveredName::Kind::Host;
        name.host = d;
    }
    return usable(name);
}

std::vector<DiscoveredName> discoveredNames(const IbFabric &fabric)
{
    std::vector<DiscoveredName> names;
    names.reserve(fabric.nodes.size());
    for (const IbNode &n : fabric.nodes)
        names.push_back(discoveredName(n));
    return names;
}

std::vector<QString> discoveredDeviceIds(const IbFabric &fabric, const std::vector<DiscoveredName> &names,
                                         QStringList *notes)
{
    std::vector<QString> ids(fabric.nodes.size());
    QSet<QString> switchNames, hostNames;
    for (const DiscoveredName &name : names)
        if (name.kind == DiscoveredName::Kind::Host) hostNames.insert(name.host);
    const auto byGuid = [&](size_t n) {
        return QStringLiteral("%1-%2")
            .arg(fabric.nodes[n].kind == IbNode::Kind::Switch ? QStringLiteral("sw") : QStringLiteral("ca"))
            .arg(fabric.nodes[n].guid, 16, 16, QLatin1Char('0'));
    };
    int unnamed = 0, unusable = 0, twiceAdapters = 0, takenNames = 0;
    QStringList twiceSwitches, hostsRenamed;
    // The adapters of one host report distinct RDMA devices: a second adapter reporting a host's name and
    // RDMA device (or a second bare host name) is another machine of the same name.
    QSet<QPair<QString, QString>> adapters;
    for (size_t n = 0; n < fabric.nodes.size(); ++n) {
        const DiscoveredName &name = names[n];
        switch (name.kind) {
        case DiscoveredName::Kind::AggregationNode:
            break;
        case DiscoveredName::Kind::Unnamed:
            ids[n] = byGuid(n);
            ++(name.unusable ? unusable : unnamed);
            break;
        case DiscoveredName::Kind::Switch:
            if (switchNames.contains(name.host)) {
                ids[n] = byGuid(n);
                twiceSwitches << name.host;
            } else {
                ids[n] = name.host;
                switchNames.insert(name.host);
            }
            break;
        case DiscoveredName::Kind::Host:
            if (adapters.contains({name.host, name.hca})) {
                ids[n] = byGuid(n);
                ++twiceAdapters;
            } else {
                ids[n] = name.host;
                adapters.insert({name.host, name.hca});
            }
            break;
        }
    }
    // A reported name that is another node's GUID name ("ca-<guid>" of an adapter that reports none).
    QSet<QString> byGuidNames;
    for (size_t n = 0; n < fabric.nodes.size(); ++n)
        if (!ids[n].isEmpty() && ids[n] == byGuid(n)) byGuidNames.insert(ids[n]);
    for (size_t n = 0; n < fabric.nodes.size(); ++n)
        if (!ids[n].isEmpty() && ids[n] != byGuid(n) && byGuidNames.contains(ids[n])) {
            ids[n] = byGuid(n);
            ++takenNames;
        }
    // A host of a switch's name: its adapters become "<name>-host" (or, when that is taken, "<name>-host-2"
    // …).
    QSet<QString> taken(switchNames);
    taken.unite(hostNames);
    QHash<QString, QString> hostRename;
    for (size_t n = 0; n < fabric.nodes.size(); ++n) {
        if (names[n].kind != DiscoveredName::Kind::Host || !switchNames.contains(ids[n])) continue;
        QString &renamed = hostRename[ids[n]];
        if (renamed.isEmpty()) {
            renamed = ids[n] + QLatin1String("-host");
            for (int k = 2; taken.contains(renamed) || !idProblem(renamed).isEmpty(); ++k)
                renamed = QStringLiteral("%1-host-%2").arg(ids[n].left(limits::maxIdLength - 16)).arg(k);
            taken.insert(renamed);
            hostsRenamed << QStringLiteral("%1 → %2").arg(ids[n], renamed);
        }
        ids[n] = renamed;
    }
    if (notes) {
        if (unnamed > 0)
            notes->append(
                QStringLiteral("%1 nodes report no name (the firmware's default description): imported as "
                               "devices named by GUID; set their node description or rename them")
                    .arg(unnamed));
        if (unusable > 0)
            notes->append(
                QStringLiteral("%1 nodes report a name that cannot be an id (a control character, a "
                               "noncharacter or more than 256 characters): imported as devices "
                               "named by GUID")
                    .arg(unusable));
        if (!twiceSwitches.isEmpty())
            notes->append(
                QStringLiteral("more than one switch is named %1: all but the first are imported as "
                               "devices named by GUID")
                    .arg(twiceSwitches.join(QStringLiteral(", "))));
        if (twiceAdapters > 0)
            notes->append(
                QStringLiteral("%1 adapters report a host name and RDMA device another adapter reports "
                               "too (two machines of one name): imported as devices named by GUID")
                    .arg(twiceAdapters));
        if (takenNames > 0)
            notes->append(
                QStringLiteral("%1 nodes report the GUID name of another node: imported under their "
                               "own GUID names")
                    .arg(takenNames));
        if (!hostsRenamed.isEmpty())
            notes->append(QStringLiteral("hosts named as a switch is, imported under another name: %1")
                              .arg(hostsRenamed.join(QStringLiteral(", "))));
    }
    return ids;
}

QString rdmaDeviceName(const QString &hca)
{
    if (const QRegularExpressionMatch m = hcaNumber.match(hca); m.hasMatch())
        return QStringLiteral("mlx5_%1").arg(m.capturedView(1).toInt() - 1);
    if (const QRegularExpressionMatch m = firstPort.match(hca); m.hasMatch()) return m.captured(1);
    return hca;
}

QString rdmaPortName(const QString &hca, int ibPort)
{
    const QString device = rdmaDeviceName(hca);
    return ibPort > 1 ? QStringLiteral("%1:%2").arg(device).arg(ibPort) : device;
}

CagePort cageOfIbPort(int ibPort, int portsPerCage)
{
    if (ibPort < 1 || portsPerCage < 1) return {};
    return {(ibPort - 1) / portsPerCage + 1, (ibPort - 1) % portsPerCage + 1};
}

Result<QHash<quint64, QString>> parseNodeNameMap(const QByteArray &text, const QString &fileName)
{
    QHash<quint64, QString> names;
    QHash<QString, int> lineOfName;
    QHash<quint64, int> lineOfGuid;
    const QStringList lines = QString::fromUtf8(text).split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#'))) continue;
        const QRegularExpressionMatch m = mapLine.match(line);
        bool ok = false;
        const quint64 guid = m.hasMatch() ? m.captured(1).toULongLong(&ok, 16) : 0;
        if (!ok)
            return IoError{
                fileName,
                QStringLiteral("line %1").arg(i + 1),
                {},
                QStringLiteral("not a node-name map line (<guid> \"<name>\"): %1").arg(line.left(80))};
        const QString name = m.captured(2);
        const auto at = [&](const QString &message) {
            return IoError{fileName, QStringLiteral("line %1").arg(i + 1), name, message};
        };
        // A name someone wrote: one a design cannot hold is a mistake to say, not to replace.
        if (name.trimmed().isEmpty()) return at(QStringLiteral("an empty name"));
        if (const QString problem = idProblem(name); !problem.isEmpty())
            return at(QStringLiteral("the name ") + problem);
        if (const auto other = lineOfGuid.constFind(guid); other != lineOfGuid.cend())
            return at(
                QStringLiteral("GUID %1 is named on line %2 already").arg(m.captured(1)).arg(other.value()));
        if (const auto other = lineOfName.constFind(name); other != lineOfName.cend())
            return at(
                QStringLiteral("the name is given to another GUID on line %1: two nodes cannot be one device")
                    .arg(other.value()));
        lineOfGuid.insert(guid, i + 1);
        lineOfName.insert(name, i + 1);
        names.insert(guid, name);
    }
    return names;
}

void applyNodeNameMap(IbFabric &fabric, const QHash<quint64, QString> &names)
{
    for (IbNode &n : fabric.nodes)
        if (const auto it = names.constFind(n.guid); n.guid != 0 && it != names.cend())
            n.description = it.value();
}

} // namespace railyard
