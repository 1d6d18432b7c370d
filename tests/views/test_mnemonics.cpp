#include "core/language.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QCoreApplication>
#include <QMenu>
#include <QMenuBar>
#include <QStringList>

using namespace railyard;

namespace {

// The letter after the single & of a menu text ("Save &As…" → 'a'), or none.
QChar mnemonic(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&')) continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i;
            continue;
        }
        return text[i + 1].toLower();
    }
    return {};
}

// Every menu's keyboard letters, in the language installed now: no two items of a menu (nor two menus of the
// bar) share one, or Alt+letter picks the wrong item. (Items named by data, as the samples and the docks,
// have none.)
QStringList clashes(const QList<QAction *> &actions, const QString &where)
{
    QStringList found;
    QHash<QChar, QString> used;
    for (QAction *a : actions) {
        if (a->isSeparator() || a->text().isEmpty()) continue;
        const QChar letter = mnemonic(a->text());
        if (!letter.isNull()) {
            if (used.contains(letter))
                found.append(
                    QStringLiteral("%1: \"%2\" and \"%3\"").arg(where, used.value(letter), a->text()));
            used.insert(letter, a->text());
        }
        if (a->menu()) found += clashes(a->menu()->actions(), where + QStringLiteral(" ▸ ") + a->text());
    }
    return found;
}

} // namespace

TEST_CASE("Every menu item has its own keyboard letter, in every language", "[views][translations]")
{
    for (const QString &language : QStringList{QStringLiteral("en")} + translatedLanguages()) {
        REQUIRE(installTranslations(language));
        MainWindow window;
        for (QAction *menu : window.menuBar()->actions())
            CHECK_FALSE(mnemonic(menu->text()).isNull());
        CHECK(clashes(window.menuBar()->actions(), language).join(QLatin1Char('\n')).toStdString() == "");
    }
    installTranslations(QStringLiteral("en"));
}

TEST_CASE("The context menu of the rack elevations has its own keyboard letters too", "[views][translations]")
{
    // ActionSet::showContextMenu's items, with the most it shows (elevations, a rack selected).
    const char *const items[] = {"Cu&t",
                                 "&Copy",
                                 "&Paste",
                                 "&Delete",
                                 "&Fill Empty Cages…",
                                 "Connect by Ra&il…",
                                 "Print &Labels…",
                                 "Open Rack &Elevation"};
    for (const QString &language : QStringList{QStringLiteral("en")} + translatedLanguages()) {
        REQUIRE(installTranslations(language));
        QMenu menu;
        for (const char *item : items)
            menu.addAction(QCoreApplication::translate("railyard::ActionSet", item));
        CHECK(clashes(menu.actions(), language).join(QLatin1Char('\n')).toStdString() == "");
    }
    installTranslations(QStringLiteral("en"));
}
