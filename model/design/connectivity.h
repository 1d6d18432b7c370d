#pragma once

#include "design/cable.h"

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
        if (!e.isLoose()) m_ends.insert(key(e), ref);
    }
    void remove(const Endpoint &e, EndRef ref)
    {
        if (!e.isLoose()) m_ends.remove(key(e), ref);
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
        EndRef best;
        if (e.isLoose()) return best;
        const quint64 k = key(e);
        for (auto it = m_ends.constFind(k); it != m_ends.cend() && it.key() == k; ++it)
            if (best.cable < 0 || it->cable < best.cable || (it->cable == best.cable && it->end < best.end))
                best = *it;
        return best;
    }
    // Every end plugged there, in no particular order.
    QVarLengthArray<EndRef, 2> allAt(const Endpoint &e) const
    {
        QVarLengthArray<EndRef, 2> refs;
        if (e.isLoose()) return refs;
        for (auto it = m_ends.constFind(key(e)); it != m_ends.cend() && it.key() == key(e); ++it)
            refs.append(it.value());
        return refs;
    }
    // The keys that hold more than one end (port conflicts), in one pass over the index.
    QSet<quint64> conflicts() const
    {
        QSet<quint64> keys;
        for (auto it = m_ends.keyBegin(); it != m_ends.keyEnd(); ++it)
            if (m_ends.count(*it) > 1) keys.insert(*it);
        return keys;
    }
    qsizetype size() const { return m_ends.size(); }
    void clear() { m_ends.clear(); }
    void reserve(qsizetype n) { m_ends.reserve(n); }

private:
    QMultiHash<quint64, EndRef> m_ends;
};

} // namespace railyard
