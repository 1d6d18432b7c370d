#pragma once

#include "colouring.h"

#include <QGraphicsItem>
#include <QLineF>
#include <QPainterPath>

#include <vector>

namespace railyard {

class FloorPlanScene;

// Every cable between two racks, drawn as one line per rack pair and colour whose width grows with the number of
// cables in it. No item per cable: a design has hundreds of thousands. Rebuilt lazily after edits.
class BundleLayer : public QGraphicsItem
{
public:
    struct Bundle
    {
        int rackA, rackB;
        CableColour colour;
        int count;
        QLineF line;
        QPainterPath path;  // the arc drawn: over the racks, like the overhead tray the cables run in
    };

    explicit BundleLayer(FloorPlanScene *scene);
    void invalidate();
    const std::vector<Bundle> &bundles();
    QList<int> keysInUse();

    // The area it paints in, set by its scene (never derived from the scene's rect, which is derived from the
    // items when it is not set).
    void setBounds(const QRectF &bounds)
    {
        prepareGeometryChange();
        m_bounds = bounds;
    }
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QRectF m_bounds;
    void rebuild();

    FloorPlanScene *m_scene;
    std::vector<Bundle> m_bundles;
    bool m_dirty = true;
};

} // namespace railyard
