#pragma once

#include <QString>
#include <QStringList>

namespace railyard {

// One RFC 4180 record: fields quoted when they hold a comma, quote or line break (quotes doubled), ended by CRLF.
QString csvRecord(const QStringList &fields);

// The records of RFC 4180 text (quoted fields, doubled quotes, CRLF or LF line ends). Empty lines are skipped.
QList<QStringList> parseCsv(const QString &text);

// Numbers in exports: as short as exact (15, 12.5, 0.35), never in exponent form for ordinary values.
QString exportNumber(double value);

} // namespace railyard
