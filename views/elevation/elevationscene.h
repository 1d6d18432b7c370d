#pragma once

#include "core/enums.h"
#include "design/device.h"

#include <QGraphicsScene>
#include <QHash>

#include <optional>

class QGraphicsRectItem;

namespace railyard {

class DeviceItem;
class Document;
class ValidationController;
struct Change;

// Rack elevations: the chosen racks side by side, seen from the front, with their devices and ports. Keeps its
// items in step with the document; a device drag ends in one MoveDevices, a catalog drop in one AddDevices.
class ElevationScene : public QGraphicsScene
{
    Q_OBJECT

public:
    explicit ElevationScene(QObject *parent = nullptr);
    void setDocument(Document *document, ValidationController *validation);
    Document *document() const { return m_document; }
    ValidationController *validation() const { return m_validation; }

    // Which side of the racks is shown: the front, or the rear (the back of the patch panels, with the trunks).
    void setRear(bool rear);
    bool isRear() const { return m_rear; }
    // The adapter side a connection made in this view plugs into.
    Side face() const { return m_rear ? Side::Rear : Side::Front; }

    // Which racks are shown, left to right. A row (or all racks) follows the design: racks added to it, moved
    // along it or removed show at once. A list (a drawing of one rack) stays as it is, less removed racks.
    void showRow(const QString &row);
    void showAllRacks();
    void setRacks(const QList<int> &racks);
    enum class RackChoice { Row, AllRacks, Listed };
    RackChoice rackChoice() const { return m_choice; }
    QString row() const { return m_row; }
    const QList<int> &racks() const { return m_racks; }
    DeviceItem *deviceItem(int device) const { return m_devices.value(device); }
    QRectF rackRect(int rack) const;
    // The scene rectangle a device would take at that rack and U.
    QRectF slotRect(int rack, int u, int heightU) const;

    // Where a device `heightU` high would go with its centre at `scenePos`: the rack under it and the U.
    std::optional<Placement> placementAt(const QPointF &scenePos, int heightU) const;
    bool fits(const Placement &placement, int heightU, int ignoreDevice = -1) const;

    // The snapping preview of a drag: green where the part fits, red where it does not.
    void showGhost(const QRectF &rect, bool fits);
    void hideGhost();

    // Connecting two ports by dragging from one to the other (started by a DeviceItem).
    void beginConnect(int device, int port, const QPointF &from);
    void updateConnect(const QPointF &to);
    // Adds a cable of the proposed type and length if the pointer is over another port with a free connector.
    bool finishConnect(const QPointF &to);
    // The cable whose curve passes within a few pixels of this point, or -1.
    int cableAt(const QPointF &scenePos) const;
    // The cable picked by clicking on its curve, or -1.
    int selectedCable() const { return m_selectedCable; }
    class CableLayer *cableLayer() const { return m_cables; }
    void setSelectedCable(int cable);
    // True while the scene deletes its items to rebuild them: the selection signals it sends then are not the user's.
    bool isRebuilding() const { return m_rebuilding; }

    // Where a port's centre is in the scene, if its device is shown.
    std::optional<QPointF> portCentre(int device, int port) const;

Q_SIGNALS:
    void racksChanged();
    // A sentence for the status bar about what the last action did or why it could not.
    void message(const QString &text);
    void cableSelected(int cable);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;

private:
    void onChanged(const Change &change);
    void rebuild();
    // The racks the current choice shows in the design as it is now.
    QList<int> chosenRacks() const;
    void syncDevice(int device);

    Document *m_document = nullptr;
    ValidationController *m_validation = nullptr;
    QList<int> m_racks;
    RackChoice m_choice = RackChoice::Row;
    QString m_row;
    QHash<int, DeviceItem *> m_devices;
    QGraphicsRectItem *m_ghost = nullptr;
    class QGraphicsLineItem *m_rubber = nullptr;
    class CableLayer *m_cables = nullptr;
    bool m_rear = false;
    bool m_rebuilding = false;
    int m_selectedCable = -1;
    int m_connectDevice = -1;
    int m_connectPort = -1;
};

} // namespace railyard
