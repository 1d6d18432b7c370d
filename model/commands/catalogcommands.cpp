#include "commands/catalogcommands.h"

#include "document/document.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>

namespace railyard {

namespace {

// The prices of one catalog part, as a price list may set them.
SetPrices::Price pricesOf(const Catalog &c, const PartRef &part)
{
    const int i = part.index;
    switch (part.list) {
    case PartRef::List::Devices:
        return {c.deviceTypes.at(i).price, 0, {}, c.deviceTypes.isFromDesign(i)};
    case PartRef::List::Transceivers:
        return {c.transceivers.at(i).price, 0, {}, c.transceivers.isFromDesign(i)};
    case PartRef::List::Cables: {
        const CableType &t = c.cableTypes.at(i);
        return {t.price, t.pricePerM, t.lengthPrices, c.cableTypes.isFromDesign(i)};
    }
    case PartRef::List::Racks:
        return {c.rackTypes.at(i).price, 0, {}, c.rackTypes.isFromDesign(i)};
    case PartRef::List::Accessories:
        return {c.accessoryTypes.at(i).price, 0, {}, c.accessoryTypes.isFromDesign(i)};
    }
    return {};
}

} // namespace

SetPrices::SetPrices(Document *document, const QList<PriceEntry> &prices, QUndoCommand *parent)
    : QUndoCommand(QCoreApplication::translate("Commands", "Import Price List"), parent), m_document(document)
{
    const Catalog &c = document->design().catalog;
    for (const PriceAssignment &a : resolvePriceList(c, prices)) {
        auto part = std::find_if(m_parts.begin(), m_parts.end(),
                                 [&](const Part &p) { return p.where == a.target.part; });
        if (part == m_parts.end()) {
            const Price now = pricesOf(c, a.target.part);
            part = m_parts.insert(m_parts.end(), {a.target.part, now, now});
        }
        // Priced by the list, the part becomes the design's own, so the price is saved with the design.
        Price &after = part->after;
        after.fromDesign = true;
        if (a.target.lengthM) {
            after.lengths.insert(*a.target.lengthM, a.entry->price);
        } else {
            after.price = a.entry->price;
            if (a.entry->pricePerM) after.perM = *a.entry->pricePerM;
        }
    }
}

void SetPrices::apply(bool after)
{
    Catalog &c = m_document->designForCommands().catalog;
    for (const Part &p : m_parts) {
        const Price &v = after ? p.after : p.before;
        const int i = p.where.index;
        switch (p.where.list) {
        case PartRef::List::Devices:
            c.deviceTypes.at(i).price = v.price;
            c.deviceTypes.setFromDesign(i, v.fromDesign);
            break;
        case PartRef::List::Transceivers:
            c.transceivers.at(i).price = v.price;
            c.transceivers.setFromDesign(i, v.fromDesign);
            break;
        case PartRef::List::Cables:
            c.cableTypes.at(i).price = v.price;
            c.cableTypes.at(i).pricePerM = v.perM;
            c.cableTypes.at(i).lengthPrices = v.lengths;
            c.cableTypes.setFromDesign(i, v.fromDesign);
            break;
        case PartRef::List::Racks:
            c.rackTypes.at(i).price = v.price;
            c.rackTypes.setFromDesign(i, v.fromDesign);
            break;
        case PartRef::List::Accessories:
            c.accessoryTypes.at(i).price = v.price;
            c.accessoryTypes.setFromDesign(i, v.fromDesign);
            break;
        }
    }
    m_document->notify({ChangeKind::PricesChanged, {}});
}

void SetPrices::undo()
{
    apply(false);
}

void SetPrices::redo()
{
    apply(true);
}

AddDeviceTypes::AddDeviceTypes(Document *document, std::vector<DeviceType> types, QUndoCommand *parent)
    : QUndoCommand(QCoreApplication::translate("Commands", "Import Device Types"), parent),
      m_document(document)
{
    const Catalog &c = document->design().catalog;
    QSet<QString> ids;
    for (DeviceType &t : types)
        if (c.deviceTypes.indexOf(t.id) < 0 && !ids.contains(t.id)) {
            ids.insert(t.id);
            t.rebuildPortIndex();
            m_types.push_back(std::move(t));
        }
}

void AddDeviceTypes::redo()
{
    Catalog &c = m_document->designForCommands().catalog;
    for (const DeviceType &t : m_types)
        c.deviceTypes.upsert(t, true);
    m_document->notify({ChangeKind::CatalogChanged, {}});
}

void AddDeviceTypes::undo()
{
    Catalog &c = m_document->designForCommands().catalog;
    for (size_t i = 0; i < m_types.size(); ++i)
        c.deviceTypes.removeLast();
    m_document->notify({ChangeKind::CatalogChanged, {}});
}

} // namespace railyard
