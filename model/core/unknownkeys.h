#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

namespace railyard {

// The members of a JSON object that this version of Railyard does not know, kept for round trips. Each value
// is held as its compact JSON text, as the reader found it, not as a QJsonValue: a 64-bit integer, which a
// QJsonValue turns into a double, comes back exactly, and a long array costs its bytes, not a tree of values
// (docs/native-format.md, "Unknown keys").
class UnknownKeys
{
public:
    struct Member
    {
        QString key;
        QByteArray json; // the value's compact JSON text
        bool operator==(const Member &) const = default;
    };

    // Members given as a QJsonObject (the catalog parts, which are read through Qt's JSON).
    static UnknownKeys fromJson(const QJsonObject &o);

    bool isEmpty() const { return m_members.isEmpty(); }
    const QList<Member> &members() const { return m_members; }
    // The bytes held, for the limits on what a file may carry.
    qsizetype bytes() const;

    // `json` is the compact text of a valid JSON value (the readers make it; nothing here checks it).
    void append(QString key, QByteArray json) { m_members.append({std::move(key), std::move(json)}); }
    // The value of `key` parsed by Qt (an integer beyond 2^53 loses its last digits), or Undefined.
    QJsonValue value(const QString &key) const;
    // Removes `key` and gives its value, or Undefined.
    QJsonValue take(const QString &key);
    // Sets `key` to `v`, in its place when it is there, at the end when not.
    void insert(const QString &key, const QJsonValue &v);

    // All members as a QJsonObject, parsed by Qt (see value()).
    QJsonObject toJson() const;
    // All members as one compact JSON object, for the native document's extra columns.
    QByteArray toObjectText() const;

    bool operator==(const UnknownKeys &) const = default;

private:
    QList<Member> m_members;
};

} // namespace railyard
