#pragma once

#include "core/result.h"
#include "design/design.h"

#include <QByteArray>
#include <QString>

namespace railyard {

// Reads interchange JSON (design-format.md). Parts of the file's catalog override the bundled catalog's.
// A design with any load error is not returned at all; the error names the file, JSON path and object id.
// `data` is released as soon as it is parsed (when the caller hands it over); with jsonPadding() bytes of
// spare capacity behind it, the parser reads it in place instead of copying it first.
Result<Design> readJsonDesign(QByteArray data, const QString &fileName, const Catalog &bundled);

// The spare capacity readJsonDesign wants behind the bytes (readJsonFile reserves it).
qsizetype jsonPadding();

// Reads a whole JSON design file the cheapest way: bytes read into a padded buffer, then readJsonDesign.
Result<Design> readJsonFile(const QString &path, const Catalog &bundled);

} // namespace railyard
