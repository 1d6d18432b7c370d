#pragma once

#include <QElapsedTimer>
#include <QFile>
#include <QObject>
#include <QTimer>

namespace railyard {

// Measures how responsive the window is: the GUI thread's event loop is asked to come back every 10 ms, and
// each time it came back later than `threshold` is a stall, written to `file` as a line "<ms since start>
// <stall ms>"; at the end, the count and the longest. The numbers of docs/performance.md come from it
// (RAILYARD_STALLS=FILE railyard DESIGN).
class StallWatch : public QObject
{
public:
    StallWatch(const QString &file, int thresholdMs, QObject *parent = nullptr);
    ~StallWatch() override;

private:
    void tick();

    QFile m_file;
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
    int m_threshold;
    int m_stalls = 0;
    qint64 m_longest = 0;
};

} // namespace railyard
