#pragma once

#include <QString>
#include <QStringList>

namespace railyard {

// One RFC 4180 record: fields quoted when they hold a comma, quote or line break (quotes doubled), ended by
// CRLF. A text field that a spreadsheet would run as a formula (starting with =, +, -, @, tab or carriage
// return) is neutralised as OWASP's CSV-injection guidance says: a leading apostrophe, and quoted. Plain
// numbers (-5, +1.5) are left as they are.
QString csvRecord(const QStringList &fields);
// The field as csvRecord writes it into a cell's text (the apostrophe added where needed), unquoted.
QString csvSafeText(const QString &field);
// The text a cell held before csvSafeText: the apostrophe it added taken away again. A text that begins with
// apostrophes before a formula ("'=x") is guarded too, so that every text comes back as it was.
QString csvUnsafeText(const QString &cell);

// The records of RFC 4180 text (quoted fields, doubled quotes, CRLF or LF line ends). Empty lines are
// skipped. Testers' exports made where the decimal mark is a comma separate fields by semicolons or tabs.
QList<QStringList> parseCsv(const QString &text, QChar separator = QLatin1Char(','));

// The text of a file people export from other tools (testers, scanners): UTF-16 where it starts with that
// byte-order mark (Windows Notepad, some exports), else UTF-8 with a byte-order mark taken away.
QString decodeText(const QByteArray &bytes);
// Whether decoded text holds what no text file does (NUL and other control characters but tab, CR, LF): a
// binary file read by mistake.
bool looksBinary(const QString &text);

// Numbers in exports: as short as exact (15, 12.5, 0.35), never in exponent form for ordinary values.
QString exportNumber(double value);

} // namespace railyard
