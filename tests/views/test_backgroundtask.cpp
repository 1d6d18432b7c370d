// Long work in the window runs on the thread pool: the window repaints, a progress dialog follows the work,
// and Cancel stops it — without processing events from inside the work.
#include "common/backgroundtask.h"
#include "dialogsupport.h"

#include <QProgressDialog>
#include <QPushButton>
#include <QTest>
#include <QThread>
#include <QWidget>

#include <catch2/catch.hpp>

#include <atomic>

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

TEST_CASE("runInBackground shows the work's phase and progress, and Cancel stops the work and drops it",
          "[views][background]")
{
    QWidget window;
    window.show();
    std::atomic<bool> stopped{false};
    QString shownText;
    int shownMaximum = -1;
    onNextDialog<QProgressDialog>([&](QProgressDialog *dialog) {
        // Until the work says how far it is the bar is busy; then it follows.
        for (int waited = 0; dialog->maximum() != 1000 && waited < 5000; waited += 20)
            QTest::qWait(20);
        shownText = dialog->labelText();
        shownMaximum = dialog->maximum();
        dialog->findChild<QPushButton *>()->click();
    });
    const std::optional<int> result =
        runInBackground<int>(&window, QStringLiteral("Working"), [&](Feedback &f) {
            f.setPhase(QStringLiteral("Judging links"));
            int i = 0;
            for (; i < 4000 && f.setProgress(i, 4000); ++i)
                QThread::msleep(5);
            stopped = i < 4000;
            return i;
        });
    CHECK_FALSE(result.has_value());
    CHECK(shownText == QLatin1String("Judging links"));
    CHECK(shownMaximum == 1000);
    // The work saw the cancel and stopped early (it goes on unseen on the pool meanwhile).
    for (int waited = 0; !stopped && waited < 5000; waited += 20)
        QThread::msleep(20);
    CHECK(stopped);
}
