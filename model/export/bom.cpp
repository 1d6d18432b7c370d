#include "export/bom.h"

#include "design/design.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace railyard {

namespace {

// Where lupdate finds this file's texts: Text::tr() in the Bom context.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Bom)
};

} // namespace

QString bomCategoryName(BomCategory category)
{
    switch (category) {
    case BomCategory::Rack:
        return QStringLiteral("rack");
    case BomCategory::Device:
        return QStringLiteral("device");
    case BomCategory::Transceiver:
        return QStringLiteral("transceiver");
    case BomCategory::Cable:
        return QStringLiteral("cable");
    }
    return {};
}

double bomSubtotal(const Bom &bom, BomCategory category)
{
    double sum = 0;
    for (const BomLine &l : bom.lines)
        if (l.category == category) sum += l.extendedPrice;
    return sum;
}

std::vector<BomSection> bomSections(const Bom &bom)
{
    std::vector<BomSection> sections;
    for (BomCategory category : bomCategories) {
        BomSection section{category, {}, 0};
        for (const BomLine &l : bom.lines)
            if (l.category == category) {
                section.lines.push_back(&l);
                section.subtotal += l.extendedPrice;
            }
        if (!section.lines.empty()) sections.push_back(std::move(section));
    }
    return sections;
}

QString bomColumnTitle(BomColumn column)
{
    switch (column) {
    case BomColumn::PartNumber:
        return QCoreApplication::translate("Bom", "Part number");
    case BomColumn::Description:
        return QCoreApplication::translate("Bom", "Description");
    case BomColumn::Length:
        return QCoreApplication::translate("Bom", "Length");
    case BomColumn::Quantity:
        return QCoreApplication::translate("Bom", "Quantity");
    case BomColumn::Spares:
        return QCoreApplication::translate("Bom", "Spares");
    case BomColumn::OrderQuantity:
        return QCoreApplication::translate("Bom", "Order quantity");
    case BomColumn::UnitPrice:
        return QCoreApplication::translate("Bom", "Unit price");
    case BomColumn::ExtendedPrice:
        return QCoreApplication::translate("Bom", "Extended price");
    }
    return {};
}

QString bomCategoryTitle(BomCategory category)
{
    switch (category) {
    case BomCategory::Rack:
        return QCoreApplication::translate("Bom", "Racks");
    case BomCategory::Device:
        return QCoreApplication::translate("Bom", "Devices");
    case BomCategory::Transceiver:
        return QCoreApplication::translate("Bom", "Transceivers");
    case BomCategory::Cable:
        return QCoreApplication::translate("Bom", "Cables");
    }
    return {};
}

QString bomSubtotalTitle(BomCategory category)
{
    switch (category) {
    case BomCategory::Rack:
        return QCoreApplication::translate("Bom", "Subtotal racks");
    case BomCategory::Device:
        return QCoreApplication::translate("Bom", "Subtotal devices");
    case BomCategory::Transceiver:
        return QCoreApplication::translate("Bom", "Subtotal transceivers");
    case BomCategory::Cable:
        return QCoreApplication::translate("Bom", "Subtotal cables");
    }
    return {};
}

QList<TitleField> bomTitleBlock(const Bom &bom)
{
    const QuoteInfo &q = bom.quote;
    QList<TitleField> fields;
    const auto add = [&](const QString &label, const QString &value) {
        if (!value.isEmpty()) fields.append({label, value});
    };
    add(Text::tr("Customer"), q.customer);
    add(Text::tr("Project"), q.project);
    add(Text::tr("Quote number"), q.number);
    add(Text::tr("Revision"), q.revision);
    const QDate date = q.effectiveDate();
    add(Text::tr("Date"), date.toString(Qt::ISODate));
    if (q.validDays) add(Text::tr("Valid until"), date.addDays(*q.validDays).toString(Qt::ISODate));
    add(Text::tr("Currency"), bom.currency);
    add(Text::tr("Design"), bom.design);
    return fields;
}

QString bomTitle(const Bom &bom)
{
    if (bom.quote.number.isEmpty()) return QCoreApplication::translate("Bom", "Bill of materials");
    QString title = QCoreApplication::translate("Bom", "Quotation %1").arg(bom.quote.number);
    if (!bom.quote.revision.isEmpty())
        title += QCoreApplication::translate("Bom", " rev. %1").arg(bom.quote.revision);
    return title;
}

QString bomLineName(const BomLine &line)
{
    if (!line.lengthM || line.partNumber != line.partId) return line.partNumber;
    return QStringLiteral("%1 %2 m").arg(line.partNumber, QString::number(*line.lengthM, 'g', 6));
}

QList<PriceRowResult> unpricedBomLines(const Bom &bom)
{
    QList<PriceRowResult> rows;
    for (const BomLine &l : bom.lines) {
        if (l.unitPrice > 0) continue;
        // %n takes an int; a quantity past it is no less unpriced.
        const int quantity = int(std::min<qint64>(l.quantity, std::numeric_limits<int>::max()));
        const QString note = QCoreApplication::translate(
            "Bom", "%n ordered, and no row of the list prices it", nullptr, quantity);
        rows << PriceRowResult{0, bomLineName(l), PriceRowResult::Outcome::Unpriced, note};
    }
    return rows;
}

QString bomUnpricedNote(const Bom &bom)
{
    const int lines = int(bom.lines.size());
    const int unpriced = int(
        std::count_if(bom.lines.begin(), bom.lines.end(), [](const BomLine &l) { return l.unitPrice <= 0; }));
    if (unpriced == 0) return {};
    if (unpriced == lines) return QCoreApplication::translate("Bom", "No line has a price.");
    return QCoreApplication::translate("Bom", "%n of %1 line(s) have no price: the total leaves them out",
                                       nullptr, unpriced)
        .arg(lines);
}

