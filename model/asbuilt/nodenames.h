#pragma once

#include "io/ibnetdiscover.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <vector>

namespace railyard {

// Who a discovered InfiniBand node is, read from its NodeDescription (formats.md §A1.5):
//   a host's HCA    "<hostname> mlx5_N" (rdma-ndd's default "%h %d"), "<hostname> HCA-N", or a bare hostname;
//   a managed switch "MF0;<hostname>:<model>/U1";
//   a switch's aggregation node "Mellanox Technologies Aggregation Node" (port 65; never cabled);
//   anything else (the firmware default "MT4129 ConnectX7   Mellanox Technologies", an unmanaged switch's
//   "Quantum Mellanox Technologies") names nobody: a node-name map gives such nodes a name by GUID.
struct DiscoveredName
{
    enum class Kind
    {
        Host,
        Switch,
        AggregationNode,
        Unnamed
    };
    Kind kind = Kind::Unnamed;
    QString host; // the hostname: a design device's id
    QString hca;  // the host's RDMA device as reported: "mlx5_5", "HCA-6"; empty for a bare hostname
    // The node reports a name Railyard cannot take as an id (a control character, a noncharacter, over 256
    // characters: designlimits' idProblem); it is Unnamed.
    bool unusable = false;
};

DiscoveredName discoveredName(const IbNode &node);

// The design device of every node of a fabric, as import names them and verify finds them (empty for an
// aggregation node): the node's reported hostname when Railyard can use it as an id, else "sw-<guid>" or
// "ca-<guid>". The adapters of one host share its name; a switch keeps a name a host reports too (the host
// becomes "<name>-host"), and a second switch of a name is named by its GUID, so that no two nodes of
// different machines become one device. `notes` says what was renamed and why.
std::vector<QString> discoveredDeviceIds(const IbFabric &fabric, const std::vector<DiscoveredName> &names,
                                         QStringList *notes = nullptr);
// discoveredName of every node, in node order (read once: import and verify look at them many times).
std::vector<DiscoveredName> discoveredNames(const IbFabric &fabric);

// The RDMA device a reported HCA name stands for: "HCA-6" is mlx5_5 (HCA-N counts from 1), "mlx5_5" itself;
// "mlx5_5:1" (UCX's and NCCL's device:port) is mlx5_5, "mlx5_5:2" stays (see rdmaPortName).
QString rdmaDeviceName(const QString &hca);
// The name of one IB port of an adapter: its RDMA device for port 1, "<device>:<port>" for the second port of
// a dual-port adapter, so that each port has a connector of its own (and an HCA map can place it).
QString rdmaPortName(const QString &hca, int ibPort);

// A switch's logical IB port on its cages: Quantum-2 reports two logical ports per twin-port OSFP cage, port
// 2c−1 and 2c on cage c (QM97xx manual "Interfaces"). Both 1-based.
struct CagePort
{
    int cage = 0;
    int sub = 0;
};
CagePort cageOfIbPort(int ibPort, int portsPerCage = 2);

// An ibnetdiscover node-name map (formats.md §A1.4): `<guid> "<name>"` per line, # comments. Names by node
// GUID; a malformed line is an error naming it, as is a name given to two GUIDs (two machines cannot be one
// device) or a GUID named twice.
Result<QHash<quint64, QString>> parseNodeNameMap(const QByteArray &text, const QString &fileName);
// Renames the nodes the map names (as `ibnetdiscover --node-name-map` would have).
void applyNodeNameMap(IbFabric &fabric, const QHash<quint64, QString> &names);

} // namespace railyard
