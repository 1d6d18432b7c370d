#include "core/result.h"

#include <QRegularExpression>

namespace railyard {

namespace {

constexpr int maxQuoted = 60; // characters of a quoted value or id kept in a message
constexpr int maxLine = 1000; // characters of a whole message

constexpr int maxWord = 240; // characters of one path or other word without spaces

QString cut(const QString &text, int max)
{
    return text.size() <= max ? text : text.left(max - 1) + QChar(0x2026);
}

// A path (or any run without spaces) far longer than a line cut in its middle: its start says where, its end
// which file, and the reason after it stays on the line.
QString cutLongWords(const QString &text)
{
    static const QRegularExpression word(QStringLiteral("\\S{%1,}").arg(maxWord + 1));
    QString out = text;
    for (qsizetype from = 0;;) {
        const QRegularExpressionMatch m = word.match(out, from);
        if (!m.hasMatch()) return out;
        const QString shortened =
            m.captured().left(maxWord / 3) + QChar(0x2026) + m.captured().right(maxWord - maxWord / 3 - 1);
        out.replace(m.capturedStart(), m.capturedLength(), shortened);
        from = m.capturedStart() + shortened.size();
    }
}

} // namespace

QString printableText(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u == '\n')
            out += QLatin1String("\\n");
        else if (u == '\r')
            out += QLatin1String("\\r");
        else if (u == '\t')
            out += QLatin1String("\\t");
        // Control characters, line separators, and what shows as nothing or as another text would: U+FEFF and
        // the noncharacters (U+FDD0–U+FDEF, U+FFFE, U+FFFF).
        else if (u < 0x20 || (u >= 0x7F && u < 0xA0) || u == 0x2028 || u == 0x2029 || u == 0xFEFF ||
                 (u >= 0xFDD0 && u <= 0xFDEF) || u >= 0xFFFE)
            out += QStringLiteral("\\u%1").arg(uint(u), 4, 16, QLatin1Char('0'));
        else
            out += c;
    }
    return out;
}

IoError IoError::cancel(const QString &file)
{
    return IoError{file, {}, {}, QStringLiteral("cancelled"), true};
}

QString IoError::toString() const
{
    QString text = file.isEmpty() ? QString() : file + QStringLiteral(": ");
    const QString id = cut(objectId, maxQuoted);
    if (!path.isEmpty()) {
        text += path;
        if (!objectId.isEmpty()) text += QStringLiteral(" (id \"%1\")").arg(id);
        text += QStringLiteral(": ");
    } else if (!objectId.isEmpty()) {
        text += QStringLiteral("\"%1\": ").arg(id);
    }
    return messageLine(text + message);
}

QString echoText(const QString &text)
{
    return cut(printableText(text), maxQuoted);
}

QString messageLine(const QString &message)
{
    // Quoted values in the message (an unknown id, a wrong enum value) are cut like the id.
    static const QRegularExpression longQuote(QStringLiteral("\"([^\"]{%1})[^\"]+\"").arg(maxQuoted));
    QString body = message;
    body.replace(longQuote, QStringLiteral("\"\\1") + QChar(0x2026) + QLatin1Char('"'));
    return cut(printableText(cutLongWords(body)), maxLine);
}

} // namespace railyard
