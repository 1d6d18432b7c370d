#pragma once

#include "trace/channelrail.h"
#include "validation/validationcontext.h"

#include <QHash>
#include <QSet>

namespace railyard {

// A server port whose rail is not the rail of the switch it reaches.
void checkRailAlignment(const Design &d, const Channel &ch, const RailLink &link, IssueSink &sink);

// What reaches one leaf with no rail set from one scalable unit: the rails, and the channels that brought
// them.
struct LeafUnitRails
{
    QList<int> rails;
    QList<const Channel *> channels;
};
// A leaf with no rail set that receives ports of more than one rail from the same su.
void checkLeafRails(const Design &d, int leaf, int su, const LeafUnitRails &group, IssueSink &sink);
bool isUnrailedLeaf(const Design &d, int device);

} // namespace railyard
