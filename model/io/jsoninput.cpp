#include "io/jsoninput.h"

#include "io/jsontreecheck.h"

#include <QJsonDocument>
#include <QJsonParseError>

namespace railyard {

Result<QJsonObject> parseJsonInput(const QByteArray &json, const QString &fileName, const QString &what)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return IoError{
            fileName,
            {},
            {},
            QStringLiteral("not JSON (%1 at byte %2)").arg(parseError.errorString()).arg(parseError.offset)};
    if (!doc.isObject()) return IoError{fileName, {}, {}, QStringLiteral("%1 is a JSON object").arg(what)};
    if (const std::optional<JsonTreeProblem> problem = checkJsonText(json))
        return IoError{fileName, problem->path, problem->objectId, problem->message};
    return doc.object();
}

QString jsonInputVersionProblem(const QJsonObject &o)
{
    const QJsonValue v = o.value(QLatin1String("version"));
    if (v.isUndefined() || (v.isDouble() && v.toDouble() == 1)) return {};
    return v.isDouble() ? QStringLiteral("version %1 is newer than this Railyard reads (1): update Railyard")
                              .arg(v.toDouble())
                        : QStringLiteral("expected the version number 1");
}

QString unknownJsonKey(const QJsonObject &o, std::initializer_list<const char *> known)
{
    for (auto it = o.begin(); it != o.end(); ++it)
        if (std::none_of(known.begin(), known.end(),
                         [&it](const char *k) { return it.key() == QLatin1String(k); }))
            return it.key();
    return {};
}

} // namespace railyard
