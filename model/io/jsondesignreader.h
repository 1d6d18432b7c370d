#pragma once

#include "design/design.h"
#include "io/ioerror.h"

#include <QByteArray>
#include <QString>

namespace railyard {

// Reads interchange JSON (design-format.md). Parts of the file's catalog override the bundled catalog's.
// A design with any load error is not returned at all; the error names the file, JSON path and object id.
Result<Design> readJsonDesign(const QByteArray &data, const QString &fileName, const Catalog &bundled);

} // namespace railyard
