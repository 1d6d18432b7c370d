#include "common/dropghost.h"

#include "render/palette.h"

#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QPen>

namespace railyard {

void DropGhost::show(QGraphicsScene *scene, const QRectF &rect, bool fits)
{
    if (!m_item) {
        m_item = scene->addRect(QRectF());
        m_item->setZValue(10);
    }
    const QColor colour = fits ? Palette::ok() : Palette::error();
    QColor fill = colour;
    fill.setAlpha(60);
    QPen pen(colour, 2);
    pen.setCosmetic(true);
    pen.setStyle(Qt::DashLine);
    m_item->setPen(pen);
    m_item->setBrush(fill);
    m_item->setRect(rect);
    m_item->show();
}

void DropGhost::hide()
{
    if (m_item) m_item->hide();
}

} // namespace railyard
