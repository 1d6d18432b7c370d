#pragma once

#include "commission/testimport.h"
#include "commission/testjudge.h"
#include "core/result.h"
#include "export/paper.h"

#include <QByteArray>
#include <QString>

namespace railyard {

class Design;

// The commissioning report for handover (docs/commissioning.md): coverage, the failures first, the margin of
// every tested cable, a histogram of the margins, and the results that named no cable. Written as .csv,
// .xlsx (a Summary sheet with the histogram as a chart, a Results sheet with a filter) or .pdf, by the
// extension; an unknown extension is an error.
Result<> writeCommissioningReport(const QString &path, const Design &design,
                                  const Commissioning &commissioning, const QList<UnmatchedResult> &unmatched,
                                  Paper paper = Paper::A4);

// The CSV: cable,label,verdict,loss_db,budget_db,margin_db,limit_db,length_m,design_length_m,records,findings
// in the report's order.
QByteArray commissioningCsv(const Design &design, const Commissioning &commissioning);

} // namespace railyard
