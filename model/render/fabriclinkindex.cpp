#include "render/fabriclinkindex.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <numeric>
#include <utility>

namespace railyard {

FabricLinkIndex::FabricLinkIndex(const std::vector<QLineF> &lines, double bucketWidth)
{
    // Bands by their rows, the upper row (smaller y) first in the key.
    std::map<std::pair<double, double>, std::vector<int>> byRows;
    for (size_t i = 0; i < lines.size(); ++i) {
        const QLineF &l = lines[i];
        if (l.isNull()) continue;
        byRows[{std::min(l.y1(), l.y2()), std::max(l.y1(), l.y2())}].push_back(int(i));
    }
    for (auto &[rows, links] : byRows) {
        Band band;
        band.y0 = rows.first;
        band.y1 = rows.second;
        const auto ends = [&](int link) {
            const QLineF &l = lines[size_t(link)];
            return l.y1() == band.y0 ? std::pair(l.x1(), l.x2()) : std::pair(l.x2(), l.x1());
        };
        double low = std::numeric_limits<double>::max(), high = std::numeric_limits<double>::lowest();
        for (int link : links) {
            low = std::min(low, ends(link).first);
            high = std::max(high, ends(link).first);
        }
        // Never more buckets than a few links each.
        const double width =
            std::max({bucketWidth, (high - low) / std::max<size_t>(1, links.size() / 4), 1e-6});
        const size_t buckets = size_t((high - low) / width) + 1;
        band.aLow = low;
        band.width = width;
        const auto bucketOf = [&](int link) {
            return std::min(buckets - 1, size_t((ends(link).first - low) / width));
        };
        std::sort(links.begin(), links.end(), [&](int x, int y) {
            const size_t bx = bucketOf(x), by = bucketOf(y);
            return bx != by ? bx < by : ends(x).second < ends(y).second;
        });
        band.starts.assign(buckets + 1, 0);
        for (int link : links)
            ++band.starts[bucketOf(link) + 1];
        std::partial_sum(band.starts.begin(), band.starts.end(), band.starts.begin());
        band.bs.reserve(links.size());
        for (int link : links)
            band.bs.push_back(float(ends(link).second));
        band.links = std::move(links);
        m_bands.push_back(std::move(band));
    }
}

std::vector<int> FabricLinkIndex::near(const QRectF &rect) const
{
    std::vector<int> out;
    constexpr double inf = std::numeric_limits<double>::infinity();
    for (const Band &band : m_bands) {
        if (rect.bottom() < band.y0 || rect.top() > band.y1) continue;
        // The stretch of the band the rectangle covers, as fractions s of the way from y0 to y1; at s a
        // link is at (1 - s) a + s b.
        const auto fraction = [&](double y) {
            return std::clamp((y - band.y0) / (band.y1 - band.y0), 0.0, 1.0);
        };
        const double fractions[2] = {fraction(rect.top()), fraction(rect.bottom())};
        const double left = rect.left(), right = rect.right();
        const size_t buckets = band.starts.size() - 1;
        for (size_t bucket = 0; bucket < buckets; ++bucket) {
            const int begin = band.starts[bucket], end = band.starts[bucket + 1];
            if (begin == end) continue;
            // Links of this bucket have a in [a0, a1]. One crosses the rectangle only if it is left of its
            // right side at one of the two fractions and right of its left side at one of them: b at most
            // `most`, at least `least`.
            const double a0 = band.aLow + band.width * double(bucket), a1 = a0 + band.width;
            double most = -inf, least = inf;
            for (const double s : fractions) {
                if (s <= 0) {
                    most = a0 <= right ? inf : most;
                    least = a1 >= left ? -inf : least;
                    continue;
                }
                most = std::max(most, (right - (1 - s) * a0) / s);
                least = std::min(least, (left - (1 - s) * a1) / s);
            }
            if (least > most) continue;
            // Floats round (by a quarter unit at a million GPUs' widths): widen the range by more.
            const auto widened = [](double b, double sign) {
                return float(std::clamp(b, -1e30, 1e30) + sign * (1 + 1e-6 * std::abs(b)));
            };
            const auto first =
                std::lower_bound(band.bs.begin() + begin, band.bs.begin() + end, widened(least, -1));
            const auto last = std::upper_bound(first, band.bs.begin() + end, widened(most, 1));
            for (auto it = first; it != last; ++it)
                out.push_back(band.links[size_t(it - band.bs.begin())]);
        }
    }
    return out;
}

} // namespace railyard
