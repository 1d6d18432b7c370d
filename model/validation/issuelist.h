#pragma once

#include "validation/issue.h"

#include <QList>

namespace railyard {

class Design;

// The issue list a window keeps: sorted as cli.md specifies, brought up to date by the validator's deltas
// rather than listed and sorted again after every edit.

// How many issues of each severity.
struct ValidationSummary
{
    int errors = 0;
    int warnings = 0;
    int infos = 0;
    bool operator==(const ValidationSummary &) const = default;
};

// What updates changed in the issue list since it was last taken: the issues of the units they dropped or
// redid, and the units' new issues. `everything` after a full run (the list must be made again).
struct IssueDelta
{
    QList<Issue> removed;
    QList<Issue> added;
    bool everything = false;
};

// Brings a list sorted as issues() up to date with a delta, so that a window does not list and sort every
// issue after each edit. Returns false (and leaves `sorted` unspecified) when it cannot: after a full run, or
// when the delta is large enough that listing again is as quick; the caller then takes issues() again.
bool applyIssueDelta(const Design &design, QList<Issue> &sorted, IssueDelta delta);

ValidationSummary summarize(const QList<Issue> &issues);

} // namespace railyard
