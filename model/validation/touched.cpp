#include "validation/touched.h"

namespace railyard {

void Touched::add(const Change &change)
{
    switch (change.kind) {
    case ChangeKind::Reset:
    case ChangeKind::CatalogChanged:
        everything = true;
        break;
    case ChangeKind::DesignChanged:
        // The name and the currency are in no check; the settings are (loss margin, tray height), and so
        // are the pathways (every inter-rack cable's route and length).
        if (change.touches(ChangeProperty::Settings | ChangeProperty::Pathways)) everything = true;
        break;
    case ChangeKind::PricesChanged:
    case ChangeKind::QuoteChanged:
        break;
    case ChangeKind::RacksAdded:
    case ChangeKind::RacksRemoved:
    case ChangeKind::RacksChanged:
        for (int id : change.ids)
            racks.insert(id);
        routes =
            routes || change.touches(ChangeProperty::Id | ChangeProperty::Placement | ChangeProperty::Size);
        break;
    case ChangeKind::DevicesAdded:
    case ChangeKind::DevicesRemoved:
    case ChangeKind::DevicesChanged:
        for (int id : change.ids)
            devices.insert(id);
        routes = routes || change.touches(ChangeProperty::Placement | ChangeProperty::Type);
        break;
    case ChangeKind::CablesChanged:
        // No rule reads where a cable is in the build or what its tests measured.
        if (!(change.properties & ~ChangeProperties(ChangeProperty::Status | ChangeProperty::Tests))) break;
        [[fallthrough]];
    case ChangeKind::CablesAdded:
    case ChangeKind::CablesRemoved:
        for (int id : change.ids)
            cables.insert(id);
        // A label is on no route; anything else of a cable (ends, type, length, what it replaces) may be.
        routes = routes || change.properties != ChangeProperties(ChangeProperty::Label);
        break;
    }
}

} // namespace railyard
