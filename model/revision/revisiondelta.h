#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace railyard {

class Design;

// What a revision changes beyond its objects (docs/revisions.md): the parts to order and to return, and the
// validation issues it brings or resolves.
struct BomChange
{
    QString partNumber;
    std::optional<double> lengthM;
    QString description;
    qint64 before = 0; // units without spares, in A's BOM
    qint64 after = 0;  // in B's
    qint64 delta() const { return after - before; }
};
// The BOM lines whose quantity (spares left out: they follow the totals) differs, by part number and ordered
// length: B's lines in B's order, then those only A orders.
QList<BomChange> bomDelta(const Design &a, const Design &b);

struct IssueChange
{
    QString rule;     // cli.md's rule id
    QString severity; // "error", "warning", "info"
    QString message;
    QStringList objects; // the cables, devices and racks it names, by id
};
struct ValidationDelta
{
    QList<IssueChange> appeared; // in B, not in A
    QList<IssueChange> resolved; // in A, not in B
};
// Issues are the same when their rule, severity, message and objects' ids are.
ValidationDelta validationDelta(const Design &a, const Design &b);

} // namespace railyard
