#include "io/jsondesignreader.h"

#include "io/byteordermark.h"
#include "io/designlimits.h"
#include "io/formatkeys.h"
#include "io/inputfile.h"
#include "io/quotejson.h"

#include "io/jsonpartreader.h"
#include "io/jsonreadcontext.h"
#include "io/jsontreecheck.h"
#include "io/simdjsonview.h"

#include <array>

#include <QFile>
#include <QJsonDocument>
#include <QJsonParseError>

#include <algorithm>
#include <cstring>
#include <future>
#include <limits>
namespace railyard {

namespace {

const QString kDevice = QStringLiteral("device");
const QString kPort = QStringLiteral("port");
const QString kSub = QStringLiteral("sub");
const QString kSide = QStringLiteral("side");

// Line and column of a byte offset, for parse errors that a person can find in an editor.
QString lineColumn(const QByteArray &data, qsizetype offset)
{
    int line = 1;
    qsizetype lineStart = 0;
    for (qsizetype i = 0; i < offset && i < data.size(); ++i) {
        if (data[i] == '\n') {
            ++line;
            lineStart = i + 1;
        }
    }
    return QStringLiteral("line %1, column %2").arg(line).arg(offset - lineStart + 1);
}

class DesignReader
{
public:
    DesignReader(const QString &fileName, Design &design) : m_ctx(fileName), m_design(design) {}

    void read(const SimdObject &root)
    {
        readHeader(root);
        if (const auto quote = m_ctx.object(root, QStringLiteral("quote"))) {
            JsonReadContext::Scope scope(m_ctx, QStringLiteral("quote"));
            m_design.quote = readQuote(m_ctx, quote->toJson());
        }
        if (const auto catalog = m_ctx.object(root, QStringLiteral("catalog"))) {
            JsonReadContext::Scope scope(m_ctx, QStringLiteral("catalog"));
            if (const std::optional<JsonTreeProblem> problem = catalog->numbersProblem())
                m_ctx.failAt(problem->path, problem->message);
            readCatalogSection(m_ctx, catalog->toJson(), m_design.catalog, true);
        }
        const SimdArray racks = m_ctx.array(root, QStringLiteral("racks")).value_or(SimdArray());
        const SimdArray devices = m_ctx.array(root, QStringLiteral("devices")).value_or(SimdArray());
        const SimdArray cables = m_ctx.array(root, QStringLiteral("cables")).value_or(SimdArray());
        m_design.reserve(int(racks.size()), int(devices.size()), int(cables.size()));
        readEach(QStringLiteral("racks"), racks, [this](const SimdObject &o) { readRack(o); });
        readEach(QStringLiteral("devices"), devices, [this](const SimdObject &o) { readDevice(o); });
        readCables(cables);
        if (const auto pathways = m_ctx.object(root, QStringLiteral("pathways"))) {
            JsonReadContext::Scope scope(m_ctx, QStringLiteral("pathways"));
            readPathways(*pathways);
        }
        m_design.extra = root.unknownKeys(formatkeys::design);
    }

private:
    template <typename Fn> void readEach(const QString &key, const SimdArray &items, Fn fn)
    {
        JsonReadContext::Scope scope(m_ctx, key);
        int i = 0;
        items.forEach([&](const SimdValue &value) {
            JsonReadContext::Scope item(m_ctx, i++);
            fn(m_ctx.requireObject(value));
        });
    }

