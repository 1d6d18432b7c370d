#include "rackframeitem.h"

#include "elevationgeometry.h"

#include <QGraphicsScene>
#include <QPainter>
#include <QPalette>
#include <QStyleOptionGraphicsItem>

namespace railyard {

using namespace elevation;

RackFrameItem::RackFrameItem(const Rack &rack) : m_id(rack.id), m_height(rack.heightU)
{
    setZValue(-1);
    setAcceptedMouseButtons(Qt::NoButton);
}

QRectF RackFrameItem::boundingRect() const
{
    return QRectF(0, 0, mountWidth + 2 * railWidth, headerHeight + m_height * unitHeight + 8);
}

void RackFrameItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const QPalette palette = scene()->palette();
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const bool dark = palette.color(QPalette::Base).lightness() < 128;
    const QRectF body(0, headerHeight - 4, mountWidth + 2 * railWidth, m_height * unitHeight + 8);
    painter->setPen(Qt::NoPen);
    painter->setBrush(dark ? QColor(0x26, 0x2b, 0x31) : QColor(0x3a, 0x3f, 0x46));
    painter->drawRoundedRect(body, 4, 4);
    painter->setBrush(dark ? QColor(0x1b, 0x1f, 0x24) : QColor(0x2a, 0x2e, 0x33));
    painter->drawRect(QRectF(railWidth, headerHeight, mountWidth, m_height * unitHeight));

    QFont font = painter->font();
    font.setPixelSize(22);
    font.setBold(true);
    painter->setFont(font);
    painter->setPen(palette.color(QPalette::WindowText));
    painter->drawText(QRectF(0, 0, body.width(), headerHeight - 8), Qt::AlignCenter, m_id);
    if (lod * unitHeight < 7)
        return;
    font.setPixelSize(11);
    font.setBold(false);
    painter->setFont(font);
    painter->setPen(QColor(0xc8, 0xcd, 0xd2));
    for (int u = 1; u <= m_height; ++u) {
        const double top = uTop(m_height, u);
        const QString label = QString::number(u);
        painter->drawText(QRectF(0, top, railWidth - 3, unitHeight), Qt::AlignRight | Qt::AlignVCenter, label);
        painter->drawText(QRectF(railWidth + mountWidth + 3, top, railWidth - 3, unitHeight), Qt::AlignLeft | Qt::AlignVCenter, label);
    }
}

} // namespace railyard
