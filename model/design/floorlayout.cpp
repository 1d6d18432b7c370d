#include "design/floorlayout.h"

#include "design/design.h"

#include <QSet>

#include <algorithm>
#include <cmath>

namespace railyard {

namespace {

// Positions come from typing and snapping in metres: a micrometre of overlap is racks that touch.
constexpr double touchTolerance = 1e-6;

// Racks are bucketed on a grid of this many metres so that a full check compares only neighbours.
constexpr double cellSize = 1.2;

} // namespace

std::optional<QRectF> rackFootprint(const Rack &rack, std::optional<QPointF> centre)
{
    if (!centre) {
        if (!rack.hasPosition()) return std::nullopt;
        centre = QPointF(*rack.xM, *rack.yM);
    }
    const double w = rack.widthMm.value_or(defaultRackWidthMm) / 1000.0;
    const double d = rack.depthMm.value_or(defaultRackDepthMm) / 1000.0;
    return QRectF(centre->x() - w / 2, centre->y() - d / 2, w, d);
}

bool footprintsOverlap(const QRectF &a, const QRectF &b)
{
    const double dx = std::min(a.right(), b.right()) - std::max(a.left(), b.left());
    const double dy = std::min(a.bottom(), b.bottom()) - std::max(a.top(), b.top());
    return dx > touchTolerance && dy > touchTolerance;
}

QList<std::pair<int, int>> overlappingRacks(const Design &design)
{
    // A grid of buckets: each rack is entered in every cell its footprint covers, and compared only with the
    // racks already entered there. A pair that shares several cells is reported once.
    QHash<std::pair<qint64, qint64>, QList<int>> cells;
    QList<std::pair<int, int>> pairs;
    std::vector<QRectF> footprints(size_t(design.racks().slotCount()));
    for (int r : design.racks().live()) {
        const std::optional<QRectF> f = rackFootprint(design.racks().at(r));
        if (!f) continue;
        footprints[size_t(r)] = *f;
        const qint64 x0 = qint64(std::floor(f->left() / cellSize)),
                     x1 = qint64(std::floor(f->right() / cellSize));
        const qint64 y0 = qint64(std::floor(f->top() / cellSize)),
                     y1 = qint64(std::floor(f->bottom() / cellSize));
        QList<int> seen;
        for (qint64 cx = x0; cx <= x1; ++cx)
            for (qint64 cy = y0; cy <= y1; ++cy) {
                QList<int> &cell = cells[{cx, cy}];
                for (int other : std::as_const(cell))
                    if (!seen.contains(other) && footprintsOverlap(footprints[size_t(other)], *f)) {
                        seen.append(other);
                        pairs.append({other, r});
                    }
                cell.append(r);
            }
    }
    std::sort(pairs.begin(), pairs.end());
    return pairs;
}

QList<int> racksOverlapping(const Design &design, int rack)
{
    QList<int> out;
    const std::optional<QRectF> f = rackFootprint(design.racks().at(rack));
    if (!f) return out;
    for (int r : design.racks().live())
        if (r != rack)
            if (const std::optional<QRectF> g = rackFootprint(design.racks().at(r));
                g && footprintsOverlap(*f, *g))
                out.append(r);
    return out;
}

std::optional<std::pair<int, int>> overlapAfterMove(const Design &design, const QHash<int, QPointF> &moves)
{
    auto footprintOf = [&](int r) {
        const auto moved = moves.constFind(r);
        return rackFootprint(design.racks().at(r),
                             moved == moves.cend() ? std::nullopt : std::optional<QPointF>(*moved));
    };
    for (auto it = moves.cbegin(); it != moves.cend(); ++it) {
        const std::optional<QRectF> f = footprintOf(it.key());
        if (!f) continue;
        for (int r : design.racks().live()) {
            if (r == it.key()) continue;
            if (const std::optional<QRectF> g = footprintOf(r); g && footprintsOverlap(*f, *g))
                return std::make_pair(std::min(r, it.key()), std::max(r, it.key()));
        }
    }
    return std::nullopt;
}

QString nextRowName(const QString &row)
{
    if (row.isEmpty()) return QStringLiteral("A");
    QString next = row;
    int i = int(next.size()) - 1;
    while (i >= 0 && next[i] == QLatin1Char('Z')) {
        next[i] = QLatin1Char('A');
        --i;
    }
    if (i < 0) return QLatin1Char('A') + next;
    next[i] = QChar(next[i].unicode() + 1);
    return next;
}

namespace {

bool isLetters(const QString &s)
{
    return !s.isEmpty() && std::all_of(s.begin(), s.end(), [](QChar c) {
        return c >= QLatin1Char('A') && c <= QLatin1Char('Z');
    });
}

// Orders row names as A < B < … < Z < AA, then other names ("hall-1", "") alphabetically.
bool rowBefore(const QString &a, const QString &b)
{
    const bool la = isLetters(a), lb = isLetters(b);
    if (la != lb) return la;
    if (la && a.size() != b.size()) return a.size() < b.size();
    return a < b;
}

} // namespace

std::vector<Rack> rowOfRacks(const Design &d, const QString &row, int count, int heightU, double x, double y,
                             int rackType)
{
    const RackType *type = rackType >= 0 ? &d.catalog.rackTypes.at(rackType) : nullptr;
    const double width = (type && type->widthMm ? *type->widthMm : defaultRackWidthMm) / 1000.0;
    std::vector<Rack> racks;
    int n = 1;
    for (int i = 0; i < count; ++i) {
        Rack rack;
        rack.row = row;
        do
            rack.id = QStringLiteral("%1%2").arg(row).arg(n++, 2, 10, QLatin1Char('0'));
        while (d.racks().find(rack.id) >= 0);
        rack.heightU = heightU;
        rack.xM = x + i * width;
        rack.yM = y;
        rack.type = rackType;
        rack.widthMm = type && type->widthMm ? *type->widthMm : defaultRackWidthMm;
        rack.depthMm = type && type->depthMm ? *type->depthMm : defaultRackDepthMm;
        racks.push_back(rack);
    }
    return racks;
}

Rack rackDroppedAt(const Design &design, int rackType, QPointF centre)
{
    QString row;
    double nearest = 0;
    for (int r : design.racks().live()) {
        const Rack &rack = design.racks().at(r);
        const std::optional<QRectF> f = rackFootprint(rack);
        if (!f || centre.y() < f->top() || centre.y() > f->bottom()) continue;
        const double distance = std::abs(*rack.xM - centre.x());
        if (row.isNull() || distance < nearest) {
            row = rack.row;
            nearest = distance;
        }
    }
    if (row.isNull()) row = proposeRow(design).row;
    const int heightU =
        rackType >= 0 ? design.catalog.rackTypes.at(rackType).heightU : proposeRow(design).heightU;
    return rowOfRacks(design, row, 1, heightU, centre.x(), centre.y(), rackType).front();
}

QStringList rowNames(const Design &design)
{
    QSet<QString> seen;
    QStringList rows;
    for (int r : design.racks().live())
        if (const QString &row = design.racks().at(r).row; !seen.contains(row)) {
            seen.insert(row);
            rows.append(row);
        }
    std::sort(rows.begin(), rows.end(), rowBefore);
    return rows;
}

QList<int> racksOfRow(const Design &design, const QString &row)
{
    QList<int> racks;
    for (int r : design.racks().live())
        if (design.racks().at(r).row == row) racks.append(r);
    std::stable_sort(racks.begin(), racks.end(), [&](int a, int b) {
        const Rack &ra = design.racks().at(a), &rb = design.racks().at(b);
        if (ra.hasPosition() != rb.hasPosition()) return ra.hasPosition();
        if (!ra.hasPosition()) return false;
        return *ra.xM != *rb.xM ? *ra.xM < *rb.xM : *ra.yM < *rb.yM;
    });
    return racks;
}

RowProposal proposeRow(const Design &design)
{
    RowProposal p;
    QString last;
    std::optional<double> farEdge, left;
    for (int r : design.racks().live()) {
        const Rack &rack = design.racks().at(r);
        if (isLetters(rack.row) && (last.isEmpty() || rowBefore(last, rack.row))) last = rack.row;
        if (const std::optional<QRectF> f = rackFootprint(rack)) {
            farEdge = std::max(farEdge.value_or(f->bottom()), f->bottom());
            left = std::min(left.value_or(rack.xM.value()), rack.xM.value());
        }
        p.heightU = rack.heightU;
        p.rackType = rack.type;
    }
    if (design.racks().liveCount() == 0) {
        p.rackType = design.catalog.rackTypes.indexOf(QStringLiteral("rack-48u-600x1200"));
        if (p.rackType >= 0) p.heightU = design.catalog.rackTypes.at(p.rackType).heightU;
    }
    p.row = nextRowName(last);
    // Skip names taken by racks of rows named otherwise ("B" written by hand while "A" is the last letter
    // row).
    auto taken = [&](const QString &row) {
        for (int r : design.racks().live())
            if (design.racks().at(r).row == row) return true;
        return false;
    };
    while (taken(p.row))
        p.row = nextRowName(p.row);
    constexpr double aisle = 1.2;
    const double depth = defaultRackDepthMm / 1000.0;
    p.x = left.value_or(0);
    p.y = farEdge ? *farEdge + aisle + depth / 2 : 0;
    return p;
}

} // namespace railyard
