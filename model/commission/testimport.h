#pragma once

#include "commission/testresults.h"
#include "core/enums.h"

#include <QList>
#include <QString>

namespace railyard {

class Design;

// A result whose cable the design does not have (or whose label several cables carry).
struct UnmatchedResult
{
    int row = 0;
    QString cable;
    bool ambiguous = false;
};

// What importing test results changes (docs/commissioning.md): each cable they name gets their records after
// its own (a retest adds a record) and the status its judgement gives — tested when it passes (in service
// stays in service), failed when it fails. Made from the design as it is, applied as one edit.
struct TestImport
{
    QList<int> cables;              // slots, in the order the file first names them
    QList<QList<TestRecord>> tests; // each cable's records after the import
    QList<CableStatus> statuses;    // each cable's status after the import
    QList<UnmatchedResult> unmatched;
    int records = 0; // records imported
    int failed = 0;  // cables whose judgement is a fail
};

// `imported`: the date the records are stamped with (ISO 8601).
TestImport planTestImport(const Design &design, const QList<ReadResult> &results, const QString &imported);
void applyTestImport(Design &design, const TestImport &import);

} // namespace railyard
