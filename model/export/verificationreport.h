#pragma once

#include "asbuilt/verification.h"
#include "core/result.h"

#include <QByteArray>
#include <QString>

namespace railyard {

// The verification report for the field team (issue 16): one row per link verdict, then one per design device
// the fabric did not show. The CSV keeps machine keys (status "wrong-peer", columns status, design_a,
// design_b, cables, found_a, found_b, width, speed); the XLSX is for people: a title with the dump it came
// from, the counts per state, translated headings and states, each state's cell in the colour the views give
// it, and a filter on every column.
QByteArray verificationToCsv(const Verification &verification);
Result<> writeVerificationXlsx(const Verification &verification, const QString &design, const QString &source,
                               const QString &path);
// By the file's suffix: .csv or .xlsx; anything else is an error naming the file.
Result<> writeVerificationReport(const Verification &verification, const QString &design,
                                 const QString &source, const QString &path);

} // namespace railyard
