#include "io/jsonout.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>

#include <cmath>
#include <cstdio>

namespace railyard {

void JsonOut::newline()
{
    m_out += '\n';
    m_out.append(qsizetype(m_levels.size()), ' ');
}

void JsonOut::beforeValue()
{
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (m_levels.empty()) return;
    Level &level = m_levels.back();
    if (level.count++ > 0) m_out += level.inlined ? ", " : ",";
    if (!level.inlined) newline();
}

void JsonOut::open(char bracket, bool inlined)
{
    beforeValue();
    m_out += bracket;
    // Inside an inline container everything stays on the line.
    const bool parentInline = !m_levels.empty() && m_levels.back().inlined;
    m_levels.push_back({inlined || parentInline, 0});
}

void JsonOut::close(char bracket)
{
    const Level level = m_levels.back();
    m_levels.pop_back();
    if (!level.inlined && level.count > 0) newline();
    m_out += bracket;
    if (m_levels.empty()) m_out += '\n';
}

JsonOut &JsonOut::key(const char *name)
{
    beforeValue();
    m_out += '"';
    m_out += name;
    m_out += "\": ";
    m_afterKey = true;
    return *this;
}

JsonOut &JsonOut::key(const QString &name)
{
    beforeValue();
    appendString(m_out, name);
    m_out += ": ";
    m_afterKey = true;
    return *this;
}

void JsonOut::value(const QString &s)
{
    beforeValue();
    appendString(m_out, s);
}

void JsonOut::value(double d)
{
    beforeValue();
    appendNumber(m_out, d);
}

void JsonOut::value(bool b)
{
    beforeValue();
    m_out += b ? "true" : "false";
}

void JsonOut::null()
{
    beforeValue();
    m_out += "null";
}

void JsonOut::value(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Bool:
        value(v.toBool());
        break;
    case QJsonValue::Double:
        value(v.toDouble());
        break;
    case QJsonValue::String:
        value(v.toString());
        break;
    case QJsonValue::Array: {
        const QJsonArray a = v.toArray();
        beginArray(true);
        for (const QJsonValue &item : a)
            value(item);
        endArray();
        break;
    }
    case QJsonValue::Object: {
        const QJsonObject o = v.toObject();
        beginObject(true);
        for (auto it = o.begin(); it != o.end(); ++it) {
            key(it.key());
            value(it.value());
        }
        endObject();
        break;
    }
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        null();
        break;
    }
}

void JsonOut::rawValue(const QByteArray &json)
{
    beforeValue();
    m_out += json;
}

void JsonOut::fields(const UnknownKeys &extra)
{
    for (const UnknownKeys::Member &m : extra.members()) {
        key(m.key);
        rawValue(m.json);
    }
}

void JsonOut::appendNumber(QByteArray &out, double d)
{
    // JSON has no infinity or NaN: write null, which every reader of ours refuses as a number, rather than
    // text no JSON parser reads back. (Loads refuse such values, so only a computed result can be one.)
    if (!std::isfinite(d)) {
        out += "null";
        return;
    }
    // Whole numbers are written without a fraction so that U, counts and ids read naturally.
    if (d == std::floor(d) && std::fabs(d) < 1e15) {
        out += QByteArray::number(qint64(d));
        return;
    }
    out += QByteArray::number(d, 'g', QLocale::FloatingPointShortest);
}

void JsonOut::appendString(QByteArray &out, const QString &s)
{
    out += '"';
    const QByteArray utf8 = s.toUtf8();
    for (char ch : utf8) {
        const unsigned char c = static_cast<unsigned char>(ch);
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\b':
            out += "\\b";
            break;
        case '\f':
            out += "\\f";
            break;
        default:
            if (c < 0x20) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", c);
                out += buf;
            } else {
                out += ch;
            }
        }
    }
    out += '"';
}

} // namespace railyard
