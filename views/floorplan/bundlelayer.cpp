#include "floorplan/bundlelayer.h"

#include "document/document.h"
#include "floorplan/floorplanscene.h"
#include "render/floorsummary.h"

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

BundleLayer::~BundleLayer() = default;

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

const floorplan::FloorSummary *BundleLayer::summary()
{
    if (m_dirty) rebuild();
    return m_summary.get();
}

void BundleLayer::rebuild()
{
    m_dirty = false;
    m_bundles.clear();
    m_summary.reset();
    if (!m_scene->document() || !m_scene->layout()) return;
    const Design &d = m_scene->document()->design();
    m_bundles = floorplan::bundles(d, *m_scene->layout(), m_scene->decorations(), m_scene->colouring());
    if (floorplan::FloorSummary::tooManyBundles(m_bundles.size()))
        m_summary = std::make_unique<floorplan::FloorSummary>(d, *m_scene->layout(), m_bundles);
}

void BundleLayer::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const floorplan::FloorSummary *afar = summary();
    if (!afar || !floorplan::FloorSummary::fromAfar(bundles().size(), lod)) {
        floorplan::paintBundles(*painter, bundles(), lod, option->exposedRect);
        return;
    }
    // From afar: the racks filled by their cable ends (inside their outlines, which keep showing what is
    // selected or wrong), unless they are filled by power; then the cables between rows.
    if (!m_scene->powerColouring()) {
        const Design &d = m_scene->document()->design();
        painter->setPen(Qt::NoPen);
        for (int r : d.racks().live()) {
            const Rack &rack = d.racks().at(r);
            const QRectF rect = FloorPlanLayout::rackRect(rack)
                                    .translated(m_scene->layout()->rackCentre(r))
                                    .adjusted(2, 2, -2, -2);
            if (!option->exposedRect.intersects(rect)) continue;
            painter->setBrush(afar->rackColour(r));
            painter->drawRect(rect);
        }
    }
    afar->paintRowBundles(*painter, lod, option->exposedRect);
}

} // namespace railyard
