#pragma once

#include "design/quoteinfo.h"
#include "io/jsonout.h"
#include "io/jsonreadcontext.h"

namespace railyard {

// The design's "quote" object (an extension of the design format, docs/exports.md): customer, project,
// number, revision, date (ISO 8601), valid_days, notes; empty members are not written. Native documents keep
// the same object in meta.quote.
QuoteInfo readQuote(JsonReadContext &ctx, const QJsonObject &o);
void writeQuote(JsonOut &out, const QuoteInfo &quote);
QByteArray quoteJson(const QuoteInfo &quote);

} // namespace railyard
