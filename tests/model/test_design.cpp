#include "design/design.h"
#include "designfixtures.h"

#include <algorithm>
#include <utility>
#include <vector>

using namespace railyard;

namespace {
struct Item
{
    QString id;
    int value = 0;
    bool operator==(const Item &) const = default;
};
} // namespace

TEST_CASE("SlotStore keeps slots stable across removal and reinsertion", "[design]")
{
    SlotStore<Item> store;
    CHECK(store.append({QStringLiteral("a"), 1}) == 0);
    CHECK(store.append({QStringLiteral("b"), 2}) == 1);
    CHECK(store.append({QStringLiteral("c"), 3}) == 2);

    const Item b = store.take(1);
    CHECK(store.liveCount() == 2);
    CHECK(store.find(QStringLiteral("b")) == -1);
    CHECK(store.slotCount() == 3); // a dead slot in the middle stays
    std::vector<int> live(store.live().begin(), store.live().end());
    CHECK(live == std::vector<int>{0, 2});

    // Removing the last entity trims every trailing dead slot...
    const Item c = store.take(2);
    CHECK(store.slotCount() == 1);
    // ...and undoing in reverse order brings each back into its own slot.
    store.insert(2, c);
    store.insert(1, b);
    CHECK(store.find(QStringLiteral("b")) == 1);
    CHECK(store.find(QStringLiteral("c")) == 2);
    CHECK(store.at(2).value == 3);

    store.rename(0, QStringLiteral("z"));
    CHECK(store.find(QStringLiteral("a")) == -1);
    CHECK(store.find(QStringLiteral("z")) == 0);
}

TEST_CASE("A copied SlotStore shares its entities until either side changes them", "[design]")
{
    SlotStore<Item> original;
    original.append({QStringLiteral("a"), 1});
    original.append({QStringLiteral("b"), 2});
    const SlotStore<Item> snapshot = original;
    CHECK(&snapshot.at(0) == &std::as_const(original).at(0)); // shared, not copied

    // Every kind of write leaves the snapshot as it was.
    original.at(0).value = 10;
    original.rename(1, QStringLiteral("B"));
    original.append({QStringLiteral("c"), 3});
    original.take(0);
    CHECK(snapshot.liveCount() == 2);
    CHECK(snapshot.at(0).value == 1);
    CHECK(snapshot.at(1).id == QLatin1String("b"));
    CHECK(snapshot.find(QStringLiteral("b")) == 1);
    CHECK(snapshot.slotCount() == 2);
    CHECK(original.liveCount() == 2);
    CHECK(original.find(QStringLiteral("B")) == 1);

    // And the other way round: writing to the copy leaves the original alone.
    SlotStore<Item> copy = original;
    copy.at(1).value = 99;
    CHECK(original.at(1).value == 2);
}

TEST_CASE("SlotStore compares live content in order, ignoring dead slots", "[design]")
{
    SlotStore<Item> a, b;
    a.append({QStringLiteral("x"), 1});
    a.append({QStringLiteral("gone"), 0});
    a.append({QStringLiteral("y"), 2});
    a.take(1);
    b.append({QStringLiteral("x"), 1});
    b.append({QStringLiteral("y"), 2});
    CHECK(a.sameContent(b));
    b.at(1).value = 5;
    CHECK_FALSE(a.sameContent(b));
}

TEST_CASE("Device modules stay sorted by port", "[design]")
{
    Device d;
    d.setModule(3, 7);
    d.setModule(1, 5);
    d.setModule(2, 6);
    REQUIRE(d.modules.size() == 3);
    CHECK(d.modules[0].port == 1);
    CHECK(d.modules[2].port == 3);
    CHECK(d.moduleAt(2) == 6);
    d.setModule(2, 9);
    CHECK(d.moduleAt(2) == 9);
    d.setModule(2, -1);
    CHECK(d.moduleAt(2) == -1);
    CHECK(d.modules.size() == 2);
}

TEST_CASE("The connectivity index finds the cable at every endpoint", "[design]")
{
    Design design = test::loadDataDesign(QStringLiteral("two-racks.json"));
    CHECK(design.checkInvariants().isEmpty());
    CHECK(design.connectivity().size() == 96); // 48 cables, two ends each

    const int panel = design.devices().find(QStringLiteral("pp-A01"));
    const int p01 = design.deviceType(panel).portIndex(u"P01");
    Endpoint front{panel, p01, 0, Side::Front};
    Endpoint rear{panel, p01, 0, Side::Rear};
    const auto atFront = design.connectivity().at(front);
    const auto atRear = design.connectivity().at(rear);
    CHECK(design.cables().at(atFront.cable).id == QLatin1String("N1-R1-a"));
    CHECK(atFront.end == 1);
    CHECK(design.cables().at(atRear.cable).id == QLatin1String("N1-R1-t"));
    CHECK(atRear.end == 0);

    // sub 0 (not written) and sub 1 are the same connector.
    const int node = design.devices().find(QStringLiteral("node1"));
    const int osfp1 = design.deviceType(node).portIndex(u"osfp1");
    CHECK(design.connectivity().at(Endpoint{node, osfp1, 0, Side::None}).cable ==
          design.connectivity().at(Endpoint{node, osfp1, 1, Side::None}).cable);
    CHECK(design.connectivity().at(Endpoint{node, osfp1, 2, Side::None}).cable ==
          design.cables().find(QStringLiteral("N1-R2-a")));

    // Moving an end updates the index.
    const int cable = design.cables().find(QStringLiteral("N1-R1-a"));
    design.setCableEnd(cable, 1, Endpoint{});
    CHECK(design.connectivity().at(front).cable == -1);
    CHECK(design.checkInvariants().isEmpty());
    design.takeCable(cable);
    CHECK(design.connectivity().size() == 94);
    CHECK(design.checkInvariants().isEmpty());
}

