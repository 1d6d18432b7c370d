#pragma once

#include "io/ibnetdiscover.h"

#include <QHash>
#include <QString>
#include <QStringList>

namespace railyard {

class Design;

struct FabricImportOptions
{
    QString hostType = QStringLiteral("dgx-h100");      // every host
    QString leafType = QStringLiteral("qm9700");        // switches that reach hosts
    QString spineType = QStringLiteral("qm9700-spine"); // the switches above them
    QString hostModule = QStringLiteral("MMS4X00-NM-FLT");
    QString switchModule = QStringLiteral("MMS4X00-NM");
    QString cableType = QStringLiteral("MFP7E30");
    double cableLengthM = 30; // ibnetdiscover does not know lengths: one orderable length for every cable
    QHash<QString, QString> hcaPorts; // as verify's --hca-map: RDMA device → "osfp1.2"
};

// Turns a running fabric into a design (issue 16): hosts become GPU servers of one type, switches leaves
// (they reach hosts) or spines, one cable per discovered link with a transceiver in each cage it plugs into,
// no racks (the user places the devices). Hosts whose RDMA devices the catalog names differently (the real
// SuperPOD dump's mlx5_0, 1, 4, 5) get the host type's names overridden in the design's own catalog, in
// connector order; adapters that report no host name become devices named by GUID ("ca-<guid>"). `report`
// lists what could not be mapped. Verifying the same dump against the result gives all ok.
Result<Design> importIbFabric(const IbFabric &fabric, const FabricImportOptions &options,
                              QStringList *report);

} // namespace railyard
