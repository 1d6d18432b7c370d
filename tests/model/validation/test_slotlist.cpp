// The validator's 16-byte list of channel slots per cable: two inline, more on the heap.
#include "validation/slotlist.h"

#include <catch2/catch.hpp>

#include <vector>

using namespace railyard;

namespace {

std::vector<int> items(const SlotList &list)
{
    return std::vector<int>(list.begin(), list.end());
}

} // namespace

TEST_CASE("A slot list keeps two slots inline and grows onto the heap past them", "[validation][slotlist]")
{
    static_assert(sizeof(SlotList) == 16);
    SlotList list;
    CHECK(list.isEmpty());
    for (int i = 0; i < 9; ++i)
        list.append(i * 10);
    CHECK(list.size() == 9);
    CHECK(items(list) == std::vector<int>{0, 10, 20, 30, 40, 50, 60, 70, 80});
    CHECK(list.contains(70));
    CHECK_FALSE(list.contains(71));
    list.append(30);
    list.removeAll(30);
    CHECK(items(list) == std::vector<int>{0, 10, 20, 40, 50, 60, 70, 80});

    // Copies are deep; a moved-from list is empty and usable.
    SlotList copy = list;
    copy.removeAll(0);
    CHECK(list.size() == 8);
    CHECK(copy.size() == 7);
    SlotList moved = std::move(copy);
    CHECK(moved.size() == 7);
    CHECK(copy.isEmpty());
    copy.append(5);
    CHECK(items(copy) == std::vector<int>{5});
    // Assignment over a heap list, and of an inline one.
    SlotList small;
    small.append(1);
    moved = small;
    CHECK(items(moved) == std::vector<int>{1});
    list = std::move(small);
    CHECK(items(list) == std::vector<int>{1});
    CHECK(small.isEmpty());
}
