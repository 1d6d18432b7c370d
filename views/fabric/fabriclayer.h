#pragma once

#include "common/layeritem.h"

#include <QGraphicsItem>

namespace railyard {

class FabricScene;

// Paints the fabric's devices and links in one item: a fabric of 100k GPUs has tens of thousands of devices
// and a hundred thousand links, drawn with one drawLines call per colour.
class FabricLayer : public LayerItem
{
public:
    explicit FabricLayer(FabricScene *scene);
    void invalidate();
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    FabricScene *m_scene;
};

} // namespace railyard
