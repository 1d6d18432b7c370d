#pragma once

#include <QColor>
#include <QLineF>
#include <QList>
#include <QPair>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <QStringList>

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
    QString a, b; // its nodes
    QLineF line;
    double widthUnits = 0;
    double fillPercent = 0;
    double limitPercent = 50;
};
// Every segment whose nodes are both there, with its fill from one routing of the design.
std::vector<Tray> trays(const Design &design);
// A pathway node where the floor plan draws it.
struct TrayNode
{
    QString id;
    QPointF at;
};
std::vector<TrayNode> trayNodes(const Design &design);

// The heat map of fills, in bands of the segment's own limit: green under half of it, yellow from half,
// orange from 85 %, red above it and dark red above 100 %.
QColor trayFillColour(double fillPercent, double limitPercent);
// The trays as bands as wide as they are: coloured by their fill (the heat map), or all in one neutral grey;
// see-through (under the bundles) unless `opaque` (while the pathways are edited, over them).
void paintTrays(QPainter &painter, const std::vector<Tray> &trays, double lod, const QRectF &exposed,
                bool byFill = true, bool opaque = false);
// The nodes as small squares of a constant size on screen, the selected ones filled in `selectedColour`.
void paintNodes(QPainter &painter, const std::vector<TrayNode> &nodes, const QStringList &selected,
                const QColor &selectedColour, double lod, const QRectF &exposed);
// The selected segments outlined in `colour` along both edges.
void paintSelectedTrays(QPainter &painter, const std::vector<Tray> &trays, const QStringList &selected,
                        const QColor &colour, double lod);
// The segments `segments` (indices into `trays`) marked over the heat map in `colour`: a selected cable's
// route.
void paintRoute(QPainter &painter, const std::vector<Tray> &trays, const QList<int> &segments,
                const QColor &colour, double lod);
// The key of that heat map, for a legend.
QList<QPair<QColor, QString>> trayLegendEntries();

} // namespace floorplan

} // namespace railyard
