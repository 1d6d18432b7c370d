#include "io/nativewriter.h"

#include "core/logging.h"
#include "io/quotejson.h"

#include "io/atomicfile.h"
#include "io/batchinsert.h"
#include "io/jsonout.h"
#include "io/jsonpartwriter.h"
#include "io/nativepathways.h"
#include "io/nativeschema.h"
#include "io/sqlconnection.h"
#include "io/sqlitestatement.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace railyard {

namespace {

struct WriteFailure
{
    QString message; // SQLite's words
};

// What a failed write means to the user, in Railyard's words: SQLite's ("NOT NULL constraint failed:
// revisions.date Unable to fetch row") name tables and columns the user never sees. They go to the log.
QString writeProblem(const QString &sqlite)
{
    qCDebug(lcIo) << "native write failed:" << sqlite;
    if (sqlite.contains(QLatin1String("full"), Qt::CaseInsensitive))
        return QStringLiteral("the disk is full");
    if (sqlite.contains(QLatin1String("I/O"), Qt::CaseInsensitive) ||
        sqlite.contains(QLatin1String("readonly"), Qt::CaseInsensitive))
        return QStringLiteral("the disk refused the write (full, or not writable)");
    return QStringLiteral("the design holds something the document cannot store (an internal error: "
                          "please report it; Save As JSON keeps the design meanwhile)");
}

QVariant optionalInt(const std::optional<int> &v)
{
    return v ? QVariant(*v) : QVariant(QMetaType::fromType<int>());
}

QVariant optionalDouble(const std::optional<double> &v)
{
    return v ? QVariant(*v) : QVariant(QMetaType::fromType<double>());
}

QVariant optionalText(const QString &s)
{
    return s.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(s);
}

QVariant extraText(const UnknownKeys &extra)
{
    if (extra.isEmpty()) return QVariant(QMetaType::fromType<QString>());
    return QString::fromUtf8(extra.toObjectText());
}

class NativeWriter
{
public:
    NativeWriter(const Design &design, QSqlDatabase &db) : m_design(design), m_db(db) {}

    void write()
    {
        exec(QStringLiteral("PRAGMA application_id = %1").arg(native::applicationId));
        exec(QStringLiteral("PRAGMA user_version = %1").arg(native::schemaVersion));
        // The file is new and private until it is renamed into place: no journal is needed, and the
        // final flush happens once in AtomicFile::commit().
        exec(QStringLiteral("PRAGMA journal_mode = OFF"));
        exec(QStringLiteral("PRAGMA synchronous = OFF"));
        for (const char *sql : native::createStatements)
            exec(QString::fromLatin1(sql));
        if (!m_db.transaction()) throw WriteFailure{m_db.lastError().text()};
        writeMeta();
        writeParts();
        writeRacks();
        writeDevices();
        writeCables();
        writeRevisions();
        if (const QString error = writeNativePathways(m_db, m_design.pathwaysToSave()); !error.isEmpty())
            throw WriteFailure{error};
        crashPointForTests("native");
        for (const char *sql : native::indexStatements)
            exec(QString::fromLatin1(sql));
        if (!m_db.commit()) throw WriteFailure{m_db.lastError().text()};
    }

private:
    void exec(const QString &sql)
    {
        QSqlQuery q(m_db);
        if (!q.exec(sql)) throw WriteFailure{q.lastError().text()};
    }

    // A port's name in UTF-8: the same few names repeat on every module and cable end, so each is encoded
    // once.
    const QByteArray &portName(int deviceType, int port)
    {
        const quint64 key = (quint64(quint32(deviceType)) << 32) | quint32(port);
        auto name = m_portNames.find(key);
        if (name == m_portNames.end())
            name = m_portNames.insert(
                key, m_design.catalog.deviceTypes.at(deviceType).ports[size_t(port)].name.toUtf8());
        return *name;
    }

    // Qt's connection, for the tables written through the C API.
    sqlite3 *handle()
    {
        sqlite3 *db = sqliteHandle(m_db);
        if (!db) throw WriteFailure{QStringLiteral("the SQLite driver gives no access to its connection")};
        return db;
    }

