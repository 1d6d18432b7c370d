#include "netbox/netboxcarry.h"

namespace railyard {

namespace {

bool hasExtras(const Cable &c)
{
    return !c.tests().isEmpty() || !c.route().isEmpty() || !c.replaces().isEmpty() || !c.extra().isEmpty();
}

} // namespace

Design netboxCarriedDesign(const Design &design)
{
    Design carried;
    carried.name = design.name;
    carried.currency = design.currency;
    carried.settings = design.settings;
    carried.quote = design.quote;
    carried.extra = design.extra;
    carried.catalog = design.catalog;
    carried.pathways = design.pathwaysToSave();
    for (int r : design.racks().live())
        carried.insertRack(carried.racks().nextSlot(), design.racks().at(r));
    for (int d : design.devices().live()) {
        const Device &from = design.devices().at(d);
        if (from.extra.isEmpty()) continue;
        Device device;
        device.id = from.id;
        device.type = from.type;
        device.extra = from.extra;
        carried.insertDevice(carried.devices().nextSlot(), std::move(device));
    }
    for (int c : design.cables().live()) {
        const Cable &from = design.cables().at(c);
        if (!hasExtras(from)) continue;
        Cable cable = from;
        for (Endpoint &e : cable.ends)
            e = Endpoint();
        carried.insertCable(carried.cables().nextSlot(), std::move(cable));
    }
    return carried;
}

void applyNetboxCarried(const Design &carried, Design &imported)
{
    imported.settings = carried.settings;
    imported.quote = carried.quote;
    imported.extra = carried.extra;
    imported.pathways = carried.pathways;
    for (int r : carried.racks().live())
        if (const int slot = imported.racks().find(carried.racks().at(r).id); slot >= 0)
            imported.rack(slot).extra = carried.racks().at(r).extra;
    for (int d : carried.devices().live())
        if (const int slot = imported.devices().find(carried.devices().at(d).id); slot >= 0)
            imported.device(slot).extra = carried.devices().at(d).extra;
    for (int c : carried.cables().live()) {
        const Cable &from = carried.cables().at(c);
        const int slot = imported.cables().find(from.id);
        if (slot < 0) continue;
        CableExtras &extras = imported.cableForEdit(slot).editExtras();
        extras.tests = from.tests();
        extras.route = from.route();
        extras.extra = from.extra();
        // Set last and through the design: replacements share ports with what they replace.
        imported.setCableReplaces(slot, from.replaces());
    }
}

} // namespace railyard
