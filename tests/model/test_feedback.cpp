// Feedback: the one way a long job reports progress, hears a cancel and leaves notes (issue 31).
#include "core/feedback.h"

#include <catch2/catch.hpp>

#include <QThread>

#include <atomic>

using namespace railyard;

TEST_CASE("Feedback reports how far a job is, its phase and notes, and says stop once cancelled",
          "[feedback]")
{
    Feedback feedback;
    CHECK(feedback.perMille() == 0); // the total is not known yet
    int heard = 0;
    feedback.setListener([&heard](const Feedback &) { ++heard; });
    CHECK(feedback.setProgress(1, 4));
    CHECK(feedback.perMille() == 250);
    feedback.setPhase(QStringLiteral("Cabling"));
    CHECK(feedback.phase() == QLatin1String("Cabling"));
    CHECK(heard == 2);
    // Past the end or below zero is clamped: a bar never runs over.
    CHECK(feedback.setProgress(9, 4));
    CHECK(feedback.perMille() == 1000);
    CHECK(feedback.setProgress(-1, 4));
    CHECK(feedback.perMille() == 0);
    feedback.note(QStringLiteral("first"));
    feedback.note(QStringLiteral("second"));
    CHECK(feedback.notes() == QStringList{QStringLiteral("first"), QStringLiteral("second")});
    CHECK_FALSE(feedback.isCancelled());
    feedback.cancel();
    CHECK(feedback.isCancelled());
    CHECK_FALSE(feedback.setProgress(2, 4));
    CHECK(feedback.done() == 2); // what was done is still said
}

TEST_CASE("A job on another thread stops at its next report after a cancel from this one", "[feedback]")
{
    Feedback feedback;
    std::atomic<qint64> stoppedAt{-1};
    QThread *job = QThread::create([&] {
        qint64 i = 0;
        while (feedback.setProgress(i, 1'000'000'000) && i < 1'000'000'000)
            ++i;
        stoppedAt = i;
    });
    job->start();
    while (feedback.done() < 1000)
        QThread::yieldCurrentThread();
    feedback.cancel();
    job->wait();
    delete job;
    CHECK(stoppedAt >= 1000);
    CHECK(stoppedAt < 1'000'000'000);
}
