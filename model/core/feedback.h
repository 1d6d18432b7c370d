#pragma once

#include <QMutex>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>

namespace railyard {

// How a long job (an export, generation, verification, an import) says how far it is and what it is doing,
// learns that the user cancelled, and leaves notes for the user — one way for all of them, after QGIS's
// QgsFeedback. A job takes a `Feedback *` (null: nobody watches, nothing cancels) and stops soon after
// setProgress returns false, returning an error that is `cancelled`. One object per run, shared by the job's
// thread and whoever watches it: the numbers are atomics, the texts behind a mutex, so a window polls it from
// the GUI thread while the job runs on the pool.
class Feedback
{
public:
    // `done` of `total` steps; false once the job should stop.
    bool setProgress(qint64 done, qint64 total);
    // What the job is doing now ("Cabling"), for a progress dialog or a terminal.
    void setPhase(const QString &phase);
    // Something the user should read when the job is done (what was skipped, assumed or could not be said).
    void note(const QString &text);

    void cancel() { m_cancelled = true; }
    bool isCancelled() const { return m_cancelled; }

    qint64 done() const { return m_done; }
    qint64 total() const { return m_total; }
    // How far in per mille, 0 while the total is unknown.
    int perMille() const;
    QString phase() const;
    QStringList notes() const;

    // Called on the job's thread after each setProgress and setPhase: printing, which belongs to the GUI
    // thread, processes events there; the CLI draws a line on a terminal. Set before the job starts.
    void setListener(std::function<void(const Feedback &)> listener) { m_listener = std::move(listener); }

private:
    std::atomic<qint64> m_done{0};
    std::atomic<qint64> m_total{0};
    std::atomic<bool> m_cancelled{false};
    mutable QMutex m_mutex;
    QString m_phase;
    QStringList m_notes;
    std::function<void(const Feedback &)> m_listener;
};

} // namespace railyard
