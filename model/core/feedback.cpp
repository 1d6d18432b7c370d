#include "core/feedback.h"

#include <QMutexLocker>

namespace railyard {

bool Feedback::setProgress(qint64 done, qint64 total)
{
    m_done = done;
    m_total = total;
    if (m_listener) m_listener(*this);
    return !m_cancelled;
}

void Feedback::setPhase(const QString &phase)
{
    {
        QMutexLocker lock(&m_mutex);
        m_phase = phase;
    }
    if (m_listener) m_listener(*this);
}

void Feedback::note(const QString &text)
{
    QMutexLocker lock(&m_mutex);
    m_notes.append(text);
}

int Feedback::perMille() const
{
    const qint64 total = m_total;
    return total > 0 ? int(1000 * qBound<qint64>(0, m_done, total) / total) : 0;
}

QString Feedback::phase() const
{
    QMutexLocker lock(&m_mutex);
    return m_phase;
}

QStringList Feedback::notes() const
{
    QMutexLocker lock(&m_mutex);
    return m_notes;
}

} // namespace railyard
