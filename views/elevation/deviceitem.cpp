#include "deviceitem.h"

#include "document/document.h"
#include "elevationgeometry.h"
#include "elevationscene.h"
#include "portlayout.h"
#include "render/railpalette.h"
#include "tools/connecttool.h"
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
    case Role::GpuServer:
        return QColor(0x5b, 0x6b, 0x7f);
    case Role::Leaf:
    case Role::Spine:
    case Role::Core:
    case Role::Switch:
        return QColor(0x3f, 0x6e, 0x5a);
    case Role::PatchPanel:
        return QColor(0x7a, 0x7f, 0x86);
    default:
        return QColor(0x6c, 0x63, 0x7d);
    }
}

// How a port shows while a cable is dragged: a green glow where the cable fits, dimmed where it does not, a
// ring on the port under the pointer. Drawn at least a few pixels large so it reads at any zoom.
void paintMark(QPainter *painter, const QRectF &port, int mark, double lod)
{
    using Mark = ConnectTool::Mark;
    const double minimum = 6 / std::max(lod, 1e-3);
    const QRectF r = PortLayout::grown(port, minimum, minimum);
    painter->save();
    switch (Mark(mark)) {
    case Mark::None:
        break;
    case Mark::NoFit:
        painter->fillRect(port, QColor(0, 0, 0, 150));
        break;
    case Mark::Fits: {
        QColor glow(0x5c, 0xe0, 0x7e);
        glow.setAlpha(150);
        painter->setBrush(glow);
        QPen pen(QColor(0x7d, 0xf0, 0x96), 2);
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->drawRect(r);
        break;
    }
    case Mark::Source:
    case Mark::Target:
    case Mark::TargetNoFit: {
        const QColor colour = Mark(mark) == Mark::TargetNoFit ? RailPalette::error()
                              : Mark(mark) == Mark::Source    ? QColor(0x3d, 0x8b, 0xff)
                                                              : QColor(0x7d, 0xf0, 0x96);
        QPen pen(colour, 3.5);
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        const double grow = 2 / std::max(lod, 1e-3);
        painter->drawRect(r.adjusted(-grow, -grow, grow, grow));
        break;
    }
    }
    painter->restore();
}

} // namespace

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
    const PortLayout layout(d.deviceType(m_device), m_rect.adjusted(2, 1, -2, -1));
    return port >= 0 && port < layout.rects().size() ? layout.rects()[port] : QRectF();
}

int DeviceItem::portAt(const QPointF &local) const
{
    const Design &d = m_scene->document()->design();
    return PortLayout(d.deviceType(m_device), m_rect.adjusted(2, 1, -2, -1)).portAt(local);
}

int DeviceItem::connectorsOf(int port) const
{
    const Design &d = m_scene->document()->design();
    const PortDef &def = d.deviceType(m_device).ports[size_t(port)];
    const Transceiver *module =
        def.kind == PortKind::Cage ? d.moduleAt(Endpoint{m_device, port, 1, Side::None}) : nullptr;
    return module ? std::max(1, module->connectors) : 1;
}

QRectF DeviceItem::hitRect(int port, double minSize) const
{
    // Each connector of a twin-port cage gets a hit area of its own of at least minSize across.
    return PortLayout::grown(portRect(port), minSize * connectorsOf(port), minSize);
}

int DeviceItem::portNear(const QPointF &local, double minSize) const
{
    const Design &d = m_scene->document()->design();
    const PortLayout layout(d.deviceType(m_device), m_rect.adjusted(2, 1, -2, -1));
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
    const Design &d = m_scene->document()->design();
    const Device &dev = d.devices().at(m_device);
    const DeviceType &type = d.catalog.deviceTypes.at(dev.type);
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const ValidationController *validation = m_scene->validation();
    const bool error = validation && validation->deviceHasError(m_device);
    const bool warning = !error && validation && validation->deviceHasWarning(m_device);

    const QRectF face = m_rect.adjusted(2, 1, -2, -1);
    painter->setBrush(bodyColour(type.role));
    QPen outline(isSelected() ? scene()->palette().color(QPalette::Highlight)
                 : error      ? RailPalette::error()
                 : warning    ? RailPalette::warning()
                              : QColor(0x1b, 0x1f, 0x24));
    outline.setCosmetic(true);
    outline.setWidthF(isSelected() || error || warning ? 2.5 : 1.0);
    painter->setPen(outline);
    painter->drawRoundedRect(face, 2, 2);
    if (lod * unitHeight < 4) return;

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
    if (type.heightU > 1) text += QLatin1Char('\n') + fm.elidedText(type.model, Qt::ElideRight, width);
    painter->drawText(label, Qt::AlignLeft | Qt::AlignVCenter, text);
    // While a cable is dragged every port shows whether the cable fits, however small it is drawn.
    const bool connecting = m_scene->connectTool()->isActive();
    const bool drawPorts = lod * layout.rects().value(0).width() >= 3;
    if (!drawPorts && !connecting) return;

    // Ports: a cage with a module in its rail colour (split for twin-port modules), an empty cage as an
    // outline, adapters and fixed ports in grey; a dot where a cable is plugged.
    const Connectivity &conn = d.connectivity();
    for (int p = 0; p < int(type.ports.size()); ++p) {
        const QRectF r = layout.rects()[p];
        if (!drawPorts) {
            paintMark(painter, r, m_scene->portMark(m_device, p), lod);
            continue;
        }
        const PortDef &port = type.ports[size_t(p)];
        QPen pen(QColor(0x15, 0x18, 0x1c));
        pen.setCosmetic(true);
        painter->setPen(pen);
        const int module = dev.moduleAt(p);
        if (port.kind == PortKind::Cage && module >= 0) {
            const int connectors = d.catalog.transceivers.at(module).connectors;
            for (int s = 0; s < connectors; ++s) {
                int rail = s < port.rails.size() ? port.rails[s] : 0;
                if (rail == 0 && dev.rail) rail = *dev.rail;
                painter->setBrush(rail > 0 ? RailPalette::color(rail) : QColor(0xd0, 0xd4, 0xd8));
                painter->drawRect(QRectF(r.left() + r.width() * s / connectors, r.top(),
                                         r.width() / connectors, r.height()));
            }
        } else if (port.kind == PortKind::Cage) {
            painter->setBrush(QColor(0x2a, 0x2e, 0x33));
            painter->drawRect(r);
        } else {
            painter->setBrush(port.kind == PortKind::Adapter ? QColor(0xb8, 0xbd, 0xc2)
                                                             : QColor(0x90, 0x96, 0x9c));
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
        if (connecting) // over the port, so the glow and the dimming show
            paintMark(painter, r, m_scene->portMark(m_device, p), lod);
    }
}

} // namespace railyard
