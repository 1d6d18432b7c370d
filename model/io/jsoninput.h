#pragma once

#include "core/result.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <initializer_list>

namespace railyard {

// The small JSON inputs read whole through Qt's parser (a column profile, counter thresholds, a counter
// snapshot), held to the rules of the design readers: a key given twice is refused (Qt would keep the last
// without a word), and so is a key the format does not have (a misspelt one would fall back to its default).

// The object `json` holds, or the error naming `fileName` and what is wrong (`what`: "a column profile").
Result<QJsonObject> parseJsonInput(const QByteArray &json, const QString &fileName, const QString &what);

// Why `o`'s "version" is not one this Railyard reads (1, or none), or an empty string: a newer format may
// mean its keys differently.
QString jsonInputVersionProblem(const QJsonObject &o);

// The first key of `o` not in `known`, or an empty string.
QString unknownJsonKey(const QJsonObject &o, std::initializer_list<const char *> known);

} // namespace railyard
