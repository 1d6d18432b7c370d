#pragma once

#include "design/cable.h"

#include <optional>

namespace railyard {

class Design;

// What a new cable between two ends should be: the type a designer would pick for those ends and a length
// from the route estimate, rounded up to a length that can be ordered.
struct CableProposal
{
    int type = -1;
    double lengthM = 0;
};

// Between two cages with modules: a fiber cord of the modules' connector, polish and media (Type B or A-B,
// unpinned ends). A module and an adapter: the same cord. Two adapters: a pinned trunk. Two empty cages: a
// direct-attach cable of matching form factors. nullopt when nothing in the catalog fits.
std::optional<CableProposal> proposeCable(const Design &design, const Endpoint &a, const Endpoint &b);

// The first connector of a port that holds no cable yet (a twin-port module has two), or nullopt.
std::optional<Endpoint> freeConnector(const Design &design, int device, int port, Side side = Side::Front);

} // namespace railyard
