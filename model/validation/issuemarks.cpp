#include "validation/issuemarks.h"

namespace railyard {

void IssueMarks::assign(const QList<Issue> &issues)
{
    *this = IssueMarks();
    for (const Issue &i : issues) {
        if (i.severity == Severity::Warning) {
            for (int d : i.devices)
                warningDevices.insert(d);
            for (int c : i.cables)
                warningCables.insert(c);
        }
        if (i.severity != Severity::Error) continue;
        for (int d : i.devices)
            errorDevices.insert(d);
        for (int c : i.cables)
            errorCables.insert(c);
        for (int r : i.racks)
            errorRacks.insert(r);
    }
}

} // namespace railyard
