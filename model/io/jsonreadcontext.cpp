#include "io/jsonreadcontext.h"

#include "io/designlimits.h"

#include <cmath>
#include <cstring>

namespace railyard {

QString jsonTypeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return QStringLiteral("a boolean");
    case QJsonValue::Double:
        return QStringLiteral("a number");
    case QJsonValue::String:
        return QStringLiteral("a string");
    case QJsonValue::Array:
        return QStringLiteral("an array");
    case QJsonValue::Object:
        return QStringLiteral("an object");
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("missing");
}

QString JsonReadContext::pathText() const
{
    QString text;
    for (const Segment &s : m_path) {
        if (s.index >= 0) {
            text += QLatin1Char('[') + QString::number(s.index) + QLatin1Char(']');
        } else {
            if (!text.isEmpty()) text += QLatin1Char('.');
            text += s.key;
        }
    }
    return text;
}

void JsonReadContext::fail(const QString &message) const
{
    IoError error;
    error.file = m_file;
    error.path = pathText();
    // The innermost object that has an id is the one the message is about.
    for (auto it = m_path.rbegin(); it != m_path.rend(); ++it) {
        if (!it->objectId.isEmpty()) {
            error.objectId = it->objectId;
            break;
        }
    }
    error.message = message;
    throw ReadFailure{error};
}

void JsonReadContext::failAt(const QString &key, const QString &message)
{
    Scope scope(*this, key);
    fail(message);
}

const QJsonValue JsonReadContext::member(const QJsonObject &o, const QString &key, bool required)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined() && required) failAt(key, QStringLiteral("missing required key \"%1\"").arg(key));
    return v;
}

QJsonObject JsonReadContext::requireObject(const QJsonValue &v)
{
    if (!v.isObject()) fail(QStringLiteral("expected an object, found %1").arg(jsonTypeName(v)));
    return v.toObject();
}

std::optional<QString> JsonReadContext::string(const QJsonObject &o, const QString &key, bool required)
{
    const QJsonValue v = member(o, key, required);
    if (v.isUndefined() || (v.isNull() && !required)) return std::nullopt;
    if (!v.isString()) failAt(key, QStringLiteral("expected a string, found %1").arg(jsonTypeName(v)));
    return v.toString();
}

std::optional<double> JsonReadContext::number(const QJsonObject &o, const QString &key, bool required)
{
    const QJsonValue v = member(o, key, required);
    if (v.isUndefined() || (v.isNull() && !required)) return std::nullopt;
    if (!v.isDouble()) failAt(key, QStringLiteral("expected a number, found %1").arg(jsonTypeName(v)));
    const double d = v.toDouble();
    if (!std::isfinite(d)) failAt(key, QStringLiteral("expected a finite number"));
    return d;
}

std::optional<int> JsonReadContext::integer(const QJsonObject &o, const QString &key, bool required)
{
    const QJsonValue v = member(o, key, required);
    if (v.isUndefined() || (v.isNull() && !required)) return std::nullopt;
    const double d = v.toDouble();
    if (!v.isDouble() || d != std::floor(d) || std::fabs(d) > 1e9)
        failAt(key, QStringLiteral("expected an integer, found %1")
                        .arg(v.isDouble() ? QString::number(d) : jsonTypeName(v)));
    return int(d);
}

std::optional<QJsonArray> JsonReadContext::array(const QJsonObject &o, const QString &key, bool required)
{
    const QJsonValue v = member(o, key, required);
    if (v.isUndefined() || (v.isNull() && !required)) return std::nullopt;
    if (!v.isArray()) failAt(key, QStringLiteral("expected an array, found %1").arg(jsonTypeName(v)));
    return v.toArray();
}

std::optional<QJsonObject> JsonReadContext::object(const QJsonObject &o, const QString &key, bool required)
{
    const QJsonValue v = member(o, key, required);
    if (v.isUndefined() || (v.isNull() && !required)) return std::nullopt;
    if (!v.isObject()) failAt(key, QStringLiteral("expected an object, found %1").arg(jsonTypeName(v)));
    return v.toObject();
}

QString JsonReadContext::requiredId(const QJsonObject &o)
{
    const QString id = *string(o, QStringLiteral("id"), true);
    if (id.isEmpty()) failAt(QStringLiteral("id"), QStringLiteral("an id must not be empty"));
    setObjectId(id);
    if (const QString problem = idProblem(id); !problem.isEmpty())
        failAt(QStringLiteral("id"), QStringLiteral("the id ") + problem);
    return id;
}

QJsonObject JsonReadContext::unknownKeys(const QJsonObject &o, std::initializer_list<const char *> known)
{
    QJsonObject extra;
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString key = it.key();
        bool isKnown = false;
        for (const char *k : known) {
            if (key == QLatin1String(k)) {
                isKnown = true;
                break;
            }
        }
        if (!isKnown) extra.insert(key, it.value());
    }
    return extra;
}

} // namespace railyard
