#pragma once

#include "render/floorplanpainter.h"

#include "common/layeritem.h"

#include <QGraphicsItem>
#include <QLineF>
#include <QPainterPath>
#include <QTimer>

#include <memory>
#include <vector>

namespace railyard {

class FloorPlanScene;
namespace floorplan {
class BundleBuilder;
class FloorSummary;
} // namespace floorplan

// Every cable between two racks, drawn as one line per rack pair and colour whose width grows with the number
// of cables in it. No item per cable: a design has hundreds of thousands. Rebuilt lazily after edits; for a
// large design (FloorPlanScene::bundleSliceThreshold) between the window's events a slice at a time (a
// million-GPU floor takes over a second), drawing the last bundles built meanwhile.
class BundleLayer : public LayerItem
{
public:
    using Bundle = floorplan::Bundle;

    explicit BundleLayer(FloorPlanScene *scene);
    ~BundleLayer() override;
    void invalidate();
    // Up to date: a build under way is finished first.
    const std::vector<Bundle> &bundles();
    QList<int> keysInUse();
    // How the plan is drawn from afar when it has more bundles than read (floorplan::FloorSummary), or none.
    const floorplan::FloorSummary *summary();
    // What is drawn: up to date for a smaller design; for a larger one, the last build until the next is
    // done (the scene then says legendChanged).
    const std::vector<Bundle> &shownBundles();
    const floorplan::FloorSummary *shownSummary();
    bool isBuilding() const { return m_stale; }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    bool buildsInSlices() const;
    void startBuilder();
    void buildSlice();
    void finishNow();
    void adopt();

    FloorPlanScene *m_scene;
    std::vector<Bundle> m_bundles;
    std::unique_ptr<floorplan::FloorSummary> m_summary;
    std::unique_ptr<floorplan::BundleBuilder> m_builder;
    bool m_stale = true;
    QTimer m_slices;
};

} // namespace railyard
