#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace railyard {

class Design;

// One thing the judgement found about a cable: why it failed or what deserves a look, with its figures.
struct TestFinding
{
    enum Kind
    {
        // Fails.
        TesterFailed,    // the tester said FAIL
        OverBudget,      // loss `a` above Railyard's budget `b`
        OverTesterLimit, // loss `a` above the tester's limit `b` (of the same record)
        NegativeLoss,    // no measurement: the tester's reference needs setting again

        // Warnings.
        LowMargin,      // margin `a` below the design's `b`
        LooseLimit,     // the tester's limit `a` looser than the budget `b`
        LengthDiffers,  // measured `a` m against the design's `b` m
        WithinAccuracy, // PASS* or FAIL*
        NoBudget        // no complete channel states its budget
    };
    Kind kind = TesterFailed;
    double a = 0;
    double b = 0;
    bool isFailure() const { return kind <= NegativeLoss; }
    bool operator==(const TestFinding &) const = default;
};
// The finding as people read it, in the application's language ("loss 3.10 dB exceeds the budget 2.40 dB").
QString testFindingText(const TestFinding &finding);

// What the fiber test results say about each fiber cable (docs/commissioning.md): the latest record of each
// fiber and wavelength is judged against the loss the cable may have — what its channel's budget leaves once
// the design's estimate of the rest of the channel is taken off — or the tester's own limit where tighter.
struct CableJudgement
{
    enum class Verdict
    {
        Pass,
        Fail,
        Untested
    };
    int cable = -1; // slot
    Verdict verdict = Verdict::Untested;
    int records = 0;                // the records judged (the latest of each fiber and wavelength)
    std::optional<double> lossDb;   // the highest measured loss among them
    std::optional<double> budgetDb; // Railyard's budget for this cable; absent when no channel states one
    std::optional<double> limitDb;  // the tightest limit the tester reported
    std::optional<double>
        marginDb; // the least of each record's tighter of budget and its limit, less its loss
    std::optional<double> lengthM; // the longest measured length
    QList<TestFinding> findings;   // the failures first, then the warnings
    bool hasWarnings() const;
};

struct CommissionSummary
{
    int tested = 0;
    int passed = 0;
    int failed = 0;
    int untested = 0;
    int warned = 0; // tested cables with a warning
};

struct Commissioning
{
    std::vector<CableJudgement> cables; // every fiber cable, in design order
    CommissionSummary summary;
    double marginThresholdDb = 0; // the design's loss_margin_db
};

Commissioning judgeTests(const Design &design);

// The loss each cable may have (its share of the tightest channel budget through it), by cable slot; absent
// for a cable no complete channel with a known budget crosses.
std::vector<std::optional<double>> cableLossBudgets(const Design &design);

QString verdictName(CableJudgement::Verdict verdict); // "pass", "fail", "untested"

} // namespace railyard
