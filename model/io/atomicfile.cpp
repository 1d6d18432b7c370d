#include "io/atomicfile.h"

#include "core/platform.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QTemporaryFile>

#include <cstdlib>
#include <filesystem>
#include <system_error>

namespace railyard {

AtomicFile::AtomicFile(QString target) : m_target(std::move(target))
{
    // A symbolic link stays one: the file it points to is what gets replaced (as QSaveFile does).
    const QFileInfo info(m_target);
    if (info.isSymLink() && !info.symLinkTarget().isEmpty()) m_target = info.symLinkTarget();
}

AtomicFile::~AtomicFile()
{
    if (!m_committed && !m_temp.isEmpty()) QFile::remove(m_temp);
}

Result<> AtomicFile::begin()
{
    const QFileInfo info(m_target);
    if (info.exists() && !info.isFile())
        return IoError{m_target, {}, {}, QStringLiteral("is not a regular file; nothing was written")};
    if (info.exists() && !info.isWritable())
        return IoError{m_target, {}, {}, QStringLiteral("is read-only; nothing was written")};
    // Temporary files that a killed earlier write of this target left behind. Their names carry the writing
    // process's id: a file whose process is gone is removed; one of a live process (a write under way
    // elsewhere) is left alone unless it is a day old.
    const QDir dir(info.absolutePath());
    for (const QFileInfo &stale :
         dir.entryInfoList({QStringLiteral(".") + info.fileName() + QStringLiteral(".*.tmp")},
                           QDir::Files | QDir::Hidden)) {
        const QString middle = stale.fileName().mid(info.fileName().size() + 2).chopped(4); // "<pid>-XXXXXX"
        bool isPid = false;
        const qint64 pid = middle.section(QLatin1Char('-'), 0, 0).toLongLong(&isPid);
        const bool oneDayOld = stale.lastModified().secsTo(QDateTime::currentDateTime()) > 86400;
        if ((isPid && !platform::processRuns(pid)) || oneDayOld) QFile::remove(stale.filePath());
    }
    QTemporaryFile temp(info.absolutePath() + QStringLiteral("/.") + info.fileName() + QLatin1Char('.') +
                        QString::number(QCoreApplication::applicationPid()) + QStringLiteral("-XXXXXX.tmp"));
    temp.setAutoRemove(false);
    if (!temp.open())
        return IoError{m_target,
                       {},
                       {},
                       QStringLiteral("cannot create a file in %1: %2")
                           .arg(QDir::toNativeSeparators(info.absolutePath()), temp.errorString())};
    m_temp = temp.fileName();
    temp.close();
    return {};
}

namespace {

// Libraries that write to a path (QPdfWriter, libxlsxwriter, the image writers) do not all report a failed
// write: a full disk leaves a truncated file behind them. Every format Railyard writes this way ends with a
// known trailer, so a file without it is incomplete and must not replace the target.
bool hasTrailer(const QString &temp, const QString &target)
{
    const QString suffix = QFileInfo(target).suffix().toLower();
    QByteArray trailer;
    qint64 window = 64;
    if (suffix == QLatin1String("pdf"))
        trailer = "%%EOF";
    else if (suffix == QLatin1String("xlsx") || suffix == QLatin1String("zip")) {
        trailer = QByteArray("PK\x05\x06", 4); // the zip's end of central directory
        window = 22 + 1024;
    } else if (suffix == QLatin1String("png"))
        trailer = "IEND";
    else if (suffix == QLatin1String("svg"))
        trailer = "</svg>";
    else
        return true;
    QFile f(temp);
    if (!f.open(QIODevice::ReadOnly) || f.size() < trailer.size()) return false;
    f.seek(std::max<qint64>(0, f.size() - window));
    return f.readAll().contains(trailer);
}

} // namespace

Result<> AtomicFile::commit()
{
    if (!hasTrailer(m_temp, m_target))
        return IoError{
            m_target,
            {},
            {},
            QStringLiteral("cannot write the file completely (is the disk full?); the previous file "
                           "is unchanged")};
    // QTemporaryFile creates private files; give the result the target's permissions, or the usual ones.
    const QFileDevice::Permissions usual =
        QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther;
    QFile::setPermissions(m_temp, QFile::exists(m_target) ? QFile::permissions(m_target) : usual);
    // Flush the data before the rename makes it visible, so that a power loss cannot leave a
    // renamed but empty file.
    platform::syncToDisk(m_temp);
    std::error_code ec;
    std::filesystem::rename(std::filesystem::path(m_temp.toStdU16String()),
                            std::filesystem::path(m_target.toStdU16String()), ec);
    if (ec)
        return IoError{
            m_target,
            {},
            {},
            QStringLiteral("cannot replace the file: %1").arg(QString::fromStdString(ec.message()))};
    m_committed = true;
    platform::syncToDisk(QFileInfo(m_target).absolutePath());
    return {};
}

Result<> writeFileAtomically(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    // Unbuffered, so that a short write (a full disk, a file-size limit) shows in write()'s count rather than
    // vanishing in a buffered flush that QSaveFile::commit() does not check.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return IoError{path, {}, {}, QStringLiteral("cannot write the file: %1").arg(file.errorString())};
    if (file.write(bytes) != bytes.size() || file.size() != bytes.size()) {
        file.cancelWriting();
        return IoError{
            path,
            {},
            {},
            QStringLiteral("cannot write the file completely (is the disk full?); the previous file "
                           "is unchanged")};
    }
    crashPointForTests("json");
    if (!file.commit())
        return IoError{path, {}, {}, QStringLiteral("cannot write the file: %1").arg(file.errorString())};
    return {};
}

void crashPointForTests(const char *point)
{
    static const QByteArray wanted = qgetenv("RAILYARD_TEST_CRASH_DURING_SAVE");
    if (!wanted.isEmpty() && wanted == point) std::abort();
}

} // namespace railyard

namespace railyard {

QuietStderr::QuietStderr() : m_saved(platform::silenceStderr()) {}

QuietStderr::~QuietStderr()
{
    platform::restoreStderr(m_saved);
}

} // namespace railyard
