#pragma once

#include "core/result.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace railyard {

// One neighbour a host's LLDP agent saw (formats.md §A2): on which of its interfaces, and which host and port
// is at the other end.
struct LldpNeighbor
{
    QString localHost;      // the host the report is from (lldpcli does not say: the file's name)
    QString localInterface; // "eth0", "swp51"
    QString remoteHost;     // the neighbour's system name; empty when it sends none
    QString remotePort;     // its port: the interface name when the port id is one, else the port description
    QString remotePortId;   // the port id as sent (a MAC for many hosts)
};

// Reads `lldpcli -f json0 show neighbors` (the regular form) or `-f json` (whose nesting changes with the
// number of interfaces and neighbours), from one host. Errors name the file and, for bad JSON, the line.
Result<std::vector<LldpNeighbor>> parseLldp(const QByteArray &json, const QString &fileName,
                                            const QString &localHost);

// A report file, or a folder of them (one per host, named after the host: "dgx-su1-n01.json").
Result<std::vector<LldpNeighbor>> readLldpPath(const QString &path);

} // namespace railyard
