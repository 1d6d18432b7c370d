#include "elevation/deviceitem.h"

#include "controllers/validationcontroller.h"
#include "document/document.h"
#include "elevation/elevationscene.h"
#include "render/elevationgeometry.h"
#include "render/elevationpainter.h"
#include "render/portlayout.h"

#include <QGraphicsScene>
#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <QPalette>
#include <QStyleOptionGraphicsItem>

#include <cmath>

namespace railyard {

using namespace elevation;

DeviceItem::DeviceItem(ElevationScene *scene, int device) : m_scene(scene), m_device(device)
{
    setFlags(ItemIsSelectable);
}

void DeviceItem::sync()
{
    const Design &d = m_scene->document()->design();
    const Device &dev = d.devices().at(m_device);
    const DeviceType &type = d.catalog.deviceTypes.at(dev.type);
    prepareGeometryChange();
    m_rect = QRectF(0, 0, mountWidth, type.heightU * unitHeight);
    setPos(m_scene->slotRect(dev.rack, dev.u, type.heightU).topLeft());
    setToolTip(
        QStringLiteral("<b>%1</b><br>%2 %3<br>U%4").arg(dev.id, type.manufacturer, type.model).arg(dev.u));
    update();
}

QRectF DeviceItem::portRect(int port) const
{
    const Design &d = m_scene->document()->design();
    const PortLayout layout(d.deviceType(m_device), ElevationLayout::face(m_rect));
    return port >= 0 && port < layout.rects().size() ? layout.rects()[port] : QRectF();
}

int DeviceItem::portAt(const QPointF &local) const
{
    const Design &d = m_scene->document()->design();
    return PortLayout(d.deviceType(m_device), ElevationLayout::face(m_rect)).portAt(local);
}

int DeviceItem::connectorsOf(int port) const
{
    return m_scene->document()->design().connectorsAt(m_device, port);
}

QRectF DeviceItem::hitRect(int port, double minSize) const
{
    // Each connector of a twin-port cage gets a hit area of its own of at least minSize across.
    return PortLayout::grown(portRect(port), minSize * connectorsOf(port), minSize);
}

int DeviceItem::portNear(const QPointF &local, double minSize) const
{
    const Design &d = m_scene->document()->design();
    const PortLayout layout(d.deviceType(m_device), ElevationLayout::face(m_rect));
    // Where grown hit areas overlap, the port whose drawing is nearest wins.
    int best = -1;
    double bestDistance = 0;
    for (int p = 0; p < int(layout.rects().size()); ++p) {
        const QRectF r = layout.rects()[p];
        if (!PortLayout::grown(r, minSize * connectorsOf(p), minSize).contains(local)) continue;
        const QPointF delta = local - r.center();
        const double distance = delta.x() * delta.x() + delta.y() * delta.y();
        if (best < 0 || distance < bestDistance) {
            best = p;
            bestDistance = distance;
        }
    }
    return best;
}

int DeviceItem::connectorAt(int port, const QPointF &local, double minSize) const
{
    const int n = connectorsOf(port);
    if (n < 2) return 0;
    const QRectF hit = hitRect(port, minSize);
    return std::clamp(int((local.x() - hit.left()) / (hit.width() / n)), 0, n - 1) + 1;
}

void DeviceItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const ValidationController *validation = m_scene->validation();
    DeviceLook look;
    look.selected = isSelected();
    look.error = validation && validation->deviceHasError(m_device);
    look.warning = validation && validation->deviceHasWarning(m_device);
    look.face = m_scene->face();
    if (const ElevationScene::PortMarks &marks = m_scene->portMarks())
        look.marks = [&marks, this](int port) { return marks(m_device, port); };
    elevation::paintDevice(*painter, m_scene->document()->design(), m_device, m_rect,
                           option->levelOfDetailFromTransform(painter->worldTransform()), look,
                           scene()->palette());
}

} // namespace railyard
