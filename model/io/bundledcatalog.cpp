#include "io/bundledcatalog.h"

#include "io/jsonpartreader.h"

#include <QFile>
#include <QJsonDocument>

namespace railyard {

namespace {

Catalog loadBundled()
{
    const QString path = QStringLiteral(":/railyard/catalog/catalog.json");
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) qFatal("The bundled catalog is missing from the build");
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        qFatal("The bundled catalog is not valid JSON: %s", qPrintable(parseError.errorString()));
    Catalog catalog;
    try {
        JsonReadContext ctx(path);
        readCatalogSection(ctx, doc.object(), catalog, false);
    } catch (const ReadFailure &failure) {
        qFatal("The bundled catalog is invalid: %s", qPrintable(failure.error.toString()));
    }
    return catalog;
}

} // namespace

const Catalog &bundledCatalog()
{
    static const Catalog catalog = loadBundled();
    return catalog;
}

} // namespace railyard
