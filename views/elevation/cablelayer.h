#pragma once

#include "common/layeritem.h"
#include "render/elevationpainter.h"

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
    // The curves must be made again (ports moved, cables added or removed).
    void invalidate();
    // Only the cables' colours and dashes may have changed (new validation, an overlay, a revision): at a
    // million GPUs remaking a row's curves takes a quarter of a second, colouring them a few milliseconds.
    void recolour();
    int cableCount();
    // The cable whose curve passes within `tolerance` of a point, or -1.
    int cableAt(const QPointF &scenePos, double tolerance);
    void setHighlighted(int cable);
    // The drawn curve of a cable (its first leg), empty when it is not shown.
    QPainterPath pathOf(int cable);
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    void rebuild();
    void refreshColours();

    ElevationScene *m_scene;
    std::vector<CableCurve> m_curves;
    bool m_dirty = true;
    bool m_recolour = false;
    int m_highlighted = -1;
};

} // namespace railyard
