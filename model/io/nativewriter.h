#pragma once

#include "core/result.h"
#include "design/design.h"

namespace railyard {

// Saves a design as a native SQLite document. Atomic: the new file replaces `path` only when it is
// complete, so an error or a crash half-way leaves the previous file as it was.
Result<> saveNativeDesign(const Design &design, const QString &path);

} // namespace railyard
