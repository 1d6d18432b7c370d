#pragma once

#include <QByteArray>

#include <cstring>

namespace railyard {

// Where UTF-8's byte-order mark (EF BB BF) is in `data` from `from`, or -1. Its first byte is rare in JSON
// text (only in characters U+F000 to U+FFFF): memchr over a 100 MB design takes a few milliseconds where a
// search for the three bytes took 70.
inline qsizetype findByteOrderMark(const QByteArray &data, qsizetype from = 0)
{
    const char *const begin = data.constData();
    const char *const end = begin + data.size();
    for (const char *p = begin + from; p < end; ++p) {
        p = static_cast<const char *>(std::memchr(p, '\xEF', size_t(end - p)));
        if (!p) return -1;
        if (end - p >= 3 && p[1] == '\xBB' && p[2] == '\xBF') return p - begin;
    }
    return -1;
}

} // namespace railyard
