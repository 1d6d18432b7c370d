#include "io/nativereader.h"

#include "io/jsonpartreader.h"
#include "io/nativeschema.h"
#include "io/sqlconnection.h"

#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace railyard {

namespace {

class NativeReader
{
public:
    NativeReader(const QString &path, QSqlDatabase &db, Design &design) : m_path(path), m_db(db), m_design(design) {}

    void read()
    {
        checkHeader();
        readMeta();
        readParts();
        readRacks();
        readDevices();
        readModules();
        readCables();
    }

private:
    [[noreturn]] void fail(const QString &where, const QString &id, const QString &message) const
    {
        throw ReadFailure{IoError{m_path, where, id, message}};
    }
    static QString row(const char *table, qint64 seq) { return QStringLiteral("%1[seq=%2]").arg(QLatin1String(table)).arg(seq); }

    QSqlQuery select(const QString &sql)
    {
        QSqlQuery q(m_db);
        q.setForwardOnly(true);
        if (!q.exec(sql))
            fail({}, {}, QStringLiteral("the document is damaged or not a Railyard document (%1)").arg(q.lastError().text()));
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
            fail({}, {}, QStringLiteral("this SQLite file is not a Railyard document (application_id 0x%1)")
                             .arg(uint(appId), 8, 16, QLatin1Char('0')));
        QSqlQuery ver = select(QStringLiteral("PRAGMA user_version"));
        const int version = ver.next() ? ver.value(0).toInt() : 0;
        if (version > native::schemaVersion)
            fail({}, {}, QStringLiteral("this document was saved by a newer Railyard (schema version %1); this "
                                        "version reads schema version %2. Update Railyard to open it.")
                             .arg(version)
                             .arg(native::schemaVersion));
        if (version < 1)
            fail({}, {}, QStringLiteral("this document has no valid schema version (%1)").arg(version));
    }

    QJsonObject parseObject(const QString &text, const QString &where, const QString &id)
    {
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &error);
        if (error.error != QJsonParseError::NoError || !doc.isObject())
            fail(where, id, QStringLiteral("stored JSON is not a valid object"));
        return doc.object();
    }

    void readMeta()
    {
        QSqlQuery q = select(QStringLiteral("SELECT key, value FROM meta"));
        bool formatSeen = false;
        while (q.next()) {
            const QString key = q.value(0).toString();
            const QString value = q.value(1).toString();
            if (key == QLatin1String("format")) {
                formatSeen = value == QLatin1String("railyard");
            } else if (key == QLatin1String("name")) {
                m_design.name = value;
            } else if (key == QLatin1String("currency")) {
                m_design.currency = value;
            } else if (key == QLatin1String("settings")) {
                QJsonObject s = parseObject(value, QStringLiteral("meta.settings"), {});
                JsonReadContext ctx(m_path);
                JsonReadContext::Scope scope(ctx, QStringLiteral("meta.settings"));
                m_design.settings.lossMarginDb = ctx.number(s, QStringLiteral("loss_margin_db")).value_or(0.5);
                m_design.settings.trayHeightM = ctx.number(s, QStringLiteral("tray_height_m")).value_or(0.6);
                m_design.settings.sparesPercent = ctx.number(s, QStringLiteral("spares_percent")).value_or(0);
                m_design.settings.extra =
                    JsonReadContext::unknownKeys(s, {"loss_margin_db", "tray_height_m", "spares_percent"});
            } else if (key == QLatin1String("extra")) {
                m_design.extra = parseObject(value, QStringLiteral("meta.extra"), {});
            }
        }
        finish(q);
        if (!formatSeen)
            fail(QStringLiteral("meta.format"), {}, QStringLiteral("the document does not say it is a Railyard design"));
    }

