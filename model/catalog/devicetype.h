#pragma once

#include "catalog/partnumber.h"
#include "core/enums.h"
#include "core/unknownkeys.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <vector>

namespace railyard {

// A part a device is ordered with (a panel's cassettes): its accessory type and how many.
struct DeviceAccessory
{
    QString type;
    int count = 1;
    bool operator==(const DeviceAccessory &) const = default;
};

// One port of a device type. Which fields matter depends on the kind: a cage has a form factor and
// rails, fixed ports and adapters have a connector (and optical attributes).
struct PortDef
{
    QString name;
    PortKind kind = PortKind::Cage;
    QString formFactor;              // cage
    Network network = Network::None; // any kind
    QList<int> rails;                // cage: rail of each logical sub-port, in connector order
    QStringList rdma;                // cage: the host's RDMA device of each sub-port (mlx5_11), as
                                     // ibnetdiscover names host ports; a Railyard extension, optional
    QString connector;               // fixed, adapter
    Polish polish = Polish::None;    // fixed (optical), adapter
    Gender gender = Gender::None;    // fixed (optical)
    QString media;                   // fixed (optical)
    AdapterMode adapter = AdapterMode::Aligned; // adapter
    // fixed (optical): the optic built into the port (a co-packaged-optics switch's faceplate MPO): a channel
    // ends there with that transceiver's reach and budget, and nothing is ordered for it. A Railyard
    // extension, optional.
    QString optic;
    // cage: what the cage carries in all, Gb/s (a Quantum-X800 cage 1600: two 800G ports; a ConnectX-7 cage
    // 400); 0 when not stated. The generator fits no module above it. A Railyard extension, optional.
    double rateGbps = 0;
    UnknownKeys extra; // keys this version does not know, kept for round trips

    // The GPU rail connector `sub` (1-based) of this cage carries, 0 for none: its own entry of `rails`, or
    // the one rail of a cage that serves one GPU (a ConnectX-8 cage whose twin-port module carries that GPU
    // as 2 x 400GbE, one leg per plane).
    int railOf(int sub) const
    {
        if (sub >= 1 && sub <= rails.size()) return rails[sub - 1];
        return rails.size() == 1 ? rails.front() : 0;
    }

    bool operator==(const PortDef &) const = default;
};

struct DeviceType
{
    QString id;
    QString manufacturer;
    QString model;
    Role role = Role::Other;
    int heightU = 1;
    double powerW = 0;
    // What powerW is (typical draw or maximum) and whether it includes the optics in its cages: the
    // rack-power rule adds the transceivers' power only to a figure without them. Railyard extensions,
    // optional.
    PowerFigure powerFigure = PowerFigure::None;
    bool powerIncludesOptics = false;
    double price = 0;
    OrderCode order;
    // The airflow of the product order.partNumber names (a switch: p2c or c2p), and the part number of the
    // same product with the other airflow, where the catalog knows one. A device orders by its own airflow
    // (Device::airflow, else the design's setting). Railyard extensions (airflow, reverse_part_number).
    Airflow airflow = Airflow::None;
    QString reversePartNumber;
    // Power supplies and the inlet each has ("C14", "C20"; "busbar" for a rack's DC busbar): a power cord per
    // PSU, PDU outlets to match. 0 and empty: not known. Railyard extensions (psus, psu_inlet).
    int psus = 0;
    QString psuInlet;
    // Parts ordered with every device of the type (accessories, count). A Railyard extension.
    std::vector<DeviceAccessory> accessories;
    // The type this one is a role variant of (qm9700-spine of qm9700): the same product, priced by its row of
    // a price list. A Railyard extension (variant_of), optional.
    QString variantOf;
    std::vector<PortDef> ports;
    QJsonObject sources; // per field: {"confidence": "C|V|D|U", "source": "..."}
    UnknownKeys extra;

    // Index of the port with that name, or -1. Port names are unique within a type.
    int portIndex(QStringView name) const { return m_portIndex.value(name.toString(), -1); }
    // The same without a copy of the name (a million lookups load a large hall).
    int portIndex(const QString &name) const { return m_portIndex.value(name, -1); }
    void rebuildPortIndex()
    {
        m_portIndex.clear();
        for (int i = 0; i < int(ports.size()); ++i)
            m_portIndex.insert(ports[size_t(i)].name, i);
    }

    bool operator==(const DeviceType &o) const
    {
        return id == o.id && manufacturer == o.manufacturer && model == o.model && role == o.role &&
               heightU == o.heightU && powerW == o.powerW && powerFigure == o.powerFigure &&
               powerIncludesOptics == o.powerIncludesOptics && price == o.price && order == o.order &&
               airflow == o.airflow && reversePartNumber == o.reversePartNumber && psus == o.psus &&
               psuInlet == o.psuInlet && accessories == o.accessories && variantOf == o.variantOf &&
               ports == o.ports && sources == o.sources && extra == o.extra;
    }

private:
    QHash<QString, int> m_portIndex;
};

} // namespace railyard
