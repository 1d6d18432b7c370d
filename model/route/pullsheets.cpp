#include "route/pullsheets.h"

#include "core/naturalorder.h"
#include "design/describe.h"
#include "design/design.h"
#include "route/router.h"

#include <QHash>

#include <algorithm>
#include <cmath>
#include <map>

namespace railyard {

namespace {

// The trays from a drop node on, each from the node the pull reaches it at.
QList<PullLeg> legsFrom(const Design &d, const Routing &r, const QString &start, const QList<int> &segments)
{
    const Pathways &p = d.pathways;
    QList<PullLeg> legs;
    QString at = start;
    for (int s : segments) {
        const PathSegment &segment = p.segments[s];
        PullLeg leg;
        leg.segment = segment.id;
        leg.kind = segment.kind;
        leg.from = segment.a == at ? segment.a : segment.b;
        leg.to = segment.a == at ? segment.b : segment.a;
        leg.lengthM = p.lengthM(segment);
        leg.fillPercent = r.fillPercent(d, s);
        leg.fillLimitPercent = segment.fillLimitPercent;
        legs.append(leg);
        at = leg.to;
    }
    return legs;
}

} // namespace

std::vector<PullSheet> buildPullSheets(const Design &d, const Routing &r)
{
    std::vector<PullSheet> sheets;
    if (!r.active) return sheets;
    // (from rack, to racks, segments) → the sheet's index.
    std::map<std::tuple<QString, QString, QList<int>>, size_t> index;
    for (int c : d.cables().live()) {
        if (d.isReplaced(c) || size_t(c) >= r.cables.size()) continue;
        const CableRoute &route = r.cables[size_t(c)];
        if (route.status != RouteStatus::Routed) continue;
        const Cable &cable = d.cables().at(c);
        QString from = rackOfEnd(d, cable.a());
        QStringList to;
        for (int leg : cable.bEnds())
            if (const QString rack = rackOfEnd(d, cable.ends[leg]);
                !rack.isEmpty() && rack != from && !to.contains(rack))
                to << rack;
        if (from.isEmpty() || to.isEmpty()) continue;
        QList<int> segments = route.segments;
        // A run between two racks is pulled from the rack first in natural order, whichever its A end.
        if (to.size() == 1 && naturalLess(to.first(), from)) {
            std::swap(from, to.first());
            std::reverse(segments.begin(), segments.end());
        }
        std::sort(to.begin(), to.end(), naturalLess);
        const auto key = std::make_tuple(from, to.join(QLatin1Char(' ')), segments);
        auto it = index.find(key);
        if (it == index.end()) {
            PullSheet sheet;
            sheet.fromRack = from;
            sheet.toRacks = to;
            const int drop = d.pathways.dropIndex(from);
            sheet.legs = legsFrom(d, r, drop >= 0 ? d.pathways.drops[drop].node : QString(), segments);
            for (const PullLeg &leg : sheet.legs)
                sheet.pathM += leg.lengthM;
            it = index.emplace(key, sheets.size()).first;
            sheets.push_back(std::move(sheet));
        }
        PullSheet &sheet = sheets[it->second];
        const CableType &type = d.cableType(c);
        PullCable pc;
        pc.cable = c;
        pc.id = cable.id;
        pc.label = cable.label;
        pc.type = type.id;
        pc.lengthM = type.orderedLength(cable.lengthM);
        pc.partNumber = type.partNumberFor(pc.lengthM);
        pc.routeM = route.routeM;
        // Pulled from its A end, unless it was laid the other way round (then from its B end to its A end).
        if (rackOfEnd(d, cable.a()) == from) {
            pc.fromEnd = 0;
            for (int leg : cable.bEnds())
                pc.toEnds << leg;
        } else {
            pc.fromEnd = cable.bEnds().first();
            pc.toEnds << 0;
        }
        sheet.crossSectionMm2 += crossSectionMm2(type);
        sheet.cables.push_back(pc);
    }
    std::stable_sort(sheets.begin(), sheets.end(), [](const PullSheet &x, const PullSheet &y) {
        if (x.fromRack != y.fromRack) return naturalLess(x.fromRack, y.fromRack);
        const QString a = x.toRacks.join(QLatin1Char(' ')), b = y.toRacks.join(QLatin1Char(' '));
        if (a != b) return naturalLess(a, b);
        return x.pathM < y.pathM;
    });
    for (size_t i = 0; i < sheets.size(); ++i)
        sheets[i].number = int(i) + 1;
    return sheets;
}

} // namespace railyard
