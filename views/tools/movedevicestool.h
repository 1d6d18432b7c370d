#pragma once

#include "common/scenetool.h"
#include "tools/draggesture.h"

#include <QHash>
#include <QPointF>

namespace railyard {

class ElevationScene;

// Click a device to select it (Ctrl toggles), drag to move the selected devices to other slots or racks: they
// snap to the U grid, a ghost shows the landing slot (red where one does not fit), and the release moves them
// all in one MoveDevices, or puts them back and says why. A press on ports not drawn at this zoom (or fully
// cabled) is a press on their device: a drag moves it, a click without movement zooms in until its ports can
// be aimed at.
class MoveDevicesTool : public SceneTool
{
    Q_OBJECT

public:
    explicit MoveDevicesTool(ElevationScene *scene) : m_scene(scene) {}
    bool mousePressed(QGraphicsSceneMouseEvent *event) override;
    void mouseMoved(QGraphicsSceneMouseEvent *event) override;
    void mouseReleased(QGraphicsSceneMouseEvent *event) override;
    void cancel() override;

private:
    void putBack();

    ElevationScene *m_scene;
    int m_pressed = -1; // the device under the press
    int m_zoomTo = -1;  // the device whose too small ports were pressed: a click zooms in to them
    DragGesture m_drag;
    QHash<int, QPointF> m_start; // device -> its item's position when the drag started
};

} // namespace railyard
