#include "elevation/cablelayer.h"

#include "document/document.h"
#include "elevation/elevationscene.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>

namespace railyard {

CableLayer::CableLayer(ElevationScene *scene) : m_scene(scene)
{
    setZValue(5);
}

void CableLayer::invalidate()
{
    m_dirty = true;
    update();
}

void CableLayer::recolour()
{
    m_recolour = true;
    update();
}

void CableLayer::refreshColours()
{
    m_recolour = false;
    if (const Document *doc = m_scene->document())
        elevation::recolourCurves(doc->design(), m_scene->decorations(), m_curves);
}

int CableLayer::cableCount()
{
    if (m_dirty) rebuild();
    return int(m_curves.size());
}

int CableLayer::cableAt(const QPointF &p, double tolerance)
{
    if (m_dirty) rebuild();
    // The nearest curve within the tolerance, measured at points along each curve.
    int best = -1;
    double bestDistance = tolerance;
    for (const CableCurve &curve : m_curves) {
        if (!curve.path.controlPointRect().adjusted(-tolerance, -tolerance, tolerance, tolerance).contains(p))
            continue;
        // Distance to the curve as a polyline of short segments.
        constexpr int samples = 64;
        QPointF previous = curve.path.pointAtPercent(0);
        for (int i = 1; i <= samples; ++i) {
            const QPointF next = curve.path.pointAtPercent(double(i) / samples);
            const QPointF d = next - previous;
            const double lengthSquared = QPointF::dotProduct(d, d);
            const double t = lengthSquared > 0
                                 ? std::clamp(QPointF::dotProduct(p - previous, d) / lengthSquared, 0.0, 1.0)
                                 : 0.0;
            const double distance = QLineF(p, previous + d * t).length();
            if (distance < bestDistance) {
                bestDistance = distance;
                best = curve.cable;
            }
            previous = next;
        }
    }
    return best;
}

QPainterPath CableLayer::pathOf(int cable)
{
    if (m_dirty) rebuild();
    for (const CableCurve &c : m_curves)
        if (c.cable == cable) return c.path;
    return {};
}

void CableLayer::setHighlighted(int cable)
{
    m_highlighted = cable;
    update();
}

void CableLayer::rebuild()
{
    m_dirty = false;
    m_recolour = false;
    m_curves.clear();
    const Document *doc = m_scene->document();
    if (!doc) return;
    m_curves =
        elevation::cableCurves(doc->design(), m_scene->layout(), m_scene->isRear(), m_scene->decorations());
}

void CableLayer::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    if (m_dirty)
        rebuild();
    else if (m_recolour)
        refreshColours();
    elevation::paintCables(*painter, m_curves, option->levelOfDetailFromTransform(painter->worldTransform()),
                           option->exposedRect, m_highlighted);
}

} // namespace railyard
