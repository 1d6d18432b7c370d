#pragma once

#include "render/floorplanpainter.h"

#include <QHash>

#include <algorithm>
#include <vector>

namespace railyard::floorplan {

// Builds the floor plan's bundles (floorplan::bundles) a slice at a time: a window builds those of a
// million-GPU floor (13 million cables) between its events instead of stalling for seconds. The design,
// layout and decorations must not change while it builds (an edit starts a new builder).
class BundleBuilder
{
public:
    BundleBuilder(const Design &design, const FloorPlanLayout &layout, const Decorations &decorations,
                  Colouring colouring);

    // Does about `work` units of work (a cable counted, a bundle made); true once the bundles are ready.
    bool step(int work);
    bool isDone() const { return m_phase == Phase::Done; }
    // The bundles, once done; taken out of the builder.
    std::vector<Bundle> take();

private:
    void count(int cable);
    int rackOf(const Endpoint &end) const; // -1: loose, or a device in no rack

    enum class Phase
    {
        Counting,
        Arcs,
        Done,
    };
    // (lower rack << 32 | higher rack, colour key): sorts by rack pair, then colour.
    using Key = std::pair<quint64, int>;
    static Key keyOf(int rackA, int rackB, int colour)
    {
        return {quint64(std::min(rackA, rackB)) << 32 | quint64(std::max(rackA, rackB)), colour};
    }

    const Design &m_design;
    const FloorPlanLayout &m_layout;
    const Decorations m_decorations; // a copy: a window makes its decorations for each use
    Colouring m_colouring;
    Phase m_phase = Phase::Counting;
    int m_next = 0;            // the next cable slot, then the next key
    std::vector<int> m_rackOf; // by device slot: its rack (-1 for none), compact for the pass over the cables
    QHash<Key, std::pair<CableColour, int>> m_counts;
    std::vector<Key> m_keys;       // sorted: bundles come out in rack pair, then colour order
    QHash<quint64, int> m_perPair; // by rack pair: its bundles, and those made so far
    QHash<quint64, int> m_placed;
    std::vector<Bundle> m_bundles;
};

} // namespace railyard::floorplan
