#pragma once

#include "core/result.h"

#include <QString>

namespace railyard {

// Writes a file atomically: the content goes to a new file beside the target, which replaces the target
// by a rename only once it is complete and flushed to disk. A crash or an error at any point leaves the
// previous target untouched. Used for outputs written by libraries that want a path (SQLite, PDF, XLSX).
class AtomicFile
{
public:
    explicit AtomicFile(QString target);
    ~AtomicFile(); // removes the temporary file unless commit() succeeded
    AtomicFile(const AtomicFile &) = delete;
    AtomicFile &operator=(const AtomicFile &) = delete;

    // Creates the empty temporary file; write to tempPath() afterwards.
    Result<> begin();
    const QString &tempPath() const { return m_temp; }
    const QString &target() const { return m_target; }
    // Flushes the temporary file and renames it over the target.
    Result<> commit();

private:
    QString m_target;
    QString m_temp;
    bool m_committed = false;
};

// Writes bytes to a file atomically (QSaveFile), with an error that names the file.
Result<> writeFileAtomically(const QString &path, const QByteArray &bytes);

// Aborts the process when the environment asks for it at this point of a save. Lets the tests prove that
// a save killed half-way leaves the previous file intact; does nothing otherwise.
void crashPointForTests(const char *point);

} // namespace railyard

namespace railyard {

// Keeps a library's own complaints (libxlsxwriter's "[ERROR]" lines, libpng's "Write Error") off stderr while
// it writes: the error the caller reports is the one line users see (cli.md). Restores stderr when it goes.
class QuietStderr
{
public:
    QuietStderr();
    ~QuietStderr();
    QuietStderr(const QuietStderr &) = delete;
    QuietStderr &operator=(const QuietStderr &) = delete;

private:
    int m_saved = -1;
};

} // namespace railyard
