// The id index of the design's stores (issue 35): finds, inserts, removals (with the backward shift that
// leaves no tombstones) and renames agree with a std::map through many random operations.
#include "design/idindex.h"
#include "design/slotstore.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <random>

using namespace railyard;

namespace {

struct Item
{
    QString id;
    bool operator==(const Item &) const = default;
};

} // namespace

TEST_CASE("IdIndex agrees with a map through random inserts and removals", "[design]")
{
    std::vector<QString> ids;
    IdIndex index;
    std::map<QString, int> expected;
    std::vector<QString> slots; // slot -> id ("" when free)
    auto idOf = [&](int slot) -> const QString & { return slots[size_t(slot)]; };
    std::mt19937 random(35);
    for (int step = 0; step < 20000; ++step) {
        const QString id = QStringLiteral("c%1").arg(random() % 3000);
        const auto it = expected.find(id);
        if (it == expected.end()) {
            slots.push_back(id);
            index.insert(id, int(slots.size()) - 1);
            expected[id] = int(slots.size()) - 1;
        } else {
            index.remove(id, idOf);
            slots[size_t(it->second)].clear();
            expected.erase(it);
        }
        if (step % 500 == 0)
            for (int k = 0; k < 3000; ++k) {
                const QString probe = QStringLiteral("c%1").arg(k);
                const auto e = expected.find(probe);
                INFO(probe.toStdString() << " at step " << step);
                CHECK(index.find(probe, idOf) == (e == expected.end() ? -1 : e->second));
            }
    }
    CHECK_FALSE(expected.empty());
}

TEST_CASE("SlotStore finds ids after takes and renames, and copies keep their own index", "[design]")
{
    SlotStore<Item> store;
    for (int i = 0; i < 1000; ++i)
        store.append(Item{QStringLiteral("x%1").arg(i)});
    SlotStore<Item> copy = store;
    for (int i = 0; i < 1000; i += 3)
        store.take(i);
    store.rename(1, QStringLiteral("renamed"));
    CHECK(store.find(QStringLiteral("x0")) == -1);
    CHECK(store.find(QStringLiteral("x1")) == -1);
    CHECK(store.find(QStringLiteral("renamed")) == 1);
    CHECK(store.find(QStringLiteral("x998")) == 998);
    CHECK(store.find(QStringLiteral("x999")) == -1);
    CHECK(store.liveCount() == 666);
    // The copy shared the items until the first edit: it still has them all, by their old ids.
    CHECK(copy.find(QStringLiteral("x0")) == 0);
    CHECK(copy.find(QStringLiteral("x1")) == 1);
    CHECK(copy.find(QStringLiteral("renamed")) == -1);
    CHECK(copy.liveCount() == 1000);
}

TEST_CASE("IdIndex holds a label several times and removes the entry of one slot", "[design]")
{
    const std::vector<QString> labels{QStringLiteral("L1"), QStringLiteral("L2"), QStringLiteral("L1"),
                                      QStringLiteral("L1")};
    auto labelOf = [&](int slot) -> const QString & { return labels[size_t(slot)]; };
    IdIndex index;
    for (int i = 0; i < int(labels.size()); ++i)
        index.insert(labels[size_t(i)], i);
    auto slotsOf = [&](const QString &label) {
        std::vector<int> slots;
        index.forEach(label, labelOf, [&](int slot) { slots.push_back(slot); });
        std::sort(slots.begin(), slots.end());
        return slots;
    };
    CHECK(slotsOf(QStringLiteral("L1")) == std::vector<int>{0, 2, 3});
    index.remove(QStringLiteral("L1"), labelOf, 2);
    CHECK(slotsOf(QStringLiteral("L1")) == std::vector<int>{0, 3});
    index.remove(QStringLiteral("L1"), labelOf, 2); // not there any more: nothing happens
    CHECK(index.size() == 3);
    CHECK(slotsOf(QStringLiteral("L2")) == std::vector<int>{1});
}
