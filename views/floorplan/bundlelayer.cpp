#include "floorplan/bundlelayer.h"

#include "document/document.h"
#include "floorplan/floorplanscene.h"

#include <QHash>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>
#include <map>

namespace railyard {

BundleLayer::BundleLayer(FloorPlanScene *scene) : m_scene(scene)
{
    setZValue(2);
}

void BundleLayer::invalidate()
{
    m_dirty = true;
    update();
}

const std::vector<BundleLayer::Bundle> &BundleLayer::bundles()
{
    if (m_dirty) rebuild();
    return m_bundles;
}

QList<int> BundleLayer::keysInUse()
{
    return floorplan::keysInUse(bundles());
}

void BundleLayer::rebuild()
{
    m_dirty = false;
    m_bundles.clear();
    if (!m_scene->document() || !m_scene->layout()) return;
    m_bundles = floorplan::bundles(m_scene->document()->design(), *m_scene->layout(), m_scene->decorations(),
                                   m_scene->colouring());
}

void BundleLayer::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    floorplan::paintBundles(*painter, bundles(),
                            option->levelOfDetailFromTransform(painter->worldTransform()),
                            option->exposedRect);
}

} // namespace railyard
