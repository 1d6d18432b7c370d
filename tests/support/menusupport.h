#pragma once

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QStringList>

namespace railyard::test {

// The action at a menu path such as {"File", "Import", "Discovered Topology…"}, matched without the
// keyboard letters' ampersands; nullptr when there is none.
inline QAction *menuAction(QMenuBar *bar, const QStringList &path)
{
    QList<QAction *> actions = bar->actions();
    QAction *found = nullptr;
    for (const QString &name : path) {
        found = nullptr;
        for (QAction *a : actions)
            if (a->text().remove(QLatin1Char('&')) == name) found = a;
        if (!found) return nullptr;
        if (found->menu()) actions = found->menu()->actions();
    }
    return found;
}

} // namespace railyard::test
