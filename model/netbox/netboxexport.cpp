#include "netbox/netboxexport.h"
#include "netbox/netboxcarry.h"

#include "core/idproblem.h"
#include "design/design.h"
#include "io/atomicfolder.h"
#include "io/csv.h"
#include "io/jsondesignwriter.h"
#include "netbox/netboxnames.h"
#include "render/palette.h"
#include "trace/cablerails.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cmath>

namespace railyard {

namespace {

std::string s(const QString &text)
{
    return text.toStdString();
}

// Distinct NetBox slugs for distinct names: "a/b" and "a-b" are both "a-b" to NetBox's slug rule, so the
// second becomes "a-b-2"; a name with no letter NetBox allows in a slug ("中文") takes the fallback
// ("row-1").
class SlugSet
{
public:
    explicit SlugSet(QString fallback) : m_fallback(std::move(fallback)) {}
    QString take(const QString &name)
    {
        QString base = netboxSlug(name);
        if (base.isEmpty()) base = m_fallback + QStringLiteral("-1");
        QString slug = base;
        for (int k = 2; m_taken.contains(slug); ++k)
            slug = QStringLiteral("%1-%2").arg(base).arg(k);
        m_taken.insert(slug);
        return slug;
    }

private:
    QString m_fallback;
    QSet<QString> m_taken;
};

class Exporter
{
public:
    Exporter(const Design &d, const QString &folder) : m_design(d), m_folder(folder) {}

    Result<> run(QStringList *written, QStringList *notes)
    {
        if (Result<> trimmed = checkNames(); !trimmed.ok()) return trimmed;
        m_site = m_design.name.isEmpty() ? QStringLiteral("Railyard design") : m_design.name;
        m_subs = netboxSubPorts(m_design);
        collectTypes();
        FolderContent content;
        content.files = files();
        content.ownsEntry = &ownsEntry;
        if (Result<> status = writeFolderAtomically(m_folder, content); !status.ok()) return status;
        if (written)
            for (const auto &[name, text] : content.files)
                *written << name;
        if (notes) *notes << m_notes;
        return {};
    }

    // What an export writes, so that a later export may replace it (and nothing else).
    static bool ownsEntry(const QString &relative)
    {
        static const QStringList names{
            QString::fromLatin1(partsFile),        QStringLiteral("01-manufacturers.csv"),
            QStringLiteral("02-device-roles.csv"), QStringLiteral("03-sites.csv"),
            QStringLiteral("04-locations.csv"),    QStringLiteral("05-racks.csv"),
            QString::fromLatin1(typesFolder),      QStringLiteral("07-devices.csv"),
            QStringLiteral("08-cables.csv")};
        if (names.contains(relative)) return true;
        const QString prefix = QString::fromLatin1(typesFolder) + QLatin1Char('/');
        return relative.startsWith(prefix) && relative.endsWith(QLatin1String(".yaml")) &&
               !relative.mid(prefix.size()).contains(QLatin1Char('/'));
    }

private:
    static constexpr const char *typesFolder = "06-device-types";
    static constexpr const char *partsFile = "00-railyard.json";

    // NetBox trims leading and trailing spaces of every name it imports (Django's forms do): a name that has
    // them would come back as another name, so it is refused here rather than changed there.
    Result<> checkNames() const
    {
        const auto check = [this](const QString &name, const QString &what) -> Result<> {
            if (name != name.trimmed())
                return IoError{
                    m_folder, what, name,
                    QStringLiteral("starts or ends with a space, which NetBox's import trims: rename it")};
            // A name import-netbox (and NetBox) would refuse: a control character, a noncharacter, too long.
            if (const QString problem = idProblem(name); !problem.isEmpty())
                return IoError{m_folder, what, name, problem + QStringLiteral(": rename it")};
            return {};
        };
        if (Result<> bad = check(m_design.name, QStringLiteral("name")); !bad.ok()) return bad;
        for (int r : m_design.racks().live()) {
            const Rack &rack = m_design.racks().at(r);
            if (Result<> bad = check(rack.id, QStringLiteral("racks.id")); !bad.ok()) return bad;
            if (Result<> bad = check(rack.row, QStringLiteral("racks.row")); !bad.ok()) return bad;
        }
        for (int d : m_design.devices().live()) {
            const Device &dev = m_design.devices().at(d);
            if (Result<> bad = check(dev.id, QStringLiteral("devices.id")); !bad.ok()) return bad;
            const DeviceType &t = m_design.deviceType(d);
            if (Result<> bad = check(t.model, QStringLiteral("catalog.device_types.model")); !bad.ok())
                return bad;
            if (Result<> bad = check(t.manufacturer, QStringLiteral("catalog.device_types.manufacturer"));
                !bad.ok())
                return bad;
        }
        for (int c : m_design.cables().live())
            if (Result<> bad = check(m_design.cables().at(c).label, QStringLiteral("cables.label"));
                !bad.ok())
                return bad;
        return {};
    }

