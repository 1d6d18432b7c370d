#pragma once

#include <QObject>

class QMainWindow;
class QTabWidget;

namespace railyard {

class DesignView;
class Document;
class ElevationPage;
class ElevationScene;
class ElevationView;
class FabricScene;
class FabricView;
class FloorPlanScene;
class FloorPlanView;
class OverlayController;
class ValidationController;

// A window's three views in tabs, its central widget: the floor plan, the rack elevations with their page,
// and the fabric — each a scene with its view, the scenes with their tools and the as-built overlay. The
// window's actions and the tests reach them through these members.
class WindowViews : public QObject
{
    Q_OBJECT

public:
    WindowViews(QMainWindow *window, OverlayController *overlay);

    // Shows a document (null: none), every view fit to it.
    void setDocument(Document *document, ValidationController *validation);
    // Fits every view to what it shows; the fabric once it comes to the front (it is laid out only then).
    void zoomAllToFit();

    QTabWidget *const tabs;
    FloorPlanScene *const floorPlan;
    FloorPlanView *const floorPlanView;
    ElevationScene *const elevations;
    ElevationView *const elevationView;
    ElevationPage *const elevationPage;
    FabricScene *const fabric;
    FabricView *const fabricView;

private:
    // The design was replaced (generated, imported, its replacement undone): every view fits the new one.
    void fitReplaced();

    bool m_fitFabricWhenShown = false; // a fit was asked for while the fabric was behind another tab
    bool m_fitFabricOnLayout =
        false; // the fabric fits once laid out again (after the replaced design's check)
    QMetaObject::Connection m_replaced;
};

} // namespace railyard
