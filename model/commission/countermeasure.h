#pragma once

#include "asbuilt/fabricinputs.h"
#include "commission/countercompare.h"

namespace railyard {

class Design;

// What a counter check reads (the CLI's `counters`, the window's Record Baseline and Compare Counters): the
// fabric's dump (and its maps) placing each port on the design, ibdiagnet's counters, and optionally a
// baseline snapshot and thresholds. Empty: not given.
struct CounterInputs
{
    FabricInputs fabric;
    QString ibdiagnet; // ibdiagnet2.db_csv, or perfquery text (by content)
    QString baseline;
    QString thresholds;
};

struct CounterCheck
{
    CounterSnapshot snapshot; // what ibdiagnet read now, to keep as the next baseline
    CounterComparison comparison;
};

// Reads every input (the first problem is the error, naming its file) and compares. `taken` stamps the
// snapshot (ISO 8601).
Result<CounterCheck> checkCounters(const Design &design, const CounterInputs &inputs, const QString &taken);

} // namespace railyard
