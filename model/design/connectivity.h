#pragma once

#include "design/cable.h"

#include <QHash>

#include <algorithm>
#include <QMultiHash>
#include <QSet>
#include <QVarLengthArray>

#include <memory>
#include <tuple>

#include <utility>
#include <vector>

namespace railyard {

// Which cable ends are plugged into which (device, port, connector, side). Kept up to date by every edit,
// so tracing and the views find the cable at a port in constant time. A port may hold more than one end:
// that is a `port-conflict`, which validation reports, so the index keeps all of them.
class Connectivity
{
public:
    struct EndRef
    {
        int cable = -1;
        int end = -1; // 0 = A, 1.. = B legs
        bool operator==(const EndRef &) const = default;
    };

    static quint64 key(const Endpoint &e)
    {
        return (quint64(quint32(e.device)) << 32) | (quint64(quint32(e.port) & 0xFFFFF) << 12) |
               (quint64(quint32(e.effectiveSub()) & 0x3FF) << 2) | quint64(e.side);
    }

    void add(const Endpoint &e, EndRef ref)
    {
        if (e.isLoose()) return;
        ++m_count;
        // The first end at a port goes into the dense table; a second one (a conflict) into the overflow.
        EndRef &first = firstSlot(e);
        if (first.cable < 0)
            first = ref;
        else
            m_more.insert(key(e), ref);
    }
    void remove(const Endpoint &e, EndRef ref)
    {
        if (e.isLoose()) return;
        const quint64 k = key(e);
        EndRef *first = findFirst(e);
        if (first && *first == ref) {
            --m_count;
            // The port keeps one of its other ends, if any, in the dense table.
            const auto more = m_more.find(k);
            if (more != m_more.end()) {
                *first = *more;
                m_more.erase(more);
            } else {
                *first = EndRef();
            }
            return;
        }
        m_count -= m_more.remove(k, ref);
    }
    void addCable(int slot, const Cable &c)
    {
        for (int i = 0; i < int(c.ends.size()); ++i)
            add(c.ends[i], {slot, i});
    }
    void removeCable(int slot, const Cable &c)
    {
        for (int i = 0; i < int(c.ends.size()); ++i)
            remove(c.ends[i], {slot, i});
    }

