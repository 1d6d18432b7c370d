#pragma once

#include <QDate>
#include <QString>

#include <optional>

namespace railyard {

// What a quote made from the design says about itself: the title block of the BOM spreadsheet and the PDF
// quote. Stored with the design as the top-level "quote" object, a Railyard extension of the design format
// that other readers keep as an unknown key (docs/exports.md).
struct QuoteInfo
{
    QString customer;
    QString project;
    QString number; // the quote number
    QString revision;
    QDate date;                   // the quote's date; invalid: the day it is exported
    std::optional<int> validDays; // how long the prices hold
    QString notes;

    bool isEmpty() const { return *this == QuoteInfo(); }
    // The date printed: the quote's own, else today.
    QDate effectiveDate() const { return date.isValid() ? date : QDate::currentDate(); }
    bool operator==(const QuoteInfo &) const = default;
};

} // namespace railyard
