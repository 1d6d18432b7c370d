#pragma once

#include <QGraphicsItem>
#include <QPainterPath>

#include <vector>

namespace railyard {

class ElevationScene;

// The cables between ports shown in the elevations, as curves in their rail colour. One item paints them all;
// rebuilt lazily after edits.
class CableLayer : public QGraphicsItem
{
public:
    explicit CableLayer(ElevationScene *scene);
    void invalidate();
    int cableCount();
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
    struct Curve
    {
        int cable;
        QColor colour;
        QPainterPath path;
    };
    void rebuild();

    ElevationScene *m_scene;
    std::vector<Curve> m_curves;
    bool m_dirty = true;
};

} // namespace railyard
