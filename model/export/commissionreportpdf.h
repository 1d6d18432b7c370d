#pragma once

#include "commission/testimport.h"
#include "commission/testjudge.h"
#include "core/result.h"
#include "export/paper.h"

namespace railyard {

class Design;

// The commissioning report as a PDF for handover: the summary and coverage, the histogram of margins as a bar
// chart, then every fiber cable in the report's order (failures first), the findings under each.
Result<> writeCommissioningPdf(const QString &path, const Design &design, const Commissioning &commissioning,
                               const QList<UnmatchedResult> &unmatched, Paper paper);

} // namespace railyard
