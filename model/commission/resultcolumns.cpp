#include "commission/resultcolumns.h"

#include "io/inputfile.h"
#include "io/jsoninput.h"
#include "io/jsonout.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <tuple>

namespace railyard {

namespace {

constexpr const char *profileFormat = "railyard-test-columns";

// A pattern is matched against every row of a test file: one that is long, or holds many or deeply nested
// groups, can make the regular-expression engine take seconds and gigabytes per row (a thousand "()" took 4 s
// and 3.9 GB), or stop matching once its limits are hit. What a cable column needs is far below these bounds.
constexpr int maxPatternLength = 200;
constexpr int maxPatternGroups = 10;
constexpr int maxPatternNesting = 3;

QString cablePatternProblem(const QString &pattern)
{
    if (pattern.isEmpty()) return {};
    if (pattern.size() > maxPatternLength)
        return QStringLiteral("a pattern of at most %1 characters (this one has %2)")
            .arg(maxPatternLength)
            .arg(pattern.size());
    int groups = 0, depth = 0, deepest = 0;
    bool inClass = false;
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar ch = pattern[i];
        if (ch == QLatin1Char('\\')) {
            ++i; // an escaped character is no group
        } else if (inClass) {
            inClass = ch != QLatin1Char(']');
        } else if (ch == QLatin1Char('[')) {
            inClass = true;
        } else if (ch == QLatin1Char('(')) {
            ++groups;
            deepest = std::max(deepest, ++depth);
        } else if (ch == QLatin1Char(')')) {
            --depth;
        }
    }
    if (groups > maxPatternGroups)
        return QStringLiteral("a pattern of at most %1 groups (this one has %2)")
            .arg(maxPatternGroups)
            .arg(groups);
    if (deepest > maxPatternNesting)
        return QStringLiteral("groups nested at most %1 deep (these are %2)")
            .arg(maxPatternNesting)
            .arg(deepest);
    const QRegularExpression re(pattern);
    if (!re.isValid()) return QStringLiteral("not a regular expression (%1)").arg(re.errorString());
    return {};
}

} // namespace

const QStringList &ResultColumns::fields()
{
    static const QStringList names{
        QStringLiteral("cable"),   QStringLiteral("fiber"),    QStringLiteral("wavelength_nm"),
        QStringLiteral("loss_db"), QStringLiteral("limit_db"), QStringLiteral("length_m"),
        QStringLiteral("result"),  QStringLiteral("date"),     QStringLiteral("tester")};
    return names;
}

ResultColumns railyardResultColumns()
{
    ResultColumns c;
    c.name = QStringLiteral("Railyard");
    for (const QString &field : ResultColumns::fields())
        c.columns.insert(field, field);
    c.allColumnsRequired = false;
    return c;
}

ResultColumns guessResultColumns(const QStringList &titles)
{
    ResultColumns c;
    static const QRegularExpression nm(QStringLiteral("(\\d{3,4})\\s*(nm)?"));
    const auto take = [&c](const char *field, const QString &title) {
        if (!c.columns.contains(QLatin1String(field))) c.columns.insert(QLatin1String(field), title);
    };
    QMap<int, ResultColumns::Wavelength> wavelengths;
    for (const QString &title : titles) {
        const QString t = title.toLower();
        const QRegularExpressionMatch m = nm.match(t);
        const int wavelength = m.hasMatch() ? m.captured(1).toInt() : 0;
        const auto has = [&t](std::initializer_list<const char *> words) {
            return std::any_of(words.begin(), words.end(),
                               [&t](const char *w) { return t.contains(QLatin1String(w)); });
        };
        if (has({"loss", "attenuation"}) && wavelength >= 600) {
            wavelengths[wavelength].nm = wavelength;
            wavelengths[wavelength].lossColumn = title;
        } else if (has({"limit"}) && wavelength >= 600) {
            wavelengths[wavelength].nm = wavelength;
            wavelengths[wavelength].limitColumn = title;
        } else if (has({"loss", "attenuation"})) {
            take("loss_db", title);
        } else if (has({"limit"})) {
            take("limit_db", title);
        } else if (has({"wavelength", "lambda"})) {
            take("wavelength_nm", title);
        } else if (has({"length"})) {
            take("length_m", title);
            if (has({"ft", "feet"})) c.lengthInFeet = true;
        } else if (has({"fiber", "fibre", "strand"})) {
            take("fiber", title);
        } else if (has({"cable", "link", "label", "id"})) {
            take("cable", title);
        } else if (has({"result", "status", "pass"})) {
            take("result", title);
        } else if (has({"date", "time"})) {
            take("date", title);
        } else if (has({"operator", "tester", "technician", "serial"})) {
            take("tester", title);
        }
    }
    for (const ResultColumns::Wavelength &w : std::as_const(wavelengths))
        if (!w.lossColumn.isEmpty()) c.wavelengths.append(w);
    c.passWords = {QStringLiteral("PASS"), QStringLiteral("OK")};
    c.failWords = {QStringLiteral("FAIL"), QStringLiteral("NOK")};
    return c;
}

