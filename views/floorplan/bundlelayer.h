#pragma once

#include "render/floorplanpainter.h"

#include "common/layeritem.h"

#include <QGraphicsItem>
#include <QLineF>
#include <QPainterPath>

#include <vector>

namespace railyard {

class FloorPlanScene;

// Every cable between two racks, drawn as one line per rack pair and colour whose width grows with the number
// of cables in it. No item per cable: a design has hundreds of thousands. Rebuilt lazily after edits.
class BundleLayer : public LayerItem
{
public:
    using Bundle = floorplan::Bundle;

    explicit BundleLayer(FloorPlanScene *scene);
    void invalidate();
    const std::vector<Bundle> &bundles();
    QList<int> keysInUse();

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    void rebuild();

    FloorPlanScene *m_scene;
    std::vector<Bundle> m_bundles;
    bool m_dirty = true;
};

} // namespace railyard
