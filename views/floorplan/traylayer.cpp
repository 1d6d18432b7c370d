#include "floorplan/traylayer.h"

#include "document/document.h"
#include "floorplan/floorplanscene.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace railyard {

TrayLayer::TrayLayer(FloorPlanScene *scene) : m_scene(scene)
{
    setZValue(1.5); // over the racks, under the bundles
}

void TrayLayer::invalidate()
{
    m_dirty = true;
    update();
}

const std::vector<floorplan::Tray> &TrayLayer::trays()
{
    if (m_dirty) {
        m_dirty = false;
        m_trays = m_scene->document() ? floorplan::trays(m_scene->document()->design())
                                      : std::vector<floorplan::Tray>();
    }
    return m_trays;
}

void TrayLayer::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    floorplan::paintTrays(*painter, trays(), option->levelOfDetailFromTransform(painter->worldTransform()),
                          option->exposedRect);
}

} // namespace railyard
