#include "netbox/netboximport.h"

#include "io/bundledcatalog.h"
#include "io/csv.h"
#include "io/designlimits.h"
#include "io/inputfile.h"
#include "io/jsondesignreader.h"
#include "netbox/devicetypeyaml.h"
#include "netbox/netboxcarry.h"
#include "netbox/netboxnames.h"
#include "netbox/netboxtable.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

#include <cmath>
#include <map>
#include <optional>

namespace railyard {

namespace {

// Where a cable plugs in, to find a second cable in the same place.
quint64 placeKey(const Endpoint &e)
{
    return (quint64(quint32(e.device)) << 32) | (quint64(quint16(e.port)) << 16) |
           (quint64(quint8(e.sub)) << 8) | quint64(quint8(e.side));
}

class Importer
{
public:
    Importer(const QString &folder, QStringList *notes) : m_folder(folder), m_notes(notes) {}

    Result<Design> run()
    {
        if (!QFileInfo(m_folder).isDir()) return IoError{m_folder, {}, {}, QStringLiteral("not a folder")};
        if (Result<> e = readTables(); !e.ok()) return e.error();
        if (!m_devices)
            return IoError{
                m_folder, {}, {}, QStringLiteral("no devices CSV (a file with a device_type column)")};
        if (!m_cables)
            return IoError{
                m_folder,
                {},
                {},
                QStringLiteral("no cables CSV (a file with a side_a_device column, as 08-cables.csv)")};
        m_design.catalog = bundledCatalog();
        if (Result<> e = readParts(); !e.ok()) return e.error();
        if (Result<> e = readTypes(); !e.ok()) return e.error();
        if (m_sites && !m_sites->rows.isEmpty() && !m_hasParts)
            if (Result<> e = m_sites->name(0, QStringLiteral("name"), &m_design.name); !e.ok())
                return e.error();
        if (m_racks)
            if (Result<> e = readRacks(); !e.ok()) return e.error();
        if (Result<> e = readDevices(); !e.ok()) return e.error();
        if (Result<> e = readCables(); !e.ok()) return e.error();
        if (m_carried) applyNetboxCarried(*m_carried, m_design);
        if (Result<> bad = checkDesignLimits(m_design, m_folder); !bad.ok()) return bad.error();
        return std::move(m_design);
    }

private:
    void note(const QString &text)
    {
        if (m_notes) m_notes->append(text);
    }

    Result<> readTables()
    {
        // A folder named like a table is no table: refused by name, as a special file is.
        for (const QFileInfo &f :
             QDir(m_folder).entryInfoList({QStringLiteral("*.csv")}, QDir::Dirs | QDir::NoDotAndDotDot))
            return IoError{f.filePath(), {}, {}, QStringLiteral("not a regular file")};
        for (const QString &file : folderFiles(m_folder, {QStringLiteral("*.csv")})) {
            const Result<QByteArray> bytes = readInputFile(file);
            if (!bytes.ok()) return bytes.error();
            QList<QStringList> rows = parseCsv(QString::fromUtf8(bytes.value()));
            if (rows.isEmpty()) continue;
            NetBoxTable t{file, rows.takeFirst(), rows};
            for (QString &h : t.header)
                h = h.trimmed();
            // Blank lines are no rows; a row of another width than the header is a broken file.
            for (int r = 0; r < t.rows.size(); ++r)
                if (t.rows[r].size() != t.header.size() && !t.rows[r].join(QString()).trimmed().isEmpty())
                    return IoError{file,
                                   QStringLiteral("row %1").arg(r + 2),
                                   {},
                                   QStringLiteral("%1 fields; the header has %2")
                                       .arg(t.rows[r].size())
                                       .arg(t.header.size())};
            t.rows.erase(
                std::remove_if(t.rows.begin(), t.rows.end(),
                               [](const QStringList &r) { return r.join(QString()).trimmed().isEmpty(); }),
                t.rows.end());
            const auto has = [&t](const char *column) { return t.header.contains(QLatin1String(column)); };
            std::optional<NetBoxTable> *kind = has("side_a_device")                           ? &m_cables
                                               : has("device_type")                           ? &m_devices
                                               : has("u_height") && has("site")               ? &m_racks
                                               : has("slug") && !has("site") && has("status") ? &m_sites
                                                                                              : nullptr;
            if (!kind) continue;
            if (*kind)
                return IoError{file,
                               {},
                               {},
                               QStringLiteral("a second table of the columns of %1: which one is meant?")
                                   .arg(QFileInfo((*kind)->file).fileName())};
            *kind = std::move(t);
        }
        return {};
    }

