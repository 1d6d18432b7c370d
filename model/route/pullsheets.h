#pragma once

#include "core/enums.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <vector>

namespace railyard {

class Design;
struct Routing;

// Pull sheets (docs/pathways.md, "Pull sheets"): the cables that run the same way over the trays, to be
// pulled together, with the trays they follow in order. One sheet per route: the same racks at the ends and
// the same segments between their drops, whichever end each cable starts from.

// One tray of a pull, in the order the cables pass it.
struct PullLeg
{
    QString segment;
    SegmentKind kind = SegmentKind::Tray;
    QString from, to;       // nodes
    double lengthM = 0;     // the segment's 3D length
    double fillPercent = 0; // with every routed cable of the design
    double fillLimitPercent = 0;
};

struct PullCable
{
    int cable = -1;
    QString id, label, type, partNumber;
    double lengthM = 0; // as ordered
    double routeM = 0;  // its route: the rises at both ends and the path
    int fromEnd = 0;    // its end in the rack the pull starts from (an index into its ends)
    QList<int> toEnds;  // its ends at the far end of the pull
};

struct PullSheet
{
    int number = 0;             // 1, 2, … in the order of the sheets
    QString fromRack;           // where the pull starts: the rack first in natural order
    QStringList toRacks;        // one, or a splitter's leg racks
    QList<PullLeg> legs;        // from fromRack's drop on
    double pathM = 0;           // the sum of the legs
    double crossSectionMm2 = 0; // of its cables (π/4·OD²)
    std::vector<PullCable> cables;
};

// The pull sheets of every routed cable, sorted by their racks as people number them; empty when the design
// has no pathways. Cables on their way out (replaced) are not pulled.
std::vector<PullSheet> buildPullSheets(const Design &design, const Routing &routing);

} // namespace railyard
