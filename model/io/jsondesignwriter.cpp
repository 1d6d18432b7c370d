#include "io/jsondesignwriter.h"
#include "io/quotejson.h"

#include <algorithm>

#include "io/jsonout.h"
#include "io/jsonpartwriter.h"

namespace railyard {

namespace {

template <typename Part, typename WriteFn>
void writeParts(JsonOut &out, const char *key, const PartList<Part> &parts, const std::vector<bool> &selected,
                WriteFn write)
{
    out.key(key);
    out.beginArray();
    for (int i = 0; i < parts.size(); ++i)
        if (selected[size_t(i)]) write(out, parts.at(i), false);
    out.endArray();
}

void writeRack(JsonOut &out, const Design &design, const Rack &r)
{
    out.beginObject(true);
    out.field("id", r.id);
    if (r.type >= 0) out.field("type", design.catalog.rackTypes.at(r.type).id);
    if (!r.row.isEmpty()) out.field("row", r.row);
    if (r.xM) out.field("x_m", *r.xM);
    if (r.yM) out.field("y_m", *r.yM);
    out.field("height_u", r.heightU);
    if (r.widthMm) out.field("width_mm", *r.widthMm);
    if (r.depthMm) out.field("depth_mm", *r.depthMm);
    out.fields(r.extra);
    out.endObject();
}

void writeDevice(JsonOut &out, const Design &design, const Device &d)
{
    const DeviceType &type = design.catalog.deviceTypes.at(d.type);
    out.beginObject(true);
    out.field("id", d.id);
    out.field("type", type.id);
    if (d.rack >= 0) out.field("rack", design.racks().at(d.rack).id);
    if (d.u > 0) out.field("u", d.u);
    if (d.su) out.field("su", *d.su);
    if (d.node) out.field("node", *d.node);
    if (d.rail) out.field("rail", *d.rail);
    if (d.airflow != Airflow::None) out.field("airflow", QString(enumName(d.airflow)));
    if (!d.modules.isEmpty()) {
        out.key("transceivers");
        out.beginObject(true);
        for (const CageModule &m : d.modules) {
            out.key(type.ports[size_t(m.port)].name);
            out.value(design.catalog.transceivers.at(m.transceiver).id);
        }
        out.endObject();
    }
    out.fields(d.extra);
    out.endObject();
}

void writeTest(JsonOut &out, const TestRecord &t)
{
    out.beginObject(true);
    if (t.fiber > 0) out.field("fiber", t.fiber);
    if (t.wavelengthNm > 0) out.field("wavelength_nm", t.wavelengthNm);
    if (t.lossDb) out.field("loss_db", *t.lossDb);
    if (t.limitDb) out.field("limit_db", *t.limitDb);
    if (t.lengthM) out.field("length_m", *t.lengthM);
    const std::pair<const char *, const QString *> texts[] = {{"result", &t.result},
                                                              {"date", &t.date},
                                                              {"tester", &t.tester},
                                                              {"source", &t.source},
                                                              {"imported", &t.imported}};
    for (const auto &[key, text] : texts)
        if (!text->isEmpty()) out.field(key, *text);
    out.endObject();
}

void writeCable(JsonOut &out, const Design &design, const PathwayIndex &pathways, const Cable &c)
{
    out.beginObject(true);
    out.field("id", c.id);
    out.field("type", design.catalog.cableTypes.at(c.type).id);
    out.field("length_m", c.lengthM);
    if (!c.label.isEmpty()) out.field("label", c.label);
    if (c.status != CableStatus::Planned) out.field("status", QString(enumName(c.status)));
    if (!c.replaces().isEmpty()) out.field("replaces", c.replaces());
    if (const QStringList route = design.routeToSave(c, pathways); !route.isEmpty()) {
        out.key("route");
        out.beginArray(true);
        for (const QString &segment : route)
            out.value(segment);
        out.endArray();
    }
    if (!c.tests().isEmpty()) {
        out.key("tests");
        out.beginArray(true);
        for (const TestRecord &t : c.tests())
            writeTest(out, t);
        out.endArray();
    }
    if (c.isAssembly()) {
        // One endpoint per connector on each side, from the pairs A1, B1, A2, B2, …
        for (int side = 0; side < 2; ++side) {
            out.key(side == 0 ? "a" : "b");
            out.beginArray(true);
            for (int e = side; e < int(c.ends.size()); e += 2)
                writeEndpoint(out, design, c.ends[e]);
            out.endArray();
        }
    } else {
        out.key("a");
        writeEndpoint(out, design, c.ends[0]);
        out.key("b");
        if (design.catalog.cableTypes.at(c.type).legs > 1) {
            out.beginArray(true);
            for (int i = 1; i < int(c.ends.size()); ++i)
                writeEndpoint(out, design, c.ends[i]);
            out.endArray();
        } else {
            writeEndpoint(out, design, c.ends[1]);
        }
    }
    out.fields(c.extra());
    out.endObject();
}

void writePathways(JsonOut &out, const Pathways &p)
{
    out.beginObject();
    out.key("nodes");
    out.beginArray();
    for (const PathNode &n : p.nodes) {
        out.beginObject(true);
        out.field("id", n.id);
        out.field("x_m", n.xM);
        out.field("y_m", n.yM);
        out.field("z_m", n.zM);
        out.endObject();
    }
    out.endArray();
    out.key("segments");
    out.beginArray();
    for (const PathSegment &s : p.segments) {
        out.beginObject(true);
        out.field("id", s.id);
        out.field("a", s.a);
        out.field("b", s.b);
        out.field("kind", QString(enumName(s.kind)));
        out.field("width_mm", s.widthMm);
        out.field("depth_mm", s.depthMm);
        out.field("fill_limit_percent", s.fillLimitPercent);
        out.endObject();
    }
    out.endArray();
    out.key("drops");
    out.beginArray();
    for (const RackDrop &d : p.drops) {
        out.beginObject(true);
        out.field("rack", d.rack);
        out.field("node", d.node);
        out.endObject();
    }
    out.endArray();
    out.endObject();
}

} // namespace

void writeEndpoint(JsonOut &out, const Design &design, const Endpoint &e)
{
    if (e.isLoose()) {
        out.null();
        return;
    }
    out.beginObject(true);
    out.field("device", design.devices().at(e.device).id);
    out.field("port", design.port(e).name);
    if (e.sub > 0) out.field("sub", e.sub);
    if (e.side != Side::None) out.field("side", QString(enumName(e.side)));
    out.endObject();
}

QByteArray writeJsonDesign(const Design &design)
{
    QByteArray bytes;
    bytes.reserve(qsizetype(design.cables().liveCount()) * 220 + 65536);
    JsonOut out(bytes);
    out.beginObject();
    out.field("format", QStringLiteral("railyard"));
    out.field("version", Design::formatVersion);
    out.field("name", design.name);
    out.field("currency", design.currency);
    out.key("settings");
    out.beginObject(true);
    out.field("loss_margin_db", design.settings.lossMarginDb);
    out.field("tray_height_m", design.settings.trayHeightM);
    out.field("spares_percent", design.settings.sparesPercent);
    if (design.settings.rackPowerKw) out.field("rack_power_kw", *design.settings.rackPowerKw);
    if (design.settings.switchPortsFace != PortsFace::None)
        out.field("switch_ports_face", QString(enumName(design.settings.switchPortsFace)));
    out.fields(design.settings.extra);
    out.endObject();
    if (!design.quote.isEmpty()) {
        out.key("quote");
        writeQuote(out, design.quote);
    }

    const PartSelection parts = partsToWrite(design);
    out.key("catalog");
    out.beginObject();
    writeParts(out, "device_types", design.catalog.deviceTypes, parts.deviceTypes, writeDeviceType);
    writeParts(out, "transceivers", design.catalog.transceivers, parts.transceivers, writeTransceiver);
    writeParts(out, "cable_types", design.catalog.cableTypes, parts.cableTypes, writeCableType);
    if (std::find(parts.rackTypes.begin(), parts.rackTypes.end(), true) != parts.rackTypes.end())
        writeParts(out, "rack_types", design.catalog.rackTypes, parts.rackTypes, writeRackType);
    if (std::find(parts.accessoryTypes.begin(), parts.accessoryTypes.end(), true) !=
        parts.accessoryTypes.end())
        writeParts(out, "accessory_types", design.catalog.accessoryTypes, parts.accessoryTypes,
                   writeAccessoryType);
    out.endObject();

    out.key("racks");
    out.beginArray();
    for (int r : design.racks().live())
        writeRack(out, design, design.racks().at(r));
    out.endArray();
    out.key("devices");
    out.beginArray();
    for (int d : design.devices().live())
        writeDevice(out, design, design.devices().at(d));
    out.endArray();
    out.key("cables");
    out.beginArray();
    const PathwayIndex pathways(design.pathways);
    for (int c : design.cables().live())
        writeCable(out, design, pathways, design.cables().at(c));
    out.endArray();
    if (!design.pathways.isEmpty()) {
        out.key("pathways");
        writePathways(out, design.pathwaysToSave());
    }
    out.fields(design.extra);
    out.endObject();
    return bytes;
}

} // namespace railyard