    QSqlQuery prepare(const char *sql)
    {
        QSqlQuery q(m_db);
        if (!q.prepare(QString::fromLatin1(sql))) throw WriteFailure{q.lastError().text()};
        return q;
    }

    static void run(QSqlQuery &q)
    {
        if (!q.exec()) throw WriteFailure{q.lastError().text()};
    }

    void writeMeta()
    {
        QSqlQuery q = prepare("INSERT INTO meta (key, value) VALUES (?, ?)");
        auto put = [&](const char *key, const QString &value) {
            q.bindValue(0, QString::fromLatin1(key));
            // A null QString binds as SQL NULL; an unnamed design has an empty name, not none.
            q.bindValue(1, value.isNull() ? QStringLiteral("") : value);
            run(q);
        };
        put("format", QStringLiteral("railyard"));
        put("name", m_design.name);
        put("currency", m_design.currency);
        UnknownKeys settings = m_design.settings.extra;
        settings.insert(QStringLiteral("loss_margin_db"), m_design.settings.lossMarginDb);
        settings.insert(QStringLiteral("tray_height_m"), m_design.settings.trayHeightM);
        settings.insert(QStringLiteral("spares_percent"), m_design.settings.sparesPercent);
        if (m_design.settings.rackPowerKw)
            settings.insert(QStringLiteral("rack_power_kw"), *m_design.settings.rackPowerKw);
        if (m_design.settings.switchPortsFace != PortsFace::None)
            settings.insert(QStringLiteral("switch_ports_face"),
                            QString(enumName(m_design.settings.switchPortsFace)));
        put("settings", extraText(settings).toString());
        if (!m_design.extra.isEmpty()) put("extra", extraText(m_design.extra).toString());
        if (!m_design.quote.isEmpty()) put("quote", QString::fromUtf8(quoteJson(m_design.quote)));
    }

    template <typename Part, typename WriteFn>
    void writePartList(QSqlQuery &q, const char *collection, const PartList<Part> &parts,
                       const std::vector<bool> &selected, WriteFn write)
    {
        for (int i = 0; i < parts.size(); ++i) {
            if (!selected[size_t(i)]) continue;
            QByteArray json;
            JsonOut out(json);
            write(out, parts.at(i), true);
            q.bindValue(0, QString::fromLatin1(collection));
            q.bindValue(1, parts.at(i).id);
            q.bindValue(2, QString::fromUtf8(json.trimmed()));
            run(q);
        }
    }

    void writeParts()
    {
        const PartSelection selected = partsToWrite(m_design);
        QSqlQuery q = prepare("INSERT INTO parts (collection, id, json) VALUES (?, ?, ?)");
        const Catalog &c = m_design.catalog;
        writePartList(q, "device_types", c.deviceTypes, selected.deviceTypes, writeDeviceType);
        writePartList(q, "transceivers", c.transceivers, selected.transceivers, writeTransceiver);
        writePartList(q, "cable_types", c.cableTypes, selected.cableTypes, writeCableType);
        writePartList(q, "rack_types", c.rackTypes, selected.rackTypes, writeRackType);
        writePartList(q, "accessory_types", c.accessoryTypes, selected.accessoryTypes, writeAccessoryType);
    }