TEST_CASE("The connectivity index keeps every end of a conflicting port, whatever the order of removal",
          "[design]")
{
    Connectivity index;
    const Endpoint port{3, 5, 1, Side::Front};
    const Endpoint other{3, 6, 1, Side::Front};
    index.add(port, {7, 0});
    index.add(other, {8, 1});
    CHECK(index.conflicts().isEmpty());
    index.add(port, {2, 1}); // a second end in the same port: a conflict
    index.add(port, {9, 0}); // and a third
    CHECK(index.size() == 4);
    CHECK(index.conflicts() == QSet<quint64>{Connectivity::key(port)});
    CHECK(index.at(port) == Connectivity::EndRef{2, 1}); // the cable first in document order
    CHECK(index.allAt(port).size() == 3);

    index.remove(port, {7, 0}); // the first one added
    CHECK(index.at(port) == Connectivity::EndRef{2, 1});
    CHECK(index.allAt(port).size() == 2);
    CHECK(index.conflicts().size() == 1);
    index.remove(port, {2, 1});
    CHECK(index.at(port) == Connectivity::EndRef{9, 0});
    CHECK(index.conflicts().isEmpty());
    index.remove(port, {9, 0});
    CHECK(index.at(port).cable < 0);
    CHECK(index.allAt(port).isEmpty());
    CHECK(index.size() == 1);
    CHECK(index.at(other) == Connectivity::EndRef{8, 1});
    index.remove(other, {1, 1}); // an end that is not there changes nothing
    CHECK(index.size() == 1);
}

TEST_CASE("A copy of a design keeps its connectivity when the original is edited, and the other way round",
          "[design][connectivity]")
{
    Design d = test::sampleDesign();
    const Design copy = d; // as the window's background validation takes one
    const int cable = *d.cables().live().begin();
    const Endpoint a = d.cables().at(cable).ends[0];
    REQUIRE_FALSE(a.isLoose());
    const Connectivity::EndRef ref{cable, 0};
    REQUIRE(d.connectivity().at(a) == ref);

    d.takeCable(cable);
    CHECK_FALSE(d.connectivity().at(a) == ref);
    CHECK(copy.connectivity().at(a) == ref); // the copy's index is its own once the original changes

    Design other = copy;
    other.takeCable(cable);
    CHECK(copy.connectivity().at(a) == ref);
    CHECK_FALSE(other.connectivity().at(a) == ref);
}

TEST_CASE("The connectivity lists the cables plugged into chosen devices, ends past the port table too",
          "[design]")
{
    // The elevations find a row's cables this way instead of reading every cable of the design.
    Design d = test::sampleDesign();
    // An end on a third connector lives outside the port table (connectors 1 and 2): a trunk's third leg.
    int cable = -1;
    for (int c : d.cables().live())
        if (!d.cables().at(c).ends[0].isLoose() && !d.cables().at(c).ends[1].isLoose()) cable = c;
    REQUIRE(cable >= 0);
    Endpoint moved = d.cables().at(cable).ends[1];
    moved.sub = 3;
    d.setCableEnd(cable, 1, moved);
    const int other = d.cables().at(cable).ends[0].device;
    REQUIRE(other != moved.device);
    for (int step : {2, 3}) {
        std::vector<char> marked(size_t(d.devices().slotCount()), 0);
        int i = 0;
        for (int dev : d.devices().live())
            // The cable's other end on a device not marked: it is found by its third-connector end alone.
            marked[size_t(dev)] = ((i++ % step == 0 && dev != other) || dev == moved.device) ? 1 : 0;
        std::vector<int> found;
        d.connectivity().appendCablesOn(marked, found);
        std::sort(found.begin(), found.end());
        found.erase(std::unique(found.begin(), found.end()), found.end());
        std::vector<int> expected;
        for (int c : d.cables().live())
            for (const Endpoint &e : d.cables().at(c).ends)
                if (!e.isLoose() && marked[size_t(e.device)]) {
                    expected.push_back(c);
                    break;
                }
        INFO("every " << step << " devices");
        CHECK(found == expected);
        CHECK(std::count(found.begin(), found.end(), cable) == 1);
    }
}
