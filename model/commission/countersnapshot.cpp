#include "commission/countersnapshot.h"

#include "io/csv.h"
#include "io/ibnetdiscover.h"
#include "io/inputfile.h"
#include "io/jsoninput.h"
#include "io/jsonout.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <cmath>

namespace railyard {

namespace {

constexpr const char *snapshotFormat = "railyard-counters";

// ibdiagnet's column names of each counter (they changed between versions: "Symbol Err" became "Symbol BER").
const QHash<QString, QString> &columnAliases()
{
    static const QHash<QString, QString> aliases{
        {QStringLiteral("symbolerrorcounter"), QStringLiteral("symbol_errors")},
        {QStringLiteral("linkdownedcounter"), QStringLiteral("link_downed")},
        {QStringLiteral("linkerrorrecoverycounter"), QStringLiteral("link_error_recovery")},
        {QStringLiteral("portrcverrors"), QStringLiteral("port_rcv_errors")},
        {QStringLiteral("locallinkintegrityerrors"), QStringLiteral("local_link_integrity")},
        {QStringLiteral("portxmitdiscards"), QStringLiteral("xmit_discards")},
        {QStringLiteral("portfecuncorrectableblockcounter"), QStringLiteral("fec_uncorrectable")},
        {QStringLiteral("portfecuncorrectableblockctr"), QStringLiteral("fec_uncorrectable")},
        {QStringLiteral("effective ber"), QStringLiteral("effective_ber")},
        {QStringLiteral("effectiveber"), QStringLiteral("effective_ber")},
        {QStringLiteral("effective_ber"), QStringLiteral("effective_ber")},
        {QStringLiteral("raw ber"), QStringLiteral("raw_ber")},
        {QStringLiteral("rawber"), QStringLiteral("raw_ber")},
        {QStringLiteral("raw_ber"), QStringLiteral("raw_ber")},
    };
    return aliases;
}

// A cell as a number: a counter in decimal or hex (0x…), at most 64 bits; a rate (BER) as a decimal
// ("1.5e-12"; "15E-255" is no value). Unsupported markers give nullopt.
std::optional<double> cellValue(const QString &cell, bool rate, bool *bad)
{
    const QString t = cell.trimmed();
    *bad = false;
    if (t.isEmpty() || t == QLatin1String("N/A") || t == QLatin1String("NA") || t == QLatin1String("-1"))
        return std::nullopt;
    bool ok = false;
    if (t.startsWith(QLatin1String("0x"), Qt::CaseInsensitive)) {
        const quint64 v = t.mid(2).toULongLong(&ok, 16);
        if (!ok) {
            *bad = true;
            return std::nullopt;
        }
        if (v >= 0xfffffffffffffffeULL) return std::nullopt; // "not supported"
        return double(v);
    }
    if (!rate) {
        const quint64 v = t.toULongLong(&ok, 10);
        if (!ok) {
            *bad = true;
            return std::nullopt;
        }
        return double(v);
    }
    const double v = t.toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < 0) {
        *bad = true;
        return std::nullopt;
    }
    if (t.contains(QLatin1String("E-255"), Qt::CaseInsensitive)) return std::nullopt; // mlxlink's "no value"
    return v;
}

quint64 guidOf(const QString &cell, bool *ok)
{
    QString t = cell.trimmed();
    if (t.startsWith(QLatin1String("0x"), Qt::CaseInsensitive)) t = t.mid(2);
    return t.toULongLong(ok, 16);
}

} // namespace

const QStringList &counterNames()
{
    static const QStringList names{QStringLiteral("symbol_errors"),
                                   QStringLiteral("link_downed"),
                                   QStringLiteral("link_error_recovery"),
                                   QStringLiteral("port_rcv_errors"),
                                   QStringLiteral("local_link_integrity"),
                                   QStringLiteral("xmit_discards"),
                                   QStringLiteral("fec_uncorrectable"),
                                   QStringLiteral("effective_ber"),
                                   QStringLiteral("raw_ber")};
    return names;
}

const PortCounters *CounterSnapshot::find(quint64 guid, int port) const
{
    const auto it = m_index.constFind({guid, port});
    return it == m_index.cend() ? nullptr : &ports[size_t(*it)];
}

void CounterSnapshot::add(PortCounters counters)
{
    const auto key = qMakePair(counters.guid, counters.port);
    if (const auto it = m_index.constFind(key); it != m_index.cend()) {
        // Another section of the same port: its counters join the ones read.
        PortCounters &known = ports[size_t(*it)];
        for (auto v = counters.values.cbegin(); v != counters.values.cend(); ++v)
            known.values.insert(v.key(), v.value());
        return;
    }
    m_index.insert(key, int(ports.size()));
    ports.push_back(std::move(counters));
}

