#pragma once

#include "common/dropghost.h"
#include "render/colouring.h"
#include "render/floorplanpainter.h"
#include "render/rackpowerscale.h"

#include <QGraphicsScene>
#include <QHash>
#include <QSet>

#include <memory>

namespace railyard {

class BundleLayer;
class TrayLayer;
class RackLabelLayer;
class Document;
class OverlayController;
class RackItem;
struct LinkOverlay;
class SceneTools;
class ValidationController;
struct Change;

// The floor plan: racks at their floor positions (1 scene unit = 1 cm) and the cable bundles between them.
// Keeps one RackItem per rack in step with the document's change events; the mouse is handled by the tools
// installed in tools() (move racks, drop rack types), each gesture ending in one undo command.
class FloorPlanScene : public QGraphicsScene
{
    Q_OBJECT

public:
    static constexpr double unitsPerMetre = FloorPlanLayout::unitsPerMetre;

    explicit FloorPlanScene(QObject *parent = nullptr);
    ~FloorPlanScene() override;
    void setDocument(Document *document, ValidationController *validation);
    // The overlay whose rack marks tint the racks (a comparison with a revision); null: none.
    void setOverlay(OverlayController *overlay);
    const LinkOverlay *overlay() const;
    Document *document() const { return m_document; }
    ValidationController *validation() const { return m_validation; }
    SceneTools *tools() const { return m_tools; }
    Colouring colouring() const { return m_colouring; }
    // What the painters need from validation and the selection.
    Decorations decorations() const;
    const FloorPlanLayout *layout() const { return m_layout.get(); }
    void setColouring(Colouring colouring);
    // Racks filled by the power their devices draw, with a legend in kW (View ▸ Colour Racks by Power Use).
    void setPowerColouring(bool on);
    bool powerColouring() const { return m_powerColouring; }
    RackPower rackPower(int rack) const { return m_powers.value(rack); }
    // The scale the racks are filled by; set while power colouring is on.
    const std::optional<RackPowerScale> &powerScale() const { return m_powerScale; }

    RackItem *rackItem(int rack) const { return m_racks.value(rack); }
    BundleLayer *bundleLayer() const { return m_bundles; }
    // The bundle layer finished bundles it built between events: the legend lists their keys.
    void bundlesBuilt() { Q_EMIT legendChanged(); }
    // From how many cables on the bundles are built between events (BundleLayer); tests lower it.
    static constexpr int bundleSliceCables = 200000;
    int bundleSliceThreshold() const { return m_bundleSliceCables; }
    void setBundleSliceThreshold(int cables) { m_bundleSliceCables = cables; }
    TrayLayer *trayLayer() const { return m_trays; }
    RackLabelLayer *rackLabelLayer() const { return m_labels; }
    // Repaints the racks' ids in that part of the scene (a rack moved or changed its look).
    void updateRackLabels(const QRectF &rect);
    // Marks the routes of these cables over the trays (the window's selected cables).
    void showRoutesOf(const QList<int> &cables);
    // View ▸ Edit Pathways: the Pathways tool takes the mouse before the racks, and the nodes show.
    void setPathwayEditing(bool on);
    bool pathwayEditing() const { return m_pathwayEditing; }
    // View ▸ Colour Trays by Fill: the heat map and its legend, or plain trays.
    void setTrayFillColouring(bool on);
    bool trayFillColouring() const { return m_trayFill; }
    // The window's selected segments and nodes, outlined on the trays.
    void showPathwaySelection(const QStringList &segments, const QStringList &nodes);
    const QStringList &selectedSegments() const { return m_selectedSegments; }
    const QStringList &selectedNodes() const { return m_selectedNodes; }
    // The user picked these segments and nodes (the Pathways tool): says so with pathwaysPicked.
    void pickPathways(const QStringList &segments, const QStringList &nodes);
    // Where a pathway node is drawn (scene units); the origin when there is none.
    QPointF nodeCentre(const QString &node) const;
    // Where a rack's centre is drawn: its floor position, or a place in the row of racks without one.
    QPointF rackCentre(int rack) const;
    // Where a dragged rack lands: the nearest point of the floor grid (Edit ▸ Preferences, 0.6 m tiles by
    // default).
    QPointF snap(const QPointF &scenePos) const { return FloorPlanLayout::snap(scenePos, m_gridMetres); }
    void setGridMetres(double metres) { m_gridMetres = metres; }
    double gridMetres() const { return m_gridMetres; }
    QRectF racksRect() const;
    // What fits the floor plan to a view or a drawing: the racks, with room for the bundle arcs above them.
    QRectF contentRect() const;
    void selectRacks(const QList<int> &racks);
    // Outlines the racks that hold objects selected in other views (their racks themselves are not selected).
    void markRacks(const QSet<int> &racks);
    using RackStats = floorplan::RackStats;
    // Devices in a rack and whether one has an error, counted once for all racks per update.
    RackStats rackStats(int rack) const { return m_rackStats.value(rack); }
    // Whether a rack dragged to `centre` (scene units) would stand on a rack that is not being dragged with
    // it.
    bool wouldOverlap(int rack, const QPointF &centre) const;
    RackItem *rackItemAt(const QPointF &scenePos) const;
    // Where a rack dragged from the Catalog would stand.
    void showGhost(const QRectF &rect, bool fits) { m_ghost.show(this, rect, fits); }
    void hideGhost() { m_ghost.hide(); }

Q_SIGNALS:
    void rackActivated(int rack);
    void pathwaysPicked(const QStringList &segments, const QStringList &nodes);
    void legendChanged();
    // A sentence for the status bar about what the last action did or why it could not.
    void message(const QString &text);

protected:
    bool event(QEvent *event) override;
    // The mouse goes to the tools first; what they do not take (the background) to the view's rubber band.
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event) override;
    // A rack's tooltip, made when shown (RackItem::tipText); other items' as Qt shows them.
    void helpEvent(QGraphicsSceneHelpEvent *event) override;

private:
    SceneTools *m_tools;
    double m_gridMetres = FloorPlanLayout::gridMetres;
    void onChanged(const Change &change);
    void rebuild();
    void syncRacks(const QList<int> &racks);
    void updateSceneRect();
    void refreshStatus();
    void countRacks();

    Document *m_document = nullptr;
    ValidationController *m_validation = nullptr;
    OverlayController *m_overlay = nullptr;
    Colouring m_colouring = Colouring::Rail;
    QHash<int, RackItem *> m_racks;
    std::unique_ptr<FloorPlanLayout> m_layout;
    QHash<int, RackStats> m_rackStats;
    QHash<int, RackPower> m_powers;
    bool m_powerColouring = false;
    std::optional<RackPowerScale> m_powerScale;
    QSet<int> m_marked;
    BundleLayer *m_bundles = nullptr;
    int m_bundleSliceCables = bundleSliceCables;
    TrayLayer *m_trays = nullptr;
    RackLabelLayer *m_labels = nullptr;
    bool m_pathwayEditing = false;
    bool m_trayFill = true;
    QStringList m_selectedSegments, m_selectedNodes;
    DropGhost m_ghost;
};

} // namespace railyard
