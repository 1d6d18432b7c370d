#pragma once

#include "commission/resultcolumns.h"
#include "core/result.h"
#include "design/testrecord.h"

#include <QList>
#include <QString>

namespace railyard {

// One result read from a tester's file: the cable it names (an id or label, as written) and what it measured.
struct ReadResult
{
    int row = 0; // the row of the file, from 1 (the header row counts)
    QString cable;
    TestRecord record;
};

// The results of a CSV file read through a column profile. The header is the first row holding the cable
// column's title (a tester may put a title block above it); rows without a cable are skipped (totals, blank
// lines). Numbers may carry their unit ("0.42 dB", "1310 nm", "40 ft") and a decimal comma. Each record gets
// the file's name as its source. An error names the file, the row and the column, and nothing is read.
Result<QList<ReadResult>> readTestResults(const QString &path, const ResultColumns &columns);
Result<QList<ReadResult>> parseTestResults(const QByteArray &bytes, const QString &fileName,
                                           const ResultColumns &columns);

// The column titles of a results file (its header row as the profile finds it, else the first row as wide as
// the widest near the top), for the window's column mapping.
QStringList testResultHeaders(const QByteArray &bytes, const ResultColumns &columns);

} // namespace railyard
