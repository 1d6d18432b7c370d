// File ▸ Import and File ▸ Export are built from the registry of jobs (issue 31): every menu item a job
// declares is there, in the registry's order, and does the window's flow for that job.
#include "commands/valuecommands.h"
#include "controllers/exportcontroller.h"
#include "designfixtures.h"
#include "dialogs/joboptionsdialog.h"
#include "dialogsupport.h"
#include "document/document.h"
#include "export/cableorder.h"
#include "export/cableschedule.h"
#include "jobs/jobregistry.h"
#include "menusupport.h"
#include "testsupport.h"
#include "window/mainwindow.h"

#include <catch2/catch.hpp>

#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QSettings>
#include <QTemporaryDir>
#include <QUndoStack>

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

TEST_CASE("File Export Cable Schedule runs the job from its options and formats alone, on the open design",
          "[views][jobs][exports]")
{
    MainWindow window;
    window.show();
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    QAction *action = menuAction(window.menuBar(), {QStringLiteral("File"), QStringLiteral("Export"),
                                                    QString::fromUtf8("Cable Schedule…")});
    REQUIRE(action);
    // An edit not saved yet: the job works on the design as it is open, not on its file.
    const Design &d = window.document()->design();
    const int cable = *d.cables().live().begin();
    const QString relabelled = QStringLiteral("NEW-LABEL-1");
    window.document()->undoStack()->push(setCableLabel(window.document(), {cable}, relabelled));
    REQUIRE(d.cables().at(cable).label == relabelled);
    QSettings().remove(QStringLiteral("jobs/cable-schedule")); // the choices of earlier runs
    QTemporaryDir dir;
    QStringList choices;
    QString fileTitle, filters, suggested;
    onNextDialog<JobOptionsDialog>([&](JobOptionsDialog *options) {
        auto *order = options->findChild<QComboBox *>();
        REQUIRE(order);
        for (int i = 0; i < order->count(); ++i)
            choices << order->itemData(i).toString();
        CHECK(order->currentData().toString() == QLatin1String("rack")); // the job's default
        order->setCurrentIndex(order->findData(QStringLiteral("far-end")));
        onNextDialog<QDialog>([&](QDialog *shown) {
            auto *files = qobject_cast<QFileDialog *>(shown);
            REQUIRE(files);
            fileTitle = files->windowTitle();
            filters = files->nameFilters().join(QLatin1Char(';'));
            suggested = files->selectedFiles().value(0);
            files->setDirectory(dir.path());
        });
    });
    action->trigger();
    CHECK(choices == QStringList{QStringLiteral("rack"), QStringLiteral("far-end"), QStringLiteral("cable")});
    CHECK(fileTitle == QLatin1String("Export Cable Schedule"));
    CHECK(suggested.endsWith(QLatin1String(" cable schedule.csv")));
    CHECK(filters.contains(QLatin1String("(*.csv)")));
    const QStringList written = QDir(dir.path()).entryList(QDir::Files);
    REQUIRE(written.size() == 1);
    CHECK(written.front().endsWith(QLatin1String(".csv")));
    const QByteArray csv = readFile(dir.filePath(written.front()));
    CHECK(csv == cableScheduleCsv(window.document()->design(), CableOrder::FarEnd));
    CHECK(csv.contains(relabelled.toUtf8()));
    // The next export offers what was chosen.
    QString offered;
    onNextDialog<JobOptionsDialog>([&](JobOptionsDialog *options) {
        offered = options->findChild<QComboBox *>()->currentData().toString();
        options->reject();
    });
    action->trigger();
    CHECK(offered == QLatin1String("far-end"));
}

TEST_CASE("A job the window runs says why it failed and writes nothing", "[views][jobs][exports]")
{
    MainWindow window;
    window.show();
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    const Job *job = findJob(QStringLiteral("cable-schedule"));
    REQUIRE(job);
    QTemporaryDir dir;
    const QString wrong = dir.filePath(QStringLiteral("schedule.txt"));
    QString said;
    onNextDialog<QMessageBox>([&](QMessageBox *box) { said = box->text(); });
    CHECK_FALSE(window.controllers().exports->runExportJob(*job, QStringLiteral("Cable Schedule"),
                                                           JobParameters(job->options), wrong));
    CHECK(said.contains(QLatin1String("the cable schedule is written as .csv")));
    CHECK_FALSE(said.contains(QLatin1String("railyard-cli")));
    CHECK_FALSE(QFileInfo::exists(wrong));
}
