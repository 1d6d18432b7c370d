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

// The bundled generated sample (a SuperPOD scalable unit, resources/samples).
inline Design superpodDesign()
{
    return loadJsonText(readFile(QStringLiteral(RAILYARD_SUPERPOD_SAMPLE_PATH)),
                        QStringLiteral(RAILYARD_SUPERPOD_SAMPLE_PATH));
}

// A design's live cable slots, in order.
inline QList<int> liveCables(const Design &d)
{
    QList<int> out;
    for (int c : d.cables().live())
        out << c;
    return out;
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
