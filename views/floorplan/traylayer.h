#pragma once

#include "render/traypainter.h"

#include "common/layeritem.h"

#include <vector>

namespace railyard {

class FloorPlanScene;

// The design's pathway segments under the cable bundles, each as wide as its tray and coloured by its fill
// (docs/pathways.md). One item for all of them; made again lazily after the edits that can move a fill.
class TrayLayer : public LayerItem
{
public:
    explicit TrayLayer(FloorPlanScene *scene);
    void invalidate();
    const std::vector<floorplan::Tray> &trays();

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    FloorPlanScene *m_scene;
    std::vector<floorplan::Tray> m_trays;
    bool m_dirty = true;
};

} // namespace railyard
