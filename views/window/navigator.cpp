#include "window/navigator.h"

#include "design/findobject.h"
#include "document/document.h"
#include "elevation/deviceitem.h"
#include "elevation/elevationpage.h"
#include "elevation/elevationscene.h"
#include "elevation/elevationview.h"
#include "fabric/fabricscene.h"
#include "fabric/fabricview.h"
#include "floorplan/floorplanscene.h"
#include "floorplan/floorplanview.h"
#include "floorplan/rackitem.h"
#include "render/elevationgeometry.h"
#include "validation/issue.h"
#include "window/windowviews.h"

#include <QAction>
#include <QTabWidget>

namespace railyard {

Navigator::Navigator(SelectionModel *selection, const WindowViews &views, QObject *parent)
    : QObject(parent), m_selection(selection), m_views(views)
{
}

void Navigator::setDocument(Document *document)
{
    m_document = document;
}

DesignView *Navigator::currentView() const
{
    return m_views.tabs->currentWidget() == m_views.elevationPage
               ? m_views.elevationView
               : static_cast<DesignView *>(m_views.tabs->currentWidget());
}

void Navigator::showIssue(const Issue &issue)
{
    const Design &d = m_document->design();
    // An issue about trays (tray-fill, bend-radius) is shown on them: their Properties list their cables.
    if (!issue.segments.isEmpty()) {
        Selection trays;
        trays.segments = issue.segments;
        m_selection->select(trays);
        reveal(trays);
        Q_EMIT message(QStringLiteral("%1: %2").arg(QString(ruleId(issue.rule)),
                                                    issue.segments.join(QStringLiteral(", "))),
                       8000);
        return;
    }
    // An issue about a rack (rack-power) lists every device in it too; the rack is what to look at, and its
    // Properties say what it draws.
    const QList<int> devices = issue.racks.isEmpty() ? issue.devices : QList<int>();
    QStringList names;
    for (int c : issue.cables)
        names << d.cables().at(c).id;
    for (int dev : devices)
        names << d.devices().at(dev).id;
    for (int r : issue.racks)
        names << d.racks().at(r).id;
    m_selection->select({issue.racks, devices, issue.cables});
    reveal(m_selection->selection());
    Q_EMIT message(
        QStringLiteral("%1: %2").arg(QString(ruleId(issue.rule)), names.join(QStringLiteral(", "))), 8000);
}

void Navigator::showFloorPlan()
{
    m_views.tabs->setCurrentWidget(m_views.floorPlanView);
}

void Navigator::reveal(const Selection &what)
{
    const Design &d = m_document->design();
    // Segments and nodes: on the floor plan, around their nodes.
    if (what.hasPathways() && what.racks.isEmpty() && what.devices.isEmpty() && what.cables.isEmpty()) {
        const Pathways &p = d.pathways;
        QList<QRectF> boxes;
        QRectF area;
        const auto add = [&](const QRectF &box) {
            boxes.append(box);
            area |= box;
        };
        for (const QString &id : what.segments)
            if (const int s = p.segmentIndex(id); s >= 0)
                add(QRectF(m_views.floorPlan->nodeCentre(p.segments[s].a),
                           m_views.floorPlan->nodeCentre(p.segments[s].b))
                        .normalized()
                        .adjusted(-20, -20, 20, 20));
        for (const QString &id : what.nodes)
            if (p.nodeIndex(id) >= 0)
                add(QRectF(m_views.floorPlan->nodeCentre(id) - QPointF(20, 20), QSizeF(40, 40)));
        if (area.isEmpty()) return;
        showFloorPlan();
        m_views.floorPlanView->showRect(area, 2.0);
        m_views.floorPlanView->flash(boxes);
        return;
    }
    // Devices, and the devices at the ends of cables: the elevations (and the fabric) show those.
    QList<int> devices = what.devices;
    for (int c : what.cables)
        for (const Endpoint &e : d.cables().at(c).ends)
            if (!e.isLoose() && !devices.contains(e.device)) devices.append(e.device);

    // In the fabric, devices it draws are shown there.
    if (m_views.tabs->currentWidget() == m_views.fabricView && what.racks.isEmpty() && !devices.isEmpty()) {
        QList<QRectF> boxes;
        QRectF area;
        for (int dev : devices)
            if (const std::optional<QPointF> pos = m_views.fabric->nodePos(dev)) {
                boxes.append(QRectF(*pos - QPointF(8, 8), QSizeF(16, 16)));
                area |= boxes.last();
            }
        if (!boxes.isEmpty()) {
            m_views.fabricView->showRect(area, 3.0);
            m_views.fabricView->flash(boxes);
            return;
        }
    }

    devices.removeIf([&](int dev) { return !d.devices().at(dev).isPlaced(); });
    if (!devices.isEmpty() && what.racks.isEmpty()) {
        // The row that holds them (all racks when they are in several rows and the design is small enough).
        QSet<QString> rows;
        for (int dev : devices)
            rows.insert(d.racks().at(d.devices().at(dev).rack).row);
        const bool allShown = std::all_of(devices.begin(), devices.end(), [&](int dev) {
            return m_views.elevations->racks().contains(d.devices().at(dev).rack);
        });
        if (!allShown) {
            if (rows.size() > 1 && d.racks().liveCount() <= ElevationPage::allRacksLimit)
                m_views.elevations->showAllRacks();
            else
                m_views.elevations->showRow(d.racks().at(d.devices().at(devices.first()).rack).row);
        }
        // The side the cables are plugged on: trunks between panels are seen from the rear.
        bool rear = false, front = false;
        for (int c : what.cables)
            for (const Endpoint &e : d.cables().at(c).ends)
                if (!e.isLoose()) {
                    rear = rear || e.side == Side::Rear;
                    front = front || e.side != Side::Rear;
                }
        const bool wantRear =
            (rear || front) ? !front : m_views.elevations->isRear(); // devices alone: as it is
        if (wantRear != m_views.elevations->isRear() && m_rear) m_rear->trigger();
        m_views.tabs->setCurrentWidget(m_views.elevationPage);
        QList<QRectF> boxes;
        QRectF area;
        for (int dev : devices)
            if (QGraphicsItem *item = m_views.elevations->deviceItem(dev)) {
                boxes.append(item->sceneBoundingRect());
                area |= boxes.last();
            }
        // A rack unit about 36 pixels high at most: one device is shown at a working size, not filling the
        // screen.
        m_views.elevationView->showRect(area, 36.0 / elevation::unitHeight);
        m_views.elevationView->flash(boxes);
        return;
    }

    // Racks (and devices without a place in the elevations): on the floor plan.
    QList<int> racks = what.racks;
    for (int dev : devices)
        if (!racks.contains(d.devices().at(dev).rack)) racks.append(d.devices().at(dev).rack);
    QList<QRectF> boxes;
    QRectF area;
    for (int r : racks)
        if (RackItem *item = m_views.floorPlan->rackItem(r)) {
            boxes.append(item->sceneBoundingRect());
            area |= boxes.last();
        }
    if (area.isEmpty()) return;
    m_views.tabs->setCurrentWidget(m_views.floorPlanView);
    m_views.floorPlanView->showRect(area, 2.0);
    m_views.floorPlanView->flash(boxes);
}

void Navigator::showRackElevation(int rack)
{
    // The rack with the racks of its row (or all racks, if that is what is shown and it is among them).
    if (!m_views.elevations->racks().contains(rack) ||
        m_views.elevations->rackChoice() == ElevationScene::RackChoice::Listed)
        m_views.elevations->showRow(m_document->design().racks().at(rack).row);
    m_views.tabs->setCurrentWidget(m_views.elevationPage);
    m_views.elevationView->centreOnRect(m_views.elevations->rackRect(rack));
}

bool Navigator::find(const QString &text)
{
    const FoundObject found = findObject(m_document->design(), text);
    Selection what;
    switch (found.kind) {
    case EntityKind::None:
        return false;
    case EntityKind::Rack:
        what.racks = {found.slot};
        break;
    case EntityKind::Device:
        what.devices = {found.slot};
        break;
    case EntityKind::Cable:
        what.cables = {found.slot};
        Q_EMIT message(tr("Cable %1").arg(m_document->design().cables().at(found.slot).id), 5000);
        break;
    }
    m_selection->select(what);
    // A rack is found on the floor plan, a device or cable in the rack elevations (or the fabric, if shown).
    reveal(what);
    return true;
}

DrawingView Navigator::currentDrawing() const
{
    if (m_views.tabs->currentWidget() == m_views.fabricView)
        return {DrawingView::Kind::Fabric, {}, false, {}};
    if (m_views.tabs->currentWidget() == m_views.elevationPage && !m_views.elevations->racks().isEmpty()) {
        // Every rack on screen, as shown: a row by its name, else the racks by id.
        const Design &d = m_document->design();
        if (m_views.elevations->rackChoice() == ElevationScene::RackChoice::Row)
            return {DrawingView::Kind::Row, m_views.elevations->row(), m_views.elevations->isRear(), {}};
        QStringList ids;
        for (int r : m_views.elevations->racks())
            ids << d.racks().at(r).id;
        return {DrawingView::Kind::Racks, {}, m_views.elevations->isRear(), ids};
    }
    return {DrawingView::Kind::Floor, {}, false, {}};
}

Selection Navigator::everythingShown() const
{
    const Design &d = m_document->design();
    Selection all;
    if (m_views.tabs->currentWidget() == m_views.floorPlanView) {
        for (int r : d.racks().live())
            all.racks.append(r);
    } else if (m_views.tabs->currentWidget() == m_views.elevationPage) {
        for (int dev : d.devices().live())
            if (m_views.elevations->deviceItem(dev)) all.devices.append(dev);
    }
    return all;
}

} // namespace railyard
