#include "io/inputfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace railyard {

namespace {

QString megabytes(qint64 bytes)
{
    return QStringLiteral("%1 MB").arg(double(bytes) / (1024.0 * 1024.0), 0, 'f',
                                       bytes < 10 * 1024 * 1024 ? 1 : 0);
}

} // namespace

Result<> checkInputFile(const QString &path, qint64 maxBytes)
{
    const QFileInfo info(path);
    if (!info.exists()) return IoError{path, {}, {}, QStringLiteral("no such file")};
    if (!info.isFile()) return IoError{path, {}, {}, QStringLiteral("not a regular file")};
    if (info.size() > maxBytes)
        return IoError{
            path,
            {},
            {},
            QStringLiteral("is %1; at most %2 are read").arg(megabytes(info.size()), megabytes(maxBytes))};
    return {};
}

Result<QByteArray> readInputFile(const QString &path, qint64 maxBytes)
{
    if (Result<> problem = checkInputFile(path, maxBytes); !problem.ok()) return problem.error();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return IoError{path, {}, {}, QStringLiteral("cannot read: %1").arg(file.errorString())};
    // In pieces, until the end: QIODevice::read(n) allocates n bytes first, and the limit is a gigabyte. A
    // file that grows while it is read stops at the limit too.
    QByteArray bytes;
    bytes.reserve(qsizetype(std::min(file.size(), maxBytes)));
    for (;;) {
        const QByteArray piece = file.read(std::min<qint64>(qint64(1) << 20, maxBytes + 1 - bytes.size()));
        if (piece.isEmpty()) break;
        bytes += piece;
        if (bytes.size() > maxBytes)
            return IoError{
                path, {}, {}, QStringLiteral("grew past %1 while it was read").arg(megabytes(maxBytes))};
    }
    if (file.error() != QFileDevice::NoError)
        return IoError{path, {}, {}, QStringLiteral("cannot read: %1").arg(file.errorString())};
    return bytes;
}

QStringList folderFiles(const QString &folder, const QStringList &nameFilters)
{
    QStringList files;
    const QDir dir(folder);
    for (const QFileInfo &f : dir.entryInfoList(nameFilters, QDir::Files | QDir::System, QDir::Name))
        files << f.filePath();
    return files;
}

} // namespace railyard
