#pragma once

#include "io/ibnetdiscover.h"

#include <QHash>
#include <QString>

namespace railyard {

// The files that describe a running InfiniBand fabric, as verify and import take them (CLI and window alike):
// the ibnetdiscover dump, and optionally a `port,hca-name` CSV placing the hosts' RDMA devices and an
// ibnetdiscover node-name map naming unmanaged switches by GUID.
struct FabricInputs
{
    QString dump;
    QString hcaMap;
    QString nodeNameMap;
};

struct LoadedFabric
{
    IbFabric fabric;                  // with the node-name map applied
    QHash<QString, QString> hcaPorts; // RDMA device → "osfp1.2"; empty without a map
};

// Reads and parses every given file. The first problem is the error, naming its file (and line).
Result<LoadedFabric> loadFabricInputs(const FabricInputs &inputs);

} // namespace railyard
