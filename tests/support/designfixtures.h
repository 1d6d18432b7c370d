#pragma once

#include "design/design.h"
#include "io/bundledcatalog.h"
#include "io/jsondesignreader.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <functional>

namespace railyard::test {

inline Design loadJsonText(const QByteArray &json, const QString &name = QStringLiteral("test.json"))
{
    Result<Design> r = readJsonDesign(json, name, bundledCatalog());
    if (!r.ok()) FAIL(r.error().toString().toStdString());
    return r.takeValue();
}

inline Design loadDataDesign(const QString &name)
{
    return loadJsonText(readFile(dataPath(name)), dataPath(name));
}

// The bundled sample design (resources/samples), as the app opens it.
inline Design sampleDesign()
{
    return loadJsonText(readFile(QStringLiteral(RAILYARD_SAMPLE_PATH)), QStringLiteral(RAILYARD_SAMPLE_PATH));
}

inline QJsonObject dataJson(const QString &name)
{
    return QJsonDocument::fromJson(readFile(dataPath(name))).object();
}

inline QByteArray toBytes(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

// Edits one element of a top-level array (or of catalog.<key>) in place.
inline void editItem(QJsonObject &root, const QString &array, int index,
                     const std::function<void(QJsonObject &)> &fn)
{
    const bool inCatalog = array.startsWith(QLatin1String("catalog."));
    QJsonObject catalog = root.value(QStringLiteral("catalog")).toObject();
    QJsonObject &owner = inCatalog ? catalog : root;
    const QString key = inCatalog ? array.mid(8) : array;
    QJsonArray items = owner.value(key).toArray();
    QJsonObject item = items[index].toObject();
    fn(item);
    items[index] = item;
    owner[key] = items;
    if (inCatalog) root[QStringLiteral("catalog")] = catalog;
}

} // namespace railyard::test
