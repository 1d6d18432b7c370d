#pragma once

#include "render/traypainter.h"

#include "common/layeritem.h"

#include <QLineF>
#include <QStringList>

#include <vector>

namespace railyard {

class FloorPlanScene;

// The design's pathway segments under the cable bundles, each as wide as its tray and coloured by its fill
// (docs/pathways.md), and while the pathways are edited their nodes. One item for all of them; made again
// lazily after the edits that can move a fill.
class TrayLayer : public LayerItem
{
public:
    explicit TrayLayer(FloorPlanScene *scene);
    void invalidate();
    const std::vector<floorplan::Tray> &trays();
    const std::vector<floorplan::TrayNode> &nodes();
    // The cables whose routes are marked over the trays (the selection); their segments, made lazily.
    void setRouteCables(const QList<int> &cables);
    const QList<int> &routeSegments();
    // The selected segments and nodes, outlined.
    void setPathwaySelection(const QStringList &segments, const QStringList &nodes);
    // Nodes are drawn while the pathways are edited (or one is selected).
    void setEditing(bool editing);
    // The heat map of fills (View ▸ Colour Trays by Fill), or plain grey trays.
    void setColourByFill(bool on);
    // The node or the segment within `tolerance` scene units of a point, or an empty id.
    QString nodeAt(const QPointF &scenePos, double tolerance);
    QString segmentAt(const QPointF &scenePos, double tolerance);
    // A segment being drawn, from its first node to the pointer; a null line: none.
    void setRubberLine(const QLineF &line);
    // Shows a node being dragged at `at` with its segments, before the move is made (invalidate() ends it).
    void previewNodeAt(const QString &node, const QPointF &at);

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    FloorPlanScene *m_scene;
    std::vector<floorplan::Tray> m_trays;
    std::vector<floorplan::TrayNode> m_nodes;
    QList<int> m_routeCables;
    QList<int> m_routeSegments;
    QStringList m_selectedSegments, m_selectedNodes;
    QLineF m_rubber;
    bool m_editing = false;
    bool m_byFill = true;
    bool m_dirty = true;
};

} // namespace railyard
