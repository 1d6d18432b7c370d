#include "generate/traylayout.h"

#include "design/design.h"
#include "design/routeestimate.h"
#include "route/router.h"

#include <QMap>

#include <algorithm>

namespace railyard {

namespace {

constexpr double standardWidthsMm[] = {150, 300, 450, 600, 900};
constexpr double standardDepthsMm[] = {100, 150};
constexpr int crossEvery = 8;

QString nodeId(const Rack &r)
{
    return QStringLiteral("TN-") + r.id;
}

} // namespace

Pathways layTrays(const Design &d)
{
    // The racks of each row, along the row; the rows across the hall.
    QMap<QString, QList<int>> rows;
    for (int r : d.racks().live()) {
        const Rack &rack = d.racks().at(r);
        if (!rack.row.isEmpty() && rack.hasPosition()) rows[rack.row].append(r);
    }
    struct Row
    {
        QList<int> racks;
        double y = 0;
    };
    std::vector<Row> ordered;
    for (auto it = rows.begin(); it != rows.end(); ++it) {
        QList<int> racks = it.value();
        std::sort(racks.begin(), racks.end(),
                  [&d](int a, int b) { return *d.racks().at(a).xM < *d.racks().at(b).xM; });
        double y = 0;
        for (int r : racks)
            y += *d.racks().at(r).yM;
        ordered.push_back({racks, y / racks.size()});
    }
    std::stable_sort(ordered.begin(), ordered.end(), [](const Row &a, const Row &b) { return a.y < b.y; });

    Pathways p;
    const auto segment = [&p](const QString &prefix, const Rack &a, const Rack &b, SegmentKind kind) {
        PathSegment s;
        s.id = prefix + a.id + QLatin1Char('-') + b.id;
        s.a = nodeId(a);
        s.b = nodeId(b);
        s.kind = kind;
        s.widthMm = standardWidthsMm[std::size(standardWidthsMm) - 1];
        s.depthMm = standardDepthsMm[0];
        p.segments.append(s);
    };
    for (const Row &row : ordered) {
        int tallest = 0;
        for (int r : row.racks)
            tallest = std::max(tallest, d.racks().at(r).heightU);
        const double z = tallest * metresPerU + d.settings.trayHeightM;
        for (int i = 0; i < row.racks.size(); ++i) {
            const Rack &rack = d.racks().at(row.racks[i]);
            p.nodes.append({nodeId(rack), *rack.xM, *rack.yM, z});
            p.drops.append({rack.id, nodeId(rack)});
            if (i > 0)
                segment(QStringLiteral("TR-"), d.racks().at(row.racks[i - 1]), rack, SegmentKind::Basket);
        }
    }
    // Ladders across: at the first rack of neighbouring rows, every crossEvery racks along them and at their
    // last racks, so that cables between rows spread over several and do not walk to the end of a long row.
    for (size_t i = 1; i < ordered.size(); ++i) {
        const QList<int> &a = ordered[i - 1].racks, &b = ordered[i].racks;
        const qsizetype common = std::min(a.size(), b.size());
        for (qsizetype k = 0; k < common; k += crossEvery)
            segment(QStringLiteral("TX-"), d.racks().at(a[k]), d.racks().at(b[k]), SegmentKind::Ladder);
        if (a.size() > 1 || b.size() > 1)
            if ((common - 1) % crossEvery != 0 || a.size() != b.size())
                segment(QStringLiteral("TX-"), d.racks().at(a.last()), d.racks().at(b.last()),
                        SegmentKind::Ladder);
    }

    // Routes do not depend on sizes (they follow lengths): route once, then size each segment.
    Design routed = d;
    routed.pathways = p;
    const Routing routing = routeCables(routed);
    for (int s = 0; s < p.segments.size(); ++s) {
        PathSegment &segment = p.segments[s];
        const auto fits = [&] {
            return 100 * routing.areaMm2[size_t(s)] / (segment.widthMm * segment.depthMm) <=
                   segment.fillLimitPercent;
        };
        for (double depth : standardDepthsMm) {
            segment.depthMm = depth;
            for (double width : standardWidthsMm) {
                segment.widthMm = width;
                if (fits()) break;
            }
            if (fits()) break;
        }
    }
    return p;
}

} // namespace railyard
