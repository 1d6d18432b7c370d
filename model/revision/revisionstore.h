#pragma once

#include "core/result.h"
#include "design/design.h"

#include <QDateTime>
#include <QString>

namespace railyard {

// The revisions a native document keeps (docs/revisions.md): recording the design as it is now, reading a
// revision back, and the `FILE.railyard@NAME` names the CLI takes.

// Why `name` cannot name a new revision of `design` (empty, too long, an '@' that FILE@NAME would split at,
// a control character, taken), or an empty string when it can.
QString revisionNameProblem(const Design &design, const QString &name);

// The design as it is now as a revision: its content without its revisions, compressed.
Revision recordRevision(const Design &design, const QString &name, const QString &note,
                        const QDateTime &date);

// "the document has no revision "NAME" (it has R1, R2)": what to say when findRevision() finds none.
QString noRevisionMessage(const Design &design, const QString &name);

// The index of the revision named `name` (exactly), or -1.
int findRevision(const Design &design, const QString &name);

// A revision's design, on top of the bundled catalog. `where` names the document in errors.
Result<Design> revisionDesign(const Revision &revision, const QString &where);

// The design `spec` names: a design file, or `FILE@NAME` for the revision NAME of the native document FILE
// (a file whose name holds an '@' is read as a file when it exists). The error says which revisions there
// are.
Result<Design> loadDesignOrRevision(const QString &spec);
// The file `spec` reads: FILE of FILE@NAME, else `spec` (what an output must not overwrite).
QString designFileOf(const QString &spec);

} // namespace railyard
