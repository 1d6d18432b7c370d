#pragma once

#include "core/enums.h"
#include "io/ioerror.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <initializer_list>
#include <optional>
#include <vector>

namespace railyard {

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

    // Typed access to a member. `required` members raise "missing required key"; a present member of the
    // wrong type always raises. Absent optional members give std::nullopt.
    QJsonObject requireObject(const QJsonValue &v);
    std::optional<QString> string(const QJsonObject &o, const QString &key, bool required = false);
    std::optional<double> number(const QJsonObject &o, const QString &key, bool required = false);
    std::optional<int> integer(const QJsonObject &o, const QString &key, bool required = false);
    std::optional<QJsonArray> array(const QJsonObject &o, const QString &key, bool required = false);
    std::optional<QJsonObject> object(const QJsonObject &o, const QString &key, bool required = false);
    QString requiredId(const QJsonObject &o);

    template <typename E>
    std::optional<E> enumValue(const QJsonObject &o, const QString &key, bool required = false)
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
    static QJsonObject unknownKeys(const QJsonObject &o, std::initializer_list<const char *> known);

private:
    struct Segment
    {
        QString key;
        int index = -1;
        QString objectId;
    };
    const QJsonValue member(const QJsonObject &o, const QString &key, bool required);

    QString m_file;
    std::vector<Segment> m_path;
};

QString jsonTypeName(const QJsonValue &v);

} // namespace railyard