    void readParts()
    {
        QSqlQuery q = select(QStringLiteral("SELECT seq, collection, id, json FROM parts ORDER BY seq"));
        while (q.next()) {
            const qint64 seq = q.value(0).toLongLong();
            const QString collection = q.value(1).toString();
            const QString where = row("parts", seq);
            const QJsonObject o = parseObject(q.value(3).toString(), where, q.value(2).toString());
            JsonReadContext ctx(m_path);
            JsonReadContext::Scope scope(ctx, where);
            Catalog &c = m_design.catalog;
            if (collection == QLatin1String("device_types"))
                c.deviceTypes.upsert(readDeviceType(ctx, o), true);
            else if (collection == QLatin1String("transceivers"))
                c.transceivers.upsert(readTransceiver(ctx, o), true);
            else if (collection == QLatin1String("cable_types"))
                c.cableTypes.upsert(readCableType(ctx, o), true);
            else
                fail(where, q.value(2).toString(), QStringLiteral("unknown part collection \"%1\"").arg(collection));
        }
        finish(q);
    }

    static std::optional<int> optInt(const QVariant &v) { return v.isNull() ? std::nullopt : std::optional<int>(v.toInt()); }
    static std::optional<double> optDouble(const QVariant &v)
    {
        return v.isNull() ? std::nullopt : std::optional<double>(v.toDouble());
    }
    QJsonObject extra(const QVariant &v, const QString &where, const QString &id)
    {
        return v.isNull() ? QJsonObject() : parseObject(v.toString(), where, id);
    }

    void readRacks()
    {
        QSqlQuery q = select(QStringLiteral(
            "SELECT seq, id, row, x_m, y_m, height_u, width_mm, depth_mm, extra FROM racks ORDER BY seq"));
        while (q.next()) {
            const qint64 seq = q.value(0).toLongLong();
            Rack r;
            r.id = q.value(1).toString();
            const QString where = row("racks", seq);
            if (r.id.isEmpty() || m_design.racks().find(r.id) >= 0)
                fail(where, r.id, QStringLiteral("missing or duplicate rack id"));
            r.row = q.value(2).toString();
            r.xM = optDouble(q.value(3));
            r.yM = optDouble(q.value(4));
            r.heightU = q.value(5).toInt();
            r.widthMm = optInt(q.value(6));
            r.depthMm = optInt(q.value(7));
            r.extra = extra(q.value(8), where, r.id);
            m_rackSlot.insert(seq, m_design.racks().nextSlot());
            m_design.insertRack(m_design.racks().nextSlot(), std::move(r));
        }
        finish(q);
    }

