#include "io/jsonpartwriter.h"

#include "design/describe.h"
#include "design/design.h"

namespace railyard {

namespace {

void writeGradeMap(JsonOut &out, const GradeMap &map)
{
    out.beginObject(true);
    for (FiberGrade g : GradeMap::grades)
        if (const auto v = map.value(g)) out.field(enumName(g).data(), *v);
    out.endObject();
}

template <typename E> void enumField(JsonOut &out, const char *key, E value)
{
    const QLatin1String name = enumName(value);
    if (!name.isEmpty()) out.field(key, QString(name));
}

void stringField(JsonOut &out, const char *key, const QString &value)
{
    if (!value.isEmpty()) out.field(key, value);
}

void sourcesField(JsonOut &out, const QJsonObject &sources)
{
    if (!sources.isEmpty()) out.field("sources", QJsonValue(sources));
}

void orderFields(JsonOut &out, const OrderCode &code)
{
    stringField(out, "part_number", code.partNumber);
    if (code.generic) out.field("generic", true);
}

void writePort(JsonOut &out, const PortDef &p)
{
    out.beginObject(true);
    out.field("name", p.name);
    enumField(out, "kind", p.kind);
    stringField(out, "form_factor", p.formFactor);
    stringField(out, "connector", p.connector);
    enumField(out, "polish", p.polish);
    enumField(out, "gender", p.gender);
    stringField(out, "media", p.media);
    if (p.kind == PortKind::Adapter) enumField(out, "adapter", p.adapter);
    enumField(out, "network", p.network);
    if (!p.rails.isEmpty()) {
        out.key("rails");
        out.beginArray(true);
        for (int r : p.rails)
            out.value(r);
        out.endArray();
    }
    stringField(out, "optic", p.optic);
    if (p.rateGbps > 0) out.field("rate_gbps", p.rateGbps);
    if (!p.rdma.isEmpty()) {
        out.key("rdma");
        out.beginArray(true);
        for (const QString &name : p.rdma)
            out.value(name);
        out.endArray();
    }
    out.fields(p.extra);
    out.endObject();
}

} // namespace

void writeDeviceType(JsonOut &out, const DeviceType &t, bool inlined)
{
    out.beginObject(inlined);
    out.field("id", t.id);
    stringField(out, "manufacturer", t.manufacturer);
    stringField(out, "model", t.model);
    enumField(out, "role", t.role);
    out.field("height_u", t.heightU);
    out.field("power_w", t.powerW);
    enumField(out, "power_figure", t.powerFigure);
    if (t.powerIncludesOptics) out.field("power_includes_optics", true);
    out.field("price", t.price);
    orderFields(out, t.order);
    enumField(out, "airflow", t.airflow);
    stringField(out, "reverse_part_number", t.reversePartNumber);
    if (t.psus > 0) out.field("psus", t.psus);
    stringField(out, "psu_inlet", t.psuInlet);
    if (!t.accessories.empty()) {
        out.key("accessories");
        out.beginArray(true);
        for (const DeviceAccessory &a : t.accessories) {
            out.beginObject(true);
            out.field("type", a.type);
            out.field("count", a.count);
            out.endObject();
        }
        out.endArray();
    }
    stringField(out, "variant_of", t.variantOf);
    out.key("ports");
    out.beginArray(inlined);
    for (const PortDef &p : t.ports)
        writePort(out, p);
    out.endArray();
    sourcesField(out, t.sources);
    out.fields(t.extra);
    out.endObject();
}

void writeTransceiver(JsonOut &out, const Transceiver &t, bool inlined)
{
    out.beginObject(inlined);
    out.field("id", t.id);
    stringField(out, "description", t.description);
    stringField(out, "form_factor", t.formFactor);
    stringField(out, "pmd", t.pmd);
    out.field("rate_gbps", t.rateGbps);
    if (t.splitRateGbps > 0) out.field("split_rate_gbps", t.splitRateGbps);
    if (t.laneRateGbps > 0) out.field("lane_rate_gbps", t.laneRateGbps);
    out.field("connectors", t.connectors);
    stringField(out, "connector", t.connector);
    enumField(out, "polish", t.polish);
    enumField(out, "gender", t.gender);
    stringField(out, "media", t.media);
    if (!t.reachM.isEmpty()) {
        out.key("reach_m");
        writeGradeMap(out, t.reachM);
    }
    if (t.lossPerGrade) {
        out.key("max_channel_loss_db");
        writeGradeMap(out, t.maxChannelLossByGrade);
    } else if (t.hasMaxChannelLoss) {
        out.field("max_channel_loss_db", t.maxChannelLossDb);
    }
    out.field("power_w", t.powerW);
    out.field("price", t.price);
    orderFields(out, t.order);
    sourcesField(out, t.sources);
    out.fields(t.extra);
    out.endObject();
}

void writeCableType(JsonOut &out, const CableType &t, bool inlined)
{
    out.beginObject(inlined);
    out.field("id", t.id);
    stringField(out, "description", t.description);
    enumField(out, "kind", t.kind);
    if (t.isFiber()) {
        out.field("connector", t.connector);
        enumField(out, "polish", t.polish);
        enumField(out, "gender_a", t.genderA);
        enumField(out, "gender_b", t.genderB);
        enumField(out, "fiber", t.fiber);
        out.field("fibers", t.fibers);
        enumField(out, "polarity", t.polarity);
        out.field("connector_loss_db", t.connectorLossDb);
        out.field("attenuation_db_per_km", t.attenuationDbPerKm);
    } else if (t.isCopperCord()) {
        out.field("connector", t.connector);
        if (t.maxLengthM) out.field("max_length_m", *t.maxLengthM);
    } else {
        stringField(out, "form_factor_a", t.formFactorA);
        stringField(out, "form_factor_b", t.formFactorB);
        out.field("rate_gbps", t.rateGbps);
        if (t.maxLengthM) out.field("max_length_m", *t.maxLengthM);
    }
    if (t.legs != 1) out.field("legs", t.legs);
    if (t.connectors != 1) out.field("connectors", t.connectors);
    if (t.maxChannelM) out.field("max_channel_m", *t.maxChannelM);
    if (!t.lengthsM.isEmpty()) {
        out.key("lengths_m");
        out.beginArray(true);
        for (double l : t.lengthsM)
            out.value(l);
        out.endArray();
    }
    if (!t.partNumbers.isEmpty()) {
        out.key("part_numbers");
        out.beginObject(true);
        for (auto it = t.partNumbers.cbegin(); it != t.partNumbers.cend(); ++it) {
            out.key(QString::number(it.key(), 'g', 4)); // a file format: never the locale's decimal comma
            out.value(it.value());
        }
        out.endObject();
    }
    if (!t.confirmedLengthsM.isEmpty()) {
        out.key("confirmed_lengths_m");
        out.beginArray(true);
        for (double l : t.confirmedLengthsM)
            out.value(l);
        out.endArray();
    }
    orderFields(out, t.order);
    out.field("price_per_m", t.pricePerM);
    out.field("price", t.price);
    if (!t.lengthPrices.isEmpty()) {
        out.key("length_prices");
        out.beginObject(true);
        for (auto it = t.lengthPrices.cbegin(); it != t.lengthPrices.cend(); ++it) {
            out.key(QString::number(it.key(), 'g', 4));
            out.value(it.value());
        }
        out.endObject();
    }
    if (t.outerDiameterMm) out.field("outer_diameter_mm", *t.outerDiameterMm);
    if (t.minBendRadiusMm) out.field("min_bend_radius_mm", *t.minBendRadiusMm);
    if (t.minBendRadiusDynamicMm) out.field("min_bend_radius_dynamic_mm", *t.minBendRadiusDynamicMm);
    sourcesField(out, t.sources);
    out.fields(t.extra);
    out.endObject();
}

void writeRackType(JsonOut &out, const RackType &t, bool inlined)
{
    out.beginObject(inlined);
    out.field("id", t.id);
    stringField(out, "description", t.description);
    out.field("height_u", t.heightU);
    if (t.widthMm) out.field("width_mm", *t.widthMm);
    if (t.depthMm) out.field("depth_mm", *t.depthMm);
    out.field("price", t.price);
    orderFields(out, t.order);
    if (t.contentsIncluded) out.field("contents_included", true);
    if (t.maxPowerKw) out.field("max_power_kw", *t.maxPowerKw);
    enumField(out, "cooling", t.cooling);
    if (!t.contents.empty()) {
        out.key("contents");
        out.beginArray(false);
        for (const RackContent &c : t.contents) {
            out.beginObject(true);
            out.field("type", c.type);
            out.field("u", c.u);
            if (!c.name.isEmpty()) out.field("name", c.name);
            out.fields(c.extra);
            out.endObject();
        }
        out.endArray();
    }
    sourcesField(out, t.sources);
    out.fields(t.extra);
    out.endObject();
}

void writeAccessoryType(JsonOut &out, const AccessoryType &t, bool inlined)
{
    out.beginObject(inlined);
    out.field("id", t.id);
    stringField(out, "description", t.description);
    enumField(out, "kind", t.kind);
    out.field("price", t.price);
    orderFields(out, t.order);
    switch (t.kind) {
    case AccessoryKind::Pdu:
        out.field("capacity_kva", t.capacityKva);
        out.key("outlets");
        out.beginObject(true);
        for (auto it = t.outlets.cbegin(); it != t.outlets.cend(); ++it) {
            out.key(it.key());
            out.value(it.value());
        }
        out.endObject();
        break;
    case AccessoryKind::PowerCord:
        out.field("inlet", t.inlet);
        out.field("outlet", t.outlet);
        break;
    case AccessoryKind::BlankingPanel:
        out.field("height_u", t.heightU);
        break;
    case AccessoryKind::CableManager:
        out.field("per_rack", t.perRack);
        break;
    case AccessoryKind::Other:
    case AccessoryKind::Cassette:
        break;
    }
    sourcesField(out, t.sources);
    out.fields(t.extra);
    out.endObject();
}

PartSelection partsToWrite(const Design &design)
{
    const Catalog &catalog = design.catalog;
    PartSelection s;
    s.deviceTypes.assign(size_t(catalog.deviceTypes.size()), false);
    s.transceivers.assign(size_t(catalog.transceivers.size()), false);
    s.cableTypes.assign(size_t(catalog.cableTypes.size()), false);
    s.rackTypes.assign(size_t(catalog.rackTypes.size()), false);
    for (int i = 0; i < catalog.rackTypes.size(); ++i)
        s.rackTypes[size_t(i)] = catalog.rackTypes.isFromDesign(i);
    for (int r : design.racks().live())
        if (const int type = design.racks().at(r).type; type >= 0) s.rackTypes[size_t(type)] = true;
    for (int i = 0; i < catalog.deviceTypes.size(); ++i)
        s.deviceTypes[size_t(i)] = catalog.deviceTypes.isFromDesign(i);
    for (int i = 0; i < catalog.transceivers.size(); ++i)
        s.transceivers[size_t(i)] = catalog.transceivers.isFromDesign(i);
    for (int i = 0; i < catalog.cableTypes.size(); ++i)
        s.cableTypes[size_t(i)] = catalog.cableTypes.isFromDesign(i);
    for (int d : design.devices().live()) {
        const Device &dev = design.devices().at(d);
        s.deviceTypes[size_t(dev.type)] = true;
        for (const CageModule &m : dev.modules)
            s.transceivers[size_t(m.transceiver)] = true;
    }
    for (int c : design.cables().live())
        s.cableTypes[size_t(design.cables().at(c).type)] = true;
    // A rack kit written into the design brings the device types of its contents, so that the file reads
    // back without the bundled catalog; a fixed port's built-in optic likewise (below).
    for (int i = 0; i < catalog.rackTypes.size(); ++i)
        if (s.rackTypes[size_t(i)])
            for (const RackContent &c : catalog.rackTypes.at(i).contents)
                if (const int type = catalog.deviceTypes.indexOf(c.type); type >= 0)
                    s.deviceTypes[size_t(type)] = true;
    for (int i = 0; i < catalog.deviceTypes.size(); ++i)
        if (s.deviceTypes[size_t(i)])
            for (const PortDef &p : catalog.deviceTypes.at(i).ports)
                if (const int optic = catalog.transceivers.indexOf(p.optic); optic >= 0)
                    s.transceivers[size_t(optic)] = true;
    // Accessories the file defined, and those its device types are ordered with; the bundled PDUs, cords
    // and panels the BOM adds are the reader's own.
    s.accessoryTypes.assign(size_t(catalog.accessoryTypes.size()), false);
    for (int i = 0; i < catalog.accessoryTypes.size(); ++i)
        s.accessoryTypes[size_t(i)] = catalog.accessoryTypes.isFromDesign(i);
    for (int i = 0; i < catalog.deviceTypes.size(); ++i)
        if (s.deviceTypes[size_t(i)])
            for (const DeviceAccessory &a : catalog.deviceTypes.at(i).accessories)
                if (const int type = catalog.accessoryTypes.indexOf(a.type); type >= 0)
                    s.accessoryTypes[size_t(type)] = true;
    return s;
}

} // namespace railyard
