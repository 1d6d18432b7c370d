#include "io/designlimits.h"

#include "design/design.h"

#include <QCoreApplication>
#include <QSet>

#include <cmath>
#include <limits>

// An endpoint keeps its port in 16 bits and its connector in 8 (Endpoint): the limits keep both in range.
static_assert(railyard::limits::maxPortsPerType <= railyard::Endpoint::maxPorts);
static_assert(railyard::limits::maxCount <= std::numeric_limits<qint8>::max());

namespace railyard {

namespace {

// Stops at the first value out of bounds; the checks read as a list of the format's limits.
class LimitCheck
{
public:
    explicit LimitCheck(QString file) : m_file(std::move(file)) {}

    bool failed() const { return m_error.has_value(); }
    Result<> error() const { return m_error ? Result<>(*m_error) : Result<>(); }

    void at(QString path, QString id)
    {
        m_path = std::move(path);
        m_list = nullptr;
        m_id = std::move(id);
    }
    // The object at `index` of a top-level list ("cables"): its path is spelled out only when something in it
    // is wrong, as a large design has hundreds of thousands of them.
    void at(const char *list, int index, const QString &id)
    {
        m_list = list;
        m_index = index;
        m_id = id;
    }

    void count(const char *key, long long v, long long min, long long max)
    {
        if (failed() || (v >= min && v <= max)) return;
        fail(key,
             QCoreApplication::translate("DesignLimits", "%1 is outside %2 to %3").arg(v).arg(min).arg(max));
    }
    // A finite number within [min, max]; `above` makes min exclusive (lengths must be more than 0).
    void number(const char *key, double v, double min, double max, bool above = false)
    {
        if (failed()) return;
        if (!std::isfinite(v))
            fail(key, QCoreApplication::translate("DesignLimits", "%1 is not a finite number").arg(v));
        else if (above ? v <= min : v < min)
            fail(key,
                 above
                     ? QCoreApplication::translate("DesignLimits", "%1 must be more than %2").arg(v).arg(min)
                     : QCoreApplication::translate("DesignLimits", "%1 is below %2").arg(v).arg(min));
        else if (v > max)
            fail(key, QCoreApplication::translate("DesignLimits", "%1 is above %2").arg(v).arg(max));
    }
    void optionalNumber(const char *key, const std::optional<double> &v, double min, double max,
                        bool above = false)
    {
        if (v) number(key, *v, min, max, above);
    }
    // A condition the checks below cannot express as a bound: a reference to a part, a fit.
    void require(const QString &key, bool ok, const QString &message)
    {
        if (!failed() && !ok) fail(key, message);
    }
    void text(const char *key, const QString &v)
    {
        if (failed()) return;
        if (const QString problem = idProblem(v); !problem.isEmpty()) fail(key, problem);
    }
    // A problem the bounds above cannot express, at the object `at` named.
    void problem(const char *key, const QString &message)
    {
        if (!failed()) fail(key, message);
    }

private:
    void fail(const QString &key, const QString &message)
    {
        const QString path =
            m_list ? QStringLiteral("%1[%2]").arg(QLatin1String(m_list)).arg(m_index) : m_path;
        m_error = IoError{m_file, path + QLatin1Char('.') + key, m_id, message};
    }
    void fail(const char *key, const QString &message) { fail(QLatin1String(key), message); }

