#pragma once

#include <QGraphicsItem>

namespace railyard {

// A graphics item that paints many things at once (cables, bundles, links) instead of one item each. Its
// bounds are set by its scene, never derived from the scene's rect, which Qt derives from the items when it
// is not set.
class LayerItem : public QGraphicsItem
{
public:
    LayerItem()
    {
        setAcceptedMouseButtons(Qt::NoButton);
        // Without this, Qt passes the whole bounding rect as the exposed rect and a layer cannot cull.
        setFlag(ItemUsesExtendedStyleOption);
    }
    void setBounds(const QRectF &bounds)
    {
        prepareGeometryChange();
        m_bounds = bounds;
    }
    QRectF boundingRect() const override { return m_bounds; }

private:
    QRectF m_bounds;
};

} // namespace railyard
