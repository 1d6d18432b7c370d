#pragma once

#include <QRectF>

class QGraphicsRectItem;
class QGraphicsScene;

namespace railyard {

// Where a dragged part would land, drawn dashed over a scene: green where it fits, red where not. The item
// is made on first use and belongs to the scene; forget() it when the scene clears its items.
class DropGhost
{
public:
    void show(QGraphicsScene *scene, const QRectF &rect, bool fits);
    void hide();
    void forget() { m_item = nullptr; }

private:
    QGraphicsRectItem *m_item = nullptr;
};

} // namespace railyard
