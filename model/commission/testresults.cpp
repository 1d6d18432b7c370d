#include "commission/testresults.h"

#include "core/idproblem.h"
#include "io/csv.h"
#include "io/designlimits.h"
#include "io/inputfile.h"

#include <QFileInfo>
#include <QRegularExpression>

#include <cmath>

namespace railyard {

namespace {

// The field separator: a comma, or a semicolon or tab where the file's widest line near the top (its header,
// under a title block that may hold none) has more of those — exports made where the decimal mark is a comma.
QChar separatorOf(const QString &text)
{
    qsizetype commas = 0, semicolons = 0, tabs = 0;
    const QList<QStringView> lines = QStringView(text).split(QLatin1Char('\n'));
    for (int i = 0; i < std::min(int(lines.size()), 30); ++i) {
        commas = std::max(commas, lines[i].count(QLatin1Char(',')));
        semicolons = std::max(semicolons, lines[i].count(QLatin1Char(';')));
        tabs = std::max(tabs, lines[i].count(QLatin1Char('\t')));
    }
    if (tabs > commas && tabs > semicolons) return QLatin1Char('\t');
    if (semicolons > commas) return QLatin1Char(';');
    return QLatin1Char(',');
}

int headerRow(const QList<QStringList> &rows, const QString &cableTitle)
{
    for (int r = 0; r < int(rows.size()); ++r)
        for (const QString &cell : rows[r])
            if (cell.trimmed().compare(cableTitle, Qt::CaseInsensitive) == 0) return r;
    return -1;
}

// A number with an optional unit: "0.42", "0,42 dB", "1310nm", "40 ft". The unit, lower case, goes to `unit`.
std::optional<double> numberOf(const QString &cell, QString *unit)
{
    static const QRegularExpression re(
        QStringLiteral("^\\s*([-+]?\\d*(?:[.,]\\d+)?(?:[eE][-+]?\\d+)?)\\s*([a-zA-Z]*)\\s*$"));
    const QRegularExpressionMatch m = re.match(cell);
    if (!m.hasMatch() || m.captured(1).isEmpty()) return std::nullopt;
    QString digits = m.captured(1);
    digits.replace(QLatin1Char(','), QLatin1Char('.'));
    bool ok = false;
    const double value = digits.toDouble(&ok);
    if (!ok || !std::isfinite(value)) return std::nullopt;
    if (unit) *unit = m.captured(2).toLower();
    return value;
}

class ResultReader
{
public:
    ResultReader(const QString &fileName, const ResultColumns &columns)
        : m_file(fileName), m_columns(columns), m_pattern(columns.cablePattern)
    {
    }