    // The types the devices use, each with a slug of its own: "a/b" and "a-b" are both "a-b" to NetBox's
    // slug rule, so the second becomes "a-b-2".
    void collectTypes()
    {
        QSet<int> used;
        for (int d : m_design.devices().live())
            used.insert(m_design.devices().at(d).type);
        m_types = QList<int>(used.cbegin(), used.cend());
        std::sort(m_types.begin(), m_types.end());
        SlugSet slugs(QStringLiteral("device-type"));
        for (int type : m_types)
            m_slugs.insert(type, slugs.take(m_design.catalog.deviceTypes.at(type).id));
    }

    QString typeSlug(int type) const { return m_slugs.value(type); }

    // Railyard's own file beside NetBox's (NetBox's import never reads it): the design's settings, the parts
    // it defines itself and what NetBox has no field for (netboxcarry.h), so that import-netbox gets them
    // back exactly as they were, not as NetBox's formats can say them.
    QByteArray partsJson() const { return writeJsonDesign(netboxCarriedDesign(m_design)); }

    std::vector<std::pair<QString, QByteArray>> files()
    {
        std::vector<std::pair<QString, QByteArray>> out;
        out.emplace_back(QString::fromLatin1(partsFile), partsJson());
        out.emplace_back(QStringLiteral("01-manufacturers.csv"), manufacturers());
        out.emplace_back(QStringLiteral("02-device-roles.csv"), roles());
        out.emplace_back(
            QStringLiteral("03-sites.csv"),
            csv({{QStringLiteral("name"), QStringLiteral("slug"), QStringLiteral("status")},
                 {m_site, SlugSet(QStringLiteral("site")).take(m_site), QStringLiteral("planned")}}));
        out.emplace_back(QStringLiteral("04-locations.csv"), locations());
        out.emplace_back(QStringLiteral("05-racks.csv"), racks());
        for (int type : m_types)
            out.emplace_back(QStringLiteral("%1/%2.yaml").arg(QLatin1String(typesFolder), typeSlug(type)),
                             deviceTypeYaml(type));
        out.emplace_back(QStringLiteral("07-devices.csv"), devices());
        out.emplace_back(QStringLiteral("08-cables.csv"), cables());
        return out;
    }

    static QByteArray csv(const QList<QStringList> &rows)
    {
        QByteArray text;
        for (const QStringList &row : rows)
            text += csvRecord(row).toUtf8();
        return text;
    }

    QByteArray manufacturers() const
    {
        QList<QStringList> rows{{QStringLiteral("name"), QStringLiteral("slug")}};
        QSet<QString> seen;
        SlugSet slugs(QStringLiteral("manufacturer"));
        for (int type : m_types) {
            const QString m = m_design.catalog.deviceTypes.at(type).manufacturer;
            if (!seen.contains(m)) rows.append({m, slugs.take(m)});
            seen.insert(m);
        }
        return csv(rows);
    }

    QByteArray roles() const
    {
        QList<QStringList> rows{{QStringLiteral("name"), QStringLiteral("slug"), QStringLiteral("color")}};
        QSet<QString> seen;
        for (int type : m_types) {
            const QString role = QString(enumName(m_design.catalog.deviceTypes.at(type).role));
            if (!seen.contains(role)) rows.append({role, role, QStringLiteral("9e9e9e")});
            seen.insert(role);
        }
        return csv(rows);
    }

    static QString rowLocation(const QString &row) { return QStringLiteral("Row %1").arg(row); }

    QByteArray locations() const
    {
        QList<QStringList> rows{{QStringLiteral("name"), QStringLiteral("slug"), QStringLiteral("site"),
                                 QStringLiteral("status")}};
        QSet<QString> seen;
        SlugSet slugs(QStringLiteral("row"));
        for (int r : m_design.racks().live()) {
            const QString row = m_design.racks().at(r).row;
            if (row.isEmpty() || seen.contains(row)) continue;
            seen.insert(row);
            rows.append({rowLocation(row), slugs.take(rowLocation(row)), m_site, QStringLiteral("planned")});
        }
        return csv(rows);
    }

