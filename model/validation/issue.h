#pragma once

#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

namespace railyard {

class Design;

enum class Severity : quint8
{
    Error,
    Warning,
    Info
};

// The rules of cli.md, in the order of its table. Their ids and severities are a fixed interface.
enum class Rule : quint8
{
    PolishMismatch,
    GenderMismatch,
    ConnectorMismatch,
    FormFactorMismatch,
    CageMismatch,
    PortConflict,
    FiberMismatch,
    Polarity,
    Reach,
    LossBudget,
    LossMargin,
    RateMismatch,
    IncompleteChannel,
    RailAlignment,
    RackOverlap,
    RackOverflow,
    FloorOverlap,
    LabelDuplicate,
    LengthShort,
    SelfLoop,
    RackPower,
    Unconnected,
    ReplacesUnknown,
    TrayFill,
    NoRoute,
    BendRadius,
};
constexpr int ruleCount = int(Rule::BendRadius) + 1;

QLatin1String ruleId(Rule rule);
Severity defaultSeverity(Rule rule);
QLatin1String severityName(Severity severity);

// One finding. Objects are entity slots of the design the issue was found in; `cables` of a channel
// issue are in path order.
struct Issue
{
    Rule rule = Rule::Polarity;
    Severity severity = Severity::Error;
    QString message;
    QList<int> cables;
    QList<int> devices;
    QList<int> racks;     // for rules about racks themselves (floor-overlap)
    QStringList segments; // ids of the pathway segments a rule about them concerns (tray-fill)

    bool operator==(const Issue &) const = default;
};

// The order of cli.md: severity, rule id, first cable id (or first device id, or first rack id); then the
// remaining ids and the message, so that the order is total and a full and an incremental run list issues
// identically.
bool issueLess(const Design &design, const Issue &a, const Issue &b);
void sortIssues(const Design &design, QList<Issue> &issues);

} // namespace railyard

Q_DECLARE_METATYPE(railyard::Issue)