    // export-netbox's own file: the design's settings and its own parts, exactly (NetBox never sees it).
    Result<> readParts()
    {
        const QString path = QDir(m_folder).filePath(QStringLiteral("00-railyard.json"));
        if (!QFileInfo::exists(path) && !QFileInfo(path).isSymLink()) return {};
        Result<Design> parts = readJsonFile(path, bundledCatalog());
        if (!parts.ok()) return parts.error();
        Design &p = parts.value();
        m_carried = p;
        m_design.name = p.name;
        m_design.currency = p.currency;
        m_design.settings = p.settings;
        m_design.catalog = std::move(p.catalog);
        for (int i = 0; i < m_design.catalog.deviceTypes.size(); ++i) {
            if (!m_design.catalog.deviceTypes.isFromDesign(i)) continue;
            const DeviceType &t = m_design.catalog.deviceTypes.at(i);
            m_typeOf[{t.manufacturer, t.model}] = i;
            m_typeOf[{QString(), t.model}] = i;
        }
        m_hasParts = true;
        return {};
    }

    Result<> readTypes()
    {
        // Special files too, so that a FIFO among them is refused by name, not skipped.
        QDirIterator it(m_folder, {QStringLiteral("*.yaml"), QStringLiteral("*.yml")},
                        QDir::Files | QDir::System, QDirIterator::Subdirectories);
        QStringList files;
        while (it.hasNext())
            files << it.next();
        files.sort();
        std::vector<ImportedDeviceType> types;
        for (const QString &file : files) {
            Result<std::vector<ImportedDeviceType>> read = readDeviceTypeYaml(file);
            if (!read.ok()) return read.error();
            for (ImportedDeviceType &t : read.value())
                types.push_back(std::move(t));
        }
        if (Result<> twice = checkDistinctTypes(types); !twice.ok()) return twice.error();
        for (ImportedDeviceType &t : types) {
            // A type the parts file holds comes from there, whole.
            if (m_typeOf.count({t.type.manufacturer, t.type.model})) continue;
            int index = m_design.catalog.deviceTypes.indexOf(t.type.id);
            if (index < 0) {
                if (!t.refused.isEmpty()) {
                    note(t.refused);
                    continue;
                }
                index = m_design.catalog.deviceTypes.upsert(t.type, true);
                m_design.catalog.deviceTypes.at(index).rebuildPortIndex();
            }
            m_typeOf[{t.type.manufacturer, t.type.model}] = index;
            m_typeOf[{QString(), t.type.model}] = index;
        }
        // Types NetBox already has need no file: the catalog's own, by model.
        for (int i = 0; i < m_design.catalog.deviceTypes.size(); ++i) {
            const DeviceType &t = m_design.catalog.deviceTypes.at(i);
            m_typeOf.try_emplace({t.manufacturer, t.model}, i);
            m_typeOf.try_emplace({QString(), t.model}, i);
        }
        return {};
    }

