#pragma once

#include "core/result.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace railyard {

// One CSV file of a NetBox folder as records by column name, with the row numbers people see (the header is
// row 1).
struct NetBoxTable
{
    QString file;
    QStringList header;
    QList<QStringList> rows;

    // A cell as it was before export-netbox's CSV-injection guard (NetBox, like Django's forms, trims it).
    QString cell(int row, const QString &column) const;
    IoError error(int row, const QString &column, const QString &message) const;
    // export-netbox's "Railyard: {…}" line in the comments (what NetBox has no field for), or an empty
    // object.
    Result<> attributes(int row, QJsonObject *out) const;
    // A whole number of the attributes, when it is there.
    Result<> whole(int row, const QJsonObject &o, const char *key, std::optional<int> *out) const;
    // The cell when it can be an id or label (designlimits), else the error naming it.
    Result<> name(int row, const QString &column, QString *out) const;
};

} // namespace railyard
