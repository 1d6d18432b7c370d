#include "render/bundlebuilder.h"

#include "design/design.h"

#include <algorithm>
#include <limits>

namespace railyard::floorplan {

BundleBuilder::BundleBuilder(const Design &design, const FloorPlanLayout &layout,
                             const Decorations &decorations, Colouring colouring)
    : m_design(design), m_layout(layout), m_decorations(decorations), m_colouring(colouring)
{
    // Most cables stay in their rack (a server's cords to its panel): two array reads find that, where
    // reading the devices themselves would miss the cache twice per cable.
    m_rackOf.assign(size_t(design.devices().slotCount()), -1);
    for (int d : design.devices().live())
        m_rackOf[size_t(d)] = design.devices().at(d).rack;
    m_ends.assign(size_t(design.racks().slotCount()), 0);
    // Room for the bundles at once: growing a table of 650k (a million GPUs: one per 20 cables) rehashes it
    // whole, in one slice.
    m_counts.reserve(design.cables().liveCount() / 16);
}

int BundleBuilder::rackOf(const Endpoint &e) const
{
    return e.isLoose() || e.device >= int(m_rackOf.size()) ? -1 : m_rackOf[size_t(e.device)];
}

void BundleBuilder::count(int c)
{
    const Cable &cable = m_design.cables().at(c);
    const int rackA = rackOf(cable.ends[0]);
    if (rackA >= 0) ++m_ends[size_t(rackA)];
    bool bundled = false;
    for (int leg : cable.bEnds()) {
        const int rackB = rackOf(cable.ends[leg]);
        if (rackB >= 0) ++m_ends[size_t(rackB)];
        if (rackA < 0 || rackB < 0 || rackB == rackA || bundled) continue;
        const CableColour colour = cableColour(m_design, m_decorations, m_colouring, c);
        auto &entry = m_counts[keyOf(rackA, rackB, colour.key)];
        entry.first = colour;
        ++entry.second;
        if (cable.isAssembly()) bundled = true; // one jacket between the two racks
    }
}

bool BundleBuilder::step(int work)
{
    const auto &cables = m_design.cables();
    if (m_phase == Phase::Counting) {
        const int end = int(std::min<qint64>(cables.slotCount(), qint64(m_next) + work));
        for (; m_next < end; ++m_next)
            if (cables.isLive(m_next)) count(m_next);
        if (m_next < cables.slotCount()) return false;
        m_keys.reserve(size_t(m_counts.size()));
        m_counted = m_counts.cbegin();
        m_phase = Phase::Keys;
        return false;
    }
    if (m_phase == Phase::Keys) {
        for (int n = 0; n < work && m_counted != m_counts.cend(); ++n, ++m_counted)
            m_keys.push_back(m_counted.key());
        if (m_counted != m_counts.cend()) return false;
        std::sort(m_keys.begin(), m_keys.end());
        m_bundles.reserve(m_keys.size());
        m_phase = Phase::Arcs;
        m_next = m_pairStart = m_pairEnd = 0;
        return false;
    }
    if (m_phase == Phase::Arcs) {
        // Bundles of one rack pair side by side, so that each colour shows: a pair's keys are a run of the
        // sorted keys.
        const int keys = int(m_keys.size());
        const int end = int(std::min<qint64>(keys, qint64(m_next) + work));
        for (; m_next < end; ++m_next) {
            const Key &key = m_keys[size_t(m_next)];
            if (m_next == m_pairEnd) {
                m_pairStart = m_next;
                for (m_pairEnd = m_next + 1;
                     m_pairEnd < keys && m_keys[size_t(m_pairEnd)].first == key.first;)
                    ++m_pairEnd;
            }
            const int rackA = int(key.first >> 32), rackB = int(key.first & 0xffffffffu);
            const auto &[colour, count] = *m_counts.constFind(key);
            const QPointF p = m_layout.rackCentre(rackA) - QPointF(0, 25);
            const QPointF q = m_layout.rackCentre(rackB) - QPointF(0, 25);
            m_bundles.push_back({rackA, rackB, colour, count, QLineF(p, q),
                                 arc(p, q, m_next - m_pairStart, m_pairEnd - m_pairStart)});
        }
        if (m_next < keys) return false;
        m_counts.clear();
        m_keys = {};
        m_phase = Phase::Done;
    }
    return true;
}

std::vector<Bundle> BundleBuilder::take()
{
    return std::move(m_bundles);
}

BuiltBundles buildBundles(const Design &design, const FloorPlanLayout &layout, const Decorations &decorations,
                          Colouring colouring)
{
    BundleBuilder builder(design, layout, decorations, colouring);
    while (!builder.step(std::numeric_limits<int>::max()))
        ;
    return {builder.take(), builder.takeEnds()};
}

} // namespace railyard::floorplan
