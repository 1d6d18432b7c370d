#include "core/idproblem.h"

#include <QCoreApplication>

#include <algorithm>

namespace railyard {

namespace {

bool isNoncharacter(char32_t c)
{
    return (c >= 0xFDD0 && c <= 0xFDEF) || (c & 0xFFFE) == 0xFFFE;
}

} // namespace

QString idProblem(const QString &text)
{
    // Without a UCS-4 copy: every reader and the generator ask this of every id and label. The length is in
    // characters, not UTF-16 units (an emoji is one), and is said first.
    if (text.size() > maxIdLength) {
        const qsizetype characters = text.size() - std::count_if(text.cbegin(), text.cend(),
                                                                 [](QChar c) { return c.isLowSurrogate(); });
        if (characters > maxIdLength)
            return QCoreApplication::translate("DesignLimits",
                                               "is %1 characters long; at most %2 are allowed")
                .arg(characters)
                .arg(maxIdLength);
    }
    for (qsizetype i = 0; i < text.size(); ++i) {
        char32_t c = text[i].unicode();
        if (QChar::isHighSurrogate(c) && i + 1 < text.size() && text[i + 1].isLowSurrogate())
            c = QChar::surrogateToUcs4(char16_t(c), text[++i].unicode());
        if (c < 0x20 || (c >= 0x7F && c < 0xA0))
            return QCoreApplication::translate("DesignLimits", "holds the control character U+%1")
                .arg(QString::number(uint(c), 16).toUpper().rightJustified(4, QLatin1Char('0')));
        if (isNoncharacter(c) || c == 0xFEFF)
            return QCoreApplication::translate("DesignLimits", "holds U+%1, which is not a character")
                .arg(QString::number(uint(c), 16).toUpper());
    }
    return {};
}

} // namespace railyard
