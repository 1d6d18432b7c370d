#include "plan/cagefill.h"

#include "design/design.h"

#include <algorithm>

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
    QList<CageFillChoice> choices;
    for (int t = 0; t < d.catalog.transceivers.size(); ++t) {
        int cages = 0;
        forEachEmptyCage(d, devices, network, [&](int, int, const PortDef &port) {
            cages += fits(d.catalog.transceivers.at(t), port) ? 1 : 0;
        });
        if (cages > 0) choices.append({t, cages});
    }
    std::stable_sort(choices.begin(), choices.end(),
                     [](const CageFillChoice &a, const CageFillChoice &b) { return a.cages > b.cages; });
    return choices;
}

} // namespace railyard
