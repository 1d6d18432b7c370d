#include "trace/channeltracer.h"

#include <QSet>

#include <algorithm>

namespace railyard {

namespace {

// Longest path followed before a channel is declared a loop; real channels cross a handful of panels.
constexpr int maxHops = 64;

Side opposite(Side s)
{
    return s == Side::Front ? Side::Rear : (s == Side::Rear ? Side::Front : Side::None);
}

} // namespace

std::optional<Terminal> ChannelTracer::terminalAt(const Endpoint &e, bool cord) const
{
    if (e.isLoose()) return Terminal::LooseEnd;
    const PortDef &port = m_design.port(e);
    switch (port.kind) {
    case PortKind::Adapter:
        return std::nullopt;
    case PortKind::Fixed:
        return Terminal::FixedPort;
    case PortKind::Cage:
        if (!cord) return Terminal::DirectAttach;
        return m_design.moduleAt(e) ? Terminal::Module : Terminal::EmptyCage;
    }
    return Terminal::LooseEnd;
}

void ChannelTracer::walk(Channel &channel, int cable, int enter, std::vector<Channel> &out) const
{
    const Cable &c = m_design.cables().at(cable);
    // Fiber and copper cords pass through adapters; only direct-attach ends sit in cages themselves.
    const bool cord = !m_design.catalog.cableTypes.at(c.type).isDirectAttach();
    // Entering a splitter at its A end fans out into one channel per leg; any other end leads to its pair's
    // other end (a trunk assembly's connector k to connector k).
    QVarLengthArray<int, 2> exits;
    if (c.legs() > 1 && enter == 0) {
        for (int leg = 1; leg <= c.legs(); ++leg)
            exits.append(leg);
    } else {
        exits.append(c.peerOf(enter));
    }
    for (int exit : exits) {
        Channel branch = channel;
        branch.hops.append({cable, enter, exit});
        const Endpoint &at = c.ends[exit];
        const std::optional<Terminal> terminal = terminalAt(at, cord);
        if (terminal) {
            branch.finish = at;
            branch.finishTerminal = *terminal;
            out.push_back(std::move(branch));
            continue;
        }
        // An adapter: continue with the cable plugged into its other side (not one on its way out: the
        // channel runs as planned).
        Endpoint other = at;
        other.side = opposite(at.side);
        const Connectivity::EndRef next = m_design.connectivity().planned(other);
        if (next.cable < 0) {
            branch.finish = at;
            branch.finishTerminal = Terminal::EmptyAdapter;
            out.push_back(std::move(branch));
            continue;
        }
        bool loop = branch.hops.size() >= maxHops;
        for (const Hop &h : branch.hops)
            loop = loop || h.cable == next.cable;
        if (loop) {
            branch.finish = at;
            branch.finishTerminal = Terminal::Loop;
            out.push_back(std::move(branch));
            continue;
        }
        walk(branch, next.cable, next.end, out);
    }
}

std::vector<Channel> ChannelTracer::traceFrom(int cable, int end) const
{
    std::vector<Channel> out;
    // A cable another one replaces carries no channel of the planned design.
    if (m_design.isReplaced(cable)) return out;
    const Cable &c = m_design.cables().at(cable);
    const CableType &type = m_design.catalog.cableTypes.at(c.type);
    const Endpoint &start = c.ends[end];
    if (type.isDirectAttach()) {
        // Only from the A end, so that each leg is one channel.
        if (end != 0) return out;
        for (int leg = 1; leg <= c.legs(); ++leg) {
            Channel ch;
            ch.hops.append({cable, 0, leg});
            ch.start = start;
            ch.finish = c.ends[leg];
            ch.startTerminal = start.isLoose() ? Terminal::LooseEnd : Terminal::DirectAttach;
            ch.finishTerminal = ch.finish.isLoose() ? Terminal::LooseEnd : Terminal::DirectAttach;
            out.push_back(std::move(ch));
        }
        return out;
    }
    const std::optional<Terminal> terminal = start.isLoose() ? std::nullopt : terminalAt(start, true);
    if (!terminal || (*terminal != Terminal::Module && *terminal != Terminal::FixedPort)) return out;
    Channel ch;
    ch.start = start;
    ch.startTerminal = *terminal;
    walk(ch, cable, end, out);
    for (Channel &channel : out)
        canonicalize(channel);
    return out;
}

void ChannelTracer::canonicalize(Channel &ch)
{
    // Direct-attach channels run from the A end to a leg already.
    if (ch.startTerminal == Terminal::DirectAttach || ch.finishTerminal == Terminal::DirectAttach) return;
    const Hop &first = ch.hops.front();
    const Hop &last = ch.hops.back();
    const bool reversed = last.cable < first.cable || (last.cable == first.cable && last.to < first.from);
    if (!reversed) return;
    std::reverse(ch.hops.begin(), ch.hops.end());
    for (Hop &h : ch.hops)
        std::swap(h.from, h.to);
    std::swap(ch.start, ch.finish);
    std::swap(ch.startTerminal, ch.finishTerminal);
}

std::pair<quint64, quint64> ChannelTracer::key(const Channel &ch)
{
    auto hop = [](const Hop &h) {
        return (quint64(quint32(h.cable)) << 16) | (quint64(h.from & 0xFF) << 8) | quint64(h.to & 0xFF);
    };
    return {hop(ch.hops.front()), hop(ch.hops.back())};
}

std::vector<Channel> ChannelTracer::traceAll() const
{
    std::vector<Channel> channels;
    channels.reserve(size_t(m_design.cables().liveCount()) / 2 + 16);
    forEachChannel([&](Channel &&channel) { channels.push_back(std::move(channel)); });
    return channels;
}

void ChannelTracer::forEachChannel(const std::function<void(Channel &&)> &f) const
{
    QSet<std::pair<quint64, quint64>> seen;
    seen.reserve(m_design.cables().liveCount() / 2 + 16);
    forEachTraced([&](Channel &&ch) {
        const auto k = key(ch);
        if (seen.contains(k)) return;
        seen.insert(k);
        f(std::move(ch));
    });
}

void ChannelTracer::forEachTraced(const std::function<void(Channel &&)> &f) const
{
    for (int cable : m_design.cables().live()) {
        const Cable &c = m_design.cables().at(cable);
        for (int end = 0; end < int(c.ends.size()); ++end)
            for (Channel &ch : traceFrom(cable, end))
                f(std::move(ch));
    }
}

ChannelTracer::Neighbourhood ChannelTracer::neighbourhood(const std::vector<int> &cables) const
{
    Neighbourhood n;
    QSet<int> visited;
    std::vector<int> queue;
    for (int c : cables)
        if (m_design.cables().isLive(c) && !visited.contains(c)) {
            visited.insert(c);
            queue.push_back(c);
        }
    while (!queue.empty()) {
        const int cable = queue.back();
        queue.pop_back();
        n.cables.push_back(cable);
        const Cable &c = m_design.cables().at(cable);
        // Fiber and copper cords run through adapters like traceFrom does; a direct-attach cable is its own
        // channel.
        const bool cord = !m_design.catalog.cableTypes.at(c.type).isDirectAttach();
        if (!cord) n.starts.emplace_back(cable, 0);
        for (int end = 0; end < int(c.ends.size()); ++end) {
            const Endpoint &e = c.ends[end];
            if (e.isLoose()) continue;
            // Every cable at this port, whichever side: port conflicts and the adapter's other side.
            const PortDef &port = m_design.port(e);
            if (port.kind != PortKind::Adapter) {
                const std::optional<Terminal> t = cord ? terminalAt(e, true) : std::nullopt;
                if (t == Terminal::Module || t == Terminal::FixedPort) n.starts.emplace_back(cable, end);
                for (const Connectivity::EndRef &r : m_design.connectivity().allAt(e))
                    if (!visited.contains(r.cable)) {
                        visited.insert(r.cable);
                        queue.push_back(r.cable);
                    }
                continue;
            }
            for (Side side : {Side::Front, Side::Rear}) {
                Endpoint at = e;
                at.side = side;
                for (const Connectivity::EndRef &r : m_design.connectivity().allAt(at))
                    if (!visited.contains(r.cable)) {
                        visited.insert(r.cable);
                        queue.push_back(r.cable);
                    }
            }
        }
    }
    std::sort(n.starts.begin(), n.starts.end());
    n.starts.erase(std::unique(n.starts.begin(), n.starts.end()), n.starts.end());
    std::sort(n.cables.begin(), n.cables.end());
    return n;
}

} // namespace railyard
