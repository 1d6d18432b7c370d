#include "bom.h"

#include "design/design.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace railyard {

QString bomCategoryName(BomCategory category)
{
    switch (category) {
    case BomCategory::Device:
        return QStringLiteral("device");
    case BomCategory::Transceiver:
        return QStringLiteral("transceiver");
    case BomCategory::Cable:
        return QStringLiteral("cable");
    }
    return {};
}

qint64 withSpares(qint64 quantity, double percent)
{
    if (percent <= 0)
        return quantity;
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

    // Counts by part index: one pass over the devices and one over the cables, whatever the design's size.
    std::vector<qint64> devices(size_t(catalog.deviceTypes.size()), 0);
    std::vector<qint64> transceivers(size_t(catalog.transceivers.size()), 0);
    for (int d : design.devices().live()) {
        const Device &device = design.devices().at(d);
        ++devices[size_t(device.type)];
        for (const CageModule &m : device.modules)
            ++transceivers[size_t(m.transceiver)];
    }
    std::map<std::pair<int, double>, qint64> cables;  // (type, ordered length) → count
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
    for (int i = 0; i < catalog.deviceTypes.size(); ++i) {
        if (devices[size_t(i)] == 0)
            continue;
        const DeviceType &t = catalog.deviceTypes.at(i);
        BomLine line{BomCategory::Device, t.id, QStringLiteral("%1 %2").arg(t.manufacturer, t.model).trimmed(), std::nullopt, devices[size_t(i)]};
        bom.totals.devices += line.quantity;
        add(std::move(line), t.price);
    }
    for (int i = 0; i < catalog.transceivers.size(); ++i) {
        if (transceivers[size_t(i)] == 0)
            continue;
        const Transceiver &t = catalog.transceivers.at(i);
        BomLine line{BomCategory::Transceiver, t.id, t.description, std::nullopt, withSpares(transceivers[size_t(i)], spares)};
        bom.totals.transceivers += line.quantity;
        add(std::move(line), t.price);
    }
    for (const auto &[key, count] : cables) {
        const CableType &t = catalog.cableTypes.at(key.first);
        BomLine line{BomCategory::Cable, t.id, t.description, key.second, withSpares(count, spares)};
        bom.totals.cables += line.quantity;
        add(std::move(line), t.price + t.pricePerM * key.second);
    }
    // Within a category by part number, then by length; stable, so equal keys keep catalog order.
    std::stable_sort(bom.lines.begin(), bom.lines.end(), [](const BomLine &a, const BomLine &b) {
        if (a.category != b.category)
            return a.category < b.category;
        if (a.partNumber != b.partNumber)
            return a.partNumber < b.partNumber;
        return a.lengthM.value_or(0) < b.lengthM.value_or(0);
    });
    return bom;
}

} // namespace railyard
