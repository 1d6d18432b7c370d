#pragma once

#include "validation/issue.h"

#include <QSet>

namespace railyard {

// The objects the issues name, by severity: what views and drawings outline in red or amber. A warning mark
// is kept even where an error names the same object; painters ask for the error first.
struct IssueMarks
{
    QSet<int> errorDevices;
    QSet<int> errorCables;
    QSet<int> errorRacks;
    QSet<int> warningDevices;
    QSet<int> warningCables;

    IssueMarks() = default;
    explicit IssueMarks(const QList<Issue> &issues) { assign(issues); }
    void assign(const QList<Issue> &issues);
};

} // namespace railyard
