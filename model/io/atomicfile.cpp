#include "io/atomicfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QTemporaryFile>

#include <cstdlib>
#include <filesystem>
#include <system_error>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <unistd.h>
#endif

namespace railyard {

AtomicFile::AtomicFile(QString target) : m_target(std::move(target)) {}

AtomicFile::~AtomicFile()
{
    if (!m_committed && !m_temp.isEmpty())
        QFile::remove(m_temp);
}

IoStatus AtomicFile::begin()
{
    const QFileInfo info(m_target);
    QTemporaryFile temp(info.absolutePath() + QStringLiteral("/.") + info.fileName() +
                        QStringLiteral(".XXXXXX.tmp"));
    temp.setAutoRemove(false);
    if (!temp.open())
        return IoError{m_target, {}, {},
                       QStringLiteral("cannot create a file in %1: %2")
                           .arg(QDir::toNativeSeparators(info.absolutePath()), temp.errorString())};
    m_temp = temp.fileName();
    temp.close();
    return std::nullopt;
}

IoStatus AtomicFile::commit()
{
    // QTemporaryFile creates private files; give the result the target's permissions, or the usual ones.
    const QFileDevice::Permissions usual = QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                           QFileDevice::ReadGroup | QFileDevice::ReadOther;
    QFile::setPermissions(m_temp, QFile::exists(m_target) ? QFile::permissions(m_target) : usual);
#ifdef Q_OS_UNIX
    // Flush the data before the rename makes it visible, so that a power loss cannot leave a
    // renamed but empty file.
    const QByteArray native = QFile::encodeName(m_temp);
    const int fd = ::open(native.constData(), O_RDONLY);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
#endif
    std::error_code ec;
    std::filesystem::rename(std::filesystem::path(m_temp.toStdU16String()),
                            std::filesystem::path(m_target.toStdU16String()), ec);
    if (ec)
        return IoError{m_target, {}, {},
                       QStringLiteral("cannot replace the file: %1").arg(QString::fromStdString(ec.message()))};
    m_committed = true;
#ifdef Q_OS_UNIX
    const QByteArray dir = QFile::encodeName(QFileInfo(m_target).absolutePath());
    const int dirFd = ::open(dir.constData(), O_RDONLY);
    if (dirFd >= 0) {
        ::fsync(dirFd);
        ::close(dirFd);
    }
#endif
    return std::nullopt;
}

IoStatus writeFileAtomically(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return IoError{path, {}, {}, QStringLiteral("cannot write the file: %1").arg(file.errorString())};
    if (file.write(bytes) != bytes.size()) {
        file.cancelWriting();
        return IoError{path, {}, {}, QStringLiteral("cannot write the file: %1").arg(file.errorString())};
    }
    crashPointForTests("json");
    if (!file.commit())
        return IoError{path, {}, {}, QStringLiteral("cannot write the file: %1").arg(file.errorString())};
    return std::nullopt;
}

void crashPointForTests(const char *point)
{
    static const QByteArray wanted = qgetenv("RAILYARD_TEST_CRASH_DURING_SAVE");
    if (!wanted.isEmpty() && wanted == point)
        std::abort();
}

} // namespace railyard
