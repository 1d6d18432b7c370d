#include "validation/validator.h"

#include "design/floorlayout.h"

#include "trace/channelanalysis.h"
#include "trace/channeltracer.h"
#include "validation/channelrules.h"
#include "validation/matingrules.h"
#include "validation/objectrules.h"
#include "validation/pathwayrules.h"

#include <algorithm>
#include <iterator>
#include <utility>

namespace railyard {

namespace {

quint64 adapterKey(const Endpoint &e)
{
    return Connectivity::key(Endpoint{e.device, e.port, e.sub, Side::None});
}

template <typename T> void growTo(std::vector<T> &v, int size, const T &fill = T())
{
    if (int(v.size()) < size) v.resize(size_t(size), fill);
}

} // namespace

// --- Units -------------------------------------------------------------------------------------------

Validator::ChannelUnit Validator::makeChannelUnit(Channel channel) const
{
    ChannelUnit unit;
    IssueSink sink(unit.issues);
    const ChannelAnalysis a = analyzeChannel(*m_design, channel);
    checkChannel(*m_design, channel, a, sink);
    for (const Mating &m : a.matings)
        if (m.adapter) unit.adapters.append(adapterKey(m.at));
    if (const std::optional<RailLink> link = railLink(*m_design, channel)) {
        checkRailAlignment(*m_design, channel, *link, sink);
        unit.rail = link->serverRail;
        if (isUnrailedLeaf(*m_design, link->switchDevice))
            unit.leafUnit = LeafUnit{link->switchDevice, link->su};
    }
    for (const Endpoint &end : {channel.start, channel.finish})
        if (unit.network == Network::None && !end.isLoose()) unit.network = m_design->port(end).network;
    unit.channel = std::move(channel);
    return unit;
}

void Validator::countAdapters(const ChannelUnit &unit)
{
    for (quint64 adapter : unit.adapters)
        ++m_adapterCoverage[adapter];
}

void Validator::indexChannel(int slot, const ChannelKey &key, const ChannelUnit &unit)
{
    if (unit.leafUnit) m_leafUnitChannels[*unit.leafUnit].insert(key);
    countAdapters(unit);
    if (m_retain == Retain::Issues) return; // nobody asks for the channels through a cable
    for (const Hop &h : unit.channel.hops) {
        growTo(m_channelsByCable, h.cable + 1);
        SlotList &slots = m_channelsByCable[size_t(h.cable)];
        if (!slots.contains(slot)) slots.append(slot);
    }
}

void Validator::insertChannel(const ChannelKey &key, ChannelUnit unit)
{
    if (m_recording) m_delta.added += unit.issues;
    m_channelIssues += unit.issues.size();
    int slot;
    if (m_freeUnits.empty()) {
        slot = int(m_units.size());
        m_units.push_back(std::move(unit));
    } else {
        slot = m_freeUnits.back();
        m_freeUnits.pop_back();
        m_units[size_t(slot)] = std::move(unit);
    }
    indexChannel(slot, key, m_units[size_t(slot)]);
    m_channelIndex.insert(key, slot);
}

void Validator::addTracedChannel(Channel channel, QSet<ChannelKey> &dropped)
{
    const ChannelKey key = ChannelTracer::key(channel);
    if (m_channelIndex.contains(key) || dropped.contains(key)) return; // found again from its other end
    ChannelUnit unit = makeChannelUnit(std::move(channel));
    ++m_channelsChecked;
    // Kept when only issues are: a channel with issues, and the members of the leaf units checked after.
    if (m_retain == Retain::Everything || !unit.issues.isEmpty() || unit.leafUnit) {
        insertChannel(key, std::move(unit));
    } else {
        countAdapters(unit);
        dropped.insert(key);
    }
}

void Validator::addChannel(Channel channel)
{
    const ChannelKey key = ChannelTracer::key(channel);
    if (!m_channelIndex.contains(key)) insertChannel(key, makeChannelUnit(std::move(channel)));
}

void Validator::removeChannel(const ChannelKey &key)
{
    const auto found = m_channelIndex.constFind(key);
    if (found == m_channelIndex.cend()) return;
    const int slot = *found;
    const ChannelUnit *it = &m_units[size_t(slot)];
    for (quint64 adapter : it->adapters)
        if (--m_adapterCoverage[adapter] == 0) m_adapterCoverage.remove(adapter);
    if (it->leafUnit) {
        auto members = m_leafUnitChannels.find(*it->leafUnit);
        members->remove(key);
        if (members->isEmpty()) m_leafUnitChannels.erase(members);
    }
    for (const Hop &h : it->channel.hops)
        m_channelsByCable[size_t(h.cable)].removeAll(slot);
    if (m_recording) m_delta.removed += it->issues;
    m_channelIssues -= it->issues.size();
    m_channelIndex.erase(found);
    m_units[size_t(slot)] = ChannelUnit();
    m_units[size_t(slot)].live = false;
    m_freeUnits.push_back(slot);
}

QList<Issue> Validator::cableIssues(int cable, const QSet<quint64> *conflicts) const
{
    QList<Issue> issues;
    // A cable another one replaces goes; the checks see its replacement (docs/revisions.md).
    if (m_design->isReplaced(cable)) return issues;
    IssueSink sink(issues);
    checkCable(*m_design, cable, sink);
    const Cable &c = m_design->cables().at(cable);
    for (int end = 0; end < int(c.ends.size()); ++end)
        if (!c.ends[end].isLoose() && (!conflicts || conflicts->contains(Connectivity::key(c.ends[end]))))
            checkPortConflict(*m_design, cable, end, sink);
    return issues;
}

void Validator::addStandaloneMatings(int cable, QList<Issue> &issues) const
{
    const Cable &c = m_design->cables().at(cable);
    if (!m_design->cableType(cable).isFiber()) return;
    IssueSink sink(issues);
    for (int end = 0; end < int(c.ends.size()); ++end) {
        const Endpoint &e = c.ends[end];
        // Each adapter mating once: from its front plug.
        if (e.side != Side::Front || m_design->port(e).kind != PortKind::Adapter ||
            m_adapterCoverage.contains(adapterKey(e)) ||
            m_design->connectivity().at(e) != Connectivity::EndRef{cable, end})
            continue;
        if (const std::optional<Mating> m = adapterMating(*m_design, e, cable, end))
            checkStandaloneMating(*m_design, *m, sink);
    }
}

void Validator::checkCableUnit(int cable)
{
    if (const auto it = m_cableIssues.find(cable); it != m_cableIssues.end()) {
        if (m_recording) m_delta.removed += *it;
        m_cableIssues.erase(it);
    }
    if (!m_design->cables().isLive(cable)) return;
    QList<Issue> issues = cableIssues(cable);
    addStandaloneMatings(cable, issues);
    if (m_recording) m_delta.added += issues;
    if (!issues.isEmpty()) m_cableIssues.insert(cable, std::move(issues));
}

void Validator::checkDeviceUnit(int device)
{
    growTo(m_deviceIssues, device + 1);
    QList<Issue> &issues = m_deviceIssues[size_t(device)];
    if (m_recording) m_delta.removed += issues;
    issues.clear();
    if (!m_design->devices().isLive(device)) return;
    IssueSink sink(issues);
    checkDevice(*m_design, device, sink);
    if (m_recording) m_delta.added += issues;
}

void Validator::checkRackUnit(int rack)
{
    if (m_recording) m_delta.removed += m_rackIssues.value(rack);
    m_rackIssues.remove(rack);
    if (!m_design->racks().isLive(rack)) return;
    QList<int> devices = m_rackDevices.value(rack).values();
    std::sort(devices.begin(), devices.end());
    QList<Issue> issues;
    IssueSink sink(issues);
    checkRack(*m_design, rack, devices, sink);
    if (!issues.isEmpty()) m_rackIssues.insert(rack, issues);
    if (m_recording) m_delta.added += issues;
}

void Validator::addFloorPair(int a, int b)
{
    QList<Issue> issues;
    IssueSink sink(issues);
    checkFloorOverlap(*m_design, a, b, sink);
    if (issues.isEmpty()) return;
    m_floorIssues.insert({a, b}, issues.first());
    m_floorPartners[a].insert(b);
    m_floorPartners[b].insert(a);
    if (m_recording) m_delta.added += issues.first();
}

void Validator::checkFloorUnits(const QSet<int> &racks)
{
    // Drop every pair first and then find them again, so a pair of two moved racks is removed and added once.
    for (int rack : racks) {
        for (int other : m_floorPartners.take(rack)) {
            const std::pair<int, int> key{std::min(rack, other), std::max(rack, other)};
            if (m_recording) m_delta.removed += m_floorIssues.value(key);
            m_floorIssues.remove(key);
            auto partners = m_floorPartners.find(other);
            if (partners != m_floorPartners.end()) {
                partners->remove(rack);
                if (partners->isEmpty()) m_floorPartners.erase(partners);
            }
        }
    }
    for (int rack : racks) {
        if (!m_design->racks().isLive(rack)) continue;
        for (int other : racksOverlapping(*m_design, rack)) {
            const std::pair<int, int> key{std::min(rack, other), std::max(rack, other)};
            if (!m_floorIssues.contains(key)) addFloorPair(key.first, key.second);
        }
    }
}

void Validator::checkLabelUnit(const QString &label)
{
    if (m_recording) m_delta.removed += m_labelIssues.value(label);
    m_labelIssues.remove(label);
    QList<int> cables;
    m_labelCables.forEach(label, labelOf(), [&](int cable) { cables.append(cable); });
    if (cables.size() < 2) return;
    std::sort(cables.begin(), cables.end());
    QList<Issue> issues;
    IssueSink sink(issues);
    checkLabel(label, cables, sink);
    if (!issues.isEmpty()) m_labelIssues.insert(label, issues);
    if (m_recording) m_delta.added += issues;
}

void Validator::checkLeafUnit(const LeafUnit &unit)
{
    if (m_recording) m_delta.removed += m_leafUnitIssues.value(unit);
    m_leafUnitIssues.remove(unit);
    const auto members = m_leafUnitChannels.constFind(unit);
    if (members == m_leafUnitChannels.cend()) return;
    // The channels in their canonical order, so that the cables of the issue come out the same whichever
    // order the channels were found in.
    QList<ChannelKey> keys = members->values();
    std::sort(keys.begin(), keys.end());
    LeafUnitRails group;
    for (const ChannelKey &key : keys) {
        const ChannelUnit &ch = unitOf(key);
        if (!group.rails.contains(ch.rail)) group.rails.append(ch.rail);
        group.channels.append(&ch.channel);
    }
    QList<Issue> issues;
    IssueSink sink(issues);
    checkLeafRails(*m_design, unit.first, unit.second, group, sink);
    if (!issues.isEmpty()) m_leafUnitIssues.insert(unit, issues);
    if (m_recording) m_delta.added += issues;
}

// --- The design as last seen -------------------------------------------------------------------------

void Validator::snapshotCable(int cable)
{
    forgetCable(cable);
    if (!m_design->cables().isLive(cable)) return;
    const Cable &c = m_design->cables().at(cable);
    // A cable on its way out shares its label with its replacement, and is not checked at all.
    if (!c.label.isEmpty() && !m_design->isReplaced(cable)) m_labelCables.insert(c.label, cable);
    if (m_retain == Retain::Issues) return; // no edit to compare with
    growTo(m_cableEndPairs, 2 * (cable + 1));
    growTo(m_cableLabels, cable + 1);
    growTo(m_cableKnown, cable + 1, false);
    if (c.ends.size() == 2) {
        m_cableEndPairs[2 * size_t(cable)] = c.ends[0];
        m_cableEndPairs[2 * size_t(cable) + 1] = c.ends[1];
    } else {
        m_cableEndsOther.insert(cable, c.ends);
    }
    m_cableLabels[size_t(cable)] = c.label;
    m_cableKnown[size_t(cable)] = true;
    for (const Endpoint &e : c.ends) {
        if (e.isLoose()) continue;
        QList<int> &cables = m_deviceCables[e.device];
        if (!cables.contains(cable)) cables.append(cable);
    }
}

void Validator::forgetCable(int cable)
{
    if (cable >= int(m_cableKnown.size()) || !m_cableKnown[size_t(cable)]) return;
    forEachValidatedEnd(cable, [&](const Endpoint &e) {
        if (e.isLoose()) return;
        auto it = m_deviceCables.find(e.device);
        if (it == m_deviceCables.end()) return;
        it->removeAll(cable);
        if (it->isEmpty()) m_deviceCables.erase(it);
    });
    const QString &label = m_cableLabels[size_t(cable)];
    if (!label.isEmpty()) m_labelCables.remove(label, labelOf(), cable);
    m_cableEndsOther.remove(cable);
    m_cableEndPairs[2 * size_t(cable)] = m_cableEndPairs[2 * size_t(cable) + 1] = Endpoint();
    m_cableLabels[size_t(cable)].clear();
    m_cableKnown[size_t(cable)] = false;
}

void Validator::snapshotDevice(int device)
{
    growTo(m_deviceRack, device + 1, -2);
    const int old = m_deviceRack[size_t(device)];
    if (old >= 0) {
        auto it = m_rackDevices.find(old);
        it->remove(device);
        if (it->isEmpty()) m_rackDevices.erase(it);
    }
    const int now = m_design->devices().isLive(device) ? m_design->devices().at(device).rack : -2;
    m_deviceRack[size_t(device)] = now;
    if (now >= 0) m_rackDevices[now].insert(device);
}

// --- Incremental update --------------------------------------------------------------------------

void Validator::update(const Touched &touched)
{
    // Which cables are on their way out changed: the channels through ports nobody edited may have too. A
    // validator that keeps only issues has nothing to compare the edit with.
    if (touched.everything || m_design->connectivity().outgoingEpoch() != m_outgoingEpoch ||
        m_retain == Retain::Issues) {
        revalidateAll();
        return;
    }
    const Design &d = *m_design;
    const Connectivity &conn = d.connectivity();

    // 1. The cables an edit changed, directly or through a device they are plugged into (as they were and
    //    as they are), and the cables at the places those cables left.
    QSet<int> affected = touched.cables;
    for (int dev : touched.devices)
        for (int c : m_deviceCables.value(dev))
            affected.insert(c);
    for (int rack : touched.racks)
        for (int dev : m_rackDevices.value(rack))
            for (int c : m_deviceCables.value(dev))
                affected.insert(c);
    QSet<int> devicesToCheck = touched.devices;
    QSet<int> neighbours;
    auto around = [&](const Endpoint &e) {
        if (e.isLoose() || !d.devices().isLive(e.device)) return;
        devicesToCheck.insert(e.device);
        Endpoint at = e;
        for (Side side : {Side::None, Side::Front, Side::Rear}) {
            if ((side == Side::None) != (e.side == Side::None)) continue;
            at.side = side;
            for (const Connectivity::EndRef &r : conn.allAt(at))
                neighbours.insert(r.cable);
        }
    };
    QSet<QString> labels;
    for (int c : std::as_const(affected)) {
        if (c < int(m_cableKnown.size()) && m_cableKnown[size_t(c)]) {
            forEachValidatedEnd(c, around);
            labels.insert(m_cableLabels[size_t(c)]);
        }
        if (d.cables().isLive(c)) {
            for (const Endpoint &e : d.cables().at(c).ends)
                around(e);
            labels.insert(d.cables().at(c).label);
        }
    }

    // 2. Channels: drop every channel through those cables or through the cabling connected to them, and
    //    trace that cabling again.
    QSet<ChannelKey> dropped;
    auto dropChannelsOf = [&](int cable) {
        if (cable < int(m_channelsByCable.size()))
            for (int slot : m_channelsByCable[size_t(cable)])
                dropped.insert(ChannelTracer::key(m_units[size_t(slot)].channel));
    };
    std::vector<int> seeds;
    for (int c : std::as_const(affected)) {
        dropChannelsOf(c);
        seeds.push_back(c);
    }
    for (int c : std::as_const(neighbours))
        seeds.push_back(c);
    for (const ChannelKey &key : std::as_const(dropped))
        for (const Hop &h : unitOf(key).channel.hops)
            seeds.push_back(h.cable);
    const ChannelTracer tracer(d);
    const ChannelTracer::Neighbourhood region = tracer.neighbourhood(seeds);
    for (int c : region.cables)
        dropChannelsOf(c);

    QSet<LeafUnit> leafUnits;
    // The neighbours are in the region (they seeded it), so they are checked with it.
    QSet<int> cablesToCheck = affected;
    for (int c : region.cables)
        cablesToCheck.insert(c);
    for (const ChannelKey &key : std::as_const(dropped)) {
        const ChannelUnit &unit = unitOf(key);
        if (unit.leafUnit) leafUnits.insert(*unit.leafUnit);
        for (const Hop &h : unit.channel.hops)
            cablesToCheck.insert(h.cable);
        removeChannel(key);
    }
    for (const auto &[cable, end] : region.starts) {
        for (Channel &ch : tracer.traceFrom(cable, end)) {
            const ChannelKey key = ChannelTracer::key(ch);
            addChannel(std::move(ch));
            if (const ChannelUnit &unit = unitOf(key); unit.leafUnit) leafUnits.insert(*unit.leafUnit);
        }
    }
    for (const LeafUnit &unit : std::as_const(leafUnits))
        checkLeafUnit(unit);

    // 3. Objects around the edit.
    for (int c : std::as_const(affected))
        snapshotCable(c);
    for (int c : std::as_const(cablesToCheck))
        checkCableUnit(c);
    for (const QString &label : std::as_const(labels))
        if (!label.isEmpty()) checkLabelUnit(label);
    QSet<int> racks = touched.racks;
    for (int dev : touched.devices) {
        if (dev < int(m_deviceRack.size()) && m_deviceRack[size_t(dev)] >= 0)
            racks.insert(m_deviceRack[size_t(dev)]);
        snapshotDevice(dev);
        if (m_deviceRack[size_t(dev)] >= 0) racks.insert(m_deviceRack[size_t(dev)]);
    }
    for (int dev : std::as_const(devicesToCheck))
        checkDeviceUnit(dev);
    for (int r : std::as_const(racks))
        checkRackUnit(r);
    // Only a rack's own edits (position, size, added, removed, renamed) move it on the floor.
    if (!touched.racks.isEmpty()) checkFloorUnits(touched.racks);
    // Routes share their trays: an edit that can move a route (touched.h) can change any fill.
    if ((touched.routes || touched.everything) && (!d.pathways.isEmpty() || !m_pathwayIssues.isEmpty())) {
        if (m_recording) m_delta.removed += m_pathwayIssues;
        m_pathwayIssues = checkPathwayRules(d);
        if (m_recording) m_delta.added += m_pathwayIssues;
    }
}

int Validator::railOfCable(int cable) const
{
    if (cable < 0 || cable >= int(m_channelsByCable.size())) return 0;
    int rail = 0;
    for (int slot : m_channelsByCable[size_t(cable)])
        rail = foldCableRail(rail, m_units[size_t(slot)].rail);
    return rail;
}

Network Validator::networkOfCable(int cable) const
{
    if (cable < 0 || cable >= int(m_channelsByCable.size())) return Network::None;
    for (int slot : m_channelsByCable[size_t(cable)])
        if (m_units[size_t(slot)].network != Network::None) return m_units[size_t(slot)].network;
    return Network::None;
}

std::vector<Validator::DeviceLink> Validator::deviceLinks() const
{
    std::vector<DeviceLink> links;
    links.reserve(size_t(m_channelIndex.size()));
    appendDeviceLinks(0, m_units.size(), links);
    return links;
}

void Validator::appendDeviceLinks(size_t from, size_t to, std::vector<DeviceLink> &links) const
{
    for (size_t i = from; i < std::min(to, m_units.size()); ++i) {
        const ChannelUnit &unit = m_units[i];
        const Channel &ch = unit.channel;
        if (!unit.live) continue;
        if (!ch.isComplete() || ch.start.isLoose() || ch.finish.isLoose()) continue;
        const bool misaligned = std::any_of(unit.issues.begin(), unit.issues.end(),
                                            [](const Issue &i) { return i.rule == Rule::RailAlignment; });
        links.push_back({ch.start.device, ch.finish.device, unit.rail, misaligned});
    }
}

// --- Results -----------------------------------------------------------------------------------------

QList<Issue> Validator::issues() const
{
    qsizetype count = m_channelIssues;
    const auto countIn = [&](const auto &lists) {
        for (const QList<Issue> &list : lists)
            count += list.size();
    };
    countIn(m_leafUnitIssues);
    countIn(m_cableIssues);
    countIn(m_deviceIssues);
    countIn(m_rackIssues);
    countIn(m_labelIssues);
    count += m_floorIssues.size() + m_pathwayIssues.size();
    QList<Issue> all;
    all.reserve(count);
    // Most of a million channels have none: the walk over them only when some do.
    if (m_channelIssues > 0)
        for (const ChannelUnit &unit : m_units)
            all += unit.issues;
    for (const QList<Issue> &list : m_leafUnitIssues)
        all += list;
    for (const QList<Issue> &list : m_cableIssues)
        all += list;
    for (const QList<Issue> &list : m_deviceIssues)
        all += list;
    for (const QList<Issue> &list : m_rackIssues)
        all += list;
    for (const QList<Issue> &list : m_labelIssues)
        all += list;
    for (const Issue &issue : m_floorIssues)
        all += issue;
    all += m_pathwayIssues;
    sortIssues(*m_design, all);
    return all;
}

IssueDelta Validator::takeDelta()
{
    return std::exchange(m_delta, IssueDelta());
}

QList<Issue> validateDesign(const Design &design)
{
    return Validator(design, Validator::Retain::Issues).issues();
}

} // namespace railyard
