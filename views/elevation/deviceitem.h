#pragma once

#include <QGraphicsItem>

namespace railyard {

class ElevationScene;

// A device in a rack elevation: its front face, name and ports, coloured by rail. Dragged between slots and racks
// (the scene turns the drop into one MoveDevices command, or puts it back where it does not fit).
class DeviceItem : public QGraphicsItem
{
public:
    enum { Type = UserType + 2 };
    DeviceItem(ElevationScene *scene, int device);

    int type() const override { return Type; }
    int device() const { return m_device; }
    void sync();
    QRectF boundingRect() const override { return m_rect; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;
    // The port under a point in item coordinates, or -1.
    int portAt(const QPointF &local) const;
    QRectF portRect(int port) const;

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant &value) override;
    // Pressing on a port starts a cable instead of a move.
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;

private:
    ElevationScene *m_scene;
    int m_device;
    QRectF m_rect;
    bool m_syncing = false;
    bool m_connecting = false;
};

} // namespace railyard
