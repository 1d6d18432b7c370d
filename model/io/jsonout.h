#pragma once

#include "core/unknownkeys.h"

#include <QByteArray>
#include <QJsonValue>
#include <QString>

#include <vector>

namespace railyard {

// A streaming JSON writer that keeps keys in the order they are written (QJsonObject sorts them).
// Containers opened "inline" are written on one line, others one member per line, so that a design
// file shows one rack, device or cable per line and diffs well.
class JsonOut
{
public:
    explicit JsonOut(QByteArray &out) : m_out(out) {}

    void beginObject(bool inlined = false) { open('{', inlined); }
    void endObject() { close('}'); }
    void beginArray(bool inlined = false) { open('[', inlined); }
    void endArray() { close(']'); }

    // Object members.
    JsonOut &key(const char *name);
    JsonOut &key(const QString &name); // escaped; for keys that come from data
    void value(const QString &s);
    void value(double d);
    void value(int i) { value(double(i)); }
    void value(bool b);
    void null();
    void value(const QJsonValue &v);       // any JSON value, written inline
    void rawValue(const QByteArray &json); // a value's JSON text, written as it is

    // Convenience for key + value.
    template <typename T> void field(const char *name, const T &v)
    {
        key(name);
        value(v);
    }
    // Writes every member of `extra` (unknown keys kept from the input).
    void fields(const UnknownKeys &extra);

    static void appendNumber(QByteArray &out, double d);
    static void appendString(QByteArray &out, const QString &s);

private:
    struct Level
    {
        bool inlined;
        int count;
    };
    void open(char bracket, bool inlined);
    void close(char bracket);
    void beforeValue();
    void newline();

    QByteArray &m_out;
    std::vector<Level> m_levels;
    bool m_afterKey = false;
};

} // namespace railyard
