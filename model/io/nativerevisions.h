#pragma once

#include "design/revision.h"

#include <QList>
#include <QSqlDatabase>

namespace railyard {

// The saved revisions of a native document (docs/revisions.md, schema version 4 on), for the native reader.
// Their bytes are kept as they are: each is read when it is compared or restored (revision/revisionstore), so
// that opening a document with many revisions costs nothing more. A damaged row of the history must not lock
// the design away: a row without a name gets one, a date that does not parse is unknown, and a blob that
// holds no design is refused when it is used, naming FILE@NAME. A table SQLite cannot read throws ReadFailure
// (jsonreadcontext.h) naming the file.
void readNativeRevisions(QSqlDatabase &db, const QString &path, QList<Revision> &revisions);

} // namespace railyard
