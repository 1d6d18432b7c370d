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

// The transceivers that fit at least one empty cage of these devices, with how many cages each would fill,
// most cages first (then catalog order).
struct CageFillChoice
{
    int transceiver = -1;
    int cages = 0;
};
QList<CageFillChoice> cageFillChoices(const Design &design, const QList<int> &devices,
                                      Network network = Network::None);

} // namespace railyard
