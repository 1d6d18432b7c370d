#include "validation/issuelist.h"

#include <algorithm>
#include <iterator>
#include <vector>

namespace railyard {

bool applyIssueDelta(const Design &design, QList<Issue> &sorted, IssueDelta delta)
{
    if (delta.everything) return false;
    // A unit redone with the same result (the common case) removes and adds the same issues: cancel those
    // out.
    if (delta.removed.size() * delta.added.size() <= 1'000'000) {
        for (qsizetype i = delta.removed.size() - 1; i >= 0; --i) {
            const qsizetype same = delta.added.indexOf(delta.removed[i]);
            if (same >= 0) {
                delta.added.removeAt(same);
                delta.removed.removeAt(i);
            }
        }
    }
    const auto less = [&](const Issue &a, const Issue &b) { return issueLess(design, a, b); };
    if (delta.removed.isEmpty() && delta.added.isEmpty()) {
        // A renamed object moves the issues that name it even when none of them changed.
        if (!std::is_sorted(sorted.begin(), sorted.end(), less)) sortIssues(design, sorted);
        return true;
    }
    // Large changes (a rack deleted, a catalog part edited) are listed again; it is as quick and needs no
    // care.
    if (delta.removed.size() > 512 || delta.added.size() > 4096) return false;
    // Removed issues are found by equality in one pass: their objects may be gone, so they cannot be ordered.
    QList<Issue> kept;
    kept.reserve(sorted.size() - delta.removed.size() + delta.added.size());
    std::vector<bool> found(size_t(delta.removed.size()), false);
    qsizetype missing = delta.removed.size();
    for (Issue &issue : sorted) {
        bool drop = false;
        if (missing > 0)
            for (qsizetype r = 0; r < delta.removed.size(); ++r)
                if (!found[size_t(r)] && delta.removed[r].rule == issue.rule && delta.removed[r] == issue) {
                    found[size_t(r)] = true;
                    --missing;
                    drop = true;
                    break;
                }
        if (!drop) kept.append(std::move(issue));
    }
    if (missing > 0) return false; // the list was not what the validator had: list again
    sortIssues(design, delta.added);
    QList<Issue> merged;
    merged.reserve(kept.size() + delta.added.size());
    std::merge(std::make_move_iterator(kept.begin()), std::make_move_iterator(kept.end()),
               std::make_move_iterator(delta.added.begin()), std::make_move_iterator(delta.added.end()),
               std::back_inserter(merged), less);
    // A renamed object moves the issues that name it, and not all of them need to be in the delta.
    if (!std::is_sorted(merged.begin(), merged.end(), less)) sortIssues(design, merged);
    sorted = std::move(merged);
    return true;
}

ValidationSummary summarize(const QList<Issue> &issues)
{
    ValidationSummary s;
    for (const Issue &i : issues) {
        switch (i.severity) {
        case Severity::Error:
            ++s.errors;
            break;
        case Severity::Warning:
            ++s.warnings;
            break;
        case Severity::Info:
            ++s.infos;
            break;
        }
    }
    return s;
}

} // namespace railyard
