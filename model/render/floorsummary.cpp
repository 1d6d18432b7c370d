#include "render/floorsummary.h"

#include "design/design.h"

#include <QCoreApplication>
#include <QHash>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

namespace railyard::floorplan {

namespace {

// More rack-to-rack bundles than this and the plan seen whole is a grey mass of arcs.
constexpr size_t readableBundles = 1500;
// About as many bundles as a paint draws quickly where the rack-to-rack bundles first come back.
constexpr size_t bundlesDrawnAtOnce = 20000;
// The most bands of rows the cables between rows are drawn for: beyond, neighbouring rows go together.
constexpr size_t maxBands = 40;
// The widest row bundle on screen, in pixels, and in drawing units (half a rack's width) when that is less.
constexpr double widestRowBundle = 26;
constexpr double widestRowBundleUnits = 30;

// A sequential blue scale (ColorBrewer's Blues), apart from every rail colour's hue but rail 2's and 5's
// (whose cables are drawn over it as bundles, never as fills).
const QColor densitySteps[] = {QColor(0xef, 0xf3, 0xff), QColor(0xbd, 0xd7, 0xe7), QColor(0x6b, 0xae, 0xd6),
                               QColor(0x31, 0x82, 0xbd), QColor(0x08, 0x51, 0x9c)};

QColor densityColour(double share)
{
    const double at = std::clamp(share, 0.0, 1.0) * 4;
    const int i = std::min(3, int(at));
    const double t = at - i;
    const QColor &a = densitySteps[i], &b = densitySteps[i + 1];
    return QColor::fromRgbF(a.redF() + (b.redF() - a.redF()) * t, a.greenF() + (b.greenF() - a.greenF()) * t,
                            a.blueF() + (b.blueF() - a.blueF()) * t);
}

// The band of each rack slot (-1: no row or no place): its row's rank by position, rows taken together in
// runs so that there are at most maxBands.
std::vector<int> rowBands(const Design &d, const FloorPlanLayout &layout)
{
    std::map<QString, std::pair<QPointF, int>> centres; // row -> (sum of rack centres, racks)
    for (int r : d.racks().live()) {
        const Rack &rack = d.racks().at(r);
        if (rack.row.isEmpty() || !rack.hasPosition()) continue;
        auto &[sum, count] = centres[rack.row];
        sum += layout.rackCentre(r);
        ++count;
    }
    std::vector<std::pair<std::pair<double, double>, QString>> order;
    for (const auto &[row, centre] : centres)
        order.push_back({{centre.first.y() / centre.second, centre.first.x() / centre.second}, row});
    std::sort(order.begin(), order.end());
    QHash<QString, int> band;
    const size_t perBand = (order.size() + maxBands - 1) / maxBands;
    for (size_t i = 0; i < order.size(); ++i)
        band.insert(order[i].second, int(i / std::max<size_t>(1, perBand)));
    std::vector<int> out(size_t(d.racks().slotCount()), -1);
    for (int r : d.racks().live()) {
        const Rack &rack = d.racks().at(r);
        if (!rack.row.isEmpty() && rack.hasPosition()) out[size_t(r)] = band.value(rack.row, -1);
    }
    return out;
}

} // namespace

FloorSummary::FloorSummary(const Design &d, const FloorPlanLayout &layout, const std::vector<Bundle> &bundles,
                           std::vector<int> ends)
    : m_ends(std::move(ends))
{
    // The top of the scale: the 95th percentile of the racks with cables, so that a few patch racks of
    // thousands of ends do not leave every other rack pale.
    std::vector<int> busy;
    for (int ends : m_ends)
        if (ends > 0) busy.push_back(ends);
    if (!busy.empty()) {
        const size_t at = std::min(busy.size() - 1, busy.size() * 95 / 100);
        std::nth_element(busy.begin(), busy.begin() + qsizetype(at), busy.end());
        m_top = std::max(1, busy[at]);
    }
    // Row bundles: the rack bundles summed by the rows of their ends, neighbouring rows banded together
    // when a hall has more rows than arcs between them can show. Each end sits where its cables leave the
    // band (the racks' centres weighted by their cables), so that the trunks of a pod's network racks leave
    // from those racks, not from the middle of the row.
    const std::vector<int> bandOf = rowBands(d, layout);
    struct RowBundle
    {
        std::tuple<int, int, int> key; // lower band, higher band, colour key
        CableColour colour;
        int count = 0;
        QPointF sumA, sumB; // rack centres times cables, at the lower band's end and the higher's
    };
    std::vector<RowBundle> rows;
    QHash<quint64, int> rowOf; // (bands, colour key) packed -> index in rows: 650k bundles at a million GPUs
    for (const Bundle &b : bundles) {
        int bandA = bandOf[size_t(b.rackA)], bandB = bandOf[size_t(b.rackB)];
        if (bandA == bandB || bandA < 0 || bandB < 0) continue;
        const bool swap = bandB < bandA;
        if (swap) std::swap(bandA, bandB);
        const quint64 packed = quint64(bandA) << 48 | quint64(bandB) << 32 | quint32(b.colour.key);
        auto at = rowOf.constFind(packed);
        if (at == rowOf.cend()) {
            at = rowOf.insert(packed, int(rows.size()));
            rows.push_back({{bandA, bandB, b.colour.key}, b.colour, 0, {}, {}});
        }
        RowBundle &row = rows[size_t(*at)];
        row.count += b.count;
        row.sumA += layout.rackCentre(swap ? b.rackB : b.rackA) * b.count;
        row.sumB += layout.rackCentre(swap ? b.rackA : b.rackB) * b.count;
    }
    // Band pair by band pair, then by colour; a pair's arcs side by side.
    std::sort(rows.begin(), rows.end(), [](const RowBundle &x, const RowBundle &y) { return x.key < y.key; });
    const auto pairOf = [&](size_t i) {
        return std::pair(std::get<0>(rows[i].key), std::get<1>(rows[i].key));
    };
    for (size_t first = 0, end = 0; first < rows.size(); first = end) {
        for (end = first + 1; end < rows.size() && pairOf(end) == pairOf(first);)
            ++end;
        for (size_t i = first; i < end; ++i) {
            const RowBundle &row = rows[i];
            const QPointF p = row.sumA / row.count - QPointF(0, 25),
                          q = row.sumB / row.count - QPointF(0, 25);
            m_rowBundles.push_back(
                {-1, -1, row.colour, row.count, QLineF(p, q), arc(p, q, int(i - first), int(end - first))});
            m_most = std::max(m_most, row.count);
        }
    }
}

bool FloorSummary::fromAfar(size_t bundles, double lod)
{
    // The rack-to-rack bundles come back once few enough are in view: the more a plan has, the closer in.
    // A view sees about 1/lod² of the plan it fits, so the zoom grows with the root of the count (650k
    // bundles of a million GPUs: 5.7 times closer than 20k, which draw in well under a frame).
    const double closer = std::max(1.0, std::sqrt(double(bundles) / double(bundlesDrawnAtOnce)));
    return tooManyBundles(bundles) && lod < 0.5 * closer;
}

bool FloorSummary::tooManyBundles(size_t bundles)
{
    return bundles > readableBundles;
}

QColor FloorSummary::rackColour(int rack) const
{
    return densityColour(double(cableEnds(rack)) / m_top);
}

Legend FloorSummary::legend() const
{
    Legend legend{QCoreApplication::translate("FloorSummary", "Cable ends per rack"), {}};
    for (int step = 0; step <= 4; ++step) {
        const int value = int(std::lround(m_top * step / 4.0));
        legend.entries.append({densityColour(step / 4.0),
                               step < 4
                                   ? QString::number(value)
                                   : QCoreApplication::translate("FloorSummary", "%1 or more").arg(value)});
    }
    return legend;
}

void FloorSummary::paintRowBundles(QPainter &painter, double lod, const QRectF &exposed,
                                   double deviceScale) const
{
    const double widest = std::clamp(widestRowBundleUnits * lod, 8.0, widestRowBundle);
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setBrush(Qt::NoBrush);
    // The widest first, so that the narrow ones stay visible on top.
    std::vector<const Bundle *> order;
    for (const Bundle &b : m_rowBundles)
        if (exposed.intersects(b.path.controlPointRect())) order.push_back(&b);
    std::sort(order.begin(), order.end(),
              [](const Bundle *x, const Bundle *y) { return x->count > y->count; });
    for (const Bundle *b : order) {
        QColor colour = b->colour.colour;
        colour.setAlpha(200);
        QPen pen(colour, std::max(1.5, widest * b->count / m_most) * deviceScale);
        pen.setCosmetic(true);
        pen.setCapStyle(Qt::FlatCap);
        painter.setPen(pen);
        painter.drawPath(b->path);
    }
}

} // namespace railyard::floorplan