    QByteArray racks() const
    {
        QList<QStringList> rows{{QStringLiteral("name"), QStringLiteral("site"), QStringLiteral("location"),
                                 QStringLiteral("status"), QStringLiteral("width"),
                                 QStringLiteral("u_height"), QStringLiteral("comments")}};
        for (int r : m_design.racks().live()) {
            const Rack &rack = m_design.racks().at(r);
            QJsonObject railyard;
            if (rack.type >= 0)
                railyard.insert(QStringLiteral("type"), m_design.catalog.rackTypes.at(rack.type).id);
            if (rack.xM) railyard.insert(QStringLiteral("x_m"), *rack.xM);
            if (rack.yM) railyard.insert(QStringLiteral("y_m"), *rack.yM);
            if (rack.widthMm) railyard.insert(QStringLiteral("width_mm"), *rack.widthMm);
            if (rack.depthMm) railyard.insert(QStringLiteral("depth_mm"), *rack.depthMm);
            rows.append({rack.id, m_site, rack.row.isEmpty() ? QString() : rowLocation(rack.row),
                         QStringLiteral("planned"), QStringLiteral("19"), QString::number(rack.heightU),
                         attributes(railyard)});
        }
        return csv(rows);
    }

    QByteArray deviceTypeYaml(int typeIndex) const
    {
        const DeviceType &t = m_design.catalog.deviceTypes.at(typeIndex);
        YAML::Emitter e;
        e << YAML::BeginMap;
        e << YAML::Key << "manufacturer" << YAML::Value << s(t.manufacturer);
        e << YAML::Key << "model" << YAML::Value << s(t.model);
        e << YAML::Key << "slug" << YAML::Value << s(typeSlug(typeIndex));
        if (const QString pn = t.order.partNumber; !pn.isEmpty() && !t.order.generic)
            e << YAML::Key << "part_number" << YAML::Value << s(pn);
        e << YAML::Key << "u_height" << YAML::Value << t.heightU;
        e << YAML::Key << "is_full_depth" << YAML::Value << (t.role != Role::PatchPanel);
        struct Interface
        {
            QString name, type;
            const PortDef *port;
        };
        std::vector<Interface> interfaces;
        std::vector<const PortDef *> adapters;
        for (int p = 0; p < int(t.ports.size()); ++p) {
            const PortDef &port = t.ports[size_t(p)];
            if (port.kind == PortKind::Adapter) {
                adapters.push_back(&port);
                continue;
            }
            const int subs = m_subs[size_t(typeIndex)][size_t(p)];
            for (int sub = 1; sub <= subs; ++sub)
                interfaces.push_back({netboxPortName(t, p, sub, subs), netboxInterfaceType(port), &port});
        }
        if (t.powerW > 0) {
            e << YAML::Key << "power-ports" << YAML::Value << YAML::BeginSeq;
            e << YAML::BeginMap << YAML::Key << "name" << YAML::Value << "psu" << YAML::Key << "type"
              << YAML::Value << "iec-60320-c14" << YAML::Key << "maximum_draw" << YAML::Value
              << int(std::ceil(t.powerW)) << YAML::EndMap;
            e << YAML::EndSeq;
        }
        if (!interfaces.empty()) {
            e << YAML::Key << "interfaces" << YAML::Value << YAML::BeginSeq;
            for (const Interface &i : interfaces) {
                e << YAML::BeginMap << YAML::Key << "name" << YAML::Value << s(i.name) << YAML::Key << "type"
                  << YAML::Value << s(i.type);
                if (i.port->network == Network::Oob) e << YAML::Key << "mgmt_only" << YAML::Value << true;
                e << YAML::EndMap;
            }
            e << YAML::EndSeq;
        }
        if (!adapters.empty()) {
            // An adapter is a front port and the rear port behind it, of the same name, mapped one to one.
            for (const char *key : {"rear-ports", "front-ports"}) {
                e << YAML::Key << key << YAML::Value << YAML::BeginSeq;
                for (const PortDef *a : adapters)
                    e << YAML::BeginMap << YAML::Key << "name" << YAML::Value << s(a->name) << YAML::Key
                      << "type" << YAML::Value << s(netboxPortType(*a)) << YAML::Key << "positions"
                      << YAML::Value << 1 << YAML::EndMap;
                e << YAML::EndSeq;
            }
            e << YAML::Key << "port-mappings" << YAML::Value << YAML::BeginSeq;
            for (const PortDef *a : adapters)
                e << YAML::BeginMap << YAML::Key << "front_port" << YAML::Value << s(a->name) << YAML::Key
                  << "front_port_position" << YAML::Value << 1 << YAML::Key << "rear_port" << YAML::Value
                  << s(a->name) << YAML::Key << "rear_port_position" << YAML::Value << 1 << YAML::EndMap;
            e << YAML::EndSeq;
        }
        e << YAML::EndMap;
        return QByteArray("---\n") + QByteArray(e.c_str()) + '\n';
    }

