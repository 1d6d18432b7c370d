#include "floorplan/floorplanscene.h"

#include "design/floorlayout.h"

#include "commands/rackcommands.h"
#include "common/itemsync.h"
#include "common/scenetools.h"
#include "common/windowactivation.h"
#include "controllers/overlaycontroller.h"
#include "controllers/validationcontroller.h"
#include "document/document.h"
#include "floorplan/bundlelayer.h"
#include "floorplan/rackitem.h"
#include "floorplan/racklabellayer.h"
#include "floorplan/traylayer.h"

#include <QGraphicsSceneHelpEvent>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QToolTip>

#include <cmath>

namespace railyard {

FloorPlanScene::FloorPlanScene(QObject *parent) : QGraphicsScene(parent), m_tools(new SceneTools(this))
{
    // Items are placed once and move rarely: a BSP index makes finding the racks in view cheap.
    setItemIndexMethod(QGraphicsScene::BspTreeIndex);
    connect(m_tools, &SceneTools::message, this, &FloorPlanScene::message);
}

FloorPlanScene::~FloorPlanScene()
{
    // Before the items go: a tool in the middle of a gesture puts its own items away.
    m_tools->cancelGesture();
}

void FloorPlanScene::setDocument(Document *document, ValidationController *validation)
{
    if (m_document) disconnect(m_document, nullptr, this, nullptr);
    if (m_validation) disconnect(m_validation, nullptr, this, nullptr);
    m_document = document;
    m_validation = validation;
    if (m_document) connect(m_document, &Document::changed, this, &FloorPlanScene::onChanged);
    if (m_validation)
        connect(m_validation, &ValidationController::issuesChanged, this, &FloorPlanScene::refreshStatus);
    rebuild();
}

void FloorPlanScene::setOverlay(OverlayController *overlay)
{
    if (m_overlay) disconnect(m_overlay, nullptr, this, nullptr);
    m_overlay = overlay;
    if (m_overlay)
        connect(m_overlay, &OverlayController::overlayChanged, this, [this] {
            for (RackItem *item : std::as_const(m_racks))
                item->sync();
        });
}

const LinkOverlay *FloorPlanScene::overlay() const
{
    return m_overlay ? m_overlay->overlay() : nullptr;
}

void FloorPlanScene::setColouring(Colouring colouring)
{
    m_colouring = colouring;
    if (m_bundles) m_bundles->invalidate();
    if (m_trays) m_trays->invalidate();
    Q_EMIT legendChanged();
}

QPointF FloorPlanScene::rackCentre(int rack) const
{
    return m_layout ? m_layout->rackCentre(rack) : QPointF();
}

Decorations FloorPlanScene::decorations() const
{
    return m_validation ? m_validation->decorations() : Decorations();
}

void FloorPlanScene::rebuild()
{
    // A drag cannot go on over items that are about to go.
    m_tools->cancelGesture();
    // Deleting a selected rack item says the selection changed, and the window answers by marking racks and
    // routes: the items are forgotten before they go.
    m_bundles = nullptr;
    m_trays = nullptr;
    m_labels = nullptr;
    m_racks.clear();
    clear();
    m_ghost.forget();
    m_layout.reset();
    if (!m_document) return;
    m_bundles = new BundleLayer(this);
    addItem(m_bundles);
    m_labels = new RackLabelLayer;
    addItem(m_labels);
    m_trays = new TrayLayer(this);
    m_trays->setEditing(m_pathwayEditing);
    m_trays->setColourByFill(m_trayFill);
    m_trays->setPathwaySelection(m_selectedSegments, m_selectedNodes);
    addItem(m_trays);
    QList<int> racks;
    for (int r : m_document->design().racks().live())
        racks.append(r);
    syncRacks(racks);
    Q_EMIT legendChanged();
}

void FloorPlanScene::countRacks()
{
    m_rackStats = floorplan::rackStats(m_document->design(), decorations());
    m_powers = rackPowers(m_document->design());
    if (m_powerColouring)
        m_powerScale.emplace(m_powers);
    else
        m_powerScale.reset();
}

void FloorPlanScene::setPowerColouring(bool on)
{
    if (on == m_powerColouring) return;
    m_powerColouring = on;
    refreshStatus();
}

void FloorPlanScene::syncRacks(const QList<int> &changed)
{
    const Design &d = m_document->design();
    countRacks();
    // Racks without a floor position wait in a row below the others (the layout puts them there).
    m_layout = std::make_unique<FloorPlanLayout>(d);
    QList<int> staging;
    for (int r : d.racks().live())
        if (!d.racks().at(r).hasPosition()) staging.append(r);

    for (int r : changed)
        syncItem(this, m_racks, r, d.racks().isLive(r), [&] { return new RackItem(this, r); });
    for (int r : staging)
        if (RackItem *item = m_racks.value(r)) item->sync();
    if (m_bundles) m_bundles->invalidate();
    updateSceneRect();
}

QRectF FloorPlanScene::racksRect() const
{
    return m_layout ? m_layout->racksRect() : QRectF();
}

void FloorPlanScene::updateSceneRect()
{
    // Room around the racks to drag them into, and a fixed rect so the view does not jump as items move.
    setSceneRect(m_layout ? m_layout->bounds() : QRectF(-600, -600, 1200, 1200));
    if (m_bundles) m_bundles->setBounds(sceneRect());
    if (m_labels) m_labels->setBounds(sceneRect());
    if (m_trays) m_trays->setBounds(sceneRect());
}

void FloorPlanScene::onChanged(const Change &change)
{
    switch (change.kind) {
    case ChangeKind::Reset:
        rebuild();
        break;
    case ChangeKind::RacksAdded:
    case ChangeKind::RacksRemoved:
    case ChangeKind::RacksChanged:
        syncRacks(change.ids);
        break;
    case ChangeKind::DevicesAdded:
    case ChangeKind::DevicesRemoved:
        refreshStatus(); // device counts per rack
        break;
    case ChangeKind::DevicesChanged:
        // Only a device that moved changes the counts; a new error shows when validation reports it. A
        // transceiver in or out changes what the rack draws.
        if (change.touches(ChangeProperty::Placement) ||
            (m_powerColouring && change.touches(ChangeProperty::Transceivers)))
            refreshStatus();
        break;
    case ChangeKind::CablesAdded:
    case ChangeKind::CablesRemoved:
        if (m_bundles) m_bundles->invalidate();
        if (m_trays) m_trays->invalidate();
        break;
    case ChangeKind::CablesChanged:
        // A bundle is the racks a cable joins and its colour (by cable type, from validation or by install
        // status): a new label or length changes neither.
        if (m_bundles &&
            (change.touches(ChangeProperty::Ends | ChangeProperty::Type) ||
             (m_colouring == Colouring::InstallStatus && change.touches(ChangeProperty::Status))))
            m_bundles->invalidate();
        // A cable's route, and so the fills, follow its ends and its type's diameter.
        if (m_trays && change.touches(ChangeProperty::Ends | ChangeProperty::Type)) m_trays->invalidate();
        break;
    case ChangeKind::CatalogChanged:
        refreshStatus(); // a part's power or a rack type's limit
        break;
    case ChangeKind::DesignChanged:
        if (m_trays && change.touches(ChangeProperty::Pathways)) {
            m_trays->invalidate();
            Q_EMIT legendChanged(); // the trays' key comes and goes with them
        }
        break;
    case ChangeKind::PricesChanged:
    case ChangeKind::QuoteChanged:
        break;
    }
}

void FloorPlanScene::refreshStatus()
{
    if (!m_document) return;
    countRacks();
    for (RackItem *item : std::as_const(m_racks))
        item->sync();
    if (m_bundles) m_bundles->invalidate();
    if (m_trays) m_trays->invalidate();
    Q_EMIT legendChanged();
}

void FloorPlanScene::showRoutesOf(const QList<int> &cables)
{
    if (m_trays) m_trays->setRouteCables(cables);
}

void FloorPlanScene::setPathwayEditing(bool on)
{
    m_tools->cancelGesture();
    m_pathwayEditing = on;
    if (m_trays) m_trays->setEditing(on);
    // Off, the trays are no longer picked: what was picked goes, as the racks take the clicks again.
    if (!on && (!m_selectedSegments.isEmpty() || !m_selectedNodes.isEmpty())) pickPathways({}, {});
    Q_EMIT message(
        on ? tr("Editing pathways: click to place a tray node, drag from a node or tray to draw a tray, "
                "Shift-drag to move a node")
           : tr("Pathways are no longer edited: the racks move again"));
}

void FloorPlanScene::setTrayFillColouring(bool on)
{
    m_trayFill = on;
    if (m_trays) m_trays->setColourByFill(on);
    Q_EMIT legendChanged();
}

void FloorPlanScene::showPathwaySelection(const QStringList &segments, const QStringList &nodes)
{
    m_selectedSegments = segments;
    m_selectedNodes = nodes;
    if (m_trays) m_trays->setPathwaySelection(segments, nodes);
}

void FloorPlanScene::pickPathways(const QStringList &segments, const QStringList &nodes)
{
    Q_EMIT pathwaysPicked(segments, nodes);
}

QPointF FloorPlanScene::nodeCentre(const QString &node) const
{
    if (!m_document) return {};
    const Pathways &p = m_document->design().pathways;
    const int i = p.nodeIndex(node);
    return i < 0 ? QPointF() : QPointF(p.nodes[i].xM, p.nodes[i].yM) * unitsPerMetre;
}

QRectF FloorPlanScene::contentRect() const
{
    return m_layout ? m_layout->contentRect() : QRectF();
}

void FloorPlanScene::markRacks(const QSet<int> &racks)
{
    for (int r : std::as_const(m_marked))
        if (RackItem *item = m_racks.value(r); item && !racks.contains(r)) item->setMarked(false);
    m_marked = racks;
    for (int r : racks)
        if (RackItem *item = m_racks.value(r)) item->setMarked(true);
}

void FloorPlanScene::selectRacks(const QList<int> &racks)
{
    clearSelection();
    for (int r : racks)
        if (RackItem *item = m_racks.value(r)) item->setSelected(true);
}

RackItem *FloorPlanScene::rackItemAt(const QPointF &scenePos) const
{
    for (QGraphicsItem *item : items(scenePos))
        if (item->type() == RackItem::Type) return static_cast<RackItem *>(item);
    return nullptr;
}

void FloorPlanScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (!m_document || !m_tools->mousePressed(event)) QGraphicsScene::mousePressEvent(event);
}

void FloorPlanScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    if (!m_tools->mouseMoved(event)) QGraphicsScene::mouseMoveEvent(event);
}

void FloorPlanScene::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    if (!m_tools->mouseReleased(event)) QGraphicsScene::mouseReleaseEvent(event);
}

void FloorPlanScene::keyPressEvent(QKeyEvent *event)
{
    if (!m_tools->keyPressed(event)) QGraphicsScene::keyPressEvent(event);
}

bool FloorPlanScene::wouldOverlap(int rack, const QPointF &centre) const
{
    if (!m_document) return false;
    const Design &d = m_document->design();
    const std::optional<QRectF> footprint = rackFootprint(d.racks().at(rack), centre / unitsPerMetre);
    for (int r : d.racks().live()) {
        if (r == rack) continue;
        if (const RackItem *other = m_racks.value(r); other && other->isSelected())
            continue; // moves along with it
        if (const std::optional<QRectF> f = rackFootprint(d.racks().at(r));
            f && footprintsOverlap(*footprint, *f))
            return true;
    }
    return false;
}

void FloorPlanScene::helpEvent(QGraphicsSceneHelpEvent *event)
{
    const QList<QGraphicsItem *> under =
        items(event->scenePos(), Qt::IntersectsItemShape, Qt::DescendingOrder);
    for (QGraphicsItem *item : under) {
        if (item->type() != RackItem::Type) continue;
        QToolTip::showText(event->screenPos(), static_cast<RackItem *>(item)->tipText(), event->widget());
        event->accept();
        return;
    }
    QGraphicsScene::helpEvent(event);
}

void FloorPlanScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event)
{
    for (QGraphicsItem *item : items(event->scenePos()))
        if (item->type() == RackItem::Type) {
            Q_EMIT rackActivated(static_cast<RackItem *>(item)->rack());
            return;
        }
    QGraphicsScene::mouseDoubleClickEvent(event);
}

bool FloorPlanScene::event(QEvent *event)
{
    if (isWindowActivation(event)) return true;
    return QGraphicsScene::event(event);
}

void FloorPlanScene::updateRackLabels(const QRectF &rect)
{
    if (m_labels) m_labels->update(rect);
}

} // namespace railyard
