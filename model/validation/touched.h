#pragma once

#include "design/change.h"

#include <QSet>

namespace railyard {

// What edits touched since the last validation, collected from the document's change events.
struct Touched
{
    QSet<int> racks;
    QSet<int> devices;
    QSet<int> cables;
    bool everything = false; // a new design, or a change of catalog or settings

    void add(const Change &change);
    bool isEmpty() const { return !everything && racks.isEmpty() && devices.isEmpty() && cables.isEmpty(); }
};

} // namespace railyard
