#include "commands/valuecommands.h"
#include "common/lengthspinbox.h"
#include "common/preferences.h"
#include "controllers/autosave.h"
#include "controllers/validationcontroller.h"
#include "core/language.h"
#include "dialogs/preferencesdialog.h"
#include "document/document.h"
#include "floorplan/floorplanscene.h"
#include "floorplan/floorplanview.h"
#include "panels/propertiespanel.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>

using namespace railyard;

namespace {

// Each test starts from no saved preferences and leaves none (nor feet) behind for the others.
struct CleanPreferences
{
    CleanPreferences() { QSettings().clear(); }
    ~CleanPreferences()
    {
        QSettings().clear();
        setDisplayLengthUnit(LengthUnit::Metres);
    }
};

void choose(QComboBox *box, const QVariant &value)
{
    REQUIRE(box);
    const int index = box->findData(value);
    REQUIRE(index >= 0);
    box->setCurrentIndex(index);
}

} // namespace

TEST_CASE("Preferences: each one changed in the dialog is saved with QSettings and read back",
          "[views][preferences]")
{
    CleanPreferences clean;
    const Preferences defaults = Preferences::load();
    CHECK(defaults == Preferences::defaults());

    PreferencesDialog dialog(defaults);
    choose(dialog.findChild<QComboBox *>(QStringLiteral("language")), QStringLiteral("de"));
    dialog.findChild<QSpinBox *>(QStringLiteral("autosave"))->setValue(7);
    choose(dialog.findChild<QComboBox *>(QStringLiteral("labelTemplate")), QStringLiteral("wrap"));
    choose(dialog.findChild<QComboBox *>(QStringLiteral("paper")), int(Paper::Letter));
    choose(dialog.findChild<QComboBox *>(QStringLiteral("zplDpi")), 300);
    choose(dialog.findChild<QComboBox *>(QStringLiteral("lengthUnit")), int(LengthUnit::Feet));
    dialog.findChild<QDoubleSpinBox *>(QStringLiteral("floorGrid"))->setValue(1.2);
    const Preferences chosen = dialog.preferences();
    chosen.save();

    const Preferences read = Preferences::load();
    CHECK(read.language == QLatin1String("de"));
    CHECK(read.effectiveLanguage() == QLatin1String("de"));
    CHECK(read.autosaveMinutes == 7);
    CHECK(read.labelTemplate == QLatin1String("wrap"));
    CHECK(read.paper == Paper::Letter);
    CHECK(read.zplDpi == 300);
    CHECK(read.lengthUnit == LengthUnit::Feet);
    CHECK(read.floorGridM == Approx(1.2));
    CHECK(read == chosen);

    // Shown again, the dialog holds what was saved; Restore Defaults puts the defaults back.
    PreferencesDialog again(read);
    CHECK(again.preferences() == read);
    again.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::RestoreDefaults)->click();
    CHECK(again.preferences() == Preferences::defaults());

    // Values no dialog writes (an edited settings file) fall back to the defaults.
    QSettings().setValue(QStringLiteral("autosave/minutes"), 0);
    QSettings().setValue(QStringLiteral("labels/zplDpi"), 150);
    QSettings().setValue(QStringLiteral("language"), QStringLiteral("tlh"));
    const Preferences odd = Preferences::load();
    CHECK(odd.autosaveMinutes == defaults.autosaveMinutes);
    CHECK(odd.zplDpi == defaults.zplDpi);
    CHECK(odd.language.isEmpty());
}