    // The end plugged there, or an invalid ref. When several are (a port conflict, or a cable and the one
    // it will replace), the one of a cable not on its way out, then of the cable met first in document order,
    // so that tracing follows the planned cable and does not depend on the order of edits.
    EndRef at(const Endpoint &e) const
    {
        if (e.isLoose()) return {};
        const EndRef *first = findFirst(e);
        if (!first) return {};
        EndRef best = *first;
        const quint64 k = key(e);
        if (!m_more.isEmpty()) {
            const auto rank = [this](const EndRef &r) {
                return std::make_tuple(m_outgoing.contains(r.cable), r.cable, r.end);
            };
            for (auto it = m_more.constFind(k); it != m_more.cend() && it.key() == k; ++it)
                if (rank(*it) < rank(best)) best = *it;
        }
        return best;
    }
    // Cables on their way out: another cable names them in its `replaces` (Design keeps this up to date).
    void setOutgoing(int cable, bool outgoing)
    {
        if (outgoing == m_outgoing.contains(cable)) return;
        if (outgoing)
            m_outgoing.insert(cable);
        else
            m_outgoing.remove(cable);
        ++m_outgoingEpoch;
    }
    // Counts the changes of which cables are on their way out: validation checks everything again when it
    // moved (a replacement is rare, and it changes what channels run through ports that were not edited).
    quint64 outgoingEpoch() const { return m_outgoingEpoch; }
    // The end plugged there that the planned design has: at(), unless that cable is on its way out.
    EndRef planned(const Endpoint &e) const
    {
        const EndRef r = at(e);
        return r.cable >= 0 && isOutgoing(r.cable) ? EndRef() : r;
    }
    bool isOutgoing(int cable) const { return !m_outgoing.isEmpty() && m_outgoing.contains(cable); }
    bool hasOutgoing() const { return !m_outgoing.isEmpty(); }
    // Every end plugged there, in no particular order.
    QVarLengthArray<EndRef, 2> allAt(const Endpoint &e) const
    {
        QVarLengthArray<EndRef, 2> refs;
        if (e.isLoose()) return refs;
        const EndRef *first = findFirst(e);
        if (!first) return refs;
        refs.append(*first);
        if (m_more.isEmpty()) return refs;
        const quint64 k = key(e);
        for (auto it = m_more.constFind(k); it != m_more.cend() && it.key() == k; ++it)
            refs.append(it.value());
        return refs;
    }
    // The cables with an end on a device whose slot is marked in `devices` (a cable as often as it has ends
    // there), appended to `cables` in no order: a view of a few racks finds its cables without reading all of
    // a large design's.
    void appendCablesOn(const std::vector<char> &devices, std::vector<int> &cables) const
    {
        const auto marked = [&](int device) {
            return device >= 0 && size_t(device) < devices.size() && devices[size_t(device)] != 0;
        };
        if (m_byDevice)
            for (size_t device = 0; device < std::min(devices.size(), m_byDevice->size()); ++device)
                if (devices[device] != 0)
                    for (const EndRef &r : (*m_byDevice)[device])
                        if (r.cable >= 0) cables.push_back(r.cable);
        for (auto it = m_unusual.cbegin(); it != m_unusual.cend(); ++it)
            if (it->cable >= 0 && marked(int(it.key() >> 32))) cables.push_back(it->cable);
        for (auto it = m_more.cbegin(); it != m_more.cend(); ++it)
            if (it->cable >= 0 && marked(int(it.key() >> 32))) cables.push_back(it->cable);
    }
    // The keys that hold more than one end (port conflicts): those with an end in the overflow.
    QSet<quint64> conflicts() const
    {
        QSet<quint64> keys;
        for (auto it = m_more.keyBegin(); it != m_more.keyEnd(); ++it)
            keys.insert(*it);
        return keys;
    }
    qsizetype size() const { return m_count; }
    void clear()
    {
        m_byDevice.reset();
        m_unusual.clear();
        m_more.clear();
        m_outgoing.clear();
        m_count = 0;
    }
    void reserveDevices(qsizetype n) { byDevice().reserve(size_t(n)); }

private:
    // Where the first end of a port lives: devices by slot, two lanes per port (connectors 1 and 2 of a cage
    // or fixed port, the front and the rear of an adapter), so that the index is an array lookup rather than
    // a hash probe with a cache miss. Any other place (a third connector, an adapter's second) is unusual
    // and goes into a hash.
    static int lane(const Endpoint &e)
    {
        const int sub = e.effectiveSub();
        if (e.side == Side::None) return sub <= 2 ? sub - 1 : -1;
        return sub == 1 ? (e.side == Side::Rear ? 1 : 0) : -1;
    }
    EndRef &firstSlot(const Endpoint &e)
    {
        const int l = lane(e);
        if (l < 0 || e.port < 0) return m_unusual[key(e)];
        PortTable &table = byDevice();
        if (size_t(e.device) >= table.size()) table.resize(size_t(e.device) + 1);
        std::vector<EndRef> &ports = table[size_t(e.device)];
        const size_t at = size_t(e.port) * 2 + size_t(l);
        if (at >= ports.size()) ports.resize(at + 1);
        return ports[at];
    }
    const EndRef *findFirst(const Endpoint &e) const
    {
        const int l = lane(e);
        if (l < 0 || e.port < 0) {
            const auto it = m_unusual.constFind(key(e));
            return it == m_unusual.cend() || it->cable < 0 ? nullptr : &*it;
        }
        if (!m_byDevice || size_t(e.device) >= m_byDevice->size()) return nullptr;
        const std::vector<EndRef> &ports = (*m_byDevice)[size_t(e.device)];
        const size_t at = size_t(e.port) * 2 + size_t(l);
        return at < ports.size() && ports[at].cable >= 0 ? &ports[at] : nullptr;
    }
    // For writing: the table is this index's own first.
    EndRef *findFirst(const Endpoint &e)
    {
        byDevice();
        return const_cast<EndRef *>(std::as_const(*this).findFirst(e));
    }

    // The port table is shared by copies until one of them changes it: a copy of a million-GPU design's
    // index (the background validation's) would otherwise copy 470k arrays, 150 ms on the GUI thread.
    // use_count() == 1 is exact for the only owner, as in SlotStore.
    using PortTable = std::vector<std::vector<EndRef>>;
    PortTable &byDevice()
    {
        if (!m_byDevice)
            m_byDevice = std::make_shared<PortTable>();
        else if (m_byDevice.use_count() > 1)
            m_byDevice = std::make_shared<PortTable>(*m_byDevice);
        return *m_byDevice;
    }

    // A port is in m_more only if its first end is in m_byDevice or m_unusual.
    std::shared_ptr<PortTable> m_byDevice;
    QHash<quint64, EndRef> m_unusual;
    QMultiHash<quint64, EndRef> m_more;
    QSet<int> m_outgoing;
    quint64 m_outgoingEpoch = 0;
    qsizetype m_count = 0;
};

} // namespace railyard
