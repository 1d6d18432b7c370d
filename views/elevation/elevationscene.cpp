#include "elevationscene.h"

#include "cablelayer.h"
#include "render/railpalette.h"
#include "commands/cablecommands.h"
#include "commands/devicecommands.h"
#include "design/cablechoice.h"
#include "design/floorlayout.h"
#include "design/rackspace.h"
#include "deviceitem.h"
#include "document/document.h"
#include "elevationgeometry.h"
#include "itemsync.h"
#include "rackframeitem.h"
#include "validationcontroller.h"

#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>

#include <QApplication>
#include <QPalette>

#include <cmath>
#include <utility>

namespace railyard {

using namespace elevation;

ElevationScene::ElevationScene(QObject *parent) : QGraphicsScene(parent) {}

void ElevationScene::setDocument(Document *document, ValidationController *validation)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    if (m_validation)
        disconnect(m_validation, nullptr, this, nullptr);
    m_document = document;
    m_validation = validation;
    m_racks.clear();
    m_choice = RackChoice::Row;
    m_row.clear();
    if (m_document) {
        connect(m_document, &Document::changed, this, &ElevationScene::onChanged);
        // Start with the first row that has devices, else the first row.
        const Design &d = m_document->design();
        const QStringList rows = rowNames(d);
        m_row = rows.value(0);
        for (const QString &row : rows) {
            const QList<int> racks = racksOfRow(d, row);
            const bool used = std::any_of(d.devices().live().begin(), d.devices().live().end(),
                                          [&](int dev) { return racks.contains(d.devices().at(dev).rack); });
            if (used) {
                m_row = row;
                break;
            }
        }
    }
    if (m_validation)
        connect(m_validation, &ValidationController::issuesChanged, this, [this] { update(); });
    rebuild();
}

void ElevationScene::setRear(bool rear)
{
    m_rear = rear;
    if (m_cables)
        m_cables->invalidate();
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
    if (!m_document)
        return {};
    const Design &d = m_document->design();
    switch (m_choice) {
    case RackChoice::Row:
        // A design whose first racks were just added shows them; so does one whose shown row went away.
        if (!rowNames(d).contains(m_row))
            return racksOfRow(d, rowNames(d).value(0));
        return racksOfRow(d, m_row);
    case RackChoice::AllRacks: {
        QList<int> all;
        for (const QString &row : rowNames(d))
            all += racksOfRow(d, row);
        return all;
    }
    case RackChoice::Listed: break;
    }
    QList<int> listed = m_racks;
    listed.removeIf([&](int r) { return !d.racks().isLive(r); });
    return listed;
}

QRectF ElevationScene::rackRect(int rack) const
{
    const int column = int(m_racks.indexOf(rack));
    if (column < 0 || !m_document)
        return {};
    const int height = m_document->design().racks().at(rack).heightU;
    return QRectF(column * rackPitch, 0, mountWidth + 2 * railWidth, headerHeight + height * unitHeight + 8);
}

QRectF ElevationScene::slotRect(int rack, int u, int heightU) const
{
    const int column = int(m_racks.indexOf(rack));
    const int rackHeight = m_document->design().racks().at(rack).heightU;
    return QRectF(mountLeft(column), uTop(rackHeight, u + heightU - 1), mountWidth, heightU * unitHeight);
}

std::optional<Placement> ElevationScene::placementAt(const QPointF &p, int heightU) const
{
    if (!m_document)
        return std::nullopt;
    const int column = int(std::floor(p.x() / rackPitch));
    if (column < 0 || column >= m_racks.size())
        return std::nullopt;
    const int rack = m_racks[column];
    const int rackHeight = m_document->design().racks().at(rack).heightU;
    // The device's middle at the pointer: its top edge snaps to the nearest U boundary.
    const double top = p.y() - heightU * unitHeight / 2;
    const int topU = rackHeight - int(std::lround((top - headerHeight) / unitHeight));
    return Placement{rack, topU - heightU + 1};
}

