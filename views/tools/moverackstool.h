#pragma once

#include "common/scenetool.h"
#include "tools/draggesture.h"

#include <QHash>
#include <QPointF>

namespace railyard {

class FloorPlanScene;

// Racks on the floor plan: a click selects a rack (Ctrl toggles), a drag moves the selected racks on the 0.6
// m floor grid. A rack that would stand on another is drawn red while dragged; the release moves them all in
// one MoveRacks, or puts them back and says why (floor-overlap). The floor plan's counterpart of
// MoveDevicesTool.
class MoveRacksTool : public SceneTool
{
    Q_OBJECT

public:
    explicit MoveRacksTool(FloorPlanScene *scene) : m_scene(scene) {}
    bool mousePressed(QGraphicsSceneMouseEvent *event) override;
    void mouseMoved(QGraphicsSceneMouseEvent *event) override;
    void mouseReleased(QGraphicsSceneMouseEvent *event) override;
    void cancel() override;

private:
    void putBack();

    FloorPlanScene *m_scene;
    int m_pressed = -1;
    DragGesture m_drag;
    QHash<int, QPointF> m_start; // rack -> its item's position when the drag started
};

} // namespace railyard
