#pragma once

#include <QString>
#include <QStringList>

namespace railyard {

// One RFC 4180 record: fields quoted when they hold a comma, quote or line break (quotes doubled), ended by CRLF.
QString csvRecord(const QStringList &fields);

// Numbers in exports: as short as exact (15, 12.5, 0.35), never in exponent form for ordinary values.
QString exportNumber(double value);

} // namespace railyard
