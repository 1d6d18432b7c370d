#include "io/nativereader.h"

#include "io/designlimits.h"
#include "io/formatkeys.h"
#include "io/quotejson.h"
#include "io/storedjson.h"

#include "io/jsonpartreader.h"
#include "io/nativepathways.h"
#include "io/nativerevisions.h"
#include "io/nativeschema.h"
#include "io/sqlconnection.h"
#include "io/sqlitestatement.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <limits>

namespace railyard {

namespace {

// A device's keys but its airflow, which lives in the extra column (most devices have none).
constexpr std::array kDeviceColumns = {"id", "type", "rack", "u", "su", "node", "rail", "transceivers"};

class NativeReader
{
public:
    NativeReader(const QString &path, QSqlDatabase &db, Design &design)
        : m_path(path), m_db(db), m_design(design), m_json(path)
    {
    }

    void read()
    {
        checkHeader();
        refuseByteOrderMarks();
        reserve();
        readMeta();
        readParts();
        readRacks();
        readDevices();
        indexDevicesBySeq();
        readModules();
        readCables();
        if (m_version >= 4) readNativeRevisions(m_db, m_path, m_design.revisions);
        if (m_version >= 5) readNativePathways(m_db, m_path, m_design.pathways);
    }

private:
    [[noreturn]] void fail(const QString &where, const QString &id, const QString &message) const
    {
        throw ReadFailure{IoError{m_path, where, id, message}};
    }
    // Text read through Qt loses a leading U+FEFF, which the JSON reader refuses wherever it is: look at the
    // stored text itself, so that a name means the same on every path.
    void refuseByteOrderMarks()
    {
        QSqlQuery q = select(native::byteOrderMarkQuery(m_version));
        if (q.next())
            fail(row(q.value(0).toByteArray().constData(), q.value(1).toLongLong()), q.value(2).toString(),
                 QStringLiteral("holds U+FEFF (a byte-order mark), which is not allowed inside a design"));
    }

    static QString row(const char *table, qint64 seq)
    {
        return QStringLiteral("%1[seq=%2]").arg(QLatin1String(table)).arg(seq);
    }

    QSqlQuery select(const QString &sql)
    {
        QSqlQuery q(m_db);
        q.setForwardOnly(true);
        if (!q.exec(sql))
            fail({}, {},
                 QStringLiteral("the document is damaged or not a Railyard document (%1)")
                     .arg(q.lastError().text()));
        return q;
    }
    void finish(QSqlQuery &q)
    {
        if (q.lastError().isValid())
            fail({}, {}, QStringLiteral("the document is damaged (%1)").arg(q.lastError().text()));
    }

    void checkHeader()
    {
        QSqlQuery app = select(QStringLiteral("PRAGMA application_id"));
        const int appId = app.next() ? app.value(0).toInt() : 0;
        if (appId != native::applicationId)
            fail({}, {},
                 QStringLiteral("this SQLite file is not a Railyard document (application_id 0x%1)")
                     .arg(uint(appId), 8, 16, QLatin1Char('0')));
        QSqlQuery ver = select(QStringLiteral("PRAGMA user_version"));
        const int version = ver.next() ? ver.value(0).toInt() : 0;
        if (version > native::schemaVersion)
            fail({}, {},
                 QStringLiteral("this document was saved by a newer Railyard (schema version %1); this "
                                "version reads schema version %2. Update Railyard to open it.")
                     .arg(version)
                     .arg(native::schemaVersion));
        if (version < 1)
            fail({}, {}, QStringLiteral("this document has no valid schema version (%1)").arg(version));
        m_version = version;
    }

    // Sizes the stores once, instead of growing them row by row.
    void reserve()
    {
        auto count = [this](const char *table) {
            QSqlQuery q = select(QStringLiteral("SELECT COUNT(*) FROM %1").arg(QLatin1String(table)));
            return q.next() ? q.value(0).toInt() : 0;
        };
        m_design.reserve(count("racks"), count("devices"), count("cables"));
    }

