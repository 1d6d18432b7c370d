#include "floorplan/rackitem.h"

#include "controllers/validationcontroller.h"
#include "core/numberformat.h"
#include "document/document.h"
#include "floorplan/floorplanscene.h"
#include "render/floorplanpainter.h"

#include <QGraphicsScene>
#include <QPainter>
#include <QPalette>
#include <QStyleOptionGraphicsItem>

#include <cmath>

namespace railyard {

RackItem::RackItem(FloorPlanScene *scene, int rack) : m_scene(scene), m_rack(rack)
{
    setFlags(ItemIsSelectable);
    setZValue(1);
}

void RackItem::sync()
{
    const Design &d = m_scene->document()->design();
    const Rack &r = d.racks().at(m_rack);
    const FloorPlanScene::RackStats stats = m_scene->rackStats(m_rack);
    const RackPower power = m_scene->rackPower(m_rack);
    QColor fill = m_scene->powerScale() ? m_scene->powerScale()->colour(power) : QColor();
    // A comparison with a revision tints what it marks, over the power colouring.
    if (const LinkOverlay *overlay = m_scene->overlay(); overlay && !overlay->racks.isEmpty())
        if (const QColor tint = overlay->tintOfKey(overlay->keyOfRack(m_rack)); tint.isValid()) fill = tint;
    Shown now{r.id,
              r.row,
              r.heightU,
              FloorPlanLayout::rackRect(r),
              r.hasPosition(),
              stats.devices,
              stats.error,
              fill,
              m_scene->powerScale() ? RackPowerScale::label(power) : QString(),
              m_scene->rackCentre(m_rack),
              power.totalW(),
              power.limitW,
              power.limitFromType,
              power.unknownDevices};
    if (m_shown == now && !m_refused && pos() == now.pos) return;
    const QRectF before = sceneBoundingRect();
    prepareGeometryChange();
    m_rect = now.rect;
    m_label = r.id;
    m_placed = now.placed;
    m_devices = stats.devices;
    m_error = stats.error;
    m_fill = now.fill;
    m_detail = now.detail;
    m_refused = false;
    setPos(now.pos);
    m_shown = std::move(now);
    repaint(before);
}

void RackItem::showAt(const QPointF &pos)
{
    const QRectF before = sceneBoundingRect();
    setPos(pos);
    repaint(before);
}

void RackItem::repaint(const QRectF &before)
{
    update();
    m_scene->updateRackLabels(before.united(sceneBoundingRect()));
}

void RackItem::setMarked(bool marked)
{
    if (marked == m_marked) return;
    m_marked = marked;
    update();
}

void RackItem::setRefused(bool refused)
{
    if (refused == m_refused) return;
    m_refused = refused;
    repaint(sceneBoundingRect());
}

QRectF RackItem::boundingRect() const
{
    return m_rect.adjusted(-3, -3, 3, 3); // FloorPlanLayout::rackBounds
}

floorplan::RackLook RackItem::look() const
{
    floorplan::RackLook look;
    look.label = m_label;
    look.error = m_error;
    look.placed = m_placed;
    look.selected = isSelected();
    look.marked = m_marked;
    look.refused = m_refused;
    look.fill = m_fill;
    look.detail = m_detail;
    return look;
}

void RackItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    // The scene's palette: the application's, or a drawing's own. Its id is the label layer's, over the
    // bundles.
    floorplan::paintRack(*painter, m_rect, look(),
                         option->levelOfDetailFromTransform(painter->worldTransform()), scene()->palette());
}

QString RackItem::tipText() const
{
    const Design &d = m_scene->document()->design();
    const Rack &r = d.racks().at(m_rack);
    const FloorPlanScene::RackStats stats = m_scene->rackStats(m_rack);
    const RackPower power = m_scene->rackPower(m_rack);
    QString tip =
        QCoreApplication::translate("RackItem", "%1 — row %2, %3 U, %Ln device(s)%4", nullptr, stats.devices)
            .arg(r.id, r.row.isEmpty() ? QStringLiteral("-") : r.row)
            .arg(r.heightU)
            .arg(r.hasPosition() ? QString()
                                 : QCoreApplication::translate("RackItem", ", no floor position yet"));
    if (power.totalW() > 0 || power.limitW) {
        const QString draw = formatDrawKw(power);
        tip += QLatin1Char('\n') +
               (!power.limitW ? QCoreApplication::translate("RackItem", "Draws %1 kW").arg(draw)
                : power.limitFromType
                    ? QCoreApplication::translate("RackItem", "Draws %1 kW of the %2 kW its rack type allows")
                          .arg(draw, formatNumber(*power.limitW / 1000.0))
                    : QCoreApplication::translate("RackItem", "Draws %1 kW of the design's %2 kW per rack")
                          .arg(draw, formatNumber(*power.limitW / 1000.0)));
        if (power.unknownDevices > 0)
            tip += QLatin1Char('\n') + QCoreApplication::translate("RackItem",
                                                                   "%n device(s) without a power figure not "
                                                                   "counted",
                                                                   nullptr, power.unknownDevices);
    }
    return tip;
}

} // namespace railyard
