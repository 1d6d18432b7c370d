#pragma once

#include "core/result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <utility>
#include <vector>

namespace railyard {

// The files of a folder written as a whole (export-netbox's bulk-import files): they go into a new hidden
// sibling folder (".NAME.<pid>-XXXXXX"), which then takes the folder's place in one atomic exchange, and the
// earlier export is removed. A full disk, an error or a kill at any point leaves the earlier folder as it
// was; no file of an earlier export survives into the new one, and no symbolic link inside the old folder is
// ever written through. Siblings left by killed processes are removed on the next write.
//
// `files` are (path relative to the folder, content); sub-folders are made. `ownsEntry` says whether an entry
// of an existing folder (a path relative to it) is one this writer makes: a folder holding anything else —
// a user's own files — is refused, not replaced.
struct FolderContent
{
    std::vector<std::pair<QString, QByteArray>> files;
    bool (*ownsEntry)(const QString &relativePath) = nullptr;
};
Result<> writeFolderAtomically(const QString &folder, const FolderContent &content);

} // namespace railyard