    Result<> readRacks()
    {
        const NetBoxTable &t = *m_racks;
        std::map<QString, int> perRow;
        std::map<QString, int> rowIndex;
        int laidOut = 0;
        for (int r = 0; r < t.rows.size(); ++r) {
            Rack rack;
            if (Result<> e = t.name(r, QStringLiteral("name"), &rack.id); !e.ok()) return e;
            if (rack.id.isEmpty())
                return t.error(r, QStringLiteral("name"), QStringLiteral("a rack needs a name"));
            if (m_design.racks().find(rack.id) >= 0)
                return t.error(r, QStringLiteral("name"),
                               QStringLiteral("a second rack \"%1\"").arg(rack.id));
            QString location;
            if (Result<> e = t.name(r, QStringLiteral("location"), &location); !e.ok()) return e;
            rack.row = location.startsWith(QLatin1String("Row ")) ? location.mid(4) : location;
            bool ok = true;
            const QString height = t.cell(r, QStringLiteral("u_height"));
            rack.heightU = height.isEmpty() ? 42 : height.toInt(&ok);
            if (!ok || rack.heightU < 1 || rack.heightU > limits::maxHeightU)
                return t.error(r, QStringLiteral("u_height"),
                               QStringLiteral("\"%1\" is not a rack height (1 to %2 U)")
                                   .arg(height)
                                   .arg(limits::maxHeightU));
            // What export-netbox kept in the comments: the rack type, floor position and size.
            QJsonObject railyard;
            if (Result<> e = t.attributes(r, &railyard); !e.ok()) return e;
            if (const QJsonValue type = railyard.value(QLatin1String("type")); !type.isUndefined()) {
                rack.type = m_design.catalog.rackTypes.indexOf(type.toString());
                if (rack.type < 0)
                    return t.error(r, QStringLiteral("comments"),
                                   QStringLiteral("no rack type \"%1\" in the catalog").arg(type.toString()));
            }
            for (auto [key, field] :
                 {std::pair{"width_mm", &rack.widthMm}, std::pair{"depth_mm", &rack.depthMm}})
                if (Result<> e = t.whole(r, railyard, key, field); !e.ok()) return e;
            const QJsonValue x = railyard.value(QLatin1String("x_m")),
                             y = railyard.value(QLatin1String("y_m"));
            if (x.isDouble() && y.isDouble()) {
                rack.xM = x.toDouble();
                rack.yM = y.toDouble();
            } else {
                // NetBox keeps no floor position: racks side by side along their row, rows 3 m apart.
                if (!rowIndex.count(rack.row)) rowIndex.emplace(rack.row, int(rowIndex.size()));
                rack.xM = 0.6 * perRow[rack.row]++;
                rack.yM = 3.0 * rowIndex[rack.row];
                ++laidOut;
            }
            m_design.insertRack(m_design.racks().slotCount(), rack);
        }
        if (laidOut > 0)
            note(QStringLiteral("NetBox keeps no floor positions: the racks are laid out in rows"));
        return {};
    }

