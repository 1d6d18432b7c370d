#include "fabricinputoptions.h"

namespace railyard::cli {

void addFabricInputOptions(QCommandLineParser &p)
{
    p.addOption({QStringLiteral("ibnetdiscover"),
                 QStringLiteral("The fabric as ibnetdiscover reports it (default or -p output)."),
                 QStringLiteral("DUMP")});
    p.addOption({QStringLiteral("hca-map"),
                 QStringLiteral("A port,hca-name CSV (osfp1.2,mlx5_11) when hosts name their RDMA devices "
                                "unlike the catalog."),
                 QStringLiteral("CSV")});
    p.addOption({QStringLiteral("node-name-map"),
                 QStringLiteral("An ibnetdiscover node-name map naming unmanaged switches by GUID."),
                 QStringLiteral("MAP")});
}

FabricInputs fabricInputs(const QCommandLineParser &p)
{
    return {p.value(QStringLiteral("ibnetdiscover")), p.value(QStringLiteral("hca-map")),
            p.value(QStringLiteral("node-name-map"))};
}

} // namespace railyard::cli
