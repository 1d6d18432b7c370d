#include "cablelayer.h"

#include "colouring.h"
#include "document/document.h"
#include "elevationscene.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

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
    if (option->levelOfDetailFromTransform(painter->worldTransform()) < 0.25)
        return;
    painter->setBrush(Qt::NoBrush);
    for (const Curve &curve : m_curves) {
        QPen pen(curve.colour, 1.6);
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->drawPath(curve.path);
    }
}

} // namespace railyard
