#pragma once

#include "validation/issue.h"

#include <QList>

namespace railyard {

class Design;

struct ValidationSummary
{
    int errors = 0;
    int warnings = 0;
    int infos = 0;
};

// Runs every rule of cli.md over a design and returns the issues in the order cli.md specifies.
QList<Issue> validateDesign(const Design &design);
ValidationSummary summarize(const QList<Issue> &issues);

} // namespace railyard
