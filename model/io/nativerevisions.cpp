#include "io/nativerevisions.h"

#include "design/revisionname.h"
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
    // The name as its stored bytes: read as text, SQLite's conversion to UTF-16 drops a leading U+FEFF and
    // turns U+FFFF into U+FFFD, so that two rows could read as one name.
    if (!q.exec(
            QStringLiteral("SELECT seq, CAST(name AS BLOB), date, note, design FROM revisions ORDER BY seq")))
        damaged();
    // A row stored by hand or by another tool may break the rules a name is given by (docs/revisions.md): it
    // is renamed, as the next save would otherwise store what it cannot (two rows of one name).
    QSet<QString> keys;
    while (q.next()) {
        Revision r;
        const qint64 seq = q.value(0).toLongLong();
        const QString stored = QString::fromUtf8(q.value(1).toByteArray());
        r.name = stored;
        if (!revisionNameFault(stored).isEmpty() || q.value(1).toByteArray().contains("\xEF\xBB\xBF"))
            r.name = QStringLiteral("revision (row %1)").arg(seq);
        else if (keys.contains(revisionNameKey(stored)))
            r.name = QStringLiteral("%1 (row %2)").arg(stored).arg(seq);
        for (int n = 2; keys.contains(revisionNameKey(r.name)); ++n)
            r.name = QStringLiteral("revision (row %1, %2)").arg(seq).arg(n);
        keys.insert(revisionNameKey(r.name));
        // A date that does not parse is unknown (an invalid QDateTime), and saved as an empty text.
        r.date = QDateTime::fromString(q.value(2).toString(), Qt::ISODate);
        r.note = q.value(3).toString();
        r.content = q.value(4).toByteArray();
        revisions.append(std::move(r));
    }
    if (q.lastError().isValid()) damaged();
}

} // namespace railyard