TEST_CASE("Preferences take effect in the window: autosave, floor grid and lengths in feet",
          "[views][preferences]")
{
    CleanPreferences clean;
    MainWindow window;
    window.show();
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    Document *doc = window.document();
    FloorPlanScene *floor = window.views()->floorPlanView->floorPlan();
    CHECK(window.controllers().autosaver->interval() == 3 * 60 * 1000);
    CHECK(floor->snap(QPointF(100, 100)) == QPointF(120, 120)); // 0.6 m tiles: 60 cm

    // A cable too short for its route, so that an issue's text holds lengths.
    const int cable = *doc->design().cables().live().begin();
    doc->push(setCableLength(doc, {cable}, 0.5));
    window.controllers().validation->flush();
    const auto lengthIssue = [&](const char *unit) {
        for (const Issue &issue : window.controllers().validation->issues())
            if (issue.rule == Rule::LengthShort && issue.message.contains(QLatin1String(unit))) return true;
        return false;
    };
    REQUIRE(lengthIssue(" m"));

    Preferences p = window.preferences();
    p.autosaveMinutes = 10;
    p.floorGridM = 1.0;
    p.lengthUnit = LengthUnit::Feet;
    window.applyPreferences(p);
    CHECK(window.controllers().autosaver->interval() == 10 * 60 * 1000);
    CHECK(floor->snap(QPointF(140, 40)) == QPointF(100, 0));
    window.controllers().validation->flush();
    CHECK(lengthIssue(" ft"));
    CHECK_FALSE(lengthIssue(" m;"));

    // The cable's length is edited in feet and stored in metres.
    window.find(doc->design().cables().at(cable).id);
    QApplication::processEvents();
    LengthSpinBox *length = nullptr;
    for (LengthSpinBox *box : window.docks()->propertiesPanel->findChildren<LengthSpinBox *>())
        if (box->isVisible()) length = box;
    REQUIRE(length);
    CHECK(length->suffix() == QLatin1String(" ft"));
    CHECK(length->value() == Approx(0.5 / 0.3048).epsilon(0.01));
    length->setValue(10);
    CHECK(doc->design().cables().at(cable).lengthM == Approx(3.048));
}

TEST_CASE("Preferences: the language note and Restore Defaults never make rows run into each other",
          "[views][preferences][regression]")
{
    CleanPreferences clean;
    REQUIRE(installTranslations(QStringLiteral("de"))); // the longer texts wrap
    struct English
    {
        ~English() { installTranslations(QStringLiteral("en")); }
    } english;
    Preferences saved = Preferences::defaults();
    saved.language = QStringLiteral("de");
    PreferencesDialog dialog(saved);
    dialog.show();
    QApplication::processEvents();
    // As a window manager leaves it: as tall as it first asked to be, and narrow enough for the notes to
    // wrap.
    dialog.resize(560, dialog.height());
    QApplication::processEvents();
    auto *language = dialog.findChild<QComboBox *>(QStringLiteral("language"));
    REQUIRE(language);
    const auto noOverlap = [&] {
        QApplication::processEvents();
        QList<QRect> boxes;
        for (QWidget *w : dialog.findChildren<QWidget *>())
            if (w->isVisible() && w->parentWidget() == &dialog &&
                (qobject_cast<QLabel *>(w) || qobject_cast<QComboBox *>(w) ||
                 qobject_cast<QAbstractSpinBox *>(w)))
                boxes << w->geometry();
        for (qsizetype i = 0; i < boxes.size(); ++i)
            for (qsizetype j = i + 1; j < boxes.size(); ++j) {
                INFO(boxes[i].x() << "," << boxes[i].y() << " " << boxes[i].width() << "x"
                                  << boxes[i].height() << " and " << boxes[j].x() << "," << boxes[j].y()
                                  << " " << boxes[j].width() << "x" << boxes[j].height());
                CHECK_FALSE(boxes[i].intersects(boxes[j]));
            }
    };
    language->setCurrentIndex(language->findData(QStringLiteral("en"))); // the note appears
    noOverlap();
    QPushButton *restore = nullptr;
    for (QPushButton *b : dialog.findChildren<QPushButton *>())
        if (b->text() == QLatin1String("Voreinstellungen")) restore = b;
    REQUIRE(restore);
    restore->click();
    noOverlap();
}