    QString m_file, m_path, m_id;
    const char *m_list = nullptr;
    int m_index = 0;
    std::optional<IoError> m_error;
};

// A rack kit's contents are catalog devices that fit in the rack without overlapping, so that adding the rack
// can always place them.
void checkContents(LimitCheck &c, const Catalog &catalog, const RackType &t)
{
    std::vector<QString> taken(size_t(t.heightU) + 1);
    for (int i = 0; i < int(t.contents.size()); ++i) {
        const RackContent &content = t.contents[size_t(i)];
        const QString at = QStringLiteral("contents[%1].").arg(i);
        if (!content.name.isEmpty())
            c.require(at + QLatin1String("name"), idProblem(content.name).isEmpty(), idProblem(content.name));
        const DeviceType *type = catalog.deviceTypes.find(content.type);
        c.require(at + QLatin1String("type"), type,
                  QCoreApplication::translate("DesignLimits", "no device type \"%1\" in the catalog")
                      .arg(content.type));
        if (!type || c.failed()) return;
        const int top = content.u + type->heightU - 1;
        c.require(at + QLatin1String("u"), content.u >= 1 && top <= t.heightU,
                  QCoreApplication::translate("DesignLimits", "%1 at U %2 does not fit in %3 U")
                      .arg(content.type)
                      .arg(content.u)
                      .arg(t.heightU));
        if (c.failed()) return;
        for (int u = content.u; u <= top; ++u) {
            QString &holder = taken[size_t(u)];
            c.require(at + QLatin1String("u"), holder.isEmpty(),
                      QCoreApplication::translate("DesignLimits", "%1 at U %2 overlaps %3")
                          .arg(content.type)
                          .arg(content.u)
                          .arg(holder));
            if (c.failed()) return;
            holder = content.type;
        }
    }
}

void checkOrderCode(LimitCheck &c, const OrderCode &code)
{
    if (!code.partNumber.isEmpty()) c.text("part_number", code.partNumber);
}

// `usedRackTypes`: the rack types the design's racks have. A bundled rack kit is only checked when it is
// used: a design that overrides a bundled device type must not be refused for a kit it never adds.
void checkParts(LimitCheck &c, const Catalog &catalog, const std::vector<bool> &usedRackTypes)
{
    using namespace limits;
    for (const DeviceType &t : catalog.deviceTypes) {
        c.at(QStringLiteral("catalog.device_types"), t.id);
        c.text("id", t.id);
        c.count("height_u", t.heightU, 1, maxHeightU);
        c.number("power_w", t.powerW, 0, maxPowerW);
        c.number("price", t.price, 0, maxPrice);
        checkOrderCode(c, t.order);
        if (!t.reversePartNumber.isEmpty()) c.text("reverse_part_number", t.reversePartNumber);
        if (!t.psuInlet.isEmpty()) c.text("psu_inlet", t.psuInlet);
        for (const DeviceAccessory &a : t.accessories)
            c.require(QStringLiteral("accessories"), catalog.accessoryTypes.find(a.type),
                      QCoreApplication::translate("DesignLimits", "no accessory type \"%1\" in the catalog")
                          .arg(a.type));
        c.count("ports", qint64(t.ports.size()), 0, maxPortsPerType);
        for (int i = 0; i < int(t.ports.size()); ++i) {
            const PortDef &p = t.ports[size_t(i)];
            c.text("ports.name", p.name);
            c.require(
                QStringLiteral("ports[%1].optic").arg(i),
                p.optic.isEmpty() || catalog.transceivers.find(p.optic),
                QCoreApplication::translate("DesignLimits", "port %1: no transceiver \"%2\" in the catalog")
                    .arg(p.name, p.optic));
            c.require(QStringLiteral("ports[%1].rate_gbps").arg(i), p.rateGbps <= 1e6,
                      QCoreApplication::translate("DesignLimits", "%1 is above %2").arg(p.rateGbps).arg(1e6));
            c.count("ports.rails", p.rails.size(), 0, maxCount);
            for (int r : p.rails)
                c.count("ports.rails", r, 1, maxNumber);
        }
    }
    for (const Transceiver &t : catalog.transceivers) {
        c.at(QStringLiteral("catalog.transceivers"), t.id);
        c.text("id", t.id);
        c.count("connectors", t.connectors, 1, maxCount);
        c.number("rate_gbps", t.rateGbps, 0, 1e6);
        c.number("split_rate_gbps", t.splitRateGbps, 0, 1e6);
        c.number("lane_rate_gbps", t.laneRateGbps, 0, 1e6);
        c.number("power_w", t.powerW, 0, maxPowerW);
        c.number("price", t.price, 0, maxPrice);
        for (FiberGrade g : GradeMap::grades) {
            c.optionalNumber("reach_m", t.reachM.value(g), 0, maxLengthM, true);
            c.optionalNumber("max_channel_loss_db", t.maxChannelLossByGrade.value(g), 0, maxLossDb);
        }
        if (t.hasMaxChannelLoss) c.number("max_channel_loss_db", t.maxChannelLossDb, 0, maxLossDb);
        checkOrderCode(c, t.order);
    }
    for (const CableType &t : catalog.cableTypes) {
        c.at(QStringLiteral("catalog.cable_types"), t.id);
        c.text("id", t.id);
        c.count("legs", t.legs, 1, maxCount);
        c.count("connectors", t.connectors, 1, maxCount);
        c.require(
            QStringLiteral("connectors"), !t.isAssembly() || (t.isFiber() && t.legs == 1),
            QCoreApplication::translate("DesignLimits", "a trunk assembly is a fiber cable of one leg"));
        c.count("fibers", t.fibers, 0, 4 * maxCount);
        c.number("connector_loss_db", t.connectorLossDb, 0, maxLossDb);
        c.number("attenuation_db_per_km", t.attenuationDbPerKm, 0, maxLossDb);
        c.number("rate_gbps", t.rateGbps, 0, 1e6);
        c.optionalNumber("max_length_m", t.maxLengthM, 0, maxLengthM, true);
        c.optionalNumber("max_channel_m", t.maxChannelM, 0, maxLengthM, true);
        c.optionalNumber("outer_diameter_mm", t.outerDiameterMm, 0, maxCableMm, true);
        c.optionalNumber("min_bend_radius_mm", t.minBendRadiusMm, 0, maxCableMm, true);
        c.optionalNumber("min_bend_radius_dynamic_mm", t.minBendRadiusDynamicMm, 0, maxCableMm, true);
        c.count("lengths_m", t.lengthsM.size(), 0, 4096);
        for (double l : t.lengthsM)
            c.number("lengths_m", l, minLengthM, maxLengthM);
        c.number("price_per_m", t.pricePerM, 0, maxPrice);
        c.number("price", t.price, 0, maxPrice);
        for (const double price : t.lengthPrices)
            c.number("length_prices", price, 0, maxPrice);
        for (const QString &number : t.partNumbers)
            c.text("part_numbers", number);
        checkOrderCode(c, t.order);
    }
    for (int i = 0; i < catalog.rackTypes.size(); ++i) {
        const RackType &t = catalog.rackTypes.at(i);
        c.at(QStringLiteral("catalog.rack_types"), t.id);
        c.text("id", t.id);
        c.count("height_u", t.heightU, 1, maxHeightU);
        if (t.widthMm) c.count("width_mm", *t.widthMm, 1, maxRackSizeMm);
        if (t.depthMm) c.count("depth_mm", *t.depthMm, 1, maxRackSizeMm);
        c.number("price", t.price, 0, maxPrice);
        c.optionalNumber("max_power_kw", t.maxPowerKw, 0, maxPowerW / 1000, true);
        checkOrderCode(c, t.order);
        if (catalog.rackTypes.isFromDesign(i) || usedRackTypes[size_t(i)]) checkContents(c, catalog, t);
    }
    for (const AccessoryType &t : catalog.accessoryTypes) {
        c.at(QStringLiteral("catalog.accessory_types"), t.id);
        c.text("id", t.id);
        c.number("price", t.price, 0, maxPrice);
        checkOrderCode(c, t.order);
        for (auto it = t.outlets.cbegin(); it != t.outlets.cend(); ++it)
            c.text("outlets", it.key());
        if (!t.inlet.isEmpty()) c.text("inlet", t.inlet);
        if (!t.outlet.isEmpty()) c.text("outlet", t.outlet);
    }
}

// Pathways: ids unique, sizes real, and every reference to a node or a rack resolves, so that routing never
// meets a dangling one. Returns the segment ids, which the cables' routes must name.
QSet<QString> checkPathways(LimitCheck &c, const Design &d)
{
    using namespace limits;
    const Pathways &p = d.pathways;
    QSet<QString> nodes, segments, dropped;
    for (int i = 0; i < p.nodes.size(); ++i) {
        const PathNode &n = p.nodes[i];
        c.at(QStringLiteral("pathways.nodes[%1]").arg(i), n.id);
        c.text("id", n.id);
        c.require(QStringLiteral("id"), !n.id.trimmed().isEmpty(), QStringLiteral("an id must not be empty"));
        c.require(QStringLiteral("id"), !nodes.contains(n.id),
                  QCoreApplication::translate("DesignLimits", "a second node \"%1\"").arg(n.id));
        nodes.insert(n.id);
        c.number("x_m", n.xM, -maxFloorM, maxFloorM);
        c.number("y_m", n.yM, -maxFloorM, maxFloorM);
        c.number("z_m", n.zM, 0, maxHeightM);
    }
    for (int i = 0; i < p.segments.size(); ++i) {
        const PathSegment &s = p.segments[i];
        c.at(QStringLiteral("pathways.segments[%1]").arg(i), s.id);
        c.text("id", s.id);
        c.require(QStringLiteral("id"), !s.id.trimmed().isEmpty(), QStringLiteral("an id must not be empty"));
        c.require(QStringLiteral("id"), !segments.contains(s.id),
                  QCoreApplication::translate("DesignLimits", "a second segment \"%1\"").arg(s.id));
        segments.insert(s.id);
        c.require(QStringLiteral("a"), nodes.contains(s.a),
                  QCoreApplication::translate("DesignLimits", "no node \"%1\"").arg(s.a));
        c.require(QStringLiteral("b"), nodes.contains(s.b),
                  QCoreApplication::translate("DesignLimits", "no node \"%1\"").arg(s.b));
        c.require(QStringLiteral("b"), s.a != s.b,
                  QCoreApplication::translate("DesignLimits", "a segment joins two different nodes"));
        c.number("width_mm", s.widthMm, minTrayMm, maxTrayMm);
        c.number("depth_mm", s.depthMm, minTrayMm, maxTrayMm);
        c.number("fill_limit_percent", s.fillLimitPercent, 0, 100, true);
    }
    for (int i = 0; i < p.drops.size(); ++i) {
        const RackDrop &drop = p.drops[i];
        c.at(QStringLiteral("pathways.drops[%1]").arg(i), drop.rack);
        c.require(QStringLiteral("rack"), d.racks().find(drop.rack) >= 0,
                  QCoreApplication::translate("DesignLimits", "no rack \"%1\"").arg(drop.rack));
        c.require(
            QStringLiteral("rack"), !dropped.contains(drop.rack),
            QCoreApplication::translate("DesignLimits", "a second drop for rack \"%1\"").arg(drop.rack));
        dropped.insert(drop.rack);
        c.require(QStringLiteral("node"), nodes.contains(drop.node),
                  QCoreApplication::translate("DesignLimits", "no node \"%1\"").arg(drop.node));
    }
    return segments;
}

} // namespace

Result<> checkDesignLimits(const Design &d, const QString &fileName)
{
    using namespace limits;
    LimitCheck c(fileName);
    c.at(QStringLiteral("settings"), {});
    c.number("spares_percent", d.settings.sparesPercent, 0, maxSparesPercent);
    c.number("loss_margin_db", d.settings.lossMarginDb, 0, maxLossDb);
    c.number("tray_height_m", d.settings.trayHeightM, 0, 100);
    c.optionalNumber("rack_power_kw", d.settings.rackPowerKw, 0, maxPowerW / 1000, true);
    std::vector<bool> usedRackTypes(size_t(d.catalog.rackTypes.size()), false);
    for (int r : d.racks().live())
        if (const int type = d.racks().at(r).type; type >= 0) usedRackTypes[size_t(type)] = true;
    checkParts(c, d.catalog, usedRackTypes);

    // Unknown keys are kept as their text (core/unknownkeys.h), written back whole: a bound on them keeps a
    // file from holding gigabytes that every save would copy. Summed in the passes below.
    qint64 unknown = d.extra.bytes() + d.settings.extra.bytes();
    int index = 0;
    for (int r : d.racks().live()) {
        const Rack &rack = d.racks().at(r);
        unknown += rack.extra.bytes();
        c.at("racks", index++, rack.id);
        c.text("id", rack.id);
        c.text("row", rack.row);
        c.count("height_u", rack.heightU, 1, maxHeightU);
        c.optionalNumber("x_m", rack.xM, -maxFloorM, maxFloorM);
        c.optionalNumber("y_m", rack.yM, -maxFloorM, maxFloorM);
        if (rack.widthMm) c.count("width_mm", *rack.widthMm, 1, maxRackSizeMm);
        if (rack.depthMm) c.count("depth_mm", *rack.depthMm, 1, maxRackSizeMm);
    }
    index = 0;
    for (int v : d.devices().live()) {
        const Device &dev = d.devices().at(v);
        unknown += dev.extra.bytes();
        c.at("devices", index++, dev.id);
        c.text("id", dev.id);
        c.count("u", dev.u, 0, maxHeightU);
        if (dev.su) c.count("su", *dev.su, 0, maxNumber);
        if (dev.node) c.count("node", *dev.node, 0, maxNumber);
        if (dev.rail) c.count("rail", *dev.rail, 0, maxNumber);
    }
    const QSet<QString> segments = checkPathways(c, d);
    index = 0;
    for (int k : d.cables().live()) {
        const Cable &cable = d.cables().at(k);
        unknown += cable.extra().bytes();
        c.at("cables", index++, cable.id);
        c.text("id", cable.id);
        c.text("label", cable.label);
        if (!cable.replaces().isEmpty()) c.text("replaces", cable.replaces());
        c.number("length_m", cable.lengthM, minLengthM, maxLengthM);
        for (const Endpoint &e : cable.ends)
            c.count("sub", e.sub, 0, maxCount);
        // The readers lay the ends out by the type; a design built in memory must agree with it too.
        const CableType &type = d.catalog.cableTypes.at(cable.type);
        // (The messages are made only for what fails: this runs for every cable of a large design.)
        if (cable.connectors != type.connectors ||
            int(cable.ends.size()) != (type.isAssembly() ? 2 * type.connectors : type.legs + 1))
            c.problem("a",
                      QCoreApplication::translate("DesignLimits", "the ends do not match cable type \"%1\"")
                          .arg(type.id));
        c.count("route", cable.route().size(), 0, maxRouteSegments);
        for (const QString &segment : cable.route())
            if (!segments.contains(segment))
                c.problem(
                    "route",
                    QCoreApplication::translate("DesignLimits", "no pathway segment \"%1\"").arg(segment));
        for (int t = 0; t < int(cable.tests().size()); ++t) {
            const TestRecord &test = cable.tests()[t];
            c.at(QStringLiteral("cables[%1].tests[%2]").arg(index - 1).arg(t), cable.id);
            c.count("fiber", test.fiber, 0, maxNumber);
            c.count("wavelength_nm", test.wavelengthNm, 0, maxNumber);
            // A negative loss is what a tester shows when its reference needs setting again: kept, and
            // judged.
            c.optionalNumber("loss_db", test.lossDb, -maxLossDb, maxLossDb);
            c.optionalNumber("limit_db", test.limitDb, 0, maxLossDb);
            c.optionalNumber("length_m", test.lengthM, 0, maxLengthM);
            for (const auto &[key, text] :
                 {std::pair{"result", &test.result}, std::pair{"date", &test.date},
                  std::pair{"tester", &test.tester}, std::pair{"source", &test.source},
                  std::pair{"imported", &test.imported}})
                c.text(key, *text);
        }
    }
    if (!c.failed() && unknown > maxUnknownBytes)
        return IoError{fileName,
                       {},
                       {},
                       QCoreApplication::translate("DesignLimits",
                                                   "the keys this version of Railyard does not know "
                                                   "hold %1 MB; a design may keep at most %2 MB")
                           .arg((unknown + (1 << 20) - 1) >> 20)
                           .arg(maxUnknownBytes >> 20)};
    // A cycle of replacements would leave every cable on it replaced, none planned.
    if (const int cycle = c.failed() ? -1 : d.replacementCycle(); cycle >= 0) {
        int at = 0;
        for (int k : d.cables().live()) {
            if (k == cycle) break;
            ++at;
        }
        QStringList chain{d.cables().at(cycle).id};
        for (int k = d.cables().find(d.cables().at(cycle).replaces());
             k >= 0 && k != cycle && chain.size() < 8; k = d.cables().find(d.cables().at(k).replaces()))
            chain << d.cables().at(k).id;
        chain << d.cables().at(cycle).id;
        c.at(QStringLiteral("cables[%1]").arg(at), d.cables().at(cycle).id);
        c.problem("replaces", QCoreApplication::translate("DesignLimits", "a cycle of replacements: %1")
                                  .arg(chain.join(QStringLiteral(" → "))));
    }
    return c.error();
}

} // namespace railyard
