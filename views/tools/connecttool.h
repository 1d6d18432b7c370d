#pragma once

#include "common/scenetool.h"
#include "render/elevationpainter.h"
#include "validation/connectioncheck.h"

#include <QHash>

class QGraphicsLineItem;

namespace railyard {

class ElevationScene;

// Drag from a port to another to add a cable. While dragging, the ports the cable fits light up and the
// others dim (checkConnection: validation's own checks), the port under the pointer says why it does or does
// not fit, and the release adds one cable of the proposed type and length.
class ConnectTool : public SceneTool
{
    Q_OBJECT

public:
    explicit ConnectTool(ElevationScene *scene) : m_scene(scene) {}
    ~ConnectTool() override;
    bool mousePressed(QGraphicsSceneMouseEvent *event) override;
    void mouseMoved(QGraphicsSceneMouseEvent *event) override;
    void mouseReleased(QGraphicsSceneMouseEvent *event) override;
    void cancel() override;

    bool isActive() const { return m_active; }
    // How a port shows during a drag; None when no drag is going on.
    using Mark = PortMark;
    Mark markOf(int device, int port) const;

private:
    void markPorts();
    void setTarget(int device, int port, int sub);
    void finish();

    ElevationScene *m_scene;
    bool m_active = false;
    bool m_zoomOnClick = false; // the press was on a port too small to aim at: a click zooms in to it
    Endpoint m_from;
    QHash<quint64, ConnectionCheck::Fit> m_fits; // by (device, port)
    int m_targetDevice = -1;
    int m_targetPort = -1;
    int m_targetSub = 0;
    ConnectionCheck m_target;
    QGraphicsLineItem *m_line = nullptr;
};

} // namespace railyard
