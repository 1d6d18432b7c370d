#pragma once

#include <algorithm>

namespace railyard {

// A short list of ints in 16 bytes: two of them inline, more on the heap. The validator keeps one per cable
// (the slots of the channels through it) for millions of cables, nearly all of which carry one or two.
class SlotList
{
public:
    SlotList() = default;
    SlotList(const SlotList &other) { appendAll(other); }
    SlotList(SlotList &&other) noexcept { take(other); }
    SlotList &operator=(const SlotList &other)
    {
        if (this != &other) {
            release();
            appendAll(other);
        }
        return *this;
    }
    SlotList &operator=(SlotList &&other) noexcept
    {
        if (this != &other) {
            release();
            take(other);
        }
        return *this;
    }
    ~SlotList() { release(); }

    const int *begin() const { return data(); }
    const int *end() const { return data() + m_size; }
    int size() const { return m_size; }
    bool isEmpty() const { return m_size == 0; }
    bool contains(int value) const { return std::find(begin(), end(), value) != end(); }
    void append(int value)
    {
        if (m_size == m_capacity) grow();
        data()[m_size++] = value;
    }
    void removeAll(int value)
    {
        int *first = data();
        m_size = int(std::remove(first, first + m_size, value) - first);
    }

private:
    static constexpr int inlineCapacity = 2;

    bool onHeap() const { return m_capacity > inlineCapacity; }
    int *data() { return onHeap() ? m_items.heap : m_items.local; }
    const int *data() const { return onHeap() ? m_items.heap : m_items.local; }
    void grow()
    {
        const int capacity = m_capacity * 2, size = m_size;
        int *bigger = new int[size_t(capacity)];
        std::copy(begin(), end(), bigger);
        release();
        m_items.heap = bigger;
        m_capacity = capacity;
        m_size = size;
    }
    // Back to empty and inline.
    void release()
    {
        if (onHeap()) delete[] m_items.heap;
        m_capacity = inlineCapacity;
        m_size = 0;
    }
    void appendAll(const SlotList &other)
    {
        for (int value : other)
            append(value);
    }
    // Takes the other's items, leaving it empty (this one must be empty and inline).
    void take(SlotList &other)
    {
        m_items = other.m_items;
        m_size = other.m_size;
        m_capacity = other.m_capacity;
        other.m_capacity = inlineCapacity;
        other.m_size = 0;
    }

    union Items {
        int local[inlineCapacity];
        int *heap;
    } m_items{};
    int m_size = 0;
    int m_capacity = inlineCapacity;
};

} // namespace railyard
