#pragma once

#include <QGraphicsItem>

namespace railyard {

class ElevationScene;

// A device in a rack elevation: its front face, name and ports, coloured by rail. It only paints and answers
// where its ports are; dragging it or its ports is the scene's tools' job.
class DeviceItem : public QGraphicsItem
{
public:
    enum
    {
        Type = UserType + 2
    };
    DeviceItem(ElevationScene *scene, int device);

    int type() const override { return Type; }
    int device() const { return m_device; }
    void sync();
    QRectF boundingRect() const override { return m_rect; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;
    // The port drawn under a point in item coordinates, or -1.
    int portAt(const QPointF &local) const;
    // The port whose hit area (at least `minSize` across) holds the point, or -1.
    int portNear(const QPointF &local, double minSize) const;
    // Which connector of a port's module a point is over (left to right), 0 for a port with one connector.
    int connectorAt(int port, const QPointF &local, double minSize) const;
    QRectF portRect(int port) const;
    // The area where the pointer counts as over a port: its drawing grown to at least `minSize` per
    // connector.
    QRectF hitRect(int port, double minSize) const;
    // Connectors of the module in a port (1 for an empty cage or another kind of port).
    int connectorsOf(int port) const;
    // Shows the device at a position while it is dragged; sync() puts it back where the document has it.
    void showAt(const QPointF &pos) { setPos(pos); }

private:
    ElevationScene *m_scene;
    int m_device;
    QRectF m_rect;
};

} // namespace railyard
