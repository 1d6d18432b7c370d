#pragma once

#include "design/cable.h"

#include <QHash>
#include <QMultiHash>
#include <QSet>
#include <QVarLengthArray>

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
        // The first end at a port goes into the flat table; a second one (a conflict) into the overflow.
        const quint64 k = key(e);
        const qsizetype before = m_first.size();
        EndRef &first = m_first[k]; // one lookup: inserts an invalid ref when the port was free
        if (m_first.size() > before)
            first = ref;
        else
            m_more.insert(k, ref);
    }
    void remove(const Endpoint &e, EndRef ref)
    {
        if (e.isLoose()) return;
        const quint64 k = key(e);
        const auto first = m_first.find(k);
        if (first != m_first.end() && *first == ref) {
            // The port keeps one of its other ends, if any, in the flat table.
            const auto more = m_more.find(k);
            if (more != m_more.end()) {
                *first = *more;
                m_more.erase(more);
            } else {
                m_first.erase(first);
            }
            return;
        }
        m_more.remove(k, ref);
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

    // The end plugged there, or an invalid ref. When several are (a port conflict), the one of the
    // cable met first in document order, so that tracing does not depend on the order of edits.
    EndRef at(const Endpoint &e) const
    {
        if (e.isLoose()) return {};
        const quint64 k = key(e);
        const auto first = m_first.constFind(k);
        if (first == m_first.cend()) return {};
        EndRef best = *first;
        if (!m_more.isEmpty())
            for (auto it = m_more.constFind(k); it != m_more.cend() && it.key() == k; ++it)
                if (it->cable < best.cable || (it->cable == best.cable && it->end < best.end)) best = *it;
        return best;
    }
    // Every end plugged there, in no particular order.
    QVarLengthArray<EndRef, 2> allAt(const Endpoint &e) const
    {
        QVarLengthArray<EndRef, 2> refs;
        if (e.isLoose()) return refs;
        const quint64 k = key(e);
        const auto first = m_first.constFind(k);
        if (first == m_first.cend()) return refs;
        refs.append(*first);
        for (auto it = m_more.constFind(k); it != m_more.cend() && it.key() == k; ++it)
            refs.append(it.value());
        return refs;
    }
    // The keys that hold more than one end (port conflicts): those with an end in the overflow.
    QSet<quint64> conflicts() const
    {
        QSet<quint64> keys;
        for (auto it = m_more.keyBegin(); it != m_more.keyEnd(); ++it)
            keys.insert(*it);
        return keys;
    }
    qsizetype size() const { return m_first.size() + m_more.size(); }
    void clear()
    {
        m_first.clear();
        m_more.clear();
    }
    void reserve(qsizetype n) { m_first.reserve(n); }

private:
    // Almost every port holds one end: a flat hash (no allocation per entry) for those, and a multi-hash for
    // the second and further ends of a conflicting port, which is rare. A port is in m_more only if it is in
    // m_first.
    QHash<quint64, EndRef> m_first;
    QMultiHash<quint64, EndRef> m_more;
};

} // namespace railyard
