#pragma once

#include <QObject>
#include <QSet>

namespace railyard {

class DesignPanel;
class ElevationScene;
class FabricScene;
class FloorPlanScene;
class PropertiesPanel;
class SelectionModel;

// Keeps every view and panel showing the one selection of the window: what the user picks in a scene or the
// design tree goes into the SelectionModel, and every change of the model is shown everywhere else. While it
// shows a selection, the selection signals that causes are ignored, so nothing echoes back.
class SelectionSync : public QObject
{
    Q_OBJECT

public:
    SelectionSync(SelectionModel *model, FloorPlanScene *floorPlan, ElevationScene *elevations,
                  DesignPanel *tree, PropertiesPanel *properties, QObject *parent = nullptr);

    // The fabric view shows and picks devices too.
    void setFabric(FabricScene *fabric);

private:
    void showSelection();
    // The racks that hold the selected devices and the ends of the selected cables (marked on the floor
    // plan).
    QSet<int> racksHolding(const struct Selection &selection) const;
    void showInElevations();
    void takeFromFloorPlan();
    void takeFromElevations();

    SelectionModel *m_model;
    FloorPlanScene *m_floorPlan;
    ElevationScene *m_elevations;
    DesignPanel *m_tree;
    PropertiesPanel *m_properties;
    FabricScene *m_fabric = nullptr;
    bool m_showing = false;
};

} // namespace railyard
