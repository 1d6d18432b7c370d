#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <simdjson.h>

#include <initializer_list>

namespace railyard {

class SimdArray;
class SimdObject;

// A value of a simdjson DOM seen through the questions the readers ask of a QJsonValue (isString, toDouble,
// …), so that JsonReadContext's typed accessors and messages work on both. Default-constructed it is a
// missing member (QJsonValue's Undefined). It refers into the parser's document, which must outlive it.
class SimdValue
{
public:
    SimdValue() = default;
    explicit SimdValue(simdjson::dom::element e) : m_element(e), m_defined(true) {}

    bool isUndefined() const { return !m_defined; }
    bool isNull() const { return m_defined && m_element.is_null(); }
    bool isBool() const { return m_defined && m_element.is_bool(); }
    bool isDouble() const { return m_defined && m_element.is_number(); }
    bool isString() const { return m_defined && m_element.is_string(); }
    bool isArray() const { return m_defined && m_element.is_array(); }
    bool isObject() const { return m_defined && m_element.is_object(); }

    QString toString() const;
    double toDouble() const;
    SimdArray toArray() const;
    SimdObject toObject() const;
    // The same value as Qt's parser would have made it (integers stay integers), for keys kept as they are.
    QJsonValue toJson() const;

private:
    simdjson::dom::element m_element;
    bool m_defined = false;
};

class SimdObject
{
public:
    SimdObject() = default;
    explicit SimdObject(simdjson::dom::object o) : m_object(o) {}

    // The member named `key` (the first one if a key repeats), or a missing value.
    SimdValue value(const QString &key) const;
    bool contains(const QString &key) const { return !value(key).isUndefined(); }
    QJsonObject toJson() const;
    // The members whose keys are not in `known`, to keep for round trips (JsonReadContext::unknownKeys).
    QJsonObject unknownKeys(std::initializer_list<const char *> known) const;

    simdjson::dom::object::iterator begin() const { return m_object.begin(); }
    simdjson::dom::object::iterator end() const { return m_object.end(); }

private:
    simdjson::dom::object m_object;
};

class SimdArray
{
public:
    SimdArray() = default;
    explicit SimdArray(simdjson::dom::array a) : m_array(a) {}

    qsizetype size() const { return qsizetype(m_array.size()); }
    // Element i, walking from the start: for short arrays; iterate long ones.
    SimdValue operator[](qsizetype i) const;
    QJsonArray toJson() const;

    simdjson::dom::array::iterator begin() const { return m_array.begin(); }
    simdjson::dom::array::iterator end() const { return m_array.end(); }

private:
    simdjson::dom::array m_array;
};

} // namespace railyard
