#pragma once

#include "core/unknownkeys.h"
#include "io/jsontreecheck.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <simdjson.h>

#include <array>
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
    bool toBool() const { return m_defined && m_element.is_bool() && bool(m_element); }
    SimdArray toArray() const;
    SimdObject toObject() const;
    // The same value as Qt's parser would have made it (integers stay integers), for keys kept as they are.
    QJsonValue toJson() const;
    // The value's compact JSON text, exact for every number simdjson reads (64-bit integers included).
    QByteArray compactText() const;

private:
    simdjson::dom::element m_element;
    bool m_defined = false;
};

class SimdObject
{
public:
    SimdObject() = default; // an empty object
    explicit SimdObject(simdjson::dom::object o) : m_object(o), m_valid(true) {}

    // The member named `key` (the first one if a key repeats), or a missing value.
    SimdValue value(const QString &key) const;
    bool contains(const QString &key) const { return !value(key).isUndefined(); }
    QJsonObject toJson() const;
    // A number toJson() would not keep exactly (checkCatalogNumbers), as a path below this object.
    std::optional<JsonTreeProblem> numbersProblem() const;
    // The members whose keys are not in `known`, to keep for round trips (JsonReadContext::unknownKeys).
    UnknownKeys unknownKeys(std::initializer_list<const char *> known) const
    {
        return unknownKeys(known.begin(), known.size());
    }
    template <size_t N> UnknownKeys unknownKeys(const std::array<const char *, N> &known) const
    {
        return unknownKeys(known.data(), N);
    }
    UnknownKeys unknownKeys(const char *const *known, size_t count) const;

    // Calls fn(std::string_view key, SimdValue value) for each member, in document order.
    template <typename Fn> void forEach(Fn fn) const
    {
        if (m_valid)
            for (const simdjson::dom::key_value_pair field : m_object)
                fn(field.key, SimdValue(field.value));
    }

private:
    // simdjson's default-constructed object points at no document: every use of it goes through m_valid.
    simdjson::dom::object m_object;
    bool m_valid = false;
};

class SimdArray
{
public:
    SimdArray() = default; // an empty array
    explicit SimdArray(simdjson::dom::array a) : m_array(a), m_valid(true) {}

    qsizetype size() const { return m_valid ? qsizetype(m_array.size()) : 0; }
    // Element i, walking from the start: for short arrays; iterate long ones.
    SimdValue operator[](qsizetype i) const;
    QJsonArray toJson() const;

    // Calls fn(SimdValue) for each element, in order.
    template <typename Fn> void forEach(Fn fn) const
    {
        if (m_valid)
            for (const simdjson::dom::element e : m_array)
                fn(SimdValue(e));
    }
    // Calls fn(index, SimdValue) for the elements from `first` up to (not including) `last`; the elements
    // before `first` are stepped over, not read.
    template <typename Fn> void forEachIn(qsizetype first, qsizetype last, Fn fn) const
    {
        if (!m_valid) return;
        qsizetype i = 0;
        for (auto it = m_array.begin(); it != m_array.end() && i < last; ++it, ++i)
            if (i >= first) fn(i, SimdValue(*it));
    }

private:
    simdjson::dom::array m_array; // see SimdObject::m_valid
    bool m_valid = false;
};

} // namespace railyard