Result<ResultColumns> parseResultColumns(const QByteArray &json, const QString &fileName)
{
    const auto error = [&fileName](const QString &where, const QString &message) {
        return IoError{fileName, where, {}, message};
    };
    Result<QJsonObject> parsed = parseJsonInput(json, fileName, QStringLiteral("a column profile"));
    if (!parsed.ok()) return parsed.error();
    const QJsonObject &o = parsed.value();
    if (o.value(QLatin1String("format")).toString() != QLatin1String(profileFormat))
        return error(QStringLiteral("format"), QStringLiteral("not a column profile (format \"%1\" expected)")
                                                   .arg(QLatin1String(profileFormat)));
    if (const QString problem = jsonInputVersionProblem(o); !problem.isEmpty())
        return error(QStringLiteral("version"), problem);
    if (const QString key = unknownJsonKey(o, {"format", "version", "name", "columns", "wavelengths",
                                               "length_unit", "cable_pattern", "pass", "fail"});
        !key.isEmpty())
        return error(key, QStringLiteral("not a key of a column profile"));
    // Every key of the right type: a wrong one (["ft"] for "ft") would otherwise read as its default.
    const auto wrongType = [&o](const char *key, QJsonValue::Type type) {
        const QJsonValue v = o.value(QLatin1String(key));
        return !v.isUndefined() && v.type() != type;
    };
    for (const auto &[key, type, expected] :
         {std::tuple{"version", QJsonValue::Double, "a number"},
          std::tuple{"name", QJsonValue::String, "a text"},
          std::tuple{"wavelengths", QJsonValue::Array, "an array"},
          std::tuple{"length_unit", QJsonValue::String, "\"m\" or \"ft\""},
          std::tuple{"cable_pattern", QJsonValue::String, "a regular expression"},
          std::tuple{"pass", QJsonValue::Array, "an array of words"},
          std::tuple{"fail", QJsonValue::Array, "an array of words"}})
        if (wrongType(key, type))
            return error(QLatin1String(key), QStringLiteral("expected %1").arg(QLatin1String(expected)));
    ResultColumns c;
    c.passWords.clear();
    c.failWords.clear();
    c.name = o.value(QLatin1String("name")).toString();
    const QJsonValue columns = o.value(QLatin1String("columns"));
    if (!columns.isObject()) return error(QStringLiteral("columns"), QStringLiteral("expected an object"));
    const QJsonObject named = columns.toObject();
    for (auto it = named.begin(); it != named.end(); ++it) {
        if (!ResultColumns::fields().contains(it.key()))
            return error(QStringLiteral("columns.%1").arg(it.key()),
                         QStringLiteral("not a field (expected %1)")
                             .arg(ResultColumns::fields().join(QStringLiteral(", "))));
        if (!it.value().isString() || it.value().toString().trimmed().isEmpty())
            return error(QStringLiteral("columns.%1").arg(it.key()),
                         QStringLiteral("expected a column title"));
        c.columns.insert(it.key(), it.value().toString().trimmed());
    }
    const QJsonArray wavelengths = o.value(QLatin1String("wavelengths")).toArray();
    for (int i = 0; i < int(wavelengths.size()); ++i) {
        const QString where = QStringLiteral("wavelengths[%1]").arg(i);
        if (!wavelengths[i].isObject()) return error(where, QStringLiteral("expected an object"));
        const QJsonObject w = wavelengths[i].toObject();
        if (const QString key = unknownJsonKey(w, {"nm", "loss_db", "limit_db"}); !key.isEmpty())
            return error(where + QLatin1Char('.') + key, QStringLiteral("not a key of a wavelength"));
        ResultColumns::Wavelength wl;
        const QJsonValue nmValue = w.value(QLatin1String("nm"));
        const double nm = nmValue.toDouble();
        if (!nmValue.isDouble() || !(nm >= 1 && nm <= 100000) || nm != std::floor(nm))
            return error(where + QStringLiteral(".nm"), QStringLiteral("expected a wavelength in nm"));
        wl.nm = int(nm);
        for (const auto &[key, target] :
             {std::pair{"loss_db", &wl.lossColumn}, std::pair{"limit_db", &wl.limitColumn}}) {
            const QJsonValue v = w.value(QLatin1String(key));
            if (!v.isUndefined() && !v.isString())
                return error(where + QLatin1Char('.') + QLatin1String(key),
                             QStringLiteral("expected a column title"));
            *target = v.toString().trimmed();
        }
        if (wl.lossColumn.isEmpty())
            return error(where + QStringLiteral(".loss_db"),
                         QStringLiteral("expected the loss column's title"));
        c.wavelengths.append(wl);
    }
    if (!c.columns.contains(QStringLiteral("cable")))
        return error(QStringLiteral("columns.cable"), QStringLiteral("the cable column is required"));
    if (!c.columns.contains(QStringLiteral("loss_db")) && !c.columns.contains(QStringLiteral("result")) &&
        c.wavelengths.isEmpty())
        return error(QStringLiteral("columns"),
                     QStringLiteral("a loss_db or result column (or wavelengths) is required"));
    const QString unit = o.value(QLatin1String("length_unit")).toString(QStringLiteral("m"));
    if (unit != QLatin1String("m") && unit != QLatin1String("ft"))
        return error(QStringLiteral("length_unit"), QStringLiteral("\"m\" or \"ft\" expected"));
    c.lengthInFeet = unit == QLatin1String("ft");
    c.cablePattern = o.value(QLatin1String("cable_pattern")).toString();
    if (const QString problem = cablePatternProblem(c.cablePattern); !problem.isEmpty())
        return error(QStringLiteral("cable_pattern"), problem);
    for (const auto &[key, words] : {std::pair{"pass", &c.passWords}, std::pair{"fail", &c.failWords}}) {
        for (const QJsonValue v : o.value(QLatin1String(key)).toArray()) {
            if (!v.isString()) return error(QLatin1String(key), QStringLiteral("expected an array of words"));
            if (!v.toString().trimmed().isEmpty()) *words << v.toString().trimmed();
        }
        if (words->isEmpty()) *words << QString::fromLatin1(key).toUpper();
    }
    return c;
}

