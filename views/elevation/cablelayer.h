#pragma once

#include "layeritem.h"

#include <QGraphicsItem>
#include <QPainterPath>

#include <vector>

namespace railyard {

class ElevationScene;

// The cables between ports shown in the elevations, as curves in their rail colour. One item paints them all;
// rebuilt lazily after edits.
class CableLayer : public LayerItem
{
public:
    explicit CableLayer(ElevationScene *scene);
    void invalidate();
    int cableCount();
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
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
