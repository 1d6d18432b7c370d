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

// The length a route estimate calls for: a little slack over it (10 % and 0.3 m) for bends and dressing,
// before rounding up to an orderable length.
inline double withSlack(double routeM)
{
    return routeM * 1.1 + 0.3;
}

// Between two cages with modules: a fiber cord of the modules' connector, polish and media (Type B or A-B,
// unpinned ends). A module and an adapter: the same cord. Two adapters: a pinned trunk. Two empty cages: a
// direct-attach cable of matching form factors. nullopt when nothing in the catalog fits. `trunkGrade` is the
// fiber a trunk between two adapters should be (the grade of the channel's cords); single-mode when not said.
std::optional<CableProposal> proposeCable(const Design &design, const Endpoint &a, const Endpoint &b,
                                          FiberGrade trunkGrade = FiberGrade::None);

// The first connector of a port that holds no cable yet (a twin-port module has two), or nullopt.
std::optional<Endpoint> freeConnector(const Design &design, int device, int port, Side side = Side::Front);

} // namespace railyard
