#pragma once

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

struct Change
{
    ChangeKind kind = ChangeKind::Reset;
    QList<int> ids;
};

} // namespace railyard

Q_DECLARE_METATYPE(railyard::Change)
