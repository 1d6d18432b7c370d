#include "export/bom.h"

#include "catalog/catalogtexts.h"
#include "core/idranges.h"
#include "core/naturalorder.h"
#include "design/design.h"
#include "export/bomaccessories.h"
#include "export/bomgroups.h"
#include "export/kitcontents.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <map>
#include <tuple>

namespace railyard {

namespace {

// Where lupdate finds this file's texts: Text::tr() in the Bom context.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Bom)
};

QString airflowText(Airflow airflow)
{
    return airflow == Airflow::C2P ? QStringLiteral("C2P") : QStringLiteral("P2C");
}

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
    case BomCategory::Accessory:
        return QStringLiteral("accessory");
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
    if (bom.grouping != BomGrouping::None) {
        // Lines are sorted by group: a section per run of one group.
        for (const BomLine &l : bom.lines) {
            if (sections.empty() || sections.back().lines.back()->group != l.group) {
                const QString title = bom.groupTitles[size_t(l.group)];
                sections.push_back(
                    {title, QCoreApplication::translate("Bom", "Subtotal: %1").arg(title), {}, 0});
            }
            sections.back().lines.push_back(&l);
            sections.back().subtotal += l.extendedPrice;
            sections.back().anyPriced = sections.back().anyPriced || l.priced();
        }
        return sections;
    }
    for (BomCategory category : bomCategories) {
        BomSection section{bomCategoryTitle(category), bomSubtotalTitle(category), {}, 0};
        for (const BomLine &l : bom.lines)
            if (l.category == category) {
                section.lines.push_back(&l);
                section.subtotal += l.extendedPrice;
                section.anyPriced = section.anyPriced || l.priced();
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
    case BomColumn::LeadTime:
        return QCoreApplication::translate("Bom", "Lead time (days)");
    }
    return {};
}

std::vector<BomColumn> bomColumns(const Bom &bom)
{
    std::vector<BomColumn> columns{BomColumn::PartNumber, BomColumn::Description, BomColumn::Length,
                                   BomColumn::Quantity,   BomColumn::Spares,      BomColumn::OrderQuantity};
    if (bom.rfq) {
        columns.push_back(BomColumn::LeadTime);
    } else {
        columns.push_back(BomColumn::UnitPrice);
        columns.push_back(BomColumn::ExtendedPrice);
    }
    return columns;
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
    case BomCategory::Accessory:
        return QCoreApplication::translate("Bom", "Accessories");
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
    case BomCategory::Accessory:
        return QCoreApplication::translate("Bom", "Subtotal accessories");
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
    if (bom.rfq) {
        QString title = QCoreApplication::translate("Bom", "Request for quotation");
        if (!bom.quote.number.isEmpty()) title += QStringLiteral(" %1").arg(bom.quote.number);
        return title;
    }
    if (bom.quote.number.isEmpty()) return QCoreApplication::translate("Bom", "Bill of materials");
    QString title = QCoreApplication::translate("Bom", "Quotation %1").arg(bom.quote.number);
    if (!bom.quote.revision.isEmpty())
        title += QCoreApplication::translate("Bom", " rev. %1").arg(bom.quote.revision);
    return title;
}

QString bomLineRacks(const BomLine &line)
{
    if (line.racks.isEmpty()) return {};
    return QCoreApplication::translate("Bom", "For %n rack(s): %1", nullptr, int(line.racks.size()))
        .arg(idRanges(line.racks));
}

QString bomLineDescription(const BomLine &line)
{
    QString text = catalogText(line.description);
    if (line.airflow != Airflow::None)
        text += QCoreApplication::translate("Bom", ", %1 airflow").arg(airflowText(line.airflow));
    for (const QString &more : {line.note, bomLineRacks(line)})
        if (!more.isEmpty()) text = QStringLiteral("%1. %2").arg(text, more);
    return text;
}

QString bomPartNumberMark(PartNumberStatus status)
{
    switch (status) {
    case PartNumberStatus::Unconfirmed:
        return QStringLiteral("*");
    case PartNumberStatus::Generic:
        return QStringLiteral("\u2020");
    case PartNumberStatus::CatalogId: // shown as "order code to confirm" instead
    case PartNumberStatus::Confirmed:
        break;
    }
    return {};
}

QString bomOrderCodeToConfirm()
{
    return QCoreApplication::translate("Bom", "order code to confirm");
}

QString bomMarkedPartNumber(const BomLine &line)
{
    // A product name or Railyard's catalog id is not something a supplier can be sent an order for.
    if (line.status == PartNumberStatus::CatalogId) return bomOrderCodeToConfirm();
    const QString mark = bomPartNumberMark(line.status);
    // A no-break space: the mark never wraps away from its part number.
    return mark.isEmpty() ? line.partNumber : QStringLiteral("%1\u00A0%2").arg(line.partNumber, mark);
}

QString bomLineRemarks(const BomLine &line)
{
    QStringList remarks;
    switch (line.status) {
    case PartNumberStatus::Unconfirmed:
        remarks << QCoreApplication::translate(
            "Bom", "Part number not confirmed by a source: confirm it on the quote.");
        break;
    case PartNumberStatus::Generic:
        remarks << QCoreApplication::translate("Bom", "Generic part: an equivalent product is accepted.");
        break;
    case PartNumberStatus::CatalogId:
        remarks << QCoreApplication::translate(
                       "Bom", "No orderable part number is known: confirm the order code with the supplier "
                              "(Railyard's catalog id: %1).")
                       .arg(line.partNumber);
        break;
    case PartNumberStatus::Confirmed:
        break;
    }
    if (line.airflow != Airflow::None)
        remarks << QCoreApplication::translate("Bom", "%1 airflow.").arg(airflowText(line.airflow));
    if (!line.note.isEmpty()) remarks << line.note + QLatin1Char('.');
    if (!line.racks.isEmpty()) remarks << bomLineRacks(line) + QLatin1Char('.');
    return remarks.join(QLatin1Char(' '));
}

QStringList bomMarkLegend(const Bom &bom)
{
    QStringList legend;
    const auto uses = [&](PartNumberStatus s) {
        return std::any_of(bom.lines.begin(), bom.lines.end(),
                           [s](const BomLine &l) { return l.status == s; });
    };
    if (uses(PartNumberStatus::Unconfirmed))
        legend << QCoreApplication::translate("Bom",
                                              "* Part number not confirmed by a source: confirm it on the "
                                              "quote.");
    if (uses(PartNumberStatus::Generic))
        legend << QCoreApplication::translate("Bom",
                                              "\u2020 Generic part: an equivalent product is accepted.");
    if (uses(PartNumberStatus::CatalogId))
        legend << QCoreApplication::translate(
            "Bom", "Order code to confirm: no orderable part number of the product "
                   "is known; the description names it.");
    return legend;
}

QStringList bomLineCells(const Bom &bom, const BomLine &line, const QLocale &locale,
                         const std::function<QString(const BomLine &, double)> &price)
{
    QStringList cells{bomMarkedPartNumber(line),
                      bomLineDescription(line),
                      line.lengthM ? QStringLiteral("%1 m").arg(locale.toString(*line.lengthM)) : QString(),
                      locale.toString(line.baseQuantity()),
                      locale.toString(line.spares),
                      locale.toString(line.quantity)};
    if (bom.rfq)
        cells << QString(); // the supplier's lead time
    else
        cells << price(line, line.unitPrice) << price(line, line.extendedPrice);
    return cells;
}

QString bomLineName(const BomLine &line)
{
    if (!line.lengthM || line.namesLength) return line.partNumber;
    return QStringLiteral("%1 %2 m").arg(line.partNumber, QString::number(*line.lengthM, 'g', 6));
}

qint64 withSpares(qint64 quantity, double percent)
{
    if (percent <= 0) return quantity;
    const double exact = double(quantity) * (100.0 + percent) / 100.0;
    // A product that should be whole can come out a hair above it; a real fraction is far larger than 1e-9.
    return qint64(std::ceil(exact - 1e-9 * std::max(1.0, exact)));
}

namespace {

// What one catalog part (or one airflow of it) is ordered as: the line it lands on.
struct OrderedAs
{
    QString partNumber;
    PartNumberStatus status = PartNumberStatus::CatalogId;
    QString description;
    QString note;
};

OrderedAs orderedAs(const OrderCode &code, const QJsonObject &sources, const QString &id,
                    const QString &description)
{
    return {code.partNumber.isEmpty() ? id : code.partNumber,
            partNumberStatus(code.partNumber, code.generic, sources, QStringLiteral("part_number")),
            description,
            {}};
}

OrderedAs deviceOrderedAs(const Catalog &catalog, const DeviceType &t, Airflow wanted)
{
    const DeviceType &p = productOf(catalog, t);
    const DeviceOrder order = deviceOrder(catalog, t, wanted);
    OrderedAs as{
        order.partNumber, order.status, QStringLiteral("%1 %2").arg(p.manufacturer, p.model).trimmed(), {}};
    if (!order.knownAirflow)
        as.note =
            Text::tr("%1 is the %2 product; no part number of the %3 airflow is known: confirm on the quote")
                .arg(as.partNumber, airflowText(p.airflow), airflowText(wanted));
    return as;
}

// One line being summed: the parts that land on it and how many of them the design has.
struct Pending
{
    BomLine line;
    qint64 base = 0;
    qint64 spares = 0;
};

// Spares for one product, rounded up once over all its lines and shared among the groups it is split into in
// proportion to their quantities (the largest remainders get the odd ones), so that a grouped BOM orders
// exactly what the ungrouped one does.
void shareSpares(std::vector<Pending *> &lines, double percent)
{
    qint64 total = 0;
    for (const Pending *p : lines)
        total += p->base;
    const qint64 spares = withSpares(total, percent) - total;
    if (spares <= 0 || total <= 0) return;
    qint64 given = 0;
    std::vector<std::pair<double, Pending *>> remainders;
    for (Pending *p : lines) {
        const double exact = double(spares) * double(p->base) / double(total);
        p->spares = qint64(std::floor(exact));
        given += p->spares;
        remainders.push_back({exact - double(p->spares), p});
    }
    std::stable_sort(remainders.begin(), remainders.end(),
                     [](const auto &a, const auto &b) { return a.first > b.first; });
    for (size_t i = 0; given < spares && i < remainders.size(); ++i, ++given)
        ++remainders[i].second->spares;
}

} // namespace

Bom buildBom(const Design &design, const BomOptions &options)
{
    const Catalog &catalog = design.catalog;
    Bom bom;
    bom.design = design.name;
    bom.currency = design.currency;
    bom.quote = design.quote;
    bom.grouping = options.grouping;
    bom.rfq = options.rfq;
    const BomGroups groups(design, options.grouping);
    for (int g = 0; g < groups.count(); ++g) {
        bom.groupKeys.push_back(groups.key(g));
        bom.groupTitles.push_back(groups.title(g));
    }

    // Counts by (part index, group) and a device's airflow: one pass over the devices and one over the
    // cables, whatever the design's size; lines are made from the counts.
    std::map<std::pair<int, int>, qint64> racks;
    for (int r : design.racks().live())
        if (const int type = design.racks().at(r).type; type >= 0) ++racks[{type, groups.ofRack(r)}];
    std::map<std::tuple<int, Airflow, int>, qint64> devices;
    std::map<std::pair<int, int>, qint64> transceivers;
    const Airflow switchAirflow = design.settings.switchAirflow();
    // A device a rack's part number includes (a whole NVL72) is ordered with it; its modules are not: the
    // kit orders no optics.
    const KitContents kits(design);
    for (int d : design.devices().live()) {
        const Device &device = design.devices().at(d);
        for (const CageModule &m : device.modules)
            ++transceivers[{m.transceiver, groups.ofModule(d, m.port)}];
        if (kits.comesWithRack(device)) continue;
        const Airflow airflow = device.airflow != Airflow::None ? device.airflow : switchAirflow;
        ++devices[{device.type, airflow, groups.ofDevice(d)}];
    }
    std::map<std::tuple<int, double, int>, qint64> cables; // (type, ordered length, group) → count
    for (int c : design.cables().live()) {
        if (design.isReplaced(c)) continue; // in place already, and on its way out
        const Cable &cable = design.cables().at(c);
        const CableType &type = catalog.cableTypes.at(cable.type);
        ++cables[{cable.type, type.orderedLength(cable.lengthM), groups.ofCable(c)}];
        bom.totals.fibers += type.fibersInCable();
    }

    // One line per (group, category, part number, airflow, length, unit price): variants of one product
    // merge, but never two prices into one line.
    using Key = std::tuple<int, BomCategory, QString, Airflow, double, double>;
    std::map<Key, Pending> pending;
    const auto add = [&](int group, BomCategory category, const QString &partId, const OrderedAs &as,
                         Airflow airflow, std::optional<double> length, bool namesLength, double unitPrice,
                         qint64 count) -> Pending & {
        Pending &p = pending[Key{groups.order(group), category, as.partNumber, airflow, length.value_or(0),
                                 unitPrice}];
        if (p.line.partIds.isEmpty()) {
            p.line.category = category;
            p.line.partNumber = as.partNumber;
            p.line.partId = partId;
            p.line.description = as.description;
            p.line.note = as.note;
            p.line.status = as.status;
            p.line.airflow = airflow;
            p.line.lengthM = length;
            p.line.namesLength = namesLength;
            p.line.unitPrice = unitPrice;
            p.line.group = group;
        }
        if (!p.line.partIds.contains(partId)) p.line.partIds << partId;
        p.base += count;
        return p;
    };
    for (const auto &[key, count] : racks) {
        const RackType &t = catalog.rackTypes.at(key.first);
        add(key.second, BomCategory::Rack, t.id, orderedAs(t.order, t.sources, t.id, t.description),
            Airflow::None, std::nullopt, false, t.price, count);
    }
    for (const auto &[key, count] : devices) {
        const auto &[type, airflow, group] = key;
        const DeviceType &t = catalog.deviceTypes.at(type);
        // A type not sold in an airflow has none: a server's airflow is not ordered.
        const Airflow ordered = productOf(catalog, t).airflow != Airflow::None ? airflow : Airflow::None;
        OrderedAs as = deviceOrderedAs(catalog, t, ordered);
        // Mounted against the hall's other switches: the installer must turn it round.
        if (ordered != Airflow::None && ordered != switchAirflow && as.note.isEmpty())
            as.note =
                (ordered == Airflow::C2P
                     ? Text::tr(
                           "C2P where the hall's switches are P2C: mount its ports toward the cold aisle")
                     : Text::tr(
                           "P2C where the hall's switches are C2P: mount its ports toward the hot aisle"));
        add(group, BomCategory::Device, t.id, as, ordered, std::nullopt, false, t.price, count);
    }
    for (const auto &[key, count] : transceivers) {
        const Transceiver &t = catalog.transceivers.at(key.first);
        add(key.second, BomCategory::Transceiver, t.id, orderedAs(t.order, t.sources, t.id, t.description),
            Airflow::None, std::nullopt, false, t.price, count);
    }
    for (const auto &[key, count] : cables) {
        const auto &[type, length, group] = key;
        const CableType &t = catalog.cableTypes.at(type);
        // What is ordered: MFP7E30-N003, not MFP7E30 and 3 m; a trunk by its code and length.
        const OrderedAs as{t.partNumberFor(length), t.partNumberStatusFor(length), t.description, {}};
        add(group, BomCategory::Cable, t.id, as, Airflow::None, length, t.namesLength(length),
            t.priceFor(length), count);
    }

    AccessoryNeeds accessories = accessoryNeeds(design);
    for (const auto &[key, count] : accessories.counts) {
        if (count == 0) continue;
        const AccessoryType &t = catalog.accessoryTypes.at(key.first);
        Pending &p = add(groups.ofRack(key.second), BomCategory::Accessory, t.id,
                         orderedAs(t.order, t.sources, t.id, t.description), Airflow::None, std::nullopt,
                         false, t.price, count);
        if (t.kind == AccessoryKind::Pdu && design.racks().isLive(key.second))
            p.line.racks << design.racks().at(key.second).id;
    }
    bom.notes = std::move(accessories.notes);
    // A PDU is sized for the racks it goes into: its line says which.
    for (auto &[key, p] : pending) {
        QStringList &racks = p.line.racks;
        std::sort(racks.begin(), racks.end(), naturalLess);
        racks.erase(std::unique(racks.begin(), racks.end()), racks.end());
    }

    // Spares on transceivers and cables, per product over its groups.
    std::map<std::tuple<BomCategory, QString, Airflow, double, double>, std::vector<Pending *>> products;
    for (auto &[key, p] : pending)
        if (p.line.category == BomCategory::Transceiver || p.line.category == BomCategory::Cable)
            products[{std::get<1>(key), std::get<2>(key), std::get<3>(key), std::get<4>(key),
                      std::get<5>(key)}]
                .push_back(&p);
    for (auto &[product, lines] : products)
        shareSpares(lines, design.settings.sparesPercent);
    for (auto &[key, p] : pending) {
        BomLine &l = p.line;
        l.quantity = p.base + p.spares;
        l.spares = p.spares;
        l.extendedPrice = double(l.quantity) * l.unitPrice;
        bom.totals.price += l.extendedPrice;
        switch (l.category) {
        case BomCategory::Rack:
            bom.totals.racks += l.quantity;
            break;
        case BomCategory::Device:
            bom.totals.devices += l.quantity;
            break;
        case BomCategory::Transceiver:
            bom.totals.transceivers += l.quantity;
            break;
        case BomCategory::Cable:
            bom.totals.cables += l.quantity;
            break;
        case BomCategory::Accessory:
            bom.totals.accessories += l.quantity;
            break;
        }
        bom.lines.push_back(std::move(l));
    }
    // Within a category by part number, then by length (part numbers need not sort as lengths do: N00A is
    // 0.5 m), then airflow.
    std::stable_sort(bom.lines.begin(), bom.lines.end(), [&](const BomLine &a, const BomLine &b) {
        if (a.group != b.group) return groups.order(a.group) < groups.order(b.group);
        if (a.category != b.category) return a.category < b.category;
        if (a.partId != b.partId) return a.partId < b.partId;
        if (a.lengthM.value_or(0) != b.lengthM.value_or(0))
            return a.lengthM.value_or(0) < b.lengthM.value_or(0);
        return a.airflow < b.airflow;
    });
    return bom;
}

std::vector<std::pair<const char *, qint64>> bomCountLines(const Bom &bom)
{
    return {{QT_TRANSLATE_NOOP("Bom", "Racks"), bom.totals.racks},
            {QT_TRANSLATE_NOOP("Bom", "Devices"), bom.totals.devices},
            {QT_TRANSLATE_NOOP("Bom", "Transceivers, spares included"), bom.totals.transceivers},
            {QT_TRANSLATE_NOOP("Bom", "Cables, spares included"), bom.totals.cables},
            {QT_TRANSLATE_NOOP("Bom", "Accessories"), bom.totals.accessories},
            {QT_TRANSLATE_NOOP("Bom", "Fibers in the design's cables"), bom.totals.fibers}};
}

} // namespace railyard
