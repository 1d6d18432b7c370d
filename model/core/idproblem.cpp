#include "core/idproblem.h"

#include <QCoreApplication>

namespace railyard {

namespace {

bool isNoncharacter(char32_t c)
{
    return (c >= 0xFDD0 && c <= 0xFDEF) || (c & 0xFFFE) == 0xFFFE;
}

} // namespace

QString idProblem(const QString &text)
{
    // Characters, not UTF-16 units: an emoji is one.
    if (text.size() > maxIdLength)
        if (const qsizetype characters = text.toUcs4().size(); characters > maxIdLength)
            return QCoreApplication::translate("DesignLimits",
                                               "is %1 characters long; at most %2 are allowed")
                .arg(characters)
                .arg(maxIdLength);
    for (const char32_t c : text.toUcs4()) {
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
