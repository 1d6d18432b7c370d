#include "design/findobject.h"

#include "design/design.h"

namespace railyard {

FoundObject findObject(const Design &design, const QString &text)
{
    if (const int rack = design.racks().find(text); rack >= 0) return {EntityKind::Rack, rack};
    if (const int device = design.devices().find(text); device >= 0) return {EntityKind::Device, device};
    if (const int cable = design.cables().find(text); cable >= 0) return {EntityKind::Cable, cable};
    // Labels are not indexed: a Find is rare and one pass over the cables is a few milliseconds even on XL.
    for (int c : design.cables().live())
        if (design.cables().at(c).label == text) return {EntityKind::Cable, c};
    return {};
}

} // namespace railyard
