#pragma once

#include "render/floorplanpainter.h"

#include "common/layeritem.h"

#include <QGraphicsItem>
#include <QLineF>
#include <QPainterPath>

#include <memory>
#include <vector>

namespace railyard {

class FloorPlanScene;
namespace floorplan {
class FloorSummary;
}

// Every cable between two racks, drawn as one line per rack pair and colour whose width grows with the number
// of cables in it. No item per cable: a design has hundreds of thousands. Rebuilt lazily after edits.
class BundleLayer : public LayerItem
{
public:
    using Bundle = floorplan::Bundle;

    explicit BundleLayer(FloorPlanScene *scene);
    ~BundleLayer() override;
    void invalidate();
    const std::vector<Bundle> &bundles();
    QList<int> keysInUse();
    // How the plan is drawn from afar when it has more bundles than read (floorplan::FloorSummary), or none.
    const floorplan::FloorSummary *summary();

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    void rebuild();

    FloorPlanScene *m_scene;
    std::vector<Bundle> m_bundles;
    std::unique_ptr<floorplan::FloorSummary> m_summary;
    bool m_dirty = true;
};

} // namespace railyard
