#pragma once

#include "core/result.h"
#include "export/paper.h"
#include "revision/changeorder.h"

#include <QString>

namespace railyard {

// A change order (revision/changeorder) as the file its name asks for: .csv (changeOrderCsv), .xlsx (a sheet
// grouped by phase and rack, a Done column to tick) or .pdf (landscape, the same groups, a box to tick per
// step). `title` heads the XLSX and PDF ("Change order: A → B").
Result<> writeChangeOrder(const std::vector<ChangeStep> &steps, const QString &path, const QString &title,
                          Paper paper = Paper::A4);

// "Change order: FROM → TO", translated: the title of the XLSX and PDF forms.
QString changeOrderTitle(const QString &from, const QString &to);

// A step's action as people read it: "Remove cable", "Move device" … (translated).
QString changeStepActionText(const ChangeStep &step);

} // namespace railyard
