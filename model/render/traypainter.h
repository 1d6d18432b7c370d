#pragma once

#include <QColor>
#include <QLineF>
#include <QList>
#include <QPair>
#include <QRectF>
#include <QString>

#include <vector>

class QPainter;

namespace railyard {

class Design;

namespace floorplan {

// A pathway segment as the floor plan draws it (docs/pathways.md): a band as wide as the tray, at its nodes'
// floor positions (1 unit = 1 cm), filled by a heat map of its fill.
struct Tray
{
    QString id;
    QLineF line;
    double widthUnits = 0;
    double fillPercent = 0;
    double limitPercent = 50;
};
// Every segment whose nodes are both there, with its fill from one routing of the design.
std::vector<Tray> trays(const Design &design);

// The heat map of fills: green while well within the limit, yellow to orange toward it, red above it and dark
// red above 100 %.
QColor trayFillColour(double fillPercent, double limitPercent);
void paintTrays(QPainter &painter, const std::vector<Tray> &trays, double lod, const QRectF &exposed);
// The segments `segments` (indices into `trays`) marked over the heat map in `colour`: a selected cable's
// route.
void paintRoute(QPainter &painter, const std::vector<Tray> &trays, const QList<int> &segments,
                const QColor &colour, double lod);
// The key of that heat map, for a legend.
QList<QPair<QColor, QString>> trayLegendEntries();

} // namespace floorplan

} // namespace railyard