    Result<> readDevices()
    {
        const NetBoxTable &t = *m_devices;
        for (int r = 0; r < t.rows.size(); ++r) {
            Device dev;
            if (Result<> e = t.name(r, QStringLiteral("name"), &dev.id); !e.ok()) return e;
            if (dev.id.isEmpty())
                return t.error(r, QStringLiteral("name"), QStringLiteral("a device needs a name"));
            if (m_design.devices().find(dev.id) >= 0)
                return t.error(r, QStringLiteral("name"),
                               QStringLiteral("a second device \"%1\"").arg(dev.id));
            const QString model = t.cell(r, QStringLiteral("device_type"));
            auto type = m_typeOf.find({t.cell(r, QStringLiteral("manufacturer")), model});
            if (type == m_typeOf.end()) type = m_typeOf.find({QString(), model});
            if (type == m_typeOf.end())
                return t.error(
                    r, QStringLiteral("device_type"),
                    QStringLiteral("no device type \"%1\" among the YAML files or the catalog").arg(model));
            dev.type = type->second;
            if (const QString rack = t.cell(r, QStringLiteral("rack")); !rack.isEmpty()) {
                dev.rack = m_design.racks().find(rack);
                if (dev.rack < 0)
                    return t.error(r, QStringLiteral("rack"), QStringLiteral("no rack \"%1\"").arg(rack));
                // A whole U, with the device inside the rack: Railyard places by whole units.
                bool ok = false;
                const QString position = t.cell(r, QStringLiteral("position"));
                const double u = position.toDouble(&ok);
                const int rackHeight = m_design.racks().at(dev.rack).heightU;
                const int height = m_design.catalog.deviceTypes.at(dev.type).heightU;
                if (!ok || u != std::floor(u) || u < 1 || u + height - 1 > rackHeight)
                    return t.error(
                        r, QStringLiteral("position"),
                        QStringLiteral("\"%1\" is not a whole U where a %2 U device fits in a %3 U rack")
                            .arg(position)
                            .arg(height)
                            .arg(rackHeight));
                dev.u = int(u);
                const QString face = t.cell(r, QStringLiteral("face"));
                if (!face.isEmpty() && face != QLatin1String("front") && face != QLatin1String("rear"))
                    return t.error(r, QStringLiteral("face"),
                                   QStringLiteral("\"%1\" is not a face (front or rear)").arg(face));
                if (face == QLatin1String("rear")) ++m_rearMounted;
            }
            QJsonObject railyard;
            if (Result<> e = t.attributes(r, &railyard); !e.ok()) return e;
            for (auto [key, field] :
                 {std::pair{"su", &dev.su}, std::pair{"node", &dev.node}, std::pair{"rail", &dev.rail}})
                if (Result<> e = t.whole(r, railyard, key, field); !e.ok()) return e;
            if (const QJsonValue airflow = railyard.value(QLatin1String("airflow")); !airflow.isUndefined()) {
                const std::optional<Airflow> a = enumFromName<Airflow>(airflow.toString());
                if (!a)
                    return t.error(
                        r, QStringLiteral("comments"),
                        QStringLiteral("\"%1\" is not an airflow (p2c or c2p)").arg(airflow.toString()));
                dev.airflow = *a;
            }
            const DeviceType &dt = m_design.catalog.deviceTypes.at(dev.type);
            const QString comments = t.cell(r, QStringLiteral("comments"));
            for (const QString &line : comments.split(QLatin1Char('\n'))) {
                if (!line.trimmed().startsWith(netboxTransceiversPrefix())) continue;
                for (const QString &item :
                     line.trimmed().mid(netboxTransceiversPrefix().size()).split(QLatin1Char(','))) {
                    const QString port = item.section(QLatin1Char('='), 0, 0).trimmed();
                    const QString module = item.section(QLatin1Char('='), 1).trimmed();
                    const int p = dt.portIndex(port);
                    const int m = m_design.catalog.transceivers.indexOf(module);
                    if (p < 0 || m < 0)
                        return t.error(r, QStringLiteral("comments"),
                                       QStringLiteral("\"%1\": no such %2")
                                           .arg(item.trimmed(), p < 0 ? QStringLiteral("port")
                                                                      : QStringLiteral("transceiver")));
                    dev.setModule(p, m);
                }
            }
            m_design.insertDevice(m_design.devices().slotCount(), dev);
        }
        if (m_rearMounted > 0)
            note(QStringLiteral("%1 devices are mounted at the rear: Railyard places them from the front")
                     .arg(m_rearMounted));
        return {};
    }

    // A termination as a Railyard end: an interface by its NetBox name, a front or rear port by its name.
    std::optional<Endpoint> endOf(const NetBoxTable &t, int r, const QString &side, IoError *error) const
    {
        const QString deviceColumn = side + QStringLiteral("_device");
        const QString name = t.cell(r, deviceColumn);
        const int device = m_design.devices().find(name);
        if (device < 0) {
            *error = t.error(r, deviceColumn, QStringLiteral("no device \"%1\"").arg(name));
            return {};
        }
        const DeviceType &type = m_design.deviceType(device);
        const QString kind = t.cell(r, side + QStringLiteral("_type"));
        const QString port = t.cell(r, side + QStringLiteral("_name"));
        if (kind == QLatin1String("dcim.frontport") || kind == QLatin1String("dcim.rearport")) {
            const int p = type.portIndex(port);
            if (p < 0 || type.ports[size_t(p)].kind != PortKind::Adapter) {
                *error = t.error(r, side + QStringLiteral("_name"),
                                 QStringLiteral("%1 has no front or rear port \"%2\"").arg(name, port));
                return {};
            }
            return Endpoint{device, p, 0, kind == QLatin1String("dcim.rearport") ? Side::Rear : Side::Front};
        }
        if (kind != QLatin1String("dcim.interface")) {
            *error = t.error(
                r, side + QStringLiteral("_type"),
                QStringLiteral("\"%1\": Railyard cables end on interfaces, front and rear ports").arg(kind));
            return {};
        }
        const QHash<QString, std::pair<int, int>> &interfaces =
            interfacesOf(m_design.devices().at(device).type);
        if (const auto it = interfaces.constFind(port); it != interfaces.cend())
            return Endpoint{device, it->first, it->second, Side::None};
        *error = t.error(r, side + QStringLiteral("_name"),
                         QStringLiteral("%1 has no interface \"%2\"").arg(name, port));
        return {};
    }

