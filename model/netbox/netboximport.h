#pragma once

#include "core/result.h"
#include "design/design.h"

#include <QString>
#include <QStringList>

namespace railyard {

// A folder of NetBox bulk-import files (as export-netbox writes them, or made by hand in the same shapes)
// read back as a design: device types from the YAML files (a bundled type where the slug is its id), racks,
// devices with their transceivers (the comments' "Railyard transceivers:" line), cables with their type (the
// description's "Railyard cable type:", else the first catalog type of NetBox's cable type). Files are told
// apart by their columns. Every value that cannot be mapped is an error naming the file, row and column, and
// nothing is returned then. `notes` says what NetBox did not hold (rack positions: laid out in rows).
Result<Design> readNetBoxFolder(const QString &folder, QStringList *notes = nullptr);

} // namespace railyard
