#pragma once

#include "common/designview.h"

namespace railyard {

class ElevationScene;

// The rack elevations. Presses and parts dragged from the Catalog go to the scene's tools.
class ElevationView : public DesignView
{
    Q_OBJECT

public:
    explicit ElevationView(ElevationScene *scene, QWidget *parent = nullptr);
    ElevationScene *elevations() const { return m_scene; }
    // Zooms in until every port of the device is comfortable to aim at, keeping `at` under the pointer.
    void zoomToPorts(int device, const QPointF &at);

private:
    ElevationScene *m_scene;
};

} // namespace railyard