Result<CounterSnapshot> parseIbdiagnetCounters(const QByteArray &bytes, const QString &fileName)
{
    CounterSnapshot snapshot;
    snapshot.source = QFileInfo(fileName).fileName();
    const QList<QByteArray> lines = bytes.split('\n');
    const auto error = [&fileName](int line, const QString &message) {
        return IoError{fileName, QStringLiteral("line %1").arg(line), {}, message};
    };
    bool sections = false;
    for (int i = 0; i < int(lines.size()); ++i) {
        const QByteArray line = lines[i].trimmed();
        if (!line.startsWith("START_")) continue;
        sections = true;
        const QByteArray name = line.mid(6);
        if (i + 1 >= int(lines.size()))
            return error(i + 1, QStringLiteral("section %1 has no header").arg(QString::fromLatin1(name)));
        const QList<QStringList> header = parseCsv(QString::fromUtf8(lines[i + 1].trimmed()));
        if (header.isEmpty())
            return error(i + 2, QStringLiteral("section %1 has no header").arg(QString::fromLatin1(name)));
        int guidColumn = -1, portColumn = -1;
        QHash<int, QString> counterColumns;
        for (int c = 0; c < int(header[0].size()); ++c) {
            const QString title = header[0][c].trimmed();
            if (title == QLatin1String("NodeGUID") || title == QLatin1String("NodeGuid"))
                guidColumn = c;
            else if (title == QLatin1String("PortNumber") || title == QLatin1String("PortNum"))
                portColumn = c;
            else if (const auto alias = columnAliases().constFind(title.toLower());
                     alias != columnAliases().cend())
                counterColumns.insert(c, *alias);
        }
        int j = i + 2;
        for (; j < int(lines.size()) && !lines[j].trimmed().startsWith("END_"); ++j) {
            if (guidColumn < 0 || portColumn < 0 || counterColumns.isEmpty() || lines[j].trimmed().isEmpty())
                continue;
            const QList<QStringList> rows = parseCsv(QString::fromUtf8(lines[j].trimmed()));
            if (rows.isEmpty()) continue;
            const QStringList &cells = rows[0];
            if (cells.size() < header[0].size())
                return error(j + 1, QStringLiteral("%1 fields where the header of %2 has %3")
                                        .arg(cells.size())
                                        .arg(QString::fromLatin1(name))
                                        .arg(header[0].size()));
            PortCounters counters;
            bool ok = false;
            counters.guid = guidOf(cells[guidColumn], &ok);
            if (!ok) return error(j + 1, QStringLiteral("\"%1\" is not a GUID").arg(cells[guidColumn]));
            counters.port = cells[portColumn].trimmed().toInt(&ok, 0);
            if (!ok || counters.port < 0 || counters.port > 1024)
                return error(j + 1, QStringLiteral("\"%1\" is not a port number").arg(cells[portColumn]));
            for (auto c = counterColumns.cbegin(); c != counterColumns.cend(); ++c) {
                bool bad = false;
                const std::optional<double> v =
                    cellValue(cells[c.key()], c.value().endsWith(QLatin1String("_ber")), &bad);
                if (bad)
                    return error(j + 1, QStringLiteral("\"%1\" is not a value of %2")
                                            .arg(cells[c.key()], header[0][c.key()].trimmed()));
                if (v) counters.values.insert(c.value(), *v);
            }
            snapshot.add(std::move(counters));
        }
        i = j;
    }
    if (!sections)
        return IoError{fileName, {}, {}, QStringLiteral("not an ibdiagnet2.db_csv file (no START_ section)")};
    if (snapshot.ports.empty())
        return IoError{
            fileName,
            {},
            {},
            QStringLiteral("no port counters (no section with NodeGUID, PortNumber and a counter)")};
    return snapshot;
}

