#include "commands/valuecommands.h"
#include "controllers/autosave.h"
#include "controllers/editcontroller.h"
#include "designfixtures.h"
#include "document/document.h"
#include "io/jsondesignwriter.h"
#include "viewsupport.h"
#include "window/mainwindow.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QTimer>

#include <memory>

using namespace railyard;
using namespace railyard::test;

namespace {

// Answers the next message box with `button` once it is shown (polling, for at most ten seconds).
void answerNextMessageBox(QMessageBox::StandardButton button)
{
    auto *timer = new QTimer;
    auto tries = std::make_shared<int>(0);
    QObject::connect(timer, &QTimer::timeout, [timer, tries, button] {
        for (QWidget *w : QApplication::topLevelWidgets()) {
            if (auto *box = qobject_cast<QMessageBox *>(w); box && box->isVisible() && box->button(button)) {
                box->button(button)->click();
                timer->deleteLater();
                return;
            }
        }
        if (++*tries > 200) timer->deleteLater();
    });
    timer->start(50);
}

} // namespace

TEST_CASE("Autosave writes a recoverable copy that the next start offers to open", "[views][autosave]")
{
    OwnAutosaveFolder folder;
    QByteArray edited;
    {
        MainWindow crashed;
        REQUIRE(crashed.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
        Document *doc = crashed.document();
        doc->push(setDesignName(doc, QStringLiteral("Unsaved work")));
        doc->push(setCableLength(doc, {0}, 42));
        REQUIRE(crashed.controllers().autosaver->saveNow());
        REQUIRE(QFileInfo::exists(crashed.controllers().autosaver->path()));
        edited = writeJsonDesign(doc->design());
        // The window goes away without a clean close, as in a crash: the autosave stays.
    }
    const QList<AutosaveStore::Entry> left = AutosaveStore().entries();
    REQUIRE(left.size() == 1);
    CHECK(left.first().name == QLatin1String("Unsaved work"));

    MainWindow next;
    answerNextMessageBox(QMessageBox::Open);
    REQUIRE(next.offerRecovery());
    CHECK(writeJsonDesign(next.document()->design()) == edited);
    CHECK(next.document()->isModified()); // recovered changes are not in any file yet
    CHECK(AutosaveStore().entries().isEmpty());
}

TEST_CASE("A design closed on purpose leaves nothing to recover", "[views][autosave]")
{
    OwnAutosaveFolder folder;
    MainWindow window;
    REQUIRE(window.openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    window.document()->push(setDesignName(window.document(), QStringLiteral("Changed")));
    REQUIRE(window.controllers().autosaver->saveNow());
    REQUIRE(AutosaveStore().entries().size() == 1);
    window.controllers().autosaver->discard();
    CHECK(AutosaveStore().entries().isEmpty());
    CHECK_FALSE(window.offerRecovery());
}

TEST_CASE("A second running copy neither offers nor deletes the first copy's autosave",
          "[views][autosave][regression]")
{
    OwnAutosaveFolder folder;
    auto first = std::make_unique<MainWindow>();
    REQUIRE(first->openFile(QStringLiteral(RAILYARD_SAMPLE_PATH)));
    first->document()->push(setDesignName(first->document(), QStringLiteral("Still open")));
    REQUIRE(first->controllers().autosaver->saveNow());
    REQUIRE(AutosaveStore().entries().size() == 1);
    CHECK(AutosaveStore().orphans().isEmpty()); // held by the first window

    MainWindow second;
    CHECK_FALSE(second.offerRecovery()); // no dialog: nothing to offer
    const QString path = first->controllers().autosaver->path();
    CHECK(QFileInfo::exists(path));

    // Once the first window is gone without closing cleanly (a crash), its copy is offered.
    first.reset();
    CHECK(AutosaveStore().orphans().size() == 1);
    CHECK(QFileInfo::exists(path));
}

TEST_CASE("A failed autosave stays visible until one succeeds", "[views][autosave][regression]")
{
    OwnAutosaveFolder folder;
    MainWindow window;
    window.show();
    QLabel *problem = window.findChild<QLabel *>(QStringLiteral("autosaveProblem"));
    REQUIRE(problem);
    CHECK_FALSE(problem->isVisible());
    Q_EMIT window.controllers().autosaver->failed(QStringLiteral("disk full"));
    CHECK(problem->isVisible());
    CHECK(problem->toolTip().contains(QLatin1String("disk full")));
    window.controllers().edit->addRow(QStringLiteral("A"), 1, 42, 0, 0);
    REQUIRE(window.controllers().autosaver->saveNow());
    CHECK_FALSE(problem->isVisible());
}
