#include "commission/countercompare.h"

#include "asbuilt/verification.h"
#include "io/ibnetdiscover.h"
#include "io/inputfile.h"
#include "io/jsoninput.h"
#include "io/jsonout.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <cmath>

namespace railyard {

namespace {

constexpr const char *thresholdsFormat = "railyard-counter-thresholds";

void writeCounters(JsonOut &out, const QMap<QString, double> &values)
{
    out.beginObject(true);
    for (const QString &name : counterNames())
        if (values.contains(name)) out.field(name.toLatin1().constData(), values.value(name));
    out.endObject();
}

} // namespace

CounterThresholds CounterThresholds::defaults()
{
    // A link that went down, retrained or lost a FEC block after burn-in is suspect at once; a few symbol and
    // receive errors are noise; BER ceilings after operations.md §1.2 (effective 1e-12, raw 1e-5).
    CounterThresholds t;
    t.rise = {{QStringLiteral("link_downed"), 0},       {QStringLiteral("link_error_recovery"), 0},
              {QStringLiteral("fec_uncorrectable"), 0}, {QStringLiteral("local_link_integrity"), 0},
              {QStringLiteral("symbol_errors"), 10},    {QStringLiteral("port_rcv_errors"), 10}};
    t.ceiling = {{QStringLiteral("effective_ber"), 1e-12}, {QStringLiteral("raw_ber"), 1e-5}};
    return t;
}

Result<CounterThresholds> parseCounterThresholds(const QByteArray &json, const QString &fileName)
{
    Result<QJsonObject> parsed = parseJsonInput(json, fileName, QStringLiteral("counter thresholds"));
    if (!parsed.ok()) return parsed.error();
    const QJsonObject &o = parsed.value();
    if (o.value(QLatin1String("format")).toString() != QLatin1String(thresholdsFormat))
        return IoError{fileName,
                       QStringLiteral("format"),
                       {},
                       QStringLiteral("not counter thresholds (format \"%1\" expected)")
                           .arg(QLatin1String(thresholdsFormat))};
    if (const QString problem = jsonInputVersionProblem(o); !problem.isEmpty())
        return IoError{fileName, QStringLiteral("version"), {}, problem};
    if (const QString key = unknownJsonKey(o, {"format", "version", "rise", "ceiling"}); !key.isEmpty())
        return IoError{fileName, key, {}, QStringLiteral("not a key of counter thresholds (rise, ceiling)")};
    CounterThresholds t = CounterThresholds::defaults();
    for (const auto &[key, target] : {std::pair{"rise", &t.rise}, std::pair{"ceiling", &t.ceiling}}) {
        if (const QJsonValue v = o.value(QLatin1String(key)); !v.isUndefined() && !v.isObject())
            return IoError{fileName,
                           QLatin1String(key),
                           {},
                           QStringLiteral("expected an object of counter names and numbers")};
        const QJsonObject values = o.value(QLatin1String(key)).toObject();
        for (auto v = values.begin(); v != values.end(); ++v) {
            const QString where = QStringLiteral("%1.%2").arg(QLatin1String(key), v.key());
            if (!counterNames().contains(v.key()))
                return IoError{fileName, where, {}, QStringLiteral("not a counter")};
            if (!v.value().isDouble() || v.value().toDouble() < 0 || !std::isfinite(v.value().toDouble()))
                return IoError{fileName, where, {}, QStringLiteral("expected a number of at least 0")};
            target->insert(v.key(), v.value().toDouble());
        }
    }
    return t;
}

Result<CounterThresholds> readCounterThresholds(const QString &path)
{
    Result<QByteArray> bytes = readInputFile(path, 1 << 20);
    if (!bytes.ok()) return bytes.error();
    return parseCounterThresholds(bytes.value(), path);
}

QString linkCountersStatusName(LinkCounters::Status status)
{
    switch (status) {
    case LinkCounters::Status::Ok:
        return QStringLiteral("ok");
    case LinkCounters::Status::Rose:
        return QStringLiteral("rose");
    case LinkCounters::Status::Unseen:
        return QStringLiteral("unseen");
    }
    return {};
}

CounterComparison compareCounters(const Verification &verification, const IbFabric &fabric,
                                  const CounterSnapshot &now, const CounterSnapshot *baseline,
                                  const CounterThresholds &thresholds)
{
    CounterComparison result;
    result.withBaseline = baseline != nullptr;
    for (const VerifiedLink &v : verification.links) {
        if (v.design.a.isEmpty()) continue; // not a design link
        LinkCounters l;
        l.cables = v.design.cables;
        l.a = v.design.a;
        l.b = v.design.b;
        const PortCounters *ends[2] = {nullptr, nullptr};
        const PortCounters *before[2] = {nullptr, nullptr};
        if (v.reported >= 0 && size_t(v.reported) < fabric.links.size()) {
            const IbLink &reported = fabric.links[size_t(v.reported)];
            const IbEnd sides[2] = {v.reportedReversed ? reported.b : reported.a,
                                    v.reportedReversed ? reported.a : reported.b};
            for (int s = 0; s < 2; ++s) {
                const quint64 guid = fabric.nodes[size_t(sides[s].node)].guid;
                ends[s] = now.find(guid, sides[s].port);
                if (baseline) before[s] = baseline->find(guid, sides[s].port);
            }
        }
        if (!ends[0] && !ends[1]) {
            ++result.unseen;
            result.links.push_back(std::move(l));
            continue;
        }
        l.status = LinkCounters::Status::Ok;
        QMap<QString, double> *counters[2] = {&l.countersA, &l.countersB};
        QMap<QString, double> *deltas[2] = {&l.deltaA, &l.deltaB};
        for (int s = 0; s < 2; ++s) {
            if (!ends[s]) continue;
            *counters[s] = ends[s]->values;
            const QString side = s == 0 ? QStringLiteral("a") : QStringLiteral("b");
            if (baseline) {
                for (auto c = ends[s]->values.cbegin(); c != ends[s]->values.cend(); ++c) {
                    if (c.key().endsWith(QLatin1String("_ber"))) continue; // a rate, not a count
                    const double was = before[s] ? before[s]->values.value(c.key(), 0) : 0;
                    // A counter that fell was cleared: all it counts now is new.
                    const double delta = c.value() >= was ? c.value() - was : c.value();
                    if (c.value() < was) l.reset = true;
                    deltas[s]->insert(c.key(), delta);
                    if (thresholds.rise.contains(c.key()) && delta > thresholds.rise.value(c.key()))
                        l.rose << QStringLiteral("%1 +%2 at %3").arg(c.key()).arg(delta).arg(side);
                }
                for (auto c = thresholds.ceiling.cbegin(); c != thresholds.ceiling.cend(); ++c)
                    if (ends[s]->values.contains(c.key()) && ends[s]->values.value(c.key()) > c.value())
                        l.rose << QStringLiteral("%1 %2 at %3")
                                      .arg(c.key())
                                      .arg(ends[s]->values.value(c.key()), 0, 'g', 3)
                                      .arg(side);
            }
        }
        if (!l.rose.isEmpty()) l.status = LinkCounters::Status::Rose;
        ++(l.status == LinkCounters::Status::Rose ? result.rose : result.ok);
        result.links.push_back(std::move(l));
    }
    return result;
}

QByteArray counterComparisonJson(const CounterComparison &c)
{
    QByteArray bytes;
    JsonOut out(bytes);
    out.beginObject();
    out.key("summary");
    out.beginObject(true);
    out.field("ok", c.ok);
    out.field("rose", c.rose);
    out.field("unseen", c.unseen);
    out.field("baseline", c.withBaseline);
    out.endObject();
    out.key("links");
    out.beginArray();
    for (const LinkCounters &l : c.links) {
        out.beginObject(true);
        out.key("cables");
        out.beginArray(true);
        for (const QString &id : l.cables)
            out.value(id);
        out.endArray();
        out.field("a", l.a);
        out.field("b", l.b);
        out.field("status", linkCountersStatusName(l.status));
        out.key("counters");
        out.beginObject(true);
        out.key("a");
        writeCounters(out, l.countersA);
        out.key("b");
        writeCounters(out, l.countersB);
        out.endObject();
        out.key("delta");
        out.beginObject(true);
        out.key("a");
        writeCounters(out, l.deltaA);
        out.key("b");
        writeCounters(out, l.deltaB);
        out.endObject();
        out.key("rose");
        out.beginArray(true);
        for (const QString &r : l.rose)
            out.value(r);
        out.endArray();
        if (l.reset) out.field("reset", true);
        out.endObject();
    }
    out.endArray();
    out.endObject();
    bytes += '\n';
    return bytes;
}

QString counterComparisonText(const CounterComparison &c)
{
    QString text;
    QTextStream out(&text);
    out << c.links.size() << " links: " << c.ok << " ok, " << c.rose << " rose, " << c.unseen << " unseen"
        << (c.withBaseline ? "" : " (no baseline: nothing judged)") << '\n';
    for (const LinkCounters &l : c.links)
        if (l.status == LinkCounters::Status::Rose)
            out << "ROSE " << l.a << " - " << l.b << " (" << l.cables.join(QLatin1Char(' '))
                << "): " << l.rose.join(QStringLiteral("; ")) << '\n';
    for (const LinkCounters &l : c.links)
        if (l.status == LinkCounters::Status::Unseen) out << "unseen " << l.a << " - " << l.b << '\n';
    out.flush();
    return text;
}

} // namespace railyard
