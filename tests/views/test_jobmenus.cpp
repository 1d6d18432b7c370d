// File ▸ Import and File ▸ Export are built from the registry of jobs (issue 31): every menu item a job
// declares is there, in the registry's order, and does the window's flow for that job.
#include "jobs/jobregistry.h"
#include "menusupport.h"
#include "window/mainwindow.h"

#include <catch2/catch.hpp>

#include <QCoreApplication>

using namespace railyard;
using namespace railyard::test;

TEST_CASE("File Import and Export list every menu item of the registry's jobs in its order", "[views][jobs]")
{
    MainWindow window;
    QMenuBar *bar = window.menuBar();
    QAction *importMenu = menuAction(bar, {QStringLiteral("File"), QStringLiteral("Import")});
    QAction *exportMenu = menuAction(bar, {QStringLiteral("File"), QStringLiteral("Export")});
    REQUIRE(importMenu);
    REQUIRE(exportMenu);
    QStringList wantImport, wantExport;
    for (const Job &job : jobRegistry())
        for (const JobMenuItem &item : job.menuItems) {
            const bool import = item.menu == JobMenuItem::Menu::Import;
            (import ? wantImport : wantExport)
                << job.name + QLatin1Char('/') +
                       (import ? QStringLiteral("import") : QStringLiteral("export"));
        }
    const auto listed = [](QAction *menu) {
        QStringList names;
        for (QAction *a : menu->menu()->actions())
            if (a->objectName().startsWith(QLatin1String("job:")))
                names << a->objectName().mid(4);
            else if (!a->isSeparator())
                names << QStringLiteral("(not a job: %1)").arg(a->text());
        return names;
    };
    CHECK(listed(importMenu) == wantImport);
    CHECK(listed(exportMenu) == wantExport);
    CHECK(wantImport.contains(QStringLiteral("import-netbox/import")));
    CHECK(wantExport.contains(QStringLiteral("pull-list/export")));
    // The titles are the jobs' own, translated where the window's menu texts are.
    for (const Job &job : jobRegistry())
        for (const JobMenuItem &item : job.menuItems) {
            QAction *menu = item.menu == JobMenuItem::Menu::Import ? importMenu : exportMenu;
            const QString title = QCoreApplication::translate("railyard::ActionSet", item.title);
            bool found = false;
            for (QAction *a : menu->menu()->actions())
                found = found || a->text() == title;
            CHECK(found);
        }
    CHECK(menuAction(bar,
                     {QStringLiteral("File"), QStringLiteral("Export"), QStringLiteral("Quote or BOM File…")})
              ->shortcut() == QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B));
}
