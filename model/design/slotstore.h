#pragma once

#include <QHash>
#include <QString>

#include <cassert>
#include <cstddef>
#include <iterator>
#include <vector>

namespace railyard {

// Contiguous storage of one kind of entity with stable slots. A slot index is the entity's integer id:
// other entities refer to it, and it never changes while the design is open. Removing an entity leaves a
// dead slot; undoing the removal brings it back in the same slot, so the document keeps its order.
// Slots of entities that were appended and then taken away at the end are trimmed.
template <typename T> class SlotStore
{
public:
    int slotCount() const { return int(m_items.size()); }
    int liveCount() const { return m_live; }
    bool isLive(int slot) const { return slot >= 0 && slot < slotCount() && m_alive[size_t(slot)]; }

    const T &at(int slot) const
    {
        assert(isLive(slot));
        return m_items[size_t(slot)];
    }
    T &at(int slot)
    {
        assert(isLive(slot));
        return m_items[size_t(slot)];
    }

    // Slot of the live entity with that id, or -1.
    int find(const QString &id) const { return m_index.value(id, -1); }

    // The slot an appended entity will get.
    int nextSlot() const { return slotCount(); }

    // Puts an entity into a slot: the next slot, or one it occupied before (which may lie past the end
    // when later slots were trimmed meanwhile).
    void insert(int slot, T item)
    {
        assert(slot >= 0 && !isLive(slot));
        assert(find(item.id) < 0);
        m_index.insert(item.id, slot);
        if (slot >= slotCount()) {
            m_items.resize(size_t(slot) + 1);
            m_alive.resize(size_t(slot) + 1, false);
        }
        m_items[size_t(slot)] = std::move(item);
        m_alive[size_t(slot)] = true;
        ++m_live;
    }
    int append(T item)
    {
        const int slot = nextSlot();
        insert(slot, std::move(item));
        return slot;
    }

    T take(int slot)
    {
        assert(isLive(slot));
        T item = std::move(m_items[size_t(slot)]);
        m_items[size_t(slot)] = T();
        m_alive[size_t(slot)] = false;
        m_index.remove(item.id);
        --m_live;
        while (!m_alive.empty() && !m_alive.back()) {
            m_items.pop_back();
            m_alive.pop_back();
        }
        return item;
    }

    void rename(int slot, const QString &id)
    {
        assert(isLive(slot) && find(id) < 0);
        m_index.remove(m_items[size_t(slot)].id);
        m_items[size_t(slot)].id = id;
        m_index.insert(id, slot);
    }

    void reserve(int n)
    {
        m_items.reserve(size_t(n));
        m_alive.reserve(size_t(n));
        m_index.reserve(n);
    }

    // Live entities in document order: for (int s : store.live()) ...
    class SlotRange
    {
    public:
        class Iterator
        {
        public:
            using iterator_category = std::forward_iterator_tag;
            using value_type = int;
            using difference_type = std::ptrdiff_t;
            using pointer = const int *;
            using reference = int;

            Iterator(const SlotStore *s, int i) : m_store(s), m_slot(i) { skip(); }
            int operator*() const { return m_slot; }
            Iterator &operator++()
            {
                ++m_slot;
                skip();
                return *this;
            }
            Iterator operator++(int)
            {
                Iterator before = *this;
                ++*this;
                return before;
            }
            bool operator==(const Iterator &o) const { return m_slot == o.m_slot; }
            bool operator!=(const Iterator &o) const { return m_slot != o.m_slot; }

        private:
            void skip()
            {
                while (m_slot < m_store->slotCount() && !m_store->m_alive[size_t(m_slot)])
                    ++m_slot;
            }
            const SlotStore *m_store;
            int m_slot;
        };
        explicit SlotRange(const SlotStore *s) : m_store(s) {}
        Iterator begin() const { return Iterator(m_store, 0); }
        Iterator end() const { return Iterator(m_store, m_store->slotCount()); }

    private:
        const SlotStore *m_store;
    };
    SlotRange live() const { return SlotRange(this); }

    // Equal when the live entities are equal in order (slot numbers of dead entries do not matter).
    bool sameContent(const SlotStore &o) const
    {
        if (m_live != o.m_live) return false;
        auto a = live().begin(), ae = live().end();
        auto b = o.live().begin();
        for (; a != ae; ++a, ++b)
            if (!(m_items[size_t(*a)] == o.m_items[size_t(*b)])) return false;
        return true;
    }

private:
    std::vector<T> m_items;
    std::vector<bool> m_alive;
    QHash<QString, int> m_index;
    int m_live = 0;
};

} // namespace railyard
