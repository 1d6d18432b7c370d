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
    {"label-duplicate", Severity::Error},
    {"length-short", Severity::Warning},
    {"unconnected", Severity::Info},
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
    case Severity::Error: return QLatin1String("error");
    case Severity::Warning: return QLatin1String("warning");
    case Severity::Info: break;
    }
    return QLatin1String("info");
}

bool issueLess(const Design &d, const Issue &a, const Issue &b)
{
    if (a.severity != b.severity)
        return a.severity < b.severity;
    if (a.rule != b.rule) {
        const int c = QString::compare(QString(ruleId(a.rule)), QString(ruleId(b.rule)));
        if (c != 0)
            return c < 0;
    }
    // Then by the ids of the objects, cables first, then devices.
    auto compareIds = [&](const QList<int> &x, const QList<int> &y, bool cables) {
        for (qsizetype i = 0; i < std::min(x.size(), y.size()); ++i) {
            const QString &ix = cables ? d.cables().at(x[i]).id : d.devices().at(x[i]).id;
            const QString &iy = cables ? d.cables().at(y[i]).id : d.devices().at(y[i]).id;
            if (const int c = QString::compare(ix, iy); c != 0)
                return c;
        }
        return int(x.size() > y.size()) - int(x.size() < y.size());
    };
    // An issue without cables sorts by its first device id against the others' first cable id.
    const QString &ka = a.cables.isEmpty() ? (a.devices.isEmpty() ? QString() : d.devices().at(a.devices[0]).id)
                                           : d.cables().at(a.cables[0]).id;
    const QString &kb = b.cables.isEmpty() ? (b.devices.isEmpty() ? QString() : d.devices().at(b.devices[0]).id)
                                           : d.cables().at(b.cables[0]).id;
    if (const int c = QString::compare(ka, kb); c != 0)
        return c < 0;
    if (const int c = compareIds(a.cables, b.cables, true); c != 0)
        return c < 0;
    if (const int c = compareIds(a.devices, b.devices, false); c != 0)
        return c < 0;
    return a.message < b.message;
}

void sortIssues(const Design &design, QList<Issue> &issues)
{
    std::stable_sort(issues.begin(), issues.end(),
                     [&](const Issue &a, const Issue &b) { return issueLess(design, a, b); });
}

} // namespace railyard
