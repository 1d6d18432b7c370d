#pragma once

#include "core/result.h"
#include "export/paper.h"

#include <vector>

namespace railyard {

struct PullListRow;

// The pull lists as a PDF: a page (or more) per rack, headed with the rack, a table of far rack, cable type,
// part number, length, count and labels, and the rack's total of cables — what a technician takes to the
// rack.
Result<> writePullListPdf(const std::vector<PullListRow> &rows, const QString &path, const QString &title,
                          Paper paper);

} // namespace railyard
