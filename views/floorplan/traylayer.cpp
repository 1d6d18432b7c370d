#include "floorplan/traylayer.h"

#include "document/document.h"
#include "floorplan/floorplanscene.h"
#include "route/router.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace railyard {

namespace {

constexpr int maxRoutes = 64;

} // namespace

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
        m_trays.clear();
        m_routeSegments.clear();
        if (const Document *doc = m_scene->document()) {
            const Design &d = doc->design();
            m_trays = floorplan::trays(d);
            // A few selected cables at most are followed: a route is one shortest-path search.
            for (int c : m_routeCables.mid(0, maxRoutes))
                if (d.cables().isLive(c))
                    for (int s : routeCable(d, d.cables().at(c)).segments)
                        if (!m_routeSegments.contains(s)) m_routeSegments.append(s);
        }
    }
    return m_trays;
}

void TrayLayer::setRouteCables(const QList<int> &cables)
{
    if (cables == m_routeCables) return;
    m_routeCables = cables;
    invalidate();
}

const QList<int> &TrayLayer::routeSegments()
{
    trays();
    return m_routeSegments;
}

void TrayLayer::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    floorplan::paintTrays(*painter, trays(), lod, option->exposedRect);
    if (!m_routeSegments.isEmpty())
        floorplan::paintRoute(*painter, m_trays, m_routeSegments,
                              m_scene->palette().color(QPalette::Highlight), lod);
}

} // namespace railyard
