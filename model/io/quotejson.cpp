#include "io/quotejson.h"

namespace railyard {

QuoteInfo readQuote(JsonReadContext &ctx, const QJsonObject &o)
{
    QuoteInfo q;
    q.customer = ctx.string(o, QStringLiteral("customer")).value_or(QString());
    q.project = ctx.string(o, QStringLiteral("project")).value_or(QString());
    q.number = ctx.string(o, QStringLiteral("number")).value_or(QString());
    q.revision = ctx.string(o, QStringLiteral("revision")).value_or(QString());
    if (const auto date = ctx.string(o, QStringLiteral("date")); date && !date->isEmpty()) {
        q.date = QDate::fromString(*date, Qt::ISODate);
        if (!q.date.isValid())
            ctx.failAt(QStringLiteral("date"),
                       QStringLiteral("\"%1\" is not a date (YYYY-MM-DD)").arg(*date));
    }
    q.validDays = ctx.integer(o, QStringLiteral("valid_days"));
    if (q.validDays && *q.validDays < 0)
        ctx.failAt(QStringLiteral("valid_days"), QStringLiteral("a quote is valid for 0 days or more"));
    q.notes = ctx.string(o, QStringLiteral("notes")).value_or(QString());
    return q;
}

void writeQuote(JsonOut &out, const QuoteInfo &q)
{
    out.beginObject(true);
    const auto text = [&](const char *key, const QString &value) {
        if (!value.isEmpty()) out.field(key, value);
    };
    text("customer", q.customer);
    text("project", q.project);
    text("number", q.number);
    text("revision", q.revision);
    if (q.date.isValid()) out.field("date", q.date.toString(Qt::ISODate));
    if (q.validDays) out.field("valid_days", *q.validDays);
    text("notes", q.notes);
    out.endObject();
}

QByteArray quoteJson(const QuoteInfo &quote)
{
    QByteArray bytes;
    JsonOut out(bytes);
    writeQuote(out, quote);
    return bytes;
}

} // namespace railyard
