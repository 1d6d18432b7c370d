#include "export/bomgroups.h"

#include "design/design.h"
#include "trace/channeltracer.h"

#include <QCoreApplication>

#include <array>
#include <map>

namespace railyard {

namespace {

constexpr Network networks[] = {Network::Compute, Network::Storage, Network::Inband, Network::Oob};

// The network with the most votes, None for none; ties go to the first in the format's order.
Network mostOf(const std::array<int, 5> &votes)
{
    Network best = Network::None;
    int most = 0;
    for (Network n : networks)
        if (votes[size_t(n)] > most) {
            most = votes[size_t(n)];
            best = n;
        }
    return best;
}

} // namespace

BomGroups::BomGroups(const Design &design, BomGrouping grouping) : m_design(design), m_grouping(grouping)
{
    if (grouping == BomGrouping::None) return;
    m_racks.assign(size_t(design.racks().slotCount()), 0);
    m_devices.assign(size_t(design.devices().slotCount()), 0);
    m_cables.assign(size_t(design.cables().slotCount()), 0);
    if (grouping == BomGrouping::Network) {
        assignNetworks();
        return; // racks are shared
    }
    for (int d : design.devices().live())
        if (const std::optional<int> su = design.devices().at(d).su)
            m_devices[size_t(d)] = groupOf(QString::number(*su));
    std::map<int, std::map<int, int>> rackVotes;
    for (int d : design.devices().live())
        if (const Device &dev = design.devices().at(d); dev.rack >= 0 && m_devices[size_t(d)] > 0)
            ++rackVotes[dev.rack][m_devices[size_t(d)]];
    for (const auto &[rack, votes] : rackVotes) {
        int best = 0, most = 0;
        for (const auto &[group, n] : votes)
            if (n > most) {
                most = n;
                best = group;
            }
        m_racks[size_t(rack)] = best;
    }
    // A device without an SU (a panel, a rack's switch) is in its rack's.
    for (int d : design.devices().live())
        if (const Device &dev = design.devices().at(d); m_devices[size_t(d)] == 0 && dev.rack >= 0)
            m_devices[size_t(d)] = m_racks[size_t(dev.rack)];
    for (int c : design.cables().live()) {
        const Cable &cable = design.cables().at(c);
        int group = 0;
        for (const Endpoint &e : cable.ends)
            if (group == 0 && !e.isLoose()) group = ofDevice(e.device);
        m_cables[size_t(c)] = group;
    }
    // SUs by number, whatever order the devices came in.
    std::vector<int> byNumber(m_keys.size());
    for (size_t i = 0; i < byNumber.size(); ++i)
        byNumber[i] = int(i);
    std::sort(byNumber.begin() + 1, byNumber.end(),
              [&](int a, int b) { return m_keys[size_t(a)].toInt() < m_keys[size_t(b)].toInt(); });
    std::vector<int> renumber(m_keys.size());
    std::vector<QString> keys(m_keys.size());
    for (size_t i = 0; i < byNumber.size(); ++i) {
        renumber[size_t(byNumber[i])] = int(i);
        keys[i] = m_keys[size_t(byNumber[i])];
    }
    m_keys = std::move(keys);
    for (std::vector<int> *groups : {&m_racks, &m_devices, &m_cables})
        for (int &g : *groups)
            g = renumber[size_t(g)];
}

void BomGroups::assignNetworks()
{
    const Design &design = m_design;
    // The networks in the format's order, so that a quote lists compute first.
    for (Network n : networks)
        groupOf(QString(enumName(n)));
    const auto portNetwork = [&](const Endpoint &e) {
        return e.isLoose() || e.port < 0 ? Network::None
                                         : design.deviceType(e.device).ports[size_t(e.port)].network;
    };
    // A channel is in the network of the server port it ends at. Switch ports carry no network, so a switch
    // is in the network most of its channels are (a leaf's links to GPU servers make it compute), and a
    // channel between two switches in its ends' network: a few rounds carry compute from the leaves to the
    // spines and cores.
    const std::vector<Channel> channels = ChannelTracer(design).traceAll();
    std::vector<Network> channelNetwork(channels.size());
    for (size_t i = 0; i < channels.size(); ++i) {
        channelNetwork[i] = portNetwork(channels[i].start);
        if (channelNetwork[i] == Network::None) channelNetwork[i] = portNetwork(channels[i].finish);
    }
    std::vector<Network> deviceNetwork(size_t(design.devices().slotCount()), Network::None);
    for (int round = 0; round < 4; ++round) {
        std::vector<std::array<int, 5>> votes(deviceNetwork.size(), {0, 0, 0, 0, 0});
        for (size_t i = 0; i < channels.size(); ++i) {
            if (channelNetwork[i] == Network::None) continue;
            for (const Hop &hop : channels[i].hops)
                for (const Endpoint &e : design.cables().at(hop.cable).ends)
                    if (!e.isLoose()) ++votes[size_t(e.device)][size_t(channelNetwork[i])];
        }
        bool changed = false;
        for (int d : design.devices().live()) {
            const Network n =
                design.deviceType(d).role == Role::GpuServer ? Network::Compute : mostOf(votes[size_t(d)]);
            changed = changed || n != deviceNetwork[size_t(d)];
            deviceNetwork[size_t(d)] = n;
        }
        for (size_t i = 0; i < channels.size(); ++i) {
            if (channelNetwork[i] != Network::None || portNetwork(channels[i].start) != Network::None)
                continue;
            const Endpoint &a = channels[i].start, &b = channels[i].finish;
            Network n = a.isLoose() ? Network::None : deviceNetwork[size_t(a.device)];
            if (n == Network::None && !b.isLoose()) n = deviceNetwork[size_t(b.device)];
            changed = changed || n != channelNetwork[i];
            channelNetwork[i] = n;
        }
        if (!changed) break;
    }
    const auto group = [&](Network n) { return n == Network::None ? 0 : groupOf(QString(enumName(n))); };
    for (int d : design.devices().live())
        m_devices[size_t(d)] = group(deviceNetwork[size_t(d)]);
    for (size_t i = 0; i < channels.size(); ++i)
        for (const Hop &hop : channels[i].hops)
            if (m_cables[size_t(hop.cable)] == 0) m_cables[size_t(hop.cable)] = group(channelNetwork[i]);
    for (int c : design.cables().live())
        if (m_cables[size_t(c)] == 0)
            m_cables[size_t(c)] = ofDevice(design.cables().at(c).ends.front().device);
}

int BomGroups::groupOf(const QString &key)
{
    for (size_t i = 1; i < m_keys.size(); ++i)
        if (m_keys[i] == key) return int(i);
    m_keys.push_back(key);
    return int(m_keys.size()) - 1;
}

int BomGroups::ofModule(int device, int port) const
{
    if (m_grouping == BomGrouping::Network) {
        const Network n = m_design.deviceType(device).ports[size_t(port)].network;
        for (size_t i = 1; i < m_keys.size(); ++i)
            if (n != Network::None && m_keys[i] == QLatin1String(enumName(n))) return int(i);
    }
    return ofDevice(device);
}

QString BomGroups::title(int group) const
{
    const QString key = m_keys[size_t(group)];
    if (group == 0)
        return m_grouping == BomGrouping::Su
                   ? QCoreApplication::translate("Bom", "Not in an SU")
                   : QCoreApplication::translate("Bom", "Shared: racks and accessories");
    if (m_grouping == BomGrouping::Su) return QCoreApplication::translate("Bom", "SU %1").arg(key);
    if (key == QLatin1String("compute")) return QCoreApplication::translate("Bom", "Compute network");
    if (key == QLatin1String("storage")) return QCoreApplication::translate("Bom", "Storage network");
    if (key == QLatin1String("inband"))
        return QCoreApplication::translate("Bom", "In-band management network");
    return QCoreApplication::translate("Bom", "Out-of-band management network");
}

} // namespace railyard
