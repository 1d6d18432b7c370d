#include "io/simdjsonview.h"

namespace railyard {

namespace {

QString fromUtf8(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

} // namespace

QString SimdValue::toString() const
{
    std::string_view s;
    return isString() && m_element.get_string().get(s) == simdjson::SUCCESS ? fromUtf8(s) : QString();
}

double SimdValue::toDouble() const
{
    if (!m_defined) return 0;
    switch (m_element.type()) {
    case simdjson::dom::element_type::INT64:
        return double(int64_t(m_element));
    case simdjson::dom::element_type::UINT64:
        return double(uint64_t(m_element));
    case simdjson::dom::element_type::DOUBLE:
        return double(m_element);
    default:
        return 0;
    }
}

QByteArray SimdValue::compactText() const
{
    if (!m_defined) return QByteArrayLiteral("null");
    simdjson::internal::string_builder<> builder;
    builder.append(m_element);
    const std::string_view text = builder.str();
    return QByteArray(text.data(), qsizetype(text.size()));
}

SimdArray SimdValue::toArray() const
{
    return isArray() ? SimdArray(simdjson::dom::array(m_element)) : SimdArray();
}

SimdObject SimdValue::toObject() const
{
    return isObject() ? SimdObject(simdjson::dom::object(m_element)) : SimdObject();
}

QJsonValue SimdValue::toJson() const
{
    if (!m_defined) return QJsonValue(QJsonValue::Undefined);
    switch (m_element.type()) {
    case simdjson::dom::element_type::NULL_VALUE:
        return QJsonValue(QJsonValue::Null);
    case simdjson::dom::element_type::BOOL:
        return QJsonValue(bool(m_element));
    case simdjson::dom::element_type::INT64:
        return QJsonValue(qint64(int64_t(m_element)));
    case simdjson::dom::element_type::UINT64:
    case simdjson::dom::element_type::DOUBLE:
        return QJsonValue(toDouble());
    case simdjson::dom::element_type::STRING:
        return QJsonValue(toString());
    case simdjson::dom::element_type::ARRAY:
        return toArray().toJson();
    case simdjson::dom::element_type::OBJECT:
        return toObject().toJson();
    }
    return QJsonValue();
}

SimdValue SimdObject::value(const QString &key) const
{
    if (!m_valid) return SimdValue();
    // Keys of the format are ASCII: a byte-wise comparison with the Latin-1 view of a key is exact.
    for (const simdjson::dom::key_value_pair field : m_object)
        if (qsizetype(field.key.size()) == key.size() &&
            QLatin1StringView(field.key.data(), qsizetype(field.key.size())) == key)
            return SimdValue(field.value);
    return SimdValue();
}

std::optional<JsonTreeProblem> SimdObject::numbersProblem() const
{
    if (!m_valid) return std::nullopt;
    for (const simdjson::dom::key_value_pair field : m_object) {
        if (std::optional<JsonTreeProblem> problem = checkCatalogNumbers(field.value)) {
            const QString key = fromUtf8(field.key);
            const QString rest = problem->path;
            const bool joined = rest.isEmpty() || rest.startsWith(QLatin1Char('['));
            problem->path = joined ? QString(key + rest) : QString(key + QLatin1Char('.') + rest);
            return problem;
        }
    }
    return std::nullopt;
}

QJsonObject SimdObject::toJson() const
{
    QJsonObject o;
    forEach([&](std::string_view key, const SimdValue &value) { o.insert(fromUtf8(key), value.toJson()); });
    return o;
}

UnknownKeys SimdObject::unknownKeys(const char *const *known, size_t count) const
{
    UnknownKeys keys;
    forEach([&](std::string_view key, const SimdValue &value) {
        bool isKnown = false;
        for (size_t i = 0; i < count; ++i)
            isKnown = isKnown || key == std::string_view(known[i]);
        if (!isKnown) keys.append(fromUtf8(key), value.compactText());
    });
    return keys;
}

SimdValue SimdArray::operator[](qsizetype i) const
{
    simdjson::dom::element e;
    return m_valid && m_array.at(size_t(i)).get(e) == simdjson::SUCCESS ? SimdValue(e) : SimdValue();
}

QJsonArray SimdArray::toJson() const
{
    QJsonArray a;
    forEach([&](const SimdValue &value) { a.append(value.toJson()); });
    return a;
}

} // namespace railyard