    // Every NetBox interface name a device type's ports can have → (port, connector; 0 for a port of one),
    // made once per type: a port of several connectors is named per connector, however many it has.
    const QHash<QString, std::pair<int, int>> &interfacesOf(int typeIndex) const
    {
        auto it = m_interfaces.find(typeIndex);
        if (it != m_interfaces.end()) return it->second;
        const DeviceType &type = m_design.catalog.deviceTypes.at(typeIndex);
        QHash<QString, std::pair<int, int>> names;
        for (int p = 0; p < int(type.ports.size()); ++p)
            for (int subs : {1, 2, 4, 8})
                for (int sub = 1; sub <= subs; ++sub)
                    if (const QString name = netboxPortName(type, p, sub, subs); !names.contains(name))
                        names.insert(name, {p, subs > 1 ? sub : 0}); // the first reading wins
        return m_interfaces.emplace(typeIndex, std::move(names)).first->second;
    }

    // The catalog cable type: the one the description names, else the first of NetBox's type.
    int cableTypeOf(const NetBoxTable &t, int r) const
    {
        const QString description = t.cell(r, QStringLiteral("description"));
        if (description.startsWith(netboxCableTypePrefix())) {
            const int i = m_design.catalog.cableTypes.indexOf(
                description.mid(netboxCableTypePrefix().size()).trimmed());
            if (i >= 0) return i;
        }
        const QString netbox = t.cell(r, QStringLiteral("type"));
        for (int i = 0; i < m_design.catalog.cableTypes.size(); ++i) {
            const CableType &c = m_design.catalog.cableTypes.at(i);
            const bool match = (netbox == QLatin1String("dac-passive") && c.kind == CableKind::Dac) ||
                               (netbox == QLatin1String("dac-active") && c.kind == CableKind::Acc) ||
                               (netbox == QLatin1String("aoc") && c.kind == CableKind::Aoc) ||
                               (netbox.startsWith(QLatin1String("cat")) && c.kind == CableKind::Copper) ||
                               (netbox == QLatin1String("smf-os2") && c.fiber == FiberGrade::OS2 &&
                                c.legs == 1 && c.connectors == 1) ||
                               (netbox == QLatin1String("mmf-om4") && c.fiber == FiberGrade::OM4 &&
                                c.legs == 1 && c.connectors == 1);
            if (match) return i;
        }
        return -1;
    }

    // The cable the carried design says `id` replaces, or an empty string.
    QString replacesOf(const QString &id) const
    {
        if (!m_carried || id.isEmpty()) return {};
        const int slot = m_carried->cables().find(id);
        return slot < 0 ? QString() : m_carried->cables().at(slot).replaces();
    }

