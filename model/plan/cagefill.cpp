#include "plan/cagefill.h"

#include "design/design.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <map>
#include <vector>

namespace railyard {

namespace {

// Empty cages of the devices, in the network asked for (None: any).
template <typename Fn>
void forEachEmptyCage(const Design &d, const QList<int> &devices, Network network, Fn fn)
{
    QList<int> sorted = devices;
    std::sort(sorted.begin(), sorted.end());
    for (int dev : sorted) {
        if (!d.devices().isLive(dev)) continue;
        const Device &device = d.devices().at(dev);
        const auto &ports = d.deviceType(dev).ports;
        for (int p = 0; p < int(ports.size()); ++p) {
            const PortDef &port = ports[size_t(p)];
            if (port.kind != PortKind::Cage || device.moduleAt(p) >= 0) continue;
            if (network != Network::None && port.network != network) continue;
            fn(dev, p, port);
        }
    }
}

bool fits(const Transceiver &t, const PortDef &port)
{
    return !t.formFactor.isEmpty() && t.formFactor == port.formFactor;
}

} // namespace

QList<CageFill> planCageFill(const Design &d, const QList<int> &devices, int transceiver, Network network)
{
    QList<CageFill> fills;
    const Transceiver &t = d.catalog.transceivers.at(transceiver);
    forEachEmptyCage(d, devices, network, [&](int dev, int p, const PortDef &port) {
        if (fits(t, port)) fills.append({dev, p, transceiver});
    });
    return fills;
}

QList<CageFillChoice> cageFillChoices(const Design &d, const QList<int> &devices, Network network)
{
    // What the design already holds in cages like these — the same port of the same device type (another
    // DGX's storage cage, another storage leaf's), else any cage of the network: the optics chosen for them
    // (by the generator or the user) come first, so that a storage cage is offered the storage optic.
    QSet<quint64> like; // (device type, port) of the empty cages
    const auto key = [](int type, int port) { return (quint64(quint32(type)) << 32) | quint32(port); };
    forEachEmptyCage(d, devices, network, [&](int dev, int port, const PortDef &) {
        like.insert(key(d.devices().at(dev).type, port));
    });
    std::vector<int> inLike(size_t(d.catalog.transceivers.size()), 0);
    std::vector<int> inNetwork(inLike.size(), 0);
    // Fiber media of the optics in the network's cages, and in all: SMF or MMF.
    QHash<QString, int> media, allMedia;
    for (int dev : d.devices().live()) {
        const Device &device = d.devices().at(dev);
        const auto &ports = d.deviceType(dev).ports;
        for (const CageModule &m : device.modules) {
            if (m.port < 0 || m.port >= int(ports.size()) || m.transceiver < 0) continue;
            if (like.contains(key(device.type, m.port))) ++inLike[size_t(m.transceiver)];
            const Transceiver &t = d.catalog.transceivers.at(m.transceiver);
            if (t.isOptical()) ++allMedia[t.media];
            if (network == Network::None || ports[size_t(m.port)].network == network) {
                if (network != Network::None) ++inNetwork[size_t(m.transceiver)];
                if (t.isOptical()) ++media[t.media];
            }
        }
    }
    // The far ends already chosen decide the media: a leaf whose servers hold multimode optics gets a
    // multimode one, or the two could not link; a network with no optic yet takes the design's media (a hall
    // is planned single-mode or multimode, not both).
    QString wantedMedia;
    const QHash<QString, int> &counted = media.isEmpty() ? allMedia : media;
    for (auto it = counted.cbegin(); it != counted.cend(); ++it)
        if (wantedMedia.isEmpty() || it.value() > counted.value(wantedMedia)) wantedMedia = it.key();
    QList<CageFillChoice> choices;
    for (int t = 0; t < d.catalog.transceivers.size(); ++t) {
        const Transceiver &module = d.catalog.transceivers.at(t);
        CageFillChoice choice{t,
                              0,
                              inLike[size_t(t)],
                              inNetwork[size_t(t)],
                              !wantedMedia.isEmpty() && module.isOptical() && module.media == wantedMedia,
                              false};
        forEachEmptyCage(d, devices, network, [&](int, int, const PortDef &port) {
            if (!fits(module, port)) return;
            ++choice.cages;
            // The module carries what the cage does (a 400G cage, a 400G module).
            choice.matchesRate = choice.matchesRate ||
                                 (port.rateGbps > 0 && module.rateGbps * module.connectors == port.rateGbps);
        });
        if (choice.cages > 0) choices.append(choice);
    }
    std::stable_sort(choices.begin(), choices.end(), [](const CageFillChoice &a, const CageFillChoice &b) {
        if (a.inUse != b.inUse) return a.inUse > b.inUse;
        if (a.inNetwork != b.inNetwork) return a.inNetwork > b.inNetwork;
        if (a.matchesMedia != b.matchesMedia) return a.matchesMedia;
        if (a.matchesRate != b.matchesRate) return a.matchesRate;
        return a.cages > b.cages;
    });
    return choices;
}

Network busiestEmptyNetwork(const Design &d, const QList<int> &devices)
{
    std::map<Network, int> empty;
    forEachEmptyCage(d, devices, Network::None,
                     [&](int, int, const PortDef &port) { ++empty[port.network]; });
    Network busiest = Network::None;
    int most = 0;
    for (const auto &[network, cages] : empty)
        if (network != Network::None && cages > most) {
            busiest = network;
            most = cages;
        }
    return busiest;
}

} // namespace railyard
