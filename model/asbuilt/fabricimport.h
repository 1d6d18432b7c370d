#pragma once

#include "io/ibnetdiscover.h"

#include <QHash>
#include <QString>
#include <QStringList>

namespace railyard {

class Design;

struct FabricImportOptions
{
    // The parts discovered nodes and links become; empty: those of the fabric's speed (partsForSpeed).
    QString hostType;   // every host
    QString leafType;   // switches that reach hosts
    QString spineType;  // the switches above them
    QString hostModule; // the transceiver in a host's cage
    QString switchModule;
    QString cableType;
    double cableLengthM = 30; // ibnetdiscover does not know lengths: one orderable length for every cable
    QHash<QString, QString> hcaPorts; // as verify's --hca-map: RDMA device → "osfp1.2"
};

// The bundled parts of a fabric of one InfiniBand speed ("NDR", "XDR"): NDR is DGX H100 on QM9700 with
// twin-port 2×400G optics, XDR DGX B300 on Q3400 with 800G optics (as the SuperPOD generator builds them).
// Empty ids when the catalog has no parts of that speed.
FabricImportOptions partsForSpeed(const QString &speed);

// The speed most of a fabric's links run at ("NDR"); empty when it has no links.
QString fabricSpeed(const IbFabric &fabric);

// Turns a running fabric into a design (issue 16): hosts become GPU servers of one type, switches leaves
// (they reach hosts) or spines (the options' types, else those of the fabric's speed; a speed without bundled
// parts is imported with NDR's, and `report` says so), one cable per discovered link with a transceiver in
// each cage it plugs into, no racks (the user places the devices). Hosts whose RDMA devices the catalog names
// differently (the real SuperPOD dump's mlx5_0, 1, 4, 5) get the host type's names overridden in the design's
// own catalog, in connector order; adapters that report no host name become devices named by GUID
// ("ca-<guid>"). `report` lists what could not be mapped. Verifying the same dump against the result gives
// all ok.
Result<Design> importIbFabric(const IbFabric &fabric, const FabricImportOptions &options,
                              QStringList *report);

} // namespace railyard
