#pragma once

#include "core/result.h"
#include "export/paper.h"

#include <QByteArray>
#include <QStringList>

#include <vector>

namespace railyard {

class Design;

// One row of a pull list (docs/exports.md, "Pull lists"): the cables of one type and ordered length that run
// from a rack to one far rack — what a technician stages at that rack.
struct PullListRow
{
    QString rack;    // where the cable ends land (a device not in a rack: its id)
    QString farRack; // where their other ends are ("B03"; a splitter's legs in several racks: "B03 B04")
    QString cableType;
    QString partNumber; // as the BOM orders the length
    double lengthM = 0; // the ordered length
    qint64 count = 0;
    QStringList labels; // each cable's label (its id when it has none), in natural order
};

// Per rack, every cable with an end there, grouped by far rack, cable type and ordered length; a cable with
// both ends in one rack once, with itself as the far rack. Only `racks` (ids) when given. Sorted by rack, far
// rack, type and length as people number them.
std::vector<PullListRow> buildPullList(const Design &design, const QStringList &racks = {});

// The racks of `racks` the design does not have (for the CLI's --rack).
QStringList unknownRacks(const Design &design, const QStringList &racks);

// CSV: rack,far_rack,cable_type,part_number,length_m,count,labels (labels space-separated).
QByteArray pullListToCsv(const std::vector<PullListRow> &rows);
// Writes the pull list as OUT's extension says: .csv, .xlsx (one sheet, a row per entry, filterable) or .pdf
// (a page per rack, for the technician to take there). Written atomically.
Result<> writePullList(const Design &design, const std::vector<PullListRow> &rows, const QString &path,
                       Paper paper = Paper::A4);

} // namespace railyard
