#pragma once

#include "core/enums.h"
#include "core/result.h"
#include "core/unknownkeys.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <cmath>
#include <initializer_list>
#include <optional>
#include <vector>

namespace railyard {

// "a string", "null", … for messages; "missing" for an absent member.
template <typename V> QString jsonTypeName(const V &v)
{
    if (v.isNull()) return QStringLiteral("null");
    if (v.isBool()) return QStringLiteral("a boolean");
    if (v.isDouble()) return QStringLiteral("a number");
    if (v.isString()) return QStringLiteral("a string");
    if (v.isArray()) return QStringLiteral("an array");
    if (v.isObject()) return QStringLiteral("an object");
    return QStringLiteral("missing");
}

// Thrown inside the readers and turned into an IoError at their boundary, so that every check can
// stop the load in one line without leaving a design half-read.
struct ReadFailure
{
    IoError error;
};

// Walks a JSON document while remembering where it is, so that an error can name the JSON path and the
// id of the object being read. The path is only turned into text when an error is raised.
class JsonReadContext
{
public:
    explicit JsonReadContext(QString fileName) : m_file(std::move(fileName)) {}

    // RAII: enter a key or an array element for the lifetime of the scope.
    class Scope
    {
    public:
        Scope(JsonReadContext &ctx, QString key) : m_ctx(ctx)
        {
            ctx.m_path.push_back({std::move(key), -1, {}});
        }
        Scope(JsonReadContext &ctx, int index) : m_ctx(ctx) { ctx.m_path.push_back({{}, index, {}}); }
        ~Scope() { m_ctx.m_path.pop_back(); }
        Scope(const Scope &) = delete;
        Scope &operator=(const Scope &) = delete;

    private:
        JsonReadContext &m_ctx;
    };
    // Records the id of the object at the current path, for messages about it and its members.
    void setObjectId(const QString &id) { m_path.back().objectId = id; }

    [[noreturn]] void fail(const QString &message) const;
    [[noreturn]] void failAt(const QString &key, const QString &message);
    QString pathText() const;
    const QString &fileName() const { return m_file; }

    // Typed access to a member of a QJsonObject or a SimdObject (simdjsonview.h): `required` members raise
    // "missing required key"; a present member of the wrong type always raises. Absent optional members give
    // std::nullopt. Templates so that both kinds of document give the same messages.
    template <typename V> auto requireObject(const V &v)
    {
        if (!v.isObject()) fail(QStringLiteral("expected an object, found %1").arg(jsonTypeName(v)));
        return v.toObject();
    }
    template <typename O> std::optional<QString> string(const O &o, const QString &key, bool required = false)
    {
        const auto v = member(o, key, required);
        if (absent(v, required)) return std::nullopt;
        if (!v.isString()) failAt(key, QStringLiteral("expected a string, found %1").arg(jsonTypeName(v)));
        return v.toString();
    }
    template <typename O> std::optional<double> number(const O &o, const QString &key, bool required = false)
    {
        const auto v = member(o, key, required);
        if (absent(v, required)) return std::nullopt;
        if (!v.isDouble()) failAt(key, QStringLiteral("expected a number, found %1").arg(jsonTypeName(v)));
        const double d = v.toDouble();
        if (!std::isfinite(d)) failAt(key, QStringLiteral("expected a finite number"));
        return d;
    }
    template <typename O> std::optional<int> integer(const O &o, const QString &key, bool required = false)
    {
        const auto v = member(o, key, required);
        if (absent(v, required)) return std::nullopt;
        const double d = v.toDouble();
        if (!v.isDouble() || d != std::floor(d) || std::fabs(d) > 1e9)
            failAt(key, QStringLiteral("expected an integer, found %1")
                            .arg(v.isDouble() ? QString::number(d) : jsonTypeName(v)));
        return int(d);
    }
    template <typename O> std::optional<bool> boolean(const O &o, const QString &key, bool required = false)
    {
        const auto v = member(o, key, required);
        if (absent(v, required)) return std::nullopt;
        if (!v.isBool()) failAt(key, QStringLiteral("expected true or false, found %1").arg(jsonTypeName(v)));
        return v.toBool();
    }
    template <typename O>
    auto array(const O &o, const QString &key, bool required = false)
        -> std::optional<decltype(o.value(key).toArray())>
    {
        const auto v = member(o, key, required);
        if (absent(v, required)) return std::nullopt;
        if (!v.isArray()) failAt(key, QStringLiteral("expected an array, found %1").arg(jsonTypeName(v)));
        return v.toArray();
    }
    template <typename O>
    auto object(const O &o, const QString &key, bool required = false)
        -> std::optional<decltype(o.value(key).toObject())>
    {
        const auto v = member(o, key, required);
        if (absent(v, required)) return std::nullopt;
        if (!v.isObject()) failAt(key, QStringLiteral("expected an object, found %1").arg(jsonTypeName(v)));
        return v.toObject();
    }
    template <typename O> QString requiredId(const O &o)
    {
        const QString id = *string(o, QStringLiteral("id"), true);
        checkId(id);
        return id;
    }

    template <typename E, typename O>
    std::optional<E> enumValue(const O &o, const QString &key, bool required = false)
    {
        const std::optional<QString> s = string(o, key, required);
        if (!s) return std::nullopt;
        const std::optional<E> e = enumFromName<E>(*s);
        if (!e)
            failAt(key,
                   QStringLiteral("\"%1\" is not a valid %2 (expected %3)").arg(*s, key, enumChoices<E>()));
        return e;
    }

    // The members of `o` whose keys are not in `known`, to keep for round trips.
    static UnknownKeys unknownKeys(const QJsonObject &o, std::initializer_list<const char *> known);
    static bool isKnownKey(QStringView key, std::initializer_list<const char *> known);

private:
    struct Segment
    {
        QString key;
        int index = -1;
        QString objectId;
    };
    // An optional member that is missing or null reads as absent; a required one that is null is an error.
    template <typename V> static bool absent(const V &v, bool required)
    {
        return v.isUndefined() || (v.isNull() && !required);
    }
    template <typename O> auto member(const O &o, const QString &key, bool required)
    {
        const auto v = o.value(key);
        if (v.isUndefined() && required) failAt(key, QStringLiteral("missing required key \"%1\"").arg(key));
        return v;
    }
    // Records a read id as the current object's and refuses empty or malformed ones.
    void checkId(const QString &id);

    QString m_file;
    std::vector<Segment> m_path;
};

} // namespace railyard
