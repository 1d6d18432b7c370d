#include "netbox/netboxtable.h"

#include "io/jsoninput.h"

#include "core/idproblem.h"
#include "io/csv.h"
#include "netbox/netboxnames.h"

#include <QJsonDocument>

#include <cmath>

namespace railyard {

QString NetBoxTable::cell(int row, const QString &column) const
{
    const qsizetype c = header.indexOf(column);
    return c < 0 ? QString() : csvUnsafeText(rows[row].value(c).trimmed());
}

IoError NetBoxTable::error(int row, const QString &column, const QString &message) const
{
    return IoError{file, QStringLiteral("row %1, column %2").arg(row + 2).arg(column), {}, message};
}

Result<> NetBoxTable::attributes(int row, QJsonObject *out) const
{
    const QString prefix = netboxAttributesPrefix() + QLatin1Char(' ');
    for (const QString &line : cell(row, QStringLiteral("comments")).split(QLatin1Char('\n'))) {
        if (!line.trimmed().startsWith(prefix)) continue;
        // Held to the rules of every JSON a reader takes: a key given twice would mean the last to Qt.
        Result<QJsonObject> parsed = parseJsonInput(line.trimmed().mid(prefix.size()).toUtf8(), file,
                                                    QStringLiteral("the Railyard line"));
        if (!parsed.ok())
            return error(row, QStringLiteral("comments"),
                         QStringLiteral("the Railyard line: %1%2")
                             .arg(parsed.error().path.isEmpty() ? QString()
                                                                : parsed.error().path + QStringLiteral(": "),
                                  parsed.error().message));
        *out = parsed.value();
    }
    return {};
}

Result<> NetBoxTable::whole(int row, const QJsonObject &o, const char *key, std::optional<int> *out) const
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined()) return {};
    if (!v.isDouble() || v.toDouble() != std::floor(v.toDouble()) || std::abs(v.toDouble()) > 1e9)
        return error(row, QStringLiteral("comments"),
                     QStringLiteral("%1 is not a whole number").arg(QLatin1String(key)));
    *out = int(v.toDouble());
    return {};
}

Result<> NetBoxTable::name(int row, const QString &column, QString *out) const
{
    *out = cell(row, column);
    if (const QString problem = idProblem(*out); !problem.isEmpty()) return error(row, column, problem);
    return {};
}

} // namespace railyard
