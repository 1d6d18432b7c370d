#include "designfixtures.h"
#include "report/designinfo.h"
#include "trace/channeltracer.h"

using namespace railyard;
using namespace railyard::test;

namespace {

QStringList cableIds(const Design &d, const Channel &ch)
{
    QStringList ids;
    for (const Hop &h : ch.hops)
        ids << d.cables().at(h.cable).id;
    return ids;
}

} // namespace

TEST_CASE("Channels run from module to module through patch panels", "[trace]")
{
    const Design d = loadDataDesign(QStringLiteral("two-racks.json"));
    const std::vector<Channel> channels = ChannelTracer(d).traceAll();
    REQUIRE(channels.size() == 16);
    const Channel &first = channels.front();
    CHECK(first.isComplete());
    CHECK(cableIds(d, first) == QStringList{"N1-R1-a", "N1-R1-t", "N1-R1-b"});
    CHECK(d.devices().at(first.start.device).id == QLatin1String("node1"));
    CHECK(d.devices().at(first.finish.device).id == QLatin1String("leaf-r1"));
    CHECK(first.hops[0].from == 0);
    CHECK(first.hops[0].to == 1);
    CHECK(first.hops[2].to == 1);
    for (const Channel &ch : channels) {
        CHECK(ch.hops.size() == 3);
        CHECK(ch.startTerminal == Terminal::Module);
        CHECK(ch.finishTerminal == Terminal::Module);
    }
    // The last channel is node 2's rail 8.
    CHECK(cableIds(d, channels.back()) == QStringList{"N2-R8-a", "N2-R8-t", "N2-R8-b"});
}

TEST_CASE("A channel is found once, from the end met first in file order", "[trace]")
{
    Design d = loadDataDesign(QStringLiteral("two-racks.json"));
    // Reverse the first cable: its A end is now on the panel, so the path is met first at its B end.
    const int c = d.cables().find(QStringLiteral("N1-R1-a"));
    const Endpoint a = d.cables().at(c).ends[0];
    const Endpoint b = d.cables().at(c).ends[1];
    d.setCableEnd(c, 0, b);
    d.setCableEnd(c, 1, a);
    const std::vector<Channel> channels = ChannelTracer(d).traceAll();
    REQUIRE(channels.size() == 16);
    CHECK(cableIds(d, channels.front()) == QStringList{"N1-R1-a", "N1-R1-t", "N1-R1-b"});
    CHECK(channels.front().hops[0].from == 1);
    CHECK(channels.front().hops[0].to == 0);
}

TEST_CASE("Incomplete paths stop at an empty adapter side or a loose end", "[trace]")
{
    Design d = loadDataDesign(QStringLiteral("two-racks.json"));
    // Unplug the trunk of node 1 rail 1 at the far panel.
    const int trunk = d.cables().find(QStringLiteral("N1-R1-t"));
    d.setCableEnd(trunk, 1, Endpoint{});
    const std::vector<Channel> channels = ChannelTracer(d).traceAll();
    // The node side ends at the loose trunk end, the leaf side at the empty rear of the far adapter.
    REQUIRE(channels.size() == 17);
    const Channel &nodeSide = channels.front();
    CHECK_FALSE(nodeSide.isComplete());
    CHECK(nodeSide.finishTerminal == Terminal::LooseEnd);
    CHECK(cableIds(d, nodeSide) == QStringList{"N1-R1-a", "N1-R1-t"});
    const auto leafSide = std::find_if(channels.begin(), channels.end(), [&](const Channel &ch) {
        return d.cables().at(ch.hops.front().cable).id == QLatin1String("N1-R1-b");
    });
    REQUIRE(leafSide != channels.end());
    // Listed from the end met first in file order: N1-R1-b's A end, where the path stops.
    CHECK(leafSide->startTerminal == Terminal::EmptyAdapter);
    CHECK(d.devices().at(leafSide->start.device).id == QLatin1String("pp-A02"));
    CHECK(leafSide->start.side == Side::Front);
    CHECK(leafSide->finishTerminal == Terminal::Module);
}

TEST_CASE("Splitters give a channel per leg — direct-attach cables are channels of their own", "[trace]")
{
    const Design d = loadDataDesign(QStringLiteral("splitters-and-loose-ends.json"));
    const std::vector<Channel> channels = ChannelTracer(d).traceAll();
    QStringList summary;
    for (const Channel &ch : channels) {
        QString s = cableIds(d, ch).join(QLatin1Char('+'));
        s += QStringLiteral("->") +
             (ch.finish.isLoose() ? QStringLiteral("loose") : d.devices().at(ch.finish.device).id);
        s += ch.isComplete() ? QStringLiteral(" ok") : QStringLiteral(" incomplete");
        summary << s;
    }
    CHECK(summary == QStringList{
                         "split1->hgx1 ok",
                         "split1->hgx2 ok",
                         "dac1->leaf2 ok",
                         "dacsplit->hgx2 ok",
                         "dacsplit->loose incomplete",
                         "loose->loose incomplete",
                         "toPanel->pp1 incomplete",
                     });
    CHECK(channels[0].hops[0].to == 1);
    CHECK(channels[1].hops[0].to == 2);
    CHECK(channels[2].isDirectAttach());
}

TEST_CASE("Design info counts what the design holds", "[trace][info]")
{
    const DesignInfo info = computeDesignInfo(loadDataDesign(QStringLiteral("two-racks.json")));
    CHECK(info.racks == 2);
    CHECK(info.devices == 12);
    CHECK(info.devicesByRole.value(Role::GpuServer) == 2);
    CHECK(info.devicesByRole.value(Role::Leaf) == 8);
    CHECK(info.devicesByRole.value(Role::PatchPanel) == 2);
    CHECK(info.ports == 2 * 5 + 8 * 32 + 2 * 24);
    CHECK(info.transceivers == 16);
    CHECK(info.cables == 48);
    CHECK(info.cablesByKind.value(CableKind::Fiber) == 48);
    CHECK(info.channels == 16);
    CHECK(info.completeChannels == 16);
    CHECK(info.fibers == 32 * 8 + 16 * 12);
}