    // Free text (the meta values, stored JSON) is read as its UTF-8 bytes: the Qt driver reads text as
    // UTF-16, and SQLite's conversion would turn U+FFFE and U+FFFF into U+FFFD.
    void readMeta()
    {
        QSqlQuery q = select(QStringLiteral("SELECT key, CAST(value AS BLOB) FROM meta"));
        bool formatSeen = false;
        while (q.next()) {
            const QString key = q.value(0).toString();
            const QByteArray bytes = q.value(1).toByteArray();
            const QString value = QString::fromUtf8(bytes);
            if (key == QLatin1String("format")) {
                formatSeen = value == QLatin1String("railyard");
            } else if (key == QLatin1String("name")) {
                m_design.name = value;
            } else if (key == QLatin1String("currency")) {
                m_design.currency = value;
            } else if (key == QLatin1String("settings")) {
                const SimdObject s = m_json.object(bytes, QStringLiteral("meta.settings"), {});
                JsonReadContext ctx(m_path);
                JsonReadContext::Scope scope(ctx, QStringLiteral("meta.settings"));
                m_design.settings.lossMarginDb =
                    ctx.number(s, QStringLiteral("loss_margin_db")).value_or(0.5);
                m_design.settings.trayHeightM = ctx.number(s, QStringLiteral("tray_height_m")).value_or(0.6);
                m_design.settings.sparesPercent = ctx.number(s, QStringLiteral("spares_percent")).value_or(0);
                m_design.settings.rackPowerKw = ctx.number(s, QStringLiteral("rack_power_kw"));
                m_design.settings.switchPortsFace =
                    ctx.enumValue<PortsFace>(s, QStringLiteral("switch_ports_face"))
                        .value_or(PortsFace::None);
                m_design.settings.extra = s.unknownKeys({"loss_margin_db", "tray_height_m", "spares_percent",
                                                         "rack_power_kw", "switch_ports_face"});
            } else if (key == QLatin1String("extra")) {
                m_design.extra = m_json.unknownKeys(bytes, QStringLiteral("meta"), {}, formatkeys::design);
            } else if (key == QLatin1String("quote")) {
                const QJsonObject o = m_json.object(bytes, QStringLiteral("meta.quote"), {}).toJson();
                JsonReadContext ctx(m_path);
                JsonReadContext::Scope scope(ctx, QStringLiteral("meta.quote"));
                m_design.quote = readQuote(ctx, o);
            }
        }
        finish(q);
        if (!formatSeen)
            fail(QStringLiteral("meta.format"), {},
                 QStringLiteral("the document does not say it is a Railyard design"));
    }

    void readParts()
    {
        QSqlQuery q =
            select(QStringLiteral("SELECT seq, collection, id, CAST(json AS BLOB) FROM parts ORDER BY seq"));
        QSet<QString> seen; // "collection/id": the JSON reader refuses a part defined twice, so does this one
        while (q.next()) {
            const qint64 seq = q.value(0).toLongLong();
            const QString collection = q.value(1).toString();
            const QString where = row("parts", seq);
            const QString key = collection + QLatin1Char('/') + q.value(2).toString();
            if (seen.contains(key))
                fail(where, q.value(2).toString(), QStringLiteral("a part defined twice"));
            seen.insert(key);
            const SimdObject part = m_json.object(q.value(3).toByteArray(), where, q.value(2).toString());
            if (const std::optional<JsonTreeProblem> problem = part.numbersProblem())
                fail(where + QLatin1Char('.') + problem->path, q.value(2).toString(), problem->message);
            const QJsonObject o = part.toJson();
            JsonReadContext ctx(m_path);
            JsonReadContext::Scope scope(ctx, where);
            Catalog &c = m_design.catalog;
            if (collection == QLatin1String("device_types"))
                c.deviceTypes.upsert(readDeviceType(ctx, o), true);
            else if (collection == QLatin1String("transceivers"))
                c.transceivers.upsert(readTransceiver(ctx, o), true);
            else if (collection == QLatin1String("cable_types"))
                c.cableTypes.upsert(readCableType(ctx, o), true);
            else if (collection == QLatin1String("rack_types"))
                c.rackTypes.upsert(readRackType(ctx, o), true);
            else if (collection == QLatin1String("accessory_types"))
                c.accessoryTypes.upsert(readAccessoryType(ctx, o), true);
            else
                fail(where, q.value(2).toString(),
                     QStringLiteral("unknown part collection \"%1\"").arg(collection));
        }
        finish(q);
    }

