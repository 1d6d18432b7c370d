#pragma once

#include "core/result.h"
#include "design/design.h"

namespace railyard {

// Opens a native SQLite document read-only. Refuses files that are not Railyard documents, that a newer
// version wrote, or whose content is inconsistent; the error names the table, row and object.
Result<Design> readNativeDesign(const QString &path, const Catalog &bundled);

} // namespace railyard
