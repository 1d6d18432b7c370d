#pragma once

#include "design/idindex.h"

#include <QHash>
#include <QString>

#include <cassert>
#include <cstddef>
#include <iterator>
#include <memory>
#include <vector>

namespace railyard {

// Contiguous storage of one kind of entity with stable slots. A slot index is the entity's integer id:
// other entities refer to it, and it never changes while the design is open. Removing an entity leaves a
// dead slot; undoing the removal brings it back in the same slot, so the document keeps its order.
// Slots of entities that were appended and then taken away at the end are trimmed.
//
// Copies share the entities until one of them is changed (copy on write, like Qt's containers), so that a
// snapshot of a large design for a background task (a full validation, an autosave) costs nothing on the
// GUI thread; only an edit made while the snapshot is still in use pays for the copy.
template <typename T> class SlotStore
{
public:
    int slotCount() const { return int(m_data->items.size()); }
    int liveCount() const { return m_live; }
    bool isLive(int slot) const { return slot >= 0 && slot < slotCount() && m_data->alive[size_t(slot)]; }

    const T &at(int slot) const
    {
        assert(isLive(slot));
        return m_data->items[size_t(slot)];
    }
    T &at(int slot)
    {
        assert(isLive(slot));
        return detached().items[size_t(slot)];
    }

    // Slot of the live entity with that id, or -1.
    int find(const QString &id) const { return m_data->index.find(id, idOf(*m_data)); }

    // The slot an appended entity will get.
    int nextSlot() const { return slotCount(); }

    // Puts an entity into a slot: the next slot, or one it occupied before (which may lie past the end
    // when later slots were trimmed meanwhile).
    void insert(int slot, T item)
    {
        assert(slot >= 0 && !isLive(slot));
        assert(find(item.id) < 0);
        Data &d = detached();
        d.index.insert(item.id, slot);
        if (slot >= slotCount()) {
            d.items.resize(size_t(slot) + 1);
            d.alive.resize(size_t(slot) + 1, false);
        }
        d.items[size_t(slot)] = std::move(item);
        d.alive[size_t(slot)] = true;
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
        Data &d = detached();
        d.index.remove(d.items[size_t(slot)].id, idOf(d));
        T item = std::move(d.items[size_t(slot)]);
        d.items[size_t(slot)] = T();
        d.alive[size_t(slot)] = false;
        --m_live;
        while (!d.alive.empty() && !d.alive.back()) {
            d.items.pop_back();
            d.alive.pop_back();
        }
        return item;
    }

    void rename(int slot, const QString &id)
    {
        assert(isLive(slot) && find(id) < 0);
        Data &d = detached();
        d.index.remove(d.items[size_t(slot)].id, idOf(d));
        d.items[size_t(slot)].id = id;
        d.index.insert(id, slot);
    }

    void reserve(int n)
    {
        Data &d = detached();
        d.items.reserve(size_t(n));
        d.alive.reserve(size_t(n));
        d.index.reserve(n);
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
                while (m_slot < m_store->slotCount() && !m_store->m_data->alive[size_t(m_slot)])
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
            if (!(at(*a) == o.at(*b))) return false;
        return true;
    }

private:
    struct Data
    {
        std::vector<T> items;
        std::vector<bool> alive;
        IdIndex index; // id -> slot, kept with the items whose ids it reads
    };
    static auto idOf(const Data &d)
    {
        return [&d](int slot) -> const QString & { return d.items[size_t(slot)].id; };
    }
    // The entities for writing: copied first if another store still shares them. use_count() == 1 is exact
    // for the only owner: no other thread can take a new reference to data only this store holds.
    Data &detached()
    {
        if (m_data.use_count() > 1) m_data = std::make_shared<Data>(*m_data);
        return *m_data;
    }

    std::shared_ptr<Data> m_data = std::make_shared<Data>();
    int m_live = 0;
};

} // namespace railyard
