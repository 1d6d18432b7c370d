#pragma once

#include "catalog/catalog.h"
#include "core/unknownkeys.h"
#include "design/cable.h"
#include "design/connectivity.h"
#include "design/device.h"
#include "design/pathways.h"
#include "design/quoteinfo.h"
#include "design/rack.h"
#include "design/revision.h"
#include "design/settings.h"
#include "design/slotstore.h"

#include <QJsonObject>
#include <QString>

namespace railyard {

// The content of one cabling design: catalog, racks, devices, cables and settings. A plain value with
// no signals; `Document` wraps it with undo and change events. Entities refer to each other by slot.
class Design
{
public:
    static constexpr int formatVersion = 1;

    QString name;
    QString currency = QStringLiteral("USD");
    Settings settings;
    QuoteInfo quote;
    Catalog catalog;
    UnknownKeys extra; // top-level keys this version does not know
    // Earlier states kept in a native document, oldest first (the interchange JSON holds one state).
    QList<Revision> revisions;
    // The trays and other pathways cables are routed over (docs/pathways.md); empty in most designs.
    Pathways pathways;

    const SlotStore<Rack> &racks() const { return m_racks; }
    const SlotStore<Device> &devices() const { return m_devices; }
    const SlotStore<Cable> &cables() const { return m_cables; }
    const Connectivity &connectivity() const { return m_connectivity; }

    // Primitive edits. They keep the id indexes and the connectivity index right; callers (undo
    // commands and readers) make sure references are valid.
    void insertRack(int slot, Rack rack) { m_racks.insert(slot, std::move(rack)); }
    Rack takeRack(int slot) { return m_racks.take(slot); }
    Rack &rack(int slot) { return m_racks.at(slot); }
    // Renames a rack and the pathway drop that names it.
    void renameRack(int slot, const QString &id);

    void insertDevice(int slot, Device device) { m_devices.insert(slot, std::move(device)); }
    Device takeDevice(int slot) { return m_devices.take(slot); }
    Device &device(int slot) { return m_devices.at(slot); }
    void renameDevice(int slot, const QString &id) { m_devices.rename(slot, id); }

    void insertCable(int slot, Cable cable);
    Cable takeCable(int slot);
    // Cable fields other than its ends may be edited in place; ends go through setCableEnd.
    Cable &cableForEdit(int slot) { return m_cables.at(slot); }
    void setCableEnd(int slot, int end, const Endpoint &endpoint);
    void renameCable(int slot, const QString &id);
    // The cable this one is planned to replace (docs/revisions.md), by id; empty: none.
    void setCableReplaces(int slot, const QString &id);
    // Whether a cable of the design names this one in its `replaces`: it is on its way out, and tracing,
    // validation and the BOM see only its replacement.
    bool isReplaced(int cable) const { return m_connectivity.isOutgoing(cable); }
    bool hasReplacedCables() const { return m_connectivity.hasOutgoing(); }
    // A cable on a cycle of `replaces` links (A replaces B, which replaces A), which no reader accepts; -1.
    int replacementCycle() const;

    void reserve(int racks, int devices, int cables);

    // Lookups used everywhere.
    const DeviceType &deviceType(int deviceSlot) const
    {
        return catalog.deviceTypes.at(m_devices.at(deviceSlot).type);
    }
    const CableType &cableType(int cableSlot) const
    {
        return catalog.cableTypes.at(m_cables.at(cableSlot).type);
    }
    const PortDef &port(const Endpoint &e) const { return deviceType(e.device).ports[size_t(e.port)]; }
    // The transceiver in the cage an endpoint names, or nullptr.
    const Transceiver *moduleAt(const Endpoint &e) const;
    // How many connectors a port offers a cable: those of the transceiver in a cage (two on a twin-port
    // OSFP), else one.
    int connectorsAt(int device, int port) const;
    // The optic built into the fixed port an endpoint names (a co-packaged-optics switch), or nullptr.
    const Transceiver *builtInOptic(const Endpoint &e) const;
    // Where a channel can end with a known optic: the module in a cage, or a fixed port's built-in optic.
    const Transceiver *opticAt(const Endpoint &e) const
    {
        const Transceiver *m = moduleAt(e);
        return m ? m : builtInOptic(e);
    }

    // What of the pathways a file keeps: the drops of racks the design has. A removed rack leaves its drop
    // behind in memory, so that undoing the removal brings the drop back with it.
    Pathways pathwaysToSave() const;
    // A cable's route as a file keeps it: empty when a segment it names is gone, so that the router chooses.
    // `index` is of this design's pathways (one for all the cables a writer saves).
    QStringList routeToSave(const Cable &cable, const PathwayIndex &index) const;

    // Same live content in the same order (what an undo of every edit must give back).
    bool sameContent(const Design &other) const;

    // Checks the indexes against the entities; returns a description of the first problem, or empty.
    QString checkInvariants() const;

private:
    SlotStore<Rack> m_racks;
    SlotStore<Device> m_devices;
    SlotStore<Cable> m_cables;
    Connectivity m_connectivity;
    // Replaced id → how many live cables name it in `replaces`.
    QHash<QString, int> m_replacements;

    void countReplacement(const QString &id, int delta);
    void refreshReplaced(const QString &id);
};

} // namespace railyard
