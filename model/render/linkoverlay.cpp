#include "render/linkoverlay.h"

#include <QSet>

namespace railyard {

QList<QPair<QColor, QString>> LinkOverlay::legendEntries() const
{
    QSet<int> used;
    for (int key : cables)
        used.insert(key);
    for (int key : devicePairs)
        used.insert(key);
    for (const ExtraLink &l : extraLinks)
        used.insert(l.key);
    QList<QPair<QColor, QString>> entries;
    for (int key = 0; key < int(keys.size()); ++key)
        if (used.contains(key)) entries.append({keys[size_t(key)].colour, keys[size_t(key)].name});
    return entries;
}

} // namespace railyard
