#pragma once

#include <QElapsedTimer>
#include <QFile>

#include <algorithm>
#include <vector>

namespace railyard::bench {

// A memory figure of this process from /proc/self/status ("VmHWM:" peak, "VmRSS:" now) in MiB, or -1 where
// /proc is not available.
inline double statusMemoryMiB(const char *key)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly)) return -1;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith(key))
            return line.mid(int(qstrlen(key))).trimmed().split(' ').first().toDouble() / 1024.0;
    return -1;
}

inline double peakMemoryMiB()
{
    return statusMemoryMiB("VmHWM:");
}

inline double residentMemoryMiB()
{
    return statusMemoryMiB("VmRSS:");
}

inline double seconds(const QElapsedTimer &t)
{
    return double(t.nsecsElapsed()) / 1e9;
}

// The p-th fraction (0..1) of the measurements, nearest rank.
inline double percentile(std::vector<double> v, double p)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[std::min(v.size() - 1, size_t(p * double(v.size())))];
}

} // namespace railyard::bench