    QByteArray devices() const
    {
        QList<QStringList> rows{{QStringLiteral("name"), QStringLiteral("role"),
                                 QStringLiteral("manufacturer"), QStringLiteral("device_type"),
                                 QStringLiteral("status"), QStringLiteral("site"), QStringLiteral("location"),
                                 QStringLiteral("rack"), QStringLiteral("position"), QStringLiteral("face"),
                                 QStringLiteral("comments")}};
        for (int d : m_design.devices().live()) {
            const Device &dev = m_design.devices().at(d);
            const DeviceType &t = m_design.deviceType(d);
            QString location, rack, position, face;
            if (dev.isPlaced()) {
                const Rack &r = m_design.racks().at(dev.rack);
                location = r.row.isEmpty() ? QString() : rowLocation(r.row);
                rack = r.id;
                position = QString::number(dev.u);
                face = QStringLiteral("front");
            }
            QJsonObject railyard;
            if (dev.su) railyard.insert(QStringLiteral("su"), *dev.su);
            if (dev.node) railyard.insert(QStringLiteral("node"), *dev.node);
            if (dev.rail) railyard.insert(QStringLiteral("rail"), *dev.rail);
            if (dev.airflow != Airflow::None)
                railyard.insert(QStringLiteral("airflow"), QString(enumName(dev.airflow)));
            QStringList comments{transceiverComment(dev, t), attributes(railyard)};
            comments.removeAll(QString());
            rows.append({dev.id, QString(enumName(t.role)), t.manufacturer, t.model,
                         QStringLiteral("planned"), m_site, location, rack, position, face,
                         comments.join(QLatin1Char('\n'))});
        }
        return csv(rows);
    }

    // "Railyard: {…}", what NetBox has no field for; empty when there is nothing to say.
    static QString attributes(const QJsonObject &values)
    {
        if (values.isEmpty()) return {};
        return netboxAttributesPrefix() + QLatin1Char(' ') +
               QString::fromUtf8(QJsonDocument(values).toJson(QJsonDocument::Compact));
    }

    // A cable's id where the import would not make it from the label.
    // What NetBox has no field for: the id where the label does not carry it, and the install status
    // (NetBox knows only planned and connected).
    static QString cableComment(const Cable &cable)
    {
        QJsonObject kept;
        if (cable.id != cable.label) kept.insert(QStringLiteral("id"), cable.id);
        if (cable.status != CableStatus::Planned)
            kept.insert(QStringLiteral("status"), QString(enumName(cable.status)));
        return kept.isEmpty() ? QString() : attributes(kept);
    }
    // A cable is connected in NetBox's sense once both its ends are plugged.
    static QString netboxStatus(CableStatus status)
    {
        return status == CableStatus::Planned || status == CableStatus::Pulled ? QStringLiteral("planned")
                                                                               : QStringLiteral("connected");
    }

    // NetBox has no place for a cage's module in a device CSV: the comments say it, in a line the import
    // reads back ("Railyard transceivers: osfp1=MMS4X00-NM-FLT, osfp2=…").
    QString transceiverComment(const Device &dev, const DeviceType &t) const
    {
        QStringList modules;
        for (const CageModule &m : dev.modules)
            modules << QStringLiteral("%1=%2").arg(t.ports[size_t(m.port)].name,
                                                   m_design.catalog.transceivers.at(m.transceiver).id);
        return modules.isEmpty() ? QString()
                                 : QStringLiteral("%1 %2").arg(netboxTransceiversPrefix(),
                                                               modules.join(QStringLiteral(", ")));
    }

