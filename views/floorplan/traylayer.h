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
    // The cables whose routes are marked over the trays (the selection); their segments, made lazily.
    void setRouteCables(const QList<int> &cables);
    const QList<int> &routeSegments();

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    FloorPlanScene *m_scene;
    std::vector<floorplan::Tray> m_trays;
    QList<int> m_routeCables;
    QList<int> m_routeSegments;
    bool m_dirty = true;
};

} // namespace railyard
