#pragma once

#include "common/designview.h"

namespace railyard {

class FloorPlanScene;
class LegendWidget;

// The floor plan with its colour legend in the lower left corner; racks dragged from the Catalog land on it.
class FloorPlanView : public DesignView
{
    Q_OBJECT

public:
    explicit FloorPlanView(FloorPlanScene *scene, QWidget *parent = nullptr);
    FloorPlanScene *floorPlan() const { return m_scene; }
    LegendWidget *legend() const { return m_legend; }
    // The key of the power colouring, above the cables' legend; hidden while it is off.
    LegendWidget *powerLegend() const { return m_powerLegend; }
    // The key of the trays' fill colours, beside the others; hidden when the design has no trays.
    LegendWidget *trayLegend() const { return m_trayLegend; }
    // The key of the racks' density fill, for a plan drawn from afar when zoomed out; hidden otherwise.
    LegendWidget *densityLegend() const { return m_densityLegend; }

    // The keys along the lower edge: a fit keeps the racks above them.
    int reservedBottom() const override;

protected:
    QRectF contentRect() const override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void updateLegend();
    void placeLegend();

    FloorPlanScene *m_scene;
    LegendWidget *m_legend;
    LegendWidget *m_powerLegend;
    LegendWidget *m_trayLegend;
    LegendWidget *m_densityLegend;
};

} // namespace railyard
