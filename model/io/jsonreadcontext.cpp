#include "io/jsonreadcontext.h"

#include "io/designlimits.h"

#include <cmath>
#include <cstring>

namespace railyard {

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

void JsonReadContext::checkId(const QString &id)
{
    if (id.isEmpty()) failAt(QStringLiteral("id"), QStringLiteral("an id must not be empty"));
    setObjectId(id);
    if (const QString problem = idProblem(id); !problem.isEmpty())
        failAt(QStringLiteral("id"), QStringLiteral("the id ") + problem);
}

bool JsonReadContext::isKnownKey(QStringView key, std::initializer_list<const char *> known)
{
    for (const char *k : known)
        if (key == QLatin1StringView(k)) return true;
    return false;
}

UnknownKeys JsonReadContext::unknownKeys(const QJsonObject &o, std::initializer_list<const char *> known)
{
    QJsonObject extra;
    for (auto it = o.begin(); it != o.end(); ++it)
        if (!isKnownKey(it.key(), known)) extra.insert(it.key(), it.value());
    return UnknownKeys::fromJson(extra);
}

} // namespace railyard
