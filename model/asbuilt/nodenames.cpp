#include "asbuilt/nodenames.h"

#include <QRegularExpression>
#include <QStringList>

namespace railyard {

namespace {

const QRegularExpression managedSwitch(QStringLiteral("^[^;:]+;([^;:]+):[^;:]+$"));
const QRegularExpression hostAndHca(QStringLiteral("^(\\S+)\\s+(mlx5_\\d+|HCA-\\d+|ibp\\S+)$"));
const QRegularExpression bareHost(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9._-]*$"));
const QRegularExpression hcaNumber(QStringLiteral("^HCA-(\\d+)$"));
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
        return name;
    }
    if (const QRegularExpressionMatch m = hostAndHca.match(d); m.hasMatch()) {
        name.kind = DiscoveredName::Kind::Host;
        name.host = m.captured(1);
        name.hca = m.captured(2);
    } else if (bareHost.match(d).hasMatch()) {
        name.kind = DiscoveredName::Kind::Host;
        name.host = d;
    }
    return name;
}

QString rdmaDeviceName(const QString &hca)
{
    if (const QRegularExpressionMatch m = hcaNumber.match(hca); m.hasMatch())
        return QStringLiteral("mlx5_%1").arg(m.capturedView(1).toInt() - 1);
    return hca;
}

CagePort cageOfIbPort(int ibPort, int portsPerCage)
{
    if (ibPort < 1 || portsPerCage < 1) return {};
    return {(ibPort - 1) / portsPerCage + 1, (ibPort - 1) % portsPerCage + 1};
}

Result<QHash<quint64, QString>> parseNodeNameMap(const QByteArray &text, const QString &fileName)
{
    QHash<quint64, QString> names;
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
        names.insert(guid, m.captured(2));
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
