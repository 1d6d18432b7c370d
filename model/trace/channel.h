#pragma once

#include "design/cable.h"

#include <QVarLengthArray>

namespace railyard {

// One cable crossed by a channel: entered at end `from`, left at end `to` (0 = A, 1.. = B legs).
struct Hop
{
    int cable = -1;
    qint16 from = 0; // a cable has at most 2 × 64 ends (designlimits)
    qint16 to = 1;

    Hop() = default;
    constexpr Hop(int cable, int from, int to) : cable(cable), from(qint16(from)), to(qint16(to)) {}
    bool operator==(const Hop &) const = default;
};

// How a channel's path ends on one side.
enum class Terminal : quint8
{
    Module,       // a transceiver connector: a complete end
    FixedPort,    // a fixed optical port: complete, with unknown reach and budget
    DirectAttach, // a direct-attach cable end in a cage
    EmptyAdapter, // an adapter side with nothing plugged in: incomplete
    LooseEnd,     // a cable end plugged nowhere: incomplete
    EmptyCage,    // a fiber end in a cage that holds no module: incomplete (and a cage-mismatch)
    Loop,         // the path came back to a cable it had crossed: incomplete
};

inline bool isCompleteTerminal(Terminal t)
{
    return t == Terminal::Module || t == Terminal::FixedPort || t == Terminal::DirectAttach;
}

// The optical (or copper) path from one transceiver connector to the next (design-format.md, Channels).
// Hops are in path order. Adapters sit between consecutive hops: at the end `hops[i].to` of hops[i].
struct Channel
{
    QVarLengthArray<Hop, 4> hops;
    Endpoint start;  // where hops.front().from is plugged
    Endpoint finish; // where hops.back().to is plugged; loose for a loose end
    Terminal startTerminal = Terminal::Module;
    Terminal finishTerminal = Terminal::Module;

    bool isComplete() const
    {
        return isCompleteTerminal(startTerminal) && isCompleteTerminal(finishTerminal);
    }
    bool isDirectAttach() const { return startTerminal == Terminal::DirectAttach; }
};

} // namespace railyard