    // An INTEGER column: SQLite stores what it is given, so text or a real number in one is refused rather
    // than read as 0 or cut to a whole number.
    std::optional<int> optInt(const QVariant &v, const QString &where, const QString &id) const
    {
        if (v.isNull()) return {};
        const int type = v.typeId();
        if (type != QMetaType::LongLong && type != QMetaType::Int && type != QMetaType::ULongLong)
            fail(where, id, QStringLiteral("expected a whole number, found \"%1\"").arg(v.toString()));
        const qlonglong n = v.toLongLong();
        if (n < std::numeric_limits<int>::min() || n > std::numeric_limits<int>::max())
            fail(where, id, QStringLiteral("%1 is out of range").arg(n));
        return int(n);
    }
    std::optional<double> optDouble(const QVariant &v, const QString &where, const QString &id) const
    {
        if (v.isNull()) return {};
        if (!isSqlNumber(v))
            fail(where, id, QStringLiteral("expected a number, found \"%1\"").arg(v.toString()));
        return v.toDouble();
    }
    template <size_t N>
    UnknownKeys extra(const QVariant &v, const QString &where, const QString &id,
                      const std::array<const char *, N> &known)
    {
        return v.isNull() ? UnknownKeys() : m_json.unknownKeys(v.toByteArray(), where, id, known);
    }

    void readRacks()
    {
        // Schema version 1 has no type column.
        QSqlQuery q = select(
            m_version >= 2 ? QStringLiteral("SELECT seq, id, row, x_m, y_m, height_u, width_mm, depth_mm, "
                                            "CAST(extra AS BLOB), type FROM racks ORDER BY seq")
                           : QStringLiteral("SELECT seq, id, row, x_m, y_m, height_u, width_mm, depth_mm, "
                                            "CAST(extra AS BLOB), NULL FROM racks ORDER BY seq"));
        while (q.next()) {
            const qint64 seq = q.value(0).toLongLong();
            Rack r;
            r.id = q.value(1).toString();
            const QString where = row("racks", seq);
            if (r.id.isEmpty() || m_design.racks().find(r.id) >= 0)
                fail(where, r.id, QStringLiteral("missing or duplicate rack id"));
            r.row = q.value(2).toString();
            r.xM = optDouble(q.value(3), where + QStringLiteral(".x_m"), r.id);
            r.yM = optDouble(q.value(4), where + QStringLiteral(".y_m"), r.id);
            r.heightU = optInt(q.value(5), where + QStringLiteral(".height_u"), r.id).value_or(0);
            r.widthMm = optInt(q.value(6), where + QStringLiteral(".width_mm"), r.id);
            r.depthMm = optInt(q.value(7), where + QStringLiteral(".depth_mm"), r.id);
            r.extra = extra(q.value(8), where, r.id, formatkeys::rack);
            if (!q.value(9).isNull()) {
                r.type = m_design.catalog.rackTypes.indexOf(q.value(9).toString());
                if (r.type < 0)
                    fail(where, r.id, QStringLiteral("unknown rack type \"%1\"").arg(q.value(9).toString()));
            }
            m_rackSlot.insert(seq, m_design.racks().nextSlot());
            m_design.insertRack(m_design.racks().nextSlot(), std::move(r));
        }
        finish(q);
    }

