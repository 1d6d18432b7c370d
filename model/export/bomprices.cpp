#include "export/bomprices.h"

#include <QCoreApplication>

#include <algorithm>
#include <limits>

namespace railyard {

QList<PriceRowResult> unpricedBomLines(const Bom &bom)
{
    QList<PriceRowResult> rows;
    if (bom.rfq) return rows;
    for (const BomLine &l : bom.lines) {
        if (l.priced()) continue;
        // %n takes an int; a quantity past it is no less unpriced.
        const int quantity = int(std::min<qint64>(l.quantity, std::numeric_limits<int>::max()));
        const QString note = QCoreApplication::translate(
            "Bom", "%n ordered, and no row of the list prices it", nullptr, quantity);
        rows << PriceRowResult{0, bomLineName(l), PriceRowResult::Outcome::Unpriced, note};
    }
    return rows;
}

bool bomHasPrices(const Bom &bom)
{
    return !bom.rfq &&
           std::any_of(bom.lines.begin(), bom.lines.end(), [](const BomLine &l) { return l.priced(); });
}

int bomUnpricedLines(const Bom &bom)
{
    if (bom.rfq) return 0; // nothing is priced in a request for quotation
    return int(
        std::count_if(bom.lines.begin(), bom.lines.end(), [](const BomLine &l) { return !l.priced(); }));
}

QString bomUnpricedNote(const Bom &bom)
{
    const int unpriced = bomUnpricedLines(bom);
    if (unpriced == 0) return {};
    const int lines = int(bom.lines.size());
    if (unpriced == lines) return QCoreApplication::translate("Bom", "No line has a price.");
    return QCoreApplication::translate("Bom", "%n of %1 line(s) have no price: the total leaves them out",
                                       nullptr, unpriced)
        .arg(lines);
}

} // namespace railyard
