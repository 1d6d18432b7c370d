#pragma once

#include "tools/elevationtool.h"

namespace railyard {

// A click on a cable's curve, away from any device, selects that cable. Presses elsewhere on the background
// are left to the view (rubber-band selection).
class SelectCableTool : public ElevationTool
{
    Q_OBJECT

public:
    using ElevationTool::ElevationTool;
    bool mousePressed(QGraphicsSceneMouseEvent *event) override;
    void mouseMoved(QGraphicsSceneMouseEvent *) override {}
    void mouseReleased(QGraphicsSceneMouseEvent *) override {}
    void cancel() override {}
};

} // namespace railyard
