#include "bundlelayer.h"

#include "document/document.h"
#include "floorplanscene.h"

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
    if (m_dirty)
        rebuild();
    return m_bundles;
}

QList<int> BundleLayer::keysInUse()
{
    QList<int> keys;
    for (const Bundle &b : bundles())
        if (!keys.contains(b.colour.key))
            keys.append(b.colour.key);
    std::sort(keys.begin(), keys.end());
    return keys;
}

void BundleLayer::rebuild()
{
    m_dirty = false;
    m_bundles.clear();
    const Document *doc = m_scene->document();
    if (!doc)
        return;
    const Design &d = doc->design();
    std::map<std::tuple<int, int, int>, std::pair<CableColour, int>> counts;
    for (int c : d.cables().live()) {
        const Cable &cable = d.cables().at(c);
        const Endpoint &a = cable.ends[0];
        if (a.isLoose() || d.devices().at(a.device).rack < 0)
            continue;
        const int rackA = d.devices().at(a.device).rack;
        for (int leg = 1; leg < int(cable.ends.size()); ++leg) {
            const Endpoint &b = cable.ends[leg];
            if (b.isLoose())
                continue;
            const int rackB = d.devices().at(b.device).rack;
            if (rackB < 0 || rackB == rackA)
                continue;
            const CableColour colour = cableColour(d, m_scene->validation(), m_scene->colouring(), c);
            auto &entry = counts[{std::min(rackA, rackB), std::max(rackA, rackB), colour.key}];
            entry.first = colour;
            ++entry.second;
        }
    }
    // Bundles of one rack pair side by side, so that each colour shows.
    QHash<std::pair<int, int>, int> perPair;
    for (const auto &[key, value] : counts)
        ++perPair[{std::get<0>(key), std::get<1>(key)}];
    QHash<std::pair<int, int>, int> placed;
    for (const auto &[key, value] : counts) {
        const auto pair = std::make_pair(std::get<0>(key), std::get<1>(key));
        const QPointF p = m_scene->rackCentre(pair.first) - QPointF(0, 25);
        const QPointF q = m_scene->rackCentre(pair.second) - QPointF(0, 25);
        const QLineF line(p, q);
        const int n = perPair.value(pair);
        const int i = placed[pair]++;
        // An arc bowing away from the line between the racks; bundles of one pair nest inside each other.
        QPointF bow(0, -1);
        if (line.length() > 0) {
            const QLineF normal = line.normalVector().unitVector();
            bow = normal.p2() - normal.p1();
            if (bow.y() > 0)
                bow = -bow;
        }
        const double height = 0.25 * line.length() + 30 + (i - (n - 1) / 2.0) * 8.0;
        QPainterPath path(p);
        path.quadTo((p + q) / 2 + bow * 2 * height, q);
        m_bundles.push_back({pair.first, pair.second, value.first, value.second, line, path});
    }
}

void BundleLayer::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    if (lod < 0.08) {
        // Far out: straight lines, one batch per colour, no antialiasing; the arcs would be specks anyway.
        QHash<QRgb, QVector<QLineF>> byColour;
        for (const Bundle &b : bundles())
            if (option->exposedRect.intersects(QRectF(b.line.p1(), b.line.p2()).normalized().adjusted(-1, -1, 1, 1)))
                byColour[b.colour.colour.rgb()].append(b.line);
        painter->setRenderHint(QPainter::Antialiasing, false);
        for (auto it = byColour.cbegin(); it != byColour.cend(); ++it) {
            QPen pen(QColor::fromRgb(it.key()), 1.5);
            pen.setCosmetic(true);
            painter->setPen(pen);
            painter->drawLines(it.value());
        }
        return;
    }
    // Thin for a few cables, thicker for hundreds: width grows with the logarithm of the count.
    for (const Bundle &b : bundles()) {
        if (!option->exposedRect.intersects(b.path.controlPointRect()))
            continue;
        QPen pen(b.colour.colour, 1.0 + 1.6 * std::log2(1.0 + b.count));
        pen.setCosmetic(true);
        pen.setCapStyle(Qt::RoundCap);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(b.path);
    }
}

} // namespace railyard
