#pragma once

#include "design/idindex.h"
#include "trace/cablecolours.h"
#include "trace/channel.h"
#include "validation/issuelist.h"
#include "validation/railrules.h"
#include "validation/slotlist.h"
#include "validation/touched.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QVarLengthArray>

#include <deque>
#include <vector>

namespace railyard {

class Design;

// Validates a design and keeps the issues up to date as it is edited. Issues are kept per unit of work — a
// channel, a cable, a device, a rack, a label, a leaf and scalable unit — so that after an edit only the
// units it can reach are checked again: the channels through the cabling connected to the touched cables, and
// the objects around them. A full run is the same code over every unit, so both give the same issues.
class Validator : public CableColours
{
public:
    // What a validator keeps besides the issues. Everything: what it needs to bring them up to date after an
    // edit (update) and to colour a view (CableColours). Issues: only the issues, for a single run over a
    // design that is not edited (the command line); a million-GPU design then validates in a fraction of the
    // memory, with the same issues. Updating such a validator validates it in full again.
    enum class Retain
    {
        Everything,
        Issues,
    };
    explicit Validator(const Design &design, Retain retain = Retain::Everything);

    void revalidateAll();
    // Brings the issues up to date after edits of the design this validator was made for.
    void update(const Touched &touched);
    // Carries on with `design`, whose content must be what this validator last validated (a full run on a
    // copy of a document's design, made off the GUI thread, is rebound to the document's own design), then
    // brought up to date with update() for any edits since the copy.
    void rebind(const Design &design) { m_design = &design; }

    // Every issue, in the order of cli.md.
    QList<Issue> issues() const;
    // The changes to issues() since the last call (see applyIssueDelta).
    IssueDelta takeDelta();
    int channelCount() const
    {
        return m_retain == Retain::Everything ? int(m_channelIndex.size()) : m_channelsChecked;
    }
    // The colours of the window's views, from the channels it keeps (CableColours; Retain::Everything only).
    int railOfCable(int cable) const override;
    Network networkOfCable(int cable) const override;
    // The complete channels as links between their end devices, with the GPU rail they carry (0 when none)
    // and whether validation finds them misaligned.
    std::vector<DeviceLink> deviceLinks() const override;
    // The same a part at a time, for a caller that must not stop for the whole (a million GPUs' links take a
    // third of a second): the links of channel slots [from, to) appended to `links`. Slots up to
    // channelSlots(); valid while the validator is not updated.
    size_t channelSlots() const { return m_units.size(); }
    void appendDeviceLinks(size_t from, size_t to, std::vector<DeviceLink> &links) const;

private:
    using ChannelKey = std::pair<quint64, quint64>;
    using LeafUnit = std::pair<int, int>; // leaf device, scalable unit
    struct ChannelUnit
    {
        Channel channel;
        QList<Issue> issues;
        QVarLengthArray<quint64, 2> adapters; // adapter ports the channel passes (two: panel to panel)
        std::optional<LeafUnit> leafUnit;
        int rail = 0; // the GPU rail of the channel, 0 when it has none
        Network network = Network::None;
        bool live = true; // false for a free slot of m_units
    };

    ChannelUnit makeChannelUnit(Channel channel) const;
    void insertChannel(const ChannelKey &key, ChannelUnit unit);
    // The channel-side indexes (by cable, adapter coverage, leaf units) for the unit in `slot`.
    void indexChannel(int slot, const ChannelKey &key, const ChannelUnit &unit);
    // A channel a full run found: checked, and kept with its indexes unless only issues are (then its key
    // goes to `dropped`, so that it is skipped when found again from its other end).
    void addTracedChannel(Channel channel, QSet<ChannelKey> &dropped);
    void countAdapters(const ChannelUnit &unit);
    const ChannelUnit &unitOf(const ChannelKey &key) const
    {
        return m_units[size_t(m_channelIndex.value(key))];
    }
    void addChannel(Channel channel);
    void removeChannel(const ChannelKey &key);
    // A cable's own issues; port conflicts only at keys of `conflicts` when given (a full run knows them).
    QList<Issue> cableIssues(int cable, const QSet<quint64> *conflicts = nullptr) const;
    // Matings at adapters this cable plugs into from the front that no channel passes.
    void addStandaloneMatings(int cable, QList<Issue> &issues) const;
    void checkCableUnit(int cable);
    void checkDeviceUnit(int device);
    void checkRackUnit(int rack);
    // floor-overlap: drops every pair of these racks and finds their overlaps again (one issue per pair).
    void checkFloorUnits(const QSet<int> &racks);
    void addFloorPair(int a, int b);
    void checkLabelUnit(const QString &label);
    void checkLeafUnit(const LeafUnit &unit);
    void snapshotCable(int cable);
    void forgetCable(int cable);
    void snapshotDevice(int device);

