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
    // An edit that can move a route over the trays or its length: cables added, removed, re-plugged,
    // retyped or resized, devices placed or retyped, racks added, removed, moved, resized or renamed (drops
    // name racks). Not a label, a transceiver or a device's attributes, which the pathway rules never read.
    bool routes = false;

    void add(const Change &change);
    bool isEmpty() const { return !everything && racks.isEmpty() && devices.isEmpty() && cables.isEmpty(); }
};

} // namespace railyard
