#include "commission/countermeasure.h"

#include "io/inputfile.h"

namespace railyard {

Result<CounterCheck> checkCounters(const Design &design, const CounterInputs &inputs, const QString &taken)
{
    Result<LoadedFabric> loaded = loadFabricInputs(inputs.fabric);
    if (!loaded.ok()) return loaded.error();
    if (!loaded.value().hasIb)
        return IoError{
            inputs.fabric.lldp, {}, {}, QStringLiteral("port counters need the ibnetdiscover dump")};
    Result<QByteArray> bytes = readInputFile(inputs.ibdiagnet);
    if (!bytes.ok()) return bytes.error();
    // ibdiagnet's db_csv, or perfquery text (told apart by content), its ports placed through the dump.
    Result<CounterSnapshot> now =
        isPerfqueryText(bytes.value())
            ? parsePerfqueryCounters(bytes.value(), inputs.ibdiagnet, loaded.value().fabric)
            : parseIbdiagnetCounters(bytes.value(), inputs.ibdiagnet);
    if (!now.ok()) return now.error();
    now.value().taken = taken;
    std::optional<CounterSnapshot> baseline;
    if (!inputs.baseline.isEmpty()) {
        Result<CounterSnapshot> read = readCounterSnapshot(inputs.baseline);
        if (!read.ok()) return read.error();
        baseline = std::move(read.value());
    }
    CounterThresholds thresholds = CounterThresholds::defaults();
    if (!inputs.thresholds.isEmpty()) {
        Result<CounterThresholds> read = readCounterThresholds(inputs.thresholds);
        if (!read.ok()) return read.error();
        thresholds = read.value();
    }
    // Only the InfiniBand links: ibdiagnet reads the InfiniBand fabric's ports.
    LoadedFabric ib = loaded.value();
    ib.hasLldp = false;
    const Verification verification = verifyDiscovered(design, ib);
    CounterCheck check;
    check.comparison =
        compareCounters(verification, ib.fabric, now.value(), baseline ? &*baseline : nullptr, thresholds);
    // Not one design link with counters: the dump or the counters are of another fabric, which a check that
    // says "all ok" would hide.
    const CounterComparison &c = check.comparison;
    if (!c.links.empty() && c.ok + c.rose == 0)
        return IoError{
            inputs.ibdiagnet,
            {},
            {},
            QStringLiteral("none of the design's %1 InfiniBand links has counters here: are the dump and "
                           "the counters of this design's fabric?")
                .arg(c.links.size())};
    check.snapshot = std::move(now.value());
    return check;
}

} // namespace railyard
