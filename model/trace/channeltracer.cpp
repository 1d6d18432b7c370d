#include "trace/channeltracer.h"

#include <QSet>

namespace railyard {

namespace {

// Longest path followed before a channel is declared a loop; real channels cross a handful of panels.
constexpr int maxHops = 64;

Side opposite(Side s)
{
    return s == Side::Front ? Side::Rear : (s == Side::Rear ? Side::Front : Side::None);
}

quint64 hopKey(const Hop &h, const Cable &cable)
{
    // A splitter belongs to one channel per leg; any other cable to one channel.
    const int leg = cable.legs() > 1 ? (h.from > 0 ? h.from : h.to) : 1;
    return (quint64(quint32(h.cable)) << 8) | quint64(leg);
}

} // namespace

std::optional<Terminal> ChannelTracer::terminalAt(const Endpoint &e, bool fiber) const
{
    if (e.isLoose())
        return Terminal::LooseEnd;
    const PortDef &port = m_design.port(e);
    switch (port.kind) {
    case PortKind::Adapter:
        return std::nullopt;
    case PortKind::Fixed:
        return Terminal::FixedPort;
    case PortKind::Cage:
        if (!fiber)
            return Terminal::DirectAttach;
        return m_design.moduleAt(e) ? Terminal::Module : Terminal::EmptyCage;
    }
    return Terminal::LooseEnd;
}

void ChannelTracer::walk(Channel &channel, int cable, int enter, std::vector<Channel> &out) const
{
    const Cable &c = m_design.cables().at(cable);
    const bool fiber = m_design.catalog.cableTypes.at(c.type).isFiber();
    // Entering a splitter at its A end fans out into one channel per leg.
    QVarLengthArray<int, 2> exits;
    if (c.legs() > 1 && enter == 0) {
        for (int leg = 1; leg <= c.legs(); ++leg)
            exits.append(leg);
    } else {
        exits.append(c.legs() > 1 ? 0 : 1 - enter);
    }
    for (int exit : exits) {
        Channel branch = channel;
        branch.hops.append({cable, enter, exit});
        const Endpoint &at = c.ends[exit];
        const std::optional<Terminal> terminal = terminalAt(at, fiber);
        if (terminal) {
            branch.finish = at;
            branch.finishTerminal = *terminal;
            out.push_back(std::move(branch));
            continue;
        }
        // An adapter: continue with the cable plugged into its other side.
        Endpoint other = at;
        other.side = opposite(at.side);
        const Connectivity::EndRef next = m_design.connectivity().at(other);
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
    const Cable &c = m_design.cables().at(cable);
    const CableType &type = m_design.catalog.cableTypes.at(c.type);
    const Endpoint &start = c.ends[end];
    if (type.isDirectAttach()) {
        // Only from the A end, so that each leg is one channel.
        if (end != 0)
            return out;
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
    if (!terminal || (*terminal != Terminal::Module && *terminal != Terminal::FixedPort))
        return out;
    Channel ch;
    ch.start = start;
    ch.startTerminal = *terminal;
    walk(ch, cable, end, out);
    return out;
}

std::vector<Channel> ChannelTracer::traceAll() const
{
    std::vector<Channel> channels;
    channels.reserve(size_t(m_design.cables().liveCount()) / 2 + 16);
    QSet<quint64> seen;
    seen.reserve(m_design.cables().liveCount());
    for (int cable : m_design.cables().live()) {
        const Cable &c = m_design.cables().at(cable);
        for (int end = 0; end < int(c.ends.size()); ++end) {
            const Hop first{cable, end, end == 0 ? 1 : 0};
            if (seen.contains(hopKey(first, c)) && c.legs() == 1)
                continue;
            for (Channel &ch : traceFrom(cable, end)) {
                const Hop &h = ch.hops.front();
                if (seen.contains(hopKey(h, m_design.cables().at(h.cable))))
                    continue;
                for (const Hop &hop : ch.hops)
                    seen.insert(hopKey(hop, m_design.cables().at(hop.cable)));
                channels.push_back(std::move(ch));
            }
        }
    }
    return channels;
}

} // namespace railyard
