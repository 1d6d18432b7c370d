#include "commands/catalogcommands.h"

#include "document/document.h"

#include <QCoreApplication>

namespace railyard {

SetPrices::SetPrices(Document *document, const QList<PriceEntry> &prices, QUndoCommand *parent)
    : QUndoCommand(QCoreApplication::translate("Commands", "Import Price List"), parent), m_document(document)
{
    const Catalog &c = document->design().catalog;
    for (const PriceEntry &e : prices) {
        if (const int i = c.deviceTypes.indexOf(e.partNumber); i >= 0)
            m_parts.push_back({List::Devices, i, {c.deviceTypes.at(i).price, 0, c.deviceTypes.isFromDesign(i)}, {e.price, 0, true}});
        else if (const int t = c.transceivers.indexOf(e.partNumber); t >= 0)
            m_parts.push_back({List::Transceivers, t, {c.transceivers.at(t).price, 0, c.transceivers.isFromDesign(t)}, {e.price, 0, true}});
        else if (const int k = c.cableTypes.indexOf(e.partNumber); k >= 0) {
            const CableType &type = c.cableTypes.at(k);
            m_parts.push_back({List::Cables, k, {type.price, type.pricePerM, c.cableTypes.isFromDesign(k)},
                               {e.price, e.pricePerM.value_or(type.pricePerM), true}});
        }
    }
}

void SetPrices::apply(bool after)
{
    Catalog &c = m_document->designForCommands().catalog;
    for (const Part &p : m_parts) {
        const Price &v = after ? p.after : p.before;
        switch (p.list) {
        case List::Devices:
            c.deviceTypes.at(p.index).price = v.price;
            c.deviceTypes.setFromDesign(p.index, v.fromDesign);
            break;
        case List::Transceivers:
            c.transceivers.at(p.index).price = v.price;
            c.transceivers.setFromDesign(p.index, v.fromDesign);
            break;
        case List::Cables:
            c.cableTypes.at(p.index).price = v.price;
            c.cableTypes.at(p.index).pricePerM = v.perM;
            c.cableTypes.setFromDesign(p.index, v.fromDesign);
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

} // namespace railyard
