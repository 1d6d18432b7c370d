#pragma once

#include "core/result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace railyard {

// The most a reader takes in (an ibnetdiscover dump of the largest fabric, a NetBox table): more is a mistake
// or a file from a stranger, refused before it is read rather than after it has filled the memory.
constexpr qint64 maxInputBytes = 1024LL * 1024 * 1024;
// A design file: a native document of a million GPUs in planes holds 13 million cables in 2.2 GB; what a
// design may hold is bounded by its counts (designlimits.h), not by its size alone.
constexpr qint64 maxDesignBytes = 8LL * 1024 * 1024 * 1024;
// An interchange JSON design is parsed whole in memory, and simdjson takes documents below 4 GB: that design
// in JSON is 2.8 GB (about 220 bytes per cable).
constexpr qint64 maxJsonDesignBytes = 4LL * 1024 * 1024 * 1024 - 1024 * 1024;
// Smaller inputs whose parse needs many times their size: a price list, a device-type YAML, a label template.
constexpr qint64 maxTableBytes = 64LL * 1024 * 1024;
constexpr qint64 maxSmallFileBytes = 4LL * 1024 * 1024;

// Why `path` is no input for a reader with that limit (not there, not a regular file, too large), or nothing:
// the check readInputFile makes, for readers that read the file their own way (the JSON design reader reads
// into simdjson's padded buffer, SQLite opens the native document).
Result<> checkInputFile(const QString &path, qint64 maxBytes = maxInputBytes);

// Every reader's way in: the whole of a regular file of at most `maxBytes`, or an error naming the file —
// "not a regular file" (a FIFO, a device, a directory, also through a symlink: they would block or never
// end), its size against the limit, or why it cannot be read.
Result<QByteArray> readInputFile(const QString &path, qint64 maxBytes = maxInputBytes);

// The files of a folder a reader takes, by name filters, sorted by name: special files and symlinks to them
// included, so that readInputFile refuses them by name rather than the folder silently losing one.
QStringList folderFiles(const QString &folder, const QStringList &nameFilters);

} // namespace railyard
