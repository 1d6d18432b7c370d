#pragma once

#include "design/cable.h"
#include "design/cablechoice.h"

#include <QString>

#include <optional>

namespace railyard {

class Design;
struct CableType;

// Whether a cable dragged from one port may land on another, judged by the checks validation would make of
// the cable once it is there: form factor and cage contents at direct-attach ends, connector, polish and
// gender at each mating, the fiber grade against the modules, and module against module for a direct cord.
// The views use it to light up the ports a cable fits and dim the others while the user drags.
struct ConnectionCheck
{
    enum class Fit
    {
        Fits,
        Busy,
        Mismatch
    };
    Fit fit = Fit::Mismatch;
    QString reason; // why it does not fit (for a tooltip or the status bar)
    Endpoint a, b;  // the connectors the cable would plug into
    CableProposal cable;
};

// From a connector already chosen (`from`, free) to a port: its connector `sub` (0: the first free one; a
// taken one gives way to the other free connector of the same module), on the given side of an adapter.
ConnectionCheck checkConnection(const Design &design, const Endpoint &from, int device, int port, int sub = 0,
                                Side side = Side::Front);

// What would be wrong with an A or a B end of a cable of this type plugged at `at`: a direct-attach
// end in the wrong cage, a fiber end in an empty cage, a mating problem, a fiber grade the module does not
// run over. Empty when nothing.
QString cableEndProblem(const Design &design, const CableType &type, bool aEnd, const Endpoint &at);

// The connector of a port a cable would plug into: `sub` if that one is free (0: the first free one), else
// another free connector of the same port; nullopt when every connector is taken.
std::optional<Endpoint> connectorToPlug(const Design &design, int device, int port, int sub = 0,
                                        Side side = Side::Front);

// The cable a successful check proposes, with a fresh id (prefix "C").
Cable cableFor(const Design &design, const ConnectionCheck &check);

} // namespace railyard
