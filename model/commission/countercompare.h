#pragma once

#include "commission/countersnapshot.h"
#include "core/result.h"

#include <QMap>
#include <QString>
#include <QStringList>

#include <vector>

namespace railyard {

class Design;
struct IbFabric;
struct Verification;

// When a link's counters count as risen (docs/commissioning.md): a counter whose rise since the baseline is
// above its `rise`, or a rate (BER) now above its `ceiling`. Counters without a threshold are reported, not
// judged.
struct CounterThresholds
{
    QMap<QString, double> rise;
    QMap<QString, double> ceiling;
    static CounterThresholds defaults();
};
// {"format": "railyard-counter-thresholds", "rise": {…}, "ceiling": {…}}: the defaults, with the counters it
// names changed.
Result<CounterThresholds> readCounterThresholds(const QString &path);
Result<CounterThresholds> parseCounterThresholds(const QByteArray &json, const QString &fileName);

// One design link of the compute fabric and its two ends' counters.
struct LinkCounters
{
    enum class Status
    {
        Ok,
        Rose,
        Unseen // the dump shows no link there, or the snapshot no counters of its ports
    };
    QStringList cables;
    QString a, b; // the design's ends, "device:port[.sub]"
    Status status = Status::Unseen;
    QMap<QString, double> countersA, countersB; // now
    QMap<QString, double> deltaA, deltaB;       // the rise since the baseline (with one)
    QStringList rose;                           // "link_downed +2 at a"
    bool reset = false;                         // a counter fell: cleared since the baseline
};

struct CounterComparison
{
    std::vector<LinkCounters> links; // in the verification's order
    int ok = 0, rose = 0, unseen = 0;
    bool withBaseline = false;
};

// The counters of each design link: its reported link's ports (IbFabric, through the verification) looked up
// in `now`, and with a baseline their rise judged by `thresholds`.
CounterComparison compareCounters(const Verification &verification, const IbFabric &fabric,
                                  const CounterSnapshot &now, const CounterSnapshot *baseline,
                                  const CounterThresholds &thresholds);

QString linkCountersStatusName(LinkCounters::Status status); // "ok", "rose", "unseen"

// `railyard-cli counters --json`: {"summary": {"ok", "rose", "unseen"}, "links": [{"cables", "a", "b",
// "status", "counters": {"a": {…}, "b": {…}}, "delta": {"a": {…}, "b": {…}}, "rose": […]}]}.
QByteArray counterComparisonJson(const CounterComparison &comparison);
QString counterComparisonText(const CounterComparison &comparison);

} // namespace railyard
