#pragma once

#include "render/fabricblocks.h"
#include "render/fabriclayout.h"
#include "render/linkoverlay.h"
#include "validation/validator.h"

#include <QGraphicsScene>
#include <QHash>
#include <QLineF>
#include <QPointF>
#include <QSet>

namespace railyard {

class Document;
class FabricLayer;
class FabricLayoutJob;
class OverlayController;
class ValidationController;

// The logical fabric: GPU servers grouped by scalable unit along the bottom, their leaves ordered by rail
// above them, spines and cores on top, and every complete channel a link coloured by the rail it carries.
// Links that break rail alignment are drawn red and thick. Laid out again whenever validation has news.
class FabricScene : public QGraphicsScene
{
    Q_OBJECT

public:
    explicit FabricScene(QObject *parent = nullptr);
    void setDocument(Document *document, ValidationController *validation);
    // Where the as-built overlay the links are coloured by comes from.
    void setOverlay(OverlayController *overlay);
    // Laying out a large fabric takes a moment: while the view is not shown, edits only mark it out of date.
    void setShown(bool shown);
    // From this many cables the fabric is laid out without stopping the window (FabricLayoutJob): the last
    // layout stays drawn until the new one is ready.
    static constexpr int backgroundCables = 100000;
    // The threshold, and how many channel slots the job gathers per turn of the event loop (for tests).
    void setBackgroundThreshold(int cables, size_t sliceSlots);
    // True while a layout is being made in the background, or waits for the design's first check.
    bool isLayingOut() const;
    bool isWaitingForValidation() const { return m_waitingForValidation; }
    Document *document() const { return m_document; }
    // Colours laid over the links (an as-built verification), or none.
    const LinkOverlay *overlay() const;

    using Node = FabricLayout::Node;
    using UnitLabel = FabricLayout::UnitLabel;
    const FabricLayout &layout() const { return m_layout; }
    const std::vector<Node> &nodes() const { return m_layout.nodes(); }
    const std::vector<Validator::DeviceLink> &links() const { return m_layout.links(); }
    // The drawn line of each link, in the order of links().
    const std::vector<QLineF> &linkLines() const { return m_layout.linkLines(); }
    std::optional<QPointF> nodePos(int device) const { return m_layout.nodePos(device); }
    QList<int> railsInUse() const { return m_layout.railsInUse(); }
    static QRectF nodeRect(const Node &node) { return FabricLayout::nodeRect(node); }
    // The device whose box is nearest a scene point within `tolerance`, or -1.
    int deviceAt(const QPointF &scenePos, double tolerance) const
    {
        return m_layout.deviceAt(scenePos, tolerance);
    }
    const std::vector<UnitLabel> &unitLabels() const { return m_layout.unitLabels(); }
    const QSet<int> &selectedDevices() const { return m_selected; }
    // The devices shown selected (the window's selection); picked ones are announced with devicesPicked.
    void setSelectedDevices(const QList<int> &devices);
    bool isSelectedDevice(int device) const { return m_selected.contains(device); }

Q_SIGNALS:
    void laidOut();
    // The layout was replaced: laid out anew, or dropped (an empty fabric until it is laid out again).
    void layoutChanged();
    // A device double-clicked: the window shows it in its rack.
    void deviceActivated(int device);
    // The user clicked devices (empty: the background); `toggle` with Ctrl held.
    void devicesPicked(const QList<int> &devices, bool toggle);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event) override;
    void helpEvent(QGraphicsSceneHelpEvent *event) override;

private:
    void relayout();
    void adopt(FabricLayout layout);
    void dropLayout(); // an empty fabric, until it is laid out
    void onValidation();
    bool m_shown = true;
    bool m_stale = false;

    Document *m_document = nullptr;
    ValidationController *m_validation = nullptr;
    OverlayController *m_overlay = nullptr;
    FabricLayout m_layout;
    QSet<int> m_selected;
    FabricLayer *m_layer = nullptr;
    FabricLayoutJob *m_job = nullptr;
    int m_backgroundCables = backgroundCables;
    bool m_waitingForValidation = false;
    double pickTolerance() const;
    // The view's scale (1 when there is none).
    double zoom() const;
    // The block at a point while the fabric is drawn in blocks (`blocks` set to them), else -1.
    int blockAt(const QPointF &scenePos, std::shared_ptr<const FabricBlocks> &blocks) const;
    // The live devices of a block (a layout made in the background may be a moment older than the design).
    QList<int> devicesOfBlock(const FabricBlocks &blocks, int block) const;
    bool isLiveDevice(int device) const;
    void showBlockTip(QGraphicsSceneHelpEvent *event, const FabricBlocks &blocks, int block);
};

} // namespace railyard
