#pragma once

#include <QEventLoop>
#include <QFutureWatcher>
#include <QProgressDialog>
#include <QPromise>
#include <QString>
#include <QThreadPool>
#include <QTimer>

#include "common/inputblocker.h"
#include "core/feedback.h"
#include "core/logging.h"

#include <atomic>
#include <functional>
#include <limits>
#include <memory>
#include <optional>

namespace railyard {

// The pool Railyard's own work runs on. Not Qt's global pool: Qt's raster engine splits large fills over
// that one and waits for them on the GUI thread, so while it freed or laid out a million-GPU design (seconds)
// painting a hint card after File ▸ New waited half a second. Its destructor waits for what still runs.
inline QThreadPool &workPool()
{
    static QThreadPool pool;
    return pool;
}

// Starts `work` on the work pool; its result arrives through the future (watch it with a QFutureWatcher).
// `work` must only touch what it owns.
template <typename T> QFuture<T> runOnPool(std::function<T()> work)
{
    auto promise = std::make_shared<QPromise<T>>();
    QFuture<T> future = promise->future();
    workPool().start([promise, work = std::move(work)] {
        promise->start();
        promise->addResult(work());
        promise->finish();
    });
    return future;
}

// Frees `owned` on the work pool, where a large design or its validator take their second: it must not be
// shared with anything the GUI thread still uses, beyond implicitly shared data.
template <typename T> void freeOnPool(T owned)
{
    workPool().start([held = std::make_shared<T>(std::move(owned))]() mutable { held.reset(); });
}

// A progress dialog over its window that stays up until the work ends (neither a full bar nor Cancel closes
// or resets it): what every long job of the window shows.
inline void setUpProgressDialog(QProgressDialog &dialog)
{
    dialog.setWindowModality(Qt::WindowModal);
    dialog.setAutoReset(false);
    dialog.setAutoClose(false);
}

// Shows in a progress dialog what a job's feedback says: its phase (else `label`) as the text, and how far it
// is once it knows its total; a busy bar (no maximum) stays busy until then. Called as the dialog polls.
inline void showFeedback(QProgressDialog &progress, const Feedback &feedback, const QString &label)
{
    const QString phase = feedback.phase();
    progress.setLabelText(phase.isEmpty() ? label : phase);
    if (feedback.total() > 0) progress.setMaximum(1000);
    if (progress.maximum() > 0) progress.setValue(feedback.perMille());
}

// Runs `work` on the thread pool while the window repaints but takes no input (InputBlocker, from the first
// moment): after a moment a modal progress dialog with Cancel appears, a busy bar until the work reports how
// far it is through its Feedback, its phase as the text. Returns the result, or nullopt when the user
// cancelled: the feedback is cancelled, so work that asks stops early; what it returns is dropped unseen.
// `work` must only touch what it owns.
template <typename T>
std::optional<T> runInBackground(QWidget *parent, const QString &label, std::function<T(Feedback &)> work)
{
    const InputBlocker blocker(parent);
    auto feedback = std::make_shared<Feedback>();
    QFutureWatcher<T> watcher;
    watcher.setFuture(runOnPool<T>([work = std::move(work), feedback] { return work(*feedback); }));
    QProgressDialog progress(label, QProgressDialog::tr("Cancel"), 0, 0, parent);
    setUpProgressDialog(progress);
    // A busy bar gets no setValue() calls, which is what shows a QProgressDialog by itself: show it after a
    // moment, so that quick work does not flash a dialog.
    progress.setMinimumDuration(std::numeric_limits<int>::max());
    QTimer::singleShot(400, &progress, [&progress] { progress.show(); });
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &progress,
                     [&progress, feedback, label] { showFeedback(progress, *feedback, label); });
    poll.start(100);
    QEventLoop loop;
    QObject::connect(&watcher, &QFutureWatcherBase::finished, &loop, &QEventLoop::quit);
    QObject::connect(&progress, &QProgressDialog::canceled, &loop, [&loop, feedback] {
        feedback->cancel();
        loop.quit();
    });
    qCDebug(lcJobs) << "started:" << label;
    if (!watcher.isFinished()) loop.exec();
    if (!watcher.isFinished()) {
        qCDebug(lcJobs) << "cancelled, left to finish unseen:" << label;
        return std::nullopt;
    }
    qCDebug(lcJobs) << "finished:" << label;
    return watcher.result();
}

// Runs `work` on the thread pool with a progress dialog whose bar follows what the work reports through its
// Feedback; Cancel cancels the feedback, and the work ends (and returns its cancelled result) as soon as it
// asks. The GUI thread only polls the feedback: nothing processes events from inside the work, and the window
// repaints while it runs but takes no input (InputBlocker, from the first moment). The phase the work
// reports, if any, becomes the dialog's text. `work` must only touch what it owns. `cancellable` false: no
// Cancel button, for work that cannot stop half-way (a save).
template <typename T>
T runWithProgress(QWidget *parent, const QString &label, std::function<T(Feedback &)> work,
                  bool cancellable = true)
{
    const InputBlocker blocker(parent);
    auto feedback = std::make_shared<Feedback>();
    QFutureWatcher<T> watcher;
    watcher.setFuture(runOnPool<T>([work = std::move(work), feedback] { return work(*feedback); }));
    // A busy bar until the work says how far it is (a save never does), shown after a moment.
    QProgressDialog progress(label, QProgressDialog::tr("Cancel"), 0, 0, parent);
    setUpProgressDialog(progress);
    if (!cancellable) progress.setCancelButton(nullptr);
    progress.setMinimumDuration(std::numeric_limits<int>::max());
    QTimer::singleShot(400, &progress, [&progress] { progress.show(); });
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &progress, [&progress, feedback, label] {
        if (progress.wasCanceled()) feedback->cancel(); // cancelled other than by its button
        showFeedback(progress, *feedback, label);
    });
    poll.start(100);
    QObject::connect(&progress, &QProgressDialog::canceled, &progress, [feedback] { feedback->cancel(); });
    QEventLoop loop;
    QObject::connect(&watcher, &QFutureWatcherBase::finished, &loop, &QEventLoop::quit);
    qCDebug(lcJobs) << "started:" << label;
    if (!watcher.isFinished()) loop.exec();
    qCDebug(lcJobs) << (feedback->isCancelled() ? "cancelled:" : "finished:") << label;
    return watcher.result();
}

} // namespace railyard
