#include "commission/testimport.h"

#include "commission/cablefinder.h"
#include "commission/testjudge.h"
#include "design/design.h"

#include <QHash>

namespace railyard {

TestImport planTestImport(const Design &design, const QList<ReadResult> &results, const QString &imported)
{
    TestImport plan;
    const CableFinder finder(design);
    QHash<int, int> index; // cable slot → its place in the plan
    for (const ReadResult &r : results) {
        const CableFinder::Match m = finder.find(r.cable);
        if (m.outcome != CableFinder::Match::Found) {
            // Once per row, though a row may hold a record per wavelength.
            if (plan.unmatched.isEmpty() || plan.unmatched.last().row != r.row)
                plan.unmatched.append({r.row, r.cable, m.outcome == CableFinder::Match::Ambiguous});
            continue;
        }
        auto it = index.constFind(m.cable);
        if (it == index.cend()) {
            it = index.insert(m.cable, int(plan.cables.size()));
            plan.cables.append(m.cable);
            plan.tests.append(design.cables().at(m.cable).tests());
            plan.statuses.append(design.cables().at(m.cable).status);
        }
        TestRecord record = r.record;
        record.imported = imported;
        plan.tests[*it].append(record);
        ++plan.records;
    }
    if (plan.cables.isEmpty()) return plan;
    // Judge the cables as they will be: the budgets come from the whole design.
    Design after = design;
    for (int i = 0; i < int(plan.cables.size()); ++i)
        after.cableForEdit(plan.cables[i]).editExtras().tests = plan.tests[i];
    const Commissioning judged = judgeTests(after);
    QHash<int, CableJudgement::Verdict> verdicts;
    for (const CableJudgement &j : judged.cables)
        verdicts.insert(j.cable, j.verdict);
    for (int i = 0; i < int(plan.cables.size()); ++i) {
        const auto verdict = verdicts.value(plan.cables[i], CableJudgement::Verdict::Untested);
        if (verdict == CableJudgement::Verdict::Fail) {
            plan.statuses[i] = CableStatus::Failed;
            ++plan.failed;
        } else if (verdict == CableJudgement::Verdict::Pass && plan.statuses[i] != CableStatus::InService) {
            plan.statuses[i] = CableStatus::Tested;
        }
    }
    return plan;
}

void applyTestImport(Design &design, const TestImport &import)
{
    for (int i = 0; i < int(import.cables.size()); ++i) {
        Cable &c = design.cableForEdit(import.cables[i]);
        c.editExtras().tests = import.tests[i];
        c.status = import.statuses[i];
    }
}

} // namespace railyard
