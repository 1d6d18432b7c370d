#include "commands/catalogcommands.h"

#include "document/document.h"

#include <QCoreApplication>
#include <QSet>

namespace railyard {

SetPrices::SetPrices(Document *document, const QList<PriceEntry> &prices, QUndoCommand *parent)
    : QUndoCommand(QCoreApplication::translate("Commands", "Import Price List"), parent), m_document(document)
{
    const Catalog &c = document->design().catalog;
    for (const PriceEntry &e : prices) {
        const std::optional<PartRef> part = findPart(c, e.partNumber);
        if (!part) continue;
        const int i = part->index;
        switch (part->list) {
        case PartRef::List::Devices:
            m_parts.push_back(
                {*part, {c.deviceTypes.at(i).price, 0, c.deviceTypes.isFromDesign(i)}, {e.price, 0, true}});
            break;
        case PartRef::List::Transceivers:
            m_parts.push_back(
                {*part, {c.transceivers.at(i).price, 0, c.transceivers.isFromDesign(i)}, {e.price, 0, true}});
            break;
        case PartRef::List::Cables: {
            const CableType &type = c.cableTypes.at(i);
            m_parts.push_back({*part,
                               {type.price, type.pricePerM, c.cableTypes.isFromDesign(i)},
                               {e.price, e.pricePerM.value_or(type.pricePerM), true}});
            break;
        }
        case PartRef::List::Racks:
            m_parts.push_back(
                {*part, {c.rackTypes.at(i).price, 0, c.rackTypes.isFromDesign(i)}, {e.price, 0, true}});
            break;
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
            c.cableTypes.setFromDesign(i, v.fromDesign);
            break;
        case PartRef::List::Racks:
            c.rackTypes.at(i).price = v.price;
            c.rackTypes.setFromDesign(i, v.fromDesign);
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
