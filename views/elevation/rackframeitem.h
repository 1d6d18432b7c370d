#pragma once

#include "design/rack.h"

#include <QGraphicsItem>

namespace railyard {

// The frame of a rack in the elevations: its id above, the mounting area, and U numbers on both rails.
class RackFrameItem : public QGraphicsItem
{
public:
    enum
    {
        Type = UserType + 3
    };
    explicit RackFrameItem(const Rack &rack);
    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    Rack m_rack;
};

} // namespace railyard
