#include "io/nativepathways.h"

#include "io/jsonreadcontext.h"
#include "io/sqlconnection.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <limits>

namespace railyard {

namespace {

class PathwayReader
{
public:
    PathwayReader(QSqlDatabase &db, const QString &path) : m_db(db), m_path(path) {}

    QSqlQuery select(const char *sql)
    {
        QSqlQuery q(m_db);
        q.setForwardOnly(true);
        if (!q.exec(QLatin1String(sql))) damaged(q);
        return q;
    }
    void finish(const QSqlQuery &q)
    {
        if (q.lastError().isValid()) damaged(q);
    }
    // A number column: SQLite keeps whatever it was given, so text there is refused rather than read as 0,
    // and an empty one is not a number, which the limits refuse.
    double number(const QSqlQuery &q, int column, const char *table)
    {
        const QVariant v = q.value(column);
        if (v.isNull()) return std::numeric_limits<double>::quiet_NaN();
        if (!isSqlNumber(v))
            fail(table, q.value(0).toString(),
                 QStringLiteral("expected a number, found \"%1\"").arg(v.toString()));
        return v.toDouble();
    }
    [[noreturn]] void fail(const char *table, const QString &id, const QString &message)
    {
        throw ReadFailure{IoError{m_path, QLatin1String(table), id, message}};
    }

private:
    [[noreturn]] void damaged(const QSqlQuery &q)
    {
        throw ReadFailure{IoError{
            m_path, {}, {}, QStringLiteral("the document is damaged (%1)").arg(q.lastError().text())}};
    }

    QSqlDatabase &m_db;
    QString m_path;
};

} // namespace

void readNativePathways(QSqlDatabase &db, const QString &path, Pathways &p)
{
    PathwayReader r(db, path);
    QSqlQuery q = r.select("SELECT id, x_m, y_m, z_m FROM pathway_nodes ORDER BY seq");
    while (q.next())
        p.nodes.append({q.value(0).toString(), r.number(q, 1, "pathway_nodes"),
                        r.number(q, 2, "pathway_nodes"), r.number(q, 3, "pathway_nodes")});
    r.finish(q);
    q = r.select("SELECT id, a, b, kind, width_mm, depth_mm, fill_limit_percent FROM pathway_segments "
                 "ORDER BY seq");
    while (q.next()) {
        PathSegment s;
        s.id = q.value(0).toString();
        s.a = q.value(1).toString();
        s.b = q.value(2).toString();
        const QString kind = q.value(3).toString();
        const std::optional<SegmentKind> k = enumFromName<SegmentKind>(kind);
        if (!k)
            r.fail("pathway_segments", s.id,
                   QStringLiteral("\"%1\" is not a valid kind (expected %2)")
                       .arg(kind, enumChoices<SegmentKind>()));
        s.kind = *k;
        s.widthMm = r.number(q, 4, "pathway_segments");
        s.depthMm = r.number(q, 5, "pathway_segments");
        s.fillLimitPercent = r.number(q, 6, "pathway_segments");
        p.segments.append(std::move(s));
    }
    r.finish(q);
    q = r.select("SELECT rack, node FROM pathway_drops ORDER BY seq");
    while (q.next())
        p.drops.append({q.value(0).toString(), q.value(1).toString()});
    r.finish(q);
}

QString writeNativePathways(QSqlDatabase &db, const Pathways &p)
{
    QSqlQuery q(db);
    const auto run = [&q](const QVariantList &values) {
        for (int i = 0; i < values.size(); ++i)
            q.bindValue(i, values[i]);
        return q.exec();
    };
    if (!q.prepare(QStringLiteral("INSERT INTO pathway_nodes (id, x_m, y_m, z_m) VALUES (?, ?, ?, ?)")))
        return q.lastError().text();
    for (const PathNode &n : p.nodes)
        if (!run({n.id, n.xM, n.yM, n.zM})) return q.lastError().text();
    if (!q.prepare(QStringLiteral("INSERT INTO pathway_segments (id, a, b, kind, width_mm, depth_mm, "
                                  "fill_limit_percent) VALUES (?, ?, ?, ?, ?, ?, ?)")))
        return q.lastError().text();
    for (const PathSegment &s : p.segments)
        if (!run({s.id, s.a, s.b, QString(enumName(s.kind)), s.widthMm, s.depthMm, s.fillLimitPercent}))
            return q.lastError().text();
    if (!q.prepare(QStringLiteral("INSERT INTO pathway_drops (rack, node) VALUES (?, ?)")))
        return q.lastError().text();
    for (const RackDrop &d : p.drops)
        if (!run({d.rack, d.node})) return q.lastError().text();
    return {};
}

QString routeColumn(const QStringList &route)
{
    if (route.isEmpty()) return {};
    return QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(route)).toJson(QJsonDocument::Compact));
}

std::optional<QStringList> routeFromColumn(const QString &text)
{
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8());
    if (!doc.isArray()) return std::nullopt;
    QStringList route;
    for (const QJsonValue &v : doc.array()) {
        if (!v.isString()) return std::nullopt;
        route << v.toString();
    }
    return route;
}

} // namespace railyard
