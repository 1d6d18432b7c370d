#pragma once

#include "common/dropghost.h"
#include "core/enums.h"
#include "design/device.h"
#include "render/elevationlayout.h"
#include "render/elevationpainter.h"

#include <QGraphicsScene>
#include <QHash>

#include <functional>
#include <optional>
#include <vector>

class QGraphicsRectItem;

namespace railyard {

class DeviceItem;
class OverlayController;
class Document;
class SceneTools;
class ValidationController;
struct Change;

// A connector of a port under the pointer.
struct PortHit
{
    int device = -1;
    int port = -1;
    int sub = 0; // 0 unless the port's module has several connectors
};

// Rack elevations: the chosen racks side by side, seen from the front, with their devices and ports. Keeps
// its items in step with the document; the mouse is handled by the tools installed in tools() (connect, move
// devices, select cables, drop parts), each gesture ending in one undo command.
class ElevationScene : public QGraphicsScene
{
    Q_OBJECT

public:
    explicit ElevationScene(QObject *parent = nullptr);
    ~ElevationScene() override;
    void setDocument(Document *document, ValidationController *validation);
    Document *document() const { return m_document; }
    ValidationController *validation() const { return m_validation; }
    SceneTools *tools() const { return m_tools; }
    // Where the as-built overlay the cables are coloured by comes from.
    void setOverlay(OverlayController *overlay);
    // What the painters need: validation's colours and marks, and the overlay.
    Decorations decorations() const;

    // Which side of the racks is shown: the front, or the rear (the back of the patch panels, with the
    // trunks).
    void setRear(bool rear);
    bool isRear() const { return m_rear; }
    // The adapter side a connection made in this view plugs into.
    Side face() const { return m_rear ? Side::Rear : Side::Front; }

    // Which racks are shown, left to right. A row (or all racks) follows the design: racks added to it, moved
    // along it or removed show at once. A list (a drawing of one rack) stays as it is, less removed racks.
    void showRow(const QString &row);
    void showAllRacks();
    void setRacks(const QList<int> &racks);
    enum class RackChoice
    {
        Row,
        AllRacks,
        Listed
    };
    RackChoice rackChoice() const { return m_choice; }
    QString row() const { return m_row; }
    const QList<int> &racks() const { return m_racks; }
    DeviceItem *deviceItem(int device) const { return m_devices.value(device); }
    // Where the racks, devices and ports shown are (valid until the next rebuild).
    ElevationLayout layout() const;
    QRectF rackRect(int rack) const;
    // The scene rectangle a device would take at that rack and U.
    QRectF slotRect(int rack, int u, int heightU) const;

    // Where a device `heightU` high would go with its centre at `scenePos`: the rack under it and the U.
    std::optional<Placement> placementAt(const QPointF &scenePos, int heightU) const;
    bool fits(const Placement &placement, int heightU, int ignoreDevice = -1) const;

    // The snapping preview of a drag: green where the part fits, red where it does not.
    void showGhost(const QRectF &rect, bool fits);
    void hideGhost();

    // Ports are hit within an area at least this many pixels across at any zoom (their drawing does not
    // grow).
    static constexpr double portHitPixels = 10;
    // The port (and connector) under a scene point, with the grown hit areas; nullopt over no port.
    std::optional<PortHit> portAt(const QPointF &scenePos) const;
    DeviceItem *deviceItemAt(const QPointF &scenePos) const;
    QList<DeviceItem *> deviceItems() const { return m_devices.values(); }
    QList<DeviceItem *> selectedDeviceItems() const;
    // Selects these devices alone (the window's selection follows the scene's).
    void selectDevices(const QList<int> &devices);
    // How ports are marked while a cable is dragged (glow where the cable fits, dimmed where it does not):
    // set by the tool dragging it, empty otherwise. Repaints the devices.
    using PortMarks = std::function<PortMark(int device, int port)>;
    void setPortMarks(PortMarks marks);
    const PortMarks &portMarks() const { return m_portMarks; }
    // One scene unit in pixels of the (first) view showing the scene.
    double pixelSize() const;
    // How wide a port is drawn on screen, in pixels (per connector of a twin-port module).
    double portPixels(int device, int port) const;
    // Whether a hand can aim at a port at the current zoom: drawn at least portHitPixels wide. A cable
    // started there takes the connector under the pointer, or another free one of the port, so a twin-port
    // cage need not show each connector at that size to start one. A click on a port narrower than that zooms
    // in to it.
    bool canAimAtPort(int device, int port) const;
    // Whether the device's ports are drawn at all at the current zoom (elevation::minimumPortPixels): where
    // they are not, the device is a plain block and a press on it is a press on the device.
    bool arePortsDrawn(int device) const;
    // Ports this many pixels wide (per connector) are what a press on too small ports zooms to.
    static constexpr double comfortablePortPixels = 12;
    // The cable whose curve passes within a few pixels of this point, or -1.
    int cableAt(const QPointF &scenePos) const;
    // The cable picked by clicking on its curve, or -1.
    int selectedCable() const { return m_selectedCable; }
    class CableLayer *cableLayer() const { return m_cables; }
    void setSelectedCable(int cable);
    // True while the scene deletes its items to rebuild them: the selection signals it sends then are not the
    // user's.
    bool isRebuilding() const { return m_rebuilding; }

    // Where a port's centre is in the scene, if its device is shown.
    std::optional<QPointF> portCentre(int device, int port) const;

Q_SIGNALS:
    void racksChanged();
    // A sentence for the status bar about what the last action did or why it could not.
    void message(const QString &text);
    void cableSelected(int cable);
    // A press on ports too small to aim at asks the view to zoom in to them around this point.
    void zoomToPortsRequested(int device, const QPointF &scenePos);

protected:
    bool event(QEvent *event) override;
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void helpEvent(QGraphicsSceneHelpEvent *event) override;

private:
    void onChanged(const Change &change);
    void rebuild();
    // New issues mark devices; new channels or an overlay recolour the cables.
    void recolour();
    // The racks the current choice shows in the design as it is now.
    QList<int> chosenRacks() const;
    void syncDevice(int device);
    bool isShownRack(int rack) const
    {
        return rack >= 0 && rack < int(m_rackShown.size()) && m_rackShown[size_t(rack)];
    }

    Document *m_document = nullptr;
    ValidationController *m_validation = nullptr;
    OverlayController *m_overlay = nullptr;
    QList<int> m_racks;
    std::vector<char> m_rackShown; // by rack slot: whether m_racks has it (a row of 384 racks, 470k devices)
    RackChoice m_choice = RackChoice::Row;
    QString m_row;
    QHash<int, DeviceItem *> m_devices;
    DropGhost m_ghost;
    class CableLayer *m_cables = nullptr;
    SceneTools *m_tools;
    PortMarks m_portMarks;
    bool m_rear = false;
    bool m_rebuilding = false;
    int m_selectedCable = -1;
};

} // namespace railyard
