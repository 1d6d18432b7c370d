#pragma once

#include "designview.h"

class QMimeData;

namespace railyard {

class ElevationScene;

// The rack elevations. Accepts parts dragged from the catalog: a device type lands in the U slot under the
// pointer (the ghost shows where, red where it does not fit), a transceiver in the cage under the pointer.
class ElevationView : public DesignView
{
    Q_OBJECT

public:
    explicit ElevationView(ElevationScene *scene, QWidget *parent = nullptr);
    ElevationScene *elevations() const { return m_scene; }
    // Zooms in until every port of the device is comfortable to aim at, keeping `at` under the pointer.
    void zoomToPorts(int device, const QPointF &at);

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dragLeaveEvent(QDragLeaveEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    // What a drop at `viewPos` would do; false when nothing.
    bool handleDrop(const QMimeData *mime, const QPoint &viewPos, bool commit);

    ElevationScene *m_scene;
};

} // namespace railyard
