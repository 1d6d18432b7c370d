#include "rackitem.h"

#include "document/document.h"
#include "floorplanscene.h"
#include "render/railpalette.h"
#include "validationcontroller.h"

#include <QGraphicsScene>
#include <QPainter>
#include <QPalette>
#include <QStyleOptionGraphicsItem>

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
    const double w = r.widthMm.value_or(600) / 10.0;
    const double h = r.depthMm.value_or(1200) / 10.0;
    prepareGeometryChange();
    m_rect = QRectF(-w / 2, -h / 2, w, h);
    m_label = r.id;
    m_placed = r.hasPosition();
    const FloorPlanScene::RackStats stats = m_scene->rackStats(m_rack);
    m_devices = stats.devices;
    m_error = stats.error;
    setToolTip(
        QCoreApplication::translate("RackItem", "%1 — row %2, %3 U, %4 devices%5")
            .arg(r.id, r.row.isEmpty() ? QStringLiteral("-") : r.row)
            .arg(r.heightU)
            .arg(m_devices)
            .arg(m_placed ? QString() : QCoreApplication::translate("RackItem", ", no floor position yet")));
    m_refused = false;
    setPos(m_scene->rackCentre(m_rack));
    update();
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
    update();
}

QRectF RackItem::boundingRect() const
{
    return m_rect.adjusted(-3, -3, 3, 3);
}

void RackItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    if (lod * m_rect.width() < 3) {
        // A few pixels: a plain block, red when something in the rack is wrong.
        painter->fillRect(m_rect, m_error ? RailPalette::error() : QColor(0x8a, 0x94, 0x9e));
        return;
    }
    const QPalette palette = scene()->palette(); // the application's, or a drawing's own
    QColor fill = palette.color(QPalette::Base);
    fill = fill.lightness() > 128 ? QColor(0xe8, 0xec, 0xf0) : QColor(0x33, 0x3a, 0x42);
    QPen pen(isSelected() ? palette.color(QPalette::Highlight) : palette.color(QPalette::WindowText));
    pen.setCosmetic(true);
    pen.setWidthF(isSelected() ? 2.5 : 1.0);
    if (m_error && !isSelected()) {
        pen.setColor(RailPalette::error());
        pen.setWidthF(2.0);
    }
    if (m_marked && !isSelected()) {
        pen.setColor(palette.color(QPalette::Highlight));
        pen.setWidthF(2.0);
        pen.setStyle(Qt::DashLine);
    }
    if (!m_placed) pen.setStyle(Qt::DashLine);
    if (m_refused) {
        pen = QPen(RailPalette::error(), 2.5, Qt::DashLine);
        pen.setCosmetic(true);
        fill = RailPalette::error();
        fill.setAlpha(70);
    }
    painter->setPen(pen);
    painter->setBrush(fill);
    painter->drawRect(m_rect);
    // Labels only where they can be read.
    if (lod * m_rect.width() < 18) return;
    // The id in the lower part of the rack; cable bundles leave from the upper part.
    QFont font = painter->font();
    font.setPixelSize(std::max(6, int(m_rect.width() * 0.24)));
    const QFontMetricsF fm(font);
    if (const double wide = fm.horizontalAdvance(m_label); wide > m_rect.width() * 0.9)
        font.setPixelSize(std::max(4, int(font.pixelSize() * m_rect.width() * 0.9 / wide)));
    painter->setFont(font);
    painter->setPen(palette.color(QPalette::WindowText));
    const QRectF text(m_rect.left(), m_rect.center().y(), m_rect.width(), m_rect.height() / 2);
    painter->drawText(text, Qt::AlignCenter, m_label);
}

} // namespace railyard