    Result<QList<ReadResult>> read(const QByteArray &bytes)
    {
        const QString text = decodeText(bytes);
        const QList<QStringList> rows = parseCsv(text, separatorOf(text));
        const QString cableTitle = m_columns.columns.value(QStringLiteral("cable"));
        const int header = headerRow(rows, cableTitle);
        if (header < 0)
            return IoError{m_file,
                           {},
                           {},
                           QStringLiteral("no header row with the cable column \"%1\"%2")
                               .arg(cableTitle, rows.isEmpty()
                                                    ? QString()
                                                    : QStringLiteral(" (the first row has: %1)")
                                                          .arg(rows.first().join(QStringLiteral(", "))))};
        for (int c = 0; c < int(rows[header].size()); ++c)
            m_index.insert(rows[header][c].trimmed().toLower(), c);
        // Every column the profile names must be there: a profile made for another export would read nothing.
        QStringList titles = m_columns.columns.values();
        if (!m_columns.allColumnsRequired) {
            titles = {cableTitle};
            const QString loss = m_columns.columns.value(QStringLiteral("loss_db"));
            const QString result = m_columns.columns.value(QStringLiteral("result"));
            if (!m_index.contains(result.toLower())) titles << loss;
        }
        for (const ResultColumns::Wavelength &w : m_columns.wavelengths)
            titles << w.lossColumn << (w.limitColumn.isEmpty() ? QStringList() : QStringList{w.limitColumn});
        for (const QString &title : std::as_const(titles))
            if (!m_index.contains(title.toLower()))
                return IoError{m_file,
                               QStringLiteral("row %1").arg(header + 1),
                               {},
                               QStringLiteral("no column \"%1\" (the header has: %2)")
                                   .arg(title, rows[header].join(QStringLiteral(", ")))};
        const QString source = QFileInfo(m_file).fileName();
        QList<ReadResult> results;
        for (int r = header + 1; r < int(rows.size()); ++r) {
            m_row = r + 1;
            m_cells = &rows[r];
            QString cable = cell(QStringLiteral("cable"));
            if (cable.isEmpty()) continue;
            if (!m_columns.cablePattern.isEmpty()) {
                const QRegularExpressionMatch m = m_pattern.match(cable);
                if (!m.hasMatch())
                    return error(
                        QStringLiteral("cable"),
                        QStringLiteral("\"%1\" does not match the profile's cable_pattern").arg(cable));
                cable = (m.lastCapturedIndex() >= 1 ? m.captured(1) : m.captured(0)).trimmed();
            }
            TestRecord base;
            base.source = source;
            Result<> ok = fill(base);
            if (!ok.ok()) return ok.error();
            if (m_columns.wavelengths.isEmpty()) {
                // A row without a measurement (a total, a note under the table) is no result.
                if (base.lossDb || !base.result.isEmpty()) results.append({m_row, cable, base});
                continue;
            }
            bool any = false;
            for (const ResultColumns::Wavelength &w : m_columns.wavelengths) {
                TestRecord record = base;
                record.wavelengthNm = w.nm;
                Result<std::optional<double>> loss = number(w.lossColumn, QStringLiteral("dB"));
                if (!loss.ok()) return loss.error();
                if (!loss.value()) continue; // not tested at this wavelength
                record.lossDb = loss.value();
                if (!w.limitColumn.isEmpty()) {
                    Result<std::optional<double>> limit = number(w.limitColumn, QStringLiteral("dB"));
                    if (!limit.ok()) return limit.error();
                    record.limitDb = limit.value();
                }
                if (Result<> ok = withinLimits(record); !ok.ok()) return ok.error();
                results.append({m_row, cable, record});
                any = true;
            }
            if (!any && !base.result.isEmpty()) results.append({m_row, cable, base});
        }
        return results;
    }

private:
    Result<> fill(TestRecord &t)
    {
        // A whole number, with no unit or its own ("1310 nm"; "2 km" is no wavelength, "5 kg" no fiber).
        const auto whole = [this](const QString &field, const char *ownUnit, int *out) -> Result<> {
            if (!m_columns.columns.contains(field)) return {};
            const QString text = cell(field);
            if (text.isEmpty()) return {};
            QString unit;
            const std::optional<double> v = numberOf(text, &unit);
            if (!v || *v < 0 || *v != std::floor(*v) || *v > 1e6 ||
                (!unit.isEmpty() && unit != QLatin1String(ownUnit)))
                return error(field,
                             QStringLiteral("\"%1\" is not a whole number of 0 or more%2")
                                 .arg(text, *ownUnit ? QStringLiteral(" (in %1)").arg(QLatin1String(ownUnit))
                                                     : QString()));
            *out = int(*v);
            return {};
        };
        if (Result<> r = whole(QStringLiteral("fiber"), "", &t.fiber); !r.ok()) return r;
        if (Result<> r = whole(QStringLiteral("wavelength_nm"), "nm", &t.wavelengthNm); !r.ok()) return r;
        for (const auto &[field, target] :
             {std::pair{"loss_db", &t.lossDb}, std::pair{"limit_db", &t.limitDb}}) {
            if (!m_columns.columns.contains(QLatin1String(field))) continue;
            Result<std::optional<double>> v =
                number(m_columns.columns.value(QLatin1String(field)), QStringLiteral("dB"));
            if (!v.ok()) return v.error();
            *target = v.value();
        }
        if (m_columns.columns.contains(QStringLiteral("length_m"))) {
            const QString title = m_columns.columns.value(QStringLiteral("length_m"));
            const QString text = cellAt(title);
            if (!text.isEmpty()) {
                QString unit;
                const std::optional<double> v = numberOf(text, &unit);
                const bool feet = unit == QLatin1String("ft") || (unit.isEmpty() && m_columns.lengthInFeet);
                if (!v || *v < 0 ||
                    (!unit.isEmpty() && unit != QLatin1String("m") && unit != QLatin1String("ft") &&
                     unit != QLatin1String("km")))
                    return error(title, QStringLiteral("\"%1\" is not a length").arg(text));
                t.lengthM = *v * (feet ? 0.3048 : unit == QLatin1String("km") ? 1000.0 : 1.0);
            }
        }
        if (m_columns.columns.contains(QStringLiteral("result"))) {
            const QString text = cell(QStringLiteral("result"));
            if (!text.isEmpty()) {
                const bool marginal = text.endsWith(QLatin1Char('*'));
                const QString word = marginal ? text.chopped(1).trimmed() : text;
                const auto in = [&word](const QStringList &words) {
                    return std::any_of(words.begin(), words.end(), [&word](const QString &w) {
                        return w.compare(word, Qt::CaseInsensitive) == 0;
                    });
                };
                if (in(m_columns.passWords))
                    t.result = QStringLiteral("PASS");
                else if (in(m_columns.failWords))
                    t.result = QStringLiteral("FAIL");
                else
                    return error(QStringLiteral("result"),
                                 QStringLiteral("\"%1\" is neither a pass (%2) nor a fail (%3)")
                                     .arg(text, m_columns.passWords.join(QStringLiteral(", ")),
                                          m_columns.failWords.join(QStringLiteral(", "))));
                if (marginal) t.result += QLatin1Char('*');
            }
        }
        t.date = cell(QStringLiteral("date"));
        t.tester = cell(QStringLiteral("tester"));
        return withinLimits(t);
    }