bool ElevationScene::fits(const Placement &placement, int heightU, int ignoreDevice) const
{
    return m_document && fitsInRack(m_document->design(), placement.rack, placement.u, heightU, ignoreDevice);
}

void ElevationScene::showGhost(const QRectF &rect, bool fits)
{
    if (!m_ghost) {
        m_ghost = addRect(QRectF());
        m_ghost->setZValue(10);
    }
    const QColor colour = fits ? RailPalette::ok() : RailPalette::error();
    QColor fill = colour;
    fill.setAlpha(60);
    QPen pen(colour, 2);
    pen.setCosmetic(true);
    pen.setStyle(Qt::DashLine);
    m_ghost->setPen(pen);
    m_ghost->setBrush(fill);
    m_ghost->setRect(rect);
    m_ghost->show();
}

void ElevationScene::hideGhost()
{
    if (m_ghost)
        m_ghost->hide();
}

void ElevationScene::rebuild()
{
    // Deleting the items deselects them; that is not the user changing the selection.
    m_rebuilding = true;
    clear();
    m_rebuilding = false;
    m_devices.clear();
    m_ghost = nullptr;
    m_rubber = nullptr;
    m_cables = nullptr;
    if (!m_document)
        return;
    m_racks = chosenRacks();
    if (m_choice == RackChoice::Row && !m_racks.isEmpty())
        m_row = m_document->design().racks().at(m_racks.first()).row;
    m_cables = new CableLayer(this);
    m_cables->setHighlighted(m_selectedCable);
    addItem(m_cables);
    const Design &d = m_document->design();
    QRectF extent;
    for (int column = 0; column < m_racks.size(); ++column) {
        auto *frame = new RackFrameItem(d.racks().at(m_racks[column]));
        frame->setPos(column * rackPitch, 0);
        addItem(frame);
        extent |= frame->sceneBoundingRect();
    }
    for (int dev : d.devices().live())
        if (m_racks.contains(d.devices().at(dev).rack))
            syncDevice(dev);
    setSceneRect(extent.adjusted(-rackGap, -rackGap, rackGap, rackGap));
    m_cables->setBounds(sceneRect());
    Q_EMIT racksChanged();
}

void ElevationScene::syncDevice(int device)
{
    const Design &d = m_document->design();
    const bool shown = d.devices().isLive(device) && d.devices().at(device).isPlaced() &&
                       m_racks.contains(d.devices().at(device).rack);
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
        if (change.ids.contains(m_selectedCable))
            setSelectedCable(-1);
        update();
        break;
    case ChangeKind::CablesAdded:
    case ChangeKind::CablesChanged:
    case ChangeKind::DesignChanged:
        update();  // ports show whether they are cabled
        break;
    case ChangeKind::PricesChanged:
        break;
    }
    if (m_cables)
        m_cables->invalidate();
}

std::optional<QPointF> ElevationScene::portCentre(int device, int port) const
{
    const DeviceItem *item = m_devices.value(device);
    if (!item)
        return std::nullopt;
    return item->mapToScene(item->portRect(port).center());
}

void ElevationScene::beginConnect(int device, int port, const QPointF &from)
{
    m_connectDevice = device;
    m_connectPort = port;
    if (!m_rubber) {
        m_rubber = addLine(QLineF());
        m_rubber->setZValue(20);
    }
    QPen pen(palette().color(QPalette::Highlight), 2, Qt::DashLine);
    pen.setCosmetic(true);
    m_rubber->setPen(pen);
    m_rubber->setLine(QLineF(from, from));
    m_rubber->show();
}

void ElevationScene::updateConnect(const QPointF &to)
{
    if (m_rubber)
        m_rubber->setLine(QLineF(m_rubber->line().p1(), to));
}