    void readHeader(const SimdObject &root)
    {
        const QString format = *m_ctx.string(root, QStringLiteral("format"), true);
        if (format != QLatin1String("railyard"))
            m_ctx.failAt(
                QStringLiteral("format"),
                QStringLiteral("\"%1\" is not a Railyard design (expected \"railyard\")").arg(format));
        const SimdValue version = root.value(QStringLiteral("version"));
        if (version.isUndefined())
            m_ctx.failAt(QStringLiteral("version"), QStringLiteral("missing required key \"version\""));
        if (!version.isDouble() || version.toDouble() != int(version.toDouble()))
            m_ctx.failAt(
                QStringLiteral("version"),
                QStringLiteral("expected the integer %1, found %2")
                    .arg(Design::formatVersion)
                    .arg(version.isDouble() ? QString::number(version.toDouble()) : jsonTypeName(version)));
        const int v = int(version.toDouble());
        if (v > Design::formatVersion)
            m_ctx.failAt(
                QStringLiteral("version"),
                QStringLiteral("this design was written by a newer Railyard (format version %1); this "
                               "version reads format version %2. Update Railyard to open it.")
                    .arg(v)
                    .arg(Design::formatVersion));
        if (v != Design::formatVersion)
            m_ctx.failAt(QStringLiteral("version"), QStringLiteral("unknown format version %1").arg(v));

        m_design.name = m_ctx.string(root, QStringLiteral("name")).value_or(QString());
        m_design.currency = m_ctx.string(root, QStringLiteral("currency")).value_or(QStringLiteral("USD"));
        if (const auto s = m_ctx.object(root, QStringLiteral("settings"))) {
            JsonReadContext::Scope scope(m_ctx, QStringLiteral("settings"));
            Settings &settings = m_design.settings;
            settings.lossMarginDb = m_ctx.number(*s, QStringLiteral("loss_margin_db")).value_or(0.5);
            settings.trayHeightM = m_ctx.number(*s, QStringLiteral("tray_height_m")).value_or(0.6);
            settings.sparesPercent = m_ctx.number(*s, QStringLiteral("spares_percent")).value_or(0);
            settings.rackPowerKw = m_ctx.number(*s, QStringLiteral("rack_power_kw"));
            settings.switchPortsFace =
                m_ctx.enumValue<PortsFace>(*s, QStringLiteral("switch_ports_face")).value_or(PortsFace::None);
            settings.extra = s->unknownKeys(formatkeys::settings);
        }
    }

    void readRack(const SimdObject &o)
    {
        Rack r;
        r.id = m_ctx.requiredId(o);
        if (m_design.racks().find(r.id) >= 0)
            m_ctx.failAt(QStringLiteral("id"), QStringLiteral("duplicate rack id \"%1\"").arg(r.id));
        r.row = m_ctx.string(o, QStringLiteral("row")).value_or(QString());
        r.xM = m_ctx.number(o, QStringLiteral("x_m"));
        r.yM = m_ctx.number(o, QStringLiteral("y_m"));
        // A rack type supplies the defaults of height, width and depth (design-format.md, Racks).
        const RackType *type = nullptr;
        if (const auto typeId = m_ctx.string(o, QStringLiteral("type"))) {
            r.type = m_design.catalog.rackTypes.indexOf(*typeId);
            if (r.type < 0)
                m_ctx.failAt(QStringLiteral("type"), QStringLiteral("unknown rack type \"%1\"").arg(*typeId));
            type = &m_design.catalog.rackTypes.at(r.type);
        }
        r.heightU = m_ctx.integer(o, QStringLiteral("height_u")).value_or(type ? type->heightU : 42);
        if (r.heightU < 1)
            m_ctx.failAt(QStringLiteral("height_u"), QStringLiteral("a rack is at least 1 U high"));
        if (r.heightU > limits::maxHeightU)
            m_ctx.failAt(
                QStringLiteral("height_u"),
                QStringLiteral("%1 U; a rack is at most %2 U high").arg(r.heightU).arg(limits::maxHeightU));
        r.widthMm = m_ctx.integer(o, QStringLiteral("width_mm"));
        r.depthMm = m_ctx.integer(o, QStringLiteral("depth_mm"));
        if (type && !r.widthMm) r.widthMm = type->widthMm;
        if (type && !r.depthMm) r.depthMm = type->depthMm;
        r.extra = o.unknownKeys(formatkeys::rack);
        m_design.insertRack(m_design.racks().nextSlot(), std::move(r));
    }

