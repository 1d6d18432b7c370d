#include "core/unknownkeys.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace railyard {

namespace {

// Qt's JSON reads and writes arrays and objects only: a value goes through an array of one.
QByteArray compactText(const QJsonValue &v)
{
    const QByteArray text = QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
    return text.mid(1, text.size() - 2);
}

QJsonValue parsed(const QByteArray &json)
{
    return QJsonDocument::fromJson('[' + json + ']').array().at(0);
}

void appendKey(QByteArray &out, const QString &key)
{
    out += compactText(QJsonValue(key));
    out += ':';
}

} // namespace

UnknownKeys UnknownKeys::fromJson(const QJsonObject &o)
{
    UnknownKeys keys;
    for (auto it = o.begin(); it != o.end(); ++it)
        keys.append(it.key(), compactText(it.value()));
    return keys;
}

qsizetype UnknownKeys::bytes() const
{
    qsizetype n = 0;
    for (const Member &m : m_members)
        n += m.key.size() * 2 + m.json.size();
    return n;
}

QJsonValue UnknownKeys::value(const QString &key) const
{
    for (const Member &m : m_members)
        if (m.key == key) return parsed(m.json);
    return QJsonValue(QJsonValue::Undefined);
}

QJsonValue UnknownKeys::take(const QString &key)
{
    for (qsizetype i = 0; i < m_members.size(); ++i) {
        if (m_members[i].key != key) continue;
        const QJsonValue v = parsed(m_members[i].json);
        m_members.removeAt(i);
        return v;
    }
    return QJsonValue(QJsonValue::Undefined);
}

void UnknownKeys::insert(const QString &key, const QJsonValue &v)
{
    for (Member &m : m_members) {
        if (m.key == key) {
            m.json = compactText(v);
            return;
        }
    }
    append(key, compactText(v));
}

QJsonObject UnknownKeys::toJson() const
{
    QJsonObject o;
    for (const Member &m : m_members)
        o.insert(m.key, parsed(m.json));
    return o;
}

QByteArray UnknownKeys::toObjectText() const
{
    QByteArray out = "{";
    for (const Member &m : m_members) {
        if (out.size() > 1) out += ',';
        appendKey(out, m.key);
        out += m.json;
    }
    out += '}';
    return out;
}

} // namespace railyard
