#pragma once

#include <QHashFunctions>
#include <QString>

#include <cstdint>
#include <vector>

namespace railyard {

// Finds the slot of an id without keeping a copy of the ids: each bucket holds a slot and 32 bits of its id's
// hash (8 bytes), the ids themselves stay in the items. A QHash<QString, int> took about 42 bytes per entry,
// which at the 13 million cables of a million-GPU design was half a gigabyte.
// Open addressing with linear probing at most 5/8 full; removal shifts the following entries back, so there
// are no tombstones. `idOf(slot)` gives the id of a slot's item; it is only called on a hash match.
class IdIndex
{
public:
    template <typename IdOf> int find(QStringView id, IdOf idOf) const
    {
        if (m_buckets.empty()) return -1;
        const uint32_t h = hashOf(id);
        for (size_t i = h & mask();; i = (i + 1) & mask()) {
            const uint64_t b = m_buckets[i];
            if (b == empty) return -1;
            if (uint32_t(b >> 32) == h && idOf(slotOf(b)) == id) return slotOf(b);
        }
    }

    // Calls fn(slot) for every entry with that id (an index of labels may hold one several times).
    template <typename IdOf, typename Fn> void forEach(QStringView id, IdOf idOf, Fn fn) const
    {
        if (m_buckets.empty()) return;
        const uint32_t h = hashOf(id);
        for (size_t i = h & mask();; i = (i + 1) & mask()) {
            const uint64_t b = m_buckets[i];
            if (b == empty) return;
            if (uint32_t(b >> 32) == h && idOf(slotOf(b)) == id) fn(slotOf(b));
        }
    }

    // Adds an entry; a store of ids adds each id once, an index of labels may add one several times.
    void insert(QStringView id, int slot)
    {
        if (size_t(m_count + 1) * 8 > m_buckets.size() * 5) grow(size_t(m_count + 1));
        place((uint64_t(hashOf(id)) << 32) | uint32_t(slot));
        ++m_count;
    }

    // Removes the entry of that id (and that slot, when given): nothing when there is none.
    template <typename IdOf> void remove(QStringView id, IdOf idOf, int slot = -1)
    {
        if (m_buckets.empty()) return;
        const uint32_t h = hashOf(id);
        size_t i = h & mask();
        for (;; i = (i + 1) & mask()) {
            const uint64_t b = m_buckets[i];
            if (b == empty) return;
            if (uint32_t(b >> 32) == h && (slot < 0 || slotOf(b) == slot) && idOf(slotOf(b)) == id) break;
        }
        // Shift back every following entry whose home is not between the hole and itself.
        for (size_t j = i;;) {
            j = (j + 1) & mask();
            const uint64_t b = m_buckets[j];
            if (b == empty) break;
            const size_t home = (b >> 32) & mask();
            const bool stays = i <= j ? (i < home && home <= j) : (i < home || home <= j);
            if (stays) continue;
            m_buckets[i] = b;
            i = j;
        }
        m_buckets[i] = empty;
        --m_count;
    }

    qsizetype size() const { return m_count; }
    void clear()
    {
        m_buckets.clear();
        m_count = 0;
    }
    void reserve(qsizetype n)
    {
        if (size_t(n) * 8 > m_buckets.size() * 5) grow(size_t(n));
    }

private:
    static constexpr uint64_t empty = ~uint64_t(0);
    static uint32_t hashOf(QStringView id)
    {
        const size_t h = qHash(id, 0);
        return uint32_t(h ^ (uint64_t(h) >> 32));
    }
    static int slotOf(uint64_t bucket) { return int(uint32_t(bucket)); }
    size_t mask() const { return m_buckets.size() - 1; }

    void place(uint64_t bucket)
    {
        size_t i = (bucket >> 32) & mask();
        while (m_buckets[i] != empty)
            i = (i + 1) & mask();
        m_buckets[i] = bucket;
    }

    // Room for n entries at most 5/8 full, in a power of two of buckets.
    void grow(size_t n)
    {
        size_t size = 16;
        while (size * 5 < n * 8)
            size *= 2;
        if (size <= m_buckets.size()) return;
        std::vector<uint64_t> old(size, empty);
        old.swap(m_buckets);
        for (uint64_t b : old)
            if (b != empty) place(b);
    }

    std::vector<uint64_t> m_buckets;
    qsizetype m_count = 0;
};

} // namespace railyard
