#pragma once

#include "common/droptool.h"

namespace railyard {

class ElevationScene;

// Parts dragged from the Catalog into the rack elevations: a device type lands in the U slot under the
// pointer, a transceiver in the cage under it.
class CatalogDropTool : public DropTool
{
    Q_OBJECT

public:
    explicit CatalogDropTool(ElevationScene *scene) : m_scene(scene) {}

protected:
    bool apply(const QMimeData *mime, const QPointF &scenePos, bool commit, QString *why) override;
    void hideGhost() override;

private:
    ElevationScene *m_scene;
};

} // namespace railyard
