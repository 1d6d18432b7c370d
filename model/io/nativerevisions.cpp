#include "io/nativerevisions.h"

#include "io/jsonreadcontext.h"

#include <QDateTime>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace railyard {

void readNativeRevisions(QSqlDatabase &db, const QString &path, QList<Revision> &revisions)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    const auto damaged = [&] {
        throw ReadFailure{
            IoError{path, {}, {}, QStringLiteral("the document is damaged (%1)").arg(q.lastError().text())}};
    };
    if (!q.exec(QStringLiteral("SELECT seq, name, date, note, design FROM revisions ORDER BY seq")))
        damaged();
    QSet<QString> names;
    while (q.next()) {
        Revision r;
        const qint64 seq = q.value(0).toLongLong();
        r.name = q.value(1).toString().trimmed();
        if (r.name.isEmpty() || names.contains(r.name))
            r.name = QStringLiteral("%1 (row %2)")
                         .arg(r.name.isEmpty() ? QStringLiteral("revision") : r.name)
                         .arg(seq);
        names.insert(r.name);
        r.date = QDateTime::fromString(q.value(2).toString(), Qt::ISODate);
        r.note = q.value(3).toString();
        r.content = q.value(4).toByteArray();
        revisions.append(std::move(r));
    }
    if (q.lastError().isValid()) damaged();
}

} // namespace railyard
