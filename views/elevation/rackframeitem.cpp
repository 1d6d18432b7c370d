#include "elevation/rackframeitem.h"

#include "render/elevationpainter.h"

#include <QGraphicsScene>
#include <QPainter>
#include <QPalette>
#include <QStyleOptionGraphicsItem>

namespace railyard {

RackFrameItem::RackFrameItem(const Rack &rack) : m_rack(rack)
{
    setZValue(-1);
    setAcceptedMouseButtons(Qt::NoButton);
}

QRectF RackFrameItem::boundingRect() const
{
    return ElevationLayout::frameRect(m_rack.heightU);
}

void RackFrameItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    elevation::paintRackFrame(*painter, m_rack, option->levelOfDetailFromTransform(painter->worldTransform()),
                              scene()->palette());
}

} // namespace railyard
