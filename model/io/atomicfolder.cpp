#include "io/atomicfolder.h"

#include "io/atomicfile.h"

#include "core/platform.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QTemporaryDir>

#include <filesystem>
#include <system_error>

namespace railyard {

namespace {

std::filesystem::path fsPath(const QString &path)
{
    return std::filesystem::path(path.toStdU16String());
}

void removeAll(const QString &path)
{
    std::error_code ec;
    std::filesystem::remove_all(fsPath(path), ec); // never follows a symbolic link
}

// Sibling folders a killed earlier write of this folder left behind: ".NAME.<pid>-XXXXXX", removed when their
// process is gone or they are a day old.
void removeStaleSiblings(const QFileInfo &target)
{
    const QDir parent(target.absolutePath());
    const QString prefix = QStringLiteral(".") + target.fileName() + QLatin1Char('.');
    for (const QFileInfo &stale : parent.entryInfoList({prefix + QLatin1Char('*')},
                                                       QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot)) {
        if (stale.isSymLink()) continue;
        bool isPid = false;
        const qint64 pid =
            stale.fileName().mid(prefix.size()).section(QLatin1Char('-'), 0, 0).toLongLong(&isPid);
        const bool oneDayOld = stale.lastModified().secsTo(QDateTime::currentDateTime()) > 86400;
        if ((isPid && !platform::processRuns(pid)) || oneDayOld) removeAll(stale.filePath());
    }
}

// The first entry of an existing folder that the writer would not make, or empty.
QString foreignEntry(const QString &folder, bool (*ownsEntry)(const QString &))
{
    const QDir dir(folder);
    QDirIterator it(folder, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString relative = dir.relativeFilePath(it.next());
        if (!ownsEntry || !ownsEntry(relative)) return relative;
    }
    return {};
}

// Puts `from` where `to` is, and `to` where `from` was, in one step where the file system can; else in two
// renames, the old folder moved aside first.
bool exchange(const QString &from, const QString &to, QString *errorText)
{
    if (platform::exchangePaths(from, to, errorText)) return true;
    if (!errorText->isEmpty()) return false;
    const QString aside = from + QStringLiteral(".old");
    std::error_code ec;
    std::filesystem::rename(fsPath(to), fsPath(aside), ec);
    if (!ec) std::filesystem::rename(fsPath(from), fsPath(to), ec);
    if (ec) {
        *errorText = QString::fromStdString(ec.message());
        std::error_code back;
        if (!QFileInfo::exists(to)) std::filesystem::rename(fsPath(aside), fsPath(to), back);
        return false;
    }
    std::filesystem::rename(fsPath(aside), fsPath(from), ec);
    return true;
}

} // namespace

Result<> writeFolderAtomically(const QString &folder, const FolderContent &content)
{
    // "out/" is the folder out: its parent is where the new one is made and renamed from.
    QFileInfo info(QDir::cleanPath(folder));
    // A symbolic link stays one: the folder it points to is what gets replaced.
    if (info.isSymLink() && !info.symLinkTarget().isEmpty()) info = QFileInfo(info.symLinkTarget());
    const QString target = info.absoluteFilePath();
    const bool exists = info.exists();
    if (exists && !info.isDir())
        return IoError{folder, {}, {}, QStringLiteral("is not a folder; nothing was written")};
    if (exists)
        if (const QString foreign = foreignEntry(target, content.ownsEntry); !foreign.isEmpty())
            return IoError{folder,
                           {},
                           {},
                           QStringLiteral("holds %1, which this export does not write: choose a new or empty "
                                          "folder; nothing was written")
                               .arg(foreign)};
    if (!QDir().mkpath(info.absolutePath()))
        return IoError{folder, {}, {}, QStringLiteral("cannot make the folder %1").arg(info.absolutePath())};
    removeStaleSiblings(info);

    QTemporaryDir temp(info.absolutePath() + QStringLiteral("/.") + info.fileName() + QLatin1Char('.') +
                       QString::number(QCoreApplication::applicationPid()) + QStringLiteral("-XXXXXX"));
    if (!temp.isValid())
        return IoError{folder,
                       {},
                       {},
                       QStringLiteral("cannot create a folder in %1: %2")
                           .arg(QDir::toNativeSeparators(info.absolutePath()), temp.errorString())};
    const QDir dir(temp.path());
    for (const auto &[relative, bytes] : content.files) {
        const QString path = dir.filePath(relative);
        if (!QDir().mkpath(QFileInfo(path).absolutePath()))
            return IoError{QDir(folder).filePath(relative), {}, {}, QStringLiteral("cannot make its folder")};
        if (Result<> status = writeFileAtomically(path, bytes); !status.ok()) {
            IoError error = status.error();
            error.file = QDir(folder).filePath(relative); // the name the user knows, not the temporary one
            error.message.replace(temp.path(), folder);
            return error;
        }
    }
    QFile::setPermissions(temp.path(), exists ? QFile::permissions(target)
                                              : QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                                    QFileDevice::ExeOwner | QFileDevice::ReadGroup |
                                                    QFileDevice::ExeGroup | QFileDevice::ReadOther |
                                                    QFileDevice::ExeOther);
    crashPointForTests("folder");
    if (!exists) {
        std::error_code ec;
        std::filesystem::rename(fsPath(temp.path()), fsPath(target), ec);
        if (ec)
            return IoError{folder,
                           {},
                           {},
                           QStringLiteral("cannot put the folder in place: %1")
                               .arg(QString::fromStdString(ec.message()))};
        temp.setAutoRemove(false);
        return {};
    }
    if (QString why; !exchange(temp.path(), target, &why))
        return IoError{
            folder,
            {},
            {},
            QStringLiteral("cannot replace the folder: %1; it is unchanged")
                .arg(why)}; // The temporary folder now holds the earlier export; QTemporaryDir removes it.
    return {};
}

} // namespace railyard
