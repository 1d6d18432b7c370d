#pragma once

#include "common/droptool.h"

namespace railyard {

class FloorPlanScene;

// Rack types dragged from the Catalog onto the floor plan: a rack of that type stands where the pointer is,
// on the floor grid, in the row it lines up with; a rack kit (an NVL72 rack) brings its contents. The ghost
// is the rack's footprint, red where it would stand on a rack.
class RackDropTool : public DropTool
{
    Q_OBJECT

public:
    explicit RackDropTool(FloorPlanScene *scene) : m_scene(scene) {}

protected:
    bool apply(const QMimeData *mime, const QPointF &scenePos, bool commit, QString *why) override;
    void hideGhost() override;

private:
    FloorPlanScene *m_scene;
};

} // namespace railyard
