#pragma once

#include <QRectF>
#include <QVector>

namespace railyard {

struct DeviceType;

// Where each port of a device type is drawn on its front face, in device-local coordinates: the left part of
// the face carries the name, the ports fill the rest in rows. Used for painting, hit-testing and cable ends
// alike.
class PortLayout
{
public:
    PortLayout(const DeviceType &type, const QRectF &face);
    const QVector<QRectF> &rects() const { return m_rects; } // by port index
    int portAt(const QPointF &local) const;
    // A rectangle grown about its centre to at least this size (hit areas of small ports).
    static QRectF grown(const QRectF &rect, double minWidth, double minHeight);
    QRectF labelArea() const { return m_label; }

private:
    QVector<QRectF> m_rects;
    QRectF m_label;
};

} // namespace railyard
