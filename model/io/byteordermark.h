#pragma once

#include <QByteArray>

#include <cstring>

namespace railyard {

// Where UTF-8's byte-order mark (EF BB BF) is in [begin, end), or nullptr. Its first byte is rare in JSON
// text (only in characters U+F000 to U+FFFF): memchr over a 100 MB design takes a few milliseconds where a
// search for the three bytes took 70.
inline const char *findByteOrderMark(const char *begin, const char *end)
{
    for (const char *p = begin; p < end; ++p) {
        p = static_cast<const char *>(std::memchr(p, '\xEF', size_t(end - p)));
        if (!p) return nullptr;
        if (end - p >= 3 && p[1] == '\xBB' && p[2] == '\xBF') return p;
    }
    return nullptr;
}

// The same in `data` from `from`, as an offset, or -1.
inline qsizetype findByteOrderMark(const QByteArray &data, qsizetype from = 0)
{
    const char *const begin = data.constData();
    const char *const at = findByteOrderMark(begin + from, begin + data.size());
    return at ? at - begin : -1;
}

} // namespace railyard