    void readDevice(const SimdObject &o)
    {
        Device d;
        d.id = m_ctx.requiredId(o);
        if (m_design.devices().find(d.id) >= 0)
            m_ctx.failAt(QStringLiteral("id"), QStringLiteral("duplicate device id \"%1\"").arg(d.id));
        const QString type = *m_ctx.string(o, QStringLiteral("type"), true);
        d.type = m_design.catalog.deviceTypes.indexOf(type);
        if (d.type < 0)
            m_ctx.failAt(QStringLiteral("type"), QStringLiteral("unknown device type \"%1\"").arg(type));
        if (const auto rack = m_ctx.string(o, QStringLiteral("rack"))) {
            d.rack = m_design.racks().find(*rack);
            if (d.rack < 0)
                m_ctx.failAt(QStringLiteral("rack"), QStringLiteral("unknown rack \"%1\"").arg(*rack));
        }
        const std::optional<int> u = m_ctx.integer(o, QStringLiteral("u"));
        if (u && *u < 1)
            m_ctx.failAt(QStringLiteral("u"),
                         QStringLiteral("%1 is below U1; leave u out for a device not placed yet").arg(*u));
        d.u = u.value_or(0);
        d.su = m_ctx.integer(o, QStringLiteral("su"));
        d.node = m_ctx.integer(o, QStringLiteral("node"));
        d.rail = m_ctx.integer(o, QStringLiteral("rail"));
        d.airflow = m_ctx.enumValue<Airflow>(o, QStringLiteral("airflow")).value_or(Airflow::None);
        if (const auto modules = m_ctx.object(o, QStringLiteral("transceivers"))) {
            JsonReadContext::Scope scope(m_ctx, QStringLiteral("transceivers"));
            const DeviceType &dt = m_design.catalog.deviceTypes.at(d.type);
            modules->forEach([&](std::string_view name, const SimdValue &value) {
                const QString key = QString::fromUtf8(name.data(), qsizetype(name.size()));
                JsonReadContext::Scope item(m_ctx, key);
                const int port = dt.portIndex(key);
                if (port < 0)
                    m_ctx.fail(QStringLiteral("device type \"%1\" has no port \"%2\"").arg(dt.id, key));
                if (dt.ports[size_t(port)].kind != PortKind::Cage)
                    m_ctx.fail(QStringLiteral("port \"%1\" is not a cage and holds no transceiver").arg(key));
                if (!value.isString())
                    m_ctx.fail(
                        QStringLiteral("expected a transceiver id, found %1").arg(jsonTypeName(value)));
                const int t = m_design.catalog.transceivers.indexOf(value.toString());
                if (t < 0) m_ctx.fail(QStringLiteral("unknown transceiver \"%1\"").arg(value.toString()));
                d.setModule(port, t);
            });
        }
        d.extra = o.unknownKeys(formatkeys::device);
        m_design.insertDevice(m_design.devices().nextSlot(), std::move(d));
    }

    // The last devices looked up: a design lists a device's cables together, so most ends name one of the
    // last few, and comparing two short strings beats hashing one (a large hall has a million ends).
    struct Recent
    {
        QString id;
        int slot = -1;
    };
    int deviceSlot(const QString &id)
    {
        for (const Recent &r : m_recentDevices)
            if (r.slot >= 0 && r.id == id) return r.slot;
        const int slot = m_design.devices().find(id);
        m_recentDevices[m_nextRecent++ % m_recentDevices.size()] = {id, slot};
        return slot;
    }
    std::array<Recent, 4> m_recentDevices;
    size_t m_nextRecent = 0;

    Endpoint readEndpoint(const SimdValue &v)
    {
        Endpoint e;
        if (v.isUndefined() || v.isNull()) return e;
        const SimdObject o = m_ctx.requireObject(v);
        const QString device = *m_ctx.string(o, kDevice, true);
        const QString port = *m_ctx.string(o, kPort, true);
        e.device = deviceSlot(device);
        if (e.device < 0) m_ctx.failAt(kDevice, QStringLiteral("unknown device \"%1\"").arg(device));
        const DeviceType &dt = m_design.deviceType(e.device);
        e.port = dt.portIndex(port);
        if (e.port < 0)
            m_ctx.failAt(
                kPort,
                QStringLiteral("device \"%1\" (type \"%2\") has no port \"%3\"").arg(device, dt.id, port));
        // Checked before it is kept in the endpoint's 8 bits.
        const long long sub = m_ctx.integer(o, kSub).value_or(0);
        if (o.contains(kSub) && sub < 1) m_ctx.failAt(kSub, QStringLiteral("connectors are numbered from 1"));
        if (sub > limits::maxCount)
            m_ctx.failAt(
                kSub, QStringLiteral("%1; a port has at most %2 connectors").arg(sub).arg(limits::maxCount));
        e.sub = qint8(sub);
        if (dt.ports[size_t(e.port)].kind == PortKind::Adapter)
            e.side = *m_ctx.enumValue<Side>(o, kSide, true);
        return e;
    }

