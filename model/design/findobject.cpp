#include "findobject.h"

#include "design.h"

namespace railyard {

FoundObject findObject(const Design &design, const QString &text)
{
    if (const int rack = design.racks().find(text); rack >= 0)
        return {FoundObject::Kind::Rack, rack};
    if (const int device = design.devices().find(text); device >= 0)
        return {FoundObject::Kind::Device, device};
    if (const int cable = design.cables().find(text); cable >= 0)
        return {FoundObject::Kind::Cable, cable};
    // Labels are not indexed: a Find is rare and one pass over the cables is a few milliseconds even on XL.
    for (int c : design.cables().live())
        if (design.cables().at(c).label == text)
            return {FoundObject::Kind::Cable, c};
    return {};
}

} // namespace railyard