    void readDevices()
    {
        QSqlQuery q = select(QStringLiteral(
            "SELECT seq, id, type, rack, u, su, node, rail, extra FROM devices ORDER BY seq"));
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
                fail(where + QStringLiteral(".type"), d.id, QStringLiteral("unknown device type \"%1\"").arg(type));
            if (!q.value(3).isNull()) {
                d.rack = m_rackSlot.value(q.value(3).toLongLong(), -1);
                if (d.rack < 0)
                    fail(where + QStringLiteral(".rack"), d.id, QStringLiteral("unknown rack %1").arg(q.value(3).toLongLong()));
            }
            d.u = q.value(4).isNull() ? 0 : q.value(4).toInt();
            d.su = optInt(q.value(5));
            d.node = optInt(q.value(6));
            d.rail = optInt(q.value(7));
            d.extra = extra(q.value(8), where, d.id);
            m_deviceSlot.insert(seq, m_design.devices().nextSlot());
            m_design.insertDevice(m_design.devices().nextSlot(), std::move(d));
        }
        finish(q);
    }

    int deviceSlot(const QVariant &seq, const QString &where, const QString &id)
    {
        const int slot = m_deviceSlot.value(seq.toLongLong(), -1);
        if (slot < 0)
            fail(where, id, QStringLiteral("unknown device %1").arg(seq.toLongLong()));
        return slot;
    }

    int portOf(int deviceSlot, const QString &port, const QString &where, const QString &id)
    {
        const DeviceType &dt = m_design.deviceType(deviceSlot);
        const int p = dt.portIndex(port);
        if (p < 0)
            fail(where, id, QStringLiteral("device \"%1\" (type \"%2\") has no port \"%3\"")
                                .arg(m_design.devices().at(deviceSlot).id, dt.id, port));
        return p;
    }

    void readModules()
    {
        QSqlQuery q = select(QStringLiteral("SELECT device, port, transceiver FROM device_transceivers"));
        while (q.next()) {
            const QString where = QStringLiteral("device_transceivers[device=%1]").arg(q.value(0).toLongLong());
            const int slot = deviceSlot(q.value(0), where, {});
            Device &d = m_design.device(slot);
            const int port = portOf(slot, q.value(1).toString(), where, d.id);
            if (m_design.deviceType(slot).ports[size_t(port)].kind != PortKind::Cage)
                fail(where, d.id, QStringLiteral("port \"%1\" is not a cage").arg(q.value(1).toString()));
            const int t = m_design.catalog.transceivers.indexOf(q.value(2).toString());
            if (t < 0)
                fail(where, d.id, QStringLiteral("unknown transceiver \"%1\"").arg(q.value(2).toString()));
            d.setModule(port, t);
        }
        finish(q);
    }

    void readCables()
    {
        std::vector<Cable> cables;
        QHash<qint64, int> index;
        QSqlQuery q = select(QStringLiteral("SELECT seq, id, type, length_m, label, extra FROM cables ORDER BY seq"));
        QSet<QString> ids;
        while (q.next()) {
            const qint64 seq = q.value(0).toLongLong();
            Cable c;
            c.id = q.value(1).toString();
            const QString where = row("cables", seq);
            if (c.id.isEmpty() || ids.contains(c.id))
                fail(where, c.id, QStringLiteral("missing or duplicate cable id"));
            ids.insert(c.id);
            const QString type = q.value(2).toString();
            c.type = m_design.catalog.cableTypes.indexOf(type);
            if (c.type < 0)
                fail(where + QStringLiteral(".type"), c.id, QStringLiteral("unknown cable type \"%1\"").arg(type));
            c.lengthM = q.value(3).toDouble();
            if (!(c.lengthM > 0))
                fail(where + QStringLiteral(".length_m"), c.id, QStringLiteral("a cable length must be greater than 0"));
            c.label = q.value(4).toString();
            c.extra = extra(q.value(5), where, c.id);
            c.ends.resize(m_design.catalog.cableTypes.at(c.type).legs + 1);
            index.insert(seq, int(cables.size()));
            cables.push_back(std::move(c));
        }
        finish(q);

        QSqlQuery e = select(QStringLiteral("SELECT cable, leg, device, port, sub, side FROM cable_ends ORDER BY cable, leg"));
        while (e.next()) {
            const qint64 seq = e.value(0).toLongLong();
            const int leg = e.value(1).toInt();
            const QString where = QStringLiteral("cable_ends[cable=%1,leg=%2]").arg(seq).arg(leg);
            const int ci = index.value(seq, -1);
            if (ci < 0)
                fail(where, {}, QStringLiteral("unknown cable %1").arg(seq));
            Cable &c = cables[size_t(ci)];
            if (leg < 0 || leg >= int(c.ends.size()))
                fail(where, c.id, QStringLiteral("cable has no leg %1").arg(leg));
            Endpoint ep;
            ep.device = deviceSlot(e.value(2), where, c.id);
            ep.port = portOf(ep.device, e.value(3).toString(), where, c.id);
            ep.sub = e.value(4).isNull() ? 0 : e.value(4).toInt();
            if (m_design.port(ep).kind == PortKind::Adapter) {
                const std::optional<Side> side = enumFromName<Side>(e.value(5).toString());
                if (!side)
                    fail(where, c.id, QStringLiteral("an end on an adapter needs side \"front\" or \"rear\""));
                ep.side = *side;
            }
            c.ends[leg] = ep;
        }
        finish(e);
        for (Cable &c : cables)
            m_design.insertCable(m_design.cables().nextSlot(), std::move(c));
    }

    QString m_path;
    QSqlDatabase &m_db;
    Design &m_design;
    QHash<qint64, int> m_rackSlot;
    QHash<qint64, int> m_deviceSlot;
};

} // namespace

Result<Design> readNativeDesign(const QString &path, const Catalog &bundled)
{
    SqlConnection connection(path, true);
    if (!connection.open())
        return IoError{path, {}, {}, QStringLiteral("cannot open the document: %1").arg(connection.lastError())};
    Design design;
    design.catalog = bundled;
    try {
        NativeReader(path, connection.db(), design).read();
    } catch (const ReadFailure &failure) {
        return failure.error;
    }
    return design;
}

} // namespace railyard