qint64 withSpares(qint64 quantity, double percent)
{
    if (percent <= 0) return quantity;
    const double exact = double(quantity) * (100.0 + percent) / 100.0;
    // A product that should be whole can come out a hair above it; a real fraction is far larger than 1e-9.
    return qint64(std::ceil(exact - 1e-9 * std::max(1.0, exact)));
}

Bom buildBom(const Design &design)
{
    const Catalog &catalog = design.catalog;
    Bom bom;
    bom.design = design.name;
    bom.currency = design.currency;
    bom.quote = design.quote;

    // Counts by part index: one pass over the devices and one over the cables, whatever the design's size.
    std::vector<qint64> racks(size_t(catalog.rackTypes.size()), 0);
    for (int r : design.racks().live())
        if (const int type = design.racks().at(r).type; type >= 0) ++racks[size_t(type)];
    std::vector<qint64> devices(size_t(catalog.deviceTypes.size()), 0);
    std::vector<qint64> transceivers(size_t(catalog.transceivers.size()), 0);
    for (int d : design.devices().live()) {
        const Device &device = design.devices().at(d);
        ++devices[size_t(device.type)];
        for (const CageModule &m : device.modules)
            ++transceivers[size_t(m.transceiver)];
    }
    std::map<std::pair<int, double>, qint64> cables; // (type, ordered length) → count
    for (int c : design.cables().live()) {
        const Cable &cable = design.cables().at(c);
        const CableType &type = catalog.cableTypes.at(cable.type);
        ++cables[{cable.type, type.orderedLength(cable.lengthM)}];
        bom.totals.fibers += type.fibers;
    }

    const double spares = design.settings.sparesPercent;
    const auto add = [&](BomLine line, double unitPrice) {
        line.unitPrice = unitPrice;
        line.extendedPrice = double(line.quantity) * unitPrice;
        bom.totals.price += line.extendedPrice;
        bom.lines.push_back(std::move(line));
    };
    const auto line = [](BomCategory category, const QString &part, const QString &description,
                         std::optional<double> length, qint64 base, qint64 ordered) {
        BomLine l;
        l.category = category;
        l.partNumber = part;
        l.partId = part;
        l.description = description;
        l.lengthM = length;
        l.quantity = ordered;
        l.spares = ordered - base;
        return l;
    };
    for (int i = 0; i < catalog.rackTypes.size(); ++i) {
        if (racks[size_t(i)] == 0) continue;
        const RackType &t = catalog.rackTypes.at(i);
        BomLine l =
            line(BomCategory::Rack, t.id, t.description, std::nullopt, racks[size_t(i)], racks[size_t(i)]);
        bom.totals.racks += l.quantity;
        add(std::move(l), t.price);
    }
    for (int i = 0; i < catalog.deviceTypes.size(); ++i) {
        if (devices[size_t(i)] == 0) continue;
        const DeviceType &t = catalog.deviceTypes.at(i);
        BomLine l =
            line(BomCategory::Device, t.id, QStringLiteral("%1 %2").arg(t.manufacturer, t.model).trimmed(),
                 std::nullopt, devices[size_t(i)], devices[size_t(i)]);
        bom.totals.devices += l.quantity;
        add(std::move(l), t.price);
    }
    for (int i = 0; i < catalog.transceivers.size(); ++i) {
        if (transceivers[size_t(i)] == 0) continue;
        const Transceiver &t = catalog.transceivers.at(i);
        BomLine l = line(BomCategory::Transceiver, t.id, t.description, std::nullopt, transceivers[size_t(i)],
                         withSpares(transceivers[size_t(i)], spares));
        bom.totals.transceivers += l.quantity;
        add(std::move(l), t.price);
    }
    for (const auto &[key, count] : cables) {
        const CableType &t = catalog.cableTypes.at(key.first);
        BomLine l =
            line(BomCategory::Cable, t.id, t.description, key.second, count, withSpares(count, spares));
        l.partNumber = t.partNumberFor(key.second); // what is ordered: MFP7E30-N003, not MFP7E30 and 3 m
        bom.totals.cables += l.quantity;
        add(std::move(l), t.priceFor(key.second));
    }
    // Within a category by part, then by length (part numbers need not sort as lengths do: N00A is 0.5 m);
    // stable, so equal keys keep catalog order.
    std::stable_sort(bom.lines.begin(), bom.lines.end(), [](const BomLine &a, const BomLine &b) {
        if (a.category != b.category) return a.category < b.category;
        if (a.partId != b.partId) return a.partId < b.partId;
        return a.lengthM.value_or(0) < b.lengthM.value_or(0);
    });
    return bom;
}

std::vector<std::pair<const char *, qint64>> bomCountLines(const Bom &bom)
{
    return {{QT_TRANSLATE_NOOP("Bom", "Racks"), bom.totals.racks},
            {QT_TRANSLATE_NOOP("Bom", "Devices"), bom.totals.devices},
            {QT_TRANSLATE_NOOP("Bom", "Transceivers, spares included"), bom.totals.transceivers},
            {QT_TRANSLATE_NOOP("Bom", "Cables, spares included"), bom.totals.cables},
            {QT_TRANSLATE_NOOP("Bom", "Fibers in the design's cables"), bom.totals.fibers}};
}

} // namespace railyard