    void writeRacks()
    {
        QSqlQuery q =
            prepare("INSERT INTO racks (seq, id, row, x_m, y_m, height_u, width_mm, depth_mm, extra, type) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
        m_rackSeq.assign(size_t(m_design.racks().slotCount()), 0);
        qint64 seq = 0;
        for (int slot : m_design.racks().live()) {
            const Rack &r = m_design.racks().at(slot);
            m_rackSeq[size_t(slot)] = ++seq;
            q.bindValue(0, seq);
            q.bindValue(1, r.id);
            q.bindValue(2, optionalText(r.row));
            q.bindValue(3, optionalDouble(r.xM));
            q.bindValue(4, optionalDouble(r.yM));
            q.bindValue(5, r.heightU);
            q.bindValue(6, optionalInt(r.widthMm));
            q.bindValue(7, optionalInt(r.depthMm));
            q.bindValue(8, extraText(r.extra));
            q.bindValue(9, r.type >= 0 ? QVariant(m_design.catalog.rackTypes.at(r.type).id)
                                       : QVariant(QMetaType::fromType<QString>()));
            run(q);
        }
    }

    void writeDevices()
    {
        QSqlQuery q = prepare("INSERT INTO devices (seq, id, type, rack, u, su, node, rail, extra) "
                              "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)");
        // A row per module (200k in a 100k-GPU design): through the C API, part ids and port names encoded
        // once.
        sqlite3 *db = handle();
        SqliteStatement modules(
            db, "INSERT INTO device_transceivers (device, port, transceiver) VALUES (?, ?, ?)");
        if (!modules.isValid()) throw WriteFailure{modules.errorMessage()};
        std::vector<QByteArray> transceiverIds;
        for (const Transceiver &t : m_design.catalog.transceivers)
            transceiverIds.push_back(t.id.toUtf8());
        m_deviceSeq.assign(size_t(m_design.devices().slotCount()), 0);
        qint64 seq = 0;
        const Catalog &c = m_design.catalog;
        for (int slot : m_design.devices().live()) {
            const Device &d = m_design.devices().at(slot);
            const DeviceType &type = c.deviceTypes.at(d.type);
            m_deviceSeq[size_t(slot)] = ++seq;
            q.bindValue(0, seq);
            q.bindValue(1, d.id);
            q.bindValue(2, type.id);
            q.bindValue(3, d.rack >= 0 ? QVariant(m_rackSeq[size_t(d.rack)])
                                       : QVariant(QMetaType::fromType<qint64>()));
            q.bindValue(4, d.u > 0 ? QVariant(d.u) : QVariant(QMetaType::fromType<int>()));
            q.bindValue(5, optionalInt(d.su));
            q.bindValue(6, optionalInt(d.node));
            q.bindValue(7, optionalInt(d.rail));
            if (d.airflow == Airflow::None) {
                q.bindValue(8, extraText(d.extra));
            } else {
                UnknownKeys extra = d.extra;
                extra.insert(QStringLiteral("airflow"), QString(enumName(d.airflow)));
                q.bindValue(8, extraText(extra));
            }
            run(q);
            for (const CageModule &m : d.modules) {
                modules.bind(1, seq);
                modules.bind(2, portName(d.type, m.port));
                modules.bind(3, transceiverIds[size_t(m.transceiver)]);
                if (!modules.execute()) throw WriteFailure{modules.errorMessage()};
            }
        }
    }

    // Most rows of a large design: written through the C API (see sqlitestatement.h), many rows a statement.
    void writeCables()
    {
        sqlite3 *db = handle();
        BatchInsert cables(
            db, "INSERT INTO cables (seq, id, type, length_m, label, extra, status, replaces, route)", 9);
        BatchInsert ends(db, "INSERT INTO cable_ends (cable, leg, device, port, sub, side)", 6);
        // Part ids and port names repeat on every row; encode each once.
        std::vector<QByteArray> typeIds;
        for (const CableType &t : m_design.catalog.cableTypes)
            typeIds.push_back(t.id.toUtf8());
        const QByteArray front("front"), rear("rear");
        const auto text = [](BatchInsert &to, const QString &s) {
            if (s.isEmpty())
                to.addNull();
            else
                to.add(s.toUtf8());
        };
        qint64 seq = 0;
        const PathwayIndex pathways(m_design.pathways);
        for (int slot : m_design.cables().live()) {
            const Cable &c = m_design.cables().at(slot);
            cables.add(++seq);
            cables.add(c.id.toUtf8());
            cables.add(typeIds[size_t(c.type)]);
            cables.add(c.lengthM);
            text(cables, c.label);
            text(cables, c.extra().isEmpty() ? QString() : extraText(c.extra()).toString());
            if (c.status == CableStatus::Planned)
                cables.addNull();
            else
                cables.add(QByteArray(enumName(c.status).data()));
            text(cables, c.replaces());
            text(cables, c.route().isEmpty() ? QString() : routeColumn(m_design.routeToSave(c, pathways)));
            if (!cables.endRow()) throw WriteFailure{cables.errorMessage()};
            for (int leg = 0; leg < int(c.ends.size()); ++leg) {
                const Endpoint &e = c.ends[leg];
                if (e.isLoose()) continue;
                ends.add(seq);
                ends.add(qint64(leg));
                ends.add(m_deviceSeq[size_t(e.device)]);
                ends.add(portName(m_design.devices().at(e.device).type, e.port));
                if (e.sub > 0)
                    ends.add(qint64(e.sub));
                else
                    ends.addNull();
                if (e.side != Side::None)
                    ends.add(e.side == Side::Front ? front : rear);
                else
                    ends.addNull();
                if (!ends.endRow()) throw WriteFailure{ends.errorMessage()};
            }
        }
        if (!cables.flush()) throw WriteFailure{cables.errorMessage()};
        if (!ends.flush()) throw WriteFailure{ends.errorMessage()};
        writeTests();
    }

    // The fiber test results kept with the cables (docs/commissioning.md), few next to the cables: one row
    // each, numbered within its cable.
    void writeTests()
    {
        BatchInsert tests(
            handle(),
            "INSERT INTO cable_tests (cable, seq, fiber, wavelength_nm, loss_db, limit_db, length_m, "
            "result, date, tester, source, imported)",
            12);
        const auto text = [&tests](const QString &s) {
            if (s.isEmpty())
                tests.addNull();
            else
                tests.add(s.toUtf8());
        };
        const auto number = [&tests](const std::optional<double> &v) {
            if (v)
                tests.add(*v);
            else
                tests.addNull();
        };
        qint64 cableSeq = 0;
        for (int slot : m_design.cables().live()) {
            ++cableSeq;
            const Cable &c = m_design.cables().at(slot);
            for (int i = 0; i < int(c.tests().size()); ++i) {
                const TestRecord &t = c.tests()[i];
                tests.add(cableSeq);
                tests.add(qint64(i));
                tests.add(qint64(t.fiber));
                tests.add(qint64(t.wavelengthNm));
                number(t.lossDb);
                number(t.limitDb);
                number(t.lengthM);
                for (const QString *s : {&t.result, &t.date, &t.tester, &t.source, &t.imported})
                    text(*s);
                if (!tests.endRow()) throw WriteFailure{tests.errorMessage()};
            }
        }
        if (!tests.flush()) throw WriteFailure{tests.errorMessage()};
    }

    void writeRevisions()
    {
        QSqlQuery q = prepare("INSERT INTO revisions (name, date, note, design) VALUES (?, ?, ?, ?)");
        for (const Revision &r : m_design.revisions) {
            q.bindValue(0, r.name);
            // An unknown date (a stored one that did not parse) is an empty text: the column takes no NULL.
            q.bindValue(1, r.date.isValid() ? r.date.toUTC().toString(Qt::ISODate) : QStringLiteral(""));
            q.bindValue(2, optionalText(r.note));
            q.bindValue(3, r.content);
            run(q);
        }
    }

    const Design &m_design;
    QSqlDatabase &m_db;
    std::vector<qint64> m_rackSeq;
    std::vector<qint64> m_deviceSeq;
    QHash<quint64, QByteArray> m_portNames; // see portName()
};

} // namespace

Result<> saveNativeDesign(const Design &design, const QString &path)
{
    AtomicFile file(path);
    if (Result<> status = file.begin(); !status.ok()) return status;
    {
        SqlConnection connection(file.tempPath(), false);
        if (!connection.open())
            return IoError{
                path, {}, {}, QStringLiteral("cannot create the document: %1").arg(connection.lastError())};
        try {
            NativeWriter(design, connection.db()).write();
        } catch (const WriteFailure &failure) {
            return IoError{path,
                           {},
                           {},
                           QStringLiteral("cannot save the document: %1").arg(writeProblem(failure.message))};
        }
    }
    return file.commit();
}

} // namespace railyard
