#include "jobs/fabricinputoptions.h"

namespace railyard::jobs {

void addFabricInputOptions(JobOptionList &p, bool ethernet)
{
    p.addOption({QStringLiteral("ibnetdiscover"),
                 QStringLiteral("The fabric as ibnetdiscover reports it (default or -p output)."),
                 QStringLiteral("DUMP")});
    p.addOption({QStringLiteral("hca-map"),
                 QStringLiteral("A port,hca-name CSV (osfp1.2,mlx5_11) when hosts name their RDMA devices "
                                "unlike the catalog; a dual-port adapter's second port is mlx5_N:2."),
                 QStringLiteral("CSV")});
    p.addOption({QStringLiteral("node-name-map"),
                 QStringLiteral("An ibnetdiscover node-name map naming unmanaged switches by GUID."),
                 QStringLiteral("MAP")});
    if (!ethernet) return;
    p.addOption(
        {QStringLiteral("lldp"),
         QStringLiteral("lldpcli -f json0 show neighbors output: a file, or a folder of them named after "
                        "their hosts."),
         QStringLiteral("PATH")});
    p.addOption(
        {QStringLiteral("ifname-map"),
         QStringLiteral("A [device-or-type,]port,ifname CSV placing interfaces LLDP names on the design's "
                        "ports (inband1,enp41s0f0np0)."),
         QStringLiteral("CSV")});
}

FabricInputs fabricInputs(const JobParameters &p, bool ethernet)
{
    FabricInputs inputs =
        FabricInputs::ofDump(p.value(QStringLiteral("ibnetdiscover")), p.value(QStringLiteral("hca-map")));
    inputs.nodeNameMap = p.value(QStringLiteral("node-name-map"));
    if (ethernet) {
        inputs.lldp = p.value(QStringLiteral("lldp"));
        inputs.ifnameMap = p.value(QStringLiteral("ifname-map"));
    }
    return inputs;
}

} // namespace railyard::jobs
