#pragma once

#include "common/designview.h"

namespace railyard {

class FloorPlanScene;
class LegendWidget;

// The floor plan with its colour legend in the lower left corner.
class FloorPlanView : public DesignView
{
    Q_OBJECT

public:
    explicit FloorPlanView(FloorPlanScene *scene, QWidget *parent = nullptr);
    FloorPlanScene *floorPlan() const { return m_scene; }
    LegendWidget *legend() const { return m_legend; }

protected:
    QRectF contentRect() const override;
    void resizeEvent(QResizeEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;

private:
    void updateLegend();
    void placeLegend();

    FloorPlanScene *m_scene;
    LegendWidget *m_legend;
};

} // namespace railyard
