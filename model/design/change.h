#pragma once

#include <QFlags>
#include <QList>
#include <QMetaType>

namespace railyard {

// What an edit changed, so that views and validation update only that. Ids are entity slots.
enum class ChangeKind : quint8
{
    Reset,          // everything may have changed (a design was loaded)
    DesignChanged,  // name, currency or settings
    CatalogChanged, // a catalog part was added or edited
    PricesChanged,  // part prices: only the BOM depends on them
    QuoteChanged,   // the quote's title block: only exports depend on it
    RacksAdded,
    RacksRemoved,
    RacksChanged,
    DevicesAdded,
    DevicesRemoved,
    DevicesChanged, // placement, transceivers, attributes
    CablesAdded,
    CablesRemoved,
    CablesChanged, // ends, length, label, type
};

// Which properties of the objects a *Changed event changed (after Tiled's change events), so that a listener
// skips what does not concern it rather than comparing copies: a label edit does not move a cable's curve.
// Added, removed and reset events carry every flag.
enum class ChangeProperty : quint16
{
    Id = 0x001,
    Label = 0x002,
    Placement = 0x004,    // a device's rack and U, a rack's floor position or row
    Size = 0x008,         // a rack's height or footprint
    Type = 0x010,         // the catalog type of a rack or a cable
    Ends = 0x020,         // where a cable's ends are plugged
    Length = 0x040,       // a cable's length
    Transceivers = 0x080, // the modules in a device's cages
    Attributes = 0x100,   // a device's scalable unit, node and rail
    Name = 0x200,         // the design's name or currency
    Settings = 0x400,     // the design's settings (loss margin, tray height, spares)
    Status = 0x800,       // a cable's install status (commissioning)
    Tests = 0x1000,       // a cable's fiber test records (commissioning)
    Revisions = 0x2000,   // the design's saved revisions (no check and no drawing reads them)
    Pathways = 0x4000,    // the design's trays, their nodes and the racks' drops (routes, fill, lengths)
    All = 0xffff
};
Q_DECLARE_FLAGS(ChangeProperties, ChangeProperty)

struct Change
{
    ChangeKind kind = ChangeKind::Reset;
    QList<int> ids;
    ChangeProperties properties = ChangeProperty::All;

    // Whether the event may have changed any of these properties.
    bool touches(ChangeProperties these) const { return bool(properties & these); }
};

} // namespace railyard

// Outside the namespace, as Qt asks: inside it would hide Qt's own operator| for keys and modifiers.
Q_DECLARE_OPERATORS_FOR_FLAGS(railyard::ChangeProperties)
Q_DECLARE_METATYPE(railyard::Change)
