#include "render/portlayout.h"

#include "catalog/devicetype.h"

#include <algorithm>
#include <cmath>

namespace railyard {

PortLayout::PortLayout(const DeviceType &type, const QRectF &face)
{
    const int n = int(type.ports.size());
    m_rects.resize(n);
    // Tall devices have room for their name and model beside a single row of ports.
    const double labelWidth = n == 0 ? face.width() : face.width() * (type.heightU > 1 ? 0.45 : 0.3);
    m_label = QRectF(face.left(), face.top(), labelWidth, face.height());
    if (n == 0) return;
    const QRectF area(face.left() + labelWidth, face.top() + 2, face.width() - labelWidth - 4,
                      face.height() - 4);
    // The number of rows (at most two per U) that gives the largest ports, no larger than about one U.
    const double largest = area.height() / std::max(1, type.heightU) * 0.9;
    int rows = 1;
    double cell = 0;
    for (int r = 1; r <= std::max(1, type.heightU * 2); ++r) {
        const double c = std::min({area.width() / std::ceil(double(n) / r), area.height() / r, largest});
        if (c > cell + 0.01) {
            cell = c;
            rows = r;
        }
    }
    const int perRow = int(std::ceil(double(n) / rows));
    const double size = cell * 0.8;
    // Rows sit at the bottom of tall devices, where their network ports are.
    const double top = area.bottom() - rows * cell;
    for (int i = 0; i < n; ++i) {
        const int row = i / perRow;
        const int col = i % perRow;
        m_rects[i] = QRectF(area.left() + col * cell + (cell - size) / 2,
                            top + row * cell + (cell - size) / 2, size, size);
    }
}

int PortLayout::portAt(const QPointF &local) const
{
    for (int i = 0; i < int(m_rects.size()); ++i)
        if (m_rects[i].adjusted(-1, -1, 1, 1).contains(local)) return i;
    return -1;
}

QRectF PortLayout::grown(const QRectF &r, double minWidth, double minHeight)
{
    const double w = std::max(r.width(), minWidth), h = std::max(r.height(), minHeight);
    return QRectF(r.center().x() - w / 2, r.center().y() - h / 2, w, h);
}

} // namespace railyard
