#include "io/csv.h"

#include <QRegularExpression>
#include <QStringDecoder>

#include <algorithm>

#include <cmath>

namespace railyard {

namespace {

const QRegularExpression plainNumber(QStringLiteral("^[-+]?[0-9]+(\\.[0-9]+)?([eE][-+]?[0-9]+)?$"));

// A text a spreadsheet would run as a formula.
bool isFormula(const QString &field)
{
    if (field.isEmpty()) return false;
    const QChar first = field.front();
    const bool formula = first == QLatin1Char('=') || first == QLatin1Char('+') ||
                         first == QLatin1Char('-') || first == QLatin1Char('@') ||
                         first == QLatin1Char('\t') || first == QLatin1Char('\r');
    return formula && !plainNumber.match(field).hasMatch();
}

// A text the guard prefixes: a formula, or apostrophes before one — so that a text that merely looks guarded
// ("'=x" typed by a user) is guarded too, and csvUnsafeText gives every text back as it was.
bool needsGuard(const QString &field)
{
    qsizetype quotes = 0;
    while (quotes < field.size() && field[quotes] == QLatin1Char('\''))
        ++quotes;
    return isFormula(field.mid(quotes));
}

} // namespace

QString csvSafeText(const QString &field)
{
    return needsGuard(field) ? QLatin1Char('\'') + field : field;
}

QString csvUnsafeText(const QString &cell)
{
    return cell.startsWith(QLatin1Char('\'')) && needsGuard(cell.mid(1)) ? cell.mid(1) : cell;
}

QString csvRecord(const QStringList &fields)
{
    QString line;
    for (qsizetype i = 0; i < fields.size(); ++i) {
        if (i > 0) line += QLatin1Char(',');
        const QString f = csvSafeText(fields[i]);
        const bool neutralised = f.size() != fields[i].size();
        if (neutralised || f.contains(QLatin1Char(',')) || f.contains(QLatin1Char('"')) ||
            f.contains(QLatin1Char('\n')) || f.contains(QLatin1Char('\r'))) {
            QString quoted = f;
            quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
            line += QLatin1Char('"') + quoted + QLatin1Char('"');
        } else {
            line += f;
        }
    }
    return line + QLatin1String("\r\n");
}

QList<QStringList> parseCsv(const QString &text, QChar separator)
{
    QList<QStringList> records;
    QStringList record;
    QString field;
    bool quoted = false;
    bool any = false; // the record has content (an empty line is no record)
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < text.size() && text[i + 1] == QLatin1Char('"')) {
                    field += c;
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                field += c;
            }
        } else if (c == QLatin1Char('"')) {
            quoted = true;
            any = true;
        } else if (c == separator) {
            record << field;
            field.clear();
            any = true;
        } else if (c == QLatin1Char('\n') || c == QLatin1Char('\r')) {
            if (c == QLatin1Char('\r') && i + 1 < text.size() && text[i + 1] == QLatin1Char('\n')) ++i;
            if (any || !field.isEmpty()) {
                record << field;
                records << record;
            }
            record.clear();
            field.clear();
            any = false;
        } else {
            field += c;
            any = true;
        }
    }
    if (any || !field.isEmpty()) {
        record << field;
        records << record;
    }
    return records;
}

QString exportNumber(double value)
{
    // Prices and lengths: round away binary noise (0.1 + 0.2) at 1e-9, then print the shortest exact form.
    const double rounded = std::round(value * 1e9) / 1e9;
    if (rounded == std::floor(rounded) && std::abs(rounded) < 1e15) return QString::number(qint64(rounded));
    return QString::number(rounded, 'f', 9).remove(QRegularExpression(QStringLiteral("0+$")));
}

QString decodeText(const QByteArray &bytes)
{
    if (bytes.startsWith("\xff\xfe") || bytes.startsWith("\xfe\xff")) {
        QStringDecoder utf16(bytes.startsWith("\xff\xfe") ? QStringDecoder::Utf16LE
                                                          : QStringDecoder::Utf16BE);
        return utf16.decode(bytes.mid(2));
    }
    QString text = QString::fromUtf8(bytes);
    if (text.startsWith(QChar(0xfeff))) text.remove(0, 1);
    return text;
}

bool looksBinary(const QString &text)
{
    return std::any_of(text.cbegin(), text.cend(), [](QChar c) {
        return c.unicode() < 0x20 && c != QLatin1Char('\t') && c != QLatin1Char('\r') &&
               c != QLatin1Char('\n');
    });
}

} // namespace railyard
