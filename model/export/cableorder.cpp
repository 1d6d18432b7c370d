#include "export/cableorder.h"

#include "core/naturalorder.h"
#include "design/design.h"

#include <algorithm>

namespace railyard {

QString cableOrderName(CableOrder order)
{
    switch (order) {
    case CableOrder::Cable:
        return QStringLiteral("cable");
    case CableOrder::Installation:
        return QStringLiteral("rack");
    case CableOrder::FarEnd:
        return QStringLiteral("far-end");
    }
    return {};
}

std::optional<CableOrder> cableOrderFromName(const QString &name)
{
    for (CableOrder o : {CableOrder::Cable, CableOrder::Installation, CableOrder::FarEnd})
        if (cableOrderName(o) == name) return o;
    return std::nullopt;
}

std::vector<int> cablesInOrder(const Design &d, CableOrder order, std::vector<int> cables)
{
    if (cables.empty())
        for (int c : d.cables().live())
            cables.push_back(c);
    if (order == CableOrder::Cable) {
        std::sort(cables.begin(), cables.end());
        return cables;
    }
    const int end = order == CableOrder::Installation ? 0 : 1;
    // Where an end is: its rack (none sorts last), its U counted from the top, the port and connector.
    struct Where
    {
        const QString *rack = nullptr;
        int fromTop = 0;
        int port = 0;
        int sub = 0;
    };
    const auto where = [&](int cable) {
        const Endpoint &e = d.cables().at(cable).ends[end];
        Where w;
        if (e.isLoose()) return w;
        const Device &dev = d.devices().at(e.device);
        w.rack = dev.rack >= 0 ? &d.racks().at(dev.rack).id : &dev.id;
        w.fromTop =
            dev.rack >= 0 ? d.racks().at(dev.rack).heightU - (dev.u + d.deviceType(e.device).heightU - 1) : 0;
        w.port = e.port;
        w.sub = e.effectiveSub();
        return w;
    };
    std::vector<std::pair<Where, int>> keyed;
    keyed.reserve(cables.size());
    for (int c : cables)
        keyed.emplace_back(where(c), c);
    std::stable_sort(keyed.begin(), keyed.end(), [](const auto &x, const auto &y) {
        const Where &a = x.first, &b = y.first;
        if (!a.rack || !b.rack) return a.rack && !b.rack;
        if (*a.rack != *b.rack) return naturalLess(*a.rack, *b.rack);
        if (a.fromTop != b.fromTop) return a.fromTop < b.fromTop;
        if (a.port != b.port) return a.port < b.port;
        if (a.sub != b.sub) return a.sub < b.sub;
        return x.second < y.second;
    });
    std::vector<int> out;
    out.reserve(keyed.size());
    for (const auto &k : keyed)
        out.push_back(k.second);
    return out;
}

} // namespace railyard