    const Design *m_design;
    Retain m_retain;
    int m_channelsChecked = 0; // by the last full run, when only issues are retained

    // The channels: units in a deque (slots of removed channels reused; growing never moves them), found by
    // key through an index, so that a full run builds them in place instead of moving each into a hash of
    // large nodes.
    std::deque<ChannelUnit> m_units;
    std::vector<int> m_freeUnits;
    qsizetype m_channelIssues = 0; // in all units
    QHash<ChannelKey, int> m_channelIndex;
    std::vector<SlotList> m_channelsByCable; // by cable slot: the slots in m_units of the channels through it
    QHash<quint64, int> m_adapterCoverage;   // adapter port -> number of channels through it
    QHash<LeafUnit, QSet<ChannelKey>> m_leafUnitChannels;
    QHash<LeafUnit, QList<Issue>> m_leafUnitIssues;
    IssueDelta m_delta;
    bool m_recording = true;     // off during a full run, which ends with m_delta.everything
    quint64 m_outgoingEpoch = 0; // the design's Connectivity::outgoingEpoch() when last run in full

    QHash<int, QList<Issue>> m_cableIssues; // by slot, only the cables that have issues (few of millions)
    std::vector<QList<Issue>> m_deviceIssues;
    QHash<int, QList<Issue>> m_rackIssues;
    QList<Issue> m_pathwayIssues; // of the whole routing (pathwayrules), made again after any edit it can see
    QHash<std::pair<int, int>, Issue> m_floorIssues; // by (lower rack slot, higher rack slot)
    QHash<int, QSet<int>> m_floorPartners;           // rack -> the racks it overlaps
    QHash<QString, QList<Issue>> m_labelIssues;

    // The design as last validated, to know what an edit changed from.
    // Its ends: two per cable slot in one flat array (nearly every cable has two), the ends of the others
    // (splitters, trunk assemblies) in a table; read through forEachValidatedEnd.
    std::vector<Endpoint> m_cableEndPairs;
    QHash<int, QVarLengthArray<Endpoint, 2>> m_cableEndsOther;
    std::vector<QString> m_cableLabels;
    std::vector<bool> m_cableKnown;
    QHash<int, QList<int>> m_deviceCables;
    std::vector<int> m_deviceRack; // -2: not known
    QHash<int, QSet<int>> m_rackDevices;
    // The cables of each label (checked ones: not those on their way out), read through m_cableLabels.
    IdIndex m_labelCables;
    template <typename F> void forEachValidatedEnd(int cable, F f) const
    {
        if (const auto other = m_cableEndsOther.constFind(cable); other != m_cableEndsOther.cend()) {
            for (const Endpoint &e : *other)
                f(e);
            return;
        }
        f(m_cableEndPairs[2 * size_t(cable)]);
        f(m_cableEndPairs[2 * size_t(cable) + 1]);
    }
    auto labelOf() const
    {
        return [this](int cable) -> const QString & {
            return m_retain == Retain::Everything ? m_cableLabels[size_t(cable)]
                                                  : m_design->cables().at(cable).label;
        };
    }
};

// A full validation, sorted as cli.md specifies.
QList<Issue> validateDesign(const Design &design);
} // namespace railyard
