#include "design/routeestimate.h"

#include "design/design.h"

#include <cmath>

namespace railyard {

std::optional<double> estimatedRoute(const Design &d, const Cable &c)
{
    struct Place
    {
        const Rack *rack;
        int top;
    };
    auto place = [&](const Endpoint &e) -> std::optional<Place> {
        if (e.isLoose()) return std::nullopt;
        const Device &dev = d.devices().at(e.device);
        if (!dev.isPlaced()) return std::nullopt;
        return Place{&d.racks().at(dev.rack), dev.u + d.catalog.deviceTypes.at(dev.type).heightU - 1};
    };
    // The longest of its legs (a splitter's legs from its A end; a trunk assembly's connectors pair by pair).
    std::optional<double> longest;
    for (int leg : c.bEnds()) {
        const std::optional<Place> a = place(c.ends[c.peerOf(leg)]);
        const std::optional<Place> b = place(c.ends[leg]);
        if (!a || !b) continue;
        double route;
        if (a->rack == b->rack) {
            route = std::abs(a->top - b->top) * metresPerU;
        } else {
            if (!a->rack->hasPosition() || !b->rack->hasPosition()) continue;
            const double tray = d.settings.trayHeightM;
            const double dropA = (a->rack->heightU - a->top) * metresPerU + tray;
            const double dropB = (b->rack->heightU - b->top) * metresPerU + tray;
            route =
                dropA + std::abs(*a->rack->xM - *b->rack->xM) + std::abs(*a->rack->yM - *b->rack->yM) + dropB;
        }
        if (!longest || route > *longest) longest = route;
    }
    return longest;
}

} // namespace railyard