    void readDevices()
    {
        QSqlQuery q = select(QStringLiteral(
            "SELECT seq, id, type, rack, u, su, node, rail, CAST(extra AS BLOB) FROM devices ORDER BY seq"));
        while (q.next()) {
            const qint64 seq = q.value(0).toLongLong();
            Device d;
            d.id = q.value(1).toString();
            const QString where = row("devices", seq);
            if (d.id.isEmpty() || m_design.devices().find(d.id) >= 0)
                fail(where, d.id, QStringLiteral("missing or duplicate device id"));
            const QString type = q.value(2).toString();
            d.type = m_design.catalog.deviceTypes.indexOf(type);
            if (d.type < 0)
                fail(where + QStringLiteral(".type"), d.id,
                     QStringLiteral("unknown device type \"%1\"").arg(type));
            if (!q.value(3).isNull()) {
                d.rack = m_rackSlot.value(q.value(3).toLongLong(), -1);
                if (d.rack < 0)
                    fail(where + QStringLiteral(".rack"), d.id,
                         QStringLiteral("unknown rack %1").arg(q.value(3).toLongLong()));
            }
            d.u = optInt(q.value(4), where + QStringLiteral(".u"), d.id).value_or(0);
            if (!q.value(4).isNull() && d.u < 1)
                fail(where + QStringLiteral(".u"), d.id,
                     QStringLiteral("%1 is below U1; a device not placed yet has no u").arg(d.u));
            d.su = optInt(q.value(5), where + QStringLiteral(".su"), d.id);
            d.node = optInt(q.value(6), where + QStringLiteral(".node"), d.id);
            d.rail = optInt(q.value(7), where + QStringLiteral(".rail"), d.id);
            d.extra = extra(q.value(8), where, d.id, kDeviceColumns);
            // The airflow lives in the extra column (no column of its own: most devices have none).
            if (const QJsonValue airflow = d.extra.take(QStringLiteral("airflow")); !airflow.isUndefined()) {
                const auto value = enumFromName<Airflow>(airflow.toString());
                if (!airflow.isString() || !value)
                    fail(where + QStringLiteral(".extra.airflow"), d.id,
                         QStringLiteral("expected one of %1").arg(enumChoices<Airflow>()));
                d.airflow = *value;
            }
            m_deviceSlot.insert(seq, m_design.devices().nextSlot());
            m_design.insertDevice(m_design.devices().nextSlot(), std::move(d));
        }
        finish(q);
    }

    int portOf(int deviceSlot, const QString &port, const QString &where, const QString &id)
    {
        const DeviceType &dt = m_design.deviceType(deviceSlot);
        const int p = dt.portIndex(port);
        if (p < 0)
            fail(where, id,
                 QStringLiteral("device \"%1\" (type \"%2\") has no port \"%3\"")
                     .arg(m_design.devices().at(deviceSlot).id, dt.id, port));
        return p;
    }

    // A row per module of a large design: read through the C API like the cables, the row named only when
    // something in it is wrong.
    void readModules()
    {
        SqliteStatement q(rawHandle(), "SELECT device, port, transceiver FROM device_transceivers");
        if (!q.isValid()) fail({}, {}, QStringLiteral("the document is damaged (%1)").arg(q.errorMessage()));
        QHash<QByteArray, int> transceiverByName;
        while (q.next()) {
            const qint64 seq = q.int64(0);
            const auto where = [&] { return QStringLiteral("device_transceivers[device=%1]").arg(seq); };
            const int slot = deviceBySeq(seq, where, {});
            Device &d = m_design.device(slot);
            const int port = portByName(slot, q.bytes(1), where, d.id);
            if (m_design.deviceType(slot).ports[size_t(port)].kind != PortKind::Cage)
                fail(where(), d.id, QStringLiteral("port \"%1\" is not a cage").arg(q.text(1)));
            const QByteArrayView name = q.bytes(2);
            auto t = transceiverByName.constFind(QByteArray::fromRawData(name.data(), name.size()));
            if (t == transceiverByName.cend()) {
                const int index = m_design.catalog.transceivers.indexOf(QString::fromUtf8(name));
                if (index < 0)
                    fail(where(), d.id,
                         QStringLiteral("unknown transceiver \"%1\"").arg(QString::fromUtf8(name)));
                t = transceiverByName.insert(name.toByteArray(), index);
            }
            d.setModule(port, *t);
        }
        if (q.failed()) fail({}, {}, QStringLiteral("the document is damaged (%1)").arg(q.errorMessage()));
    }