    Result<> readCables()
    {
        const NetBoxTable &t = *m_cables;
        for (int r = 0; r < t.rows.size(); ++r) {
            IoError error;
            const std::optional<Endpoint> a = endOf(t, r, QStringLiteral("side_a"), &error);
            if (!a) return error;
            const std::optional<Endpoint> b = endOf(t, r, QStringLiteral("side_b"), &error);
            if (!b) return error;
            const int type = cableTypeOf(t, r);
            if (type < 0)
                return t.error(r, QStringLiteral("type"),
                               QStringLiteral("no catalog cable type for \"%1\"")
                                   .arg(t.cell(r, QStringLiteral("type"))));
            Cable c;
            if (Result<> e = t.name(r, QStringLiteral("label"), &c.label); !e.ok()) return e;
            QJsonObject railyard;
            if (Result<> e = t.attributes(r, &railyard); !e.ok()) return e;
            // The id export-netbox kept where it is not the label, else the label, else one by row.
            const QString keptId = railyard.value(QLatin1String("id")).toString();
            if (!keptId.isEmpty() && !idProblem(keptId).isEmpty())
                return t.error(r, QStringLiteral("comments"),
                               QStringLiteral("the cable id ") + idProblem(keptId));
            if (const QString status = railyard.value(QLatin1String("status")).toString();
                !status.isEmpty()) {
                const std::optional<CableStatus> s = enumFromName<CableStatus>(status);
                if (!s)
                    return t.error(r, QStringLiteral("comments"),
                                   QStringLiteral("\"%1\" is not a cable status (expected %2)")
                                       .arg(status, enumChoices<CableStatus>()));
                c.status = *s;
            }
            const QString wanted = keptId.isEmpty() ? c.label : keptId;
            c.id = wanted.isEmpty() || m_design.cables().find(wanted) >= 0
                       ? QStringLiteral("NB%1").arg(r + 1, 5, 10, QLatin1Char('0'))
                       : wanted;
            c.type = type;
            bool ok = false;
            const QString length = t.cell(r, QStringLiteral("length"));
            const double metres = length.toDouble(&ok);
            const QString unit = t.cell(r, QStringLiteral("length_unit"));
            static const std::map<QString, double> units{
                {QStringLiteral("m"), 1},        {QString(), 1},
                {QStringLiteral("cm"), 0.01},    {QStringLiteral("km"), 1000},
                {QStringLiteral("ft"), 0.3048},  {QStringLiteral("in"), 0.0254},
                {QStringLiteral("mi"), 1609.344}};
            if (!units.count(unit))
                return t.error(r, QStringLiteral("length_unit"),
                               QStringLiteral("\"%1\" is not a unit").arg(unit));
            c.lengthM = metres * units.at(unit);
            // Railyard orders, budgets and checks reach by length: a cable must have one.
            if (!ok || !std::isfinite(c.lengthM) || c.lengthM < limits::minLengthM ||
                c.lengthM > limits::maxLengthM)
                return t.error(r, QStringLiteral("length"),
                               length.isEmpty()
                                   ? QStringLiteral("a cable needs a length")
                                   : QStringLiteral("\"%1\" is not a length (1 mm to 100 km)").arg(length));
            // A planned replacement (00-railyard.json says which cable it replaces) shares its ports with the
            // cable it replaces: it is checked against the other replacements only.
            const QString replaces = replacesOf(wanted);
            QHash<quint64, int> &rowOfPlace = replaces.isEmpty() ? m_rowOfPlace : m_replacementRowOfPlace;
            const auto taken = [&](const Endpoint &e, const QString &side) -> Result<> {
                const auto it = rowOfPlace.constFind(placeKey(e));
                if (it == rowOfPlace.cend()) {
                    rowOfPlace.insert(placeKey(e), r);
                    return {};
                }
                return t.error(r, side + QStringLiteral("_name"),
                               QStringLiteral("%1 is cabled on row %2 already")
                                   .arg(t.cell(r, side + QStringLiteral("_name")))
                                   .arg(it.value() + 2));
            };
            // A trunk assembly comes as a row per connector, labelled "<label>-C<connector>": its
            // connectors join again.
            const CableType &cableType = m_design.catalog.cableTypes.at(type);
            static const QRegularExpression connectorLabel(QStringLiteral("^(.*)-C(\\d+)$"));
            if (const QRegularExpressionMatch m = connectorLabel.match(c.label);
                cableType.isAssembly() && m.hasMatch()) {
                const int k = m.captured(2).toInt();
                if (k < 1 || k > cableType.connectors)
                    return t.error(r, QStringLiteral("label"),
                                   QStringLiteral("connector %1 of a trunk assembly of %2")
                                       .arg(k)
                                       .arg(cableType.connectors));
                const QString base = m.captured(1);
                int slot = m_splitterOf.value(base, -1);
                if (slot < 0) {
                    c.label = base;
                    const QString wantedBase = keptId.isEmpty() ? base : keptId;
                    c.id = wantedBase.isEmpty() || m_design.cables().find(wantedBase) >= 0
                               ? QStringLiteral("NB%1").arg(r + 1, 5, 10, QLatin1Char('0'))
                               : wantedBase;
                    c.layOutEnds(cableType.connectors, 1); // connectors not in the file are plugged nowhere
                    slot = m_design.cables().slotCount();
                    m_design.insertCable(slot, c);
                    m_splitterOf.insert(base, slot);
                }
                const Cable &assembly = m_design.cables().at(slot);
                if (!assembly.ends[2 * (k - 1)].isLoose() || !assembly.ends[2 * k - 1].isLoose())
                    return t.error(
                        r, QStringLiteral("label"),
                        QStringLiteral("connector %1 of %2 is on an earlier row").arg(k).arg(base));
                for (const auto &[end, side] :
                     {std::pair{*a, QStringLiteral("side_a")}, std::pair{*b, QStringLiteral("side_b")}})
                    if (Result<> e = taken(end, side); !e.ok()) return e;
                m_design.setCableEnd(slot, 2 * (k - 1), *a);
                m_design.setCableEnd(slot, 2 * k - 1, *b);
                continue;
            }
            // A splitter comes as a row per leg, labelled "<label>-L<leg>" with one A end: its legs join
            // again.
            const int legs = cableType.legs;
            static const QRegularExpression legLabel(QStringLiteral("^(.*)-L(\\d+)$"));
            if (const QRegularExpressionMatch m = legLabel.match(c.label); legs > 1 && m.hasMatch()) {
                const int leg = m.captured(2).toInt();
                if (leg < 1 || leg > legs)
                    return t.error(r, QStringLiteral("label"),
                                   QStringLiteral("leg %1 of a cable of %2 legs").arg(leg).arg(legs));
                const QString base = m.captured(1);
                int slot = m_splitterOf.value(base, -1);
                if (slot < 0) {
                    if (Result<> e = taken(*a, QStringLiteral("side_a")); !e.ok()) return e;
                    c.label = base;
                    const QString wantedBase = keptId.isEmpty() ? base : keptId;
                    c.id = wantedBase.isEmpty() || m_design.cables().find(wantedBase) >= 0
                               ? QStringLiteral("NB%1").arg(r + 1, 5, 10, QLatin1Char('0'))
                               : wantedBase;
                    c.ends = {*a};
                    c.ends.resize(1 + legs); // legs not in the file are plugged nowhere
                    slot = m_design.cables().slotCount();
                    m_design.insertCable(slot, c);
                    m_splitterOf.insert(base, slot);
                }
                if (!(m_design.cables().at(slot).ends[0] == *a))
                    return t.error(r, QStringLiteral("side_a_name"),
                                   QStringLiteral("leg %1 of %2 starts elsewhere than its first leg")
                                       .arg(leg)
                                       .arg(base));
                if (Result<> e = taken(*b, QStringLiteral("side_b")); !e.ok()) return e;
                m_design.setCableEnd(slot, leg, *b);
                continue;
            }
            for (const auto &[end, side] :
                 {std::pair{*a, QStringLiteral("side_a")}, std::pair{*b, QStringLiteral("side_b")}})
                if (Result<> e = taken(end, side); !e.ok()) return e;
            // A row of its own is the first leg or connector; the others are plugged nowhere.
            c.layOutEnds(cableType.connectors, cableType.legs);
            c.ends[0] = *a;
            c.ends[1] = *b;
            m_design.insertCable(m_design.cables().slotCount(), c);
        }
        return {};
    }

    QString m_folder;
    QStringList *m_notes;
    std::optional<NetBoxTable> m_devices, m_cables, m_racks, m_sites;
    std::map<std::pair<QString, QString>, int> m_typeOf; // (manufacturer, model) → type; manufacturer "" any
    Design m_design;
    // A splitter made from leg rows or a trunk assembly from connector rows, by the label they share.
    QHash<QString, int> m_splitterOf;
    QHash<quint64, int> m_rowOfPlace;            // where a cable plugs in (placeKey) → its row
    QHash<quint64, int> m_replacementRowOfPlace; // the same for planned replacements
    std::optional<Design> m_carried;             // 00-railyard.json, when the folder has it (netboxcarry.h)
    int m_rearMounted = 0;
    bool m_hasParts = false; // the folder has export-netbox's 00-railyard.json
    mutable std::map<int, QHash<QString, std::pair<int, int>>> m_interfaces; // by device type, interfacesOf
};

} // namespace

Result<Design> readNetBoxFolder(const QString &folder, QStringList *notes)
{
    return Importer(folder, notes).run();
}

} // namespace railyard
