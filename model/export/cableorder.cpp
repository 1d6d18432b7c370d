#include "export/cableorder.h"

#include "core/naturalorder.h"
#include "design/design.h"
#include "export/labels.h"

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

namespace {

// Where a cable end is, as an installer finds it: its rack (none sorts last), its U counted from the top, the
// port and connector.
struct Where
{
    const QString *rack = nullptr;
    int fromTop = 0;
    int port = 0;
    int sub = 0;
};

Where whereIs(const Design &d, const Endpoint &e)
{
    Where w;
    if (e.isLoose()) return w;
    const Device &dev = d.devices().at(e.device);
    w.rack = dev.rack >= 0 ? &d.racks().at(dev.rack).id : &dev.id;
    w.fromTop =
        dev.rack >= 0 ? d.racks().at(dev.rack).heightU - (dev.u + d.deviceType(e.device).heightU - 1) : 0;
    w.port = e.port;
    w.sub = e.effectiveSub();
    return w;
}

// Negative, zero or positive as `a` comes before, with or after `b`.
int compareWhere(const Where &a, const Where &b)
{
    if (!a.rack || !b.rack) return int(!a.rack) - int(!b.rack);
    if (*a.rack != *b.rack) return naturalLess(*a.rack, *b.rack) ? -1 : 1;
    if (a.fromTop != b.fromTop) return a.fromTop < b.fromTop ? -1 : 1;
    if (a.port != b.port) return a.port < b.port ? -1 : 1;
    return a.sub - b.sub;
}

std::vector<int> liveOr(const Design &d, std::vector<int> cables)
{
    if (cables.empty())
        for (int c : d.cables().live())
            cables.push_back(c);
    return cables;
}

} // namespace

std::vector<int> cablesInOrder(const Design &d, CableOrder order, std::vector<int> cables)
{
    cables = liveOr(d, std::move(cables));
    if (order == CableOrder::Cable) {
        std::sort(cables.begin(), cables.end());
        return cables;
    }
    const int end = order == CableOrder::Installation ? 0 : 1;
    std::vector<std::pair<Where, int>> keyed;
    keyed.reserve(cables.size());
    for (int c : cables)
        keyed.emplace_back(whereIs(d, d.cables().at(c).ends[end]), c);
    std::stable_sort(keyed.begin(), keyed.end(), [](const auto &x, const auto &y) {
        if (const int c = compareWhere(x.first, y.first); c != 0) return c < 0;
        return x.second < y.second;
    });
    std::vector<int> out;
    out.reserve(keyed.size());
    for (const auto &k : keyed)
        out.push_back(k.second);
    return out;
}

std::vector<LabelRef> labelsInOrder(const Design &d, CableOrder order, std::vector<int> cables,
                                    const QStringList &racks)
{
    std::vector<LabelRef> labels;
    // Which labels go on in the racks asked for.
    const auto kept = [&](const LabelRef &l) {
        if (racks.isEmpty()) return true;
        const Endpoint &e = d.cables().at(l.cable).ends[size_t(l.end)];
        if (e.isLoose()) return false;
        const int rack = d.devices().at(e.device).rack;
        return rack >= 0 && racks.contains(d.racks().at(rack).id);
    };
    if (order != CableOrder::Installation) {
        for (const LabelRef &l : labelsOfCables(d, cablesInOrder(d, order, std::move(cables))))
            if (kept(l)) labels.push_back(l);
        return labels;
    }
    // Installation order: each label by where it goes on, so that a technician at one rack has all its
    // labels together, the B ends' with the A ends'.
    std::vector<std::pair<Where, LabelRef>> keyed;
    for (const LabelRef &l : labelsOfCables(d, liveOr(d, std::move(cables))))
        if (kept(l)) keyed.emplace_back(whereIs(d, d.cables().at(l.cable).ends[size_t(l.end)]), l);
    std::stable_sort(keyed.begin(), keyed.end(), [](const auto &x, const auto &y) {
        if (const int c = compareWhere(x.first, y.first); c != 0) return c < 0;
        return std::pair(x.second.cable, x.second.end) < std::pair(y.second.cable, y.second.end);
    });
    labels.reserve(keyed.size());
    for (const auto &k : keyed)
        labels.push_back(k.second);
    return labels;
}

} // namespace railyard
