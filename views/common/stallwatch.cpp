#include "common/stallwatch.h"

namespace railyard {

namespace {
constexpr int interval = 10; // ms
}

StallWatch::StallWatch(const QString &file, int thresholdMs, QObject *parent)
    : QObject(parent), m_file(file), m_threshold(thresholdMs)
{
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text)) {
        qWarning("railyard: cannot write the stall log %s: %s", qPrintable(file),
                 qPrintable(m_file.errorString()));
        return;
    }
    m_timer.setTimerType(Qt::PreciseTimer);
    m_timer.setInterval(interval);
    connect(&m_timer, &QTimer::timeout, this, &StallWatch::tick);
    m_clock.start();
    m_timer.start();
}

StallWatch::~StallWatch()
{
    if (!m_file.isOpen()) return;
    m_file.write(QStringLiteral("# %1 stalls over %2 ms, the longest %3 ms, in %4 s\n")
                     .arg(m_stalls)
                     .arg(m_threshold)
                     .arg(m_longest)
                     .arg(double(m_clock.elapsed()) / 1000.0, 0, 'f', 1)
                     .toUtf8());
}

void StallWatch::tick()
{
    const qint64 now = m_clock.elapsed();
    const qint64 stall = now - m_last - interval;
    m_last = now;
    if (stall <= m_threshold) return;
    ++m_stalls;
    m_longest = std::max(m_longest, stall);
    m_file.write(QStringLiteral("%1 %2\n").arg(now - stall).arg(stall).toUtf8());
    m_file.flush();
}

} // namespace railyard
