#include "io/jsonpartreader.h"

#include "io/designlimits.h"

#include <QSet>

namespace railyard {

namespace {

const QString kId = QStringLiteral("id");

GradeMap readGradeMap(JsonReadContext &ctx, const QJsonObject &o)
{
    GradeMap map;
    for (auto it = o.begin(); it != o.end(); ++it) {
        JsonReadContext::Scope scope(ctx, it.key());
        const std::optional<FiberGrade> grade = enumFromName<FiberGrade>(it.key());
        if (!grade)
            ctx.fail(QStringLiteral("\"%1\" is not a fiber grade (expected %2)")
                         .arg(it.key(), enumChoices<FiberGrade>()));
        if (!it.value().isDouble())
            ctx.fail(QStringLiteral("expected a number, found %1").arg(jsonTypeName(it.value())));
        map.set(*grade, it.value().toDouble());
    }
    return map;
}

QList<double> readLengths(JsonReadContext &ctx, const QJsonArray &a)
{
    QList<double> lengths;
    lengths.reserve(a.size());
    for (int i = 0; i < a.size(); ++i) {
        JsonReadContext::Scope scope(ctx, i);
        if (!a[i].isDouble() || a[i].toDouble() <= 0)
            ctx.fail(QStringLiteral("expected a length in metres greater than 0"));
        lengths.append(a[i].toDouble());
    }
    return lengths;
}

// An object keyed by length as written in lengths_m ({"3": …}): each entry with its length, inside the key's
// scope so that errors name it.
template <typename Entry>
void forEachLength(JsonReadContext &ctx, const QJsonObject &o, const QString &key, Entry entry)
{
    const auto object = ctx.object(o, key);
    if (!object) return;
    JsonReadContext::Scope scope(ctx, key);
    for (auto it = object->constBegin(); it != object->constEnd(); ++it) {
        bool ok = false;
        const double length = it.key().toDouble(&ok);
        if (!ok || !(length > 0)) ctx.fail(QStringLiteral("\"%1\" is not a length in metres").arg(it.key()));
        entry(*object, it.key(), length);
    }
}

// part_number and generic, which every kind of part has.
OrderCode readOrderCode(JsonReadContext &ctx, const QJsonObject &o)
{
    OrderCode code;
    if (const auto number = ctx.string(o, QStringLiteral("part_number"))) {
        if (number->trimmed().isEmpty())
            ctx.failAt(QStringLiteral("part_number"),
                       QStringLiteral("a part number names what is ordered; leave the key out for none"));
        code.partNumber = *number;
    }
    code.generic = ctx.boolean(o, QStringLiteral("generic")).value_or(false);
    return code;
}

PortDef readPort(JsonReadContext &ctx, const QJsonObject &o)
{
    PortDef p;
    p.name = *ctx.string(o, QStringLiteral("name"), true);
    ctx.setObjectId(p.name);
    p.kind = *ctx.enumValue<PortKind>(o, QStringLiteral("kind"), true);
    p.formFactor = ctx.string(o, QStringLiteral("form_factor")).value_or(QString());
    p.network = ctx.enumValue<Network>(o, QStringLiteral("network")).value_or(Network::None);
    if (const auto rails = ctx.array(o, QStringLiteral("rails"))) {
        if (rails->size() > limits::maxCount)
            ctx.failAt(
                QStringLiteral("rails"),
                QStringLiteral("%1 rails; a cage has at most %2").arg(rails->size()).arg(limits::maxCount));
        JsonReadContext::Scope scope(ctx, QStringLiteral("rails"));
        for (int i = 0; i < rails->size(); ++i) {
            JsonReadContext::Scope item(ctx, i);
            const double r = rails->at(i).toDouble(-1);
            if (!rails->at(i).isDouble() || r != int(r) || r < 1 || r > limits::maxNumber)
                ctx.fail(QStringLiteral("expected a rail number from 1 to %1").arg(limits::maxNumber));
            p.rails.append(int(r));
        }
    }
    if (const auto rdma = ctx.array(o, QStringLiteral("rdma"))) {
        JsonReadContext::Scope scope(ctx, QStringLiteral("rdma"));
        for (int i = 0; i < rdma->size(); ++i) {
            JsonReadContext::Scope item(ctx, i);
            if (!rdma->at(i).isString() || rdma->at(i).toString().isEmpty())
                ctx.fail(QStringLiteral("expected an RDMA device name such as \"mlx5_0\""));
            p.rdma.append(rdma->at(i).toString());
        }
    }
    p.connector = ctx.string(o, QStringLiteral("connector")).value_or(QString());
    p.polish = ctx.enumValue<Polish>(o, QStringLiteral("polish")).value_or(Polish::None);
    p.gender = ctx.enumValue<Gender>(o, QStringLiteral("gender")).value_or(Gender::None);
    p.media = ctx.string(o, QStringLiteral("media")).value_or(QString());
    p.adapter = ctx.enumValue<AdapterMode>(o, QStringLiteral("adapter")).value_or(AdapterMode::Aligned);
    if (p.kind == PortKind::Fixed && p.gender == Gender::None && p.connector.startsWith(QLatin1String("MPO")))
        p.gender = Gender::Pinned;
    if (const auto optic = ctx.string(o, QStringLiteral("optic"))) {
        if (optic->isEmpty())
            ctx.failAt(
                QStringLiteral("optic"),
                QStringLiteral("an optic names a transceiver; leave the key out for a port without one"));
        if (p.kind != PortKind::Fixed)
            ctx.failAt(QStringLiteral("optic"),
                       QStringLiteral("only a fixed optical port has a built-in optic (this port is \"%1\")")
                           .arg(enumName(p.kind)));
        if (!Transceiver::isOpticalConnector(p.connector))
            ctx.failAt(QStringLiteral("optic"),
                       QStringLiteral("only a fixed optical port has a built-in optic (this port is %1)")
                           .arg(p.connector.isEmpty() ? QStringLiteral("without a connector") : p.connector));
        p.optic = *optic;
    }
    p.rateGbps = ctx.number(o, QStringLiteral("rate_gbps")).value_or(0);
    if (ctx.number(o, QStringLiteral("rate_gbps")) && !(p.rateGbps > 0))
        ctx.failAt(QStringLiteral("rate_gbps"),
                   QStringLiteral("%1 must be more than 0; leave the key out when the rate is not known")
                       .arg(p.rateGbps));
    p.extra = JsonReadContext::unknownKeys(o, {"name", "kind", "form_factor", "network", "rails", "rdma",
                                               "connector", "polish", "gender", "media", "adapter", "optic",
                                               "rate_gbps"});
    return p;
}

} // namespace

DeviceType readDeviceType(JsonReadContext &ctx, const QJsonObject &o)
{
    DeviceType t;
    t.id = ctx.requiredId(o);
    t.manufacturer = ctx.string(o, QStringLiteral("manufacturer")).value_or(QString());
    t.model = ctx.string(o, QStringLiteral("model")).value_or(QString());
    t.role = ctx.enumValue<Role>(o, QStringLiteral("role")).value_or(Role::Other);
    t.heightU = ctx.integer(o, QStringLiteral("height_u")).value_or(1);
    if (t.heightU < 1)
        ctx.failAt(QStringLiteral("height_u"), QStringLiteral("a device is at least 1 U high"));
    if (t.heightU > limits::maxHeightU)
        ctx.failAt(
            QStringLiteral("height_u"),
            QStringLiteral("%1 U; a device is at most %2 U high").arg(t.heightU).arg(limits::maxHeightU));
    t.powerW = ctx.number(o, QStringLiteral("power_w")).value_or(0);
    t.powerFigure = ctx.enumValue<PowerFigure>(o, QStringLiteral("power_figure")).value_or(PowerFigure::None);
    t.powerIncludesOptics = ctx.boolean(o, QStringLiteral("power_includes_optics")).value_or(false);
    t.price = ctx.number(o, QStringLiteral("price")).value_or(0);
    t.variantOf = ctx.string(o, QStringLiteral("variant_of")).value_or(QString());
    t.order = readOrderCode(ctx, o);
    t.airflow = ctx.enumValue<Airflow>(o, QStringLiteral("airflow")).value_or(Airflow::None);
    if (const auto reverse = ctx.string(o, QStringLiteral("reverse_part_number"))) {
        if (t.airflow == Airflow::None || reverse->trimmed().isEmpty())
            ctx.failAt(QStringLiteral("reverse_part_number"),
                       QStringLiteral("the part number of the other airflow needs the type's \"airflow\" and "
                                      "is not empty"));
        t.reversePartNumber = *reverse;
    }
    if (const auto psus = ctx.integer(o, QStringLiteral("psus"))) {
        if (*psus < 0 || *psus > limits::maxCount)
            ctx.failAt(
                QStringLiteral("psus"),
                QStringLiteral("%1 power supplies; a device has 0 to %2").arg(*psus).arg(limits::maxCount));
        t.psus = *psus;
    }
    t.psuInlet = ctx.string(o, QStringLiteral("psu_inlet")).value_or(QString());
    if (o.contains(QStringLiteral("psu_inlet")) && t.psuInlet.trimmed().isEmpty())
        ctx.failAt(
            QStringLiteral("psu_inlet"),
            QStringLiteral("an inlet names a connector (\"C14\", \"C20\", \"busbar\"); leave the key out "
                           "when it is not known"));
    if (const auto accessories = ctx.array(o, QStringLiteral("accessories"))) {
        JsonReadContext::Scope scope(ctx, QStringLiteral("accessories"));
        if (accessories->size() > limits::maxCount)
            ctx.fail(QStringLiteral("%1 accessories; a device type has at most %2")
                         .arg(accessories->size())
                         .arg(limits::maxCount));
        for (int i = 0; i < accessories->size(); ++i) {
            JsonReadContext::Scope item(ctx, i);
            const QJsonObject a = ctx.requireObject(accessories->at(i));
            DeviceAccessory accessory;
            accessory.type = *ctx.string(a, QStringLiteral("type"), true);
            accessory.count = ctx.integer(a, QStringLiteral("count")).value_or(1);
            if (accessory.count < 1 || accessory.count > limits::maxPortsPerType)
                ctx.failAt(QStringLiteral("count"),
                           QStringLiteral("%1; a device takes 1 to %2 of an accessory")
                               .arg(accessory.count)
                               .arg(limits::maxPortsPerType));
            t.accessories.push_back(accessory);
        }
    }
    if (const auto ports = ctx.array(o, QStringLiteral("ports"))) {
        JsonReadContext::Scope scope(ctx, QStringLiteral("ports"));
        QSet<QString> names;
        t.ports.reserve(size_t(ports->size()));
        for (int i = 0; i < ports->size(); ++i) {
            JsonReadContext::Scope item(ctx, i);
            PortDef p = readPort(ctx, ctx.requireObject(ports->at(i)));
            if (names.contains(p.name))
                ctx.fail(
                    QStringLiteral("duplicate port name \"%1\" in device type \"%2\"").arg(p.name, t.id));
            names.insert(p.name);
            t.ports.push_back(std::move(p));
        }
    }
    t.rebuildPortIndex();
    t.sources = ctx.object(o, QStringLiteral("sources")).value_or(QJsonObject());
    t.extra = JsonReadContext::unknownKeys(o, {"id", "manufacturer", "model", "role", "height_u", "power_w",
                                               "power_figure", "power_includes_optics", "price", "variant_of",
                                               "part_number", "generic", "airflow", "reverse_part_number",
                                               "psus", "psu_inlet", "accessories", "ports", "sources"});
    return t;
}

Transceiver readTransceiver(JsonReadContext &ctx, const QJsonObject &o)
{
    Transceiver t;
    t.id = ctx.requiredId(o);
    t.description = ctx.string(o, QStringLiteral("description")).value_or(QString());
    t.formFactor = ctx.string(o, QStringLiteral("form_factor")).value_or(QString());
    t.pmd = ctx.string(o, QStringLiteral("pmd")).value_or(QString());
    t.rateGbps = ctx.number(o, QStringLiteral("rate_gbps")).value_or(0);
    t.splitRateGbps = ctx.number(o, QStringLiteral("split_rate_gbps")).value_or(0);
    t.laneRateGbps = ctx.number(o, QStringLiteral("lane_rate_gbps")).value_or(0);
    if (ctx.number(o, QStringLiteral("lane_rate_gbps")) && !(t.laneRateGbps > 0))
        ctx.failAt(QStringLiteral("lane_rate_gbps"),
                   QStringLiteral("%1 must be more than 0; leave the key out when the lane rate is not known")
                       .arg(t.laneRateGbps));
    t.connectors = ctx.integer(o, QStringLiteral("connectors")).value_or(1);
    if (t.connectors < 1)
        ctx.failAt(QStringLiteral("connectors"), QStringLiteral("a module has at least one connector"));
    if (t.connectors > limits::maxCount)
        ctx.failAt(
            QStringLiteral("connectors"),
            QStringLiteral("%1 connectors; a module has at most %2").arg(t.connectors).arg(limits::maxCount));
    t.connector = ctx.string(o, QStringLiteral("connector")).value_or(QString());
    const bool optical = t.isOptical() || o.contains(QStringLiteral("media"));
    t.polish = ctx.enumValue<Polish>(o, QStringLiteral("polish"), optical).value_or(Polish::None);
    t.gender = ctx.enumValue<Gender>(o, QStringLiteral("gender"))
                   .value_or(t.connector.startsWith(QLatin1String("MPO")) ? Gender::Pinned : Gender::None);
    t.media = ctx.string(o, QStringLiteral("media")).value_or(QString());
    if (const auto reach = ctx.object(o, QStringLiteral("reach_m"))) {
        JsonReadContext::Scope scope(ctx, QStringLiteral("reach_m"));
        t.reachM = readGradeMap(ctx, *reach);
    }
    const QJsonValue loss = o.value(QStringLiteral("max_channel_loss_db"));
    if (loss.isObject()) {
        JsonReadContext::Scope scope(ctx, QStringLiteral("max_channel_loss_db"));
        t.lossPerGrade = true;
        t.maxChannelLossByGrade = readGradeMap(ctx, loss.toObject());
    } else if (!loss.isUndefined() && !loss.isNull()) {
        t.maxChannelLossDb = *ctx.number(o, QStringLiteral("max_channel_loss_db"));
        t.hasMaxChannelLoss = true;
    }
    t.powerW = ctx.number(o, QStringLiteral("power_w")).value_or(0);
    t.price = ctx.number(o, QStringLiteral("price")).value_or(0);
    t.order = readOrderCode(ctx, o);
    t.sources = ctx.object(o, QStringLiteral("sources")).value_or(QJsonObject());
    t.extra = JsonReadContext::unknownKeys(o, {"id", "description", "form_factor", "pmd", "rate_gbps",
                                               "split_rate_gbps", "lane_rate_gbps", "connectors", "connector",
                                               "polish", "gender", "media", "reach_m", "max_channel_loss_db",
                                               "power_w", "price", "part_number", "generic", "sources"});
    return t;
}

CableType readCableType(JsonReadContext &ctx, const QJsonObject &o)
{
    CableType t;
    t.id = ctx.requiredId(o);
    t.description = ctx.string(o, QStringLiteral("description")).value_or(QString());
    t.kind = *ctx.enumValue<CableKind>(o, QStringLiteral("kind"), true);
    t.legs = ctx.integer(o, QStringLiteral("legs")).value_or(1);
    if (t.legs < 1) ctx.failAt(QStringLiteral("legs"), QStringLiteral("a cable has at least one leg"));
    if (t.legs > limits::maxCount)
        ctx.failAt(QStringLiteral("legs"),
                   QStringLiteral("%1 legs; a cable has at most %2").arg(t.legs).arg(limits::maxCount));
    t.connectors = ctx.integer(o, QStringLiteral("connectors")).value_or(1);
    if (t.connectors < 1 || t.connectors > limits::maxCount)
        ctx.failAt(QStringLiteral("connectors"), QStringLiteral("%1 connectors; a trunk assembly has 1 to %2")
                                                     .arg(t.connectors)
                                                     .arg(limits::maxCount));
    else if (t.connectors > 1 && (t.kind != CableKind::Fiber || t.legs != 1))
        ctx.failAt(QStringLiteral("connectors"),
                   QStringLiteral("a trunk assembly of %1 connectors is a fiber cable of one leg")
                       .arg(t.connectors));
    t.maxChannelM = ctx.number(o, QStringLiteral("max_channel_m"));
    if (const auto lengths = ctx.array(o, QStringLiteral("lengths_m"))) {
        JsonReadContext::Scope scope(ctx, QStringLiteral("lengths_m"));
        t.lengthsM = readLengths(ctx, *lengths);
    }
    forEachLength(ctx, o, QStringLiteral("part_numbers"),
                  [&](const QJsonObject &numbers, const QString &key, double length) {
                      t.partNumbers.insert(length, *ctx.string(numbers, key, true));
                  });
    if (const auto confirmed = ctx.array(o, QStringLiteral("confirmed_lengths_m"))) {
        JsonReadContext::Scope scope(ctx, QStringLiteral("confirmed_lengths_m"));
        t.confirmedLengthsM = readLengths(ctx, *confirmed);
        for (int i = 0; i < t.confirmedLengthsM.size(); ++i)
            if (!t.namesLength(t.confirmedLengthsM[i])) {
                JsonReadContext::Scope item(ctx, i);
                ctx.fail(QStringLiteral("%1 m has no entry in part_numbers").arg(t.confirmedLengthsM[i]));
            }
    }
    t.order = readOrderCode(ctx, o);
    t.pricePerM = ctx.number(o, QStringLiteral("price_per_m")).value_or(0);
    t.price = ctx.number(o, QStringLiteral("price")).value_or(0);
    forEachLength(ctx, o, QStringLiteral("length_prices"),
                  [&](const QJsonObject &prices, const QString &key, double length) {
                      t.lengthPrices.insert(length, *ctx.number(prices, key, true));
                  });
    if (t.isFiber()) {
        t.connector = *ctx.string(o, QStringLiteral("connector"), true);
        t.polish = *ctx.enumValue<Polish>(o, QStringLiteral("polish"), true);
        t.fiber = ctx.enumValue<FiberGrade>(o, QStringLiteral("fiber")).value_or(FiberGrade::None);
        const bool mpo = t.isMpo();
        const bool lc = t.connector == QLatin1String("LC");
        const Gender defaultGender = mpo ? Gender::Unpinned : Gender::None;
        t.genderA = ctx.enumValue<Gender>(o, QStringLiteral("gender_a")).value_or(defaultGender);
        t.genderB = ctx.enumValue<Gender>(o, QStringLiteral("gender_b")).value_or(defaultGender);
        t.polarity = ctx.enumValue<Polarity>(o, QStringLiteral("polarity"))
                         .value_or(mpo ? Polarity::B : (lc ? Polarity::AB : Polarity::None));
        const bool duplexPolarity = t.polarity == Polarity::AB || t.polarity == Polarity::AA;
        if ((mpo && duplexPolarity) || (lc && !duplexPolarity && t.polarity != Polarity::None))
            ctx.failAt(
                QStringLiteral("polarity"),
                QStringLiteral("polarity \"%1\" does not apply to %2 cables (MPO takes A, B or C; LC takes "
                               "A-B or A-A)")
                    .arg(enumName(t.polarity), t.connector));
        const int defaultFibers = t.connector == QLatin1String("MPO-16") ? 16 : (lc ? 2 : (mpo ? 12 : 0));
        t.fibers = ctx.integer(o, QStringLiteral("fibers")).value_or(defaultFibers);
        t.connectorLossDb = ctx.number(o, QStringLiteral("connector_loss_db")).value_or(0.75);
        const double defaultAttenuation =
            t.fiber == FiberGrade::OS2 ? 0.4 : (isMultimode(t.fiber) ? 3.0 : 0.0);
        t.attenuationDbPerKm =
            ctx.number(o, QStringLiteral("attenuation_db_per_km")).value_or(defaultAttenuation);
    } else if (t.isCopperCord()) {
        t.connector = *ctx.string(o, QStringLiteral("connector"), true);
        t.maxLengthM = ctx.number(o, QStringLiteral("max_length_m"));
    } else {
        t.formFactorA = ctx.string(o, QStringLiteral("form_factor_a")).value_or(QString());
        t.formFactorB = ctx.string(o, QStringLiteral("form_factor_b")).value_or(QString());
        t.rateGbps = ctx.number(o, QStringLiteral("rate_gbps")).value_or(0);
        t.maxLengthM = ctx.number(o, QStringLiteral("max_length_m"));
    }
    t.outerDiameterMm = ctx.number(o, QStringLiteral("outer_diameter_mm"));
    t.minBendRadiusMm = ctx.number(o, QStringLiteral("min_bend_radius_mm"));
    t.minBendRadiusDynamicMm = ctx.number(o, QStringLiteral("min_bend_radius_dynamic_mm"));
    t.sources = ctx.object(o, QStringLiteral("sources")).value_or(QJsonObject());
    t.extra = JsonReadContext::unknownKeys(o, {"id",
                                               "description",
                                               "kind",
                                               "connector",
                                               "polish",
                                               "gender_a",
                                               "gender_b",
                                               "fiber",
                                               "fibers",
                                               "polarity",
                                               "connector_loss_db",
                                               "attenuation_db_per_km",
                                               "form_factor_a",
                                               "form_factor_b",
                                               "rate_gbps",
                                               "max_length_m",
                                               "legs",
                                               "connectors",
                                               "max_channel_m",
                                               "lengths_m",
                                               "part_numbers",
                                               "confirmed_lengths_m",
                                               "part_number",
                                               "generic",
                                               "price_per_m",
                                               "price",
                                               "length_prices",
                                               "outer_diameter_mm",
                                               "min_bend_radius_mm",
                                               "min_bend_radius_dynamic_mm",
                                               "sources"});
    return t;
}

RackType readRackType(JsonReadContext &ctx, const QJsonObject &o)
{
    RackType t;
    t.id = ctx.requiredId(o);
    t.description = ctx.string(o, QStringLiteral("description")).value_or(QString());
    t.heightU = ctx.integer(o, QStringLiteral("height_u")).value_or(42);
    if (t.heightU < 1 || t.heightU > limits::maxHeightU)
        ctx.failAt(QStringLiteral("height_u"),
                   QStringLiteral("%1 U; a rack is 1 to %2 U high").arg(t.heightU).arg(limits::maxHeightU));
    t.widthMm = ctx.integer(o, QStringLiteral("width_mm"));
    t.depthMm = ctx.integer(o, QStringLiteral("depth_mm"));
    t.price = ctx.number(o, QStringLiteral("price")).value_or(0);
    t.order = readOrderCode(ctx, o);
    if (const auto contents = ctx.array(o, QStringLiteral("contents"))) {
        if (contents->size() > limits::maxHeightU)
            ctx.failAt(QStringLiteral("contents"), QStringLiteral("%1 devices; a rack holds at most %2")
                                                       .arg(contents->size())
                                                       .arg(limits::maxHeightU));
        JsonReadContext::Scope scope(ctx, QStringLiteral("contents"));
        for (int i = 0; i < contents->size(); ++i) {
            JsonReadContext::Scope item(ctx, i);
            const QJsonObject c = ctx.requireObject(contents->at(i));
            RackContent content;
            content.type = *ctx.string(c, QStringLiteral("type"), true);
            content.u = *ctx.integer(c, QStringLiteral("u"), true);
            content.name = ctx.string(c, QStringLiteral("name")).value_or(QString());
            if (c.contains(QStringLiteral("name")) && content.name.isEmpty())
                ctx.failAt(QStringLiteral("name"),
                           QStringLiteral("a name is the device's id within the rack; leave the key out for "
                                          "none"));
            content.extra = JsonReadContext::unknownKeys(c, {"type", "u", "name"});
            if (content.u < 1 || content.u > t.heightU)
                ctx.failAt(
                    QStringLiteral("u"),
                    QStringLiteral("U %1 is outside the rack's 1 to %2").arg(content.u).arg(t.heightU));
            t.contents.push_back(std::move(content));
        }
    }
    t.contentsIncluded = ctx.boolean(o, QStringLiteral("contents_included")).value_or(false);
    if (t.contentsIncluded && t.contents.empty())
        ctx.failAt(QStringLiteral("contents_included"),
                   QStringLiteral("the rack type has no contents for its part number to include"));
    t.maxPowerKw = ctx.number(o, QStringLiteral("max_power_kw"));
    t.cooling = ctx.enumValue<Cooling>(o, QStringLiteral("cooling")).value_or(Cooling::None);
    t.sources = ctx.object(o, QStringLiteral("sources")).value_or(QJsonObject());
    t.extra = JsonReadContext::unknownKeys(o, {"id", "description", "height_u", "width_mm", "depth_mm",
                                               "price", "part_number", "generic", "contents",
                                               "contents_included", "max_power_kw", "cooling", "sources"});
    return t;
}

AccessoryType readAccessoryType(JsonReadContext &ctx, const QJsonObject &o)
{
    AccessoryType t;
    t.id = ctx.requiredId(o);
    t.description = ctx.string(o, QStringLiteral("description")).value_or(QString());
    t.kind = *ctx.enumValue<AccessoryKind>(o, QStringLiteral("kind"), true);
    t.price = ctx.number(o, QStringLiteral("price")).value_or(0);
    t.order = readOrderCode(ctx, o);
    if (t.kind == AccessoryKind::Pdu) {
        t.capacityKva = *ctx.number(o, QStringLiteral("capacity_kva"), true);
        if (!(t.capacityKva > 0) || t.capacityKva > limits::maxPowerW / 1000)
            ctx.failAt(QStringLiteral("capacity_kva"),
                       QStringLiteral("%1 kVA; a PDU delivers more than 0 and at most %2")
                           .arg(t.capacityKva)
                           .arg(limits::maxPowerW / 1000));
        if (const auto outlets = ctx.object(o, QStringLiteral("outlets"))) {
            JsonReadContext::Scope scope(ctx, QStringLiteral("outlets"));
            for (auto it = outlets->begin(); it != outlets->end(); ++it) {
                const std::optional<int> n = ctx.integer(*outlets, it.key(), true);
                if (*n < 0 || *n > limits::maxPortsPerType)
                    ctx.failAt(
                        it.key(),
                        QStringLiteral("%1 outlets; a PDU has 0 to %2").arg(*n).arg(limits::maxPortsPerType));
                t.outlets.insert(it.key(), *n);
            }
        }
    } else if (t.kind == AccessoryKind::PowerCord) {
        t.inlet = *ctx.string(o, QStringLiteral("inlet"), true);
        t.outlet = *ctx.string(o, QStringLiteral("outlet"), true);
    } else if (t.kind == AccessoryKind::BlankingPanel) {
        t.heightU = ctx.integer(o, QStringLiteral("height_u")).value_or(1);
        if (t.heightU < 1 || t.heightU > limits::maxHeightU)
            ctx.failAt(
                QStringLiteral("height_u"),
                QStringLiteral("%1 U; a blanking panel is 1 to %2 U").arg(t.heightU).arg(limits::maxHeightU));
    } else if (t.kind == AccessoryKind::CableManager) {
        t.perRack = ctx.integer(o, QStringLiteral("per_rack")).value_or(1);
        if (t.perRack < 0 || t.perRack > limits::maxCount)
            ctx.failAt(
                QStringLiteral("per_rack"),
                QStringLiteral("%1; a network rack takes 0 to %2").arg(t.perRack).arg(limits::maxCount));
    }
    t.sources = ctx.object(o, QStringLiteral("sources")).value_or(QJsonObject());
    t.extra = JsonReadContext::unknownKeys(o, {"id", "description", "kind", "price", "part_number", "generic",
                                               "capacity_kva", "outlets", "inlet", "outlet", "height_u",
                                               "per_rack", "sources"});
    return t;
}

namespace {

template <typename Part, typename ReadFn>
void readParts(JsonReadContext &ctx, const QJsonObject &catalog, const QString &key, PartList<Part> &into,
               bool fromDesign, ReadFn read)
{
    const auto parts = ctx.array(catalog, key);
    if (!parts) return;
    JsonReadContext::Scope scope(ctx, key);
    QSet<QString> seen;
    for (int i = 0; i < parts->size(); ++i) {
        JsonReadContext::Scope item(ctx, i);
        Part part = read(ctx, ctx.requireObject(parts->at(i)));
        if (seen.contains(part.id)) ctx.fail(QStringLiteral("duplicate id \"%1\" in %2").arg(part.id, key));
        seen.insert(part.id);
        into.upsert(std::move(part), fromDesign);
    }
}

} // namespace

void readCatalogSection(JsonReadContext &ctx, const QJsonObject &catalog, Catalog &into, bool fromDesign)
{
    readParts(ctx, catalog, QStringLiteral("device_types"), into.deviceTypes, fromDesign, readDeviceType);
    readParts(ctx, catalog, QStringLiteral("transceivers"), into.transceivers, fromDesign, readTransceiver);
    readParts(ctx, catalog, QStringLiteral("cable_types"), into.cableTypes, fromDesign, readCableType);
    readParts(ctx, catalog, QStringLiteral("rack_types"), into.rackTypes, fromDesign, readRackType);
    readParts(ctx, catalog, QStringLiteral("accessory_types"), into.accessoryTypes, fromDesign,
              readAccessoryType);
}

} // namespace railyard
