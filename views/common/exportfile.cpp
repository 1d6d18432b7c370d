#include "common/exportfile.h"

#include "document/document.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSettings>

namespace railyard {

QString fileNameFrom(const QString &name)
{
    QString out = name;
    out.replace(QRegularExpression(QStringLiteral("[/\\\\:*?\"<>|,;]+")), QStringLiteral(" "));
    out = out.simplified();
    return out.isEmpty() ? QStringLiteral("design") : out;
}

QString exportBaseName(const Document *document)
{
    if (!document) return fileNameFrom({});
    const Design &design = document->design();
    if (!design.quote.number.isEmpty()) return fileNameFrom(design.quote.number);
    // "DGX GB200 SuperPOD, 16 SU, 18,432 GPUs" is named by what comes before its first comma.
    return fileNameFrom(document->displayName().section(QLatin1Char(','), 0, 0));
}

QString askExportFile(QWidget *window, const Document *document, const QString &title,
                      const QString &suggestedName, const QString &filters, const QString &defaultSuffix)
{
    QSettings settings;
    QString folder = settings.value(QStringLiteral("export/folder")).toString();
    if (folder.isEmpty() && document && !document->fileName().isEmpty())
        folder = QFileInfo(document->fileName()).absolutePath();
    QString path = QFileDialog::getSaveFileName(window, title,
                                                QDir(folder).filePath(fileNameFrom(suggestedName)), filters);
    if (path.isEmpty()) return path;
    settings.setValue(QStringLiteral("export/folder"), QFileInfo(path).absolutePath());
    if (!defaultSuffix.isEmpty() && QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + defaultSuffix;
    return path;
}

} // namespace railyard