    // A fiber test result kept with its cable (docs/commissioning.md). Its keys are all known: a misspelt
    // one would lose a measurement silently.
    TestRecord readTest(const SimdObject &o)
    {
        if (const UnknownKeys unknown = o.unknownKeys(formatkeys::test); !unknown.isEmpty())
            m_ctx.failAt(unknown.members().first().key, QStringLiteral("not a key of a test record"));
        TestRecord t;
        t.fiber = m_ctx.integer(o, QStringLiteral("fiber")).value_or(0);
        t.wavelengthNm = m_ctx.integer(o, QStringLiteral("wavelength_nm")).value_or(0);
        t.lossDb = m_ctx.number(o, QStringLiteral("loss_db"));
        t.limitDb = m_ctx.number(o, QStringLiteral("limit_db"));
        t.lengthM = m_ctx.number(o, QStringLiteral("length_m"));
        t.result = m_ctx.string(o, QStringLiteral("result")).value_or(QString());
        t.date = m_ctx.string(o, QStringLiteral("date")).value_or(QString());
        t.tester = m_ctx.string(o, QStringLiteral("tester")).value_or(QString());
        t.source = m_ctx.string(o, QStringLiteral("source")).value_or(QString());
        t.imported = m_ctx.string(o, QStringLiteral("imported")).value_or(QString());
        return t;
    }

    // The cables: the second half of the array read on another thread while this one reads the first (a
    // cable's ends name devices and ports: most of a large design's load), each with a context of its own.
    // They go into the design in order, so the first problem in the file is the one reported, as if it had
    // been read from the start to the end.
    void readCables(const SimdArray &items)
    {
        struct Part
        {
            std::vector<Cable> cables;
            std::optional<IoError> failure; // at the cable after the last one read
            QString failedId;               // that cable's id, when it was read before the failure
        };
        const qsizetype n = items.size();
        // This thread also puts every cable into the design: it reads fewer of them.
        const qsizetype split = n * 2 / 5;
        const auto readPart = [&items](DesignReader &reader, qsizetype from, qsizetype to, Part &part) {
            JsonReadContext::Scope scope(reader.m_ctx, QStringLiteral("cables"));
            part.cables.reserve(size_t(to - from));
            try {
                items.forEachIn(from, to, [&](qsizetype i, const SimdValue &value) {
                    JsonReadContext::Scope item(reader.m_ctx, int(i));
                    part.cables.push_back(reader.readCable(reader.m_ctx.requireObject(value)));
                });
            } catch (const ReadFailure &failure) {
                part.failure = failure.error;
                part.failedId = reader.m_cableId;
            }
        };
        qsizetype index = 0;
        // Into the design in order; the first problem of a part (once its cables before it are in) ends the
        // read. Reading cables touches only devices and the catalog, so the other part is read meanwhile.
        const auto insertPart = [&](Part &part) {
            JsonReadContext::Scope scope(m_ctx, QStringLiteral("cables"));
            for (Cable &c : part.cables) {
                JsonReadContext::Scope item(m_ctx, int(index++));
                m_ctx.setObjectId(c.id);
                if (m_design.cables().find(c.id) >= 0)
                    m_ctx.failAt(QStringLiteral("id"), QStringLiteral("duplicate cable id \"%1\"").arg(c.id));
                m_design.insertCable(m_design.cables().nextSlot(), std::move(c));
            }
            part.cables = {};
            if (!part.failure) return;
            // Read in order, a repeated id is found before anything else in its cable is read.
            if (!part.failedId.isEmpty() && m_design.cables().find(part.failedId) >= 0) {
                JsonReadContext::Scope item(m_ctx, int(index));
                m_ctx.setObjectId(part.failedId);
                m_ctx.failAt(QStringLiteral("id"),
                             QStringLiteral("duplicate cable id \"%1\"").arg(part.failedId));
            }
            throw ReadFailure{*part.failure};
        };
        Part first, second;
        DesignReader other(m_ctx.fileName(), m_design);
        // (Leaving by an exception, the future's destructor waits for the other thread before `other` goes.)
        auto rest = std::async(std::launch::async, [&] { readPart(other, split, n, second); });
        readPart(*this, 0, split, first);
        insertPart(first);
        rest.get();
        insertPart(second);
    }

