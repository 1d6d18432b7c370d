#pragma once

#include "core/enums.h"

#include <QList>

namespace railyard {

class Design;

// A transceiver for one empty cage (what Design ▸ Fill Empty Cages plugs in, as one SetTransceivers).
struct CageFill
{
    int device = -1;
    int port = -1;
    int transceiver = -1;
};

// Every empty cage of these devices that takes the transceiver (same form factor), optionally only the cages
// of one network, in device and port order.
QList<CageFill> planCageFill(const Design &design, const QList<int> &devices, int transceiver,
                             Network network = Network::None);

// The transceivers that fit at least one empty cage of these devices (of `network`, None: any), with how many
// cages each would fill: first those the design already holds in cages like these (the same port of the same
// device type), then in cages of that network, most used first; then those of the fiber media the design's
// optics mostly are (so that they can link with their far ends); then those that carry the cage's rate; then
// by the cages they fill (then catalog order).
struct CageFillChoice
{
    int transceiver = -1;
    int cages = 0;
    int inUse = 0;             // cages like these (same device type and port) in the design that hold it
    int inNetwork = 0;         // cages of the network in the design that hold it
    bool matchesMedia = false; // of the fiber media most optics of the network are (of the design if none)
    bool matchesRate = false;  // it carries what a cage it fits is rated for
};
QList<CageFillChoice> cageFillChoices(const Design &design, const QList<int> &devices,
                                      Network network = Network::None);

// The network most of these devices' empty cages are in (None when they have none): what Fill Empty Cages
// starts with.
Network busiestEmptyNetwork(const Design &design, const QList<int> &devices);

} // namespace railyard