bool ElevationScene::finishConnect(const QPointF &to)
{
    if (m_rubber)
        m_rubber->hide();
    const int fromDevice = std::exchange(m_connectDevice, -1);
    const int fromPort = std::exchange(m_connectPort, -1);
    if (!m_document || fromDevice < 0)
        return false;
    // The port under the pointer.
    int toDevice = -1, toPort = -1;
    for (QGraphicsItem *item : items(to)) {
        if (item->type() != DeviceItem::Type)
            continue;
        auto *deviceItem = static_cast<DeviceItem *>(item);
        toPort = deviceItem->portAt(deviceItem->mapFromScene(to));
        toDevice = deviceItem->device();
        break;
    }
    if (toPort < 0 || (toDevice == fromDevice && toPort == fromPort))
        return false;
    const Design &d = m_document->design();
    const std::optional<Endpoint> a = freeConnector(d, fromDevice, fromPort, face());
    const std::optional<Endpoint> b = freeConnector(d, toDevice, toPort, face());
    if (!a || !b) {
        Q_EMIT message(tr("No free connector on %1").arg(d.devices().at(!a ? fromDevice : toDevice).id));
        return false;
    }
    const std::optional<CableProposal> proposal = proposeCable(d, *a, *b);
    if (!proposal) {
        Q_EMIT message(tr("No cable in the catalog fits between these two ports"));
        return false;
    }
    Cable cable;
    cable.id = freshId(d, IdSpace::Cable, QStringLiteral("C"));
    cable.type = proposal->type;
    cable.lengthM = proposal->lengthM;
    cable.ends = {*a, *b};
    const QString summary = tr("Added %1: %2, %3 m").arg(cable.id, d.catalog.cableTypes.at(cable.type).id).arg(cable.lengthM);
    m_document->push(new AddCables(m_document, {cable}));
    Q_EMIT message(summary);
    return true;
}

int ElevationScene::cableAt(const QPointF &scenePos) const
{
    if (!m_cables)
        return -1;
    // Within 4 pixels of the curve at the view's zoom.
    const double tolerance = 4.0 / std::max(0.01, views().isEmpty() ? 1.0 : views().first()->transform().m11());
    return m_cables->cableAt(scenePos, tolerance);
}

void ElevationScene::setSelectedCable(int cable)
{
    m_selectedCable = cable;
    if (m_cables)
        m_cables->setHighlighted(cable);
    Q_EMIT cableSelected(cable);
}

void ElevationScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    // A click on a cable's curve selects the cable (devices under the pointer come first).
    bool onDevice = false;
    for (QGraphicsItem *item : items(event->scenePos()))
        onDevice = onDevice || item->type() == DeviceItem::Type;
    if (event->button() == Qt::LeftButton && m_cables && !onDevice) {
        const int cable = cableAt(event->scenePos());
        if (cable >= 0) {
            clearSelection();
            setSelectedCable(cable);
            event->accept();
            return;
        }
    }
    if (m_selectedCable >= 0)
        setSelectedCable(-1);
    QGraphicsScene::mousePressEvent(event);
}

void ElevationScene::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    QGraphicsScene::mouseReleaseEvent(event);
    if (!m_document || event->button() != Qt::LeftButton)
        return;
    // Devices dragged to another slot: one undo step for all, or back where they were if one does not fit.
    QList<int> moved;
    QList<Placement> to;
    const Design &d = m_document->design();
    for (QGraphicsItem *item : selectedItems()) {
        if (item->type() != DeviceItem::Type)
            continue;
        auto *deviceItem = static_cast<DeviceItem *>(item);
        const Device &dev = d.devices().at(deviceItem->device());
        const int height = d.catalog.deviceTypes.at(dev.type).heightU;
        const std::optional<Placement> target = placementAt(item->sceneBoundingRect().center(), height);
        if (!target || (target->rack == dev.rack && target->u == dev.u))
            continue;
        moved.append(deviceItem->device());
        to.append(*target);
    }
    hideGhost();
    bool ok = !moved.isEmpty();
    for (int i = 0; i < moved.size() && ok; ++i) {
        const int height = d.catalog.deviceTypes.at(d.devices().at(moved[i]).type).heightU;
        ok = fits(to[i], height, moved[i]);
    }
    if (ok)
        m_document->push(new MoveDevices(m_document, moved, to));
    else
        for (int dev : moved)
            syncDevice(dev);  // back to where it is
}

} // namespace railyard
