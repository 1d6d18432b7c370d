#include "csv.h"

#include <QRegularExpression>

#include <cmath>

namespace railyard {

QString csvRecord(const QStringList &fields)
{
    QString line;
    for (qsizetype i = 0; i < fields.size(); ++i) {
        if (i > 0)
            line += QLatin1Char(',');
        const QString &f = fields[i];
        if (f.contains(QLatin1Char(',')) || f.contains(QLatin1Char('"')) || f.contains(QLatin1Char('\n')) || f.contains(QLatin1Char('\r'))) {
            QString quoted = f;
            quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
            line += QLatin1Char('"') + quoted + QLatin1Char('"');
        } else {
            line += f;
        }
    }
    return line + QLatin1String("\r\n");
}

QString exportNumber(double value)
{
    // Prices and lengths: round away binary noise (0.1 + 0.2) at 1e-9, then print the shortest exact form.
    const double rounded = std::round(value * 1e9) / 1e9;
    if (rounded == std::floor(rounded) && std::abs(rounded) < 1e15)
        return QString::number(qint64(rounded));
    return QString::number(rounded, 'f', 9).remove(QRegularExpression(QStringLiteral("0+$")));
}

} // namespace railyard
