#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <initializer_list>
#include <utility>
#include <variant>

namespace railyard {

// A name template such as "su{su:02}-node{n:02}": literal text with placeholders `{key}` or `{key:0W}`
// (a number padded with zeros to W digits; `{key:W}` pads with spaces). The generator names devices, racks
// and cable labels with these, so that a user's naming convention is one setting, not thousands of edits.
class NamePattern
{
public:
    struct Value
    {
        const char *key;
        std::variant<int, QString> value;
    };

    NamePattern() = default;
    // Parses `text`; `keys` are the placeholders this pattern may use. error() says what is wrong, if
    // anything (an unknown placeholder, an unclosed brace).
    NamePattern(const QString &text, const QStringList &keys);

    const QString &text() const { return m_text; }
    const QString &error() const { return m_error; }
    bool uses(const char *key) const;

    // The name for these values. Placeholders without a value are left empty.
    QString format(const QList<Value> &values) const;

    // `text` with the zero-padded numbers of each key (`{su:02}`) padded to the digits of that key's largest
    // value where they have fewer: names that sort past 99 SUs or 999 spines.
    static QString widened(const QString &text, std::initializer_list<std::pair<const char *, int>> largest);

private:
    struct Token
    {
        QString literal; // when key is empty
        QString key;
        int width = 0;
        bool zeros = false;
    };
    QString m_text;
    QString m_error;
    QList<Token> m_tokens;
};

} // namespace railyard
