#pragma once

#include "render/floorplanpainter.h"
#include <QColor>

#include <QGraphicsItem>

#include <optional>

namespace railyard {

class FloorPlanScene;

// A rack seen from above on the floor plan. Paints itself with level of detail; dragging it is
// MoveRacksTool's job.
class RackItem : public QGraphicsItem
{
public:
    enum
    {
        Type = UserType + 1
    };
    RackItem(FloorPlanScene *scene, int rack);

    int type() const override { return Type; }
    int rack() const { return m_rack; }
    // Reads position, size, label and status from the document.
    void sync();
    // What its tooltip says (id, row, height, devices, power), made when asked: a hall has 55k racks.
    QString tipText() const;
    // Marked: the rack holds something selected elsewhere (a device, a cable end) without being selected
    // itself.
    void setMarked(bool marked);
    bool isMarked() const { return m_marked; }
    // Refused: while dragged, the rack stands on another one (drawn red; the drop will put it back).
    void setRefused(bool refused);
    bool isRefused() const { return m_refused; }
    // Shows the rack at a position while it is dragged; sync() puts it back where the document has it.
    void showAt(const QPointF &pos);
    // Its footprint in its own coordinates, and how it looks: what the label layer draws its id with.
    QRectF rect() const { return m_rect; }
    floorplan::RackLook look() const;
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    // Repaints the rack and its label (drawn by the scene's label layer) where it was and where it is.
    void repaint(const QRectF &before);

    // Everything sync() shows, to skip the racks an update leaves as they were (a million-GPU floor syncs
    // 55k racks after each validation).
    struct Shown
    {
        QString id, row;
        int heightU = 0;
        QRectF rect;
        bool placed = true;
        int devices = 0;
        bool error = false;
        QColor fill;
        QString detail;
        QPointF pos;
        double drawW = 0;
        std::optional<double> limitW;
        bool limitFromType = false;
        int unknownDevices = 0;
        bool operator==(const Shown &) const = default;
    };

    FloorPlanScene *m_scene;
    std::optional<Shown> m_shown;
    int m_rack;
    QRectF m_rect;
    QString m_label;
    QColor m_fill;    // the power colouring's band, when on
    QString m_detail; // the power drawn, when on
    int m_devices = 0;
    bool m_error = false;
    bool m_placed = true;
    bool m_marked = false;
    bool m_refused = false;
};

} // namespace railyard
