#include "generate/traylayout.h"

#include "design/design.h"
#include "design/routeestimate.h"
#include "route/router.h"

#include <QMap>

#include <algorithm>
#include <cmath>

namespace railyard {

namespace {

constexpr double standardWidthsMm[] = {150, 300, 450, 600, 900};
constexpr double standardDepthsMm[] = {100, 150};
constexpr int crossEvery = 8;
constexpr double endAisleM = 1.2; // from the last rack's centre to the trunk across the hall

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
        QString name;
        QList<int> racks;
        double y = 0, z = 0;
    };
    std::vector<Row> ordered;
    double west = 0, east = 0;
    for (auto it = rows.begin(); it != rows.end(); ++it) {
        QList<int> racks = it.value();
        std::sort(racks.begin(), racks.end(),
                  [&d](int a, int b) { return *d.racks().at(a).xM < *d.racks().at(b).xM; });
        double y = 0;
        int tallest = 0;
        for (int r : racks) {
            y += *d.racks().at(r).yM;
            tallest = std::max(tallest, d.racks().at(r).heightU);
        }
        const double first = *d.racks().at(racks.first()).xM, last = *d.racks().at(racks.last()).xM;
        west = ordered.empty() ? first : std::min(west, first);
        east = ordered.empty() ? last : std::max(east, last);
        ordered.push_back({it.key(), racks, y / racks.size(), tallest * metresPerU + d.settings.trayHeightM});
    }
    std::stable_sort(ordered.begin(), ordered.end(), [](const Row &a, const Row &b) { return a.y < b.y; });
    // The trunks across the hall run beyond the ends of the rows, where the end-of-row aisles are.
    west -= endAisleM;
    east += endAisleM;

    Pathways p;
    const auto segment = [&p](const QString &id, const QString &a, const QString &b, SegmentKind kind) {
        PathSegment s;
        s.id = id;
        s.a = a;
        s.b = b;
        s.kind = kind;
        s.widthMm = standardWidthsMm[std::size(standardWidthsMm) - 1];
        s.depthMm = standardDepthsMm[0];
        p.segments.append(s);
    };
    const auto westNode = [](const Row &row) -> QString { return QStringLiteral("TW-") + row.name; };
    const auto eastNode = [](const Row &row) -> QString { return QStringLiteral("TE-") + row.name; };
    // Along each row: a basket over its racks, out to both ends of the hall.
    for (const Row &row : ordered) {
        for (int i = 0; i < row.racks.size(); ++i) {
            const Rack &rack = d.racks().at(row.racks[i]);
            p.nodes.append({nodeId(rack), *rack.xM, row.y, row.z});
            p.drops.append({rack.id, nodeId(rack)});
            if (i > 0) {
                const Rack &before = d.racks().at(row.racks[i - 1]);
                segment(QStringLiteral("TR-%1-%2").arg(before.id, rack.id), nodeId(before), nodeId(rack),
                        SegmentKind::Basket);
            }
        }
        p.nodes.append({westNode(row), west, row.y, row.z});
        p.nodes.append({eastNode(row), east, row.y, row.z});
        segment(QStringLiteral("TS-%1-W").arg(row.name), westNode(row),
                nodeId(d.racks().at(row.racks.first())), SegmentKind::Basket);
        segment(QStringLiteral("TS-%1-E").arg(row.name), nodeId(d.racks().at(row.racks.last())),
                eastNode(row), SegmentKind::Basket);
    }
    // Ladders across, square to the rows: at both ends of the hall, and every crossEvery racks where the next
    // row has a rack straight across, so that cables between rows spread over several and do not walk to the
    // end of a long row.
    for (size_t i = 1; i < ordered.size(); ++i) {
        const Row &a = ordered[i - 1], &b = ordered[i];
        segment(QStringLiteral("TX-%1-%2-W").arg(a.name, b.name), westNode(a), westNode(b),
                SegmentKind::Ladder);
        segment(QStringLiteral("TX-%1-%2-E").arg(a.name, b.name), eastNode(a), eastNode(b),
                SegmentKind::Ladder);
        for (qsizetype k = crossEvery; k < a.racks.size(); k += crossEvery) {
            const Rack &from = d.racks().at(a.racks[k]);
            for (int r : b.racks)
                if (const Rack &to = d.racks().at(r); std::abs(*to.xM - *from.xM) < 0.05) {
                    segment(QStringLiteral("TX-%1-%2").arg(from.id, to.id), nodeId(from), nodeId(to),
                            SegmentKind::Ladder);
                    break;
                }
        }
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
