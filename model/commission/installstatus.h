#pragma once

#include "core/enums.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <array>

namespace railyard {

class Design;

// How many cables are at each install status.
struct StatusCounts
{
    static constexpr int statusCount = int(CableStatus::Failed) + 1;
    std::array<int, statusCount> counts{};

    void add(CableStatus status) { ++counts[size_t(status)]; }
    int operator[](CableStatus status) const { return counts[size_t(status)]; }
    int total() const;
    // Tested or in service: the share of the work finished, 0..1 (1 when there are no cables).
    double doneFraction() const;
};

// The build's progress: the design's cables by status, and per rack and per row those that end there. A
// cable between two racks counts in both (each rack's crew pulls, terminates and tests it), once in a row
// it ends in twice; loose cables count only in the design's total; racks without a row have no row.
struct InstallProgress
{
    struct Group
    {
        QString name; // a rack id or a row name
        StatusCounts counts;
    };
    StatusCounts cables;
    QList<Group> racks; // in the design's order
    QList<Group> rows;  // in the order rows first appear
};

InstallProgress installProgress(const Design &design);

// A share as every commissioning output shows it: rounded down, so that 100 % means all, and "<1 %" for a
// little more than none (0.9 % is not "nothing"). `space` goes between the number and the sign (a no-break
// space on screen; none when null).
QString percentText(double fraction, QChar space = QLatin1Char(' '));

// `railyard-cli status --json`: {"cables": {"planned": N, …}, "racks": {ID: {…}}, "rows": {NAME: {…}}},
// every status named in the order of the format (zeros too) and the racks and rows in design order.
QByteArray installProgressJson(const InstallProgress &progress);
// The same for people: a table of counts per status with the share done.
QString installProgressText(const InstallProgress &progress);

} // namespace railyard
