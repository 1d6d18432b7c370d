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

// The language installTranslations() installed last ("en" before any call).
QString installedLanguage();

// The locale of documents written for people — the quote PDF's prices and counts — in the installed language:
// `railyard-cli bom --lang de` writes 1.450,00 as the German BOM window does, while the CLI's own output
// keeps the C locale.
QLocale documentLocale();

} // namespace railyard
