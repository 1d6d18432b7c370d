#pragma once

#include <QString>

#include <initializer_list>

namespace railyard::platform {

// The few things Railyard asks of the operating system beyond Qt, in one place: POSIX (Linux, macOS) is what
// is built and tested; elsewhere each falls back to what Qt offers, or to doing nothing where that is safe.

// Whether a process of this id is running (a leftover temporary file's writer). Unknown: true, so that
// nothing of a live writer is removed.
bool processRuns(qint64 pid);

// Flushes a file's data, or a folder's entries, to the disk (before or after a rename makes it visible).
void syncToDisk(const QString &path);

// Puts `from` where `to` is and `to` where `from` was in one atomic step (Linux renameat2 RENAME_EXCHANGE).
// False where the system or file system cannot; `errorText` then says why when it is an error, and is empty
// when the caller should fall back to two renames.
bool exchangePaths(const QString &from, const QString &to, QString *errorText);

// Whether standard error is a terminal (progress lines are drawn only there).
bool stderrIsTerminal();

// Sends standard error to nowhere (a library's own complaints while it writes) and back: silenceStderr
// returns what restoreStderr needs, -1 where it cannot.
int silenceStderr();
void restoreStderr(int saved);

// Opens a shared library isolated from the process's own symbols (libxlsxwriter brings a minizip of its own,
// which must not meet QuaZip's: on Linux RTLD_DEEPBIND, or a link namespace of its own under the sanitizers);
// elsewhere as the system loads libraries. Null with `error` set when none of `names` loads.
void *openIsolatedLibrary(std::initializer_list<const char *> names, QString *error);
void *librarySymbol(void *library, const char *symbol);

} // namespace railyard::platform
