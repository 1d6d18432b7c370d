#include "commission/testjudge.h"

#include "core/numberformat.h"
#include "design/design.h"
#include "trace/channelanalysis.h"
#include "trace/channeltracer.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <cmath>

namespace railyard {

namespace {

// Measured lengths further than this from the design's are worth a look (a wrong cable, a coil left in).
constexpr double lengthTolerance = 0.10;

QString db(double v)
{
    return formatFixed(v, 2) + QStringLiteral(" dB");
}

void takeMin(std::optional<double> &to, double v)
{
    to = to ? std::min(*to, v) : v;
}

void takeMax(std::optional<double> &to, double v)
{
    to = to ? std::max(*to, v) : v;
}

} // namespace

bool CableJudgement::hasWarnings() const
{
    return std::any_of(findings.begin(), findings.end(), [](const TestFinding &f) { return !f.isFailure(); });
}

QString testFindingText(const TestFinding &f)
{
    switch (f.kind) {
    case TestFinding::TesterFailed:
        return QCoreApplication::translate("TestFinding", "the tester says FAIL");
    case TestFinding::OverBudget:
        return QCoreApplication::translate("TestFinding", "loss %1 exceeds the budget %2")
            .arg(db(f.a), db(f.b));
    case TestFinding::OverTesterLimit:
        return QCoreApplication::translate("TestFinding", "loss %1 exceeds the tester's limit %2")
            .arg(db(f.a), db(f.b));
    case TestFinding::LowMargin:
        return QCoreApplication::translate("TestFinding", "margin %1 is below the design's %2")
            .arg(db(f.a), db(f.b));
    case TestFinding::LooseLimit:
        return QCoreApplication::translate("TestFinding",
                                           "the tester's limit %1 is looser than Railyard's budget %2")
            .arg(db(f.a), db(f.b));
    case TestFinding::LengthDiffers:
        return QCoreApplication::translate("TestFinding",
                                           "measured length %1 differs from the design's %2 by %3 %")
            .arg(formatLength(std::round(f.a * 10) / 10), formatLength(f.b))
            .arg(std::lround(100 * std::abs(f.a - f.b) / f.b));
    case TestFinding::NegativeLoss:
        return QCoreApplication::translate("TestFinding",
                                           "a negative loss: the tester's reference needs setting again");
    case TestFinding::WithinAccuracy:
        return QCoreApplication::translate("TestFinding", "PASS* or FAIL*: within the tester's accuracy");
    case TestFinding::NoBudget:
        return QCoreApplication::translate(
            "TestFinding", "no budget: no complete channel through it states its modules' loss budget");
    }
    return {};
}

QString verdictName(CableJudgement::Verdict verdict)
{
    switch (verdict) {
    case CableJudgement::Verdict::Pass:
        return QStringLiteral("pass");
    case CableJudgement::Verdict::Fail:
        return QStringLiteral("fail");
    case CableJudgement::Verdict::Untested:
        return QStringLiteral("untested");
    }
    return {};
}

std::vector<std::optional<double>> cableLossBudgets(const Design &design)
{
    std::vector<std::optional<double>> budgets(size_t(design.cables().slotCount()));
    for (const Channel &channel : ChannelTracer(design).traceAll()) {
        if (!channel.isComplete()) continue;
        const ChannelAnalysis a = analyzeChannel(design, channel);
        if (!a.fiber || !a.budgetDb) continue;
        // The estimate of each hop's own part: its fiber and the mated pairs at its ends, which a link test
        // of that cable measures too. The rest of the channel is what the others take.
        const int hops = int(channel.hops.size());
        std::vector<double> adapterLoss(size_t(std::max(0, hops - 1)));
        for (int i = 0, m = 0; i < int(a.matings.size()); ++i)
            if (a.matings[size_t(i)].adapter && m < int(adapterLoss.size()))
                adapterLoss[size_t(m++)] =
                    std::max(a.matings[size_t(i)].a.lossDb, a.matings[size_t(i)].b.lossDb);
        for (int i = 0; i < hops; ++i) {
            const Cable &c = design.cables().at(channel.hops[i].cable);
            const CableType &t = design.catalog.cableTypes.at(c.type);
            double own = c.lengthM / 1000.0 * t.attenuationDbPerKm;
            if (i > 0) own += adapterLoss[size_t(i - 1)];
            if (i + 1 < hops) own += adapterLoss[size_t(i)];
            takeMin(budgets[size_t(channel.hops[i].cable)], *a.budgetDb - (a.lossDb - own));
        }
    }
    return budgets;
}

Commissioning judgeTests(const Design &design)
{
    Commissioning result;
    result.marginThresholdDb = design.settings.lossMarginDb;
    const std::vector<std::optional<double>> budgets = cableLossBudgets(design);
    for (int c : design.cables().live()) {
        const Cable &cable = design.cables().at(c);
        if (!design.cableType(c).isFiber()) continue;
        CableJudgement j;
        j.cable = c;
        j.budgetDb = budgets[size_t(c)];
        // The latest record of each fiber and wavelength: a retest replaces what it retests.
        QHash<quint64, int> latest;
        for (int i = 0; i < int(cable.tests().size()); ++i)
            latest.insert(
                (quint64(quint32(cable.tests()[i].fiber)) << 32) | quint32(cable.tests()[i].wavelengthNm), i);
        std::vector<int> judged;
        for (int i : std::as_const(latest))
            judged.push_back(i);
        std::sort(judged.begin(), judged.end());
        j.records = int(judged.size());
        bool testerFailed = false, marginal = false, negative = false;
        std::optional<TestFinding> overLimit; // the worst loss over its own record's limit
        for (int i : judged) {
            const TestRecord &t = cable.tests()[i];
            if (t.lossDb) takeMax(j.lossDb, *t.lossDb);
            if (t.limitDb) takeMin(j.limitDb, *t.limitDb);
            if (t.lengthM) takeMax(j.lengthM, *t.lengthM);
            testerFailed |= t.result.startsWith(QLatin1String("FAIL"));
            marginal |= t.result.endsWith(QLatin1Char('*'));
            negative |= t.lossDb && *t.lossDb < 0;
            if (!t.lossDb) continue;
            // Each record against its own limit (a wavelength's limit is not another's) and the budget.
            std::optional<double> limit = j.budgetDb;
            if (t.limitDb) takeMin(limit, *t.limitDb);
            if (limit) takeMin(j.marginDb, *limit - *t.lossDb);
            if (t.limitDb && *t.lossDb > *t.limitDb && !(j.budgetDb && *t.limitDb >= *j.budgetDb) &&
                (!overLimit || *t.lossDb - *t.limitDb > overLimit->a - overLimit->b))
                overLimit = TestFinding{TestFinding::OverTesterLimit, *t.lossDb, *t.limitDb};
        }
        if (j.records == 0) {
            j.verdict = CableJudgement::Verdict::Untested;
            ++result.summary.untested;
            result.cables.push_back(std::move(j));
            continue;
        }
        ++result.summary.tested;
        using F = TestFinding;
        if (testerFailed) j.findings.append(F{F::TesterFailed});
        // A negative loss is no measurement: the tester's reference was wrong, and the link is untested.
        if (negative) j.findings.append(F{F::NegativeLoss});
        if (j.lossDb && j.budgetDb && *j.lossDb > *j.budgetDb)
            j.findings.append(F{F::OverBudget, *j.lossDb, *j.budgetDb});
        if (overLimit) j.findings.append(*overLimit);
        j.verdict = j.findings.isEmpty() ? CableJudgement::Verdict::Pass : CableJudgement::Verdict::Fail;
        if (j.verdict == CableJudgement::Verdict::Pass && j.marginDb &&
            *j.marginDb < result.marginThresholdDb)
            j.findings.append(F{F::LowMargin, *j.marginDb, result.marginThresholdDb});
        if (j.limitDb && j.budgetDb && *j.limitDb > *j.budgetDb + 1e-9)
            j.findings.append(F{F::LooseLimit, *j.limitDb, *j.budgetDb});
        if (j.lengthM && std::abs(*j.lengthM - cable.lengthM) > lengthTolerance * cable.lengthM)
            j.findings.append(F{F::LengthDiffers, *j.lengthM, cable.lengthM});
        if (marginal) j.findings.append(F{F::WithinAccuracy});
        if (!j.budgetDb) j.findings.append(F{F::NoBudget});
        if (j.verdict == CableJudgement::Verdict::Pass)
            ++result.summary.passed;
        else
            ++result.summary.failed;
        if (j.hasWarnings()) ++result.summary.warned;
        result.cables.push_back(std::move(j));
    }
    return result;
}

} // namespace railyard
