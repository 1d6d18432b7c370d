#include "io/storedjson.h"

#include "io/jsonreadcontext.h"
#include "io/jsontreecheck.h"

namespace railyard {

SimdObject StoredJson::object(const QByteArray &text, const QString &where, const QString &id)
{
    simdjson::dom::element root;
    // simdjson's words say which: a number out of range, a broken string, …
    if (const simdjson::error_code e = m_parser.parse(text.constData(), size_t(text.size())).get(root); e)
        fail(where, id,
             QStringLiteral("stored JSON cannot be read: %1")
                 .arg(QString::fromUtf8(simdjson::error_message(e))));
    if (!root.is_object()) fail(where, id, QStringLiteral("stored JSON is not an object"));
    if (const std::optional<JsonTreeProblem> problem = checkJsonTree(root))
        fail(where + QLatin1Char('.') + problem->path, id.isEmpty() ? problem->objectId : id,
             problem->message);
    return SimdObject(simdjson::dom::object(root));
}

void StoredJson::fail(const QString &where, const QString &id, const QString &message) const
{
    throw ReadFailure{IoError{m_file, where, id, message}};
}

void StoredJson::refuseKnownKey(const QString &column, const QString &id, const char *key) const
{
    fail(column + QLatin1Char('.') + QLatin1String(key), id,
         QStringLiteral(
             "\"%1\" is a key of the format, stored in its own column: the extra keys may not hold it")
             .arg(QLatin1String(key)));
}

} // namespace railyard
