#include "render/bundlebuilder.h"

#include "design/design.h"

#include <algorithm>

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
}

int BundleBuilder::rackOf(const Endpoint &e) const
{
    return e.isLoose() || e.device >= int(m_rackOf.size()) ? -1 : m_rackOf[size_t(e.device)];
}

void BundleBuilder::count(int c)
{
    const Cable &cable = m_design.cables().at(c);
    const int rackA = rackOf(cable.ends[0]);
    if (rackA < 0) return;
    for (int leg : cable.bEnds()) {
        const int rackB = rackOf(cable.ends[leg]);
        if (rackB < 0 || rackB == rackA) continue;
        const CableColour colour = cableColour(m_design, m_decorations, m_colouring, c);
        auto &entry = m_counts[keyOf(rackA, rackB, colour.key)];
        entry.first = colour;
        ++entry.second;
        if (cable.isAssembly()) break; // one jacket between the two racks
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
        for (auto it = m_counts.cbegin(); it != m_counts.cend(); ++it) {
            m_keys.push_back(it.key());
            ++m_perPair[it.key().first];
        }
        std::sort(m_keys.begin(), m_keys.end());
        m_bundles.reserve(m_keys.size());
        m_phase = Phase::Arcs;
        m_next = 0;
        return false;
    }
    if (m_phase == Phase::Arcs) {
        // Bundles of one rack pair side by side, so that each colour shows.
        const int end = int(std::min<qint64>(qint64(m_keys.size()), qint64(m_next) + work));
        for (; m_next < end; ++m_next) {
            const Key &key = m_keys[size_t(m_next)];
            const int rackA = int(key.first >> 32), rackB = int(key.first & 0xffffffffu);
            const auto &[colour, count] = m_counts[key];
            const QPointF p = m_layout.rackCentre(rackA) - QPointF(0, 25);
            const QPointF q = m_layout.rackCentre(rackB) - QPointF(0, 25);
            m_bundles.push_back({rackA, rackB, colour, count, QLineF(p, q),
                                 arc(p, q, m_placed[key.first]++, m_perPair.value(key.first))});
        }
        if (m_next < int(m_keys.size())) return false;
        m_counts.clear();
        m_keys = {};
        m_perPair.clear();
        m_placed.clear();
        m_phase = Phase::Done;
    }
    return true;
}

std::vector<Bundle> BundleBuilder::take()
{
    return std::move(m_bundles);
}

} // namespace railyard::floorplan