Result<CounterSnapshot> parsePerfqueryCounters(const QByteArray &bytes, const QString &fileName,
                                               const IbFabric &fabric)
{
    // perfquery names a port by LID: a switch's port-0 LID with the switch port, or an adapter port's LID
    // (each port of a DGX's ConnectX is an adapter of its own in the dump).
    QHash<int, int> nodeOfLid;
    for (int n = 0; n < int(fabric.nodes.size()); ++n)
        if (fabric.nodes[size_t(n)].lid > 0) nodeOfLid.insert(fabric.nodes[size_t(n)].lid, n);
    static const QRegularExpression header(
        QStringLiteral(
            "^#\\s*Port (?:extended |extended speeds )?counters:\\s*Lid\\s+(\\d+)\\s+port\\s+(\\d+)"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression counter(QStringLiteral("^(\\w+):\\.*\\s*(\\S+)\\s*$"));
    static const QHash<QString, QString> names{
        {QStringLiteral("SymbolErrorCounter"), QStringLiteral("symbol_errors")},
        {QStringLiteral("LinkDownedCounter"), QStringLiteral("link_downed")},
        {QStringLiteral("LinkErrorRecoveryCounter"), QStringLiteral("link_error_recovery")},
        {QStringLiteral("PortRcvErrors"), QStringLiteral("port_rcv_errors")},
        {QStringLiteral("LocalLinkIntegrityErrors"), QStringLiteral("local_link_integrity")},
        {QStringLiteral("PortXmitDiscards"), QStringLiteral("xmit_discards")},
        {QStringLiteral("PortFECUncorrectableBlockCtr"), QStringLiteral("fec_uncorrectable")},
    };
    CounterSnapshot snapshot;
    snapshot.source = QFileInfo(fileName).fileName();
    std::optional<PortCounters> current;
    const auto flush = [&] {
        if (current) snapshot.add(std::move(*current));
        current.reset();
    };
    const QList<QByteArray> lines = bytes.split('\n');
    for (int i = 0; i < int(lines.size()); ++i) {
        const QString line = QString::fromUtf8(lines[i]).trimmed();
        if (line.isEmpty()) continue;
        const auto error = [&](const QString &message) {
            return IoError{fileName, QStringLiteral("line %1").arg(i + 1), {}, message};
        };
        if (const QRegularExpressionMatch h = header.match(line); h.hasMatch()) {
            flush();
            // A LID is 16 bits and a port at most 255: larger digits are no LID (toInt gives 0 on overflow,
            // which named "LID 0").
            bool lidOk = false, portOk = false;
            const int lid = h.captured(1).toInt(&lidOk), port = h.captured(2).toInt(&portOk);
            if (!lidOk || lid > 0xFFFF)
                return error(QStringLiteral("\"%1\" is not a LID (0 to 65535)").arg(h.captured(1)));
            if (!portOk || port > 255)
                return error(QStringLiteral("\"%1\" is not a port number (0 to 255)").arg(h.captured(2)));
            const auto node = nodeOfLid.constFind(lid);
            if (node == nodeOfLid.cend()) return error(QStringLiteral("LID %1 is not in the dump").arg(lid));
            current = PortCounters{fabric.nodes[size_t(*node)].guid, port, {}};
            continue;
        }
        if (line.startsWith(QLatin1Char('#'))) continue;
        const QRegularExpressionMatch c = counter.match(line);
        if (!c.hasMatch()) return error(QStringLiteral("not a perfquery line"));
        if (!current)
            return error(QStringLiteral("a counter before any \"# Port counters: Lid … port …\" line"));
        const auto name = names.constFind(c.captured(1));
        if (name == names.cend()) continue; // data and wait counters: not errors
        bool ok = false;
        const quint64 v = c.captured(2).toULongLong(&ok, 0);
        if (!ok)
            return error(QStringLiteral("\"%1\" is not a value of %2").arg(c.captured(2), c.captured(1)));
        current->values.insert(*name, double(v));
    }
    flush();
    if (snapshot.ports.empty())
        return IoError{fileName,
                       {},
                       {},
                       QStringLiteral("no perfquery counters (no \"# Port counters: Lid … port …\" block)")};
    return snapshot;
}

bool isPerfqueryText(const QByteArray &text)
{
    static const QRegularExpression header(QStringLiteral("^#\\s*Port .*counters:\\s*Lid"),
                                           QRegularExpression::MultilineOption |
                                               QRegularExpression::CaseInsensitiveOption);
    return !text.contains("START_") && header.match(QString::fromUtf8(text.left(1 << 16))).hasMatch();
}

Result<CounterSnapshot> parseCounterSnapshot(const QByteArray &json, const QString &fileName)
{
    const auto error = [&fileName](const QString &where, const QString &message) {
        return IoError{fileName, where, {}, message};
    };
    Result<QJsonObject> parsed = parseJsonInput(json, fileName, QStringLiteral("a counter snapshot"));
    if (!parsed.ok()) return parsed.error();
    const QJsonObject &o = parsed.value();
    if (o.value(QLatin1String("format")).toString() != QLatin1String(snapshotFormat))
        return error(QStringLiteral("format"),
                     QStringLiteral("not a counter snapshot (format \"%1\" expected)")
                         .arg(QLatin1String(snapshotFormat)));
    if (const QString problem = jsonInputVersionProblem(o); !problem.isEmpty())
        return error(QStringLiteral("version"), problem);
    if (const QString key = unknownJsonKey(o, {"format", "version", "source", "taken", "ports"});
        !key.isEmpty())
        return error(key, QStringLiteral("not a key of a counter snapshot"));
    for (const char *key : {"source", "taken"})
        if (const QJsonValue v = o.value(QLatin1String(key)); !v.isUndefined() && !v.isString())
            return error(QLatin1String(key), QStringLiteral("expected a text"));
    if (const QJsonValue v = o.value(QLatin1String("ports")); !v.isUndefined() && !v.isArray())
        return error(QStringLiteral("ports"), QStringLiteral("expected an array"));
    CounterSnapshot snapshot;
    snapshot.source = o.value(QLatin1String("source")).toString();
    snapshot.taken = o.value(QLatin1String("taken")).toString();
    const QJsonArray ports = o.value(QLatin1String("ports")).toArray();
    for (int i = 0; i < int(ports.size()); ++i) {
        const QString where = QStringLiteral("ports[%1]").arg(i);
        if (!ports[i].isObject()) return error(where, QStringLiteral("expected an object"));
        const QJsonObject p = ports[i].toObject();
        if (const QString key = unknownJsonKey(p, {"guid", "port", "counters"}); !key.isEmpty())
            return error(where + QLatin1Char('.') + key, QStringLiteral("not a key of a port's counters"));
        PortCounters counters;
        bool ok = false;
        counters.guid = guidOf(p.value(QLatin1String("guid")).toString(), &ok);
        if (!ok) return error(where + QStringLiteral(".guid"), QStringLiteral("expected a GUID (\"0x…\")"));
        const QJsonValue portValue = p.value(QLatin1String("port"));
        const double port = portValue.isDouble() ? portValue.toDouble() : -1;
        if (port < 0 || port > 1024 || port != std::floor(port))
            return error(where + QStringLiteral(".port"), QStringLiteral("expected a port number"));
        counters.port = int(port);
        if (const QJsonValue v = p.value(QLatin1String("counters")); !v.isUndefined() && !v.isObject())
            return error(where + QStringLiteral(".counters"), QStringLiteral("expected an object"));
        const QJsonObject values = p.value(QLatin1String("counters")).toObject();
        for (auto v = values.begin(); v != values.end(); ++v) {
            if (!counterNames().contains(v.key()))
                return error(where + QStringLiteral(".counters.") + v.key(), QStringLiteral("not a counter"));
            if (!v.value().isDouble() || !std::isfinite(v.value().toDouble()) || v.value().toDouble() < 0)
                return error(where + QStringLiteral(".counters.") + v.key(),
                             QStringLiteral("expected a number"));
            counters.values.insert(v.key(), v.value().toDouble());
        }
        snapshot.add(std::move(counters));
    }
    return snapshot;
}

Result<CounterSnapshot> readCounterSnapshot(const QString &path)
{
    Result<QByteArray> bytes = readInputFile(path);
    if (!bytes.ok()) return bytes.error();
    return parseCounterSnapshot(bytes.value(), path);
}

QByteArray counterSnapshotJson(const CounterSnapshot &snapshot)
{
    QByteArray bytes;
    JsonOut out(bytes);
    out.beginObject();
    out.field("format", QString::fromLatin1(snapshotFormat));
    out.field("version", 1);
    out.field("source", snapshot.source);
    out.field("taken", snapshot.taken);
    out.key("ports");
    out.beginArray();
    for (const PortCounters &p : snapshot.ports) {
        out.beginObject(true);
        out.field("guid", QStringLiteral("0x%1").arg(p.guid, 16, 16, QLatin1Char('0')));
        out.field("port", p.port);
        out.key("counters");
        out.beginObject(true);
        for (const QString &name : counterNames())
            if (p.values.contains(name)) out.field(name.toLatin1().constData(), p.values.value(name));
        out.endObject();
        out.endObject();
    }
    out.endArray();
    out.endObject();
    bytes += '\n';
    return bytes;
}

} // namespace railyard
