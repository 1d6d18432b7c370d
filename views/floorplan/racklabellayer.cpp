#include "floorplan/racklabellayer.h"

#include "floorplan/floorplanscene.h"
#include "floorplan/rackitem.h"
#include "render/floorplanpainter.h"

#include <QGraphicsScene>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace railyard {

namespace {

constexpr double widestRackMetres = 1.2;

} // namespace

RackLabelLayer::RackLabelLayer()
{
    setZValue(2.5); // over the bundles (2), under the trays being edited (3)
}

void RackLabelLayer::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const QTransform base = painter->worldTransform();
    // Too far out for any id to be read (paintRackLabel's own limit, for the widest rack): no look-up of the
    // racks at all, which on a million-GPU floor is 55k items.
    if (QStyleOptionGraphicsItem::levelOfDetailFromTransform(base) * widestRackMetres *
            FloorPlanScene::unitsPerMetre <
        18)
        return;
    for (QGraphicsItem *item : scene()->items(option->exposedRect, Qt::IntersectsItemBoundingRect)) {
        if (item->type() != RackItem::Type) continue;
        const auto *rack = static_cast<const RackItem *>(item);
        painter->setWorldTransform(QTransform::fromTranslate(rack->pos().x(), rack->pos().y()) * base);
        floorplan::paintRackLabel(
            *painter, rack->rect(), rack->look(),
            QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform()),
            scene()->palette());
    }
    painter->setWorldTransform(base);
}

} // namespace railyard
