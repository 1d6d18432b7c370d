#include "catalog/partnumber.h"

#include "catalog/catalog.h"

namespace railyard {

QString partNumberStatusName(PartNumberStatus status)
{
    switch (status) {
    case PartNumberStatus::Confirmed:
        return QStringLiteral("confirmed");
    case PartNumberStatus::Unconfirmed:
        return QStringLiteral("unconfirmed");
    case PartNumberStatus::Generic:
        return QStringLiteral("generic");
    case PartNumberStatus::CatalogId:
        return QStringLiteral("catalog-id");
    }
    return {};
}

PartNumberStatus partNumberStatus(const QString &number, bool generic, const QJsonObject &sources,
                                  const QString &field)
{
    if (number.isEmpty()) return PartNumberStatus::CatalogId;
    if (generic) return PartNumberStatus::Generic;
    const QString confidence = sources.value(field).toObject().value(QStringLiteral("confidence")).toString();
    return confidence == QLatin1String("C") ? PartNumberStatus::Confirmed : PartNumberStatus::Unconfirmed;
}

const DeviceType &productOf(const Catalog &catalog, const DeviceType &type)
{
    if (!type.order.partNumber.isEmpty() || type.variantOf.isEmpty()) return type;
    const DeviceType *base = catalog.deviceTypes.find(type.variantOf);
    return base ? *base : type;
}

Airflow onlyAirflow(const Catalog &catalog, const DeviceType &type)
{
    const DeviceType &product = productOf(catalog, type);
    return product.reversePartNumber.isEmpty() ? product.airflow : Airflow::None;
}

DeviceOrder deviceOrder(const Catalog &catalog, const DeviceType &type, Airflow wanted)
{
    const DeviceType &p = productOf(catalog, type);
    const QString field = QStringLiteral("part_number");
    DeviceOrder order{p.order.partNumber.isEmpty() ? type.id : p.order.partNumber,
                      partNumberStatus(p.order.partNumber, p.order.generic, p.sources, field), true};
    if (p.airflow == Airflow::None || wanted == Airflow::None || wanted == p.airflow) return order;
    if (!p.reversePartNumber.isEmpty())
        return {
            p.reversePartNumber,
            partNumberStatus(p.reversePartNumber, false, p.sources, QStringLiteral("reverse_part_number")),
            true};
    order.status = PartNumberStatus::Unconfirmed;
    order.knownAirflow = false;
    return order;
}

} // namespace railyard
