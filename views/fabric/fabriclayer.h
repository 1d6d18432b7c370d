#pragma once

#include <QGraphicsItem>

namespace railyard {

class FabricScene;

// Paints the fabric's devices and links in one item: a fabric of 100k GPUs has tens of thousands of devices and
// a hundred thousand links, drawn with one drawLines call per colour.
class FabricLayer : public QGraphicsItem
{
public:
    explicit FabricLayer(FabricScene *scene);
    void invalidate();
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
    FabricScene *m_scene;
};

} // namespace railyard
