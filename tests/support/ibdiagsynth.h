#pragma once

#include "io/ibnetdiscover.h"

#include <QByteArray>
#include <QMap>
#include <QPair>
#include <QString>

namespace railyard::test {

// An ibdiagnet2.db_csv as ibdiagnet writes it for a fabric (operations.md §1.2): a NODES section and a
// PM_INFO section with a row per port that has a link, every counter 0 (FEC in hex, as newer versions write
// it) but those `set` gives: (node GUID, port) → column → cell.
using CounterCells = QMap<QPair<quint64, int>, QMap<QString, QString>>;

inline QByteArray ibdiagnetDbCsv(const IbFabric &fabric, const CounterCells &set = {})
{
    QByteArray out = "START_NODES\nNodeDesc,NumPorts,NodeType,NodeGUID\n";
    for (const IbNode &n : fabric.nodes)
        out += QStringLiteral("\"%1\",%2,%3,0x%4\n")
                   .arg(n.description)
                   .arg(n.ports)
                   .arg(n.kind == IbNode::Kind::Switch ? 2 : 1)
                   .arg(n.guid, 16, 16, QLatin1Char('0'))
                   .toUtf8();
    out += "END_NODES\n\n";
    const QStringList columns{
        QStringLiteral("SymbolErrorCounter"), QStringLiteral("LinkErrorRecoveryCounter"),
        QStringLiteral("LinkDownedCounter"),  QStringLiteral("PortRcvErrors"),
        QStringLiteral("PortXmitDiscards"),   QStringLiteral("PortFECUncorrectableBlockCounter")};
    out += "START_PM_INFO\nNodeGUID,PortGUID,PortNumber," + columns.join(QLatin1Char(',')).toUtf8() + "\n";
    for (const IbLink &l : fabric.links)
        for (const IbEnd &e : {l.a, l.b}) {
            const quint64 guid = fabric.nodes[size_t(e.node)].guid;
            const QMap<QString, QString> cells = set.value({guid, e.port});
            QStringList row{QStringLiteral("0x%1").arg(guid, 16, 16, QLatin1Char('0')),
                            QStringLiteral("0x%1").arg(guid + quint64(e.port), 16, 16, QLatin1Char('0')),
                            QString::number(e.port)};
            for (const QString &c : columns)
                row << cells.value(c, c.startsWith(QLatin1String("PortFEC")) ? QStringLiteral("0x0")
                                                                             : QStringLiteral("0"));
            out += row.join(QLatin1Char(',')).toUtf8() + "\n";
        }
    out += "END_PM_INFO\n";
    return out;
}

} // namespace railyard::test
