#pragma once

#include "common/layeritem.h"

namespace railyard {

// The racks' ids (and power figures), drawn over the cable bundles so that the arcs passing over a rack never
// hide what it is called. One layer for all racks, not an item each: it paints the labels of the rack items
// in the exposed part, where they stand (also while dragged).
class RackLabelLayer : public LayerItem
{
public:
    RackLabelLayer();
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;
};

} // namespace railyard
