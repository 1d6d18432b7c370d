#include "route/routereport.h"

#include "design/cablechoice.h"
#include "design/design.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <cmath>

namespace railyard {

namespace {

// Lengths in the output: to the centimetre, as lengths are ordered and measured.
double centimetres(double m)
{
    return std::round(m * 100) / 100;
}

} // namespace

QByteArray routingJson(const Design &d, const Routing &r)
{
    QJsonArray segments;
    for (int s = 0; s < d.pathways.segments.size(); ++s) {
        QJsonArray cables;
        for (int c : r.cablesOf[size_t(s)])
            cables.append(d.cables().at(c).id);
        segments.append(
            QJsonObject{{QStringLiteral("id"), d.pathways.segments[s].id},
                        {QStringLiteral("fill_percent"), std::round(r.fillPercent(d, s) * 10) / 10},
                        {QStringLiteral("fill_limit_percent"), d.pathways.segments[s].fillLimitPercent},
                        {QStringLiteral("cables"), cables}});
    }
    QJsonArray cables, unrouted;
    for (int c : d.cables().live()) {
        const CableRoute &route = r.cables[size_t(c)];
        if (route.status != RouteStatus::Routed) continue;
        QJsonArray ids;
        for (int s : route.segments)
            ids.append(d.pathways.segments[s].id);
        const Cable &cable = d.cables().at(c);
        cables.append(QJsonObject{{QStringLiteral("id"), cable.id},
                                  {QStringLiteral("route"), ids},
                                  {QStringLiteral("route_m"), centimetres(route.routeM)},
                                  {QStringLiteral("length_m"), centimetres(withSlack(route.routeM))},
                                  {QStringLiteral("order_length_m"), routedOrderLength(d, cable, route)},
                                  {QStringLiteral("current_length_m"), cable.lengthM}});
    }
    for (int c : r.unrouted)
        unrouted.append(d.cables().at(c).id);
    return QJsonDocument(QJsonObject{{QStringLiteral("segments"), segments},
                                     {QStringLiteral("cables"), cables},
                                     {QStringLiteral("unrouted"), unrouted}})
        .toJson();
}

QString unroutedReason(int c, const Routing &r)
{
    return r.cables[size_t(c)].status == RouteStatus::BrokenRoute
               ? QStringLiteral("its route does not join its racks' drops")
               : QStringLiteral("no path joins its racks' drops (or a rack has no drop)");
}

QString noPathwaysMessage(const QString &file)
{
    return QStringLiteral(
               "%1: the design has no trays and rack drops to route cables over: draw them in the "
               "window (View ▸ Edit Pathways, then Design ▸ Drop Racks into Trays) or generate the "
               "design with --trays")
        .arg(file);
}

QString routingText(const Design &d, const Routing &r)
{
    QString text;
    QTextStream out(&text);
    if (!r.active) {
        out << "No pathways: the design has no segments or no rack drops to route over.\n";
        return text;
    }
    int routed = 0;
    for (int c : d.cables().live())
        routed += r.cables[size_t(c)].status == RouteStatus::Routed ? 1 : 0;
    out << routed << " cables routed over " << d.pathways.segments.size() << " segments, "
        << r.unrouted.size() << " without a route\n\n";
    out << QStringLiteral("%1  %2  %3  %4  %5\n")
               .arg(QStringLiteral("segment"), -16)
               .arg(QStringLiteral("size (mm)"), -11)
               .arg(QStringLiteral("cables"), 7)
               .arg(QStringLiteral("fill"), 7)
               .arg(QStringLiteral("limit"), 6);
    for (int s = 0; s < d.pathways.segments.size(); ++s) {
        const PathSegment &segment = d.pathways.segments[s];
        const double fill = r.fillPercent(d, s);
        out << QStringLiteral("%1  %2  %3  %4  %5%6\n")
                   .arg(segment.id, -16)
                   .arg(QStringLiteral("%1×%2").arg(segment.widthMm).arg(segment.depthMm), -11)
                   .arg(r.cablesOf[size_t(s)].size(), 7)
                   .arg(QStringLiteral("%1 %").arg(fill, 0, 'f', 1), 7)
                   .arg(QStringLiteral("%1 %").arg(segment.fillLimitPercent), 6)
                   .arg(fill > 100                        ? QStringLiteral("  over full")
                        : fill > segment.fillLimitPercent ? QStringLiteral("  over the limit")
                                                          : QString());
    }
    if (!r.unrouted.isEmpty()) {
        out << "\nWithout a route:\n";
        for (int c : r.unrouted)
            out << "  " << d.cables().at(c).id << ": " << unroutedReason(c, r) << '\n';
    }
    if (!r.noDiameter.isEmpty())
        out << '\n'
            << r.noDiameter.size()
            << " routed cables have a type without outer_diameter_mm and count as nothing in the fills\n";
    return text;
}

int applyRoutedLengths(Design &d, const Routing &r)
{
    int changed = 0;
    for (int c : d.cables().live()) {
        const CableRoute &route = r.cables[size_t(c)];
        if (route.status != RouteStatus::Routed) continue;
        const double length = routedOrderLength(d, d.cables().at(c), route);
        if (length == d.cables().at(c).lengthM) continue;
        d.cableForEdit(c).lengthM = length;
        ++changed;
    }
    return changed;
}

} // namespace railyard
