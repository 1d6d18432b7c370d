#include "core/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

#include <memory>
#include <vector>

namespace railyard {

namespace {

// The translators installed now; kept so a second call can take them out again.
std::vector<std::unique_ptr<QTranslator>> &installed()
{
    static std::vector<std::unique_ptr<QTranslator>> translators;
    return translators;
}

QString &installedName()
{
    static QString name = QStringLiteral("en");
    return name;
}

} // namespace

QStringList translatedLanguages()
{
    return {QStringLiteral("de"), QStringLiteral("zh_CN")};
}

QString systemLanguage()
{
    // uiLanguages() lists what the user asked for, best first: "de-DE", "de", "en-US" …
    for (const QString &wanted : QLocale::system().uiLanguages()) {
        const QLocale locale(wanted);
        if (locale.language() == QLocale::English) return QStringLiteral("en");
        for (const QString &have : translatedLanguages())
            if (QLocale(have).language() == locale.language()) return have;
    }
    return QStringLiteral("en");
}

bool installTranslations(const QString &language)
{
    for (const auto &t : installed())
        QCoreApplication::removeTranslator(t.get());
    installed().clear();
    installedName() = QStringLiteral("en");
    if (language == QLatin1String("en")) {
        // English is the source language; only its plurals need a file ("%n warning(s)": 1 warning).
        auto plurals = std::make_unique<QTranslator>();
        if (plurals->load(QStringLiteral(":/i18n/railyard_en.qm"))) {
            QCoreApplication::installTranslator(plurals.get());
            installed().push_back(std::move(plurals));
        }
        return true;
    }
    if (!translatedLanguages().contains(language)) return false;
    auto own = std::make_unique<QTranslator>();
    // Embedded by qt_add_translations (model/CMakeLists.txt).
    if (!own->load(QStringLiteral(":/i18n/railyard_%1.qm").arg(language))) return false;
    QCoreApplication::installTranslator(own.get());
    installed().push_back(std::move(own));
    installedName() = language;
    // Qt's own texts (Cancel, Yes, the file dialog) from the system's Qt translations, where installed.
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(QStringLiteral("qtbase_%1").arg(language),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        installed().push_back(std::move(qt));
    }
    return true;
}

QLocale localeForLanguage(const QString &language)
{
    const QLocale system = QLocale::system();
    const QLocale wanted(language);
    if (system.language() == wanted.language() && system.language() != QLocale::C) return system;
    return wanted;
}

QString installedLanguage()
{
    return installedName();
}

QLocale documentLocale()
{
    return localeForLanguage(installedName());
}

} // namespace railyard
