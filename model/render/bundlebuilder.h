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
    // The cable ends in each rack (by rack slot), counted on the way: what the floor from afar shows.
    std::vector<int> takeEnds() { return std::move(m_ends); }

private:
    void count(int cable);
    int rackOf(const Endpoint &end) const; // -1: loose, or a device in no rack

    enum class Phase
    {
        Counting,
        Keys,
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
    std::vector<int> m_ends;   // by rack slot: the cable ends in it
    QHash<Key, std::pair<CableColour, int>> m_counts;
    QHash<Key, std::pair<CableColour, int>>::const_iterator m_counted; // the next to list in m_keys
    std::vector<Key> m_keys; // sorted: bundles come out in rack pair, then colour order
    int m_pairStart = 0;     // arcs: where the keys of the current rack pair start in m_keys, and end
    int m_pairEnd = 0;
    std::vector<Bundle> m_bundles;
};

// The bundles and the cable ends in each rack, built at once (a drawing's; a window builds them in slices).
struct BuiltBundles
{
    std::vector<Bundle> bundles;
    std::vector<int> ends; // by rack slot
};
BuiltBundles buildBundles(const Design &design, const FloorPlanLayout &layout, const Decorations &decorations,
                          Colouring colouring);

} // namespace railyard::floorplan
