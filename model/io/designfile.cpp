#include "io/designfile.h"
#include "core/logging.h"

#include "io/inputfile.h"

#include "io/atomicfile.h"
#include "io/bundledcatalog.h"
#include "io/jsondesignreader.h"
#include "io/jsondesignwriter.h"
#include "io/nativereader.h"
#include "io/nativewriter.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>

#include <new>

namespace railyard {

FileFormat detectFileFormat(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error) *error = file.errorString();
        return FileFormat::Unknown;
    }
    const QByteArray head = file.read(64);
    if (head.startsWith(QByteArrayLiteral("SQLite format 3"))) return FileFormat::Native;
    qsizetype i = head.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    while (i < head.size() && (head[i] == ' ' || head[i] == '\t' || head[i] == '\n' || head[i] == '\r'))
        ++i;
    if (i < head.size() && (head[i] == '{' || head[i] == '[')) return FileFormat::Json;
    if (error)
        *error = head.isEmpty()
                     ? QStringLiteral("the file is empty")
                     : QStringLiteral("the file is neither a Railyard JSON design nor a native document");
    return FileFormat::Unknown;
}

FileFormat formatForFileName(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("railyard")) return FileFormat::Native;
    if (suffix == QLatin1String("json")) return FileFormat::Json;
    return FileFormat::Unknown;
}

namespace {

Result<Design> readDesign(const QString &path)
{
    if (path.isEmpty()) return IoError{{}, {}, {}, QStringLiteral("no design file given (an empty name)")};
    // A FIFO or a device would block the read for ever; a directory is no design.
    if (QFileInfo::exists(path))
        if (Result<> problem = checkInputFile(path, maxDesignBytes); !problem.ok()) return problem.error();
    QString why;
    switch (detectFileFormat(path, &why)) {
    case FileFormat::Native:
        return readNativeDesign(path, bundledCatalog());
    case FileFormat::Json:
        return readJsonFile(path, bundledCatalog());
    case FileFormat::Unknown:
        break;
    }
    return IoError{path, {}, {}, why};
}

Result<> writeDesign(const Design &design, const QString &path, FileFormat format)
{
    switch (format) {
    case FileFormat::Native:
        return saveNativeDesign(design, path);
    case FileFormat::Json:
        return writeFileAtomically(path, writeJsonDesign(design));
    case FileFormat::Unknown:
        break;
    }
    return IoError{path, {}, {}, QStringLiteral("unknown output format (use .json or .railyard)")};
}

} // namespace

Result<Design> loadDesign(const QString &path)
{
    QElapsedTimer timer;
    timer.start();
    // Memory runs out on a file far larger than the machine can hold, or one built to blow up as it is read:
    // that is a refusal of this file like any other, not the end of the program (nothing was changed).
    Result<Design> design = [&path]() -> Result<Design> {
        try {
            return readDesign(path);
        } catch (const std::bad_alloc &) {
            return IoError{path, {}, {}, QStringLiteral("not enough memory to read this file")};
        }
    }();
    if (design.ok())
        qCDebug(lcIo) << "read" << path << design.value().cables().liveCount() << "cables in"
                      << timer.elapsed() << "ms";
    else
        qCDebug(lcIo) << "cannot read" << path << design.error().toString();
    return design;
}

Result<> saveDesign(const Design &design, const QString &path, FileFormat format)
{
    QElapsedTimer timer;
    timer.start();
    Result<> written = writeDesign(design, path, format);
    qCDebug(lcIo) << (written.ok() ? "wrote" : "cannot write") << path << "in" << timer.elapsed() << "ms";
    return written;
}

} // namespace railyard