    // Port index by UTF-8 name for one device type, looked up without allocating.
    template <typename Where>
    int portByName(int deviceSlot, QByteArrayView name, const Where &where, const QString &id)
    {
        const int type = m_design.devices().at(deviceSlot).type;
        auto it = m_portNames.find(type);
        if (it == m_portNames.end()) {
            QHash<QByteArray, int> names;
            const DeviceType &dt = m_design.catalog.deviceTypes.at(type);
            for (int i = 0; i < int(dt.ports.size()); ++i)
                names.insert(dt.ports[size_t(i)].name.toUtf8(), i);
            it = m_portNames.insert(type, names);
        }
        const int p = it->value(QByteArray::fromRawData(name.data(), name.size()), -1);
        if (p < 0) portOf(deviceSlot, QString::fromUtf8(name), where(), id); // raises the error
        return p;
    }

    template <typename Where> int deviceBySeq(qint64 seq, const Where &where, const QString &id)
    {
        const int slot = seq >= 0 && seq < qint64(m_deviceBySeq.size()) ? m_deviceBySeq[size_t(seq)] : -1;
        if (slot < 0) fail(where(), id, QStringLiteral("unknown device %1").arg(seq));
        return slot;
    }

    // The cable tables hold most of a large design's rows: read through the C API (see sqlitestatement.h).
    // Device slots by sequence number, for the tables read through the C API.
    void indexDevicesBySeq()
    {
        m_deviceBySeq.clear();
        for (auto it = m_deviceSlot.cbegin(); it != m_deviceSlot.cend(); ++it) {
            if (it.key() < 0 || it.key() > 100'000'000)
                fail(QStringLiteral("devices[seq=%1]").arg(it.key()), {},
                     QStringLiteral("sequence number out of range"));
            if (qint64(m_deviceBySeq.size()) <= it.key()) m_deviceBySeq.resize(size_t(it.key()) + 1, -1);
            m_deviceBySeq[size_t(it.key())] = it.value();
        }
    }

    sqlite3 *rawHandle()
    {
        sqlite3 *db = sqliteHandle(m_db);
        if (!db) fail({}, {}, QStringLiteral("the SQLite driver gives no access to its connection"));
        return db;
    }

