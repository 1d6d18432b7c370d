#include "validation/validator.h"

// The full run of the Validator: every unit checked from scratch (on opening, and when an edit touches
// everything). The units and the incremental update are in validator.cpp.

#include "design/floorlayout.h"
#include "trace/channeltracer.h"
#include "validation/pathwayrules.h"

#include <future>
#include <limits>

namespace railyard {

Validator::Validator(const Design &design, Retain retain) : m_design(&design), m_retain(retain)
{
    revalidateAll();
}

void Validator::revalidateAll()
{
    m_outgoingEpoch = m_design->connectivity().outgoingEpoch();
    // A full run replaces every issue: say so once, rather than listing each as removed and added.
    m_recording = false;
    m_units.clear();
    m_freeUnits.clear();
    m_channelIssues = 0;
    m_channelIndex.clear();
    m_channelsByCable.clear();
    m_channelsByCable.shrink_to_fit();
    m_adapterCoverage.clear();
    m_leafUnitChannels.clear();
    m_leafUnitIssues.clear();
    m_cableIssues.clear();
    m_deviceIssues.clear();
    m_rackIssues.clear();
    m_floorIssues.clear();
    m_floorPartners.clear();
    m_labelIssues.clear();
    m_cableEndPairs.clear();
    m_cableEndsOther.clear();
    m_cableLabels.clear();
    m_cableKnown.clear();
    m_deviceCables.clear();
    m_deviceRack.clear();
    m_rackDevices.clear();
    m_labelCables.clear();

    const Design &d = *m_design;
    // Channels are traced, checked and indexed on a second thread while this one checks the objects: both
    // only read the design, and each writes its own results (the channel side, m_units and its indexes, is
    // the task's until it is done). Each channel is checked as it is found, so that all of them are never
    // held at once besides their units.
    m_channelsChecked = 0;
    if (m_retain == Retain::Everything) m_channelsByCable.resize(size_t(d.cables().slotCount()));
    auto channelWork = std::async(std::launch::async, [&] {
        QSet<ChannelKey> dropped;
        ChannelTracer(d).forEachTraced(
            [&](Channel &&channel) { addTracedChannel(std::move(channel), dropped); });
    });

    const QSet<quint64> conflicts = d.connectivity().conflicts();
    if (m_retain == Retain::Everything) {
        m_deviceCables.reserve(d.devices().liveCount());
        m_cableEndPairs.resize(2 * size_t(d.cables().slotCount()));
        m_cableLabels.resize(size_t(d.cables().slotCount()));
        m_cableKnown.resize(size_t(d.cables().slotCount()), false);
    }
    m_labelCables.reserve(d.cables().liveCount());
    for (int c : d.cables().live()) {
        snapshotCable(c);
        if (QList<Issue> issues = cableIssues(c, &conflicts); !issues.isEmpty())
            m_cableIssues.insert(c, std::move(issues));
    }
    // Each label two or more cables share, once: from the first of its cables.
    for (int c : d.cables().live()) {
        const QString &label = labelOf()(c);
        if (label.isEmpty()) continue;
        int first = std::numeric_limits<int>::max(), count = 0;
        m_labelCables.forEach(label, labelOf(), [&](int other) {
            first = std::min(first, other);
            ++count;
        });
        if (count > 1 && first == c) checkLabelUnit(label);
    }
    m_deviceIssues.resize(size_t(d.devices().slotCount()));
    for (int dev : d.devices().live()) {
        snapshotDevice(dev);
        checkDeviceUnit(dev);
    }
    for (int r : m_rackDevices.keys())
        checkRackUnit(r);
    for (const auto &[a, b] : overlappingRacks(d))
        addFloorPair(a, b);

    channelWork.get();
    for (const LeafUnit &unit : m_leafUnitChannels.keys())
        checkLeafUnit(unit);
    for (int c : d.cables().live()) {
        QList<Issue> matings;
        addStandaloneMatings(c, matings);
        if (!matings.isEmpty()) m_cableIssues[c] += matings;
    }
    m_pathwayIssues = checkPathwayRules(d);
    m_delta = IssueDelta();
    m_delta.everything = true;
    m_recording = true;
}

} // namespace railyard
