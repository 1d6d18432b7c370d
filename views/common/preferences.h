#pragma once

#include "core/numberformat.h"
#include "export/paper.h"

#include <QString>

namespace railyard {

// What the user sets in Edit ▸ Preferences, kept with QSettings. The defaults follow the system: feet and US
// Letter where it measures in US units, its language. The design itself never changes with them.
struct Preferences
{
    QString language;        // empty: the system's; else "en", "de", "zh_CN"
    int autosaveMinutes = 3; // how often unsaved work is written aside for crash recovery
    QString labelTemplate = QStringLiteral("default");
    Paper paper = Paper::A4;
    int zplDpi = 203;
    LengthUnit lengthUnit = LengthUnit::Metres;
    double floorGridM = 0.6; // where racks dragged on the floor plan land

    static Preferences defaults();
    // The saved preferences; what is not saved (or not valid) is the default.
    static Preferences load();
    void save() const;
    // The language the application runs in: the chosen one, or the system's.
    QString effectiveLanguage() const;
    // Makes the process-wide parts take effect: the length unit. The language and its number formats are
    // installed once at start-up (applyLanguage), as every window's texts are made then.
    void applyUnits() const;
    static void applyLanguage(const QString &language);

    bool operator==(const Preferences &) const = default;
};

} // namespace railyard
