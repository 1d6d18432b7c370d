#pragma once

#include "catalog/catalog.h"
#include "catalog/pricelist.h"

#include <QUndoCommand>

#include <vector>

namespace railyard {

class Document;

// Sets the prices of catalog parts from a price list (one undo step), as resolvePriceList says: parts by id
// (role variants with them), one length of a cable type by that length's part number. The parts become part
// of the design's own catalog, so the prices are saved with the design. Part numbers the catalog does not
// have are skipped.
class SetPrices : public QUndoCommand
{
public:
    SetPrices(Document *document, const QList<PriceEntry> &prices, QUndoCommand *parent = nullptr);
    // How many parts the list priced.
    int partCount() const { return int(m_parts.size()); }

    void undo() override;
    void redo() override;

    // The prices of one part: a cable type's price per metre and per-length prices too.
    struct Price
    {
        double price = 0;
        double perM = 0;
        QMap<double, double> lengths;
        bool fromDesign = false;
    };

private:
    struct Part
    {
        PartRef where;
        Price before;
        Price after;
    };
    void apply(bool after);

    Document *m_document;
    std::vector<Part> m_parts;
};

// Adds device types to the design's own catalog (Catalog ▸ Import Device Types, one undo step). Types whose
// id the catalog already has are not added (the caller says so first): parts are never replaced under the
// devices that use them. Undo takes the added types away again, from the end of the list.
class AddDeviceTypes : public QUndoCommand
{
public:
    AddDeviceTypes(Document *document, std::vector<DeviceType> types, QUndoCommand *parent = nullptr);
    int count() const { return int(m_types.size()); }

    void undo() override;
    void redo() override;

private:
    Document *m_document;
    std::vector<DeviceType> m_types;
};

} // namespace railyard
