#pragma once

#include "design/describe.h"
#include "design/design.h"
#include "trace/channel.h"
#include "trace/channelanalysis.h"
#include "validation/issue.h"

#include <QCoreApplication>
#include <QList>

#include <optional>

namespace railyard {

// Where rules put what they find. Every rule family is a set of free functions that take the design and
// the thing to check (a channel, a cable, a device, a rack) and report into a sink.
class IssueSink
{
public:
    explicit IssueSink(QList<Issue> &out) : m_out(out) {}
    void report(Rule rule, const QString &message, QList<int> cables, QList<int> devices,
                std::optional<Severity> severity = std::nullopt)
    {
        m_out.append(Issue{rule,
                           severity.value_or(defaultSeverity(rule)),
                           message,
                           std::move(cables),
                           std::move(devices),
                           {},
                           {}});
    }
    // An issue about racks themselves, with no cables, and the devices in them it concerns.
    void reportRacks(Rule rule, const QString &message, QList<int> racks, QList<int> devices = {})
    {
        m_out.append(
            Issue{rule, defaultSeverity(rule), message, {}, std::move(devices), std::move(racks), {}});
    }

private:
    QList<Issue> &m_out;
};

// Where lupdate finds the texts of validation messages: ValidationText::tr() in the Validation context.
struct ValidationText
{
    Q_DECLARE_TR_FUNCTIONS(Validation)
};

// The cables of a channel in path order (a splitter once) and the devices at its two ends.
QList<int> channelCables(const Channel &channel);
QList<int> channelDevices(const Channel &channel);

} // namespace railyard