Result<ResultColumns> readResultColumns(const QString &path)
{
    Result<QByteArray> bytes = readInputFile(path, 1 << 20);
    if (!bytes.ok()) return bytes.error();
    return parseResultColumns(bytes.value(), path);
}

QByteArray resultColumnsJson(const ResultColumns &c)
{
    QByteArray bytes;
    JsonOut out(bytes);
    out.beginObject();
    out.field("format", QString::fromLatin1(profileFormat));
    out.field("version", 1);
    out.field("name", c.name);
    out.key("columns");
    out.beginObject();
    for (const QString &field : ResultColumns::fields())
        if (c.columns.contains(field)) out.field(field.toLatin1().constData(), c.columns.value(field));
    out.endObject();
    if (!c.wavelengths.isEmpty()) {
        out.key("wavelengths");
        out.beginArray();
        for (const ResultColumns::Wavelength &w : c.wavelengths) {
            out.beginObject(true);
            out.field("nm", w.nm);
            out.field("loss_db", w.lossColumn);
            if (!w.limitColumn.isEmpty()) out.field("limit_db", w.limitColumn);
            out.endObject();
        }
        out.endArray();
    }
    out.field("length_unit", QString::fromLatin1(c.lengthInFeet ? "ft" : "m"));
    if (!c.cablePattern.isEmpty()) out.field("cable_pattern", c.cablePattern);
    for (const auto &[key, words] : {std::pair{"pass", &c.passWords}, std::pair{"fail", &c.failWords}}) {
        out.key(key);
        out.beginArray(true);
        for (const QString &w : *words)
            out.value(w);
        out.endArray();
    }
    out.endObject();
    bytes += '\n';
    return bytes;
}

} // namespace railyard
