// Long work in the window runs on the thread pool: the window repaints, a progress dialog follows the work,
// and Cancel stops it — without processing events from inside the work.
#include "common/backgroundtask.h"
#include "dialogsupport.h"

#include <QProgressDialog>
#include <QPushButton>
#include <QThread>
#include <QWidget>

#include <catch2/catch.hpp>

using namespace railyard;
using namespace railyard::test;

TEST_CASE("runWithProgress works off the GUI thread, shows its progress and stops on Cancel",
          "[views][background][regression]")
{
    QWidget window;
    window.show();
    const QThread *gui = QThread::currentThread();
    std::atomic<bool> offThread{false};
    int shownValue = -1;
    onNextDialog<QProgressDialog>([&](QProgressDialog *dialog) {
        shownValue = dialog->value();
        QPushButton *cancel = dialog->findChild<QPushButton *>();
        REQUIRE(cancel);
        cancel->click(); // as the user does
    });
    const int steps = runWithProgress<int>(&window, QStringLiteral("Working"), [&](Feedback &feedback) {
        offThread = QThread::currentThread() != gui;
        int i = 0;
        for (; i < 2000; ++i) {
            if (!feedback.setProgress(i, 2000)) break;
            QThread::msleep(5);
        }
        return i;
    });
    CHECK(offThread);
    CHECK(shownValue > 0); // the bar followed the work before Cancel
    CHECK(steps < 2000);   // Cancel stopped it at its next report
    // Quick work shows no dialog and returns its result.
    CHECK(runWithProgress<int>(&window, QStringLiteral("Quick"), [](Feedback &) { return 7; }) == 7);
}
