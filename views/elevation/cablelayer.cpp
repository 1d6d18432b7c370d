#include "cablelayer.h"

#include "colouring.h"
#include "document/document.h"
#include "elevationscene.h"

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

int CableLayer::cableCount()
{
    if (m_dirty)
        rebuild();
    return int(m_curves.size());
}

int CableLayer::cableAt(const QPointF &p, double tolerance)
{
    if (m_dirty)
        rebuild();
    // The nearest curve within the tolerance, measured at points along each curve.
    int best = -1;
    double bestDistance = tolerance;
    for (const Curve &curve : m_curves) {
        if (!curve.path.controlPointRect().adjusted(-tolerance, -tolerance, tolerance, tolerance).contains(p))
            continue;
        // Distance to the curve as a polyline of short segments.
        constexpr int samples = 64;
        QPointF previous = curve.path.pointAtPercent(0);
        for (int i = 1; i <= samples; ++i) {
            const QPointF next = curve.path.pointAtPercent(double(i) / samples);
            const QPointF d = next - previous;
            const double lengthSquared = QPointF::dotProduct(d, d);
            const double t = lengthSquared > 0 ? std::clamp(QPointF::dotProduct(p - previous, d) / lengthSquared, 0.0, 1.0) : 0.0;
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
    if (m_dirty)
        rebuild();
    for (const Curve &c : m_curves)
        if (c.cable == cable)
            return c.path;
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
    m_curves.clear();
    const Document *doc = m_scene->document();
    if (!doc)
        return;
    const Design &d = doc->design();
    for (int c : d.cables().live()) {
        const Cable &cable = d.cables().at(c);
        // Only the cables on the side shown: those plugged into the other side of a panel are behind it.
        const Side hidden = m_scene->isRear() ? Side::Front : Side::Rear;
        if (cable.ends[0].isLoose() || cable.ends[0].side == hidden)
            continue;
        const std::optional<QPointF> a = m_scene->portCentre(cable.ends[0].device, cable.ends[0].port);
        if (!a)
            continue;
        for (int leg = 1; leg < int(cable.ends.size()); ++leg) {
            const Endpoint &e = cable.ends[leg];
            if (e.isLoose() || e.side == hidden)
                continue;
            const std::optional<QPointF> b = m_scene->portCentre(e.device, e.port);
            if (!b)
                continue;
            // A curve that sags out to the side, like a cord hanging between two ports.
            // Rear cables (trunks between racks) arc over the top, as they run in the overhead tray.
            QPainterPath path(*a);
            if (m_scene->isRear()) {
                const double lift = 40 + 0.1 * std::abs(b->x() - a->x());
                path.cubicTo(QPointF(a->x(), std::min(a->y(), b->y()) - lift), QPointF(b->x(), std::min(a->y(), b->y()) - lift), *b);
            } else {
                const double sag = 30 + 0.15 * std::abs(b->y() - a->y()) + 0.1 * std::abs(b->x() - a->x());
                path.cubicTo(*a + QPointF(sag, 0), *b + QPointF(sag, 0), *b);
            }
            m_curves.push_back({c, cableColour(d, m_scene->validation(), Colouring::Rail, c).colour, path});
        }
    }
}

void CableLayer::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    if (m_dirty)
        rebuild();
    // Cables are clutter when the ports are too small to see.
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    if (lod < 0.25)
        return;
    // Up to 2:1 a hairline: Qt draws one-pixel cosmetic pens without the general stroker, several times faster.
    const double width = lod < 2 ? 1.0 : 1.6;
    painter->setBrush(Qt::NoBrush);
    for (const Curve &curve : m_curves) {
        if (!option->exposedRect.intersects(curve.path.controlPointRect()))
            continue;
        QPen pen(curve.colour, curve.cable == m_highlighted ? 4.0 : width);
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->drawPath(curve.path);
    }
}

} // namespace railyard