    Cable readCable(const SimdObject &o)
    {
        Cable c;
        m_cableId.clear();
        c.id = m_ctx.requiredId(o);
        m_cableId = c.id;
        const QString type = *m_ctx.string(o, QStringLiteral("type"), true);
        c.type = m_design.catalog.cableTypes.indexOf(type);
        if (c.type < 0)
            m_ctx.failAt(QStringLiteral("type"), QStringLiteral("unknown cable type \"%1\"").arg(type));
        c.lengthM = *m_ctx.number(o, QStringLiteral("length_m"), true);
        if (c.lengthM <= 0)
            m_ctx.failAt(QStringLiteral("length_m"), QStringLiteral("a cable length must be greater than 0"));
        c.label = m_ctx.string(o, QStringLiteral("label")).value_or(QString());
        if (c.label == c.id) c.label = c.id; // one text for both, as most cables have (memory, not meaning)
        c.status = m_ctx.enumValue<CableStatus>(o, QStringLiteral("status")).value_or(CableStatus::Planned);
        // The extras only for a cable that has them (a design holds millions without).
        if (QString replaces = m_ctx.string(o, QStringLiteral("replaces")).value_or(QString());
            !replaces.isEmpty())
            c.editExtras().replaces = std::move(replaces);
        if (!c.replaces().isEmpty() && c.replaces() == c.id)
            m_ctx.failAt(QStringLiteral("replaces"), QStringLiteral("a cable cannot replace itself"));
        if (const std::optional<SimdArray> route = m_ctx.array(o, QStringLiteral("route"));
            route && route->size()) {
            JsonReadContext::Scope scope(m_ctx, QStringLiteral("route"));
            // Walked once: element i of a simdjson array is found by stepping over the i before it.
            QStringList &segments = c.editExtras().route;
            segments.reserve(route->size());
            route->forEach([&](const SimdValue &v) {
                JsonReadContext::Scope item(m_ctx, int(segments.size()));
                if (!v.isString())
                    m_ctx.fail(QStringLiteral("expected a segment id, found %1").arg(jsonTypeName(v)));
                segments.append(v.toString());
            });
        }
        if (const std::optional<SimdArray> tests = m_ctx.array(o, QStringLiteral("tests"));
            tests && tests->size()) {
            JsonReadContext::Scope scope(m_ctx, QStringLiteral("tests"));
            QList<TestRecord> &records = c.editExtras().tests;
            tests->forEach([&](const SimdValue &v) {
                JsonReadContext::Scope item(m_ctx, int(records.size()));
                records.append(readTest(m_ctx.requireObject(v)));
            });
        }
        // Most cables have no unknown members: they get no extras for an empty object.
        if (UnknownKeys unknown = o.unknownKeys(formatkeys::cable); !unknown.isEmpty())
            c.editExtras().extra = std::move(unknown);
        const CableType &cableType = m_design.catalog.cableTypes.at(c.type);
        if (cableType.isAssembly()) {
            readAssemblyEnds(o, cableType, c);
            return c;
        }
        {
            JsonReadContext::Scope scope(m_ctx, QStringLiteral("a"));
            c.ends.append(readEndpoint(o.value(QStringLiteral("a"))));
        }
        const int legs = m_design.catalog.cableTypes.at(c.type).legs;
        const SimdValue b = o.value(QStringLiteral("b"));
        JsonReadContext::Scope scope(m_ctx, QStringLiteral("b"));
        if (legs > 1) {
            if (!b.isUndefined() && !b.isNull() && !b.isArray())
                m_ctx.fail(QStringLiteral("a splitter's b is an array with one endpoint per leg"));
            const SimdArray array = b.toArray();
            if (!b.isUndefined() && !b.isNull() && array.size() != legs)
                m_ctx.fail(QStringLiteral("cable type \"%1\" has %2 legs, b lists %3")
                               .arg(type)
                               .arg(legs)
                               .arg(array.size()));
            for (int i = 0; i < legs; ++i) {
                JsonReadContext::Scope item(m_ctx, i);
                c.ends.append(readEndpoint(i < array.size() ? array[i] : SimdValue()));
            }
        } else {
            if (b.isArray())
                m_ctx.fail(
                    QStringLiteral("cable type \"%1\" is not a splitter; b must be one endpoint").arg(type));
            c.ends.append(readEndpoint(b));
        }
        return c;
    }

