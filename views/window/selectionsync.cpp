#include "window/selectionsync.h"

#include "controllers/selectionmodel.h"
#include "document/document.h"
#include "elevation/deviceitem.h"
#include "elevation/elevationscene.h"
#include "fabric/fabricscene.h"
#include "floorplan/floorplanscene.h"
#include "floorplan/rackitem.h"
#include "panels/designpanel.h"
#include "panels/propertiespanel.h"

#include <algorithm>

namespace railyard {

SelectionSync::SelectionSync(SelectionModel *model, FloorPlanScene *floorPlan, ElevationScene *elevations,
                             DesignPanel *tree, PropertiesPanel *properties, QObject *parent)
    : QObject(parent), m_model(model), m_floorPlan(floorPlan), m_elevations(elevations), m_tree(tree),
      m_properties(properties)
{
    connect(m_model, &SelectionModel::changed, this, &SelectionSync::showSelection);
    connect(m_floorPlan, &QGraphicsScene::selectionChanged, this, &SelectionSync::takeFromFloorPlan);
    connect(m_elevations, &QGraphicsScene::selectionChanged, this, &SelectionSync::takeFromElevations);
    connect(m_elevations, &ElevationScene::cableSelected, this, &SelectionSync::takeFromElevations);
    // Other racks shown means new device items: select the ones that are selected.
    connect(m_elevations, &ElevationScene::racksChanged, this, &SelectionSync::showInElevations);
    connect(m_floorPlan, &FloorPlanScene::pathwaysPicked, this,
            [this](const QStringList &segments, const QStringList &nodes) {
                Selection s;
                s.segments = segments;
                s.nodes = nodes;
                m_model->select(s);
            });
    connect(m_properties, &PropertiesPanel::cablesPicked, this, [this](const QList<int> &cables) {
        m_model->select({{}, {}, cables});
    });
    connect(m_tree, &DesignPanel::picked, this, [this](const QList<int> &racks, const QList<int> &devices) {
        m_model->select({racks, devices, {}});
    });
}

void SelectionSync::setFabric(FabricScene *fabric)
{
    m_fabric = fabric;
    connect(m_fabric, &FabricScene::devicesPicked, this, [this](const QList<int> &devices, bool toggle) {
        QList<int> chosen = devices;
        if (toggle) {
            chosen = m_model->selection().devices;
            for (int d : devices)
                if (!chosen.removeOne(d)) chosen.append(d);
        }
        m_model->select({{}, chosen, {}});
    });
    m_fabric->setSelectedDevices(m_model->selection().devices);
}

QSet<int> SelectionSync::racksHolding(const Selection &s) const
{
    QSet<int> racks;
    const Document *doc = m_floorPlan->document();
    if (!doc) return racks;
    const Design &d = doc->design();
    for (int dev : s.devices)
        if (d.devices().isLive(dev) && d.devices().at(dev).rack >= 0) racks.insert(d.devices().at(dev).rack);
    for (int c : s.cables)
        if (d.cables().isLive(c))
            for (const Endpoint &e : d.cables().at(c).ends)
                if (!e.isLoose() && d.devices().at(e.device).rack >= 0)
                    racks.insert(d.devices().at(e.device).rack);
    return racks;
}

void SelectionSync::showSelection()
{
    const Selection &s = m_model->selection();
    m_showing = true;
    m_floorPlan->selectRacks(s.racks);
    m_floorPlan->markRacks(racksHolding(s));
    m_floorPlan->showRoutesOf(s.cables);
    m_floorPlan->showPathwaySelection(s.segments, s.nodes);
    showInElevations();
    m_tree->selectObjects(s.racks, s.devices);
    if (m_fabric) m_fabric->setSelectedDevices(s.devices);
    m_showing = false;
    // The Properties dock edits one kind of object at a time: devices first, as the most specific.
    if (!s.devices.isEmpty())
        m_properties->showObjects(EntityKind::Device, s.devices);
    else if (!s.cables.isEmpty())
        m_properties->showObjects(EntityKind::Cable, s.cables);
    else if (s.hasPathways())
        m_properties->showPathways(s.segments, s.nodes);
    else
        m_properties->showObjects(EntityKind::Rack, s.racks);
}

void SelectionSync::showInElevations()
{
    const Selection &s = m_model->selection();
    const bool wasShowing = m_showing;
    m_showing = true;
    m_elevations->clearSelection();
    for (int device : s.devices)
        if (DeviceItem *item = m_elevations->deviceItem(device)) item->setSelected(true);
    const int cable = s.cables.isEmpty() ? -1 : s.cables.first();
    if (m_elevations->selectedCable() != cable) m_elevations->setSelectedCable(cable);
    m_showing = wasShowing;
}

void SelectionSync::takeFromFloorPlan()
{
    if (m_showing) return;
    Selection s;
    for (QGraphicsItem *item : m_floorPlan->selectedItems())
        if (item->type() == RackItem::Type) s.racks.append(static_cast<RackItem *>(item)->rack());
    std::sort(s.racks.begin(), s.racks.end()); // selectedItems() comes in no particular order
    m_model->select(s);
}

void SelectionSync::takeFromElevations()
{
    if (m_showing || m_elevations->isRebuilding()) return;
    Selection s;
    for (QGraphicsItem *item : m_elevations->selectedItems())
        if (item->type() == DeviceItem::Type) s.devices.append(static_cast<DeviceItem *>(item)->device());
    if (m_elevations->selectedCable() >= 0) s.cables.append(m_elevations->selectedCable());
    std::sort(s.devices.begin(), s.devices.end());
    m_model->select(s);
}

} // namespace railyard
