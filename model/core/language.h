#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

namespace railyard {

// The languages Railyard's texts are translated into ("de", "zh_CN"). English is the source language and
// needs no translation.
QStringList translatedLanguages();

// The translated language the system's preferred languages ask for first (LANGUAGE, LANG …), or "en".
QString systemLanguage();

// Installs the translations of a language ("de", "zh_CN"; "en" removes them) into the application: Railyard's
// own texts and Qt's (the buttons of standard dialogs). Replaces the ones installed before. False, with
// nothing installed, when the language has no translation.
bool installTranslations(const QString &language);

// The locale numbers are written in for a language: the system's when it speaks that language (de_AT stays
// de_AT), else the language's main one. A system without a locale (C, POSIX) gets the language's.
QLocale localeForLanguage(const QString &language);

} // namespace railyard