    // A trunk assembly's a and b are arrays of one endpoint (or null) per connector; connector k of a joins
    // connector k of b. The ends go in pairs A1, B1, A2, B2, … (design/cable.h).
    void readAssemblyEnds(const SimdObject &o, const CableType &type, Cable &c)
    {
        const int n = type.connectors;
        c.connectors = n;
        c.ends.resize(2 * n);
        for (int side = 0; side < 2; ++side) {
            const QString key = side == 0 ? QStringLiteral("a") : QStringLiteral("b");
            const SimdValue v = o.value(key);
            JsonReadContext::Scope scope(m_ctx, key);
            if (v.isUndefined() || v.isNull()) continue;
            if (!v.isArray())
                m_ctx.fail(QStringLiteral("cable type \"%1\" is a trunk assembly; %2 is an array with one "
                                          "endpoint per connector")
                               .arg(type.id, key));
            const SimdArray array = v.toArray();
            if (array.size() != n)
                m_ctx.fail(QStringLiteral("cable type \"%1\" has %2 connectors, %3 lists %4")
                               .arg(type.id)
                               .arg(n)
                               .arg(key)
                               .arg(array.size()));
            for (int k = 0; k < n; ++k) {
                JsonReadContext::Scope item(m_ctx, k);
                c.ends[2 * k + side] = readEndpoint(array[k]);
            }
        }
    }

    // Pathways (docs/pathways.md). Their keys are all known, since a misspelt width would silently become
    // the default; what refers to what is checked with the limits (designlimits), for both readers.
    void readPathways(const SimdObject &o)
    {
        rejectUnknown(o, {"nodes", "segments", "drops"});
        Pathways &p = m_design.pathways;
        const auto each = [&](const char *key, auto fn) {
            if (const auto items = m_ctx.array(o, QLatin1String(key)))
                readEach(QLatin1String(key), *items, fn);
        };
        each("nodes", [&](const SimdObject &n) {
            rejectUnknown(n, {"id", "x_m", "y_m", "z_m"});
            p.nodes.append({m_ctx.requiredId(n), *m_ctx.number(n, QStringLiteral("x_m"), true),
                            *m_ctx.number(n, QStringLiteral("y_m"), true),
                            m_ctx.number(n, QStringLiteral("z_m")).value_or(0)});
        });
        each("segments", [&](const SimdObject &g) {
            rejectUnknown(g, {"id", "a", "b", "kind", "width_mm", "depth_mm", "fill_limit_percent"});
            PathSegment s;
            s.id = m_ctx.requiredId(g);
            s.a = *m_ctx.string(g, QStringLiteral("a"), true);
            s.b = *m_ctx.string(g, QStringLiteral("b"), true);
            s.kind = m_ctx.enumValue<SegmentKind>(g, QStringLiteral("kind")).value_or(SegmentKind::Tray);
            s.widthMm = *m_ctx.number(g, QStringLiteral("width_mm"), true);
            s.depthMm = *m_ctx.number(g, QStringLiteral("depth_mm"), true);
            s.fillLimitPercent = m_ctx.number(g, QStringLiteral("fill_limit_percent"))
                                     .value_or(PathSegment::defaultFillLimitPercent);
            p.segments.append(std::move(s));
        });
        each("drops", [&](const SimdObject &d) {
            rejectUnknown(d, {"rack", "node"});
            p.drops.append({*m_ctx.string(d, QStringLiteral("rack"), true),
                            *m_ctx.string(d, QStringLiteral("node"), true)});
        });
    }

    void rejectUnknown(const SimdObject &o, std::initializer_list<const char *> known)
    {
        if (const UnknownKeys unknown = o.unknownKeys(known); !unknown.isEmpty())
            m_ctx.failAt(unknown.members().first().key, QStringLiteral("not a key of a pathway"));
    }

