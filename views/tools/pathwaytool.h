#pragma once

#include "common/scenetool.h"
#include "tools/draggesture.h"

#include <QPointF>
#include <QString>

namespace railyard {

class FloorPlanScene;
struct Pathways;

// Draws and edits the trays on the floor plan while View ▸ Edit Pathways is on (docs/pathways.md, "In the
// window"). A click on the floor places a node (over a rack without a drop, the rack drops to it); a drag
// from a node or the floor to another node or the floor draws a segment, placing the nodes it needs;
// Shift-drag moves a node; a click on a node or segment selects it (Ctrl toggles), for the Properties dock.
// Each gesture is one undo step. While editing is off it takes nothing, and the racks are the floor plan's.
class PathwayTool : public SceneTool
{
    Q_OBJECT

public:
    explicit PathwayTool(FloorPlanScene *scene) : m_scene(scene) {}
    bool mousePressed(QGraphicsSceneMouseEvent *event) override;
    void mouseMoved(QGraphicsSceneMouseEvent *event) override;
    void mouseReleased(QGraphicsSceneMouseEvent *event) override;
    void cancel() override;

private:
    enum class Gesture
    {
        None,
        Draw, // from a node or the floor: a segment, or on a click a node
        Move, // Shift on a node
        Pick, // on a segment; dragged, it draws from a point of it
    };
    double tolerance(const QGraphicsSceneMouseEvent *event) const;
    // A point of the floor in metres, on the node grid.
    QPointF floorAt(const QPointF &scenePos) const;
    void draw(const QGraphicsSceneMouseEvent *event);
    // The node a drawn segment ends at, at a scene point: the node there, else a node splitting the tray
    // there, else a new node on the floor; added to `pathways` as needed.
    QString endAt(Pathways &pathways, const QPointF &scenePos, double tolerance) const;
    void move(const QGraphicsSceneMouseEvent *event);
    void pick(const QString &segment, const QString &node, bool toggle);

    FloorPlanScene *m_scene;
    Gesture m_gesture = Gesture::None;
    DragGesture m_drag;
    QString m_fromNode; // the node pressed, or empty for the floor
    QString m_pickedSegment;
    double m_tolerance = 1;
    bool m_toggle = false;
};

} // namespace railyard
