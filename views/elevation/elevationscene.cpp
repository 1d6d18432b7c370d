#include "elevation/elevationscene.h"

#include "commands/cablecommands.h"
#include "commands/devicecommands.h"
#include "common/itemsync.h"
#include "common/scenetools.h"
#include "common/windowactivation.h"
#include "controllers/overlaycontroller.h"
#include "controllers/validationcontroller.h"
#include "design/cablechoice.h"
#include "design/floorlayout.h"
#include "design/rackspace.h"
#include "document/document.h"
#include "elevation/cablelayer.h"
#include "elevation/deviceitem.h"
#include "elevation/portsummary.h"
#include "elevation/rackframeitem.h"
#include "render/elevationgeometry.h"
#include "render/elevationpainter.h"
#include "render/palette.h"

#include <QGraphicsRectItem>
#include <QGraphicsSceneHelpEvent>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>
#include <QKeyEvent>
#include <QSet>
#include <QToolTip>

#include <QApplication>
#include <QPalette>

#include <cmath>
#include <utility>

namespace railyard {

using namespace elevation;

ElevationScene::ElevationScene(QObject *parent) : QGraphicsScene(parent), m_tools(new SceneTools(this))
{
    connect(m_tools, &SceneTools::message, this, &ElevationScene::message);
}

ElevationScene::~ElevationScene()
{
    // Before the items go: a tool in the middle of a gesture puts its own items away.
    m_tools->cancelGesture();
}

void ElevationScene::setDocument(Document *document, ValidationController *validation)
{
    if (m_document) disconnect(m_document, nullptr, this, nullptr);
    if (m_validation) disconnect(m_validation, nullptr, this, nullptr);
    m_document = document;
    m_validation = validation;
    m_racks.clear();
    m_rackShown.clear();
    m_choice = RackChoice::Row;
    m_row.clear();
    if (m_document) {
        connect(m_document, &Document::changed, this, &ElevationScene::onChanged);
        // Start with the first row that has devices, else the first row; the rows with devices found in one
        // pass over them (a million-GPU design has 470k devices in 144 rows).
        const Design &d = m_document->design();
        const QStringList rows = rowNames(d);
        std::vector<char> filled(size_t(d.racks().slotCount()), 0);
        for (int dev : d.devices().live())
            if (const int rack = d.devices().at(dev).rack; rack >= 0) filled[size_t(rack)] = 1;
        QSet<QString> used;
        for (int r : d.racks().live())
            if (filled[size_t(r)]) used.insert(d.racks().at(r).row);
        const auto first =
            std::find_if(rows.begin(), rows.end(), [&](const QString &r) { return used.contains(r); });
        m_row = first != rows.end() ? *first : rows.value(0);
    }
    // New issues mark devices; new channels recolour cables by the rails they carry.
    if (m_validation)
        connect(m_validation, &ValidationController::issuesChanged, this, &ElevationScene::recolour);
    rebuild();
}

void ElevationScene::setOverlay(OverlayController *overlay)
{
    if (m_overlay) disconnect(m_overlay, nullptr, this, nullptr);
    m_overlay = overlay;
    if (m_overlay) connect(m_overlay, &OverlayController::overlayChanged, this, &ElevationScene::recolour);
}

void ElevationScene::recolour()
{
    if (m_cables) m_cables->recolour();
    update();
}

Decorations ElevationScene::decorations() const
{
    return windowDecorations(m_validation, m_overlay);
}

void ElevationScene::setRear(bool rear)
{
    m_rear = rear;
    if (m_cables) m_cables->invalidate();
    update();
}

void ElevationScene::showRow(const QString &row)
{
    m_choice = RackChoice::Row;
    m_row = row;
    rebuild();
}

void ElevationScene::showAllRacks()
{
    m_choice = RackChoice::AllRacks;
    rebuild();
}

void ElevationScene::setRacks(const QList<int> &racks)
{
    m_choice = RackChoice::Listed;
    m_racks = racks;
    rebuild();
}

QList<int> ElevationScene::chosenRacks() const
{
    if (!m_document) return {};
    const Design &d = m_document->design();
    switch (m_choice) {
    case RackChoice::Row:
        // A design whose first racks were just added shows them; so does one whose shown row went away.
        if (!rowNames(d).contains(m_row)) return racksOfRow(d, rowNames(d).value(0));
        return racksOfRow(d, m_row);
    case RackChoice::AllRacks: {
        QList<int> all;
        for (const QString &row : rowNames(d))
            all += racksOfRow(d, row);
        return all;
    }
    case RackChoice::Listed:
        break;
    }
    QList<int> listed = m_racks;
    listed.removeIf([&](int r) { return !d.racks().isLive(r); });
    return listed;
}

ElevationLayout ElevationScene::layout() const
{
    return ElevationLayout(m_document->design(), m_racks);
}

QRectF ElevationScene::rackRect(int rack) const
{
    return m_document ? layout().rackRect(rack) : QRectF();
}

QRectF ElevationScene::slotRect(int rack, int u, int heightU) const
{
    return layout().slotRect(rack, u, heightU);
}

std::optional<Placement> ElevationScene::placementAt(const QPointF &p, int heightU) const
{
    if (!m_document) return std::nullopt;
    return layout().placementAt(p, heightU);
}

bool ElevationScene::fits(const Placement &placement, int heightU, int ignoreDevice) const
{
    return m_document && fitsInRack(m_document->design(), placement.rack, placement.u, heightU, ignoreDevice);
}

void ElevationScene::showGhost(const QRectF &rect, bool fits)
{
    m_ghost.show(this, rect, fits);
}

void ElevationScene::hideGhost()
{
    m_ghost.hide();
}

void ElevationScene::rebuild()
{
    // A gesture cannot go on over items that are about to go.
    m_tools->cancelGesture();
    // Deleting the items deselects them; that is not the user changing the selection.
    m_rebuilding = true;
    clear();
    m_rebuilding = false;
    m_devices.clear();
    m_ghost.forget();
    m_cables = nullptr;
    if (!m_document) return;
    m_racks = chosenRacks();
    if (m_choice == RackChoice::Row && !m_racks.isEmpty())
        m_row = m_document->design().racks().at(m_racks.first()).row;
    m_cables = new CableLayer(this);
    m_cables->setHighlighted(m_selectedCable);
    addItem(m_cables);
    const Design &d = m_document->design();
    for (int column = 0; column < m_racks.size(); ++column) {
        auto *frame = new RackFrameItem(d.racks().at(m_racks[column]));
        frame->setPos(column * rackPitch, 0);
        addItem(frame);
    }
    m_rackShown.assign(size_t(d.racks().slotCount()), 0);
    for (int r : m_racks)
        m_rackShown[size_t(r)] = 1;
    for (int dev : d.devices().live())
        if (isShownRack(d.devices().at(dev).rack)) syncDevice(dev);
    setSceneRect(layout().bounds());
    m_cables->setBounds(sceneRect());
    Q_EMIT racksChanged();
}

void ElevationScene::syncDevice(int device)
{
    const Design &d = m_document->design();
    const bool shown = d.devices().isLive(device) && d.devices().at(device).isPlaced() &&
                       isShownRack(d.devices().at(device).rack);
    syncItem(this, m_devices, device, shown, [&] { return new DeviceItem(this, device); });
}

void ElevationScene::onChanged(const Change &change)
{
    switch (change.kind) {
    case ChangeKind::Reset:
    case ChangeKind::RacksAdded:
    case ChangeKind::RacksChanged:
    case ChangeKind::CatalogChanged:
        rebuild();
        break;
    case ChangeKind::RacksRemoved:
        rebuild();
        break;
    case ChangeKind::DevicesAdded:
    case ChangeKind::DevicesRemoved:
    case ChangeKind::DevicesChanged:
        for (int dev : change.ids)
            syncDevice(dev);
        update();
        break;
    case ChangeKind::CablesRemoved:
        if (change.ids.contains(m_selectedCable)) setSelectedCable(-1);
        update();
        break;
    case ChangeKind::CablesAdded:
    case ChangeKind::CablesChanged:
    case ChangeKind::DesignChanged:
        update(); // ports show whether they are cabled
        break;
    case ChangeKind::PricesChanged:
    case ChangeKind::QuoteChanged:
        break;
    }
    // A curve joins the centres of two ports: only ends, devices and racks that move change it.
    const bool curvesStay =
        (change.kind == ChangeKind::CablesChanged && !change.touches(ChangeProperty::Ends)) ||
        (change.kind == ChangeKind::DevicesChanged && !change.touches(ChangeProperty::Placement)) ||
        (change.kind == ChangeKind::DesignChanged && change.touches(ChangeProperty::Name)) ||
        change.kind == ChangeKind::PricesChanged || change.kind == ChangeKind::QuoteChanged;
    if (m_cables && !curvesStay) m_cables->invalidate();
}

std::optional<QPointF> ElevationScene::portCentre(int device, int port) const
{
    if (!m_document || !m_devices.contains(device)) return std::nullopt;
    return layout().portCentre(device, port);
}

double ElevationScene::pixelSize() const
{
    return views().isEmpty() ? 1.0 : std::max(1e-3, views().first()->transform().m11());
}

double ElevationScene::portPixels(int device, int port) const
{
    const DeviceItem *item = m_devices.value(device);
    return item ? item->portRect(port).width() / item->connectorsOf(port) * pixelSize() : 0;
}

bool ElevationScene::canAimAtPort(int device, int port) const
{
    const DeviceItem *item = m_devices.value(device);
    return item && item->portRect(port).width() * pixelSize() >= portHitPixels;
}

bool ElevationScene::arePortsDrawn(int device) const
{
    const DeviceItem *item = m_devices.value(device);
    return item && item->portRect(0).width() * pixelSize() >= elevation::minimumPortPixels;
}

DeviceItem *ElevationScene::deviceItemAt(const QPointF &scenePos) const
{
    for (QGraphicsItem *item : items(scenePos))
        if (item->type() == DeviceItem::Type) return static_cast<DeviceItem *>(item);
    return nullptr;
}

void ElevationScene::selectDevices(const QList<int> &devices)
{
    clearSelection();
    for (int d : devices)
        if (DeviceItem *item = m_devices.value(d)) item->setSelected(true);
}

QList<DeviceItem *> ElevationScene::selectedDeviceItems() const
{
    QList<DeviceItem *> out;
    for (QGraphicsItem *item : selectedItems())
        if (item->type() == DeviceItem::Type) out.append(static_cast<DeviceItem *>(item));
    return out;
}

std::optional<PortHit> ElevationScene::portAt(const QPointF &scenePos) const
{
    if (!m_document) return std::nullopt;
    // Hit areas reach beyond a device's edge: look at every device near the point, nearest port first.
    const double minSize = portHitPixels / pixelSize();
    const QRectF around(scenePos.x() - minSize / 2, scenePos.y() - minSize / 2, minSize, minSize);
    std::optional<PortHit> best;
    double bestDistance = 0;
    for (QGraphicsItem *item : items(around)) {
        if (item->type() != DeviceItem::Type) continue;
        auto *deviceItem = static_cast<DeviceItem *>(item);
        const QPointF local = deviceItem->mapFromScene(scenePos);
        const int port = deviceItem->portNear(local, minSize);
        if (port < 0) continue;
        const QPointF d = local - deviceItem->portRect(port).center();
        const double distance = d.x() * d.x() + d.y() * d.y();
        if (!best || distance < bestDistance) {
            best = PortHit{deviceItem->device(), port, deviceItem->connectorAt(port, local, minSize)};
            bestDistance = distance;
        }
    }
    return best;
}

void ElevationScene::setPortMarks(PortMarks marks)
{
    m_portMarks = std::move(marks);
    for (DeviceItem *item : std::as_const(m_devices))
        item->update();
}

int ElevationScene::cableAt(const QPointF &scenePos) const
{
    if (!m_cables) return -1;
    // Within 4 pixels of the curve at the view's zoom.
    const double tolerance =
        4.0 / std::max(0.01, views().isEmpty() ? 1.0 : views().first()->transform().m11());
    return m_cables->cableAt(scenePos, tolerance);
}

void ElevationScene::setSelectedCable(int cable)
{
    m_selectedCable = cable;
    if (m_cables) m_cables->setHighlighted(cable);
    Q_EMIT cableSelected(cable);
}

void ElevationScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_selectedCable >= 0 && !m_tools->busy()) setSelectedCable(-1);
    // What no tool takes is the background, where the view starts a rubber band.
    if (!m_document || !m_tools->mousePressed(event)) QGraphicsScene::mousePressEvent(event);
}

void ElevationScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    if (!m_tools->mouseMoved(event)) QGraphicsScene::mouseMoveEvent(event);
}

void ElevationScene::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    if (!m_tools->mouseReleased(event)) QGraphicsScene::mouseReleaseEvent(event);
}

void ElevationScene::keyPressEvent(QKeyEvent *event)
{
    if (!m_tools->keyPressed(event)) QGraphicsScene::keyPressEvent(event);
}

void ElevationScene::helpEvent(QGraphicsSceneHelpEvent *event)
{
    // Over a port: what it is, what is in it and where its cables go; elsewhere the items' own tooltips.
    if (const std::optional<PortHit> hit = portAt(event->scenePos())) {
        const QString text = describePort(m_document->design(), hit->device, hit->port, face());
        QToolTip::showText(event->screenPos(), text, event->widget());
        event->accept();
        return;
    }
    QGraphicsScene::helpEvent(event);
}

bool ElevationScene::event(QEvent *event)
{
    if (isWindowActivation(event)) return true;
    return QGraphicsScene::event(event);
}

} // namespace railyard