    // What the design keeps must be what a design file may hold (designlimits): a record that reads here
    // saves and opens again.
    Result<> withinLimits(const TestRecord &t) const
    {
        using namespace limits;
        const auto outside = [](const std::optional<double> &v, double low, double high) {
            return v && (*v < low || *v > high);
        };
        if (t.fiber > maxNumber)
            return error(QStringLiteral("fiber"), QStringLiteral("a fiber number up to %1").arg(maxNumber));
        if (t.wavelengthNm > maxNumber)
            return error(QStringLiteral("wavelength_nm"),
                         QStringLiteral("a wavelength up to %1 nm").arg(maxNumber));
        if (outside(t.lossDb, -maxLossDb, maxLossDb))
            return error(QStringLiteral("loss_db"),
                         QStringLiteral("a loss of ±%1 dB at most").arg(maxLossDb));
        if (outside(t.limitDb, 0, maxLossDb))
            return error(QStringLiteral("limit_db"), QStringLiteral("a limit of 0 to %1 dB").arg(maxLossDb));
        if (outside(t.lengthM, 0, maxLengthM))
            return error(QStringLiteral("length_m"), QStringLiteral("a length of 0 to 100 km"));
        for (const auto &[field, text] :
             {std::pair{"date", &t.date}, std::pair{"tester", &t.tester}, std::pair{"source", &t.source}})
            if (const QString problem = idProblem(*text); !problem.isEmpty())
                return error(QLatin1String(field), problem);
        return {};
    }

    // The cell of a field (its column by the profile), trimmed; empty when the profile maps no column.
    QString cell(const QString &field) const
    {
        return m_columns.columns.contains(field) ? cellAt(m_columns.columns.value(field)) : QString();
    }
    QString cellAt(const QString &title) const
    {
        const int c = m_index.value(title.toLower(), -1);
        return c >= 0 && c < int(m_cells->size()) ? m_cells->at(c).trimmed() : QString();
    }
    // A number of the column titled so, in `unit` if it names one.
    Result<std::optional<double>> number(const QString &title, const QString &expectedUnit)
    {
        const QString text = cellAt(title);
        if (text.isEmpty()) return std::optional<double>();
        QString unit;
        const std::optional<double> v = numberOf(text, &unit);
        if (!v || (!unit.isEmpty() && unit != expectedUnit.toLower()))
            return error(title, QStringLiteral("\"%1\" is not a number of %2").arg(text, expectedUnit));
        return v;
    }
    IoError error(const QString &column, const QString &message) const
    {
        const QString title = m_columns.columns.value(column, column);
        return IoError{m_file, QStringLiteral("row %1, column \"%2\"").arg(m_row).arg(title), {}, message};
    }

    QString m_file;
    const ResultColumns &m_columns;
    QRegularExpression m_pattern;
    QHash<QString, int> m_index; // a column's title, lower case → its index
    int m_row = 0;
    const QStringList *m_cells = nullptr;
};

} // namespace

Result<QList<ReadResult>> parseTestResults(const QByteArray &bytes, const QString &fileName,
                                           const ResultColumns &columns)
{
    return ResultReader(fileName, columns).read(bytes);
}

Result<QList<ReadResult>> readTestResults(const QString &path, const ResultColumns &columns)
{
    Result<QByteArray> bytes = readInputFile(path);
    if (!bytes.ok()) return bytes.error();
    return parseTestResults(bytes.value(), path, columns);
}

QStringList testResultHeaders(const QByteArray &bytes, const ResultColumns &columns)
{
    const QString text = decodeText(bytes);
    const QList<QStringList> rows = parseCsv(text, separatorOf(text));
    if (rows.isEmpty()) return {};
    int header = headerRow(rows, columns.columns.value(QStringLiteral("cable")));
    if (header < 0) {
        // Not this profile's file: the header is likely the first row as wide as the widest near the top (a
        // title block above it is narrower).
        const auto filled = [](const QStringList &row) {
            return std::count_if(row.begin(), row.end(),
                                 [](const QString &c) { return !c.trimmed().isEmpty(); });
        };
        const int scan = std::min(int(rows.size()), 50);
        qsizetype widest = 0;
        for (int r = 0; r < scan; ++r)
            widest = std::max(widest, qsizetype(filled(rows[r])));
        for (header = 0; header < scan && filled(rows[header]) < widest; ++header) {
        }
    }
    QStringList titles;
    for (const QString &t : rows[std::max(0, header)])
        if (!t.trimmed().isEmpty()) titles << t.trimmed();
    return titles;
}

} // namespace railyard