    void readCables()
    {
        sqlite3 *db = rawHandle();

        // Cables go in first with loose ends; their ends are plugged in from the second table.
        std::vector<qint64> seqs;
        {
            // Schema versions 1 and 2 have no status column (every cable is planned), 3 no replaces.
            SqliteStatement q(
                db, m_version >= 5 ? "SELECT seq, id, type, length_m, label, extra, status, replaces, route "
                                     "FROM cables ORDER BY seq"
                    : m_version >= 4 ? "SELECT seq, id, type, length_m, label, extra, status, replaces, NULL "
                                       "FROM cables ORDER BY seq"
                    : m_version >= 3
                        ? "SELECT seq, id, type, length_m, label, extra, status, NULL, NULL FROM cables "
                          "ORDER BY seq"
                        : "SELECT seq, id, type, length_m, label, extra, NULL, NULL, NULL FROM cables "
                          "ORDER BY seq");
            if (!q.isValid())
                fail({}, {}, QStringLiteral("the document is damaged (%1)").arg(q.errorMessage()));
            QHash<QByteArray, int> typeByName;
            while (q.next()) {
                const qint64 seq = q.int64(0);
                Cable c;
                c.id = q.text(1);
                // The row, named only when something in it is wrong.
                const auto where = [&] { return row("cables", seq); };
                if (c.id.isEmpty() || m_design.cables().find(c.id) >= 0)
                    fail(where(), c.id, QStringLiteral("missing or duplicate cable id"));
                const QByteArrayView typeName = q.bytes(2);
                auto t = typeByName.constFind(QByteArray::fromRawData(typeName.data(), typeName.size()));
                if (t == typeByName.cend()) {
                    const int index = m_design.catalog.cableTypes.indexOf(QString::fromUtf8(typeName));
                    if (index < 0)
                        fail(where() + QStringLiteral(".type"), c.id,
                             QStringLiteral("unknown cable type \"%1\"").arg(QString::fromUtf8(typeName)));
                    t = typeByName.insert(typeName.toByteArray(), index);
                }
                c.type = *t;
                if (!q.isNumber(3))
                    fail(where() + QStringLiteral(".length_m"), c.id,
                         QStringLiteral("expected a number, found \"%1\"").arg(q.text(3)));
                c.lengthM = q.real(3);
                if (!(c.lengthM > 0))
                    fail(where() + QStringLiteral(".length_m"), c.id,
                         QStringLiteral("a cable length must be greater than 0"));
                // Most labels are their cable's id: share its text rather than hold a second copy (half a
                // gigabyte at the 13 million cables of a million GPUs).
                c.label = !q.isNull(4) && q.bytes(4) == q.bytes(1) ? c.id : q.text(4);
                if (!q.isNull(5))
                    c.editExtras().extra =
                        m_json.unknownKeys(q.bytes(5).toByteArray(), where(), c.id, formatkeys::cable);
                if (!q.isNull(6)) {
                    const QString status = q.text(6);
                    const std::optional<CableStatus> s = enumFromName<CableStatus>(status);
                    if (!s)
                        fail(where() + QStringLiteral(".status"), c.id,
                             QStringLiteral("\"%1\" is not a valid status (expected %2)")
                                 .arg(status, enumChoices<CableStatus>()));
                    c.status = *s;
                }
                if (!q.isNull(7)) c.editExtras().replaces = q.text(7);
                if (!c.replaces().isEmpty() && c.replaces() == c.id)
                    fail(where() + QStringLiteral(".replaces"), c.id,
                         QStringLiteral("a cable cannot replace itself"));
                if (!q.isNull(8)) {
                    const std::optional<QStringList> route = routeFromColumn(q.text(8));
                    if (!route)
                        fail(where() + QStringLiteral(".route"), c.id,
                             QStringLiteral("not a JSON array of segment ids"));
                    c.editExtras().route = *route;
                }
                const CableType &type = m_design.catalog.cableTypes.at(c.type);
                c.layOutEnds(type.connectors, type.legs);
                seqs.push_back(seq);
                m_design.insertCable(m_design.cables().nextSlot(), std::move(c));
            }
            if (q.failed())
                fail({}, {}, QStringLiteral("the document is damaged (%1)").arg(q.errorMessage()));
        }

        SqliteStatement e(db,
                          "SELECT cable, leg, device, port, sub, side FROM cable_ends ORDER BY cable, leg");
        if (!e.isValid()) fail({}, {}, QStringLiteral("the document is damaged (%1)").arg(e.errorMessage()));
        // Both tables are ordered by cable, so the ends are matched by walking the cables along.
        size_t ci = 0;
        while (e.next()) {
            const qint64 seq = e.int64(0);
            const int leg = int(e.int64(1));
            while (ci < seqs.size() && seqs[ci] < seq)
                ++ci;
            const auto where = [&] {
                return QStringLiteral("cable_ends[cable=%1,leg=%2]").arg(seq).arg(leg);
            };
            if (ci >= seqs.size() || seqs[ci] != seq)
                fail(where(), {}, QStringLiteral("unknown cable %1").arg(seq));
            const Cable &c = m_design.cables().at(int(ci));
            if (leg < 0 || leg >= int(c.ends.size()))
                fail(where(), c.id, QStringLiteral("cable has no leg %1").arg(leg));
            Endpoint ep;
            ep.device = deviceBySeq(e.int64(2), where, c.id);
            ep.port = portByName(ep.device, e.bytes(3), where, c.id);
            // Checked before it is kept in the endpoint's 8 bits (the limits check the rest of the design).
            const qint64 sub = e.isNull(4) ? 0 : e.int64(4);
            if (sub < 0 || sub > limits::maxCount)
                fail(where(), c.id,
                     QCoreApplication::translate("DesignLimits", "%1 is outside %2 to %3")
                         .arg(sub)
                         .arg(0)
                         .arg(limits::maxCount));
            ep.sub = qint8(sub);
            if (m_design.port(ep).kind == PortKind::Adapter) {
                const QByteArrayView side = e.bytes(5);
                if (side == QByteArrayView("front"))
                    ep.side = Side::Front;
                else if (side == QByteArrayView("rear"))
                    ep.side = Side::Rear;
                else
                    fail(where(), c.id,
                         QStringLiteral("an end on an adapter needs side \"front\" or \"rear\""));
            }
            m_design.setCableEnd(int(ci), leg, ep);
        }
        if (e.failed()) fail({}, {}, QStringLiteral("the document is damaged (%1)").arg(e.errorMessage()));
        if (m_version >= 3) readTests(db, seqs);
    }

