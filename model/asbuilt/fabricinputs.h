#pragma once

#include "asbuilt/lldpverification.h"
#include "asbuilt/verification.h"
#include "io/ibnetdiscover.h"
#include "io/lldp.h"

#include <QHash>
#include <QString>

namespace railyard {

// The files that describe a running fabric, as verify and import take them (CLI and window alike): the
// ibnetdiscover dump, with optionally a `port,hca-name` CSV placing the hosts' RDMA devices and an
// ibnetdiscover node-name map naming unmanaged switches by GUID; and for Ethernet, LLDP reports (a file or a
// folder of them, one per host) with optionally an interface-name map. Empty: not given.
struct FabricInputs
{
    QString dump;
    QString hcaMap;
    QString nodeNameMap;
    QString lldp;
    QString ifnameMap;

    // What a report says it was compared with: the dump's and the LLDP reports' file names ("fabric.out,
    // lldp").
    QString sourceNames() const;

    // Only a dump (and an HCA map): what most callers have.
    static FabricInputs ofDump(const QString &dump, const QString &hcaMap = {})
    {
        FabricInputs inputs;
        inputs.dump = dump;
        inputs.hcaMap = hcaMap;
        return inputs;
    }
};

struct LoadedFabric
{
    bool hasIb = false;
    IbFabric fabric;                  // with the node-name map applied
    QHash<QString, QString> hcaPorts; // RDMA device → "osfp1.2"; empty without a map
    bool hasLldp = false;
    std::vector<LldpNeighbor> lldp;
    std::vector<IfnameRule> ifnames;
};

// Reads and parses every given file; a dump or LLDP reports must be among them. The first problem is the
// error, naming its file (and line).
Result<LoadedFabric> loadFabricInputs(const FabricInputs &inputs);

// The design verified against all that was loaded: the InfiniBand links against the dump, the Ethernet links
// against the LLDP reports, in one list.
Verification verifyDiscovered(const Design &design, const LoadedFabric &loaded);

} // namespace railyard
