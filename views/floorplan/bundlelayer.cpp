#include "floorplan/bundlelayer.h"

#include "document/document.h"
#include "floorplan/floorplanscene.h"
#include "render/bundlebuilder.h"
#include "render/floorsummary.h"

#include <QElapsedTimer>
#include <QHash>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>
#include <limits>

namespace railyard {

BundleLayer::BundleLayer(FloorPlanScene *scene) : m_scene(scene)
{
    setZValue(2);
    m_slices.setSingleShot(true);
    m_slices.setInterval(0);
    QObject::connect(&m_slices, &QTimer::timeout, [this] { buildSlice(); });
}

BundleLayer::~BundleLayer() = default;

void BundleLayer::invalidate()
{
    // The builder reads the design, layout and colours as they were: whatever changed them ends it.
    m_builder.reset();
    m_stale = true;
    if (buildsInSlices()) m_slices.start();
    update();
}

bool BundleLayer::buildsInSlices() const
{
    return m_scene->document() &&
           m_scene->document()->design().cables().liveCount() >= m_scene->bundleSliceThreshold();
}

void BundleLayer::startBuilder()
{
    m_builder = std::make_unique<floorplan::BundleBuilder>(m_scene->document()->design(), *m_scene->layout(),
                                                           m_scene->decorations(), m_scene->colouring());
}

void BundleLayer::buildSlice()
{
    if (!m_stale) return;
    if (!m_scene->document() || !m_scene->layout()) return finishNow();
    if (!m_builder) startBuilder();
    // About 10 ms at a time: the window answers between slices.
    QElapsedTimer clock;
    clock.start();
    while (!m_builder->step(16384))
        if (clock.elapsed() >= 10) {
            m_slices.start();
            return;
        }
    adopt();
    m_scene->bundlesBuilt();
}

void BundleLayer::finishNow()
{
    if (!m_stale) return;
    m_slices.stop();
    m_builder.reset();
    if (m_scene->document() && m_scene->layout()) {
        startBuilder();
        while (!m_builder->step(std::numeric_limits<int>::max()))
            ;
    }
    adopt();
}

void BundleLayer::adopt()
{
    m_stale = false;
    m_bundles = m_builder ? m_builder->take() : std::vector<Bundle>();
    std::vector<int> ends = m_builder ? m_builder->takeEnds() : std::vector<int>();
    m_builder.reset();
    m_summary.reset();
    if (floorplan::FloorSummary::tooManyBundles(m_bundles.size()))
        m_summary = std::make_unique<floorplan::FloorSummary>(m_scene->document()->design(),
                                                              *m_scene->layout(), m_bundles, std::move(ends));
    update();
}

const std::vector<BundleLayer::Bundle> &BundleLayer::bundles()
{
    finishNow();
    return m_bundles;
}

QList<int> BundleLayer::keysInUse()
{
    return floorplan::keysInUse(bundles());
}

const floorplan::FloorSummary *BundleLayer::summary()
{
    finishNow();
    return m_summary.get();
}

const std::vector<BundleLayer::Bundle> &BundleLayer::shownBundles()
{
    if (!buildsInSlices()) finishNow();
    return m_bundles;
}

const floorplan::FloorSummary *BundleLayer::shownSummary()
{
    if (!buildsInSlices()) finishNow();
    return m_summary.get();
}

void BundleLayer::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const floorplan::FloorSummary *afar = shownSummary();
    if (!afar || !floorplan::FloorSummary::fromAfar(m_bundles.size(), lod)) {
        floorplan::paintBundles(*painter, m_bundles, lod, option->exposedRect);
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