    // The fiber test results, ordered by cable like the cables, in their order within each cable.
    void readTests(sqlite3 *db, const std::vector<qint64> &seqs)
    {
        SqliteStatement t(
            db, "SELECT cable, seq, fiber, wavelength_nm, loss_db, limit_db, length_m, result, date, "
                "tester, source, imported FROM cable_tests ORDER BY cable, seq");
        if (!t.isValid()) fail({}, {}, QStringLiteral("the document is damaged (%1)").arg(t.errorMessage()));
        size_t ci = 0;
        while (t.next()) {
            const qint64 seq = t.int64(0);
            while (ci < seqs.size() && seqs[ci] < seq)
                ++ci;
            if (ci >= seqs.size() || seqs[ci] != seq)
                fail(QStringLiteral("cable_tests[cable=%1,seq=%2]").arg(seq).arg(t.int64(1)), {},
                     QStringLiteral("unknown cable %1").arg(seq));
            const auto number = [&](int c) {
                if (t.isNull(c)) return std::optional<double>();
                if (!t.isNumber(c))
                    fail(QStringLiteral("cable_tests[cable=%1,seq=%2]").arg(seq).arg(t.int64(1)), {},
                         QStringLiteral("expected a number, found \"%1\"").arg(t.text(c)));
                return std::optional<double>(t.real(c));
            };
            TestRecord r;
            r.fiber = int(std::clamp<qint64>(t.int64(2), -1, 1 << 30));
            r.wavelengthNm = int(std::clamp<qint64>(t.int64(3), -1, 1 << 30));
            r.lossDb = number(4);
            r.limitDb = number(5);
            r.lengthM = number(6);
            r.result = t.text(7);
            r.date = t.text(8);
            r.tester = t.text(9);
            r.source = t.text(10);
            r.imported = t.text(11);
            m_design.cableForEdit(int(ci)).editExtras().tests.append(std::move(r));
        }
        if (t.failed()) fail({}, {}, QStringLiteral("the document is damaged (%1)").arg(t.errorMessage()));
    }

    QString m_path;
    int m_version = native::schemaVersion;
    QSqlDatabase &m_db;
    Design &m_design;
    QHash<qint64, int> m_rackSlot;
    QHash<qint64, int> m_deviceSlot;
    std::vector<int> m_deviceBySeq;
    QHash<int, QHash<QByteArray, int>> m_portNames;
    StoredJson m_json;
};

} // namespace

Result<Design> readNativeDesign(const QString &path, const Catalog &bundled)
{
    SqlConnection connection(path, true);
    if (!connection.open())
        return IoError{
            path, {}, {}, QStringLiteral("cannot open the document: %1").arg(connection.lastError())};
    Design design;
    design.catalog = bundled;
    try {
        NativeReader(path, connection.db(), design).read();
    } catch (const ReadFailure &failure) {
        return failure.error;
    }
    // A crafted SQLite file is as untrusted as JSON: the same limits.
    if (Result<> bad = checkDesignLimits(design, path); !bad.ok()) return bad.error();
    return design;
}

} // namespace railyard
