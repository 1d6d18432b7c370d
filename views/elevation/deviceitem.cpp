#include "deviceitem.h"

#include "document/document.h"
#include "elevationgeometry.h"
#include "elevationscene.h"
#include "portlayout.h"
#include "render/railpalette.h"
#include "validationcontroller.h"

#include <QGraphicsScene>
#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <QPalette>
#include <QStyleOptionGraphicsItem>

#include <cmath>

namespace railyard {

using namespace elevation;

namespace {

QColor bodyColour(Role role)
{
    switch (role) {
    case Role::GpuServer: return QColor(0x5b, 0x6b, 0x7f);
    case Role::Leaf:
    case Role::Spine:
    case Role::Core:
    case Role::Switch: return QColor(0x3f, 0x6e, 0x5a);
    case Role::PatchPanel: return QColor(0x7a, 0x7f, 0x86);
    default: return QColor(0x6c, 0x63, 0x7d);
    }
}

} // namespace

DeviceItem::DeviceItem(ElevationScene *scene, int device) : m_scene(scene), m_device(device)
{
    setFlags(ItemIsSelectable | ItemIsMovable | ItemSendsGeometryChanges);
}

void DeviceItem::sync()
{
    const Design &d = m_scene->document()->design();
    const Device &dev = d.devices().at(m_device);
    const DeviceType &type = d.catalog.deviceTypes.at(dev.type);
    prepareGeometryChange();
    m_rect = QRectF(0, 0, mountWidth, type.heightU * unitHeight);
    m_syncing = true;
    setPos(m_scene->slotRect(dev.rack, dev.u, type.heightU).topLeft());
    m_syncing = false;
    setToolTip(QStringLiteral("<b>%1</b><br>%2 %3<br>U%4").arg(dev.id, type.manufacturer, type.model).arg(dev.u));
    update();
}

QRectF DeviceItem::portRect(int port) const
{
    const Design &d = m_scene->document()->design();
    const PortLayout layout(d.deviceType(m_device), m_rect.adjusted(2, 1, -2, -1));
    return port >= 0 && port < layout.rects().size() ? layout.rects()[port] : QRectF();
}

int DeviceItem::portAt(const QPointF &local) const
{
    const Design &d = m_scene->document()->design();
    return PortLayout(d.deviceType(m_device), m_rect.adjusted(2, 1, -2, -1)).portAt(local);
}

void DeviceItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const Design &d = m_scene->document()->design();
    const Device &dev = d.devices().at(m_device);
    const DeviceType &type = d.catalog.deviceTypes.at(dev.type);
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const ValidationController *validation = m_scene->validation();
    const bool error = validation && validation->deviceHasError(m_device);

    const QRectF face = m_rect.adjusted(2, 1, -2, -1);
    painter->setBrush(bodyColour(type.role));
    QPen outline(isSelected() ? scene()->palette().color(QPalette::Highlight) : (error ? QColor(0xff, 0x4d, 0x4f) : QColor(0x1b, 0x1f, 0x24)));
    outline.setCosmetic(true);
    outline.setWidthF(isSelected() || error ? 2.5 : 1.0);
    painter->setPen(outline);
    painter->drawRoundedRect(face, 2, 2);
    if (lod * unitHeight < 4)
        return;

    const PortLayout layout(type, face);
    QFont font = painter->font();
    font.setPixelSize(std::max(6, std::min(13, int(face.height() * 0.45))));
    painter->setFont(font);
    painter->setPen(Qt::white);
    // Names are elided, never wrapped mid-word.
    const QRectF label = layout.labelArea().adjusted(5, 0, -2, 0);
    const QFontMetrics fm(font);
    const int width = int(label.width());
    QString text = fm.elidedText(dev.id, Qt::ElideRight, width);
    if (type.heightU > 1)
        text += QLatin1Char('\n') + fm.elidedText(type.model, Qt::ElideRight, width);
    painter->drawText(label, Qt::AlignLeft | Qt::AlignVCenter, text);
    if (lod * layout.rects().value(0).width() < 3)
        return;

    // Ports: a cage with a module in its rail colour (split for twin-port modules), an empty cage as an outline,
    // adapters and fixed ports in grey; a dot where a cable is plugged.
    const Connectivity &conn = d.connectivity();
    for (int p = 0; p < int(type.ports.size()); ++p) {
        const QRectF r = layout.rects()[p];
        const PortDef &port = type.ports[size_t(p)];
        QPen pen(QColor(0x15, 0x18, 0x1c));
        pen.setCosmetic(true);
        painter->setPen(pen);
        const int module = dev.moduleAt(p);
        if (port.kind == PortKind::Cage && module >= 0) {
            const int connectors = d.catalog.transceivers.at(module).connectors;
            for (int s = 0; s < connectors; ++s) {
                int rail = s < port.rails.size() ? port.rails[s] : 0;
                if (rail == 0 && dev.rail)
                    rail = *dev.rail;
                painter->setBrush(rail > 0 ? RailPalette::color(rail) : QColor(0xd0, 0xd4, 0xd8));
                painter->drawRect(QRectF(r.left() + r.width() * s / connectors, r.top(), r.width() / connectors, r.height()));
            }
        } else if (port.kind == PortKind::Cage) {
            painter->setBrush(QColor(0x2a, 0x2e, 0x33));
            painter->drawRect(r);
        } else {
            painter->setBrush(port.kind == PortKind::Adapter ? QColor(0xb8, 0xbd, 0xc2) : QColor(0x90, 0x96, 0x9c));
            painter->drawRect(r);
        }
        // Adapters show the side in view; other ports are the same from both sides.
        bool cabled = false;
        const Side side = port.kind == PortKind::Adapter ? m_scene->face() : Side::None;
        for (int sub = 1; sub <= 2 && !cabled; ++sub)
            cabled = conn.at(Endpoint{m_device, p, sub, side}).cable >= 0;
        if (cabled) {
            painter->setPen(Qt::NoPen);
            painter->setBrush(QColor(0x10, 0x10, 0x10));
            const double dot = r.width() * 0.35;
            painter->drawEllipse(r.center(), dot / 2, dot / 2);
        }
    }
}

QVariant DeviceItem::itemChange(GraphicsItemChange change, const QVariant &value)
{
    if (change == ItemPositionChange && !m_syncing) {
        // While dragged, snap to the U grid of the rack under the device.
        const QPointF centre = value.toPointF() + m_rect.center();
        const Design &d = m_scene->document()->design();
        const int height = d.catalog.deviceTypes.at(d.devices().at(m_device).type).heightU;
        if (const std::optional<Placement> p = m_scene->placementAt(centre, height)) {
            const QRectF slot = m_scene->slotRect(p->rack, p->u, height);
            m_scene->showGhost(slot, m_scene->fits(*p, height, m_device));
            return slot.topLeft();
        }
    }
    return QGraphicsItem::itemChange(change, value);
}

} // namespace railyard

namespace railyard {

void DeviceItem::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    const int port = event->button() == Qt::LeftButton ? portAt(event->pos()) : -1;
    if (port >= 0) {
        m_connecting = true;
        m_scene->beginConnect(m_device, port, mapToScene(portRect(port).center()));
        event->accept();
        return;
    }
    QGraphicsItem::mousePressEvent(event);
}

void DeviceItem::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_connecting) {
        m_scene->updateConnect(event->scenePos());
        return;
    }
    QGraphicsItem::mouseMoveEvent(event);
}

void DeviceItem::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_connecting) {
        m_connecting = false;
        m_scene->finishConnect(event->scenePos());
        return;
    }
    QGraphicsItem::mouseReleaseEvent(event);
}

} // namespace railyard
