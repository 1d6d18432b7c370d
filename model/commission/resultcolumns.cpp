#include "commission/resultcolumns.h"

#include "io/inputfile.h"
#include "io/jsonout.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace railyard {

namespace {

constexpr const char *profileFormat = "railyard-test-columns";

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
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return error(
            {},
            QStringLiteral("not JSON (%1 at byte %2)").arg(parseError.errorString()).arg(parseError.offset));
    if (!doc.isObject()) return error({}, QStringLiteral("a column profile is a JSON object"));
    const QJsonObject o = doc.object();
    if (o.value(QLatin1String("format")).toString() != QLatin1String(profileFormat))
        return error(QStringLiteral("format"), QStringLiteral("not a column profile (format \"%1\" expected)")
                                                   .arg(QLatin1String(profileFormat)));
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
        const QJsonObject w = wavelengths[i].toObject();
        const QString where = QStringLiteral("wavelengths[%1]").arg(i);
        ResultColumns::Wavelength wl;
        const double nm = w.value(QLatin1String("nm")).toDouble();
        if (!(nm >= 1 && nm <= 100000) || nm != std::floor(nm))
            return error(where + QStringLiteral(".nm"), QStringLiteral("expected a wavelength in nm"));
        wl.nm = int(nm);
        wl.lossColumn = w.value(QLatin1String("loss_db")).toString().trimmed();
        wl.limitColumn = w.value(QLatin1String("limit_db")).toString().trimmed();
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
    if (!c.cablePattern.isEmpty()) {
        const QRegularExpression re(c.cablePattern);
        if (!re.isValid())
            return error(QStringLiteral("cable_pattern"),
                         QStringLiteral("not a regular expression (%1)").arg(re.errorString()));
    }
    for (const auto &[key, words] : {std::pair{"pass", &c.passWords}, std::pair{"fail", &c.failWords}}) {
        for (const QJsonValue v : o.value(QLatin1String(key)).toArray())
            if (!v.toString().trimmed().isEmpty()) *words << v.toString().trimmed();
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
