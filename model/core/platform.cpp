#include "core/platform.h"

#include <QFile>
#include <QLibrary>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>
#endif
#ifdef Q_OS_LINUX
#include <dlfcn.h>
#endif

namespace railyard::platform {

bool processRuns(qint64 pid)
{
#ifdef Q_OS_UNIX
    return pid > 0 && (::kill(pid_t(pid), 0) == 0 || errno == EPERM);
#else
    Q_UNUSED(pid);
    return true;
#endif
}

void syncToDisk(const QString &path)
{
#ifdef Q_OS_UNIX
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
#else
    Q_UNUSED(path); // QSaveFile and the rename still make the write atomic; only its durability is the OS's
#endif
}

bool exchangePaths(const QString &from, const QString &to, QString *errorText)
{
    errorText->clear();
#if defined(Q_OS_LINUX) && defined(RENAME_EXCHANGE)
    if (::renameat2(AT_FDCWD, QFile::encodeName(from).constData(), AT_FDCWD,
                    QFile::encodeName(to).constData(), RENAME_EXCHANGE) == 0)
        return true;
    if (errno != EINVAL && errno != ENOSYS) *errorText = QString::fromLocal8Bit(std::strerror(errno));
#else
    Q_UNUSED(from);
    Q_UNUSED(to);
#endif
    return false;
}

bool stderrIsTerminal()
{
#ifdef Q_OS_UNIX
    return ::isatty(STDERR_FILENO);
#else
    return false;
#endif
}

int silenceStderr()
{
#ifdef Q_OS_UNIX
    std::fflush(stderr);
    const int saved = ::dup(STDERR_FILENO);
    const int null = ::open("/dev/null", O_WRONLY);
    if (null >= 0) {
        ::dup2(null, STDERR_FILENO);
        ::close(null);
    }
    return saved;
#else
    return -1;
#endif
}

void restoreStderr(int saved)
{
#ifdef Q_OS_UNIX
    if (saved < 0) return;
    std::fflush(stderr);
    ::dup2(saved, STDERR_FILENO);
    ::close(saved);
#else
    Q_UNUSED(saved);
#endif
}

void *openIsolatedLibrary(std::initializer_list<const char *> names, QString *error)
{
#ifdef Q_OS_LINUX
    for (const char *name : names) {
#ifdef RAILYARD_SANITIZE
        // The sanitizers' runtime cannot take RTLD_DEEPBIND; a link namespace of its own isolates the library
        // (and its minizip) just as well.
        void *handle = dlmopen(LM_ID_NEWLM, name, RTLD_NOW | RTLD_LOCAL);
#else
        void *handle = dlopen(name, RTLD_NOW | RTLD_LOCAL | RTLD_DEEPBIND);
#endif
        if (handle) return handle;
    }
    *error = QString::fromLocal8Bit(dlerror());
    return nullptr;
#else
    for (const char *name : names) {
        auto *library = new QLibrary(QString::fromLatin1(name)); // kept loaded for the process's life
        if (library->load()) return library;
        *error = library->errorString();
        delete library;
    }
    return nullptr;
#endif
}

void *librarySymbol(void *library, const char *symbol)
{
#ifdef Q_OS_LINUX
    return dlsym(library, symbol);
#else
    return reinterpret_cast<void *>(static_cast<QLibrary *>(library)->resolve(symbol));
#endif
}

} // namespace railyard::platform