    // One end as NetBox names it: the device, the termination type and the component's name.
    QStringList end(const Endpoint &e) const
    {
        if (e.isLoose()) return {QString(), QString(), QString()};
        const Device &dev = m_design.devices().at(e.device);
        const DeviceType &t = m_design.deviceType(e.device);
        const PortDef &p = t.ports[size_t(e.port)];
        if (p.kind == PortKind::Adapter)
            return {dev.id,
                    e.side == Side::Rear ? QStringLiteral("dcim.rearport") : QStringLiteral("dcim.frontport"),
                    p.name};
        const int subs = m_subs[size_t(dev.type)][size_t(e.port)];
        return {dev.id, QStringLiteral("dcim.interface"),
                netboxPortName(t, e.port, std::min(e.effectiveSub(), subs), subs)};
    }

    static QString cableType(const CableType &c)
    {
        switch (c.kind) {
        case CableKind::Dac:
            return QStringLiteral("dac-passive");
        case CableKind::Acc:
            return QStringLiteral("dac-active");
        case CableKind::Aoc:
            return QStringLiteral("aoc");
        case CableKind::Copper:
            return QStringLiteral("cat6a");
        case CableKind::Fiber:
            break;
        }
        switch (c.fiber) {
        case FiberGrade::OS2:
            return QStringLiteral("smf-os2");
        case FiberGrade::OM3:
            return QStringLiteral("mmf-om3");
        case FiberGrade::OM4:
            return QStringLiteral("mmf-om4");
        case FiberGrade::OM5:
            return QStringLiteral("mmf-om5");
        case FiberGrade::None:
            break;
        }
        return QStringLiteral("smf");
    }

    QByteArray cables()
    {
        const std::vector<int> rails = cableRails(m_design);
        QList<QStringList> rows{
            {QStringLiteral("side_a_device"), QStringLiteral("side_a_type"), QStringLiteral("side_a_name"),
             QStringLiteral("side_b_device"), QStringLiteral("side_b_type"), QStringLiteral("side_b_name"),
             QStringLiteral("type"), QStringLiteral("status"), QStringLiteral("label"),
             QStringLiteral("color"), QStringLiteral("length"), QStringLiteral("length_unit"),
             QStringLiteral("description"), QStringLiteral("comments")}};
        for (int c : m_design.cables().live()) {
            const Cable &cable = m_design.cables().at(c);
            const CableType &type = m_design.cableType(c);
            const int rail = size_t(c) < rails.size() ? rails[size_t(c)] : 0;
            const QString colour = rail > 0 ? Palette::rail(rail).name().mid(1) : QString();
            if (cable.isAssembly())
                m_notes << QStringLiteral("%1: a trunk assembly of %2 connectors: a cable row per connector")
                               .arg(cable.id)
                               .arg(cable.connectors);
            else if (cable.ends.size() > 2)
                m_notes << QStringLiteral(
                               "%1: a splitter of %2 legs: a cable row per leg (NetBox's CSV takes one "
                               "termination per side)")
                               .arg(cable.id)
                               .arg(cable.ends.size() - 1);
            for (int leg : cable.bEnds()) {
                const int from = cable.peerOf(leg);
                if (cable.ends[from].isLoose() || cable.ends[leg].isLoose()) {
                    m_notes << QStringLiteral("%1: an end plugged nowhere: not exported").arg(cable.id);
                    continue;
                }
                // A splitter's legs are rows "<label>-L<leg>", a trunk assembly's connectors rows
                // "<label>-C<connector>" (the id stands in for a missing label), which the import joins
                // again.
                const QString base = cable.label.isEmpty() ? cable.id : cable.label;
                const QString label = cable.isAssembly()
                                          ? QStringLiteral("%1-C%2").arg(base).arg(cable.connectorOf(leg))
                                      : cable.ends.size() > 2 ? QStringLiteral("%1-L%2").arg(base).arg(leg)
                                                              : cable.label;
                rows.append(end(cable.ends[from]) + end(cable.ends[leg]) +
                            QStringList{cableType(type), netboxStatus(cable.status), label, colour,
                                        QString::number(cable.lengthM), QStringLiteral("m"),
                                        QStringLiteral("%1 %2").arg(netboxCableTypePrefix(), type.id),
                                        cableComment(cable)});
            }
        }
        return csv(rows);
    }

    const Design &m_design;
    QString m_folder;
    QString m_site;
    QList<int> m_types;
    QHash<int, QString> m_slugs;          // device type → its slug, distinct
    std::vector<std::vector<int>> m_subs; // NetBox interfaces per port, [type][port]
    QStringList m_notes;
};

} // namespace

Result<> writeNetBoxCsv(const Design &design, const QString &folder, QStringList *written, QStringList *notes)
{
    return Exporter(design, folder).run(written, notes);
}

} // namespace railyard
