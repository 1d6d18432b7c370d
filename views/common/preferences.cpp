#include "common/preferences.h"

#include "core/language.h"

#include <QLocale>
#include <QSettings>

namespace railyard {

namespace {

// The settings keys. labels/template and labels/zplDpi are also the label dialog's memory of the last choice.
const QString languageKey = QStringLiteral("language");
const QString autosaveKey = QStringLiteral("autosave/minutes");
const QString templateKey = QStringLiteral("labels/template");
const QString paperKey = QStringLiteral("paper");
const QString dpiKey = QStringLiteral("labels/zplDpi");
const QString unitKey = QStringLiteral("units/length");
const QString gridKey = QStringLiteral("floorPlan/gridMetres");

} // namespace

Preferences Preferences::defaults()
{
    Preferences p;
    if (QLocale::system().measurementSystem() == QLocale::ImperialUSSystem) {
        p.paper = Paper::Letter;
        p.labelTemplate = QStringLiteral("letter");
        p.lengthUnit = LengthUnit::Feet;
    }
    return p;
}

Preferences Preferences::load()
{
    const QSettings s;
    Preferences p = defaults();
    const QString language = s.value(languageKey).toString();
    if (language == QLatin1String("en") || translatedLanguages().contains(language)) p.language = language;
    const int minutes = s.value(autosaveKey, p.autosaveMinutes).toInt();
    if (minutes >= 1 && minutes <= 60) p.autosaveMinutes = minutes;
    p.labelTemplate = s.value(templateKey, p.labelTemplate).toString();
    if (s.contains(paperKey))
        p.paper = s.value(paperKey).toString() == QLatin1String("letter") ? Paper::Letter : Paper::A4;
    const int dpi = s.value(dpiKey, p.zplDpi).toInt();
    if (dpi == 203 || dpi == 300) p.zplDpi = dpi;
    if (s.contains(unitKey))
        p.lengthUnit =
            s.value(unitKey).toString() == QLatin1String("ft") ? LengthUnit::Feet : LengthUnit::Metres;
    const double grid = s.value(gridKey, p.floorGridM).toDouble();
    if (grid >= 0.05 && grid <= 5) p.floorGridM = grid;
    return p;
}

void Preferences::save() const
{
    QSettings s;
    if (language.isEmpty())
        s.remove(languageKey);
    else
        s.setValue(languageKey, language);
    s.setValue(autosaveKey, autosaveMinutes);
    s.setValue(templateKey, labelTemplate);
    s.setValue(paperKey, paper == Paper::Letter ? QStringLiteral("letter") : QStringLiteral("a4"));
    s.setValue(dpiKey, zplDpi);
    s.setValue(unitKey, lengthUnit == LengthUnit::Feet ? QStringLiteral("ft") : QStringLiteral("m"));
    s.setValue(gridKey, floorGridM);
}

QString Preferences::effectiveLanguage() const
{
    return language.isEmpty() ? systemLanguage() : language;
}

void Preferences::applyUnits() const
{
    setDisplayLengthUnit(lengthUnit);
}

void Preferences::applyLanguage(const QString &language)
{
    installTranslations(language);
    QLocale::setDefault(localeForLanguage(language));
}

} // namespace railyard