    JsonReadContext m_ctx;
    Design &m_design;
    QString m_cableId; // of the cable being read, once its id is
};

} // namespace

qsizetype jsonPadding()
{
    return qsizetype(simdjson::SIMDJSON_PADDING);
}

Result<Design> readJsonFile(const QString &path, const Catalog &bundled)
{
    if (Result<> problem = checkInputFile(path, maxJsonDesignBytes); !problem.ok()) return problem.error();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return IoError{path, {}, {}, QStringLiteral("cannot read the file: %1").arg(file.errorString())};
    QByteArray data;
    data.reserve(file.size() + jsonPadding());
    data.resize(file.size());
    // Read in blocks, each searched for a NUL byte, which JSON text never holds: a file padded with zeros
    // (a preallocated or truncated one) is refused at its first block, not once all of it fills the memory.
    constexpr qint64 block = 64 * 1024 * 1024;
    for (qint64 done = 0; done < data.size();) {
        const qint64 read = file.read(data.data() + done, std::min(block, data.size() - done));
        if (read <= 0)
            return IoError{path, {}, {}, QStringLiteral("cannot read the file: %1").arg(file.errorString())};
        if (const void *nul = std::memchr(data.constData() + done, 0, size_t(read)))
            return IoError{path,
                           {},
                           {},
                           QStringLiteral("a NUL byte at %1: JSON text holds none, so this is no design")
                               .arg(lineColumn(data, static_cast<const char *>(nul) - data.constData()))};
        done += read;
    }
    return readJsonDesign(std::move(data), path, bundled);
}

Result<Design> readJsonDesign(QByteArray data, const QString &fileName, const Catalog &bundled)
{
    // Qt's parser drops a byte-order mark inside a string, which the native reader would keep: refuse it here
    // as every reader refuses noncharacters, so that an id means the same on every path. One at the very
    // start of the file only says it is UTF-8.
    static const QByteArray bom("\xEF\xBB\xBF");
    if (const qsizetype at = findByteOrderMark(data, data.startsWith(bom) ? 3 : 0); at >= 0)
        return IoError{fileName,
                       {},
                       {},
                       QStringLiteral("U+FEFF (a byte-order mark) at %1 is not allowed inside a design")
                           .arg(lineColumn(data, at))};
    // simdjson parses a 100 MB design in a fraction of a second into a compact document; only when it refuses
    // the input does Qt's parser run, for its message with line and column.
    simdjson::dom::parser parser;
    simdjson::dom::element root;
    const qsizetype skip = data.startsWith(bom) ? bom.size() : 0; // Qt's parser skips it too
    const bool padded = data.capacity() - data.size() >= jsonPadding();
    const simdjson::error_code parsed =
        parser.parse(data.constData() + skip, size_t(data.size() - skip), !padded).get(root);
    // Qt's parser, which finds where the error is, takes documents below 2 GB only.
    if (data.size() > std::numeric_limits<int>::max()) {
        if (parsed != simdjson::SUCCESS)
            return IoError{
                fileName,
                {},
                {},
                QStringLiteral("not valid JSON: %1").arg(QString::fromUtf8(simdjson::error_message(parsed)))};
        if (!root.is_object())
            return IoError{
                fileName, {}, {}, QStringLiteral("a design is a JSON object; this file holds none")};
    }
    if (parsed != simdjson::SUCCESS || !root.is_object()) {
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(data, &parseError);
        if (parseError.error != QJsonParseError::NoError)
            return IoError{fileName,
                           {},
                           {},
                           QStringLiteral("not valid JSON at %1: %2")
                               .arg(lineColumn(data, parseError.offset), parseError.errorString())};
        if (!doc.isObject())
            return IoError{
                fileName, {}, {}, QStringLiteral("a design is a JSON object; this file holds an array")};
        return IoError{
            fileName,
            {},
            {},
            QStringLiteral("not valid JSON: %1").arg(QString::fromUtf8(simdjson::error_message(parsed)))};
    }

    // The document holds copies of every string: the bytes are not needed any more.
    const bool escapes = data.contains("\\u");
    data = QByteArray();
    if (const std::optional<JsonTreeProblem> problem = checkJsonTree(root, escapes))
        return IoError{fileName, problem->path, problem->objectId, problem->message};

    Design design;
    design.catalog = bundled;
    try {
        DesignReader reader(fileName, design);
        reader.read(SimdObject(simdjson::dom::object(root)));
    } catch (const ReadFailure &failure) {
        return failure.error;
    }
    if (Result<> bad = checkDesignLimits(design, fileName); !bad.ok()) return bad.error();
    return design;
}

} // namespace railyard
