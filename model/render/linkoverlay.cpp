#include "render/linkoverlay.h"

#include <QSet>

namespace railyard {

QColor LinkOverlay::tintOfKey(int key) const
{
    const QColor c = colourOfKey(key);
    if (!c.isValid()) return c;
    const auto mix = [](int v) { return (v * 45 + 255 * 55) / 100; };
    return QColor(mix(c.red()), mix(c.green()), mix(c.blue()));
}

QList<QPair<QColor, QString>> LinkOverlay::legendEntries(bool racksOnly) const
{
    QSet<int> used;
    for (int key : racks)
        used.insert(key);
    if (!racksOnly) {
        for (int key : cables)
            used.insert(key);
        for (int key : devicePairs)
            used.insert(key);
        for (const ExtraLink &l : extraLinks)
            used.insert(l.key);
        for (int key : devices)
            used.insert(key);
    }
    QList<QPair<QColor, QString>> entries;
    for (int key = 0; key < int(keys.size()); ++key)
        if (used.contains(key)) entries.append({keys[size_t(key)].colour, keys[size_t(key)].name});
    return entries;
}

} // namespace railyard
