#include "core/result.h"

#include <QRegularExpression>

namespace railyard {

namespace {

constexpr int maxQuoted = 60; // characters of a quoted value or id kept in a message
constexpr int maxLine = 1000; // characters of a whole message

QString cut(const QString &text, int max)
{
    return text.size() <= max ? text : text.left(max - 1) + QChar(0x2026);
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
        else if (u < 0x20 || (u >= 0x7F && u < 0xA0) || u == 0x2028 || u == 0x2029)
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
    // Quoted values in the message (an unknown id, a wrong enum value) are cut like the id.
    static const QRegularExpression longQuote(QStringLiteral("\"([^\"]{%1})[^\"]+\"").arg(maxQuoted));
    QString body = message;
    body.replace(longQuote, QStringLiteral("\"\\1") + QChar(0x2026) + QLatin1Char('"'));
    return cut(printableText(text + body), maxLine);
}

} // namespace railyard
