#pragma once

#include "common/scenetool.h"

namespace railyard {

class ElevationScene;

// A click on a cable's curve, away from any device, selects that cable. Presses elsewhere on the background
// are left to the view (rubber-band selection).
class SelectCableTool : public SceneTool
{
    Q_OBJECT

public:
    explicit SelectCableTool(ElevationScene *scene) : m_scene(scene) {}
    bool mousePressed(QGraphicsSceneMouseEvent *event) override;

private:
    ElevationScene *m_scene;
};

} // namespace railyard
