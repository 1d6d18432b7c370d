#include "catalog/productmatch.h"

#include "catalog/catalog.h"

#include <QRegularExpression>
#include <QSet>

namespace railyard {

namespace {

// A model's words, upper case, by their letters and digits only: "Quantum-2 QM9700 (leaf)" → QUANTUM2,
// QM9700, LEAF.
QSet<QString> words(const QString &model)
{
    static const QRegularExpression notAlnum(QStringLiteral("[^A-Za-z0-9]"));
    QSet<QString> out;
    for (const QString &word : model.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QString w = QString(word).remove(notAlnum).toUpper();
        if (!w.isEmpty()) out.insert(w);
    }
    return out;
}

QString partNumberOf(const DeviceType &t)
{
    return t.extra.value(QLatin1String("part_number")).toString();
}

} // namespace

int sameProduct(const Catalog &catalog, const DeviceType &type)
{
    const QSet<QString> theirs = words(type.model);
    for (int i = 0; i < catalog.deviceTypes.size(); ++i) {
        const DeviceType &ours = catalog.deviceTypes.at(i);
        if (!ours.variantOf.isEmpty() || ours.id == type.id) continue;
        if (!partNumberOf(type).isEmpty() && partNumberOf(type) == partNumberOf(ours)) return i;
        if (ours.manufacturer.compare(type.manufacturer, Qt::CaseInsensitive) != 0) continue;
        const QSet<QString> mine = words(ours.model);
        if (theirs.isEmpty() || mine.isEmpty()) continue;
        if (mine.contains(theirs) || theirs.contains(mine)) return i;
    }
    return -1;
}

} // namespace railyard
