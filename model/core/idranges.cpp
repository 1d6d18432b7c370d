#include "core/idranges.h"

#include "core/naturalorder.h"

#include <algorithm>

namespace railyard {

namespace {

// An id split before its trailing digits: "SU2-R07" is ("SU2-R", 7, width 2); no digits, number -1.
struct Numbered
{
    QString prefix;
    qint64 number = -1;
    qsizetype width = 0;
};

Numbered split(const QString &id)
{
    qsizetype i = id.size();
    while (i > 0 && id[i - 1].isDigit())
        --i;
    const qsizetype width = id.size() - i;
    if (width == 0 || width > 15) return {id, -1, 0};
    return {id.left(i), id.mid(i).toLongLong(), width};
}

} // namespace

QString idRanges(QStringList ids, int maxRuns)
{
    std::sort(ids.begin(), ids.end(), naturalLess);
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    QStringList runs;
    for (qsizetype i = 0; i < ids.size();) {
        const Numbered first = split(ids[i]);
        qsizetype j = i + 1;
        while (first.number >= 0 && j < ids.size()) {
            const Numbered next = split(ids[j]);
            if (next.prefix != first.prefix || next.width != first.width ||
                next.number != first.number + (j - i))
                break;
            ++j;
        }
        // Two in a row read better as a list than as a range.
        if (j - i >= 3)
            runs << ids[i] + QChar(0x2013) + ids[j - 1];
        else
            for (qsizetype k = i; k < j; ++k)
                runs << ids[k];
        i = j;
    }
    if (maxRuns > 0 && runs.size() > maxRuns) {
        runs = runs.mid(0, maxRuns);
        runs << QStringLiteral("…");
    }
    return runs.join(QStringLiteral(", "));
}

} // namespace railyard
