#pragma once

#include "core/result.h"
#include "design/design.h"

#include <QString>

namespace railyard {

enum class FileFormat
{
    Json,
    Native,
    Unknown
};

// The encoding of a file, judged by its content (cli.md): SQLite's header means native, a JSON object
// means interchange JSON.
FileFormat detectFileFormat(const QString &path, QString *error = nullptr);
// The encoding a file name asks for when writing: ".railyard" is native, ".json" is JSON.
FileFormat formatForFileName(const QString &path);

// Opens a design in either encoding, on top of the bundled catalog.
Result<Design> loadDesign(const QString &path);
// Saves a design in the given encoding, atomically.
Result<> saveDesign(const Design &design, const QString &path, FileFormat format);

} // namespace railyard
