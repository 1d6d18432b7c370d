#include "validation/issue.h"

#include "design/design.h"

#include <algorithm>
#include <array>

namespace railyard {

namespace {

struct RuleInfo
{
    const char *id;
    Severity severity;
};

constexpr std::array<RuleInfo, ruleCount> rules{{
    {"polish-mismatch", Severity::Error},
    {"gender-mismatch", Severity::Error},
    {"connector-mismatch", Severity::Error},
    {"form-factor-mismatch", Severity::Error},
    {"cage-mismatch", Severity::Error},
    {"port-conflict", Severity::Error},
    {"fiber-mismatch", Severity::Error},
    {"polarity", Severity::Error},
    {"reach", Severity::Error},
    {"loss-budget", Severity::Error},
    {"loss-margin", Severity::Warning},
    {"rate-mismatch", Severity::Error},
    {"incomplete-channel", Severity::Warning},
    {"rail-alignment", Severity::Warning},
    {"rack-overlap", Severity::Error},
    {"rack-overflow", Severity::Error},
    {"floor-overlap", Severity::Error},
    {"label-duplicate", Severity::Error},
    {"length-short", Severity::Warning},
    {"self-loop", Severity::Error},
    {"rack-power", Severity::Error},
    {"unconnected", Severity::Info},
    {"replaces-unknown", Severity::Info},
    {"tray-fill", Severity::Warning},
    {"no-route", Severity::Warning},
    {"bend-radius", Severity::Warning},
}};

} // namespace

QLatin1String ruleId(Rule rule)
{
    return QLatin1String(rules[size_t(rule)].id);
}

Severity defaultSeverity(Rule rule)
{
    return rules[size_t(rule)].severity;
}

QLatin1String severityName(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return QLatin1String("error");
    case Severity::Warning:
        return QLatin1String("warning");
    case Severity::Info:
        break;
    }
    return QLatin1String("info");
}

namespace {

// Rules ranked by their id text, computed once: comparing ranks is what comparing the ids would say.
const std::array<int, ruleCount> &ruleRanks()
{
    static const std::array<int, ruleCount> ranks = [] {
        std::array<int, ruleCount> order{};
        for (int i = 0; i < ruleCount; ++i)
            order[size_t(i)] = i;
        std::sort(order.begin(), order.end(), [](int a, int b) { return ruleId(Rule(a)) < ruleId(Rule(b)); });
        std::array<int, ruleCount> rank{};
        for (int i = 0; i < ruleCount; ++i)
            rank[size_t(order[size_t(i)])] = i;
        return rank;
    }();
    return ranks;
}

// The id an issue sorts by first: its first cable's, else its first rack's (an issue about a rack lists the
// devices in it after it), else its first device's, else none.
const QString &primaryId(const Design &d, const Issue &issue)
{
    static const QString none;
    if (!issue.cables.isEmpty()) return d.cables().at(issue.cables.first()).id;
    if (!issue.racks.isEmpty()) return d.racks().at(issue.racks.first()).id;
    if (!issue.devices.isEmpty()) return d.devices().at(issue.devices.first()).id;
    if (!issue.segments.isEmpty()) return issue.segments.first();
    return none;
}

} // namespace

bool issueLess(const Design &d, const Issue &a, const Issue &b)
{
    if (a.severity != b.severity) return a.severity < b.severity;
    if (a.rule != b.rule) return ruleRanks()[size_t(a.rule)] < ruleRanks()[size_t(b.rule)];
    // Then by the ids of the objects, cables first, then devices.
    enum class Kind
    {
        Cable,
        Device,
        Rack
    };
    auto idOf = [&](Kind kind, int slot) -> const QString & {
        switch (kind) {
        case Kind::Cable:
            return d.cables().at(slot).id;
        case Kind::Device:
            return d.devices().at(slot).id;
        case Kind::Rack:
            break;
        }
        return d.racks().at(slot).id;
    };
    auto compareIds = [&](const QList<int> &x, const QList<int> &y, Kind kind) {
        for (qsizetype i = 0; i < std::min(x.size(), y.size()); ++i) {
            const QString &ix = idOf(kind, x[i]);
            const QString &iy = idOf(kind, y[i]);
            if (const int c = QString::compare(ix, iy); c != 0) return c;
        }
        return int(x.size() > y.size()) - int(x.size() < y.size());
    };
    // An issue without cables sorts by its first device id against the others' first cable id.
    if (const int c = QString::compare(primaryId(d, a), primaryId(d, b)); c != 0) return c < 0;
    if (const int c = compareIds(a.cables, b.cables, Kind::Cable); c != 0) return c < 0;
    if (const int c = compareIds(a.devices, b.devices, Kind::Device); c != 0) return c < 0;
    if (const int c = compareIds(a.racks, b.racks, Kind::Rack); c != 0) return c < 0;
    if (a.segments != b.segments) return a.segments < b.segments;
    return a.message < b.message;
}

void sortIssues(const Design &design, QList<Issue> &issues)
{
    // Sort small keys, not the issues: the first comparisons settle almost every pair, and the issues are
    // moved once at the end instead of at every step of the sort.
    struct Key
    {
        quint8 severity;
        int rule;
        const QString *id;
        qsizetype index;
    };
    std::vector<Key> keys;
    keys.reserve(size_t(issues.size()));
    for (qsizetype i = 0; i < issues.size(); ++i)
        keys.push_back({quint8(issues[i].severity), ruleRanks()[size_t(issues[i].rule)],
                        &primaryId(design, issues[i]), i});
    std::stable_sort(keys.begin(), keys.end(), [&](const Key &a, const Key &b) {
        if (a.severity != b.severity) return a.severity < b.severity;
        if (a.rule != b.rule) return a.rule < b.rule;
        if (const int c = QString::compare(*a.id, *b.id); c != 0) return c < 0;
        return issueLess(design, issues[a.index], issues[b.index]);
    });
    QList<Issue> sorted;
    sorted.reserve(issues.size());
    for (const Key &k : keys)
        sorted.append(std::move(issues[k.index]));
    issues = std::move(sorted);
}

} // namespace railyard
