#include "io/pricelistfile.h"

#include "io/csv.h"
#include "io/designlimits.h"
#include "io/inputfile.h"

#include <QFile>
#include <QFileInfo>

#include <cmath>

namespace railyard {

Result<QList<PriceEntry>> parsePriceList(const QString &text, const QString &fileName)
{
    QList<PriceEntry> entries;
    const QList<QStringList> records = parseCsv(text);
    for (qsizetype i = 0; i < records.size(); ++i) {
        const QStringList &r = records[i];
        const QString line = QStringLiteral("line %1").arg(i + 1);
        bool priceOk = false;
        const double price = r.value(1).trimmed().toDouble(&priceOk);
        // A first row whose price is not a number is the header.
        if (i == 0 && !priceOk) continue;
        const QString part = r.value(0).trimmed();
        if (part.isEmpty()) return IoError{fileName, line, {}, QStringLiteral("the part number is empty")};
        // inf and nan read as numbers; a price is a finite amount within the design limits.
        if (!priceOk || !std::isfinite(price) || price < 0 || price > limits::maxPrice)
            return IoError{fileName, line, part,
                           QStringLiteral("the unit price \"%1\" is not a price").arg(r.value(1))};
        PriceEntry e{part, price, std::nullopt, int(i + 1)};
        if (r.size() > 2 && !r[2].trimmed().isEmpty()) {
            bool ok = false;
            const double perM = r[2].trimmed().toDouble(&ok);
            if (!ok || !std::isfinite(perM) || perM < 0 || perM > limits::maxPrice)
                return IoError{fileName, line, part,
                               QStringLiteral("the price per metre \"%1\" is not a price").arg(r[2])};
            e.pricePerM = perM;
        }
        entries << e;
    }
    if (entries.isEmpty())
        return IoError{
            fileName,
            {},
            {},
            QStringLiteral("no prices in the file (expected part_number,unit_price[,price_per_m])")};
    return entries;
}

Result<QList<PriceEntry>> readPriceList(const QString &path)
{
    const Result<QByteArray> bytes = readInputFile(path, maxTableBytes);
    if (!bytes.ok()) return bytes.error();
    return parsePriceList(QString::fromUtf8(bytes.value()), path);
}

QByteArray priceReportCsv(const QString &file, const QList<PriceRowResult> &rows)
{
    QString out = csvRecord({QStringLiteral("file"), QStringLiteral("line"), QStringLiteral("part_number"),
                             QStringLiteral("outcome"), QStringLiteral("note")});
    for (const PriceRowResult &r : rows)
        out += csvRecord({file, r.line > 0 ? QString::number(r.line) : QString(), r.partNumber,
                          priceOutcomeName(r.outcome), r.note});
    return out.toUtf8();
}

} // namespace railyard
