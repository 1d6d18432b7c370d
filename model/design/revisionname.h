#pragma once

#include <QString>

namespace railyard {

// The rules of a revision's name (docs/revisions.md), for the command that adds one and for the reader that
// finds one stored by hand or by another tool.

// Why `name` cannot name a revision whatever the others are called (empty, spaces at its ends, too long, an
// '@' that FILE@NAME would split at, a control, invisible or noncharacter), or an empty string when it can.
QString revisionNameFault(const QString &name);

// The form names are compared in: names that look the same are the same ("café" typed two ways, "R1" and
// "r1").
QString revisionNameKey(const QString &name);

} // namespace railyard
