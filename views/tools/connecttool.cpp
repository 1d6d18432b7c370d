#include "tools/connecttool.h"

#include "commands/operations.h"
#include "document/document.h"
#include "elevation/deviceitem.h"
#include "elevation/elevationscene.h"
#include "tools/draggesture.h"

#include <QGraphicsLineItem>
#include <QGraphicsSceneMouseEvent>
#include <QPalette>

namespace railyard {

namespace {

quint64 portKey(int device, int port)
{
    return (quint64(quint32(device)) << 32) | quint32(port);
}

} // namespace

ConnectTool::~ConnectTool()
{
    delete m_line;
}

bool ConnectTool::mousePressed(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || event->modifiers() != Qt::NoModifier || !m_scene->document())
        return false;
    const std::optional<PortHit> hit = m_scene->portAt(event->scenePos());
    if (!hit) return false;
    // Ports not drawn at all (a 1U switch seen from afar is a plain block): the press is on the device, which
    // a drag picks up (MoveDevicesTool). Ports drawn, however small, start a cable: a new user aims at a leaf
    // 40 U away from where the whole rack shows. A click without movement on a port too small to aim at
    // zooms in to it instead (mouseReleased).
    if (!m_scene->arePortsDrawn(hit->device)) return false;
    m_zoomOnClick = !m_scene->canAimAtPort(hit->device, hit->port);
    // The connector under the pointer if it is free, else another free one of the same port.
    const std::optional<Endpoint> connector =
        connectorToPlug(m_scene->document()->design(), hit->device, hit->port, hit->sub, m_scene->face());
    if (!connector) {
        const Design &d = m_scene->document()->design();
        Q_EMIT message(tr("%1 %2 has no free connector")
                           .arg(d.devices().at(hit->device).id,
                                d.deviceType(hit->device).ports[size_t(hit->port)].name));
        return false; // a fully cabled port is grabbed as its device
    }
    m_from = *connector;
    m_active = true;
    if (!m_line) {
        m_line = new QGraphicsLineItem;
        m_line->setZValue(20);
    }
    m_scene->addItem(m_line);
    QPen pen(m_scene->palette().color(QPalette::Highlight), 2, Qt::DashLine);
    pen.setCosmetic(true);
    m_line->setPen(pen);
    const QPointF from = m_scene->portCentre(hit->device, hit->port).value_or(event->scenePos());
    m_line->setLine(QLineF(from, event->scenePos()));
    m_line->show();
    markPorts();
    return true;
}

void ConnectTool::markPorts()
{
    // Every port of every device on screen, checked once per drag: a few thousand checks at most.
    const Design &d = m_scene->document()->design();
    m_fits.clear();
    for (DeviceItem *item : m_scene->deviceItems()) {
        const int device = item->device();
        const int ports = int(d.deviceType(device).ports.size());
        for (int p = 0; p < ports; ++p)
            m_fits.insert(portKey(device, p), checkConnection(d, m_from, device, p, 0, m_scene->face()).fit);
    }
    m_scene->setPortMarks([this](int device, int port) { return markOf(device, port); });
}

ConnectTool::Mark ConnectTool::markOf(int device, int port) const
{
    if (!m_active) return Mark::None;
    if (device == m_from.device && port == m_from.port) return Mark::Source;
    const bool fits =
        m_fits.value(portKey(device, port), ConnectionCheck::Fit::Mismatch) == ConnectionCheck::Fit::Fits;
    if (device == m_targetDevice && port == m_targetPort)
        return m_target.fit == ConnectionCheck::Fit::Fits ? Mark::Target : Mark::TargetNoFit;
    return fits ? Mark::Fits : Mark::NoFit;
}

void ConnectTool::setTarget(int device, int port, int sub)
{
    if (device == m_targetDevice && port == m_targetPort && sub == m_targetSub) return;
    const int was = m_targetDevice;
    m_targetDevice = device;
    m_targetPort = port;
    m_targetSub = sub;
    m_target = device >= 0 ? checkConnection(m_scene->document()->design(), m_from, device, port, sub,
                                             m_scene->face())
                           : ConnectionCheck();
    for (int dev : {was, device})
        if (DeviceItem *item = dev >= 0 ? m_scene->deviceItem(dev) : nullptr) item->update();
    if (device >= 0 && m_target.fit != ConnectionCheck::Fit::Fits &&
        !(device == m_from.device && port == m_from.port))
        Q_EMIT message(tr("Does not fit: %1").arg(m_target.reason));
}

void ConnectTool::mouseMoved(QGraphicsSceneMouseEvent *event)
{
    if (!m_active) return;
    m_line->setLine(QLineF(m_line->line().p1(), event->scenePos()));
    const std::optional<PortHit> hit = m_scene->portAt(event->scenePos());
    if (hit)
        setTarget(hit->device, hit->port, hit->sub);
    else
        setTarget(-1, -1, 0);
}

void ConnectTool::mouseReleased(QGraphicsSceneMouseEvent *event)
{
    if (!m_active) return;
    const bool moved = DragGesture::travelled(event);
    if (!moved && m_zoomOnClick) {
        // A click on ports too small to aim at: they come up to a size a hand can hit.
        const int device = m_from.device;
        finish();
        Q_EMIT m_scene->zoomToPortsRequested(device, event->buttonDownScenePos(Qt::LeftButton));
        Q_EMIT message(tr("Zoomed in to the ports of %1: drag from a port to another to connect them")
                           .arg(m_scene->document()->design().devices().at(device).id));
        return;
    }
    mouseMoved(event);
    Document *doc = m_scene->document();
    const bool onSource = m_targetDevice == m_from.device && m_targetPort == m_from.port;
    if (m_targetDevice >= 0 && !onSource) {
        Operation connect = operations::connectPorts(*doc, m_from, m_targetDevice, m_targetPort, m_targetSub,
                                                     m_scene->face());
        if (connect) {
            finish();
            connect.pushTo(*doc);
            Q_EMIT message(connect.summary);
            return;
        }
        Q_EMIT message(tr("Cannot connect: %1").arg(connect.refusal));
    } else if (m_targetDevice < 0 && moved) {
        // Dragged and let go over no port (the view may have scrolled under the pointer): say so.
        Q_EMIT message(tr("Let go over no port: no cable added"));
    }
    finish();
}

void ConnectTool::cancel()
{
    finish();
}

void ConnectTool::finish()
{
    const bool was = m_active;
    m_active = false;
    m_fits.clear();
    m_targetDevice = m_targetPort = -1;
    // The line is the tool's, not the scene's: a scene rebuild must not delete it.
    if (m_line && m_line->scene()) m_line->scene()->removeItem(m_line);
    if (was) m_scene->setPortMarks({});
}

} // namespace railyard
